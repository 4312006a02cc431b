import { streamText } from "ai";
import type { Config } from "../../config.ts";
import { createLanguageModel } from "../../ai/models.ts";

/**
 * A knowledge base document's metadata: a title, a short summary and its purpose. The offline
 * engine takes them from the text itself (no invented facts); a configured model writes them.
 */

export interface KnowledgeMetadata {
  title: string | null;
  summary: string | null;
  purpose: string | null;
}

const MAX_TITLE = 120;
const MAX_SUMMARY = 400;
const MAX_PURPOSE = 300;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const clean = (line: string) => line.replace(/\s+/g, " ").trim();

/** A short line that reads as a heading: no sentence end, mostly words, a few of them. */
function isHeading(line: string): boolean {
  if (line.length < 3 || line.length > 80 || /[.;:,!]$/.test(line)) return false;
  const words = line.split(" ");
  if (words.length > 10 || !/[A-Za-z]{3}/.test(line)) return false;
  const letters = line.replace(/[^A-Za-z]/g, "").length;
  return letters / line.length > 0.6;
}

const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
const STREET =
  /^\d+\s+(?:[\w.'-]+\s+){0,5}(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|suite|ste|floor|way|parkway|pkwy|court|ct|plaza|highway|hwy|place|pl|square|sq)\b/i;
/**
 * A line that is not the document's words about itself: a phone, web or email line, an address,
 * a date on its own, a page or form-number footer, a letter's salutation or a cover's
 * "Prepared for:" label, a footnote.
 */
function isNoise(line: string): boolean {
  return (
    PHONE.test(line) ||
    /\bwww\.|https?:\/\/|[\w.+-]+@[\w-]+\.[\w.]+|\.(?:com|org|net)\b/i.test(line) ||
    STREET.test(line) ||
    /,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?$/.test(line) ||
    /^(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}[/-]\d{1,2}[/-]\d{2,4})$/.test(line) ||
    /^page\s+\d+$|\bpage\s+\d+\s+of\s+\d+\b/i.test(line) ||
    /^[A-Z]{2,3}(?:\s[A-Z])?\s?\d{2,4}(?:\s\d{2}){1,3}\b/.test(line) ||
    /^(?:dear|attn|attention|re|to|from|cc)\b\s*[:,]?/i.test(line) ||
    /^(?:prepared|presented|issued|provided) (?:for|by|to)\b/i.test(line) ||
    /^[*†‡]/.test(line)
  );
}

/**
 * A line or sentence that sells rather than says: a welcome or a thank-you, a slogan, a call to
 * action ("call us", "speak directly with…", "24 hours a day"), an exclamation, a trademark.
 */
const MARKETING =
  /\b(?:thank(?:s| you)|welcome|proud(?:ly)?|trusted|leading|leader|peace of mind|we(?:'re| are) here|partner(?:s|ship)?|call (?:us|now|today|immediately)|calling|visit us|speak (?:directly|with)|talk to|24\/7|24 hours a day|365 days|any hour|choos(?:e|ing)|chose|best-in-class|award|committed to|count on|matters most|family of)\b|[!®™]|\*$/i;

/** What the document says it is: a line naming a kind of document is its title before any other heading. */
const DOCUMENT_KIND =
  /\b(?:polic(?:y|ies)|declarations|quot(?:e|ation)|proposal|submission|binder|certificate|endorsements?|schedule|wording|guide(?:lines)?|manual|handbook|playbook|procedures?|process|checklist|bulletin|notice|contacts|directory|hours|appetite|agreement|contract|application|report|memo|sheet|letter|coverage|insurance)\b/i;
/** How far into the document its title is looked for (a cover page's lines). */
const TITLE_WINDOW = 12;

/** A name printed on its own line (a company's, as on a cover) or a signature line: no heading of the document's. */
const NAME_LINE =
  /\b(?:LLC|L\.L\.C|INC|CORP|CORPORATION|LTD|LLP|LP)\b\.?|authori[sz]ed (?:representative|signature)|\bsignature\b|[[\]{}]/i;

/** The document's own headings: heading-like lines that are not contact lines, footers, names or marketing. */
const ownHeadings = (lines: string[]) => [
  ...new Set(
    lines.filter((line) => isHeading(line) && !isNoise(line) && !NAME_LINE.test(line) && !MARKETING.test(line)),
  ),
];

/** The title: the first of its own headings that names what the document is, else its first own heading. */
function titleOf(lines: string[], headings: string[]): string | null {
  const early = new Set(lines.slice(0, 60));
  const candidates = headings.filter((heading) => early.has(heading)).slice(0, TITLE_WINDOW);
  const named = candidates.find((heading) => DOCUMENT_KIND.test(heading));
  if (named) return named;
  const subject = lines.slice(0, 60).find((line) => /^re\s*:/i.test(line));
  if (subject && subject.replace(/^re\s*:\s*/i, "").trim()) return `Re: ${subject.replace(/^re\s*:\s*/i, "").trim()}`;
  return candidates[0] ?? headings[0] ?? lines.find((line) => !isNoise(line) && !MARKETING.test(line)) ?? null;
}

/**
 * Sentences of the text that say something: read within runs of prose lines (an address, a phone
 * or a date line between them ends the run, so no sentence is made of them), long enough, mostly
 * words, and none that sells.
 */
function informativeSentences(text: string): string[] {
  const runs: string[][] = [[]];
  for (const line of text.split("\n").map(clean)) {
    if (!line || isHeading(line) || isNoise(line)) {
      if (runs.at(-1)!.length) runs.push([]);
      continue;
    }
    runs.at(-1)!.push(line);
  }
  return runs
    .flatMap((run) => run.join(" ").split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/))
    .map(clean)
    .filter(
      (sentence) =>
        sentence.length >= 30 && /[a-z]{3}/.test(sentence) && /[.!?]$/.test(sentence) && !MARKETING.test(sentence),
    );
}

/**
 * Extractive metadata, from the document's own words (issue 28: never from a marketing
 * sentence): its title, its first informative sentences as summary (or, with none, what its
 * headings say it covers), its next headings as purpose.
 */
export function extractiveMetadata(pages: Array<{ text: string }>): KnowledgeMetadata {
  const lines = pages.flatMap((page) => page.text.split("\n").map(clean)).filter(Boolean);
  const headings = ownHeadings(lines);
  const title = titleOf(lines, headings);
  const sentences = informativeSentences(pages.map((page) => page.text).join("\n"));
  let summary = "";
  for (const sentence of sentences) {
    if (summary && summary.length + sentence.length + 1 > MAX_SUMMARY) break;
    summary = summary ? `${summary} ${sentence}` : sentence;
    if (summary.length > 160) break;
  }
  const topics = headings.filter((heading) => heading !== title).slice(0, 5);
  if (!summary && topics.length) summary = `Covers ${topics.slice(0, 4).join("; ")}.`;
  const purpose = topics.length ? `Reference for ${topics.join("; ")}.` : title ? `Reference for ${title}.` : null;
  return {
    title: title ? clip(title, MAX_TITLE) : null,
    summary: summary ? clip(summary, MAX_SUMMARY) : null,
    purpose: purpose ? clip(purpose, MAX_PURPOSE) : null,
  };
}

const PROMPT = `You catalogue documents for an insurance agency's knowledge base.
Read the document below and answer with JSON only: {"title": "...", "summary": "...", "purpose": "..."}.
title: the document's own title as printed, from its title and headings (at most 10 words), never a slogan, a welcome, a call to action, an address or a phone line.
summary: two sentences on what it says, from its headings and content, not from marketing sentences.
purpose: one sentence on when an agent would use it. Use only what the document says.`;

/** Metadata written by the configured model from the document's first pages; null when it gives no usable JSON. */
export async function modelMetadata(
  config: Config,
  pages: Array<{ text: string }>,
  signal?: AbortSignal,
): Promise<KnowledgeMetadata | null> {
  const text = pages
    .map((page) => page.text)
    .join("\n\n")
    .slice(0, 12_000);
  let failure: unknown = null;
  const result = streamText({
    model: createLanguageModel(config),
    system: PROMPT,
    prompt: `Document:\n"""\n${text}\n"""`,
    // the extractive metadata stands in when the model fails: no retries, no stream error logged
    maxRetries: 0,
    abortSignal: signal,
    onError: ({ error }) => {
      failure = error;
    },
  });
  const answer = await Promise.resolve(result.text).catch((error: unknown) => {
    throw failure ?? error;
  });
  if (failure) throw failure;
  const json = answer.match(/\{[\s\S]*\}/)?.[0];
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as Record<string, unknown>;
    const field = (key: string, max: number) =>
      typeof parsed[key] === "string" && parsed[key].trim() ? clip(clean(parsed[key]), max) : null;
    const metadata = {
      title: field("title", MAX_TITLE),
      summary: field("summary", MAX_SUMMARY),
      purpose: field("purpose", MAX_PURPOSE),
    };
    return metadata.title || metadata.summary ? metadata : null;
  } catch {
    return null;
  }
}

/** The document's metadata: by the configured model unless CARA_MODEL is offline (extractive then, and as fallback). */
export async function documentMetadata(
  config: Config,
  pages: Array<{ text: string }>,
  log?: { warn(message: string, data?: Record<string, unknown>): void },
): Promise<KnowledgeMetadata> {
  const extractive = extractiveMetadata(pages);
  if (config.CARA_MODEL === "offline") return extractive;
  try {
    const written = await modelMetadata(config, pages, AbortSignal.timeout(config.CARA_MODEL_TIMEOUT_MS));
    if (written)
      return {
        title: written.title ?? extractive.title,
        summary: written.summary ?? extractive.summary,
        purpose: written.purpose ?? extractive.purpose,
      };
  } catch (error) {
    log?.warn("The model could not write a knowledge document's metadata; kept the extractive one", { error });
  }
  return extractive;
}
