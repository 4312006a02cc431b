import { eq } from "drizzle-orm";
import { updateServiceRequestInput, type UpdateType } from "../../../domain/service-request.ts";
import { dayIn } from "../../../domain/time-zone.ts";
import { initiatorOf, inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { parseInput, ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { AgencyUser } from "../identity/agency.service.ts";
import { getAgencyTimeZone } from "../identity/agency-time-zone.service.ts";
import {
  appendVersion,
  notifyAssignee,
  refreshServiceRequestSearchText,
  requireAssignee,
} from "./servicing-writes.service.ts";
import { getServiceRequest, type ServiceRequest } from "./servicing.service.ts";
import { serviceRequests } from "./servicing.table.ts";

/**
 * updateServiceRequest (docs/product/servicing.md): the assignee (an ACTIVE user of the agency; null =
 * Unassigned) and the due date (null = none). Left out = unchanged. Nothing changed, nothing written.
 */
export async function updateServiceRequest(ctx: AgencyCtx, id: string, input: unknown): Promise<ServiceRequest> {
  const value = parseInput(updateServiceRequestInput, input ?? {});
  return inTransaction(ctx, async (tx) => {
    const stored = await getServiceRequest(tx, id, { forUpdate: true });
    const set: Partial<typeof serviceRequests.$inferInsert> = {};
    const updates: UpdateType[] = [];
    let assignee: AgencyUser | null = null;
    if (value.assigneeId !== undefined && value.assigneeId !== stored.assigneeId) {
      assignee = value.assigneeId ? await requireAssignee(tx, value.assigneeId) : null;
      set.assigneeId = assignee?.id ?? null;
      updates.push("ASSIGN");
    }
    if (value.dueAt !== undefined && (value.dueAt?.getTime() ?? null) !== (stored.dueAt?.getTime() ?? null)) {
      await refusePastDueDate(tx, value.dueAt);
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
 * A due date moved to a day before the agency's today (in its time zone, ADR 022) is refused: it would be overdue from the start
 * (docs/product/servicing.md, "Update"). Clearing it, or keeping the one stored, is fine.
 */
async function refusePastDueDate(ctx: AgencyCtx, dueAt: Date | null) {
  if (!dueAt) return;
  const today = dayIn(ctx.now(), (await getAgencyTimeZone(ctx)).effective);
  if (dueAt.getTime() < today.getTime())
    throw ValidationError.field("dueAt", "The due date is in the past. Choose today or a later day.");
}
