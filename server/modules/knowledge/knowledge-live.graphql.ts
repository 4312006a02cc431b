import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { whileSessionActive } from "../../graphql/live.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { knowledgeDocumentChangedTopic } from "../../lib/topics.ts";
import { KnowledgeBaseDocumentRef } from "./knowledge.graphql.ts";
import { findDocument, getDocument, type KnowledgeDocumentView } from "./knowledge.service.ts";

/**
 * A knowledge base document read back after each change (ADR 013): its reading status and
 * progress as the job moves it, an edit; null once it is deleted, and the stream ends.
 */
export async function* documentChanges(
  agency: AgencyCtx,
  id: string,
  signal: AbortSignal,
): AsyncGenerator<KnowledgeDocumentView | null> {
  // missed events (the live listener reconnected, ADR 059): read the document again
  const resync = { agencyId: agency.actor.agencyId, documentId: id };
  for await (const event of agency.events.subscribe(knowledgeDocumentChangedTopic, agency.actor.agencyId, signal, {
    resync,
  })) {
    if (event.documentId !== id) continue;
    const document = await findDocument(agency, id);
    yield document;
    if (!document) return;
  }
}

builder.subscriptionField("watchKnowledgeBaseDocument", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: KnowledgeBaseDocumentRef,
    nullable: true,
    description:
      "The document each time it changes (reading status and progress, edits); null when it is deleted. NOT_FOUND for another agency's id.",
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, { id }, { agency }) => {
      const document = await orNotFound(getDocument(agency, String(id)));
      return whileSessionActive(agency, (signal) => documentChanges(agency, document.id, signal));
    },
    resolve: (document) => document,
  }),
);
