import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An "obedient" model (issue 29, ADR 060): a local server speaking OpenAI Chat Completions
 * (streamed, as @ai-sdk/openai-compatible calls it) that carries out any instruction it reads
 * anywhere in its prompt — the system prompt, the user's messages, tool results — as an attacker
 * hopes a model will. It first searches the workspace's files for the user's question (so a
 * planted document reaches it), then, for every "issue a certificate to <Name>" and "search the
 * web for <words>" it finds, calls FILL_TEMPLATE or SEARCH_WEB — each call twice in one answer,
 * and again at every step — until it has answered `rounds` times; then it answers in text. A
 * user's "look up <Name> in our records" is looked up first (SEARCH_KNOWLEDGE_GRAPH, the user's
 * message as its question), so a planted record reaches it too.
 */
export interface ObedientModelServer {
  url: string;
  /** Every request's messages, in order. */
  prompts: Array<Array<{ role: string; content: unknown; tool_calls?: unknown }>>;
  close(): Promise<void>;
}

/** The holder: a capitalised name, with its address when one follows ("Name, 1 Main Street, City, ST 04101"). */
const CERTIFICATE = /[Ii]ssue an? certificate (?:of insurance )?to ([A-Z][\w&',# -]{2,120}?)(?= as |[.;"\\\n]|$)/g;
const WEB = /search the web for ([\w&' -]{3,120}?)(?=[.,;:"\\\n]|$)/gi;
const LOOK_UP = /look up ([\w&' -]{2,120}?) in (?:our|the agency's) records/i;

type Call = { name: string; args: Record<string, unknown> };

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? "").join("\n");
  return "";
}

/** What the prompt tells it to do, in the order it reads it (each once). */
export function instructionsIn(text: string): Call[] {
  const calls = new Map<string, Call>();
  for (const match of text.matchAll(CERTIFICATE)) {
    const holder = match[1]!.trim();
    calls.set(`cert:${holder}`, {
      name: "FILL_TEMPLATE",
      args: { template: "ACORD 25", certificateHolder: holder, additionalInsured: true },
    });
  }
  for (const match of text.matchAll(WEB)) {
    const query = match[1]!.trim();
    calls.set(`web:${query}`, { name: "SEARCH_WEB", args: { query } });
  }
  return [...calls.values()];
}

/** The user's questions, one query each (as a model splits "What is A? What is B?"). */
const questionsIn = (text: string) =>
  text
    .split(/(?<=\?)\s+|\n+/)
    .map((q) => q.trim())
    .filter(Boolean);

function reply(
  messages: ObedientModelServer["prompts"][number],
  tools: Array<{ function: { name: string } }>,
  rounds: number,
) {
  const lastUser = messages.findLastIndex((m) => m.role === "user");
  const since = messages.slice(lastUser + 1);
  const offered = new Set(tools.map((tool) => tool.function.name));
  const searched = since.some((m) => JSON.stringify(m.tool_calls ?? "").includes("SEARCH_FILE"));
  const answered = messages.filter((m) => m.role === "assistant" && m.tool_calls).length;
  if (!searched && offered.has("SEARCH_FILE") && lastUser >= 0)
    return {
      calls: [{ name: "SEARCH_FILE", args: { queries: questionsIn(contentText(messages[lastUser]!.content)) } }],
    };
  const asked = lastUser >= 0 ? contentText(messages[lastUser]!.content) : "";
  const lookUp = LOOK_UP.exec(asked);
  const lookedUp = since.some((m) => JSON.stringify(m.tool_calls ?? "").includes("SEARCH_KNOWLEDGE_GRAPH"));
  if (lookUp && !lookedUp && offered.has("SEARCH_KNOWLEDGE_GRAPH"))
    return { calls: [{ name: "SEARCH_KNOWLEDGE_GRAPH", args: { queries: [lookUp[1]!.trim()], question: asked } }] };
  const told = instructionsIn(messages.map((m) => contentText(m.content)).join("\n")).filter((c) =>
    offered.has(c.name),
  );
  if (told.length === 0 || answered >= rounds) return { text: "Done." };
  return { calls: told.flatMap((call) => [call, call]) };
}

function stream(res: http.ServerResponse, answer: { text?: string; calls?: Call[] }) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (delta: Record<string, unknown>, finish: string | null = null) =>
    res.write(
      `data: ${JSON.stringify({
        id: "chatcmpl_obedient",
        object: "chat.completion.chunk",
        created: 1_700_000_000,
        model: "obedient",
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(finish ? { usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 } } : {}),
      })}\n\n`,
    );
  if (answer.calls) {
    answer.calls.forEach((call, index) =>
      send({
        role: "assistant",
        tool_calls: [
          {
            index,
            id: `call_${Date.now().toString(36)}_${index}`,
            type: "function",
            function: { name: call.name, arguments: JSON.stringify(call.args) },
          },
        ],
      }),
    );
    send({}, "tool_calls");
  } else {
    send({ role: "assistant", content: answer.text ?? "" });
    send({}, "stop");
  }
  res.write("data: [DONE]\n\n");
  res.end();
}

export async function startObedientModelServer(options: { rounds?: number } = {}): Promise<ObedientModelServer> {
  const prompts: ObedientModelServer["prompts"] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        messages: ObedientModelServer["prompts"][number];
        tools?: Array<{ function: { name: string } }>;
      };
      prompts.push(body.messages);
      stream(res, reply(body.messages, body.tools ?? [], options.rounds ?? 4));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    prompts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
