import { and, eq, sql, type SQL } from "drizzle-orm";
import type { UpdateType } from "../../../domain/service-request.ts";
import { actorLabel, type Initiator } from "../../../domain/actors.ts";
import { actingUserIdOf, initiatorOf, onCommit, type AgencyCtx } from "../../lib/context.ts";
import { serviceRequestActivityTopic } from "../../lib/topics.ts";
import { ValidationError } from "../../lib/errors.ts";
import { accountNameSql } from "../accounts/accounts.sql.ts";
import { accountsByIds } from "../accounts/accounts.query.ts";
import { agencyUsersByIds, type AgencyUser } from "../identity/agency.service.ts";
import { agencyUserNameSql } from "../identity/identity.sql.ts";
import { sendMail } from "../mail/mail.service.ts";
import { assignmentMail } from "./servicing.mail.ts";
import type { ServiceRequest } from "./servicing.service.ts";
import { serviceRequests, serviceRequestVersions } from "./servicing.table.ts";

/**
 * What every write on a request shares: its search text, its next version, its assignee.
 * The writes themselves are one file per verb (create, update, resolve, comment, reopen).
 */

/**
 * The one definition of `service_requests.search_text`, from the row's own columns: client
 * name, email and phone, the start of the details, the account's name and the assignee's name.
 */
export const searchTextOfRow = (): SQL =>
  sql`lower(concat_ws(' ', ${serviceRequests.clientName}, ${serviceRequests.clientEmail}, ${serviceRequests.clientPhone}, left(${serviceRequests.details}, 500), ${accountNameSql(sql`${serviceRequests.accountId}`)}, ${agencyUserNameSql(sql`${serviceRequests.assigneeId}`)}))`;

/**
 * Recomputes the stored search text of one request, of every request of an account (after the
 * account was renamed: the `accounts.account_details_changed` handler), or of the agency's
 * requests that have none yet (bulk inserts).
 */
export async function refreshServiceRequestSearchText(
  ctx: AgencyCtx,
  scope: { requestId: string } | { accountId: string } | { unindexed: true },
) {
  const where =
    "requestId" in scope
      ? eq(serviceRequests.id, scope.requestId)
      : "accountId" in scope
        ? eq(serviceRequests.accountId, scope.accountId)
        : eq(serviceRequests.searchText, "");
  await ctx.db
    .update(serviceRequests)
    .set({ searchText: searchTextOfRow() })
    .where(and(where, eq(serviceRequests.agencyId, ctx.actor.agencyId)));
}

export type { Initiator } from "../../../domain/actors.ts";

/** What a version keeps of the request: every column but the derived search text. */
function snapshotOf(request: ServiceRequest): Record<string, unknown> {
  const { searchText: _searchText, ...rest } = request;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

/**
 * Appends the next version (the request row is locked by the caller, so numbers never repeat)
 * and announces it live once the transaction commits (docs/product/live-updates.md).
 */
export async function appendVersion(
  ctx: AgencyCtx,
  request: ServiceRequest,
  updateTypes: UpdateType[],
  initiator: Initiator,
) {
  const [row] = await ctx.db
    .insert(serviceRequestVersions)
    .values({
      serviceRequestId: request.id,
      version: sql`(select coalesce(max(${serviceRequestVersions.version}), 0) + 1 from ${serviceRequestVersions} where ${serviceRequestVersions.serviceRequestId} = ${request.id})`,
      updateTypes,
      initiatorType: initiator.type,
      initiatorId: initiator.id,
      initiatorDetail: initiator.detail ?? null,
      snapshot: snapshotOf(request),
      createdAt: ctx.now(),
    })
    .returning();
  const event = { agencyId: request.agencyId, serviceRequestId: request.id, version: row!.version };
  await onCommit(ctx, () => ctx.events.publish(serviceRequestActivityTopic, event));
  return row!;
}

/** An ACTIVE user of the acting agency, or a field error on `assigneeId`. */
export async function requireAssignee(ctx: AgencyCtx, assigneeId: string): Promise<AgencyUser> {
  const user = (await agencyUsersByIds(ctx, [assigneeId])).get(assigneeId);
  if (!user || user.state !== "ACTIVE") throw ValidationError.field("assigneeId", "Choose a user of your agency");
  return user;
}

/** Emails the new assignee, unless they assigned it to themselves (or Cara did, for them). */
export async function notifyAssignee(
  ctx: AgencyCtx,
  request: ServiceRequest,
  assignee: { id: string; name: string; email: string },
) {
  const actingUserId = actingUserIdOf(ctx);
  if (assignee.id === actingUserId) return;
  const user = actingUserId ? (await agencyUsersByIds(ctx, [actingUserId])).get(actingUserId) : undefined;
  const initiator = initiatorOf(ctx);
  const customer = await customerName(ctx, request);
  await sendMail(ctx, {
    to: assignee.email,
    agencyId: ctx.actor.agencyId,
    ...assignmentMail({
      appUrl: ctx.config.appUrl,
      request,
      customer,
      assignee,
      assignedBy:
        ctx.actor.type === "AGENCY_USER"
          ? (user?.name ?? "A colleague")
          : actorLabel({ type: initiator.type, userName: user?.name ?? null, detail: initiator.detail }),
    }),
  });
}

/** The account's name, else the client's name, else a dash. */
async function customerName(ctx: AgencyCtx, request: ServiceRequest): Promise<string> {
  if (request.accountId) {
    const account = (await accountsByIds(ctx, [request.accountId])).get(request.accountId);
    if (account) return account.name;
  }
  return request.clientName ?? "-";
}
