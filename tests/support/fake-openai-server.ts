import type http from "node:http";
import {
  chunksOf,
  sse,
  startFakeModelServer,
  type FakeModelServer,
  type ModelReply,
  type RecordedRequest,
} from "./fake-model-script.ts";

/**
 * A local stand-in for the OpenAI API as @ai-sdk/openai 3 and @ai-sdk/openai-compatible 2 call
 * it: `POST /v1/responses` (the Responses API, which `openai(model)` uses) and
 * `POST /v1/chat/completions` (Chat Completions, which OpenAI-compatible servers speak), both
 * streamed as server-sent events with function calls, Bearer keys checked, errors in OpenAI's
 * `{ error: { message, type, code } }` body; and `POST /v1/embeddings`, answered at once (not
 * scripted) with deterministic vectors (`fakeEmbedding`).
 */
export const FAKE_OPENAI_KEY = "sk-fake-openai";

function openaiError(res: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(
    JSON.stringify({ error: { message, type: status === 429 ? "rate_limit_exceeded" : "server_error", code: null } }),
  );
}

const usage = {
  input_tokens: 42,
  input_tokens_details: { cached_tokens: 0 },
  output_tokens: 7,
  output_tokens_details: { reasoning_tokens: 0 },
  total_tokens: 49,
};

function responsesStream(
  res: http.ServerResponse,
  reply: Exclude<ModelReply, { kind: "status" | "hang" }>,
  model: string,
) {
  let seq = 0;
  const event = (data: Record<string, unknown>) => ({ data: { ...data, sequence_number: seq++ } });
  const created = event({
    type: "response.created",
    response: { id: "resp_1", created_at: 1_700_000_000, model, service_tier: null },
  });
  if (reply.kind === "tool-call") {
    const item = { type: "function_call", id: "fc_1", call_id: reply.id ?? "call_1", name: reply.name, arguments: "" };
    const args = JSON.stringify(reply.args);
    return sse(res, [
      created,
      event({ type: "response.output_item.added", output_index: 0, item }),
      event({ type: "response.function_call_arguments.delta", item_id: "fc_1", output_index: 0, delta: args }),
      event({
        type: "response.output_item.done",
        output_index: 0,
        item: { ...item, arguments: args, status: "completed" },
      }),
      event({ type: "response.completed", response: { incomplete_details: null, usage } }),
    ]);
  }
  return sse(res, [
    created,
    event({ type: "response.output_item.added", output_index: 0, item: { type: "message", id: "msg_1" } }),
    ...chunksOf(reply.text).map((delta) =>
      event({ type: "response.output_text.delta", item_id: "msg_1", output_index: 0, content_index: 0, delta }),
    ),
    event({ type: "response.output_item.done", output_index: 0, item: { type: "message", id: "msg_1" } }),
    event({ type: "response.completed", response: { incomplete_details: null, usage } }),
  ]);
}

function chatStream(res: http.ServerResponse, reply: Exclude<ModelReply, { kind: "status" | "hang" }>, model: string) {
  const chunk = (
    delta: Record<string, unknown>,
    finish: string | null = null,
    extra: Record<string, unknown> = {},
  ) => ({
    data: {
      id: "chatcmpl_1",
      object: "chat.completion.chunk",
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
      ...extra,
    },
  });
  const end = { data: "[DONE]" };
  const usageChunk = { usage: { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 } };
  if (reply.kind === "tool-call") {
    const args = JSON.stringify(reply.args);
    const half = Math.ceil(args.length / 2);
    const call = (fields: Record<string, unknown>) => ({ tool_calls: [{ index: 0, ...fields }] });
    return sse(res, [
      chunk({
        role: "assistant",
        content: null,
        ...call({
          id: reply.id ?? "call_1",
          type: "function",
          function: { name: reply.name, arguments: args.slice(0, half) },
        }),
      }),
      chunk(call({ function: { arguments: args.slice(half) } })),
      chunk({}, "tool_calls", usageChunk),
      end,
    ]);
  }
  return sse(res, [
    chunk({ role: "assistant", content: "" }),
    ...chunksOf(reply.text).map((content) => chunk({ content })),
    chunk({}, "stop", usageChunk),
    end,
  ]);
}

/** Length of the fake embeddings. */
export const FAKE_EMBEDDING_DIMENSIONS = 64;

/**
 * A deterministic embedding: hashed bag of words (each word's first five letters counted in one
 * of FAKE_EMBEDDING_DIMENSIONS buckets), unit length. Texts that share words are near.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let hash = 2166136261;
    for (const char of word.slice(0, 5)) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    vector[hash % FAKE_EMBEDDING_DIMENSIONS]! += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((x) => x / norm);
}

/** `POST /v1/embeddings` as OpenAI answers it: one fake embedding per input, in order. */
function embeddings(res: http.ServerResponse, request: RecordedRequest) {
  const input: unknown = request.body?.input;
  const values = Array.isArray(input) ? input.map(String) : [String(input ?? "")];
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      object: "list",
      data: values.map((value, index) => ({ object: "embedding", index, embedding: fakeEmbedding(value) })),
      model: String(request.body?.model ?? "unknown"),
      usage: { prompt_tokens: values.length * 8, total_tokens: values.length * 8 },
    }),
  );
}

export function startFakeOpenAIServer(options: { apiKey?: string | null } = {}): Promise<FakeModelServer> {
  const key = options.apiKey === undefined ? FAKE_OPENAI_KEY : options.apiKey;
  return startFakeModelServer({
    routes: ["/v1/responses", "/v1/chat/completions"],
    unscripted: { "/v1/embeddings": embeddings },
    authorized: (headers) => key === null || headers.authorization === `Bearer ${key}`,
    error: openaiError,
    write: (res, reply, request) => {
      if (reply.kind === "status" || reply.kind === "hang") return;
      const model = String(request.body?.model ?? "unknown");
      if (request.body?.stream !== true) return openaiError(res, 400, "This fake answers streamed requests only");
      if (request.path === "/v1/responses") responsesStream(res, reply, model);
      else chatStream(res, reply, model);
    },
  });
}
