import { and, eq, inArray } from "drizzle-orm";
import { jobIdFor } from "../../jobs/queue.ts";
import { agencyCtx, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { requireWithinLimit } from "../billing/entitlements.service.ts";
import { forgetFileIndex } from "../documents/documents-forget.service.ts";
import { DocumentError, indexFile, readPages } from "../documents/documents.service.ts";
import { documentMetadata } from "./knowledge-metadata.ts";
import { findDocument, knowledgePageCount, type KnowledgeDocument } from "./knowledge-read.service.ts";
import { knowledgeDocuments } from "./knowledge.table.ts";

/**
 * Reading a knowledge base document (the indexing job): Queued → Indexing with progress while
 * the documents capability extracts and chunks it → metadata → Completed; or Failed with the
 * reason (a damaged PDF, a scan with no text, the plan's pages).
 */

/** Progress while extracting spans 5–85 %; metadata takes it to 95 %; done is 1. */
const EXTRACT_FROM = 0.05;
const EXTRACT_SPAN = 0.8;
const METADATA_AT = 0.9;
const METADATA_PAGES = 5;

type StatusPatch = Partial<
  Pick<
    KnowledgeDocument,
    | "status"
    | "progress"
    | "error"
    | "pageCount"
    | "startedAt"
    | "completedAt"
    | "metadataTitle"
    | "metadataSummary"
    | "metadataPurpose"
  >
>;

/**
 * Writes the document's reading state, only while it is the version this reading started on
 * (`updatedAt` moves on an edit, which queues a new reading); false when it moved or went.
 */
async function setStatus(ctx: AgencyCtx, document: KnowledgeDocument, patch: StatusPatch): Promise<boolean> {
  const rows = await ctx.db
    .update(knowledgeDocuments)
    .set(patch)
    .where(
      and(
        eq(knowledgeDocuments.id, document.id),
        eq(knowledgeDocuments.agencyId, ctx.actor.agencyId),
        eq(knowledgeDocuments.deleted, false),
        eq(knowledgeDocuments.updatedAt, document.updatedAt),
      ),
    )
    .returning({ id: knowledgeDocuments.id });
  return rows.length > 0;
}

/** The plan's message when `pages` more would go over the knowledge base's page limit, or null. */
async function overPlan(ctx: AgencyCtx, document: KnowledgeDocument, pages: number): Promise<string | null> {
  const indexed = await knowledgePageCount(ctx, { indexedOnly: true, except: document.id });
  try {
    await requireWithinLimit(ctx, "knowledgePages", indexed + Math.max(pages, 1) - 1);
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.code === "PLAN_LIMIT")
      return `This document's ${pages} ${pages === 1 ? "page" : "pages"} would go over your plan's knowledge base pages. ${error.message}`;
    throw error;
  }
}

/** Reads one document of the acting agency (a deleted or changed one is left to its own reading). */
export async function indexKnowledgeDocument(ctx: AgencyCtx, documentId: string): Promise<void> {
  const document = await findDocument(ctx, documentId);
  if (!document || document.status === "COMPLETED") return;
  const started = await setStatus(ctx, document, {
    status: "INDEXING",
    progress: 0.02,
    error: null,
    startedAt: ctx.now(),
    completedAt: null,
  });
  if (!started) return;
  let reported = 0;
  const onProgress = async (fraction: number) => {
    const progress = EXTRACT_FROM + EXTRACT_SPAN * Math.min(Math.max(fraction, 0), 1);
    if (progress - reported < 0.05 && fraction < 1) return;
    reported = progress;
    await setStatus(ctx, document, { progress });
  };
  let pageCount: number;
  try {
    ({ pageCount } = await indexFile(ctx, document.fileId, onProgress));
  } catch (error) {
    if (!(error instanceof DocumentError))
      ctx.log.error("A knowledge document could not be read", { documentId, error });
    const reason = error instanceof DocumentError ? error.message : "The document could not be read";
    await setStatus(ctx, document, { status: "FAILED", error: reason, progress: 0, pageCount: 0 });
    return;
  }
  const refused = await overPlan(ctx, document, pageCount);
  if (refused) {
    await forgetFileIndex(ctx, document.fileId);
    await setStatus(ctx, document, { status: "FAILED", error: refused, progress: 0, pageCount: 0 });
    return;
  }
  await setStatus(ctx, document, { progress: METADATA_AT, pageCount });
  const pages = await readPages(ctx, { fileId: document.fileId, fromPage: 1, toPage: METADATA_PAGES });
  const metadata = await documentMetadata(ctx.config, pages, ctx.log);
  const done = await setStatus(ctx, document, {
    status: "COMPLETED",
    progress: 1,
    pageCount,
    completedAt: ctx.now(),
    metadataTitle: metadata.title,
    metadataSummary: metadata.summary,
    metadataPurpose: metadata.purpose,
  });
  // deleted while it was read: what was read goes too
  if (!done && !(await findDocument(ctx, document.id))) await forgetFileIndex(ctx, document.fileId);
}

export const INDEX_JOB_NAME = "knowledge.index-document";
export const INTERRUPTED_MESSAGE =
  "Reading this document stopped before it finished. Upload it again, or edit and save it.";

/** The job key of one version of a document: each version is read once. */
export const indexJobKey = (document: Pick<KnowledgeDocument, "id" | "updatedAt">) =>
  `${document.id}:${document.updatedAt.toISOString()}`;

/**
 * Documents left queued or reading whose job has ended (a worker killed past its retry) fail
 * with a message, so no document waits forever. Returns how many.
 */
export async function recoverAbandonedIndexing(ctx: Ctx): Promise<number> {
  const waiting = await ctx.db
    .select()
    .from(knowledgeDocuments)
    .where(and(inArray(knowledgeDocuments.status, ["UNKNOWN", "INDEXING"]), eq(knowledgeDocuments.deleted, false)))
    .limit(500);
  let recovered = 0;
  for (const document of waiting) {
    const job = await ctx.jobs.status(INDEX_JOB_NAME, jobIdFor(INDEX_JOB_NAME, indexJobKey(document)));
    if (job && !["completed", "failed", "cancelled"].includes(job.state)) continue;
    const agency = agencyCtx(ctx, { type: "SYSTEM", agencyId: document.agencyId });
    if (await setStatus(agency, document, { status: "FAILED", error: INTERRUPTED_MESSAGE, progress: 0 })) recovered++;
  }
  return recovered;
}
