import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { KnowledgeKind, KnowledgeStatus } from "../../../domain/knowledge.ts";
import { id, timestamps, timestamptz } from "../../db/columns.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { storedFiles } from "../files/files.table.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";

/** The agency's knowledge base: one per agency (ADR 031), created on first use. */
export const knowledgeBases = pgTable(
  "knowledge_bases",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    title: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("knowledge_bases_agency_idx").on(t.agencyId)],
);

/**
 * A document of the knowledge base: an uploaded file (PDF or image) or a text written in the app,
 * kept as a stored file either way (a text document as text/plain) so the documents capability
 * reads and searches it like any file.
 */
export const knowledgeDocuments = pgTable(
  "knowledge_documents",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    knowledgeBaseId: uuid()
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: "cascade" }),
    title: text().notNull(),
    kind: text().$type<KnowledgeKind>().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    /** The text of a TEXT document (null for a file). */
    content: text(),
    /**
     * The client the document is about (ADR 055): searched only from that account's workspaces,
     * never for another client's. Null: agency-wide (procedures, appetite, contacts), searched from every workspace.
     */
    accountId: uuid().references(() => accounts.id, { onDelete: "set null" }),
    metadataTitle: text(),
    metadataSummary: text(),
    metadataPurpose: text(),
    status: text().$type<KnowledgeStatus>().notNull().default("UNKNOWN"),
    progress: real().notNull().default(0),
    error: text(),
    pageCount: integer().notNull().default(0),
    startedAt: timestamptz(),
    completedAt: timestamptz(),
    createdByUserId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    /** Who created it when not a user: CARA, INTEGRATION or SYSTEM (null for a user). */
    createdByActor: text(),
    ...timestamps(),
    deleted: boolean().notNull().default(false),
  },
  (t) => [
    index("knowledge_documents_base_idx")
      .on(t.agencyId, t.knowledgeBaseId, t.createdAt)
      .where(sql`not ${t.deleted}`),
    index("knowledge_documents_file_idx").on(t.fileId),
    index("knowledge_documents_account_idx")
      .on(t.accountId)
      .where(sql`${t.accountId} is not null`),
    check("knowledge_documents_status_check", sql`${t.status} in ('UNKNOWN', 'INDEXING', 'COMPLETED', 'FAILED')`),
    check("knowledge_documents_kind_check", sql`${t.kind} in ('FILE', 'TEXT')`),
  ],
);
