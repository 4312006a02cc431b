// The knowledge retrieval set answers through the product's own composer: the knowledge base's
// composeKnowledgeAnswer (answerFromKnowledge, with the not-found wording), so the figures are
// what Cara's search knowledge base tool does.
import type { Passage } from "../server/modules/documents/documents.service.ts";
import type { Answer } from "../server/modules/documents/reading/types.ts";
import { composeKnowledgeAnswer as composeAnswer } from "../server/modules/knowledge/knowledge-search.service.ts";

export const ANSWER_COMPOSER = "composeKnowledgeAnswer (the knowledge base's answer)";

export function composeKnowledgeAnswer(question: string, passages: Passage[]): Answer {
  return composeAnswer(question, passages);
}
