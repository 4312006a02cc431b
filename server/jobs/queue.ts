import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import { sqlExecutorFor, type Db, type SqlExecutor } from "../db/client.ts";
import type { Runtime } from "../lib/context.ts";
import type { Logger } from "../lib/logger.ts";
import type { JobDefinition } from "./define.ts";
import type { z } from "zod";

export interface SendOptions {
  /** A job with the same name and key is created once: its id is derived from them. */
  key?: string;
  startAfter?: Date;
}

/** A deterministic job id (UUID-shaped) for a name and key. */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface JobQueue {
  /** Adds a job through `db`: pass a transaction and the job commits (or not) with it. */
  enqueue<S extends z.ZodType>(
    db: Db,
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Runs the handlers in this process. */
  work(runtime: Runtime): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  sql: SqlExecutor;
  definitions: JobDefinition[];
  log: Logger;
  /** Whether this process maintains the queues and fires cron schedules (one that works jobs). */
  supervise: boolean;
  pollingIntervalSeconds?: number;
}

export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { definitions, log } = options;
  const boss = new PgBoss({
    db: options.sql,
    schema: "pgboss",
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
  });
  boss.on("error", (error) => log.error("Job queue error", { error }));
  await boss.start();
  for (const definition of definitions) {
    const queue = {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    };
    // a changed definition updates the queue it created before
    if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
    else await boss.createQueue(definition.name, queue);
  }
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));

  return {
    async enqueue(db, job, payload, sendOptions = {}) {
      if (!byName.has(job.name)) throw new Error(`Unknown job ${job.name}`);
      const data = job.payload.parse(payload) as object;
      return boss.send(job.name, data, {
        db: sqlExecutorFor(db),
        id: sendOptions.key ? jobIdFor(job.name, sendOptions.key) : undefined,
        startAfter: sendOptions.startAfter,
      });
    },
    async work(runtime) {
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
      for (const definition of definitions) {
        await boss.work(definition.name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
          if (!job) return;
          const payload = definition.payload.parse(job.data);
          const started = Date.now();
          try {
            await definition.handler(runtime, payload);
            log.debug("Job done", { job: definition.name, id: job.id, ms: Date.now() - started });
          } catch (error) {
            log.error("Job failed", { job: definition.name, id: job.id, error });
            throw error;
          }
        });
        if (definition.schedule && options.supervise) {
          await boss.schedule(definition.name, definition.schedule, {}, { tz: "UTC" });
        }
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}
