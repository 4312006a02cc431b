import { createServiceRequestInput, typeDataOf } from "../../../domain/service-request.ts";
import { initiatorOf, inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { parseInput, ValidationError } from "../../lib/errors.ts";
import { accountsByIds } from "../accounts/accounts.query.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { policiesByIds } from "../policies/policies.service.ts";
import {
  appendVersion,
  notifyAssignee,
  requireAssignee,
  searchTextOfRow,
  type Initiator,
} from "./servicing-writes.service.ts";
import type { ServiceRequest } from "./servicing.service.ts";
import { serviceRequests } from "./servicing.table.ts";
import { eq } from "drizzle-orm";

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
      const account = (await accountsByIds(tx, [value.accountId])).get(value.accountId);
      if (!account) throw ValidationError.field("accountId", "Choose an account of your agency");
    }
    if (value.businessPolicyId) {
      const policy = (await policiesByIds(tx, [value.businessPolicyId])).get(value.businessPolicyId);
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
