import type { AgencyCtx } from "../../lib/context.ts";
import { searchPassages, type Passage } from "../documents/documents.service.ts";
import { answerFromKnowledge } from "../documents/reading/index.ts";
import { asksPolicyValue, mayHelpText } from "../documents/reading/knowledge-answer.ts";
import { completedKnowledgeFiles, type KnowledgeScope } from "./knowledge-read.service.ts";

/**
 * Searching the agency's knowledge base (docs/product/knowledge-base.md): ranked passages of its
 * completed documents, and an answer composed only from them, each claim cited by document and
 * page; "not found in the knowledge base" when nothing relevant is retrieved.
 */

export interface KnowledgeCitation {
  fileId: string;
  fileName: string;
  page: number;
  quote: string;
}

export interface KnowledgeAnswer {
  found: boolean;
  answer: string;
  citations: KnowledgeCitation[];
}

export interface KnowledgePassage {
  documentId: string;
  documentTitle: string;
  fileId: string;
  page: number;
  snippet: string;
  score: number;
}

export interface KnowledgeSearchResult extends KnowledgeAnswer {
  query: string;
  passages: KnowledgePassage[];
}

export const DEFAULT_KNOWLEDGE_PASSAGES = 8;

/** The answer when nothing relevant was retrieved: said plainly, citing nothing. */
export const notFoundAnswer = (query: string): KnowledgeAnswer => ({
  found: false,
  answer: `"${query.trim()}" was not found in the knowledge base.`,
  citations: [],
});

/**
 * The answer to `query` from `passages` only; not found (citing nothing) when they hold none, with
 * the passages that came closest listed apart ("Passages that may help"), never as the answer.
 */
export function composeKnowledgeAnswer(query: string, passages: Passage[]): KnowledgeAnswer {
  if (passages.length === 0) return notFoundAnswer(query);
  const answer = answerFromKnowledge(query, passages);
  if (!answer.found || answer.citations.length === 0) {
    const notFound = notFoundAnswer(query);
    const nearby = mayHelpText(answer.mayHelp ?? []);
    return nearby ? { ...notFound, answer: `${notFound.answer}\n\n${nearby}` } : notFound;
  }
  return { found: true, answer: answer.answer, citations: answer.citations };
}

/** Said when a workspace asks a policy's value the client's own knowledge documents do not hold. */
export const CLIENT_DOCUMENTS_ONLY =
  "A policy's values are answered from the knowledge base only from documents linked to this workspace's client, never from the agency's procedures or another client's documents: attach the policy to the workspace, or link its knowledge document to the client.";

/**
 * Searches the agency's completed knowledge base documents for `query` and answers from what it
 * finds; with `scope` (a workspace's account), only the agency-wide documents and that client's —
 * and a question about a policy's own value (its named insured, period, a limit…) only that
 * client's documents: the agency-wide ones are procedures and references, not a client's policy
 * (ADR 055).
 */
export async function searchKnowledge(
  ctx: AgencyCtx,
  input: { query: string; limit?: number | null; scope?: KnowledgeScope | null },
): Promise<KnowledgeSearchResult> {
  const query = input.query.trim();
  const scope = input.scope;
  const policyValue = Boolean(scope) && asksPolicyValue(query);
  const documents = (await completedKnowledgeFiles(ctx, scope)).filter(
    (document) => !policyValue || (document.accountId !== null && document.accountId === scope?.accountId),
  );
  const byFile = new Map(documents.map((document) => [document.fileId, document]));
  const passages: Passage[] =
    query.length === 0 || documents.length === 0
      ? []
      : await searchPassages(ctx, {
          fileIds: [...byFile.keys()],
          query,
          limit: input.limit ?? DEFAULT_KNOWLEDGE_PASSAGES,
        });
  const composed = composeKnowledgeAnswer(query, passages);
  const answer =
    policyValue && !composed.found
      ? { ...composed, answer: `${composed.answer}\n\n${CLIENT_DOCUMENTS_ONLY}` }
      : composed;
  return {
    query,
    ...answer,
    passages: passages.map((passage) => ({
      documentId: byFile.get(passage.fileId)?.documentId ?? "",
      documentTitle: byFile.get(passage.fileId)?.title ?? passage.fileName,
      fileId: passage.fileId,
      page: passage.page,
      snippet: passage.snippet ?? passage.text,
      score: passage.score ?? 0,
    })),
  };
}
