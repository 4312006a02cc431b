import { classifyQuestion } from "../../modules/documents/reading/question-classes.ts";
import type { RunContext } from "../tool-contract.ts";
import { outcomeOf, type Turn } from "./conversation.ts";
import type { Step } from "./step.ts";

/**
 * When the offline engine asks the agency's knowledge base (ADR 031, 055). The knowledge base is
 * the agency's own procedures and references: it is asked for a question about how the agency
 * works (its procedures, appetite, carrier contacts and claims numbers, office hours), when the
 * user asks for it ("check the knowledge base", "our procedures"), and when the workspace has no
 * file at all. A workspace's files answer its questions: when they do not, Cara says so and offers
 * the knowledge base; she does not turn to it on her own, and never for files she could not read.
 */

const AGENCY_WORDS =
  /\b(agency'?s?|procedures?|process|playbook|guidelines?|appetite|underwrit\w*|claims? (number|line|phone|reporting|contact|desk)|report(ing)? (a )?claims?|office hours|open(ing)? hours|escalat\w*|after hours|contacts?|phone number|how (do|can|should) (i|we)|who (do|should) (i|we))\b/;
/** Words that make a question the agency's own even with a policy attached ("how do we…", "our playbook"). */
const AGENCY_WAYS =
  /\b(agency'?s?|procedures?|playbook|guidelines?|appetite|escalat\w*|office hours|open(ing)? hours|how (do|can|should) (i|we)|who (do|should) (i|we)|(do|should|can|must) we)\b/;
/** A question that points at the attached documents ("on this policy", "in the quote", "the insured's phone"). */
const NAMES_THE_DOCUMENTS =
  /\b(this|the|these|those|that|attached|uploaded|my|its)\s+(?:[\w-]+\s+){0,2}?(polic(?:y|ies)|quotes?|documents?|files?|pdfs?|declarations|dec(?:s| page)|binders?|certificates?|endorsements?|contracts?|applications?|proposals?|cover(?: page| letter| sheet)?|schedules?|forms?|notices?|pages?|summary|(?:named )?insured'?s?)\b|\battached\b|\b(given|shown|printed|listed|stated)\s+(on|in)\b/;
/** The user asking for the knowledge base itself ("check the knowledge base", "in our procedures", "the KB"). */
const KNOWLEDGE_REQUEST =
  /\b(knowledge[\s-]?base|kb|our (?:own )?(?:procedures?|playbook|guidelines?|manual|handbook|documents)|(?:agency|agency's) (?:procedures?|playbook|guidelines?|manual|handbook|documents))\b/i;
/** The request's own words, taken off to leave what is asked ("Check the knowledge base for …"). */
const REQUEST_WORDS =
  /\b(?:(?:yes|yeah|ok(?:ay)?|sure|please)[\s,.!]*)*(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:check|search|look(?: it up)?(?: in| through)?|ask|use|try|see)?\s*(?:in\s+|from\s+|with\s+)?(?:the|our)?\s*(?:knowledge[\s-]?base|kb)\b(?:\s*(?:for|about|on|:|,|-))?/gi;

export interface KnowledgeOutput {
  userQuery: string;
  found: boolean;
  answer: string;
  citations: unknown[];
}

/** Whether the question reads as one about the agency's own ways rather than a policy's values. */
export const asksAboutAgency = (ask: string) => AGENCY_WORDS.test(ask.toLowerCase());

/**
 * Whether the knowledge base answers this question on its own account: a question about the
 * agency's ways; with documents attached, not one that points at them or asks a policy's value
 * ("who is the underwriting company") unless it says it is about the agency's ways.
 */
export function isAgencyQuestion(ask: string, attached: boolean): boolean {
  const text = ask.toLowerCase();
  if (!asksAboutAgency(text)) return false;
  if (!attached || AGENCY_WAYS.test(text)) return true;
  return !NAMES_THE_DOCUMENTS.test(text) && classifyQuestion(ask) === null;
}

/**
 * What to search the knowledge base for when the user asks for it, or null when they do not:
 * the question with the request's words taken off, or the previous question when nothing is
 * left ("yes, check the knowledge base").
 */
export function knowledgeRequest(turn: Pick<Turn, "ask" | "previousAsk">): string | null {
  if (!KNOWLEDGE_REQUEST.test(turn.ask)) return null;
  const rest = turn.ask
    .replace(REQUEST_WORDS, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,.:;!?-]+|[\s,.:;-]+$/g, "")
    .trim();
  if (rest.replace(/[^\p{L}\p{N}]/gu, "").length >= 6) return rest;
  return turn.previousAsk?.trim() || turn.ask.trim();
}

/** The call that searches the knowledge base for the user's question. */
export function searchKnowledgeStep(ask: string, why: string): Step {
  const userQuery = ask.trim().slice(0, 500);
  return {
    kind: "tools",
    thought: `${why} I will search the agency's knowledge base for "${userQuery}" and answer only from what it finds, citing document and page.`,
    calls: [{ toolName: "SEARCH_KNOWLEDGE_BASE", input: { userQuery } }],
  };
}

type UnreadFile = NonNullable<RunContext["unreadFiles"]>[number];

const why = (file: UnreadFile) => {
  const reason = file.reason?.trim().replace(/\.$/, "");
  return reason ? reason.charAt(0).toLowerCase() + reason.slice(1) : "it could not be read";
};

/** "I could not read "a.pdf" (this PDF is protected by a password), so it was not searched." — or "" with none. */
export function unreadNote(files: UnreadFile[] | undefined): string {
  if (!files?.length) return "";
  if (files.length === 1) return `I could not read "${files[0]!.name}" (${why(files[0]!)}), so it was not searched.`;
  return `I could not read these attached files, so they were not searched: ${files.map((file) => `"${file.name}" (${why(file)})`).join("; ")}.`;
}

/**
 * The answer when no attached file could be read: which and why, and nothing else — not the
 * knowledge base, not a guess (ADR 055).
 */
export function nothingReadAnswer(files: UnreadFile[], canSearchKnowledge: boolean): string {
  const which =
    files.length === 1
      ? `I could not read the attached file "${files[0]!.name}": ${why(files[0]!)}.`
      : `I could not read any of the attached files: ${files.map((file) => `"${file.name}" (${why(file)})`).join("; ")}.`;
  const next = canSearchKnowledge
    ? " I have not answered from anything else. Attach a readable copy (without a password, with its text or a clear scan) and ask again, or ask me to check the knowledge base if the answer could be in the agency's own documents."
    : " I have not answered from anything else. Attach a readable copy (without a password, with its text or a clear scan) and ask again.";
  return `${which}${next}`;
}

/** The answer once the knowledge base was searched, or null when it was not yet. */
export function knowledgeAnswer(turn: Turn): Step | null {
  const searched = outcomeOf(turn, "SEARCH_KNOWLEDGE_BASE");
  if (!searched) return null;
  if (!searched.ok)
    return { kind: "answer", text: `I could not search the knowledge base: ${String(searched.output)}` };
  const output = searched.output as KnowledgeOutput;
  const note = unreadNote(turn.context?.unreadFiles);
  return { kind: "answer", text: note ? `${output.answer}\n\n${note}` : output.answer };
}
