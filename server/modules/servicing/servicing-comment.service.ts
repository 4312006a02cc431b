import { eq } from "drizzle-orm";
import { serviceRequestCommentInput } from "../../../domain/service-request.ts";
import { initiatorOf, inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { parseInput } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { appendVersion } from "./servicing-writes.service.ts";
import { getServiceRequest, type ServiceRequestComment } from "./servicing.service.ts";
import { serviceRequestComments, serviceRequests } from "./servicing.table.ts";

/** Writes a comment by the acting actor (a user, Cara, an integration) in the caller's transaction. */
export async function insertComment(tx: AgencyCtx, requestId: string, content: string): Promise<ServiceRequestComment> {
  const author = initiatorOf(tx);
  const [comment] = await tx.db
    .insert(serviceRequestComments)
    .values({
      serviceRequestId: requestId,
      agencyUserId: author.id,
      authorType: author.type,
      authorDetail: author.detail ?? null,
      content,
      createdAt: tx.now(),
    })
    .returning();
  return comment!;
}

/** addServiceRequestComment: a non-blank comment by the actor (a user, Cara, an integration), with its version entry. */
export async function addServiceRequestComment(
  ctx: AgencyCtx,
  id: string,
  input: unknown,
): Promise<ServiceRequestComment> {
  const value = parseInput(serviceRequestCommentInput, input ?? {});
  return inTransaction(ctx, async (tx) => {
    const stored = await getServiceRequest(tx, id, { forUpdate: true });
    const comment = await insertComment(tx, stored.id, value.content);
    const [request] = await tx.db
      .update(serviceRequests)
      .set({ updatedAt: tx.now() })
      .where(eq(serviceRequests.id, stored.id))
      .returning();
    await appendVersion(tx, request!, ["ADD_COMMENT"], initiatorOf(tx));
    await recordAudit(tx, {
      action: "servicing.comment_added",
      recordType: "service_request",
      recordId: stored.id,
      data: { commentId: comment.id },
    });
    return comment;
  });
}
