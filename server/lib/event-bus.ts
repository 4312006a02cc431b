import { EventEmitter, on } from "node:events";
import type pg from "pg";
import type { Logger } from "./logger.ts";

const CHANNEL = "cara_events";

/**
 * Live updates for GraphQL subscriptions. In one process an EventEmitter carries them;
 * on PostgreSQL, publications go through NOTIFY and every process LISTENs, so a separate
 * worker's events reach the web processes.
 */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe<T>(topic: string, signal?: AbortSignal): AsyncIterable<T>;
  close(): Promise<void>;
}

function subscribeLocal<T>(emitter: EventEmitter, topic: string, signal?: AbortSignal): AsyncIterable<T> {
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for await (const [payload] of on(emitter, topic, { signal })) yield payload as T;
      } catch (error) {
        if ((error as Error).name !== "AbortError") throw error;
      }
    },
  };
}

export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      emitter.emit(topic, payload);
    },
    subscribe: (topic, signal) => subscribeLocal(emitter, topic, signal),
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createPostgresEventBus(
  connectListener: () => Promise<pg.Client>,
  notify: (channel: string, payload: string) => Promise<unknown>,
  log: Logger,
): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listener = await connectListener();
  listener.on("notification", (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { topic, payload } = JSON.parse(message.payload) as { topic: string; payload: unknown };
      emitter.emit(topic, payload);
    } catch (error) {
      log.warn("Dropped a malformed event", { error });
    }
  });
  listener.on("error", (error) => log.error("Event listener connection failed", { error }));
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(topic, payload) {
      await notify(CHANNEL, JSON.stringify({ topic, payload }));
    },
    subscribe: (topic, signal) => subscribeLocal(emitter, topic, signal),
    async close() {
      emitter.removeAllListeners();
      await listener.end();
    },
  };
}
