import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What a fake model server answers to the next request: a tool call, streamed text, an HTTP
 * error, or nothing at all (a server that hangs). Shared by the OpenAI and Anthropic fakes.
 */
export type ModelReply =
  | { kind: "tool-call"; name: string; args: unknown; id?: string }
  | { kind: "text"; text: string }
  | { kind: "status"; status: number; message: string; headers?: Record<string, string> }
  | { kind: "hang" };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** A reply made from the request itself: a scripted model that reads what the tools answered (eval/scripted/). */
export type Responder = (request: RecordedRequest) => ModelReply;

export interface FakeModelServer {
  url: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; when they run out the responder answers, else the server answers 500. */
  script(...replies: Array<ModelReply | Responder>): void;
  /** Answers every request the script leaves unanswered from the request itself (null: 500 again). */
  respondWith(responder: Responder | null): void;
  close(): Promise<void>;
}

export type ReplyWriter = (res: http.ServerResponse, reply: ModelReply, request: RecordedRequest) => void;

/** Splits text into the small deltas a provider streams. */
export const chunksOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export function sse(res: http.ServerResponse, events: Array<{ event?: string; data: unknown }>) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const { event, data } of events) {
    res.write(`${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
  }
  res.end();
}

/**
 * A local HTTP server for a model provider: `routes` names the paths it answers, `authorized`
 * checks the key as the provider does, `write` turns a scripted reply into that provider's protocol.
 */
export async function startFakeModelServer(options: {
  routes: string[];
  authorized: (headers: http.IncomingHttpHeaders) => boolean;
  error: (res: http.ServerResponse, status: number, message: string, headers?: Record<string, string>) => void;
  write: ReplyWriter;
  /** Paths answered at once by `answer` (deterministic endpoints such as embeddings), not from the script. */
  unscripted?: Record<string, (res: http.ServerResponse, request: RecordedRequest) => void>;
}): Promise<FakeModelServer> {
  const queue: Array<ModelReply | Responder> = [];
  let responder: Responder | null = null;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      if (req.method !== "POST" || !(options.routes.includes(path) || options.unscripted?.[path]))
        return options.error(res, 404, `No route ${req.method} ${path}`);
      if (!options.authorized(req.headers)) return options.error(res, 401, "Invalid API key");
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return options.error(res, 400, "Body is not JSON");
      }
      const request = { path, headers: req.headers, body };
      requests.push(request);
      const direct = options.unscripted?.[path];
      if (direct) return direct(res, request);
      const next = queue.shift() ?? responder;
      let reply: ModelReply;
      try {
        reply =
          typeof next === "function"
            ? next(request)
            : (next ?? { kind: "status", status: 500, message: "No scripted reply" });
      } catch (error) {
        reply = { kind: "status", status: 500, message: `The scripted model failed: ${String(error)}` };
      }
      if (reply.kind === "hang") {
        hanging.add(res);
        return;
      }
      if (reply.kind === "status") return options.error(res, reply.status, reply.message, reply.headers);
      options.write(res, reply, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => void queue.push(...replies),
    respondWith: (next) => void (responder = next),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
