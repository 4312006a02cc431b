import { sql, type SQL } from "drizzle-orm";
import { carriers } from "./carriers.table.ts";

/** The carrier's (or broker's) name, as a subquery other modules' queries may embed (ADR 017). */
export const carrierNameSql = (carrierId: SQL): SQL =>
  sql`(select ${carriers.name} from ${carriers} where ${carriers.id} = ${carrierId})`;
