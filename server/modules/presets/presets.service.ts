import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { filesByIds, isUuid } from "../files/files.service.ts";
import { agencyUserNameSql } from "../identity/identity.sql.ts";
import { customPresetFiles, customPresets } from "./presets.table.ts";

/**
 * Custom presets (docs/product/custom-presets.md): reading them. Every read is scoped to the
 * acting agency; another agency's id is not found.
 */

export type CustomPreset = typeof customPresets.$inferSelect;
export type CustomPresetView = CustomPreset & { creatorName: string | null };
export interface PresetFile {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
}

export const PRESET_NOT_FOUND = "Preset not found";

const creatorName = agencyUserNameSql(sql`${customPresets.createdByUserId}`);
const columns = { preset: customPresets, creatorName: sql<string | null>`${creatorName}` };
const view = (row: { preset: CustomPreset; creatorName: string | null }): CustomPresetView => ({
  ...row.preset,
  creatorName: row.creatorName,
});

/** The agency's custom presets, last updated first; `search` keeps those whose title, description or creator's name holds every word. */
export async function listCustomPresets(ctx: AgencyCtx, search?: string | null): Promise<CustomPresetView[]> {
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const haystack = sql`lower(concat_ws(' ', ${customPresets.title}, ${customPresets.description}, ${creatorName}))`;
  const rows = await ctx.db
    .select(columns)
    .from(customPresets)
    .where(
      and(
        eq(customPresets.agencyId, ctx.actor.agencyId),
        ...words.map((word) => sql`${haystack} like ${`%${word.replace(/[\\%_]/g, "\\$&")}%`}`),
      ),
    )
    .orderBy(desc(customPresets.updatedAt), desc(customPresets.id));
  return rows.map(view);
}

/** A custom preset of the agency, or null (another agency's, or none). */
export async function findCustomPreset(
  ctx: AgencyCtx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomPresetView | null> {
  if (!isUuid(id)) return null;
  const query = ctx.db
    .select(columns)
    .from(customPresets)
    .where(and(eq(customPresets.id, id), eq(customPresets.agencyId, ctx.actor.agencyId)));
  const [row] = options.forUpdate ? await query.for("update", { of: customPresets }) : await query;
  return row ? view(row) : null;
}

/** A custom preset of the agency, or NOT_FOUND. */
export async function getCustomPreset(
  ctx: AgencyCtx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomPresetView> {
  const preset = await findCustomPreset(ctx, id, options);
  if (!preset) throw new DomainError("NOT_FOUND", PRESET_NOT_FOUND);
  return preset;
}

/** How many custom presets the agency keeps (what the plan counts). */
export async function customPresetCount(ctx: AgencyCtx): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(customPresets)
    .where(eq(customPresets.agencyId, ctx.actor.agencyId));
  return row?.count ?? 0;
}

/** The reference files of presets, in their order, keyed by preset id (the agency's live files only). */
export async function presetFilesOf(ctx: AgencyCtx, presetIds: string[]): Promise<Map<string, PresetFile[]>> {
  const byPreset = new Map<string, PresetFile[]>(presetIds.map((id) => [id, []]));
  if (presetIds.length === 0) return byPreset;
  const links = await ctx.db
    .select({ presetId: customPresetFiles.presetId, fileId: customPresetFiles.fileId })
    .from(customPresetFiles)
    .innerJoin(customPresets, eq(customPresets.id, customPresetFiles.presetId))
    .where(and(inArray(customPresetFiles.presetId, presetIds), eq(customPresets.agencyId, ctx.actor.agencyId)))
    .orderBy(asc(customPresetFiles.position), asc(customPresetFiles.createdAt));
  const files = await filesByIds(
    ctx,
    links.map((link) => link.fileId),
  );
  for (const link of links) {
    const file = files.get(link.fileId);
    if (file)
      byPreset
        .get(link.presetId)
        ?.push({ id: file.id, name: file.name, mimeType: file.mimeType, sizeBytes: file.sizeBytes });
  }
  return byPreset;
}

/** One preset's reference files, in order. */
export async function presetFiles(ctx: AgencyCtx, presetId: string): Promise<PresetFile[]> {
  return (await presetFilesOf(ctx, [presetId])).get(presetId) ?? [];
}
