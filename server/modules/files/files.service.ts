import type { Readable } from "node:stream";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { inTransaction, onCommit, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { policyIsLiveSql } from "../policies/policies.sql.ts";
import { fileStoreOf } from "./file-store.ts";
import { storedFiles } from "./files.table.ts";

/**
 * Stored files: reading, opening and deleting them. Uploads and storing bytes are in
 * `files-upload.service.ts`.
 */
export type StoredFile = typeof storedFiles.$inferSelect;

/** An uploaded file as the HTTP layer hands it over (a web File fits). */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

import { isUuid } from "../../lib/uuid.ts";

export { isUuid };

/** Bidirectional controls that can make `invoice‮fdp.exe` read as `invoiceexe.pdf`. */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A live file of the acting agency, or NOT_FOUND; files of deleted policies are gone too. */
export async function getFile(ctx: AgencyCtx, fileId: string): Promise<StoredFile> {
  const file = await findFile(ctx, fileId);
  if (!file) throw new DomainError("NOT_FOUND", "File not found");
  return file;
}

/** A live file of the acting agency, or null. */
export async function findFile(ctx: AgencyCtx, fileId: string): Promise<StoredFile | null> {
  const [file] = isUuid(fileId)
    ? await ctx.db
        .select()
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.id, fileId),
            eq(storedFiles.agencyId, ctx.actor.agencyId),
            isNull(storedFiles.deletedAt),
            or(isNull(storedFiles.policyId), policyIsLiveSql(sql`${storedFiles.policyId}`)),
          ),
        )
    : [];
  return file ?? null;
}

/** Deletes a policy document: it disappears from the policy and its download; the bytes are removed. */
export async function deleteFile(ctx: AgencyCtx, fileId: string): Promise<StoredFile> {
  return inTransaction(ctx, async (tx) => {
    const file = await getFile(tx, fileId);
    if (!file.policyId) {
      throw new DomainError(
        "INVALID_STATE",
        "Only policy documents can be deleted. Certificates and templates stay on record.",
      );
    }
    const [deleted] = await tx.db
      .update(storedFiles)
      .set({ deletedAt: tx.now() })
      .where(eq(storedFiles.id, file.id))
      .returning();
    await recordAudit(tx, {
      action: "policy_file.deleted",
      recordType: "stored_file",
      recordId: file.id,
      data: { policyId: file.policyId, name: file.name },
    });
    await onCommit(tx, () => fileStoreOf(tx).delete(file.storageKey));
    return deleted!;
  });
}

/** A live policy's live files, newest first; only those flagged visible with `visibleOnly`. */
async function filesOfLivePolicy(
  ctx: Ctx & { actor: { agencyId: string } },
  policyId: string,
  visibleOnly: boolean,
): Promise<StoredFile[]> {
  if (!isUuid(policyId)) return [];
  return ctx.db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.policyId, policyId),
        eq(storedFiles.agencyId, ctx.actor.agencyId),
        visibleOnly ? eq(storedFiles.visible, true) : undefined,
        isNull(storedFiles.deletedAt),
        policyIsLiveSql(sql`${storedFiles.policyId}`, ctx.actor.agencyId),
      ),
    )
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id));
}

/** A policy's documents, newest first (BusinessPolicy.files). */
export async function listPolicyFiles(ctx: AgencyCtx, policyId: string): Promise<StoredFile[]> {
  return filesOfLivePolicy(ctx, policyId, false);
}

/**
 * What the client (the insured) may see of a policy's documents (docs/product/documents.md): only files
 * flagged visible, never those of a deleted policy. For the client portal.
 */
export async function listClientVisibleFiles(
  ctx: Ctx & { actor: { agencyId: string } },
  policyId: string,
): Promise<StoredFile[]> {
  return filesOfLivePolicy(ctx, policyId, true);
}

/** A service request's resolution files (visible to the client), oldest first. */
export async function listRequestFiles(ctx: AgencyCtx, requestId: string): Promise<StoredFile[]> {
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

/** The agency's live (not deleted) files among `ids` (the files of a workspace). */
export async function filesByIds(ctx: AgencyCtx, ids: readonly string[]): Promise<Map<string, StoredFile>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(storedFiles)
    .where(
      and(inArray(storedFiles.id, unique), eq(storedFiles.agencyId, ctx.actor.agencyId), isNull(storedFiles.deletedAt)),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** A file and its bytes for a download, or NOT_FOUND (another agency's, deleted, or missing bytes). */
export async function openFile(ctx: AgencyCtx, fileId: string): Promise<{ file: StoredFile; stream: Readable }> {
  const file = await getFile(ctx, fileId);
  const stream = await fileStoreOf(ctx).get(file.storageKey);
  if (!stream) throw new DomainError("NOT_FOUND", "File not found");
  return { file, stream };
}

/** Download address of a stored file (same origin as the app; authorised by the session). */
export const fileUrl = (fileId: string, options: { inline?: boolean } = {}) =>
  `/files/${fileId}${options.inline ? "?inline=1" : ""}`;
