import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { Preset } from "../../../domain/workspace.ts";
import { id, timestamps, timestamptz } from "../../db/columns.ts";
import { storedFiles } from "../files/files.table.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";

/**
 * A custom preset (docs/product/custom-presets.md, ADR 046): the agency's own reusable
 * instructions for a workspace — its base prompt, reference files and the built-in preset
 * whose skill it inherits (null: none).
 */
export const customPresets = pgTable(
  "custom_presets",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    /** Plain text (control characters removed); never rendered as HTML. */
    basePrompt: text().notNull(),
    allowFileUpload: boolean().notNull().default(true),
    inheritFromPreset: text().$type<Preset>(),
    createdByUserId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("custom_presets_agency_idx").on(t.agencyId, t.updatedAt.desc()),
    check("custom_presets_title_check", sql`length(${t.title}) between 1 and 80`),
  ],
);

/** A reference file of a custom preset, in the order they were added. */
export const customPresetFiles = pgTable(
  "custom_preset_files",
  {
    presetId: uuid()
      .notNull()
      .references(() => customPresets.id, { onDelete: "cascade" }),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.presetId, t.fileId] }), index("custom_preset_files_file_idx").on(t.fileId)],
);
