import { statementCache } from "../../db/statement-cache.ts";
import { and, asc, eq, inArray, like, sql, type SQL } from "drizzle-orm";
import { SERVICE_REQUESTS_PAGE_SIZE, type ServiceRequestState } from "../../../domain/service-request.ts";
import { UNNAMED, type Db } from "../../db/client.ts";
import { countCap, countLimitValue, countQuery, countResult } from "../../db/list-count.ts";
import type { ListCount } from "../../../domain/list-count.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { accountsByIds, isUuid, searchPatterns, type Account } from "../accounts/accounts.query.ts";
import { agencyUsersByIds, type AgencyUser } from "../identity/agency.service.ts";
import { serviceRequestComments, serviceRequests, serviceRequestVersions } from "./servicing.table.ts";

export type ServiceRequest = typeof serviceRequests.$inferSelect;
export type ServiceRequestComment = typeof serviceRequestComments.$inferSelect;
type AccountRow = Account;
type UserRow = AgencyUser;

/** A request as the API returns it; list rows carry their account and assignee already loaded. */
export type ServiceRequestRecord = ServiceRequest & {
  loaded?: { account: AccountRow | null; assignee: UserRow | null };
};

export const MAX_PAGE_SIZE = 100;

export interface ServiceRequestListOptions {
  search?: string | null;
  /** null: every state. */
  state?: ServiceRequestState | null;
  accountId?: string | null;
  page?: number | null;
  pageSize?: number | null;
  /** Count only up to this many (the list screens); absent: an exact count (ADR 048). */
  countLimit?: number | null;
}

export interface ServiceRequestPage extends ListCount {
  nodes: ServiceRequestRecord[];
  page: number;
  pageSize: number;
}

/** The list's statements per shape (at most 2 × 2 × 9: searchPatterns keeps 8 words); unnamed, so PostgreSQL still plans each run for its values. */
const requestLists = statementCache<ReturnType<typeof prepareRequestList>>();

/** The list's page and count statements for one shape (state or not, account or not, how many search words, exact or capped count), values as placeholders. */
function prepareRequestList(db: Db, byState: boolean, byAccount: boolean, words: number, capped: boolean) {
  const conditions: SQL[] = [eq(serviceRequests.agencyId, sql.placeholder("agencyId"))];
  if (byState) conditions.push(eq(serviceRequests.state, sql.placeholder("state")));
  if (byAccount) conditions.push(eq(serviceRequests.accountId, sql.placeholder("accountId")));
  for (let index = 0; index < words; index++)
    conditions.push(like(serviceRequests.searchText, sql.placeholder(`word${index}`)));
  const where = and(...conditions);
  return {
    page: db
      .select()
      .from(serviceRequests)
      .where(where)
      // NULLS LAST as in the list indexes (drizzle's desc()), so the index gives the order
      .orderBy(sql`${serviceRequests.createdAt} desc nulls last`, sql`${serviceRequests.id} desc nulls last`)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(UNNAMED),
    count: countQuery(db, serviceRequests, where, capped ? "placeholder" : undefined, words > 0).prepare(UNNAMED),
  };
}

/**
 * The agency's service requests, newest first (docs/product/servicing.md): by state, by account, and
 * `search` matching every word against the stored search text (client, account, details,
 * assignee; trigram-indexed).
 */
export async function listServiceRequests(
  ctx: AgencyCtx,
  options: ServiceRequestListOptions = {},
): Promise<ServiceRequestPage> {
  const agencyId = ctx.actor.agencyId;
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? SERVICE_REQUESTS_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const page = Math.min(Math.max(Math.trunc(options.page ?? 1), 1), 100_000);
  if (options.accountId && !isUuid(options.accountId))
    return { nodes: [], totalCount: 0, totalCountCapped: false, page: 1, pageSize };
  const patterns = searchPatterns(options.search?.slice(0, 200));
  const [byState, byAccount, words] = [Boolean(options.state), Boolean(options.accountId), patterns.length];
  const offset = (page - 1) * pageSize;
  const cap = countCap(options.countLimit, offset, pageSize);
  const statements = requestLists(ctx.db, `${byState}:${byAccount}:${words}:${cap !== undefined}`, () =>
    prepareRequestList(ctx.db, byState, byAccount, words, cap !== undefined),
  );
  const values: Record<string, unknown> = { agencyId, limit: pageSize, offset };
  if (cap !== undefined) values.countLimit = countLimitValue(cap);
  if (options.state) values.state = options.state;
  if (options.accountId) values.accountId = options.accountId;
  patterns.forEach((pattern, index) => (values[`word${index}`] = pattern));
  const [rows, [total]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  const accountIds = [...new Set(rows.flatMap((r) => (r.accountId ? [r.accountId] : [])))];
  const userIds = [...new Set(rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : [])))];
  const [accountById, userById] = await Promise.all([accountsByIds(ctx, accountIds), agencyUsersByIds(ctx, userIds)]);
  return {
    nodes: rows.map((row) => ({
      ...row,
      loaded: {
        account: row.accountId ? (accountById.get(row.accountId) ?? null) : null,
        assignee: row.assigneeId ? (userById.get(row.assigneeId) ?? null) : null,
      },
    })),
    ...countResult(total?.n, cap),
    page,
    pageSize,
  };
}

/** One of the agency's requests; another agency's (or a malformed id) is NOT_FOUND. */
export async function getServiceRequest(
  ctx: AgencyCtx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ServiceRequest> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", "Service request not found");
  const query = ctx.db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.agencyId, ctx.actor.agencyId)));
  const [request] = options.forUpdate ? await query.for("update") : await query;
  if (!request) throw new DomainError("NOT_FOUND", "Service request not found");
  return request;
}

/** The agency's requests among `ids` (per-request batching of CaraWorkspace.serviceRequest). */
export async function serviceRequestsByIds(
  ctx: AgencyCtx,
  ids: readonly string[],
): Promise<Map<string, ServiceRequest>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(serviceRequests)
    .where(and(inArray(serviceRequests.id, unique), eq(serviceRequests.agencyId, ctx.actor.agencyId)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Comments, oldest first, with their authors. */
export async function listComments(ctx: AgencyCtx, requestId: string) {
  const comments = await ctx.db
    .select()
    .from(serviceRequestComments)
    .where(eq(serviceRequestComments.serviceRequestId, requestId))
    .orderBy(asc(serviceRequestComments.createdAt), asc(serviceRequestComments.id));
  const authors = await agencyUsersByIds(ctx, idsOf(comments.map((c) => c.agencyUserId)));
  return comments.map((comment) => ({
    comment,
    author: comment.agencyUserId ? (authors.get(comment.agencyUserId) ?? null) : null,
  }));
}

/** The version history, oldest first, with the agency user behind each (the user, or the one Cara acted for). */
export async function listVersions(ctx: AgencyCtx, requestId: string) {
  const versions = await ctx.db
    .select()
    .from(serviceRequestVersions)
    .where(eq(serviceRequestVersions.serviceRequestId, requestId))
    .orderBy(asc(serviceRequestVersions.version));
  const byUser = (v: (typeof versions)[number]) =>
    v.initiatorType === "AGENCY_USER" || v.initiatorType === "CARA" ? v.initiatorId : null;
  const initiators = await agencyUsersByIds(ctx, idsOf(versions.map(byUser)));
  return versions.map((version) => ({ version, initiator: initiators.get(byUser(version) ?? "") ?? null }));
}

const idsOf = (ids: Array<string | null>) => [...new Set(ids.filter((id): id is string => Boolean(id)))];
