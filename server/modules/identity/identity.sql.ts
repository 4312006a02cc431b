import { sql, type SQL } from "drizzle-orm";
import { agencyUsers } from "./identity.table.ts";

/** The agency user's name, as a subquery other modules' queries may embed (ADR 017). */
export const agencyUserNameSql = (agencyUserId: SQL): SQL =>
  sql`(select ${agencyUsers.name} from ${agencyUsers} where ${agencyUsers.id} = ${agencyUserId})`;

/** How many ACTIVE users (seats in use) an agency has, as a subquery other modules' queries may embed (ADR 017). */
export const activeAgencyUserCountSql = (agencyId: SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${agencyUsers} where ${agencyUsers.agencyId} = ${agencyId} and ${agencyUsers.state} = 'ACTIVE')`;
