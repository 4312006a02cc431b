import { EventEmitter } from "node:events";
import type pg from "pg";
import type { DatabaseHealth } from "../db/health.ts";
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
  /**
   * The agency's events of `topic` until `signal` aborts. When events may have been missed (the
   * listener's connection to PostgreSQL came back after a loss, ADR 059), the stream yields
   * `options.resync` as if it had arrived, so the subscriber reads its state again; without
   * one, the stream ends (a GraphQL subscription completes and the client subscribes again).
   */
  subscribe<T extends Topic>(
    topic: T,
    agencyId: string,
    signal?: AbortSignal,
    options?: SubscribeOptions<T>,
  ): AsyncIterable<TopicPayload<T>>;
  close(): Promise<void>;
}

export interface SubscribeOptions<T extends Topic> {
  /** The event to deliver when events may have been missed. */
  resync?: TopicPayload<T>;
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

  /** The open streams' reactions to missed events. */
  const resyncs = new Set<() => void>();

  function subscribe<T extends Topic>(
    topic: T,
    agencyId: string,
    signal?: AbortSignal,
    options: SubscribeOptions<T> = {},
  ): AsyncIterable<TopicPayload<T>> {
    return {
      async *[Symbol.asyncIterator]() {
        if (signal?.aborted) return;
        const queue: Array<TopicPayload<T>> = [];
        let wake: (() => void) | null = null;
        let ended = false;
        const stop = listen(topic, agencyId, (payload) => {
          queue.push(payload);
          wake?.();
        });
        const resync = () => {
          if (options.resync === undefined) ended = true;
          else if (!queue.includes(options.resync)) queue.push(options.resync);
          wake?.();
        };
        resyncs.add(resync);
        const onAbort = () => wake?.();
        signal?.addEventListener("abort", onAbort);
        try {
          while (!signal?.aborted) {
            const next = queue.shift();
            if (next !== undefined) yield next;
            else if (ended) return;
            else await new Promise<void>((resolve) => (wake = resolve));
            wake = null;
          }
        } finally {
          stop();
          resyncs.delete(resync);
          signal?.removeEventListener("abort", onAbort);
        }
      },
    };
  }

  /** Tells every open stream that events may have been missed. */
  function resyncAll() {
    for (const resync of [...resyncs]) resync();
  }

  return { emitter, dispatch, listen, subscribe, resyncAll };
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

export interface PostgresEventBusOptions {
  /** Delays before reconnecting the listener: doubling from `minMs`, at most `maxMs`. */
  reconnect?: { minMs: number; maxMs: number };
  /** Tries to reconnect at once when the database is reachable again. */
  health?: DatabaseHealth;
}

/**
 * The bus over LISTEN/NOTIFY. Its listener connection is kept (ADR 059): when it is lost (the
 * server stopped, a network cut), it reconnects with backoff — at once when the database is
 * reachable again — and, since NOTIFYs sent meanwhile reached no one, tells every open stream
 * to read its state again (`subscribe`'s `resync`).
 */
export async function createPostgresEventBus(
  connectListener: () => Promise<pg.Client>,
  notify: (channel: string, payload: string) => Promise<unknown>,
  log: Logger,
  options: PostgresEventBusOptions = {},
): Promise<EventBus> {
  const { minMs, maxMs } = options.reconnect ?? { minMs: 500, maxMs: 10_000 };
  const dispatcher = createDispatcher(log);
  let listener: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  async function open(): Promise<pg.Client> {
    const client = await connectListener();
    client.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload) dispatcher.dispatch(message.payload);
    });
    client.on("error", (error) => log.warn("Event listener connection lost", { error: String(error) }));
    client.on("end", () => {
      if (listener !== client) return;
      listener = null;
      if (!closed) reconnectLater();
    });
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  function reconnectNow() {
    if (closed || listener || connecting) return;
    if (timer) clearTimeout(timer);
    timer = null;
    connecting = open().then(
      (client) => {
        connecting = null;
        if (closed) return void client.end().catch(() => {});
        listener = client;
        log.info("Event listener reconnected", { after: failures });
        failures = 0;
        dispatcher.resyncAll();
      },
      () => {
        connecting = null;
        failures++;
        reconnectLater();
      },
    );
  }

  function reconnectLater() {
    if (closed || timer || connecting) return;
    timer = setTimeout(
      () => {
        timer = null;
        reconnectNow();
      },
      Math.min(maxMs, minMs * 2 ** failures),
    );
    timer.unref();
  }

  listener = await open();
  const stopWatching = options.health?.onChange((available) => {
    if (available) reconnectNow();
  });
  return {
    async publish(topic, payload) {
      await notify(CHANNEL, encodeEvent(topic, payload));
    },
    listen: dispatcher.listen,
    subscribe: dispatcher.subscribe,
    async close() {
      closed = true;
      stopWatching?.();
      if (timer) clearTimeout(timer);
      await connecting?.catch(() => {});
      dispatcher.emitter.removeAllListeners();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
