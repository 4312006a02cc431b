import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import {
  createServiceRequestInput,
  MAX_RESOLUTION_FILES,
  resolveServiceRequestInput,
  typeDataOf,
  updateServiceRequestInput,
  type UpdateType,
} from "../../../domain/service-request.ts";
import { actorLabel, type Initiator } from "../../../domain/actors.ts";
import { actingUserIdOf, initiatorOf, inTransaction, onCommit, type AgencyCtx } from "../../lib/context.ts";
import { serviceRequestActivityTopic } from "../../lib/topics.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { discardBytes, newStorageKey, readUpload, storeFile, type UploadedFile } from "../files/files.service.ts";
import { agencyUsers } from "../identity/identity.table.ts";
import { sendMail } from "../mail/mail.service.ts";
import { businessPolicies } from "../policies/policies.table.ts";
import { assignmentMail } from "./servicing.mail.ts";
import { getServiceRequest, type ServiceRequest } from "./servicing.service.ts";
import { serviceRequests, serviceRequestVersions } from "./servicing.table.ts";

/**
 * The one definition of `service_requests.search_text`, from the row's own columns: client
 * name, email and phone, the start of the details, the account's name and the assignee's name.
 */
const searchTextOfRow = (): SQL =>
  sql`lower(concat_ws(' ', ${serviceRequests.clientName}, ${serviceRequests.clientEmail}, ${serviceRequests.clientPhone}, left(${serviceRequests.details}, 500), (select ${accounts.name} from ${accounts} where ${accounts.id} = ${serviceRequests.accountId}), (select ${agencyUsers.name} from ${agencyUsers} where ${agencyUsers.id} = ${serviceRequests.assigneeId})))`;

/**
 * Recomputes the stored search text of one request, of every request of an account (after the
 * account changed), or of the agency's requests that have none yet (bulk inserts).
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
async function requireAssignee(ctx: AgencyCtx, assigneeId: string) {
  const [user] = await ctx.db
    .select()
    .from(agencyUsers)
    .where(and(eq(agencyUsers.id, assigneeId), eq(agencyUsers.agencyId, ctx.actor.agencyId)));
  if (!user || user.state !== "ACTIVE") throw ValidationError.field("assigneeId", "Choose a user of your agency");
  return user;
}

/** Emails the new assignee, unless they assigned it to themselves (or Cara did, for them). */
async function notifyAssignee(
  ctx: AgencyCtx,
  request: ServiceRequest,
  assignee: { id: string; name: string; email: string },
) {
  const actingUserId = actingUserIdOf(ctx);
  if (assignee.id === actingUserId) return;
  const [user] = actingUserId
    ? await ctx.db.select({ name: agencyUsers.name }).from(agencyUsers).where(eq(agencyUsers.id, actingUserId))
    : [];
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

/** Spec §2: the account's name, else the client's name, else a dash. */
async function customerName(ctx: AgencyCtx, request: ServiceRequest): Promise<string> {
  if (request.accountId) {
    const [account] = await ctx.db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, request.accountId));
    if (account) return account.name;
  }
  return request.clientName ?? "-";
}

/** createServiceRequest: for the API, the client portal and integrations; audited, version 1. */
export async function createServiceRequest(
  ctx: AgencyCtx,
  input: unknown,
  initiator: Initiator = initiatorOf(ctx),
): Promise<ServiceRequest> {
  const value = parseInput(createServiceRequestInput, input);
  return inTransaction(ctx, async (tx) => {
    const agencyId = tx.actor.agencyId;
    if (value.accountId) {
      const [account] = await tx.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, value.accountId), eq(accounts.agencyId, agencyId)));
      if (!account) throw ValidationError.field("accountId", "Choose an account of your agency");
    }
    if (value.businessPolicyId) {
      const [policy] = await tx.db
        .select({ accountId: businessPolicies.accountId })
        .from(businessPolicies)
        .where(
          and(
            eq(businessPolicies.id, value.businessPolicyId),
            eq(businessPolicies.agencyId, agencyId),
            isNull(businessPolicies.deletedAt),
          ),
        );
      if (!policy || (value.accountId && policy.accountId !== value.accountId)) {
        throw ValidationError.field("businessPolicyId", "Choose a policy of the account");
      }
    }
    const assignee = value.assigneeId ? await requireAssignee(tx, value.assigneeId) : null;
    const [inserted] = await tx.db
      .insert(serviceRequests)
      .values({
        agencyId,
        type: value.type,
        clientName: value.clientName,
        clientEmail: value.clientEmail,
        clientPhone: value.clientPhone,
        details: value.details,
        accountId: value.accountId ?? null,
        businessPolicyId: value.businessPolicyId ?? null,
        assigneeId: assignee?.id ?? null,
        dueAt: value.dueAt ?? null,
        typeData: typeDataOf(value),
        createdAt: tx.now(),
        updatedAt: tx.now(),
      })
      .returning();
    const [request] = await tx.db
      .update(serviceRequests)
      .set({ searchText: searchTextOfRow() })
      .where(eq(serviceRequests.id, inserted!.id))
      .returning();
    await appendVersion(tx, request!, assignee ? ["CREATE", "ASSIGN"] : ["CREATE"], initiator);
    await recordAudit(tx, {
      action: "servicing.request_created",
      recordType: "service_request",
      recordId: request!.id,
      data: { type: request!.type },
    });
    if (assignee) await notifyAssignee(tx, request!, assignee);
    return request!;
  });
}

/**
 * updateServiceRequest (spec §5): the assignee (an ACTIVE user of the agency; null =
 * Unassigned) and the due date (null = none). Left out = unchanged. Nothing changed, nothing written.
 */
export async function updateServiceRequest(ctx: AgencyCtx, id: string, input: unknown): Promise<ServiceRequest> {
  const value = parseInput(updateServiceRequestInput, input ?? {});
  return inTransaction(ctx, async (tx) => {
    const stored = await getServiceRequest(tx, id, { forUpdate: true });
    const set: Partial<typeof serviceRequests.$inferInsert> = {};
    const updates: UpdateType[] = [];
    let assignee: typeof agencyUsers.$inferSelect | null = null;
    if (value.assigneeId !== undefined && value.assigneeId !== stored.assigneeId) {
      assignee = value.assigneeId ? await requireAssignee(tx, value.assigneeId) : null;
      set.assigneeId = assignee?.id ?? null;
      updates.push("ASSIGN");
    }
    if (value.dueAt !== undefined && (value.dueAt?.getTime() ?? null) !== (stored.dueAt?.getTime() ?? null)) {
      refusePastDueDate(tx, value.dueAt);
      set.dueAt = value.dueAt;
      set.dueNotifiedAt = null;
      updates.push("UPDATE_DUE_DATE");
    }
    if (updates.length === 0) return stored;
    const [request] = await tx.db
      .update(serviceRequests)
      .set({ ...set, updatedAt: tx.now() })
      .where(eq(serviceRequests.id, stored.id))
      .returning();
    if (set.assigneeId !== undefined) await refreshServiceRequestSearchText(tx, { requestId: stored.id });
    await appendVersion(tx, request!, updates, initiatorOf(tx));
    await recordAudit(tx, {
      action: "servicing.request_updated",
      recordType: "service_request",
      recordId: stored.id,
      data: { assigneeId: request!.assigneeId, dueAt: request!.dueAt?.toISOString() ?? null, changed: updates },
    });
    if (assignee) await notifyAssignee(tx, request!, assignee);
    return request!;
  });
}

/**
 * A due date moved to a day before today (UTC) is refused: it would be overdue from the start
 * (docs/product/servicing.md, "Update"). Clearing it, or keeping the one stored, is fine.
 */
function refusePastDueDate(ctx: AgencyCtx, dueAt: Date | null) {
  if (!dueAt) return;
  const now = ctx.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (dueAt.getTime() < today)
    throw ValidationError.field("dueAt", "The due date is in the past. Choose today or a later day.");
}

/**
 * resolveServiceRequest (spec §4/§5): OPEN → CLOSED with notes (agency only; required, see
 * docs/product/servicing.md) and files (visible to the client). A CLOSED request cannot be
 * resolved again until it is reopened.
 */
export async function resolveServiceRequest(
  ctx: AgencyCtx,
  id: string,
  input: { notes?: unknown; files?: ReadonlyArray<UploadedFile | null | undefined> | null },
): Promise<ServiceRequest> {
  // another agency's id is not found before anything about the input is said
  const before = await getServiceRequest(ctx, id);
  const value = parseInput(resolveServiceRequestInput, { notes: input.notes ?? undefined });
  const files = (input.files ?? []).filter((f): f is UploadedFile => Boolean(f && f.size > 0));
  if (files.length > MAX_RESOLUTION_FILES)
    throw ValidationError.field("files", `Attach up to ${MAX_RESOLUTION_FILES} files`);
  if (before.state === "CLOSED") throw new DomainError("INVALID_STATE", "This request is already resolved");
  const uploads: Array<Awaited<ReturnType<typeof readUpload>>> = [];
  for (const file of files) uploads.push(await readUpload(file, ctx.config.maxUploadBytes, "files"));
  const keys = uploads.map(() => newStorageKey(ctx.actor.agencyId));
  try {
    return await inTransaction(ctx, async (tx) => {
      const stored = await getServiceRequest(tx, id, { forUpdate: true });
      if (stored.state === "CLOSED") throw new DomainError("INVALID_STATE", "This request is already resolved");
      const storedFiles = [];
      for (const [i, upload] of uploads.entries()) {
        storedFiles.push(
          await storeFile(tx, {
            agencyId: tx.actor.agencyId,
            storageKey: keys[i]!,
            serviceRequestId: stored.id,
            name: upload.name,
            bytes: upload.bytes,
            type: upload.type,
            visible: true,
          }),
        );
      }
      const [request] = await tx.db
        .update(serviceRequests)
        .set({
          state: "CLOSED",
          resolutionNotes: value.notes,
          resolvedAt: tx.now(),
          resolvedById: actingUserIdOf(tx),
          updatedAt: tx.now(),
        })
        .where(eq(serviceRequests.id, stored.id))
        .returning();
      await appendVersion(tx, request!, ["CLOSE"], initiatorOf(tx));
      await recordAudit(tx, {
        action: "servicing.request_resolved",
        recordType: "service_request",
        recordId: stored.id,
        data: { files: storedFiles.map((f) => ({ id: f.id, name: f.name })), hasNotes: Boolean(value.notes) },
      });
      return request!;
    });
  } catch (error) {
    for (const key of keys) await discardBytes(ctx, key);
    throw error;
  }
}
