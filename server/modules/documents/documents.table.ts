import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { DocumentErrorCode, DocumentIndexStatus } from "../../../domain/document-index.ts";
import { id, timestamptz } from "../../db/columns.ts";
import { storedFiles } from "../files/files.table.ts";
import { agencies } from "../identity/identity.table.ts";

/** PostgreSQL's full-text vector (drizzle has no type for it); only ever a generated column here. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A stored file's pages as read (text layer or OCR), for reading a page back with its number. */
export const documentPages = pgTable(
  "document_pages",
  {
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    page: integer().notNull(),
    text: text().notNull(),
    ocr: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.page] }), index("document_pages_agency_idx").on(t.agencyId)],
);

/**
 * Passages of a page (never across pages) with their full-text vector, for search. The vector
 * weighs where a word stands (ADR 032): the document's title A, the passage's headings B, its text D.
 */
export const documentChunks = pgTable(
  "document_chunks",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    page: integer().notNull(),
    /** Order of the chunk in the file. */
    ordinal: integer().notNull(),
    text: text().notNull(),
    /** The headings the passage falls under or contains, one per line (chunking.ts). */
    heading: text().notNull().default(""),
    /** The document's title (by default its file name without the extension). */
    title: text().notNull().default(""),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "heading"), 'B') || setweight(to_tsvector('english'::regconfig, "text"), 'D')`,
      ),
  },
  (t) => [
    index("document_chunks_file_idx").on(t.agencyId, t.fileId, t.ordinal),
    index("document_chunks_search_idx").using("gin", t.search),
  ],
);

/** Where reading a file stands, and why it failed. */
export const documentIndexState = pgTable(
  "document_index_state",
  {
    fileId: uuid()
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    status: text().$type<DocumentIndexStatus>().notNull(),
    errorCode: text().$type<DocumentErrorCode>(),
    errorMessage: text(),
    pageCount: integer().notNull().default(0),
    ocrPages: integer().notNull().default(0),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("document_index_state_agency_idx").on(t.agencyId),
    check("document_index_state_status_check", sql`${t.status} in ('QUEUED', 'PROCESSING', 'READY', 'FAILED')`),
  ],
);
