import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { agencyJobPayload } from "../../jobs/job-ctx.ts";
import { indexKnowledgeDocument } from "./knowledge-index.service.ts";

/**
 * Reads one knowledge base document (ADR 031), queued in the transaction that added or changed
 * it. Idempotent: a completed, deleted or since-edited document is left alone; a failure is
 * recorded on the document, never retried blindly.
 */
export const indexKnowledgeDocumentJob = defineJob({
  name: "knowledge.index-document",
  agency: true,
  payload: agencyJobPayload.extend({ documentId: z.uuid() }),
  retryLimit: 1,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
  concurrency: 1,
  handler: async (ctx, { documentId }) => {
    await indexKnowledgeDocument(ctx, documentId);
  },
});
