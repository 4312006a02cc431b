import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { agencyJobPayload } from "../../jobs/job-ctx.ts";
import { systemCtx } from "../../lib/context.ts";
import { INDEX_JOB_NAME, indexKnowledgeDocument, recoverAbandonedIndexing } from "./knowledge-index.service.ts";

/**
 * Reads one knowledge base document (ADR 031), queued in the transaction that added or changed
 * it. Idempotent: a completed, deleted or since-edited document is left alone; a failure is
 * recorded on the document, never retried blindly.
 */
export const indexKnowledgeDocumentJob = defineJob({
  name: INDEX_JOB_NAME,
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

/** Every 10 minutes: documents whose reading job ended without finishing them fail with a message. */
export const recoverKnowledgeIndexingJob = defineJob({
  name: "knowledge.recover-indexing",
  payload: z.object({}),
  schedule: "*/10 * * * *",
  handler: async (runtime) => {
    const recovered = await recoverAbandonedIndexing(systemCtx(runtime));
    if (recovered > 0) runtime.log.warn("Failed abandoned knowledge document readings", { recovered });
  },
});
