import type { SearchFileOutput } from "../tool-contract.ts";
import { answerText } from "./compose.ts";
import { outcomeOf, type Turn } from "./conversation.ts";
import type { Step } from "./step.ts";

/**
 * When the offline engine asks the agency's knowledge base (ADR 031): a question about how the
 * agency works (its procedures, appetite, carrier contacts and claims numbers, office hours), a
 * question with no document attached, or a question the attached documents did not answer.
 */

const AGENCY_WORDS =
  /\b(agency'?s?|procedures?|process|playbook|guidelines?|appetite|underwrit\w*|claims? (number|line|phone|reporting|contact|desk)|report(ing)? (a )?claims?|office hours|open(ing)? hours|escalat\w*|after hours|contacts?|phone number|how (do|can|should) (i|we)|who (do|should) (i|we))\b/;

export interface KnowledgeOutput {
  userQuery: string;
  found: boolean;
  answer: string;
  citations: unknown[];
}

/** Whether the question reads as one about the agency's own ways rather than a policy's values. */
export const asksAboutAgency = (ask: string) => AGENCY_WORDS.test(ask.toLowerCase());

/** The call that searches the knowledge base for the user's question. */
export function searchKnowledgeStep(ask: string, why: string): Step {
  const userQuery = ask.trim().slice(0, 500);
  return {
    kind: "tools",
    thought: `${why} I will search the agency's knowledge base for "${userQuery}" and answer only from what it finds, citing document and page.`,
    calls: [{ toolName: "SEARCH_KNOWLEDGE_BASE", input: { userQuery } }],
  };
}

/** The answer once the knowledge base was searched, or null when it was not yet. */
export function knowledgeAnswer(turn: Turn): Step | null {
  const searched = outcomeOf(turn, "SEARCH_KNOWLEDGE_BASE");
  if (!searched) return null;
  if (!searched.ok)
    return { kind: "answer", text: `I could not search the knowledge base: ${String(searched.output)}` };
  const output = searched.output as KnowledgeOutput;
  const files = outcomeOf(turn, "SEARCH_FILE");
  // nothing in either: say both, in the tools' words
  if (!output.found && files?.ok)
    return { kind: "answer", text: `${answerText(files.output as SearchFileOutput)}\n\n${output.answer}` };
  return { kind: "answer", text: output.answer };
}
