import { sql, type SQL } from "drizzle-orm";
import { accounts } from "./accounts.table.ts";

/**
 * SQL fragments other modules' queries may embed (ADR 017): a subquery on the accounts table
 * by an id expression (a column of the caller's row, or a parameter), for the few reads that
 * must stay one statement. The table itself stays private to this module.
 */

/** The account's search text (name, DBA, email, phone, address; lower-cased). */
export const accountSearchTextSql = (accountId: SQL): SQL =>
  sql`(select ${accounts.searchText} from ${accounts} where ${accounts.id} = ${accountId})`;

/** The account's name. */
export const accountNameSql = (accountId: SQL): SQL =>
  sql`(select ${accounts.name} from ${accounts} where ${accounts.id} = ${accountId})`;
