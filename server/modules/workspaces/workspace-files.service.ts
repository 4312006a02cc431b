import { sql } from "drizzle-orm";
import { REFERENCE_ROLE_TAG } from "../../../domain/custom-presets.ts";
import { roleTagOf } from "../../../domain/workspace.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { newStorageKey, readUpload, storeFile } from "../files/files-upload.service.ts";
import { findFile, type UploadedFile } from "../files/files.service.ts";
import { caraWorkspaceFiles } from "./workspaces.table.ts";

/** A workspace's files: uploads checked and stored, existing files of the agency picked by id. */

export type CheckedUpload = Awaited<ReturnType<typeof readUpload>> & { storageKey: string };

/** Reads and checks every upload before anything is written (field errors under `files`). */
export async function checkUploads(
  ctx: AgencyCtx,
  files: ReadonlyArray<UploadedFile | null | undefined> | null | undefined,
): Promise<CheckedUpload[]> {
  const present = (files ?? []).filter((f): f is UploadedFile => Boolean(f));
  const checked: CheckedUpload[] = [];
  for (const file of present) {
    const upload = await readUpload(file, ctx.config.maxUploadBytes, "files");
    checked.push({ ...upload, storageKey: newStorageKey(ctx.actor.agencyId) });
  }
  return checked;
}

/** The agency's files among the picked ids, de-duplicated; another agency's (or a deleted) file is refused. */
export async function checkExistingFiles(ctx: AgencyCtx, picked: ReadonlyArray<{ id: string }> | null | undefined) {
  const ids = [...new Set((picked ?? []).map((p) => p.id))];
  const files = [];
  for (const id of ids) {
    const file = await findFile(ctx, id);
    if (!file) throw ValidationError.field("existingFiles", "One of the chosen files was not found");
    files.push(file);
  }
  return files;
}

/**
 * Stores the uploads (no policy: they belong to the workspace) and links them and the existing
 * files to the workspace with the message they came with. Run inside the caller's transaction.
 */
export async function attachFiles(
  tx: AgencyCtx,
  workspaceId: string,
  messageId: string,
  uploads: CheckedUpload[],
  existing: Array<{ id: string; name: string }>,
): Promise<void> {
  const links: Array<{ fileId: string; name: string }> = existing.map((f) => ({ fileId: f.id, name: f.name }));
  for (const upload of uploads) {
    const stored = await storeFile(tx, {
      agencyId: tx.actor.agencyId,
      storageKey: upload.storageKey,
      name: upload.name,
      bytes: upload.bytes,
      type: upload.type,
    });
    links.push({ fileId: stored.id, name: stored.name });
  }
  if (links.length === 0) return;
  await tx.db
    .insert(caraWorkspaceFiles)
    // each row's own time (clock_timestamp); files attached within one clock tick keep their
    // order by attachedOrder
    .values(
      links.map((l) => ({
        workspaceId,
        fileId: l.fileId,
        roleTag: roleTagOf(l.name),
        messageId,
        createdAt: sql`clock_timestamp()`,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Links a custom preset's reference files to the workspace (ADR 046), tagged `[Reference]`:
 * read with the other attachments, then searchable by Cara like any workspace file. A file
 * already attached keeps its own tag. No message carries them: the user did not attach them.
 */
export async function attachReferenceFiles(
  tx: AgencyCtx,
  workspaceId: string,
  files: ReadonlyArray<{ id: string }>,
): Promise<void> {
  // one row at a time, in the preset's order: attachedOrder keeps it where clock times tie
  for (const file of files)
    await tx.db
      .insert(caraWorkspaceFiles)
      .values({
        workspaceId,
        fileId: file.id,
        roleTag: REFERENCE_ROLE_TAG,
        // not the user's message: the preset brought them (the side panel lists them with the attachments)
        messageId: null,
        createdAt: sql`clock_timestamp()`,
      })
      .onConflictDoNothing();
}
