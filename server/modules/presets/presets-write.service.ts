import { and, eq, notInArray } from "drizzle-orm";
import { customPresetInput, MAX_PRESET_FILES } from "../../../domain/custom-presets.ts";
import { actingUserIdOf, inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { parseInput, ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { requireWithinLimit } from "../billing/entitlements.service.ts";
import { readSubscriptionRow } from "../billing/subscription.store.ts";
import { discardBytes, newStorageKey, readUpload, storeFile } from "../files/files-upload.service.ts";
import { findFile, type UploadedFile } from "../files/files.service.ts";
import { customPresetCount, getCustomPreset, presetFiles, type CustomPresetView } from "./presets.service.ts";
import { customPresetFiles, customPresets } from "./presets.table.ts";

/** Creating and changing custom presets (docs/product/custom-presets.md, ADR 046). */

type Uploads = ReadonlyArray<UploadedFile | null | undefined> | null | undefined;
type CheckedUpload = Awaited<ReturnType<typeof readUpload>> & { storageKey: string };

/** Every upload read and checked (kind by content, the agency's size limit) before anything is stored. */
async function checkUploads(ctx: AgencyCtx, files: Uploads): Promise<CheckedUpload[]> {
  const present = (files ?? []).filter((file): file is UploadedFile => Boolean(file));
  const checked: CheckedUpload[] = [];
  const errors: Array<{ path: string; message: string }> = [];
  for (const [i, file] of present.entries()) {
    try {
      const upload = await readUpload(file, ctx.config.maxUploadBytes, `uploadFiles.${i}`);
      checked.push({ ...upload, storageKey: newStorageKey(ctx.actor.agencyId) });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const label = file.name ? `"${file.name}": ` : "";
      errors.push(...error.fieldErrors.map((e) => ({ path: "uploadFiles", message: `${label}${e.message}` })));
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return checked;
}

/** The files kept by id: each must be the agency's and already this preset's (a new preset keeps none). */
async function checkKept(ctx: AgencyCtx, presetId: string | null, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const current = presetId ? new Set((await presetFiles(ctx, presetId)).map((f) => f.id)) : new Set<string>();
  for (const id of fileIds) {
    if (!current.has(id) || !(await findFile(ctx, id)))
      throw ValidationError.field("fileIds", "One of the reference files was not found; reload the preset");
  }
  return fileIds;
}

/** Stores the uploads and puts kept and new files in order as the preset's reference files. */
async function writeFiles(tx: AgencyCtx, presetId: string, kept: string[], uploads: CheckedUpload[]): Promise<void> {
  const ids = [...kept];
  for (const upload of uploads) {
    const stored = await storeFile(tx, {
      agencyId: tx.actor.agencyId,
      storageKey: upload.storageKey,
      name: upload.name,
      bytes: upload.bytes,
      type: upload.type,
    });
    ids.push(stored.id);
  }
  // a removed file leaves the preset only: workspaces made from it keep their copy of the link
  await tx.db
    .delete(customPresetFiles)
    .where(
      and(eq(customPresetFiles.presetId, presetId), ...(ids.length ? [notInArray(customPresetFiles.fileId, ids)] : [])),
    );
  for (const [position, fileId] of ids.entries())
    await tx.db
      .insert(customPresetFiles)
      .values({ presetId, fileId, position })
      .onConflictDoUpdate({ target: [customPresetFiles.presetId, customPresetFiles.fileId], set: { position } });
}

function countFiles(kept: number, uploads: number) {
  if (kept + uploads > MAX_PRESET_FILES)
    throw ValidationError.field("uploadFiles", `Keep up to ${MAX_PRESET_FILES} reference files`);
}

async function withUploads<T>(ctx: AgencyCtx, uploads: CheckedUpload[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const upload of uploads) await discardBytes(ctx, upload.storageKey);
    throw error;
  }
}

/** A new custom preset (the plan's limit checked under a lock), its reference files uploaded with it. */
export async function createCustomPreset(ctx: AgencyCtx, raw: unknown, files: Uploads): Promise<CustomPresetView> {
  const input = parseInput(customPresetInput, raw);
  if (input.fileIds.length > 0) await checkKept(ctx, null, input.fileIds);
  const present = (files ?? []).filter(Boolean).length;
  countFiles(0, present);
  const uploads = await checkUploads(ctx, files);
  return withUploads(ctx, uploads, () =>
    inTransaction(ctx, async (tx) => {
      // the subscription row locked first, so a concurrent create counts after this one commits
      await readSubscriptionRow(tx, tx.actor.agencyId, { forUpdate: true });
      const count = await customPresetCount(tx);
      // "Your Basic plan includes 3 custom presets. Upgrade to Pro for unlimited custom presets."
      await requireWithinLimit(tx, "customPresets", count, { forUpdate: true });
      const [row] = await tx.db
        .insert(customPresets)
        .values({
          agencyId: tx.actor.agencyId,
          title: input.title,
          description: input.description,
          basePrompt: input.basePrompt,
          allowFileUpload: input.allowFileUpload,
          inheritFromPreset: input.inheritFromPreset,
          createdByUserId: actingUserIdOf(tx),
        })
        .returning();
      await writeFiles(tx, row!.id, [], uploads);
      await recordAudit(tx, {
        action: "custom_preset.created",
        recordType: "custom_preset",
        recordId: row!.id,
        data: { title: row!.title, inheritFromPreset: row!.inheritFromPreset, files: uploads.length },
      });
      return getCustomPreset(tx, row!.id);
    }),
  );
}

/** Changes a custom preset: its fields, the reference files kept (by id) and new uploads. */
export async function updateCustomPreset(
  ctx: AgencyCtx,
  id: string,
  raw: unknown,
  files: Uploads,
): Promise<CustomPresetView> {
  await getCustomPreset(ctx, id);
  const input = parseInput(customPresetInput, raw);
  const kept = await checkKept(ctx, id, input.fileIds);
  countFiles(kept.length, (files ?? []).filter(Boolean).length);
  const uploads = await checkUploads(ctx, files);
  return withUploads(ctx, uploads, () =>
    inTransaction(ctx, async (tx) => {
      const preset = await getCustomPreset(tx, id, { forUpdate: true });
      await tx.db
        .update(customPresets)
        .set({
          title: input.title,
          description: input.description,
          basePrompt: input.basePrompt,
          allowFileUpload: input.allowFileUpload,
          inheritFromPreset: input.inheritFromPreset,
          updatedAt: tx.now(),
        })
        .where(and(eq(customPresets.id, preset.id), eq(customPresets.agencyId, tx.actor.agencyId)));
      await writeFiles(tx, preset.id, await checkKept(tx, preset.id, kept), uploads);
      await recordAudit(tx, {
        action: "custom_preset.updated",
        recordType: "custom_preset",
        recordId: preset.id,
        data: {
          title: input.title,
          inheritFromPreset: input.inheritFromPreset,
          kept: kept.length,
          added: uploads.length,
        },
      });
      return getCustomPreset(tx, preset.id);
    }),
  );
}
