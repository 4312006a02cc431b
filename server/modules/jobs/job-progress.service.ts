import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { onCommit, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { jobProgressTopic } from "../../lib/topics.ts";
import { jobProgress } from "./jobs.table.ts";

export type JobProgressRow = typeof jobProgress.$inferSelect;

/** Pg-boss's states of a job, as the API spells them. */
export const JOB_STATES = ["CREATED", "RETRY", "ACTIVE", "COMPLETED", "CANCELLED", "FAILED"] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobStatus extends JobProgressRow {
  state: JobState;
}

/** The progress row of a newly enqueued agency job, written through `db` (it commits with the job). */
export async function startJobProgress(db: Db, job: { id: string; name: string; agencyId: string }) {
  await db
    .insert(jobProgress)
    .values({ jobId: job.id, jobName: job.name, agencyId: job.agencyId })
    .onConflictDoNothing();
}

/** Stores an attempt's progress (0–1) and announces it on the agency's job.progress topic. */
export async function reportJobProgress(
  ctx: Ctx,
  job: { id: string; name: string; agencyId: string },
  progress: number,
  attempt: number,
): Promise<void> {
  if (!Number.isFinite(progress) || progress < 0 || progress > 1) {
    throw new RangeError(`Job progress is a fraction from 0 to 1, not ${progress}`);
  }
  await ctx.db
    .insert(jobProgress)
    .values({ jobId: job.id, jobName: job.name, agencyId: job.agencyId, progress, attempt, updatedAt: ctx.now() })
    .onConflictDoUpdate({ target: jobProgress.jobId, set: { progress, attempt, updatedAt: ctx.now() } });
  const event = { agencyId: job.agencyId, jobId: job.id, progress };
  await onCommit(ctx, () => ctx.events.publish(jobProgressTopic, event));
}

/** An agency job's progress and state (NOT_FOUND for another agency's job or a job without progress). */
export async function getJobStatus(ctx: AgencyCtx, jobId: string): Promise<JobStatus> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(jobId)) throw new DomainError("NOT_FOUND", "Job not found");
  const [row] = await ctx.db
    .select()
    .from(jobProgress)
    .where(and(eq(jobProgress.jobId, jobId), eq(jobProgress.agencyId, ctx.actor.agencyId)));
  if (!row) throw new DomainError("NOT_FOUND", "Job not found");
  const job = await ctx.jobs.status(row.jobName, row.jobId);
  return { ...row, state: (job?.state.toUpperCase() as JobState | undefined) ?? "COMPLETED" };
}

/** Drops progress rows older than `before` (pg-boss has archived their jobs by then). */
export async function purgeJobProgress(ctx: Ctx, before: Date): Promise<number> {
  const purged = await ctx.db
    .delete(jobProgress)
    .where(lt(jobProgress.updatedAt, before))
    .returning({ id: jobProgress.jobId });
  return purged.length;
}
