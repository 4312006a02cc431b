import type { z } from "zod";
import type { Runtime } from "../lib/context.ts";
import type { AgencyJobCtx, AgencyJobPayload } from "./job-ctx.ts";

/** One attempt of a job, as its handler sees it. */
export interface JobRun {
  id: string;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  /** Reports progress (a fraction, 0–1); stored and announced live for agency jobs. */
  progress(fraction: number): Promise<void>;
}

interface JobOptions {
  /** Queue name, `<module>.<verb>`. */
  name: string;
  /** Retries after a failure (default 3). */
  retryLimit?: number;
  /** Delay before the first retry (default 10 s). */
  retryDelaySeconds?: number;
  /** Double the delay at each retry (default true). */
  retryBackoff?: boolean;
  /** An attempt running longer than this fails (and is retried); default 15 min. */
  expireInSeconds?: number;
  /** Jobs of this queue one process runs at once (default 1). */
  concurrency?: number;
}

export interface SystemJobDefinition<S extends z.ZodType = z.ZodType> extends JobOptions {
  agency?: false;
  payload: S;
  handler(runtime: Runtime, payload: z.output<S>, job?: JobRun): Promise<void>;
  /** Cron expression (UTC) for scheduled work; the scheduled payload is `{}`. */
  schedule?: string;
}

/** A job that runs for one agency: its payload names the agency and actor, its handler gets their context. */
export interface AgencyJobDefinition<
  S extends z.ZodType<AgencyJobPayload> = z.ZodType<AgencyJobPayload>,
> extends JobOptions {
  agency: true;
  payload: S;
  handler(ctx: AgencyJobCtx, payload: z.output<S>, job: JobRun): Promise<void>;
  /**
   * Jobs of this queue one agency has running at once, across every process (default: no limit);
   * the agency's others wait in the queue while other agencies' jobs run (ADR 062).
   */
  perAgency?: number;
}

export type JobDefinition<S extends z.ZodType = z.ZodType> =
  SystemJobDefinition<S> | AgencyJobDefinition<S & z.ZodType<AgencyJobPayload>>;

/** Job definitions are data: a name, a zod payload and an idempotent handler. */
export function defineJob<S extends z.ZodType<AgencyJobPayload>>(
  definition: AgencyJobDefinition<S>,
): AgencyJobDefinition<S>;
export function defineJob<S extends z.ZodType>(definition: SystemJobDefinition<S>): SystemJobDefinition<S>;
export function defineJob(definition: JobDefinition): JobDefinition {
  return definition;
}
