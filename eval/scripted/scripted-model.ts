// The scripted model of the loop evaluation: what a competent model does with Cara's tools on a
// question about the workspace's file, written down as a script the fake OpenAI-compatible server
// (tests/support/fake-openai-server.ts) answers with. It reads the request as a model does — the
// user's question and the tools' answers in the conversation — picks the tool and its arguments,
// and writes its answer only from the tool's cited output (its [n] marks kept): it knows no
// insurance and reads no page itself, so every value it states is one a tool gave it.
import { unquoteMaterial } from "../../server/ai/quoted-material.ts";
import type { SearchFileOutput } from "../../server/ai/tool-contract.ts";
import type { ModelReply, RecordedRequest } from "../../tests/support/fake-model-script.ts";

/**
 * How the script words its search (the request's model id names it):
 * - `question`: the user's question as the one query (a model that passes the words on);
 * - `keywords`: the question's content words ("general liability policy number"), the words a
 *   policy would use, as the tool's description asks; when that finds nothing, one more search
 *   with the user's own question before saying it was not found.
 */
export const STRATEGIES = ["question", "keywords"] as const;
export type Strategy = (typeof STRATEGIES)[number];

interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | Array<{ type: string; text?: string }> | null;
}

const textOf = (content: ChatMessage["content"]) =>
  typeof content === "string" ? content : (content ?? []).map((part) => part.text ?? "").join("\n");

/** Words a question is asked with, not what it asks about. */
const QUESTION_WORDS = new Set(
  (
    "who what which when where why how is are was were does do did the a an of on in at by for to this that these " +
    "those it its there shown show shows listed list stated state given say says written printed provided under " +
    "with as be can please tell me us our i you your document file page attached"
  ).split(" "),
);

/** The question's content words: "Who is the named insured on this certificate?" → "named insured certificate". */
export function keywordsOf(question: string): string {
  const words = question
    .replace(/[?!.]+$/g, "")
    .split(/\s+/)
    .filter((word) => word && !QUESTION_WORDS.has(word.toLowerCase().replace(/[^a-z']/g, "")));
  const query = words
    .join(" ")
    .replace(/[?,;]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return query.length >= 2 ? query : question;
}

const search = (query: string, n: number): ModelReply => ({
  kind: "tool-call",
  name: "SEARCH_FILE",
  args: { queries: [query] },
  id: `call_${n}`,
});

/** The script's next reply to a Chat Completions request. */
export function scriptedReply(request: RecordedRequest): ModelReply {
  const strategy = String(request.body?.model ?? "question") as Strategy;
  const messages = (request.body?.messages ?? []) as ChatMessage[];
  const lastUser = messages.findLastIndex((m) => m.role === "user");
  const question = textOf(messages[lastUser]?.content ?? "").trim();
  const outputs = messages
    .slice(lastUser + 1)
    .filter((m) => m.role === "tool")
    .map((m) => unquoteMaterial(textOf(m.content)) as SearchFileOutput | undefined);
  if (outputs.length === 0) return search(strategy === "keywords" ? keywordsOf(question) : question, 1);
  const results = outputs.at(-1)?.results ?? [];
  const found = results.filter((result) => result.found);
  if (!found.length && strategy === "keywords" && outputs.length === 1 && keywordsOf(question) !== question)
    return search(question, 2);
  // the answer is the tool's cited answer, its [n] marks kept; nothing found: the tool's own words
  const text = found.length ? found.map((result) => result.answer).join("\n\n") : (results[0]?.answer ?? "");
  return { kind: "text", text: text || "I did not find it in the file." };
}
