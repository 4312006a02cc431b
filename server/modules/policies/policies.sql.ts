import { sql, type SQL } from "drizzle-orm";
import { businessPolicies } from "./policies.table.ts";

/**
 * True when the policy (an id expression: a column of the caller's row) exists and is not
 * deleted, optionally in one agency: for other modules' queries that hide what belongs to a
 * deleted policy in the same statement (ADR 017).
 */
export const policyIsLiveSql = (policyId: SQL, agencyId?: string): SQL =>
  sql`exists (select 1 from ${businessPolicies} where ${businessPolicies.id} = ${policyId} and ${businessPolicies.deletedAt} is null${agencyId ? sql` and ${businessPolicies.agencyId} = ${agencyId}` : sql``})`;
