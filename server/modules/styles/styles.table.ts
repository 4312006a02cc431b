import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { BuiltinStyleId } from "../../../domain/document-styles.ts";
import { id, timestamps } from "../../db/columns.ts";
import { storedFiles } from "../files/files.table.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";

/**
 * An agency's document style (the spec's HTML document template; ADR 047): a built-in base
 * style (or none), and an optional start page and end page — stored PDFs placed before and
 * after a rendered document. It carries no CSS of its own.
 */
export const htmlDocumentTemplates = pgTable(
  "html_document_templates",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    /** One of the built-in style ids; null: the plain neutral look. */
    baseStyleId: text().$type<BuiltinStyleId>(),
    /** The start page (cover) PDF. */
    prefixFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    /** The end page PDF. */
    suffixFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    createdByUserId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    // the list: the agency's styles, last updated first
    index("html_document_templates_agency_idx").on(t.agencyId, t.updatedAt),
    check(
      "html_document_templates_base_style_check",
      sql`${t.baseStyleId} is null or ${t.baseStyleId} in ('builtin:classic-professional', 'builtin:modern-minimalist', 'builtin:warm-human', 'builtin:elegant-premium', 'builtin:technical-structured')`,
    ),
  ],
);
