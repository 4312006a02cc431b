import { and, eq } from "drizzle-orm";
import { updateKnowledgeDocumentInput } from "../../../domain/knowledge.ts";
import { inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { parseInput, ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { forgetFileIndex } from "../documents/documents-forget.service.ts";
import { discardBytes, newStorageKey, safeFileName } from "../files/files-upload.service.ts";
import { removeStoredFile, replaceFileBytes } from "../files/files-replace.service.ts";
import { enqueueIndexing, knowledgeAccountOf } from "./knowledge-create.service.ts";
import { getDocument, knowledgeDocumentChanged, type KnowledgeDocument } from "./knowledge-read.service.ts";
import { knowledgeDocuments } from "./knowledge.table.ts";

/** Changing a knowledge base document: its title, a text document's content (read again), deleting it. */

/**
 * Renames a document; for a text document, new content replaces its text and it is read again
 * (Queued until then: search leaves it out, so the old text is no longer found). `accountId`
 * links it to a client or (null) makes it agency-wide (ADR 055); absent, the link stays.
 */
export async function updateDocument(
  ctx: AgencyCtx,
  id: string,
  input: { title?: unknown; content?: unknown; accountId?: unknown },
): Promise<KnowledgeDocument> {
  const fields = parseInput(updateKnowledgeDocumentInput, input);
  const relink = fields.accountId !== undefined;
  const accountId = relink ? await knowledgeAccountOf(ctx, fields.accountId) : undefined;
  const storageKey = newStorageKey(ctx.actor.agencyId);
  try {
    return await inTransaction(ctx, async (tx) => {
      const document = await getDocument(tx, id);
      const content = fields.content ?? null;
      if (content !== null && document.kind !== "TEXT")
        throw ValidationError.field("content", "Only a text document's content can be edited");
      const title = fields.title ?? document.title;
      const reindex = content !== null && content !== document.content;
      if (reindex || title !== document.title) {
        if (document.kind === "TEXT")
          await replaceFileBytes(tx, document.fileId, {
            storageKey,
            bytes: new TextEncoder().encode(content ?? document.content ?? ""),
            mimeType: "text/plain",
            name: safeFileName(title, "txt"),
          });
      }
      const [updated] = await tx.db
        .update(knowledgeDocuments)
        .set({
          title,
          ...(relink ? { accountId } : {}),
          // the link alone is not a new version of the text: a reading under way still completes
          ...(relink && !reindex && title === document.title ? {} : { updatedAt: tx.now() }),
          ...(reindex
            ? { content, status: "UNKNOWN" as const, progress: 0, error: null, startedAt: null, completedAt: null }
            : {}),
        })
        .where(and(eq(knowledgeDocuments.id, document.id), eq(knowledgeDocuments.agencyId, tx.actor.agencyId)))
        .returning();
      await recordAudit(tx, {
        action: "knowledge_document.updated",
        recordType: "knowledge_document",
        recordId: document.id,
        data: {
          title,
          contentChanged: reindex,
          ...(relink && accountId !== document.accountId ? { accountId: accountId ?? null } : {}),
        },
      });
      if (reindex) await enqueueIndexing(tx, updated!);
      await knowledgeDocumentChanged(tx, document.id);
      return updated!;
    });
  } catch (error) {
    await discardBytes(ctx, storageKey);
    throw error;
  }
}

/** Deletes a document: it leaves the list and search; its chunks, pages and stored file bytes are removed. */
export async function deleteDocument(ctx: AgencyCtx, id: string): Promise<KnowledgeDocument> {
  return inTransaction(ctx, async (tx) => {
    const document = await getDocument(tx, id);
    const [deleted] = await tx.db
      .update(knowledgeDocuments)
      .set({ deleted: true, updatedAt: tx.now() })
      .where(eq(knowledgeDocuments.id, document.id))
      .returning();
    await forgetFileIndex(tx, document.fileId);
    await removeStoredFile(tx, document.fileId);
    await recordAudit(tx, {
      action: "knowledge_document.deleted",
      recordType: "knowledge_document",
      recordId: document.id,
      data: { title: document.title, kind: document.kind },
    });
    await knowledgeDocumentChanged(tx, document.id);
    return deleted!;
  });
}
