import { and, asc, between, eq, inArray } from "drizzle-orm";
import { inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { readAll } from "../files/file-store.ts";
import { findFile, isUuid, openFile } from "../files/files.service.ts";
import { chunkPage, type Chunk } from "./chunking.ts";
import { DocumentError, type ExtractedPage } from "./document-error.ts";
import { documentChunks, documentIndexState, documentPages } from "./documents.table.ts";
import { extractDocument } from "./extract.ts";
import { declarationsPages } from "./reading/page-role.ts";

export { DocumentError, type ExtractedPage } from "./document-error.ts";
export { extractDocument } from "./extract.ts";
export { searchPassages, SNIPPET_END, SNIPPET_START, type Passage } from "./documents-search.service.ts";
import { searchPassages, type Passage } from "./documents-search.service.ts";

/**
 * Reading stored files for search (docs/product/documents.md, "Reading documents"): a file is
 * read once into pages and chunks of the acting agency; reading it again replaces them.
 */

export type DocumentIndexState = typeof documentIndexState.$inferSelect;

async function setState(
  ctx: AgencyCtx,
  fileId: string,
  values: Omit<Partial<DocumentIndexState>, "fileId" | "agencyId">,
): Promise<void> {
  const row = { ...values, updatedAt: ctx.now() };
  await ctx.db
    .insert(documentIndexState)
    .values({ status: "QUEUED", ...row, fileId, agencyId: ctx.actor.agencyId })
    .onConflictDoUpdate({ target: documentIndexState.fileId, set: row });
}

/** Records that a file of the agency waits to be read (e.g. when it is attached); unknown files are ignored. */
export async function markIndexQueued(ctx: AgencyCtx, fileId: string): Promise<void> {
  if (!(await findFile(ctx, fileId))) return;
  await setState(ctx, fileId, { status: "QUEUED", errorCode: null, errorMessage: null });
}

/** The title search weighs highest by default: the file's name without its extension, "_" and "." as spaces. */
export const titleOfFileName = (name: string) =>
  name
    .replace(/\.[^./\\]{1,8}$/, "")
    .replace(/[_.]+/g, " ")
    .trim();

/**
 * Reads a stored file of the acting agency into pages and chunks (replacing what an earlier
 * reading left, in one transaction). A file that cannot be read is recorded FAILED with the
 * reason, and the DocumentError is thrown. `options.title` is the document's title for search
 * (default: the file name without extension). With embeddings configured (ADR 032) the new
 * passages are then embedded; a provider that fails is logged and leaves full-text search as is.
 */
export async function indexFile(
  ctx: AgencyCtx,
  fileId: string,
  onProgress?: (fraction: number) => void | Promise<void>,
  options: { title?: string } = {},
): Promise<{ pageCount: number; ocrPages: number }> {
  const { file, stream } = await openFile(ctx, fileId);
  await setState(ctx, file.id, { status: "PROCESSING", errorCode: null, errorMessage: null });
  let pages: ExtractedPage[];
  try {
    const bytes = await readAll(stream);
    ({ pages } = await extractDocument(
      { bytes, mimeType: file.mimeType, fileName: file.name },
      { maxBytes: ctx.config.maxUploadBytes, onPage: (done, total) => onProgress?.(done / total) },
    ));
  } catch (error) {
    const known = error instanceof DocumentError;
    await setState(ctx, file.id, {
      status: "FAILED",
      errorCode: known ? error.code : null,
      errorMessage: known ? error.message : "The document could not be read",
      pageCount: 0,
      ocrPages: 0,
    });
    throw error;
  }
  const { ocrPages } = await savePages(ctx, file, pages, options);
  if (ctx.embeddings) await ctx.embeddings.embedFile(ctx, file.id);
  return { pageCount: pages.length, ocrPages };
}

/** Pages saved in one transaction, and how often chunking gives the thread back (issue 29 item 4, ADR 066). */
export const SAVE_BATCH = { pages: 25, chunkRows: 250, chunkYieldPages: 10 };

const yieldThread = () => new Promise<void>((resolve) => setImmediate(resolve));

/** chunkPages, giving the thread back every few pages, so a large document does not hold it. */
async function chunkPagesYielding(pages: ExtractedPage[]): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  let heading = "";
  for (let i = 0; i < pages.length; i++) {
    if (i > 0 && i % SAVE_BATCH.chunkYieldPages === 0) await yieldThread();
    const read = chunkPage(pages[i]!, chunks.length, heading);
    chunks.push(...read.chunks);
    heading = read.lastHeading;
  }
  return chunks;
}

/**
 * Stores a file's read pages and their search passages (replacing any earlier reading) and marks
 * the file READY. indexFile calls it after extracting; the real-documents evaluation calls it with
 * pages it extracted once and kept.
 *
 * A large document is saved in short transactions (SAVE_BATCH.pages pages and their passages
 * each), the thread given back between them, not in one: on the embedded engine a transaction
 * holds the database's one connection, so every other agency's statements waited for the whole
 * document (a 4.9-million-character file: 2.4 s). The earlier reading is removed first and the
 * file is PROCESSING until the last batch marks it READY; a reading cut short (the process died)
 * leaves it PROCESSING and the next reading replaces what it saved.
 */
export async function savePages(
  ctx: AgencyCtx,
  file: { id: string; name: string },
  pages: ExtractedPage[],
  options: { title?: string } = {},
): Promise<{ ocrPages: number }> {
  const ocrPages = pages.filter((page) => page.ocr).length;
  const agencyId = ctx.actor.agencyId;
  const title = options.title?.trim() || titleOfFileName(file.name);
  const chunks = await chunkPagesYielding(pages);
  const insertRows = async (tx: AgencyCtx, batch: ExtractedPage[], batchChunks: Chunk[]) => {
    if (batch.length)
      await tx.db
        .insert(documentPages)
        .values(
          batch.map((page) => ({ agencyId, fileId: file.id, page: page.number, text: page.text, ocr: page.ocr })),
        );
    for (let i = 0; i < batchChunks.length; i += SAVE_BATCH.chunkRows)
      await tx.db
        .insert(documentChunks)
        .values(
          batchChunks
            .slice(i, i + SAVE_BATCH.chunkRows)
            .map((chunk) => ({ agencyId, fileId: file.id, title, ...chunk })),
        );
  };
  const ready = { status: "READY" as const, pageCount: pages.length, ocrPages };
  const small = pages.length <= SAVE_BATCH.pages;
  await inTransaction(ctx, async (tx) => {
    await tx.db.delete(documentChunks).where(eq(documentChunks.fileId, file.id));
    await tx.db.delete(documentPages).where(eq(documentPages.fileId, file.id));
    // a small document is replaced at once, as one change
    if (small) {
      await insertRows(tx, pages, chunks);
      await setState(tx, file.id, ready);
    } else await setState(tx, file.id, { status: "PROCESSING" });
  });
  if (small) return { ocrPages };
  let next = 0; // chunks are in page order
  for (let from = 0; from < pages.length; from += SAVE_BATCH.pages) {
    const batch = pages.slice(from, from + SAVE_BATCH.pages);
    const lastPage = batch.at(-1)!.number;
    const start = next;
    while (next < chunks.length && chunks[next]!.page <= lastPage) next++;
    const last = from + SAVE_BATCH.pages >= pages.length;
    await yieldThread();
    await inTransaction(ctx, async (tx) => {
      await insertRows(tx, batch, last ? chunks.slice(start) : chunks.slice(start, next));
      if (last) await setState(tx, file.id, ready);
    });
  }
  return { ocrPages };
}

/** Pages fromPage..toPage of a read file of the agency, in order (none for another agency's file). */
export async function readPages(
  ctx: AgencyCtx,
  q: { fileId: string; fromPage: number; toPage: number },
): Promise<ExtractedPage[]> {
  if (!isUuid(q.fileId) || !(await findFile(ctx, q.fileId))) return [];
  const rows = await ctx.db
    .select({ number: documentPages.page, text: documentPages.text, ocr: documentPages.ocr })
    .from(documentPages)
    .where(
      and(
        eq(documentPages.agencyId, ctx.actor.agencyId),
        eq(documentPages.fileId, q.fileId),
        between(documentPages.page, q.fromPage, q.toPage),
      ),
    )
    .orderBy(asc(documentPages.page));
  return rows;
}

/** Where reading stands for the agency's files among `fileIds` (files never read are absent). */
export async function indexStatus(ctx: AgencyCtx, fileIds: string[]): Promise<DocumentIndexState[]> {
  const ids = fileIds.filter(isUuid);
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(documentIndexState)
    .where(and(eq(documentIndexState.agencyId, ctx.actor.agencyId), inArray(documentIndexState.fileId, ids)));
}

/**
 * The passages a question is read from: the search's passages (about a thousand characters each,
 * ranked) widened to the whole pages they come from, best first, each page once. The reader needs
 * the page: a certificate's title and its boxes, a declarations table's header, a label on one
 * passage and its value on the next.
 */
export async function pagesForQuestion(
  ctx: AgencyCtx,
  q: { fileIds: string[]; query: string; limit?: number },
): Promise<Passage[]> {
  const passages = await searchPassages(ctx, { fileIds: q.fileIds, query: q.query, limit: q.limit ?? 8 });
  // each file's first pages are read once: its declarations, and most of the pages search finds
  const heads = new Map<string, ExtractedPage[]>();
  for (const fileId of new Set(passages.map((p) => p.fileId)))
    heads.set(fileId, await readPages(ctx, { fileId, fromPage: 1, toPage: DECLARATIONS_READ }));
  const out: Passage[] = [];
  for (const passage of passages) {
    if (out.some((p) => p.fileId === passage.fileId && p.page === passage.page)) continue;
    const [page] =
      passage.page <= DECLARATIONS_READ
        ? (heads.get(passage.fileId) ?? []).filter((p) => p.number === passage.page)
        : await readPages(ctx, { fileId: passage.fileId, fromPage: passage.page, toPage: passage.page });
    out.push(page ? { ...passage, text: page.text } : passage);
  }
  // the declarations and schedules at the front of each file found, which the search may rank below
  // wording that repeats the question's words (a policy period is named on every form); the cover
  // when the question asks about it ("the phone number given on the cover")
  // a party of the document (the insured, the broker that presented it, the insurer): a policy's
  // cover names them ("Prepared for:", "Presented by:")
  const asksCover =
    /\b(on the cover|cover page|front page|first page)\b/i.test(q.query) ||
    /\b(named insured|insured'?s? name|who is (the )?insured|broker|agent|agency|producer|presented|prepared for|insurer|carrier|insurance company)\b/i.test(
      q.query,
    );
  for (const [fileId, head] of heads) {
    const first = passages.find((p) => p.fileId === fileId)!;
    const cover = head.find((p) => p.number === 1);
    if (asksCover && cover && !out.some((p) => p.fileId === fileId && p.page === 1))
      out.push({ ...first, page: 1, text: cover.text, rank: 0, snippet: undefined, score: 0 });
    for (const page of declarationsPages(head).slice(0, 6)) {
      if (out.some((p) => p.fileId === fileId && p.page === page.number)) continue;
      out.push({ ...first, page: page.number, text: page.text, rank: 0, snippet: undefined, score: 0 });
    }
  }
  return out;
}

/** How many pages from a file's start are looked through for declarations and schedules. */
const DECLARATIONS_READ = 40;
