import { eq } from "drizzle-orm";
import { reopenServiceRequestInput } from "../../../domain/service-request.ts";
import { initiatorOf, inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { insertComment } from "./servicing-comment.service.ts";
import { appendVersion } from "./servicing-writes.service.ts";
import { getServiceRequest, type ServiceRequest } from "./servicing.service.ts";
import { serviceRequests } from "./servicing.table.ts";

/**
 * reopenServiceRequest (docs/product/servicing.md, "Reopen"): CLOSED → OPEN with a REOPEN
 * version entry; the resolution (notes, resolver, files) stays on record in the CLOSE version,
 * and the reason, when given, is added as a comment by whoever reopened it (a user, or Cara).
 */
export async function reopenServiceRequest(ctx: AgencyCtx, id: string, input: unknown): Promise<ServiceRequest> {
  const value = parseInput(reopenServiceRequestInput, input ?? {});
  return inTransaction(ctx, async (tx) => {
    const stored = await getServiceRequest(tx, id, { forUpdate: true });
    if (stored.state !== "CLOSED") throw new DomainError("INVALID_STATE", "This request is already open");
    const [request] = await tx.db
      .update(serviceRequests)
      .set({ state: "OPEN", resolvedAt: null, resolvedById: null, resolutionNotes: null, updatedAt: tx.now() })
      .where(eq(serviceRequests.id, stored.id))
      .returning();
    const by = initiatorOf(tx);
    if (value.reason) await insertComment(tx, stored.id, value.reason);
    await appendVersion(tx, request!, ["REOPEN"], by);
    await recordAudit(tx, {
      action: "servicing.request_reopened",
      recordType: "service_request",
      recordId: stored.id,
      data: { reason: value.reason },
    });
    return request!;
  });
}
