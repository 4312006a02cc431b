import { parseParty } from "../../../domain/certificate-holder.ts";
import type { ServiceRequestType } from "../../../domain/service-request.ts";
import { explicitDates, relativeDate } from "./dates.ts";

/**
 * What a client's message asks for (ADR 068): one service request type of
 * domain/service-request.ts, the data of that type read from the words, and the words that decided
 * it. Channel-neutral: an email's subject and new text, or a call's transcript, go in as text.
 *
 * The rules are general English for how clients write to an agency, tried in order; the first
 * that holds decides:
 * 1. a thank-you or acknowledgement and nothing else → OTHER;
 * 2. a certificate asked for (certificate, COI, ACORD 25, evidence or proof of insurance) → CREATE_CERTIFICATE,
 *    unless it is only said to be not enough ("not just a certificate");
 * 3. someone to be made an additional insured on the policy → ADD_ADDITIONAL_INSURED;
 * 4. a policy to be cancelled, terminated or stopped → CANCEL_POLICY;
 * 5. a document of the policy sent (loss runs, ID cards, declarations, invoice, receipt, binder,
 *    application, an endorsement's copy, a quote already sent, the policy itself) → DOCUMENT_REQUEST;
 * 6. a price asked for (quote, price out, what would it cost) → QUOTE_REQUEST;
 * 7. a change to the policy (a vehicle, driver, location, address, limit, payroll, name) → ENDORSE_POLICY;
 * 8. a loss reported (file a claim, how do we report this, police report) → OTHER (a claim is not a
 *    service request type; the agent takes it);
 * 9. a meeting or a call asked for → OTHER;
 * 10. a question (a question mark, "please advise") → QUESTION;
 * 11. anything else → OTHER.
 * The subject and the new text are read together; an attachment's text only when they decide
 * nothing more than OTHER ("see the attached request"), and for the data (a lease page naming the
 * holder). Quoted history is never read: it is not what this message asks.
 */
export type DocumentKind =
  | "POLICY"
  | "DECLARATIONS"
  | "ID_CARDS"
  | "INVOICE"
  | "LOSS_RUNS"
  | "ENDORSEMENT"
  | "BINDER"
  | "APPLICATION"
  | "QUOTE"
  | "RECEIPT"
  | "OTHER";

export type CancelReasonCode =
  | "INSURED_CLOSED_BUSINESS"
  | "INSURED_FOUND_BETTER_PRICE"
  | "INSURED_FOUND_BETTER_COVERAGE"
  | "INSURED_NO_EXPOSURE"
  | "INSURED_NONPAYMENT"
  | "OTHER";

export interface TypingInput {
  subject: string;
  text: string;
  attachments?: Array<{ name: string; text?: string }>;
  receivedAt: Date;
}

export interface TypingEvidence {
  rule: string;
  words: string;
  source: "subject" | "text" | "attachment";
}

export interface ReadHolder {
  name: string | null;
  address: { line1: string; line2: string | null; city: string; zone: string; postalCode: string } | null;
  additionalInsured: boolean;
  /** The words that set the flag (or said it is not wanted). */
  additionalInsuredWords: string | null;
  /** Where it was read: the message or an attachment (by name). */
  from: string;
}

export interface RequestTyping {
  type: ServiceRequestType;
  evidence: TypingEvidence[];
  holder?: ReadHolder;
  additionalInsured?: { name: string | null; words: string | null };
  cancellation?: {
    reason: CancelReasonCode;
    reasonWords: string | null;
    date: string | null;
    dateWords: string | null;
  };
  document?: { kind: DocumentKind; words: string };
  question?: string;
  quoteLine?: { line: string; words: string | null };
  /** What the type needs and the message did not give (the holder's address…). */
  missing: string[];
}

// ---- patterns ----------------------------------------------------------------------------------

const CERT =
  /\b(certificates?(?! holder only)|certs?\b|c\.?o\.?i\.?s?\b|acord\s*25|evidence of (insurance|coverage)|proof of (liability |general liability )?(insurance|coverage)(?! cards?)|insurance (certificate|paper|documentation))/i;
const CERT_DENIED = /\bnot (just|only|merely) an? (certificate|cert|coi)\b|\bno (certificate|coi) (is )?needed\b/i;
const AI_WORDS = /\badditional(ly)?[\s-]+insureds?\b|\bAI\b/;
const AI_DENIED =
  /\b(no|not|without|don'?t|do not|doesn'?t|does not|never)\b[^.\n]{0,30}\badditional(ly)?[\s-]+insured|\badditional[\s-]+insured[^.\n]{0,12}\b(not|no)\b( (needed|required|necessary))?|\bno AI\b|\bholder only\b|\bjust proof of (coverage|insurance)\b/i;
const AI_ADD =
  /\b(add|adding|added|name|named|naming|list|listed|include|included|endorse)\b[^.?!\n]{0,120}\bas (an? )?(additional|interested party)|\b(wants?|asked|asks|needs?|would like|requires?) to be (added |named |listed |included )?(on [^.?!\n]{0,40} )?as (an? )?additional[\s-]+insured|\b(wants?|asked|asks|needs?) to be (an? )?additional[\s-]+insured|\badditional[\s-]+insured endorsement\b/i;

const CANCEL =
  /\b(cancel|cancell?ing|cancel+ation of|terminate|terminating|stop)\b[^.?!\n]{0,50}?\b(polic(y|ies)|insurance|coverage|umbrella|auto|homeowners?|renters|bond|liability|it|them|mine|that|[A-Z][A-Z0-9]{0,5}[- ]?\d[\d-]{2,})\b/i;
const CLOSED_BUSINESS =
  /\b(clos(e|es|ed|ing)|shut(ting|s)? down)\b[^.?!\n]{0,40}\b(business|shop|doors|for good|store|studio|cafe|office|practice|permanently|company)\b|\bout of business\b|\bretir(e|ing|ement)\b|\b(sell|sold|selling)\s+(the|our|my)\s+(shop|business|company|store|practice|studio|cafe|restaurant)\b/i;
const BETTER_PRICE =
  /\b(cheaper|lower (price|premium|rate|cost)|much lower premium|better (price|quote|rate|deal)|less expensive|more affordable|save (money|on premium)|better quote)\b/i;
const BETTER_COVERAGE = /\b(broader|better|more) (coverage|protection|terms)\b|\bbroader\b[^.]{0,30}\bcoverage\b/i;
const NONPAYMENT = /\b(can'?t|cannot|can not) (afford|keep paying|pay)\b|\bmoney is (really )?tight\b/i;
const NO_EXPOSURE =
  /\b(sold|selling|traded in|got rid of)\b|\bno longer (need|own|have|use|operate)\b|\b(don'?t|do not|won'?t|will not) need\b|\bmov(ed|ing) (back|out|in with|away|to)\b|\bsale of\b|\bbuyer has\b/i;

const DOC_ASK =
  /\b(send|e-?mail|mail|resend|re-send|forward|provide|get|need|needs|request|requesting|want|copy of|where'?s|where is|never (got|received)|can'?t find|cannot find|lost)\b/i;
const POLICY_WORDS =
  "(?:full|complete|entire|whole|current|actual|signed|bop|d&o|auto|car|home|homeowners|malpractice|umbrella|gl|general|liability|workers|comp|compensation|business|owners|package|renters|property|cyber|marina|trucking|professional|commercial|liquor|flood|garage|group)";
const DOCS: Array<[DocumentKind, RegExp]> = [
  ["LOSS_RUNS", /\bloss[- ]?runs?\b|\bloss history\b|\bclaims? history\b/i],
  ["ID_CARDS", /\b(id|insurance|auto id|proof of insurance)\s+cards?\b|\bID cards?\b/i],
  ["DECLARATIONS", /\bdec(laration)?s?\s+pages?\b|\bdeclarations?\b/i],
  ["INVOICE", /\binvoices?\b|\b(billing|premium|account) statements?\b/i],
  ["RECEIPT", /\breceipts?\b/i],
  ["BINDER", /\bbinders?\b/i],
  [
    "APPLICATION",
    /\b(copy of|send|resend)\b[^.?!\n]{0,30}\bapplications?\b|\bapplications? (we|i) (signed|submitted|filled)\b/i,
  ],
  ["ENDORSEMENT", /\b(copy of|send|resend|where'?s|where is|never (got|received))\b[^.?!\n]{0,30}\bendorsements?\b/i],
  [
    "QUOTE",
    /\b(resend|re-send|copy of|send (me|us) (again|back))\b[^.?!\n]{0,30}\bquote\b|\bthe [\w ]{0,20}quote (you|that you) (sent|emailed)\b/i,
  ],
  [
    "POLICY",
    new RegExp(
      `\\b(copy of|send|e-?mail|mail|resend|forward)\\s+(me\\s+|us\\s+)?(the|our|my|a)\\s+(${POLICY_WORDS}\\s+){0,4}(polic(y|ies)(?! number)( documents?| wording| forms?)?)\\b|\\bpolicy documents\\b`,
      "i",
    ),
  ],
];

const QUOTE =
  /\bquot(e|es|ing)\b(?!d)|\bprice (it |this |that )?out\b|\bpricing\b|\bwhat would [^.?!\n]{0,40}\bcost\b|\bhow much would\b|\bwhat it would cost\b|\blooking for (business |an? |some )?insurance\b|\bneed (business|general liability|workers comp) insurance\b/i;

const ENDORSE: RegExp[] = [
  /\b(add|adding|remove|removing|take|swap|replace|substitute|delete|drop|put)\b[^.?!\n]{0,80}?\b(to|on|off|from)\s+((the|my|our)\s+)?([\w&'-]+\s+){0,3}?(polic(y|ies)|insurance|auto|coverage|gl|bop|comp)\b/i,
  /\b(add|remove)\b[^.?!\n]{0,80}\b(to|on|from)\s+(policy\s+)?[A-Z][A-Z0-9]{0,5}[- ]?\d[\d-]{2,}/i,
  /\bneed (it|him|her|them|this) (added )?(on|to) (the|my|our) /i,
  /\b(add|adding)\s+(a\s+|our\s+|my\s+)?(new\s+)?(driver|vehicle|truck|car|van|trailer|unit|location|building)\b/i,
  /\bas an? (driver|operator|named insured)\b/i,
  /\b(new|change of|changed? (my|our|the)?)\s*(mailing\s+)?address\b|\bi (have )?moved\b|\b(change|update)\b[^.?!\n]{0,40}\baddress\b/i,
  /\b(increase|raise|lower|reduce|decrease)\b[^.?!\n]{0,50}\b(limits?|coverage|deductible)\b/i,
  /\b(update|change|amend|endorse|adjust)\s+(my|our|the)\s+([\w&'-]+\s+){0,4}?(polic(y|ies))\b/i,
  /\bname is chang(ing|ed)\b|\bchange (our|the|my) (business |company )?name\b/i,
];

const CLAIM =
  /\b(file|filing|report|reporting|open|start|make)\b[^.?!\n]{0,20}\bclaims?\b|\bhow do (we|i) report\b|\bwhat do (we|i) (need to )?do\b|\bpolice report\b|\bwhat do you need from (us|me)\b/i;
const MEETING =
  /\bare you (free|available)\b|\b(give me|give us) a call\b|\bcall me\b|\bset up a (call|meeting)\b|\bcan we (meet|talk)\b/i;
const THANKS = /^(thanks|thank you|thx|got it|received|perfect|great|appreciate|much appreciated)\b/i;
const ADVISE = /\bplease advise\b|\blet me know (if|whether|what|how)\b/i;

const LINES: Array<[string, RegExp]> = [
  ["cyber", /\bcyber\b|\bransomware\b|\bdata breach\b/i],
  ["umbrella", /\bumbrella\b|\bexcess liability\b/i],
  ["workers compensation", /\bworkers'? ?comp(ensation)?\b|\bwork comp\b/i],
  ["employment practices liability", /\bemployment practices\b|\bEPLI?\b/],
  ["directors and officers", /\bdirectors (and|&) officers\b|\bD&O\b/i],
  ["professional liability", /\bprofessional liability\b|\berrors (and|&) omissions\b|\bE&O\b|\bmalpractice\b/i],
  ["business owners", /\bbusiness ?owners\b|\bBOP\b/],
  ["general liability", /\bgeneral liability\b|\bGL\b|\bliability insurance\b/],
  ["commercial auto", /\bcommercial auto\b|\bbusiness auto\b|\bfleet\b|\bdelivery (van|truck)\b|\btrucks?\b/i],
  ["homeowners", /\bhomeowners?\b|\bhome insurance\b|\bhouse\b/i],
  ["renters", /\brenters?\b/i],
  ["personal auto", /\bauto insurance\b|\bcar insurance\b|\bauto policy\b|\bcar\b/i],
  ["other", /\b(fidelity|crime|employee dishonesty|surety|bond)\b/i],
  ["property", /\bproperty\b(?! (manager|management|owner|line))|\bbuilding\b/i],
];

// ---- helpers -------------------------------------------------------------------------------

const firstMatch = (pattern: RegExp, text: string) => pattern.exec(text)?.[0] ?? null;
/** The message's body without its sign-off lines (a name, a title, a phone): what was asked. */
function bodyOf(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const cut = lines.findIndex((line) =>
    /^\s*(--\s*|sent from my|best,?|regards,?|thanks,?|thank you,?|sincerely,?|cheers,?)\s*$/i.test(line),
  );
  return (cut > 0 ? lines.slice(0, cut) : lines).join("\n").trim();
}
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/(?<=[.?!])\s+(?=[A-Z"'(])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

const STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR";
const STATE_ZIP = new RegExp(`(?:^|[\\s,])(${STATES})\\.?,?\\s+(\\d{5})(?:-\\d{4})?\\b`, "g");
const STREET_START = /(?:^|[\s,:(])(\d{1,6}[A-Za-z]?\s+(?=[A-Za-z0-9])|p\.?\s*o\.?\s*box\s+\d+)/gi;
const UNIT_BEFORE = /\b(suite|ste|room|rm|unit|apt|floor|fl|box|#)\.?\s*$/i;
const LABEL = /^(certificate holder|holder|landlord|tenant|owner|name|to|attn|attention|address|c\/o)\s*:\s*/i;
const DEPARTMENT =
  /^(attn|attention|c\/o)\b|^(risk management|facilities|accounts payable|legal|compliance|procurement|purchasing|contracts|insurance|human resources|medical staff office)$|\b(office|department|dept\.?)$/i;
const CORPORATE = /^(inc|llc|l\.l\.c|lp|llp|ltd|co|corp|corporation|company|pllc|pc|p\.c)\.?$/i;
const NAME_STOP = new Set(
  "to for naming listing name send issue certificate cert coi please holder insured from with need needs needed our their your is are as a an it we i they he she you my hey hi hello dear good morning afternoon evening thanks thank can could would add adding added endorse want wants asked asks require requires required landlord tenant vendor client customer shipper attn also and or then but so if".split(
    " ",
  ),
);
const CONNECTORS = new Set(["of", "and", "&", "at", "the", "de", "la", "du", "for", "on"]);
const NOT_A_NAME = new Set(
  "GL CGL BOP WC AI EPLI D&O DO E&O LLC INC Please Can Could Would Add Hi Hello The This They Their It My Dear Thanks Thank Good We Our I Hey Also Policy Insurance".split(
    " ",
  ),
);

const capitalised = (word: string) => /^[A-Z0-9][\w&'.’-]*$/.test(word) && /[A-Za-z]/.test(word) && !/^\d/.test(word);
const lineBreak = (text: string) => text.includes("\n");

/** The proper name that ends `text` ("… issue a COI naming Ellis Plaza Partners LP" → "Ellis Plaza Partners LP"). */
function trailingName(text: string): string | null {
  const tokens = text.replace(/[()]/g, " ").trim().split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (
      /[:;]$/.test(token) ||
      (/[.!?]$/.test(token) &&
        kept.length > 0 &&
        !CORPORATE.test(token) &&
        !/^(st|mt|ft)\.$/i.test(token) &&
        !/^[A-Z]\.$/.test(token))
    )
      break;
    const bare = token.replace(/[,]$/, "");
    if (
      NAME_STOP.has(bare.toLowerCase()) &&
      !(CONNECTORS.has(bare.toLowerCase()) && kept.length > 0 && i > 0 && capitalised(tokens[i - 1]!))
    ) {
      break;
    }
    if (
      capitalised(bare) ||
      (CONNECTORS.has(bare.toLowerCase()) && kept.length > 0 && i > 0 && capitalised(tokens[i - 1]!))
    ) {
      kept.unshift(bare);
      continue;
    }
    break;
  }
  while (kept.length && CONNECTORS.has(kept[0]!.toLowerCase()) && kept[0] !== "The") kept.shift();
  const name = kept.join(" ").trim();
  return name && !NOT_A_NAME.has(name) ? name : null;
}

/** The holder's name in the text before its street: the line or comma piece just before, else the last name-like piece. */
function nameBefore(region: string): string | null {
  const lines = region.replace(/\r\n?/g, "\n").split("\n");
  const pieces: Array<{ text: string; wholeLine: boolean }> = [];
  for (const line of lines) {
    const parts = line.split(",");
    for (const part of parts) pieces.push({ text: part.trim(), wholeLine: parts.length === 1 && lineBreak(region) });
  }
  while (pieces.length && !pieces.at(-1)!.text) pieces.pop();
  // drop a trailing "at" / "for" left before the street on one line ("Trinity Homes LP at 7600 …")
  if (pieces.length)
    pieces.at(-1)!.text = pieces
      .at(-1)!
      .text.replace(/\s+(at|of|for|to|is|located at)$/i, "")
      .trim();
  for (let i = pieces.length - 1; i >= 0; i--) {
    let piece = pieces[i]!.text.replace(LABEL, "").trim();
    if (!piece) continue;
    if (DEPARTMENT.test(piece) && i > 0) continue;
    if (CORPORATE.test(piece) && i > 0) {
      const before = trailingName(pieces[i - 1]!.text.replace(LABEL, ""));
      if (before) return `${before}, ${piece}`;
      continue;
    }
    if (pieces[i]!.wholeLine && words(piece) <= 8 && !/[.?!:]$/.test(piece) && /^[A-Z0-9"]/.test(piece)) return piece;
    piece = piece.replace(/[.?!]+$/, (m) => (/\b(inc|co|corp|ltd|jr|sr)\.$/i.test(piece) ? m : ""));
    const name = trailingName(piece);
    if (name) return name;
    // a sentence ending without a name ("… auto liability and cargo. Address:"): look further back
    for (let j = i - 1; j >= 0; j--) {
      const earlier = pieces[j]!.text;
      if (
        earlier &&
        earlier.split(/\s+/).every((w) => capitalised(w) || CONNECTORS.has(w.toLowerCase())) &&
        !NOT_A_NAME.has(earlier)
      )
        return earlier;
    }
    return null;
  }
  return null;
}

/** The certificate holder: the name and US address the message (or an attachment) gives. */
function readHolder(sources: Array<{ from: string; text: string }>): ReadHolder | null {
  for (const source of sources) {
    const text = source.text.replace(/\r\n?/g, "\n");
    const tails = [...text.matchAll(STATE_ZIP)];
    for (const tail of tails) {
      const end = tail.index + tail[0].length;
      const stateAt = tail.index + tail[0].indexOf(tail[1]!);
      const start = Math.max(0, text.lastIndexOf("\n\n", stateAt - 1) + 1, stateAt - 400);
      const before = text.slice(start, stateAt);
      const streets = [...before.matchAll(STREET_START)].filter(
        (m) => !UNIT_BEFORE.test(before.slice(0, m.index + (m[0].length - m[1]!.length))),
      );
      const street = streets.at(-1);
      if (!street) continue;
      const streetAt = street.index + (street[0].length - street[1]!.length);
      const block = text.slice(start + streetAt, end);
      const parsed = parseParty(`Holder\n${block.trim()}`);
      const name = nameBefore(before.slice(0, streetAt));
      if (!parsed.ok) continue;
      return {
        name,
        address: { ...parsed.party.address, line2: parsed.party.address.line2 ?? null },
        additionalInsured: false,
        additionalInsuredWords: null,
        from: source.from,
      };
    }
  }
  return null;
}

/** The additional insured's name: the proper name before "as (an) additional insured", or "the name is X". */
function readAdditionalInsured(text: string): { name: string | null; words: string | null } {
  for (const sentence of sentences(text)) {
    const at = sentence.search(
      /\b(as (an? )?(additional|interested)|(wants?|asked|asks|needs?|would like|requires?) to be|named as|added as|additional[\s-]+insured endorsement)/i,
    );
    if (at < 0) continue;
    const head = sentence.slice(0, at);
    const names = properNames(head);
    const name = names.at(-1) ?? null;
    if (name) return { name, words: sentence };
    const named = /\b(?:name is|named|called)\s+([A-Z][\w&'.-]*(?:\s+(?:of|and|&|the|at)?\s*[A-Z][\w&'.-]*)*)/.exec(
      text,
    );
    if (named) return { name: named[1]!.replace(/[.,]$/, ""), words: named[0] };
    return { name: null, words: sentence };
  }
  return { name: null, words: null };
}

/** Runs of capitalised words (with "of", "&" between them) that are not sentence openers or line names. */
function properNames(text: string): string[] {
  const tokens = text.replace(/[(),]/g, " , ").split(/\s+/).filter(Boolean);
  const runs: string[][] = [];
  let run: string[] = [];
  const close = () => {
    while (run.length && CONNECTORS.has(run.at(-1)!.toLowerCase())) run.pop();
    while (run.length && (NAME_STOP.has(run[0]!.toLowerCase()) || NOT_A_NAME.has(run[0]!))) run.shift();
    if (run.length && !run.every((w) => NOT_A_NAME.has(w))) runs.push(run);
    run = [];
  };
  for (const token of tokens) {
    if (token === ",") {
      close();
      continue;
    }
    if (capitalised(token) && !/\d/.test(token)) run.push(token);
    else if (run.length && CONNECTORS.has(token.toLowerCase())) run.push(token);
    else close();
  }
  close();
  return runs.map((r) => r.join(" ").replace(/[,]$/, ""));
}

function cancellationOf(text: string, received: Date): NonNullable<RequestTyping["cancellation"]> {
  const reasons: Array<[CancelReasonCode, RegExp]> = [
    ["INSURED_CLOSED_BUSINESS", CLOSED_BUSINESS],
    ["INSURED_FOUND_BETTER_PRICE", BETTER_PRICE],
    ["INSURED_FOUND_BETTER_COVERAGE", BETTER_COVERAGE],
    ["INSURED_NONPAYMENT", NONPAYMENT],
    ["INSURED_NO_EXPOSURE", NO_EXPOSURE],
  ];
  const [reason, reasonWords] = reasons
    .map(([code, pattern]) => [code, firstMatch(pattern, text)] as const)
    .find(([, found]) => found) ?? ["OTHER" as const, null];
  const dates = explicitDates(text, received);
  const marked = dates.find((d) =>
    /\b(effective|as of|on|ending|end on|end|from|starting|until|after|by|through|close|closing|last day)\b[^.\n]{0,30}$/i.test(
      text.slice(Math.max(0, d.index - 40), d.index),
    ),
  );
  const relative = /\bat (the )?renewal\b/i.test(text) ? null : relativeDate(text, received);
  const chosen = marked ?? dates[0] ?? relative;
  return { reason, reasonWords, date: chosen?.iso ?? null, dateWords: chosen?.words ?? null };
}

function quoteLineOf(text: string): RequestTyping["quoteLine"] {
  let best: { line: string; words: string; index: number } | null = null;
  for (const [line, pattern] of LINES) {
    const m = pattern.exec(text);
    if (m && (!best || m.index < best.index)) best = { line, words: m[0], index: m.index };
  }
  return best ? { line: best.line, words: best.words } : { line: "other", words: null };
}

/** The sentences that ask, each with the sentence before it when it points back to it ("Are they covered…?"). */
function questionOf(text: string): string {
  const all = sentences(text);
  const asked = all.flatMap((s, i) =>
    !s.includes("?")
      ? []
      : i > 0 && !all[i - 1]!.includes("?") && /\b(they|them|it|that|this|those|these|he|she)\b/i.test(s)
        ? [all[i - 1]!, s]
        : [s],
  );
  if (asked.length) return asked.join(" ");
  return sentences(text).find((s) => !THANKS.test(s) && words(s) > 3) ?? text.trim().slice(0, 500);
}

// ---- the decision --------------------------------------------------------------------------

export function typeRequest(input: TypingInput): RequestTyping {
  const body = bodyOf(input.text);
  const subject = input.subject.replace(/^\s*((re|fw|fwd|aw)\s*:\s*)+/i, "");
  const said = `${subject}\n${body}`;
  const attachments = (input.attachments ?? []).filter((a) => a.text?.trim());
  const decided = decide(said, body, subject, input.receivedAt, "text");
  if (decided.type !== "OTHER" || !attachments.length || decided.evidence.length) return withData(decided, input, body);
  for (const attachment of attachments) {
    const fromFile = decide(attachment.text!, attachment.text!, "", input.receivedAt, "attachment");
    if (fromFile.type !== "OTHER") return withData(fromFile, input, body);
  }
  return withData(decided, input, body);
}

function decide(said: string, body: string, subject: string, received: Date, source: "text" | "attachment") {
  const evidence: TypingEvidence[] = [];
  const hit = (rule: string, words: string | null, type: ServiceRequestType) => {
    evidence.push({
      rule,
      words: words ?? "",
      source:
        source === "text" && subject.includes(words ?? "\u0000") && !body.includes(words ?? "\u0000")
          ? "subject"
          : source,
    });
    return { type, evidence, received };
  };
  const plain = body.replace(/\s+/g, " ").trim();
  if (
    source === "text" &&
    THANKS.test(plain) &&
    words(plain) <= 14 &&
    !plain.includes("?") &&
    !DOC_ASK.test(plain.replace(/^[^.!]*[.!]/, ""))
  )
    return hit("a thank-you or acknowledgement", firstMatch(THANKS, plain), "OTHER");
  const cert = firstMatch(CERT, said);
  if (cert && !CERT_DENIED.test(said)) return hit("a certificate is asked for", cert, "CREATE_CERTIFICATE");
  const ai = firstMatch(AI_ADD, said);
  if (ai) return hit("someone is to be added as an additional insured", ai, "ADD_ADDITIONAL_INSURED");
  const cancel = firstMatch(CANCEL, said);
  if (cancel) return hit("a policy is to be cancelled", cancel, "CANCEL_POLICY");
  if (DOC_ASK.test(said))
    for (const [kind, pattern] of DOCS) {
      const found = firstMatch(pattern, said);
      if (found)
        return hit(`a document is asked for (${kind.toLowerCase().replace(/_/g, " ")})`, found, "DOCUMENT_REQUEST");
    }
  const quote = firstMatch(QUOTE, said);
  if (quote) return hit("a price is asked for", quote, "QUOTE_REQUEST");
  for (const pattern of ENDORSE) {
    const found = firstMatch(pattern, said);
    if (found) return hit("a change to the policy is asked for", found, "ENDORSE_POLICY");
  }
  const claim = firstMatch(CLAIM, said);
  if (claim) return hit("a loss is reported (the agent takes claims)", claim, "OTHER");
  const meeting = firstMatch(MEETING, said);
  if (meeting) return hit("a meeting or a call is asked for", meeting, "OTHER");
  const question = sentences(body).find((s) => s.includes("?")) ?? firstMatch(ADVISE, body);
  if (question) return hit("a question is asked", question, "QUESTION");
  return { type: "OTHER" as ServiceRequestType, evidence, received };
}

function withData(
  decided: { type: ServiceRequestType; evidence: TypingEvidence[] },
  input: TypingInput,
  body: string,
): RequestTyping {
  const result: RequestTyping = { type: decided.type, evidence: decided.evidence, missing: [] };
  const attachmentTexts = (input.attachments ?? [])
    .filter((a) => a.text?.trim())
    .map((a) => ({ from: a.name, text: a.text! }));
  const all = [body, ...attachmentTexts.map((a) => a.text)].join("\n\n");
  switch (decided.type) {
    case "CREATE_CERTIFICATE": {
      const holder = readHolder([{ from: "message", text: body }, ...attachmentTexts]) ?? {
        name: null,
        address: null,
        additionalInsured: false,
        additionalInsuredWords: null,
        from: "message",
      };
      const denied = firstMatch(AI_DENIED, all);
      const wanted = firstMatch(AI_WORDS, all) ?? firstMatch(/\badditional(ly)?[\s-]+insureds?\b/i, all);
      holder.additionalInsured = Boolean(wanted) && !denied;
      holder.additionalInsuredWords = denied ?? wanted;
      if (!holder.name) result.missing.push("the certificate holder's name");
      if (!holder.address) result.missing.push("the certificate holder's address");
      result.holder = holder;
      break;
    }
    case "ADD_ADDITIONAL_INSURED": {
      result.additionalInsured = readAdditionalInsured(body);
      if (!result.additionalInsured.name) result.missing.push("the additional insured's name");
      break;
    }
    case "CANCEL_POLICY":
      result.cancellation = cancellationOf(`${input.subject}\n${body}`, input.receivedAt);
      if (!result.cancellation?.date) result.missing.push("the cancellation date");
      break;
    case "DOCUMENT_REQUEST": {
      const said = `${input.subject}\n${body}`;
      const found = DOCS.map(([kind, pattern]) => [kind, firstMatch(pattern, said)] as const).find(([, w]) => w);
      result.document = found ? { kind: found[0], words: found[1]! } : { kind: "OTHER", words: "" };
      break;
    }
    case "QUESTION":
      result.question = questionOf(body);
      break;
    case "QUOTE_REQUEST":
      result.quoteLine = quoteLineOf(`${body}\n${input.subject}`);
      break;
    default:
      break;
  }
  return result;
}

/** A document kind in the agent's words ("loss runs", "declarations page"). */
export function documentLabel(kind: DocumentKind): string {
  const labels: Record<DocumentKind, string> = {
    POLICY: "policy document",
    DECLARATIONS: "declarations page",
    ID_CARDS: "ID cards",
    INVOICE: "invoice",
    LOSS_RUNS: "loss runs",
    ENDORSEMENT: "endorsement",
    BINDER: "binder",
    APPLICATION: "application",
    QUOTE: "quote document",
    RECEIPT: "receipt",
    OTHER: "document",
  };
  return labels[kind];
}
