// The one place the knowledge retrieval set composes an answer from retrieved passages. Today it
// is the reading skills' answerFromPassages (written for policy documents); when the knowledge
// answer composer lands (answerFromKnowledge in
// server/modules/documents/reading/knowledge-answer.ts), switch the body to it.
import type { Passage } from "../server/modules/documents/documents.service.ts";
import { answerFromPassages } from "../server/modules/documents/reading/index.ts";
import type { Answer } from "../server/modules/documents/reading/types.ts";

export const ANSWER_COMPOSER = "answerFromPassages (reading skills)";

export function composeKnowledgeAnswer(question: string, passages: Passage[]): Answer {
  return answerFromPassages(question, passages);
}
