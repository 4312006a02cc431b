/** What the user asks for, read from the words of the message (the offline engine's only reading). */
export type Intent = "email" | "document" | "summary" | "question" | "other";

const EMAIL = /\b(e-?mail|reply|respond|response to the (client|customer|request))\b/;
const DRAFTING = /\b(draft|write|compose|prepare|create|generate|make|produce|build)\b/;
const DOCUMENT = /\b(coverage summary|document|report|one-pager|memo|proposal)\b/;
const SUMMARY = /\b(summar(y|ize|ise|ising|izing)|overview|outline of the policy)\b/;
const QUESTION_START =
  /^(what|what's|whats|which|who|whom|when|where|why|how|is|are|does|do|did|was|were|can|could|will|would|should|has|have)\b/;
const INSURANCE_TERMS =
  /\b(limit|limits|premium|deductible|retention|policy (number|period)|effective|expiration|expiry|carrier|insurer|named insured|insured|endorsement|exclusion|form|coverage|aggregate|occurrence|sublimit|valuation|additional insured|waiver)\b/;

export function intentOf(ask: string): Intent {
  const text = ask.toLowerCase().trim();
  if (!text) return "other";
  if (EMAIL.test(text) && (DRAFTING.test(text) || /^(reply|respond)\b/.test(text))) return "email";
  if (DOCUMENT.test(text) && DRAFTING.test(text)) return "document";
  if (SUMMARY.test(text)) return "summary";
  if (text.includes("?") || QUESTION_START.test(text) || INSURANCE_TERMS.test(text)) return "question";
  return "other";
}

/** A line telling how to answer ("Quote the page.", "Cite your sources"), not what to look for. */
const HOW_TO_ANSWER =
  /^(please\s+)?(quote|cite|show)\s+(the|your|its|each|every|me the)?\s*(page|source|passage)s?\W*$/i;

/**
 * The searches a question needs: one per question when the message asks several
 * ("What is the premium? And the policy period?", numbered or one per line), each kept whole
 * so the insurance phrase ("each occurrence limit") reaches the search as the user wrote it. A
 * line about how to answer ("Quote the page.") is not searched: every answer quotes its page.
 */
export function queriesOf(ask: string): string[] {
  const parts = ask
    .split(/\?|\n+|;\s+/)
    .map((part) =>
      part
        .replace(/^\s*(\d+[.)]|[-*•])\s*/, "")
        .replace(/^\s*(and|also|and also|plus)\b[\s,]*/i, "")
        .replace(/^\s*(can|could) you (please )?(tell me|find|check|confirm)\s*/i, "")
        .trim(),
    )
    .flatMap(splitJoinedAsks)
    .filter((part) => part.replace(/\W/g, "").length >= 3 && !HOW_TO_ANSWER.test(part));
  const queries = [...new Set(parts)].slice(0, 5);
  return queries.length ? queries : [ask.trim()];
}

/**
 * "What is the each occurrence limit and the policy period": two asks joined by "and" become
 * two searches, when each side names an insurance term on its own (so "bodily injury and
 * property damage liability" stays whole: "bodily injury" names none).
 */
function splitJoinedAsks(part: string): string[] {
  const sides = part.split(/\s*,?\s+and\s+(?=(?:the|our|its|my|what|when|who|which)\b)/i);
  if (sides.length < 2 || !sides.every((side) => INSURANCE_TERMS.test(side.toLowerCase()))) return [part];
  return sides.map((side) => side.trim());
}
