import { statementCache } from "../../db/statement-cache.ts";
import { and, asc, desc, eq, inArray, isNull, like, sql, type SQL } from "drizzle-orm";
import { hasActiveCancellation, isCancellationPending, policyMenu } from "#domain/policy/lifecycle.ts";
import { UNNAMED, type Db } from "../../db/client.ts";
import { countCap, countLimitValue, countQuery, countResult } from "../../db/list-count.ts";
import type { ListCount } from "../../../domain/list-count.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { accountsByIds, getAccount, isUuid, searchPatterns, type Account } from "../accounts/accounts.query.ts";
import { carriersByIds, type Carrier } from "../carriers/carriers.service.ts";
import { businessPolicies } from "./policies.table.ts";

export type BusinessPolicy = typeof businessPolicies.$inferSelect;
export type AccountRow = Account;
type CarrierRow = Carrier;

/** A policy as the API returns it; list rows carry their account and carrier already loaded. */
export type PolicyRecord = BusinessPolicy & { loaded?: { account: AccountRow; carrier: CarrierRow | null } };

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface PolicyListOptions {
  search?: string | null;
  accountId?: string | null;
  page?: number | null;
  pageSize?: number | null;
  /** Count only up to this many (the list screens); absent: an exact count (ADR 048). */
  countLimit?: number | null;
}

export interface PolicyPage extends ListCount {
  nodes: PolicyRecord[];
  page: number;
  pageSize: number;
}

/** The list's statements per shape (at most 2 × 9: searchPatterns keeps 8 words); unnamed, so PostgreSQL still plans each run for its values. */
const policyLists = statementCache<ReturnType<typeof preparePolicyList>>();

/** The list's page and count statements for one shape (by account or not, how many search words, exact or capped count), values as placeholders. */
function preparePolicyList(db: Db, byAccount: boolean, words: number, capped: boolean) {
  const conditions: SQL[] = [
    eq(businessPolicies.agencyId, sql.placeholder("agencyId")),
    isNull(businessPolicies.deletedAt),
  ];
  if (byAccount) conditions.push(eq(businessPolicies.accountId, sql.placeholder("accountId")));
  for (let index = 0; index < words; index++)
    conditions.push(like(businessPolicies.searchText, sql.placeholder(`word${index}`)));
  const where = and(...conditions);
  return {
    page: db
      .select()
      .from(businessPolicies)
      .where(where)
      .orderBy(sql`${businessPolicies.createdAt} desc nulls last`, sql`${businessPolicies.id} desc nulls last`)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(UNNAMED),
    count: countQuery(db, businessPolicies, where, capped ? "placeholder" : undefined, words > 0).prepare(UNNAMED),
  };
}

/**
 * The agency's policies, newest first, deleted ones left out. `search` matches the account's
 * name and email (and the rest of its search text), the policy and quote numbers and the
 * carrier's and broker's names, case-insensitively, on the server: every word against the
 * policy's stored `search_text` (trigram-indexed).
 */
export async function listBusinessPolicies(ctx: AgencyCtx, options: PolicyListOptions = {}): Promise<PolicyPage> {
  const agencyId = ctx.actor.agencyId;
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  if (options.accountId && !isUuid(options.accountId))
    return { nodes: [], totalCount: 0, totalCountCapped: false, page: 1, pageSize };
  // every word must occur in the policy's search text: its account (name, DBA, email, phone,
  // address), policy and quote numbers, carrier and broker (kept by policy-search.ts, trigram-indexed)
  const patterns = options.search ? searchPatterns(options.search.slice(0, 200)) : [];
  const byAccount = Boolean(options.accountId);
  const offset = (page - 1) * pageSize;
  const cap = countCap(options.countLimit, offset, pageSize);
  const statements = policyLists(ctx.db, `${byAccount}:${patterns.length}:${cap !== undefined}`, () =>
    preparePolicyList(ctx.db, byAccount, patterns.length, cap !== undefined),
  );
  const values: Record<string, unknown> = { agencyId, limit: pageSize, offset };
  if (cap !== undefined) values.countLimit = countLimitValue(cap);
  if (options.accountId) values.accountId = options.accountId;
  patterns.forEach((pattern, index) => (values[`word${index}`] = pattern));
  // the page from the policies alone (the partial index gives the order), then its accounts and carriers
  const [policies, [total]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  const accountIds = [...new Set(policies.map((p) => p.accountId))];
  const carrierIds = [...new Set(policies.flatMap((p) => (p.carrierId ? [p.carrierId] : [])))];
  const [accountById, carrierById] = await Promise.all([
    accountsByIds(ctx, accountIds),
    carriersByIds(ctx, carrierIds),
  ]);
  return {
    nodes: policies.map((policy) => ({
      ...policy,
      loaded: {
        account: accountById.get(policy.accountId)!,
        carrier: policy.carrierId ? (carrierById.get(policy.carrierId) ?? null) : null,
      },
    })),
    ...countResult(total?.n, cap),
    page,
    pageSize,
  };
}

/** One of the agency's policies; another agency's or a deleted one is NOT_FOUND. */
export async function getBusinessPolicy(
  ctx: AgencyCtx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<BusinessPolicy> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", "Policy not found");
  const query = ctx.db
    .select()
    .from(businessPolicies)
    .where(
      and(
        eq(businessPolicies.id, id),
        eq(businessPolicies.agencyId, ctx.actor.agencyId),
        isNull(businessPolicies.deletedAt),
      ),
    );
  const [policy] = options.forUpdate ? await query.for("update") : await query;
  if (!policy) throw new DomainError("NOT_FOUND", "Policy not found");
  return policy;
}

/** The policies that renew this one (renewal.nextPolicies), oldest first. */
export async function nextPoliciesOf(ctx: AgencyCtx, policyId: string): Promise<BusinessPolicy[]> {
  return (await nextPoliciesOfMany(ctx, [policyId])).get(policyId) ?? [];
}

/** The policy this one renews (renewal.previousPolicies), when it still exists. */
export async function previousPoliciesOf(ctx: AgencyCtx, policy: BusinessPolicy): Promise<BusinessPolicy[]> {
  if (!policy.previousPolicyId) return [];
  return ctx.db
    .select()
    .from(businessPolicies)
    .where(
      and(
        eq(businessPolicies.id, policy.previousPolicyId),
        eq(businessPolicies.agencyId, ctx.actor.agencyId),
        isNull(businessPolicies.deletedAt),
      ),
    );
}

export async function hasNewerRenewal(ctx: AgencyCtx, policyId: string): Promise<boolean> {
  return (await nextPoliciesOf(ctx, policyId)).length > 0;
}

/** The renewals of each of `policyIds` (per-request batching of renewal.nextPolicies and actions), oldest first. */
export async function nextPoliciesOfMany(
  ctx: AgencyCtx,
  policyIds: readonly string[],
): Promise<Map<string, BusinessPolicy[]>> {
  const unique = [...new Set(policyIds)].filter(isUuid);
  const byPrevious = new Map<string, BusinessPolicy[]>();
  if (unique.length === 0) return byPrevious;
  const rows = await ctx.db
    .select()
    .from(businessPolicies)
    .where(
      and(
        inArray(businessPolicies.previousPolicyId, unique),
        eq(businessPolicies.agencyId, ctx.actor.agencyId),
        isNull(businessPolicies.deletedAt),
      ),
    )
    .orderBy(businessPolicies.createdAt);
  for (const row of rows) {
    const list = byPrevious.get(row.previousPolicyId!) ?? [];
    list.push(row);
    byPrevious.set(row.previousPolicyId!, list);
  }
  return byPrevious;
}

/** The agency's policies among `ids`, deleted ones left out (per-request batching of ServiceRequest.businessPolicy). */
export async function policiesByIds(ctx: AgencyCtx, ids: readonly string[]): Promise<Map<string, BusinessPolicy>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(businessPolicies)
    .where(
      and(
        inArray(businessPolicies.id, unique),
        eq(businessPolicies.agencyId, ctx.actor.agencyId),
        isNull(businessPolicies.deletedAt),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What the policy's More menu allows (docs/product/policies.md) and whether a cancellation is pending.
 * `newer`: whether a renewal exists, when the caller has it already (a batched read).
 */
export async function policyStatus(ctx: AgencyCtx, policy: BusinessPolicy, newer?: boolean) {
  newer ??= await hasNewerRenewal(ctx, policy.id);
  return {
    ...policyMenu({ hasNewerRenewal: newer, cancellation: policy.cancellation, reinstatement: policy.reinstatement }),
    cancellationPending: isCancellationPending(policy, ctx.now()),
    canceled: hasActiveCancellation(policy),
    hasNewerRenewal: newer,
  };
}

/** The account a policy belongs to (same agency, by construction). */
export async function accountOf(ctx: AgencyCtx, policy: PolicyRecord): Promise<AccountRow> {
  return policy.loaded ? policy.loaded.account : getAccount(ctx, policy.accountId);
}

/** The agency's live (not deleted) policies of an account. */
const liveOfAccount = (ctx: AgencyCtx, accountId: string) =>
  and(
    eq(businessPolicies.accountId, accountId),
    eq(businessPolicies.agencyId, ctx.actor.agencyId),
    isNull(businessPolicies.deletedAt),
  );

/** The account's policies (Account.businessPolicies), newest first, deleted ones left out. */
export async function policiesOfAccount(ctx: AgencyCtx, accountId: string): Promise<BusinessPolicy[]> {
  return ctx.db
    .select()
    .from(businessPolicies)
    .where(liveOfAccount(ctx, accountId))
    .orderBy(desc(businessPolicies.createdAt), desc(businessPolicies.id))
    .limit(500);
}

/** The account's live policies in one of `states`, oldest first (what a certificate can list). */
export async function policiesOfAccountIn(
  ctx: AgencyCtx,
  accountId: string,
  states: BusinessPolicy["state"][],
): Promise<BusinessPolicy[]> {
  return ctx.db
    .select()
    .from(businessPolicies)
    .where(and(liveOfAccount(ctx, accountId), inArray(businessPolicies.state, states)))
    .orderBy(asc(businessPolicies.createdAt));
}
