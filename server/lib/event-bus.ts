import { EventEmitter } from "node:events";
import type pg from "pg";
import type { Logger } from "./logger.ts";
import type { Topic, TopicPayload } from "./topics.ts";

const CHANNEL = "cara_events";
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the same limit holds in one process. */
export const MAX_EVENT_BYTES = 7999;

/**
 * Live updates for GraphQL subscriptions, on typed, agency-scoped topics (server/lib/topics.ts).
 * In one process an EventEmitter carries them; on PostgreSQL, publications go through NOTIFY
 * and every process LISTENs, so a separate worker's events reach the web processes.
 */
export interface EventBus {
  /** Validates the payload against the topic's schema and its size against the NOTIFY limit. */
  publish<T extends Topic>(topic: T, payload: TopicPayload<T>): Promise<void>;
  /** Calls `handler` synchronously, in publication order, for each event of the agency. Returns the unsubscribe. */
  listen<T extends Topic>(topic: T, agencyId: string, handler: (payload: TopicPayload<T>) => void): () => void;
  subscribe<T extends Topic>(topic: T, agencyId: string, signal?: AbortSignal): AsyncIterable<TopicPayload<T>>;
  close(): Promise<void>;
}

export class LiveEventError extends Error {
  override name = "LiveEventError";
}

const keyOf = (topic: string, agencyId: string) => `${topic}\u0000${agencyId}`;

/** The NOTIFY text of an event, or a clear error when the payload is invalid or too large. */
export function encodeEvent<T extends Topic>(topic: T, payload: TopicPayload<T>): string {
  const parsed = topic.schema.safeParse(payload);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "payload"}: ${issue.message}`);
    throw new LiveEventError(`Live event "${topic.name}" does not match its schema (${issues.join("; ")})`);
  }
  const text = JSON.stringify({ topic: topic.name, payload: parsed.data });
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_EVENT_BYTES) {
    throw new LiveEventError(
      `Live event "${topic.name}" is ${bytes} bytes; PostgreSQL NOTIFY carries at most ${MAX_EVENT_BYTES}. ` +
        "Publish ids and deltas and read the state back from the database.",
    );
  }
  return text;
}

interface Envelope {
  topic: string;
  payload: { agencyId?: unknown };
}

function createDispatcher(log?: Logger) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);

  function dispatch(text: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch (error) {
      log?.warn("Dropped a malformed live event", { error });
      return;
    }
    const agencyId = envelope?.payload?.agencyId;
    if (typeof envelope?.topic !== "string" || typeof agencyId !== "string") {
      log?.warn("Dropped a live event without topic or agency");
      return;
    }
    emitter.emit(keyOf(envelope.topic, agencyId), envelope.payload);
  }

  function listen<T extends Topic>(topic: T, agencyId: string, handler: (payload: TopicPayload<T>) => void) {
    const key = keyOf(topic.name, agencyId);
    const listener = (raw: unknown) => {
      const parsed = topic.schema.safeParse(raw);
      if (parsed.success) handler(parsed.data as TopicPayload<T>);
      else log?.warn("Dropped a live event that does not match its topic", { topic: topic.name });
    };
    emitter.on(key, listener);
    return () => void emitter.off(key, listener);
  }

  function subscribe<T extends Topic>(
    topic: T,
    agencyId: string,
    signal?: AbortSignal,
  ): AsyncIterable<TopicPayload<T>> {
    return {
      async *[Symbol.asyncIterator]() {
        if (signal?.aborted) return;
        const queue: Array<TopicPayload<T>> = [];
        let wake: (() => void) | null = null;
        const stop = listen(topic, agencyId, (payload) => {
          queue.push(payload);
          wake?.();
        });
        const onAbort = () => wake?.();
        signal?.addEventListener("abort", onAbort);
        try {
          while (!signal?.aborted) {
            const next = queue.shift();
            if (next !== undefined) yield next;
            else await new Promise<void>((resolve) => (wake = resolve));
            wake = null;
          }
        } finally {
          stop();
          signal?.removeEventListener("abort", onAbort);
        }
      },
    };
  }

  return { emitter, dispatch, listen, subscribe };
}

export function createLocalEventBus(log?: Logger): EventBus {
  const dispatcher = createDispatcher(log);
  return {
    async publish(topic, payload) {
      dispatcher.dispatch(encodeEvent(topic, payload));
    },
    listen: dispatcher.listen,
    subscribe: dispatcher.subscribe,
    async close() {
      dispatcher.emitter.removeAllListeners();
    },
  };
}

export async function createPostgresEventBus(
  connectListener: () => Promise<pg.Client>,
  notify: (channel: string, payload: string) => Promise<unknown>,
  log: Logger,
): Promise<EventBus> {
  const dispatcher = createDispatcher(log);
  const listener = await connectListener();
  listener.on("notification", (message) => {
    if (message.channel === CHANNEL && message.payload) dispatcher.dispatch(message.payload);
  });
  listener.on("error", (error) => log.error("Event listener connection failed", { error }));
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(topic, payload) {
      await notify(CHANNEL, encodeEvent(topic, payload));
    },
    listen: dispatcher.listen,
    subscribe: dispatcher.subscribe,
    async close() {
      dispatcher.emitter.removeAllListeners();
      await listener.end();
    },
  };
}
