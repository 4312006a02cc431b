import { harborKnowledgePdfs } from "../../scripts/knowledge-docs/harbor-docs.ts";
import { jobActorOf, jobCtx } from "#server/jobs/job-ctx.ts";
import type { Ctx } from "#server/lib/context.ts";
import { uploadFileDocuments } from "#server/modules/knowledge/knowledge.service.ts";
import { indexKnowledgeDocumentJob } from "#server/modules/knowledge/knowledge.jobs.ts";
import { fileOf } from "./document.factory.ts";
import { actingAs, createAndRun } from "./demo-workspaces.ts";

/** The demo agency's knowledge documents, by title (the seed test and the demo question use these). */
export const DEMO_KNOWLEDGE_TITLES = [
  "Underwriting Appetite Guide",
  "Servicing Playbook",
  "Carrier Contacts and Claims Reporting",
  "Office Hours and Escalation",
] as const;

/** The demo workspace answered from the knowledge base (a question with no file attached). */
export const DEMO_KNOWLEDGE_QUESTION = "What is the claims phone number for Progressive?";

/**
 * Harbor's knowledge base: the four agency documents the project generates
 * (scripts/knowledge-docs/), uploaded as the demo user would upload them and read right here —
 * the indexing job's handler with the offline engine — instead of waiting for a worker, so
 * search and Cara's answers work on first start. The queued jobs stay behind and find their
 * documents completed (they do nothing), so the seed is the same with or without a worker.
 * Then a finished workspace asks Cara a question the knowledge base answers (the contact sheet). Runs in the seed's transaction.
 */
export async function seedDemoKnowledge(
  ctx: Ctx,
  { agency, users }: { agency: { id: string }; users: Array<{ id: string }> },
) {
  const acting = actingAs(ctx, agency.id, users[0]!.id);
  const pdfs = await harborKnowledgePdfs();
  const documents = await uploadFileDocuments(
    acting,
    pdfs.map((pdf) => fileOf(pdf.bytes, pdf.fileName)),
  );
  // extractive metadata whatever CARA_MODEL says: the seed never calls a remote model
  const runtime = { ...acting, config: { ...acting.config, CARA_MODEL: "offline" } };
  for (const document of documents) {
    const payload = indexKnowledgeDocumentJob.payload.parse({ ...jobActorOf(acting), documentId: document.id });
    await indexKnowledgeDocumentJob.handler(jobCtx(runtime, payload), payload, {
      id: `seed-${document.id}`,
      attempt: 1,
      progress: async () => undefined,
    });
  }
  const workspaceId = await createAndRun(acting, { message: DEMO_KNOWLEDGE_QUESTION });
  return {
    documentIds: documents.map((d) => d.id),
    pages: pdfs.reduce((n, p) => n + p.pageCount, 0),
    workspaceId,
  };
}
