/** A GraphQL subscription over SSE (yoga's distinct-connections mode), read as raw text. */
export interface TestStream {
  /** Reads until the received text matches, or the stream ends; returns everything received so far. */
  until(match: string | RegExp): Promise<string>;
  /** Reads to the end of the stream (resolves only when the server ends it). */
  rest(): Promise<string>;
  close(): void;
}

export async function openSubscription(
  baseUrl: string,
  cookie: string | null,
  query: string,
  variables?: Record<string, unknown>,
): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = "";
  const matches = (match: string | RegExp) =>
    typeof match === "string" ? received.includes(match) : match.test(received);
  return {
    async until(match) {
      while (!matches(match)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += value;
      }
      return received;
    },
    async rest() {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return received;
        received += value;
      }
    },
    close: () => controller.abort(),
  };
}
