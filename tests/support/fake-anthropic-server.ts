import type http from "node:http";
import { chunksOf, sse, startFakeModelServer, type FakeModelServer, type ModelReply } from "./fake-model-script.ts";

/**
 * A local stand-in for Anthropic's Messages API as @ai-sdk/anthropic 3 calls it:
 * `POST /v1/messages` with `x-api-key` and `anthropic-version`, streamed as Anthropic's events
 * (message_start, content_block_start/delta/stop with text_delta or tool_use input_json_delta,
 * message_delta, message_stop), errors in `{ type: "error", error: { type, message } }`.
 */
export const FAKE_ANTHROPIC_KEY = "sk-ant-fake";

const errorTypes: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  404: "not_found_error",
  429: "rate_limit_error",
  529: "overloaded_error",
};

function anthropicError(
  res: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify({ type: "error", error: { type: errorTypes[status] ?? "api_error", message } }));
}

function messagesStream(
  res: http.ServerResponse,
  reply: Exclude<ModelReply, { kind: "status" | "hang" }>,
  model: string,
) {
  const e = (type: string, data: Record<string, unknown>) => ({ event: type, data: { type, ...data } });
  const start = e("message_start", {
    message: {
      id: "msg_1",
      type: "message",
      role: "assistant",
      content: [],
      model,
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 42, output_tokens: 1 },
    },
  });
  const blocks =
    reply.kind === "tool-call"
      ? (() => {
          const args = JSON.stringify(reply.args);
          const half = Math.ceil(args.length / 2);
          return [
            e("content_block_start", {
              index: 0,
              content_block: { type: "tool_use", id: reply.id ?? "toolu_1", name: reply.name, input: {} },
            }),
            e("content_block_delta", {
              index: 0,
              delta: { type: "input_json_delta", partial_json: args.slice(0, half) },
            }),
            e("content_block_delta", { index: 0, delta: { type: "input_json_delta", partial_json: args.slice(half) } }),
            e("content_block_stop", { index: 0 }),
          ];
        })()
      : [
          e("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
          ...chunksOf(reply.text).map((text) =>
            e("content_block_delta", { index: 0, delta: { type: "text_delta", text } }),
          ),
          e("content_block_stop", { index: 0 }),
        ];
  sse(res, [
    start,
    { event: "ping", data: { type: "ping" } },
    ...blocks,
    e("message_delta", {
      delta: { stop_reason: reply.kind === "tool-call" ? "tool_use" : "end_turn", stop_sequence: null },
      usage: { output_tokens: 7 },
    }),
    e("message_stop", {}),
  ]);
}

export function startFakeAnthropicServer(): Promise<FakeModelServer> {
  return startFakeModelServer({
    routes: ["/v1/messages"],
    authorized: (headers) =>
      headers["x-api-key"] === FAKE_ANTHROPIC_KEY && typeof headers["anthropic-version"] === "string",
    error: anthropicError,
    write: (res, reply, request) => {
      if (reply.kind === "status" || reply.kind === "hang") return;
      if (request.body?.stream !== true) return anthropicError(res, 400, "This fake answers streamed requests only");
      messagesStream(res, reply, String(request.body?.model ?? "unknown"));
    },
  });
}
