import { and, asc, count, eq, inArray, isNull, like, sql, type SQL } from "drizzle-orm";
import { SERVICE_REQUESTS_PAGE_SIZE, type ServiceRequestState } from "../../../domain/service-request.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { isUuid, searchPatterns } from "../accounts/accounts.query.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { calls, serviceRequestCalls } from "../calls/calls.table.ts";
import { emailMessages, emailThreads, serviceRequestEmailThreads } from "../emails/email-threads.table.ts";
import { storedFiles } from "../files/files.table.ts";
import { agencyUsers } from "../identity/identity.table.ts";
import { serviceRequestComments, serviceRequests, serviceRequestVersions } from "./servicing.table.ts";

export type ServiceRequest = typeof serviceRequests.$inferSelect;
export type ServiceRequestComment = typeof serviceRequestComments.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;
type UserRow = typeof agencyUsers.$inferSelect;

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
}

export interface ServiceRequestPage {
  nodes: ServiceRequestRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/**
 * The agency's service requests, newest first (spec §2 Servicing): by state, by account, and
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
  if (options.accountId && !isUuid(options.accountId)) return { nodes: [], totalCount: 0, page: 1, pageSize };
  const conditions: Array<SQL | undefined> = [eq(serviceRequests.agencyId, agencyId)];
  if (options.state) conditions.push(eq(serviceRequests.state, options.state));
  if (options.accountId) conditions.push(eq(serviceRequests.accountId, options.accountId));
  for (const pattern of searchPatterns(options.search?.slice(0, 200)))
    conditions.push(like(serviceRequests.searchText, pattern));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(serviceRequests)
      .where(where)
      // NULLS LAST as in the list indexes (drizzle's desc()), so the index gives the order
      .orderBy(sql`${serviceRequests.createdAt} desc nulls last`, sql`${serviceRequests.id} desc nulls last`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(serviceRequests).where(where),
  ]);
  const accountIds = [...new Set(rows.flatMap((r) => (r.accountId ? [r.accountId] : [])))];
  const userIds = [...new Set(rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : [])))];
  const [accountRows, userRows] = await Promise.all([
    accountIds.length
      ? ctx.db
          .select()
          .from(accounts)
          .where(and(eq(accounts.agencyId, agencyId), inArray(accounts.id, accountIds)))
      : [],
    userIds.length
      ? ctx.db
          .select()
          .from(agencyUsers)
          .where(and(eq(agencyUsers.agencyId, agencyId), inArray(agencyUsers.id, userIds)))
      : [],
  ]);
  const accountById = new Map(accountRows.map((a) => [a.id, a]));
  const userById = new Map(userRows.map((u) => [u.id, u]));
  return {
    nodes: rows.map((row) => ({
      ...row,
      loaded: {
        account: row.accountId ? (accountById.get(row.accountId) ?? null) : null,
        assignee: row.assigneeId ? (userById.get(row.assigneeId) ?? null) : null,
      },
    })),
    totalCount: Number(total?.n ?? 0),
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

/** Comments, oldest first, with their authors. */
export async function listComments(ctx: AgencyCtx, requestId: string) {
  return ctx.db
    .select({ comment: serviceRequestComments, author: agencyUsers })
    .from(serviceRequestComments)
    .leftJoin(agencyUsers, eq(agencyUsers.id, serviceRequestComments.agencyUserId))
    .where(eq(serviceRequestComments.serviceRequestId, requestId))
    .orderBy(asc(serviceRequestComments.createdAt), asc(serviceRequestComments.id));
}

/** The version history, oldest first, with the agency user behind each (the user, or the one Cara acted for). */
export async function listVersions(ctx: AgencyCtx, requestId: string) {
  return ctx.db
    .select({ version: serviceRequestVersions, initiator: agencyUsers })
    .from(serviceRequestVersions)
    .leftJoin(
      agencyUsers,
      and(
        inArray(serviceRequestVersions.initiatorType, ["AGENCY_USER", "CARA"]),
        eq(agencyUsers.id, serviceRequestVersions.initiatorId),
      ),
    )
    .where(eq(serviceRequestVersions.serviceRequestId, requestId))
    .orderBy(asc(serviceRequestVersions.version));
}

/** The resolution's files (visible to the client). */
export async function listResolutionFiles(ctx: AgencyCtx, requestId: string) {
  return ctx.db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.serviceRequestId, requestId),
        eq(storedFiles.agencyId, ctx.actor.agencyId),
        isNull(storedFiles.deletedAt),
      ),
    )
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.name));
}

/** Calls linked to the request, oldest first. */
export async function listRequestCalls(ctx: AgencyCtx, requestId: string) {
  const rows = await ctx.db
    .select({ call: calls })
    .from(serviceRequestCalls)
    .innerJoin(calls, and(eq(calls.id, serviceRequestCalls.callId), eq(calls.agencyId, ctx.actor.agencyId)))
    .where(eq(serviceRequestCalls.serviceRequestId, requestId))
    .orderBy(asc(calls.startedAt));
  return rows.map((r) => r.call);
}

export type EmailThreadWithMessages = typeof emailThreads.$inferSelect & {
  messages: Array<typeof emailMessages.$inferSelect>;
};

/** Email threads linked to the request with their messages, oldest first. */
export async function listRequestEmailThreads(ctx: AgencyCtx, requestId: string): Promise<EmailThreadWithMessages[]> {
  const threads = await ctx.db
    .select({ thread: emailThreads })
    .from(serviceRequestEmailThreads)
    .innerJoin(
      emailThreads,
      and(eq(emailThreads.id, serviceRequestEmailThreads.threadId), eq(emailThreads.agencyId, ctx.actor.agencyId)),
    )
    .where(eq(serviceRequestEmailThreads.serviceRequestId, requestId))
    .orderBy(asc(emailThreads.createdAt));
  if (threads.length === 0) return [];
  const messages = await ctx.db
    .select()
    .from(emailMessages)
    .where(
      inArray(
        emailMessages.threadId,
        threads.map((t) => t.thread.id),
      ),
    )
    .orderBy(asc(emailMessages.sentAt));
  return threads.map(({ thread }) => ({ ...thread, messages: messages.filter((m) => m.threadId === thread.id) }));
}
