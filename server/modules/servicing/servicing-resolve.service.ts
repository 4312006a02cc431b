import { eq } from "drizzle-orm";
import { MAX_RESOLUTION_FILES, resolveServiceRequestInput } from "../../../domain/service-request.ts";
import { actingUserIdOf, initiatorOf, inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { discardBytes, newStorageKey, readUpload, storeFile } from "../files/files-upload.service.ts";
import type { UploadedFile } from "../files/files.service.ts";
import { appendVersion } from "./servicing-writes.service.ts";
import { getServiceRequest, type ServiceRequest } from "./servicing.service.ts";
import { serviceRequests } from "./servicing.table.ts";

/**
 * resolveServiceRequest (docs/product/servicing.md): OPEN → CLOSED with notes (agency only; required, see
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
