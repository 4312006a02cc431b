import { and, eq, sql, type Column, type SQL } from "drizzle-orm";
import type { Ctx } from "../../lib/context.ts";
import { accountSearchTextSql } from "../accounts/accounts.sql.ts";
import { carrierNameSql } from "../carriers/carriers.sql.ts";
import { businessPolicies } from "./policies.table.ts";

/** A value (a query parameter), or a column or expression of the row being written. */
type Part = string | null | undefined | SQL | Column;

function part(value: Part, type: "uuid" | "text"): SQL {
  if (value === null || value === undefined) return sql`null`;
  if (typeof value === "string") return type === "uuid" ? sql`${value}::uuid` : sql`${value}::text`;
  return sql`${value}`;
}

export interface PolicySearchParts {
  accountId: Part;
  policyNumber?: Part;
  quoteNumber?: Part;
  carrierId?: Part;
  brokerId?: Part;
}

/**
 * The one definition of `business_policies.search_text` (the list search): lower-cased, the
 * account's search text (name, DBA, email, phone, address), the policy and quote numbers and
 * the carrier's and broker's names. An SQL expression, so inserts, updates and the refresh
 * below (and the backfill migration 0009, which spells out the same thing) agree.
 */
export function policySearchText(parts: PolicySearchParts): SQL {
  const carrierName = (id: Part) => (id === null || id === undefined ? sql`null` : carrierNameSql(part(id, "uuid")));
  return sql`lower(concat_ws(' ', ${accountSearchTextSql(part(parts.accountId, "uuid"))}, ${part(parts.policyNumber, "text")}, ${part(parts.quoteNumber, "text")}, ${carrierName(parts.carrierId)}, ${carrierName(parts.brokerId)}))`;
}

/** The search text of the row being updated, from its own (already stored) columns. */
const storedRowSearchText = () =>
  policySearchText({
    accountId: businessPolicies.accountId,
    policyNumber: businessPolicies.policyNumber,
    quoteNumber: businessPolicies.quoteNumber,
    carrierId: businessPolicies.carrierId,
    brokerId: businessPolicies.brokerId,
  });

/**
 * Recomputes the stored search text of an account's policies (after the account changed: the
 * `accounts.account_details_changed` handler), of one policy, or of a whole agency's; rows
 * already right are not rewritten. Run it in the transaction that made the change.
 */
export async function refreshPolicySearchText(
  ctx: Pick<Ctx, "db">,
  scope: { accountId: string } | { policyId: string } | { agencyId: string },
): Promise<void> {
  const target =
    "accountId" in scope
      ? eq(businessPolicies.accountId, scope.accountId)
      : "policyId" in scope
        ? eq(businessPolicies.id, scope.policyId)
        : eq(businessPolicies.agencyId, scope.agencyId);
  const expression = storedRowSearchText();
  await ctx.db
    .update(businessPolicies)
    .set({ searchText: expression })
    .where(and(target, sql`${businessPolicies.searchText} is distinct from ${expression}`));
}
