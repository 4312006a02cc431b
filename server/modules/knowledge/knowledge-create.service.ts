import { PDFDocument } from "pdf-lib";
import {
  KNOWLEDGE_FILE_TYPES,
  KNOWLEDGE_FILE_TYPES_MESSAGE,
  MAX_KNOWLEDGE_UPLOADS,
  knowledgeTextDocumentInput,
  titleFromFileName,
} from "../../../domain/knowledge.ts";
import { jobActorOf } from "../../jobs/job-ctx.ts";
import { inTransaction, onCommit, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { requireWithinLimit } from "../billing/entitlements.service.ts";
import { sniffFileType } from "../files/file-sniff.ts";
import { discardBytes, newStorageKey, readUpload, safeFileName, storeFile } from "../files/files-upload.service.ts";
import type { UploadedFile } from "../files/files.service.ts";
import {
  ensureKnowledgeBase,
  knowledgeDocumentChanged,
  knowledgePageCount,
  type KnowledgeDocument,
} from "./knowledge-read.service.ts";
import { indexJobKey } from "./knowledge-index.service.ts";
import { indexKnowledgeDocumentJob } from "./knowledge.jobs.ts";
import { knowledgeDocuments } from "./knowledge.table.ts";

/** Adding documents to the agency's knowledge base: a written text, or uploaded PDFs and images. */

interface NewDocument {
  title: string;
  kind: "FILE" | "TEXT";
  name: string;
  bytes: Uint8Array;
  mimeType: string;
  content: string | null;
  /** Pages it will count for the plan until it is read. */
  estimatedPages: number;
  /** The client it is about (ADR 055), or null: agency-wide. */
  accountId?: string | null;
}

/** The account a document is linked to, checked as the agency's own (NOT_FOUND otherwise, under `accountId`); null: none. */
export async function knowledgeAccountOf(ctx: AgencyCtx, accountId: string | null | undefined): Promise<string | null> {
  if (!accountId) return null;
  try {
    return (await getAccount(ctx, accountId)).id;
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND")
      throw ValidationError.field(
        "accountId",
        "Choose one of the agency's accounts, or none for an agency-wide document",
      );
    throw error;
  }
}

/** Refuses (PLAN_LIMIT, naming the plan) when the pages already held plus `adding` go over the plan's. */
async function requirePagesWithinPlan(tx: AgencyCtx, adding: number): Promise<void> {
  const current = await knowledgePageCount(tx, { indexedOnly: false });
  await requireWithinLimit(tx, "knowledgePages", current + Math.max(adding, 1) - 1, { forUpdate: true });
}

/** Stores the documents and queues their reading, in one transaction (bytes removed if it fails). */
async function addDocuments(ctx: AgencyCtx, documents: NewDocument[]): Promise<KnowledgeDocument[]> {
  const keys = documents.map(() => newStorageKey(ctx.actor.agencyId));
  try {
    return await inTransaction(ctx, async (tx) => {
      const base = await ensureKnowledgeBase(tx);
      await requirePagesWithinPlan(
        tx,
        documents.reduce((sum, d) => sum + d.estimatedPages, 0),
      );
      const created: KnowledgeDocument[] = [];
      for (const [i, document] of documents.entries()) {
        const file = await storeFile(tx, {
          agencyId: tx.actor.agencyId,
          storageKey: keys[i]!,
          name: document.name,
          bytes: document.bytes,
          type: { mimeType: document.mimeType },
        });
        const [row] = await tx.db
          .insert(knowledgeDocuments)
          .values({
            agencyId: tx.actor.agencyId,
            knowledgeBaseId: base.id,
            title: document.title,
            kind: document.kind,
            fileId: file.id,
            content: document.content,
            accountId: document.accountId ?? null,
            pageCount: document.estimatedPages,
            createdByUserId: tx.actor.type === "AGENCY_USER" ? tx.actor.agencyUserId : null,
            createdByActor: tx.actor.type === "AGENCY_USER" ? null : tx.actor.type,
            // written from the clock (millisecond precision) so a reading can match its version exactly
            createdAt: tx.now(),
            updatedAt: tx.now(),
          })
          .returning();
        await recordAudit(tx, {
          action: "knowledge_document.created",
          recordType: "knowledge_document",
          recordId: row!.id,
          data: {
            title: row!.title,
            kind: row!.kind,
            fileName: file.name,
            sizeBytes: file.sizeBytes,
            accountId: row!.accountId,
          },
        });
        await enqueueIndexing(tx, row!);
        await knowledgeDocumentChanged(tx, row!.id);
        created.push(row!);
      }
      return created;
    });
  } catch (error) {
    for (const key of keys) await discardBytes(ctx, key);
    throw error;
  }
}

/** Queues reading a document (in the caller's transaction); the worker starts once it commits. */
export async function enqueueIndexing(tx: AgencyCtx, document: KnowledgeDocument): Promise<void> {
  await tx.jobs.enqueue(
    tx.db,
    indexKnowledgeDocumentJob,
    { ...jobActorOf(tx), documentId: document.id },
    { key: indexJobKey(document) },
  );
  await onCommit(tx, async (committed) => committed.jobs.wake(indexKnowledgeDocumentJob.name));
}

/** A text document: title and content, kept as a text file so it is read and searched like any file. */
export async function createTextDocument(
  ctx: AgencyCtx,
  input: { title: unknown; content: unknown; accountId?: unknown },
): Promise<KnowledgeDocument> {
  const fields = parseInput(knowledgeTextDocumentInput, input);
  const accountId = await knowledgeAccountOf(ctx, fields.accountId);
  const [document] = await addDocuments(ctx, [
    {
      title: fields.title,
      kind: "TEXT",
      name: safeFileName(fields.title, "txt"),
      bytes: new TextEncoder().encode(fields.content),
      mimeType: "text/plain",
      content: fields.content,
      estimatedPages: 1,
      accountId,
    },
  ]);
  return document!;
}

/** Pages of a PDF by its page tree (cheap, no text read); 1 when it cannot be opened (reading will say why). */
async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  try {
    const pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    return pdf.getPageCount();
  } catch {
    return 1;
  }
}

/** Checks one upload: a PDF or an image by its content, within the size limit (field errors under `path`). */
async function checkUpload(ctx: AgencyCtx, file: UploadedFile | null | undefined, path: string) {
  const maxBytes = ctx.config.maxUploadBytes;
  if (file && typeof file.arrayBuffer === "function" && file.size <= maxBytes) {
    const sniffed = sniffFileType(new Uint8Array(await file.arrayBuffer()), file.name);
    const label = file.name ? `"${file.name}" ` : "This file ";
    if (sniffed.ok && !KNOWLEDGE_FILE_TYPES.includes(sniffed.type.mimeType))
      throw ValidationError.field(
        path,
        `${label}is ${sniffed.type.extension.toUpperCase()}. ${KNOWLEDGE_FILE_TYPES_MESSAGE}`,
      );
    if (!sniffed.ok && sniffed.reason !== "The file is empty.")
      throw ValidationError.field(path, `${label}is not a PDF or an image. ${KNOWLEDGE_FILE_TYPES_MESSAGE}`);
  }
  return readUpload(file, maxBytes, path);
}

/**
 * Uploaded documents: PDFs and images only (checked by content), each within the upload size
 * limit. Every file is checked before anything is stored; a damaged or password-protected PDF
 * is accepted here and fails when it is read, with the reason.
 */
export async function uploadFileDocuments(
  ctx: AgencyCtx,
  files: ReadonlyArray<UploadedFile | null | undefined> | null | undefined,
  options: { accountId?: string | null } = {},
): Promise<KnowledgeDocument[]> {
  const present = (files ?? []).filter((file): file is UploadedFile => Boolean(file));
  if (present.length === 0) throw ValidationError.field("files", "Choose at least one PDF or image to upload");
  if (present.length > MAX_KNOWLEDGE_UPLOADS)
    throw ValidationError.field("files", `Upload up to ${MAX_KNOWLEDGE_UPLOADS} files at once`);
  const documents: NewDocument[] = [];
  const errors: Array<{ path: string; message: string }> = [];
  for (const [i, file] of present.entries()) {
    try {
      const upload = await checkUpload(ctx, file, `files.${i}`);
      const pdf = upload.type.mimeType === "application/pdf";
      documents.push({
        title: titleFromFileName(upload.name),
        kind: "FILE",
        name: upload.name,
        bytes: upload.bytes,
        mimeType: upload.type.mimeType,
        content: null,
        estimatedPages: pdf ? await pdfPageCount(upload.bytes) : 1,
      });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors.push(...error.fieldErrors);
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
  const accountId = await knowledgeAccountOf(ctx, options.accountId);
  return addDocuments(
    ctx,
    documents.map((document) => ({ ...document, accountId })),
  );
}
