import { and, eq } from "drizzle-orm";
import { onCommit, type AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { fileStoreOf } from "./file-store.ts";
import type { StoredFile } from "./files.service.ts";
import { storedFiles } from "./files.table.ts";

/**
 * Changing and removing stored files that belong to another record (a knowledge base document):
 * run in the caller's transaction; old bytes are removed once it commits.
 */

/**
 * Puts new bytes for a file of the agency under `storageKey` (fresh, from `newStorageKey`) and
 * points the file at them; the old bytes go when the transaction commits.
 */
export async function replaceFileBytes(
  tx: AgencyCtx,
  fileId: string,
  input: { storageKey: string; bytes: Uint8Array; mimeType: string; name?: string },
): Promise<StoredFile> {
  const [current] = await tx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.agencyId, tx.actor.agencyId)));
  if (!current) throw new DomainError("NOT_FOUND", "File not found");
  await fileStoreOf(tx).put(input.storageKey, input.bytes, { contentType: input.mimeType });
  const [updated] = await tx.db
    .update(storedFiles)
    .set({
      storageKey: input.storageKey,
      sizeBytes: input.bytes.byteLength,
      mimeType: input.mimeType,
      name: input.name ?? current.name,
    })
    .where(eq(storedFiles.id, fileId))
    .returning();
  await onCommit(tx, () => fileStoreOf(tx).delete(current.storageKey));
  return updated!;
}

/** Marks a file of the agency deleted (its download stops) and removes its bytes once committed. */
export async function removeStoredFile(tx: AgencyCtx, fileId: string): Promise<void> {
  const [removed] = await tx.db
    .update(storedFiles)
    .set({ deletedAt: tx.now() })
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.agencyId, tx.actor.agencyId)))
    .returning();
  if (removed) await onCommit(tx, () => fileStoreOf(tx).delete(removed.storageKey));
}
