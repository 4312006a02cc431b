import { BenchmarkError } from "./measure.ts";

/** A GraphQL subscription over SSE (yoga's distinct-connections mode), one pushed result at a time. */
export interface Watch<T> {
  /** The next pushed value of the field; fails after `timeoutMs`, on a GraphQL error or when the stream ends. */
  next(timeoutMs: number): Promise<T>;
  close(): void;
}

export async function openWatch<T>(
  session: { baseUrl: string; cookie: string },
  query: string,
  variables: Record<string, unknown>,
  field: string,
): Promise<Watch<T>> {
  const controller = new AbortController();
  const response = await fetch(`${session.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", cookie: session.cookie },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new BenchmarkError(`Subscription answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const pending: T[] = [];

  /** Moves every complete SSE event in the buffer to `pending`. */
  const drain = () => {
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trim())
        .join("\n");
      if (!data) continue;
      const payload = JSON.parse(data) as { data?: Record<string, T>; errors?: Array<{ message: string }> };
      if (payload.errors?.length) throw new BenchmarkError(`Subscription error: ${payload.errors[0]!.message}`);
      if (payload.data?.[field]) pending.push(payload.data[field]);
    }
  };

  return {
    async next(timeoutMs) {
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        while (pending.length === 0) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) throw new BenchmarkError(`No live event within ${timeoutMs} ms (or the stream ended)`);
          buffer += value;
          drain();
        }
        return pending.shift()!;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => controller.abort(),
  };
}
