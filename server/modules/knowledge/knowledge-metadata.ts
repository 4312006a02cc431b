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
  if (line.length < 3 || line.length > 80 || /[.;:,]$/.test(line)) return false;
  const words = line.split(" ");
  if (words.length > 10 || !/[A-Za-z]{3}/.test(line)) return false;
  const letters = line.replace(/[^A-Za-z]/g, "").length;
  return letters / line.length > 0.6;
}

/** Sentences of the text that say something: long enough, mostly words. */
function informativeSentences(text: string): string[] {
  return text
    .split("\n")
    .map(clean)
    .filter((line) => !isHeading(line))
    .join(" ")
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map(clean)
    .filter((sentence) => sentence.length >= 30 && /[a-z]{3}/.test(sentence) && /[.!?]$/.test(sentence));
}

/** Extractive metadata: the first heading as title, the first informative sentences as summary, the headings as purpose. */
export function extractiveMetadata(pages: Array<{ text: string }>): KnowledgeMetadata {
  const lines = pages.flatMap((page) => page.text.split("\n").map(clean)).filter(Boolean);
  const headings = [...new Set(lines.filter(isHeading))];
  const title = headings[0] ?? lines[0] ?? null;
  const sentences = informativeSentences(pages.map((page) => page.text).join("\n"));
  let summary = "";
  for (const sentence of sentences) {
    if (summary && summary.length + sentence.length + 1 > MAX_SUMMARY) break;
    summary = summary ? `${summary} ${sentence}` : sentence;
    if (summary.length > 160) break;
  }
  const topics = headings.slice(1, 6);
  const purpose = topics.length ? `Reference for ${topics.join("; ")}.` : title ? `Reference for ${title}.` : null;
  return {
    title: title ? clip(title, MAX_TITLE) : null,
    summary: summary ? clip(summary, MAX_SUMMARY) : null,
    purpose: purpose ? clip(purpose, MAX_PURPOSE) : null,
  };
}

const PROMPT = `You catalogue documents for an insurance agency's knowledge base.
Read the document below and answer with JSON only: {"title": "...", "summary": "...", "purpose": "..."}.
title: the document's own title (at most 10 words). summary: two sentences on what it says.
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
