import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import { sqlExecutorFor, type Db, type SqlExecutor } from "../db/client.ts";
import { whenAvailable, type DatabaseHealth } from "../db/health.ts";
import type { Runtime } from "../lib/context.ts";
import type { Logger } from "../lib/logger.ts";
import type { z } from "zod";
import { reportJobProgress, startJobProgress } from "../modules/jobs/job-progress.service.ts";
import type { JobDefinition, JobRun } from "./define.ts";
import { jobCtx, type AgencyJobPayload } from "./job-ctx.ts";
import { AGENCY_LIMIT_DELAY_MS, deferJob, overAgencyLimit } from "./agency-limit.ts";

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
  /**
   * Has this process's workers of `name` look for a job now instead of at their next poll (call
   * it once the job is committed: someone is waiting on it). Nothing when this process works no
   * jobs; another process's workers find it at their next poll.
   */
  wake(name: string): void;
  /** Cancels a job that has not finished (one no longer needed: a delivery already made). */
  cancel(name: string, id: string): Promise<void>;
  /** A job's state in pg-boss (also once archived), or null. */
  status(name: string, id: string): Promise<{ state: string; retryCount: number } | null>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  sql: SqlExecutor;
  definitions: JobDefinition[];
  log: Logger;
  /** Whether this process maintains the queues and fires cron schedules (one that works jobs). */
  supervise: boolean;
  pollingIntervalSeconds?: number;
  /** The database's reachability: connection errors are noted there, and a job they fail waits for it. */
  health?: DatabaseHealth;
}

/** How long a job that failed on a lost connection waits for the database before its failure is recorded. */
const WAIT_FOR_DATABASE_MS = 10 * 60 * 1000;

export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { definitions, log } = options;
  const boss = new PgBoss({
    db: options.sql,
    schema: "pgboss",
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
  });
  // while the database is down every poll fails: the outage is logged once, by the health (ADR 059)
  boss.on("error", (error) => {
    if (!options.health?.noteError(error)) log.error("Job queue error", { error });
  });
  await boss.start();
  for (const definition of definitions) {
    const queue = {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 10,
      retryBackoff: definition.retryBackoff ?? true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    };
    // a changed definition updates the queue it created before
    if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
    else await boss.createQueue(definition.name, queue);
  }
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const workerIds = new Map<string, string[]>();

  return {
    async enqueue(db, job, payload, sendOptions = {}) {
      if (!byName.has(job.name)) throw new Error(`Unknown job ${job.name}`);
      const data = job.payload.parse(payload) as object;
      const id = await boss.send(job.name, data, {
        db: sqlExecutorFor(db),
        id: sendOptions.key ? jobIdFor(job.name, sendOptions.key) : undefined,
        startAfter: sendOptions.startAfter,
      });
      if (id && job.agency) {
        await startJobProgress(db, { id, name: job.name, agencyId: (data as AgencyJobPayload).agencyId });
      }
      return id;
    },
    async cancel(name, id) {
      await boss.cancel(name, id);
    },
    async status(name, id) {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      return job ? { state: job.state, retryCount: job.retryCount } : null;
    },
    async work(runtime) {
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
      const workOptions = { pollingIntervalSeconds, batchSize: 1, includeMetadata: true as const };
      for (const definition of definitions) {
        const concurrency = Math.max(1, definition.concurrency ?? 1);
        const perAgency = definition.agency ? definition.perAgency : undefined;
        for (let worker = 0; worker < concurrency; worker++) {
          const ids: { worker?: string } = {}; // known once `work` returns: its first fetch may come before
          ids.worker = await boss.work(definition.name, workOptions, async ([job]) => {
            if (!job) return;
            const agencyId = (job.data as Partial<AgencyJobPayload>).agencyId;
            if (perAgency && agencyId) {
              const limit = { name: definition.name, agencyId, limit: perAgency };
              if (await overAgencyLimit(options.sql, limit)) {
                // its agency has its share running: back in the queue, and this worker looks for
                // the next job at once (another agency's) instead of at its next poll (ADR 062)
                await deferJob(options.sql, { name: definition.name, id: job.id, delayMs: AGENCY_LIMIT_DELAY_MS });
                if (ids.worker) boss.notifyWorker(ids.worker);
                log.debug("Job waits for its agency's share", { job: definition.name, id: job.id });
                return;
              }
            }
            const started = Date.now();
            try {
              await runJob(runtime, definition, { id: job.id, data: job.data, attempt: job.retryCount + 1 });
              log.debug("Job done", { job: definition.name, id: job.id, ms: Date.now() - started });
            } catch (error) {
              log.error("Job failed", { job: definition.name, id: job.id, attempt: job.retryCount + 1, error });
              // the database went away mid-job: wait for it, so that pg-boss can record the failure
              // and retry the job as its definition says, instead of leaving it active to expire (ADR 059)
              if (options.health?.noteError(error)) await whenAvailable(options.health, WAIT_FOR_DATABASE_MS);
              throw error;
            }
          });
          workerIds.set(definition.name, [...(workerIds.get(definition.name) ?? []), ids.worker]);
        }
        if (!definition.agency && definition.schedule && options.supervise) {
          await boss.schedule(definition.name, definition.schedule, {}, { tz: "UTC" });
        }
      }
    },
    wake(name) {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}

/**
 * One attempt of a job. An agency job runs in the context built from its payload; its progress
 * starts at 0 for each attempt, is stored and announced as the handler reports it, and is 1 on
 * success (docs/product/live-updates.md).
 */
async function runJob(
  runtime: Runtime,
  definition: JobDefinition,
  job: { id: string; data: unknown; attempt: number },
) {
  const payload = definition.payload.parse(job.data);
  if (!definition.agency) {
    const run: JobRun = { id: job.id, attempt: job.attempt, progress: async () => undefined };
    await definition.handler(runtime, payload, run);
    return;
  }
  const ctx = jobCtx(runtime, payload as AgencyJobPayload);
  const ref = { id: job.id, name: definition.name, agencyId: ctx.agencyId };
  let last = 0;
  const progress = async (fraction: number) => {
    await reportJobProgress(ctx, ref, fraction, job.attempt);
    last = fraction;
  };
  await progress(0);
  try {
    await definition.handler(ctx, payload as AgencyJobPayload, { id: job.id, attempt: job.attempt, progress });
  } catch (error) {
    await progress(last).catch(() => undefined); // announce the failure: the screen re-reads the state
    throw error;
  }
  await progress(1);
}
