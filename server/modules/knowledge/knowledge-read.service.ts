import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { KNOWLEDGE_BASE_TITLE } from "../../../domain/knowledge.ts";
import { onCommit, type AgencyCtx } from "../../lib/context.ts";
import { knowledgeDocumentChangedTopic } from "../../lib/topics.ts";
import { DomainError } from "../../lib/errors.ts";
import { limitFor } from "../billing/entitlements.service.ts";
import { isUuid } from "../files/files.service.ts";
import { agencyUserNameSql } from "../identity/identity.sql.ts";
import { knowledgeBases, knowledgeDocuments } from "./knowledge.table.ts";

/**
 * The agency's knowledge base and its documents (docs/product/knowledge-base.md): reading them.
 * Every read is scoped to the acting agency; another agency's id is not found.
 */

export type KnowledgeBase = typeof knowledgeBases.$inferSelect;
export type KnowledgeDocument = typeof knowledgeDocuments.$inferSelect;
export type KnowledgeDocumentView = KnowledgeDocument & { creatorName: string | null };

/** The agency's knowledge base, created on first use (one per agency, ADR 031). */
export async function ensureKnowledgeBase(ctx: AgencyCtx): Promise<KnowledgeBase> {
  const agencyId = ctx.actor.agencyId;
  const [existing] = await ctx.db.select().from(knowledgeBases).where(eq(knowledgeBases.agencyId, agencyId));
  if (existing) return existing;
  await ctx.db.insert(knowledgeBases).values({ agencyId, title: KNOWLEDGE_BASE_TITLE }).onConflictDoNothing();
  const [created] = await ctx.db.select().from(knowledgeBases).where(eq(knowledgeBases.agencyId, agencyId));
  return created!;
}

/** The agency's knowledge base by id (NOT_FOUND for another agency's); no id: the agency's own. */
export async function getKnowledgeBase(ctx: AgencyCtx, id?: string | null): Promise<KnowledgeBase> {
  if (id == null) return ensureKnowledgeBase(ctx);
  const [row] = isUuid(id)
    ? await ctx.db
        .select()
        .from(knowledgeBases)
        .where(and(eq(knowledgeBases.id, id), eq(knowledgeBases.agencyId, ctx.actor.agencyId)))
    : [];
  if (!row) throw new DomainError("NOT_FOUND", "Knowledge base not found");
  return row;
}

/** Every knowledge base of the agency (one; created on first use). */
export async function listKnowledgeBases(ctx: AgencyCtx): Promise<KnowledgeBase[]> {
  return [await ensureKnowledgeBase(ctx)];
}

const creatorName = agencyUserNameSql(sql`${knowledgeDocuments.createdByUserId}`);
const documentColumns = { document: knowledgeDocuments, creatorName: sql<string | null>`${creatorName}` };
const view = (row: { document: KnowledgeDocument; creatorName: string | null }): KnowledgeDocumentView => ({
  ...row.document,
  creatorName: row.creatorName,
});

/**
 * The live documents of a knowledge base, newest first; with `search`, those whose title,
 * metadata title, summary or creator's name contains every word (case-insensitive).
 */
export async function listDocuments(
  ctx: AgencyCtx,
  knowledgeBaseId: string,
  search?: string | null,
): Promise<KnowledgeDocumentView[]> {
  const words = (search ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const haystack = sql`lower(concat_ws(' ', ${knowledgeDocuments.title}, ${knowledgeDocuments.metadataTitle}, ${knowledgeDocuments.metadataSummary}, ${creatorName}))`;
  const rows = await ctx.db
    .select(documentColumns)
    .from(knowledgeDocuments)
    .where(
      and(
        eq(knowledgeDocuments.agencyId, ctx.actor.agencyId),
        eq(knowledgeDocuments.knowledgeBaseId, knowledgeBaseId),
        eq(knowledgeDocuments.deleted, false),
        ...words.map((word) => sql`${haystack} like ${`%${word.replace(/[\\%_]/g, "\\$&")}%`}`),
      ),
    )
    .orderBy(desc(knowledgeDocuments.createdAt), desc(knowledgeDocuments.id));
  return rows.map(view);
}

/** A live document of the agency, or null (another agency's, deleted, or not an id). */
export async function findDocument(ctx: AgencyCtx, id: string): Promise<KnowledgeDocumentView | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(documentColumns)
    .from(knowledgeDocuments)
    .where(
      and(
        eq(knowledgeDocuments.id, id),
        eq(knowledgeDocuments.agencyId, ctx.actor.agencyId),
        eq(knowledgeDocuments.deleted, false),
      ),
    );
  return row ? view(row) : null;
}

/** A live document of the agency, or NOT_FOUND. */
export async function getDocument(ctx: AgencyCtx, id: string): Promise<KnowledgeDocumentView> {
  const found = await findDocument(ctx, id);
  if (!found) throw new DomainError("NOT_FOUND", "Document not found");
  return found;
}

/**
 * Pages the agency's knowledge base holds. `indexedOnly`: pages of completed documents (what the
 * plan counts); otherwise also documents still queued or reading (their estimate until read).
 * `except` leaves one document out (the one being read).
 */
export async function knowledgePageCount(
  ctx: AgencyCtx,
  options: { indexedOnly: boolean; except?: string },
): Promise<number> {
  const [row] = await ctx.db
    .select({ pages: sql<number>`coalesce(sum(${knowledgeDocuments.pageCount}), 0)::int` })
    .from(knowledgeDocuments)
    .where(
      and(
        eq(knowledgeDocuments.agencyId, ctx.actor.agencyId),
        eq(knowledgeDocuments.deleted, false),
        options.indexedOnly
          ? eq(knowledgeDocuments.status, "COMPLETED")
          : inArray(knowledgeDocuments.status, ["UNKNOWN", "INDEXING", "COMPLETED"]),
        options.except ? ne(knowledgeDocuments.id, options.except) : undefined,
      ),
    );
  return Number(row?.pages ?? 0);
}

/** The page limit of the agency's plan for its knowledge base (null: unlimited). */
export const knowledgePageLimit = (ctx: AgencyCtx) => limitFor(ctx, "knowledgePages");

/**
 * Which documents a search covers (ADR 055). Without a scope, every document (the knowledge base
 * screen's search). With one, the agency-wide documents and those of `accountId` only — a
 * workspace's search: another client's documents are never searched, and a workspace with no
 * account (`accountId` null) searches the agency-wide ones alone.
 */
export interface KnowledgeScope {
  accountId: string | null;
}

/** File ids of the agency's completed documents (what search covers), within `scope` when given. */
export async function completedKnowledgeFiles(
  ctx: AgencyCtx,
  scope?: KnowledgeScope | null,
): Promise<Array<{ documentId: string; fileId: string; title: string; accountId: string | null }>> {
  const inScope = !scope
    ? undefined
    : scope.accountId
      ? or(isNull(knowledgeDocuments.accountId), eq(knowledgeDocuments.accountId, scope.accountId))
      : isNull(knowledgeDocuments.accountId);
  return ctx.db
    .select({
      documentId: knowledgeDocuments.id,
      fileId: knowledgeDocuments.fileId,
      title: knowledgeDocuments.title,
      accountId: knowledgeDocuments.accountId,
    })
    .from(knowledgeDocuments)
    .where(
      and(
        eq(knowledgeDocuments.agencyId, ctx.actor.agencyId),
        eq(knowledgeDocuments.deleted, false),
        eq(knowledgeDocuments.status, "COMPLETED"),
        inScope,
      ),
    )
    .orderBy(desc(knowledgeDocuments.createdAt));
}

/** Announces that a document changed, once the surrounding transaction commits (now without one). */
export async function knowledgeDocumentChanged(ctx: AgencyCtx, documentId: string): Promise<void> {
  await onCommit(ctx, (committed) =>
    committed.events.publish(knowledgeDocumentChangedTopic, { agencyId: ctx.actor.agencyId, documentId }),
  );
}
