import { sql, type SQL } from "drizzle-orm";
import { agencyUsers } from "./identity.table.ts";

/** How many ACTIVE users (seats in use) an agency has, as a subquery other modules' queries may embed (ADR 017). */
export const activeAgencyUserCountSql = (agencyId: SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${agencyUsers} where ${agencyUsers.agencyId} = ${agencyId} and ${agencyUsers.state} = 'ACTIVE')`;
