import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type GraphQLFormattedError } from "graphql";

/** docs/product/live-updates.md: restart 1 s after the server completes a stream. */
export const RESTART_DELAY_MS = 1000;
/** On an error, wait 2^n s (n = errors in a row, from 0), at most 10 s. */
export const MAX_BACKOFF_MS = 10_000;
/** GraphQL error codes that retrying cannot fix: the stream stops. */
const PERMANENT_CODES = new Set(["UNAUTHENTICATED", "NOT_FOUND", "FORBIDDEN", "BAD_USER_INPUT"]);

export const backoffDelay = (errorsInARow: number) => Math.min(1000 * 2 ** errorsInARow, MAX_BACKOFF_MS);

export type LiveStatus =
  | { state: "connecting" }
  | { state: "live" }
  | { state: "waiting"; reason: "completed" | "error"; delayMs: number }
  | { state: "stopped"; code: string };

export interface LiveSubscriptionOptions<TData, TVariables> {
  document: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  onData(data: TData): void;
  onStatus?(status: LiveStatus): void;
  signal: AbortSignal;
  /** Where /graphql lives: same origin in the browser (CSP connect-src 'self'). */
  url?: string;
  headers?: Record<string, string>;
  /** Waits `ms` or until aborted (a test passes one that records the delays). */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

class PermanentError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Server-sent events of one response body: `{ event, data }` per blank-line-separated block. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const decoder = new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;
  const reader = body.pipeThrough(decoder).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value.replace(/\r\n?/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = "message";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
        }
        if (data.length > 0 || event !== "message") yield { event, data: data.join("\n") };
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** One stream, to its end. Throws on a network or protocol error, a PermanentError on a code retrying cannot fix. */
async function streamOnce<TData, TVariables>(
  options: LiveSubscriptionOptions<TData, TVariables>,
  on: { open(): void; data(): void },
): Promise<void> {
  const response = await fetch(options.url ?? "/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "text/event-stream", ...options.headers },
    body: JSON.stringify({ query: print(options.document), variables: options.variables }),
    signal: options.signal,
  });
  if (!response.ok || !response.body) throw new Error(`Subscription answered ${response.status}`);
  on.open();
  for await (const { event, data } of serverSentEvents(response.body)) {
    if (event === "complete") return;
    if (event !== "next") continue;
    const result = JSON.parse(data) as { data?: TData; errors?: GraphQLFormattedError[] };
    const code = result.errors?.map((error) => String(error.extensions?.code ?? "")).find(Boolean);
    if (code && PERMANENT_CODES.has(code)) throw new PermanentError(code);
    if (result.errors?.length) throw new Error(result.errors[0]!.message);
    if (result.data) {
      on.data();
      options.onData(result.data);
    }
  }
}

/**
 * Keeps a GraphQL subscription running over SSE until `signal` aborts: restarts 1 s after the
 * server completes it, backs off 2^n s (at most 10 s) after errors, stops on a permanent error.
 */
export async function runLiveSubscription<TData, TVariables>(
  options: LiveSubscriptionOptions<TData, TVariables>,
): Promise<void> {
  const { signal, onStatus } = options;
  const sleep = options.sleep ?? defaultSleep;
  let errorsInARow = 0;
  while (!signal.aborted) {
    onStatus?.({ state: "connecting" });
    let delayMs: number;
    let reason: "completed" | "error";
    try {
      await streamOnce(options, {
        open: () => onStatus?.({ state: "live" }),
        data: () => (errorsInARow = 0),
      });
      errorsInARow = 0;
      reason = "completed";
      delayMs = RESTART_DELAY_MS;
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof PermanentError) {
        onStatus?.({ state: "stopped", code: error.code });
        return;
      }
      reason = "error";
      delayMs = backoffDelay(errorsInARow++);
    }
    if (signal.aborted) return;
    onStatus?.({ state: "waiting", reason, delayMs });
    await sleep(delayMs, signal);
  }
}
