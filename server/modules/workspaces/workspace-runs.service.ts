import { and, eq, inArray, sql } from "drizzle-orm";
import type { RunStatus } from "../../../domain/workspace.ts";
import { jobIdFor } from "../../jobs/queue.ts";
import { agencyCtx, inTransaction, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { discardRunDrafts } from "./workspace-drafts.service.ts";
import { writtenAt } from "./workspace-run.service.ts";
import { workspaceChanged } from "./workspaces.service.ts";
import { caraMessages, caraPlanStages, caraRuns, caraStageEvents, caraWorkspaces } from "./workspaces.table.ts";

/** Runs of Cara on a workspace: claimed by the job, finished once, recovered after a crash (ADR 029). */

export const RUN_JOB_NAME = "workspaces.run";
export type Run = typeof caraRuns.$inferSelect;

/**
 * QUEUED → RUNNING (or RUNNING again on the retry of a crashed attempt), one more attempt, and
 * the workspace WORKING. A run already DONE or FAILED (or another agency's) gives null: the
 * retried job does nothing.
 */
export async function claimRun(ctx: AgencyCtx, runId: string): Promise<Run | null> {
  return inTransaction(ctx, async (tx) => {
    const [run] = await tx.db
      .update(caraRuns)
      .set({
        status: "RUNNING",
        attempts: sql`${caraRuns.attempts} + 1`,
        startedAt: sql`now()`,
        heartbeatAt: sql`now()`,
        error: null,
      })
      .where(
        and(
          eq(caraRuns.id, runId),
          inArray(caraRuns.status, ["QUEUED", "RUNNING"]),
          sql`exists (select 1 from cara_workspaces w where w.id = ${caraRuns.workspaceId} and w.agency_id = ${tx.actor.agencyId})`,
        ),
      )
      .returning();
    if (!run) return null;
    if (run.attempts > 1) await closeAttempt(tx, runId, RETRIED_NOTE);
    await tx.db
      .update(caraWorkspaces)
      .set({ state: "WORKING", updatedAt: sql`now()` })
      .where(eq(caraWorkspaces.id, run.workspaceId));
    await workspaceChanged(tx, run.workspaceId);
    return run;
  });
}

/**
 * Ends a run once (a second call changes nothing). A workspace still WORKING goes IDLE (the
 * runtime may have set WAITING_FOR_INPUT itself); a FAILED run's message is completed with the
 * error so the conversation says what happened.
 */
export async function finishRun(
  ctx: AgencyCtx,
  runId: string,
  outcome: { status: Extract<RunStatus, "DONE" | "FAILED">; error?: string | null },
): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [run] = await tx.db
      .update(caraRuns)
      .set({ status: outcome.status, endedAt: sql`now()`, error: outcome.error ?? null })
      .where(
        and(
          eq(caraRuns.id, runId),
          inArray(caraRuns.status, ["QUEUED", "RUNNING"]),
          sql`exists (select 1 from cara_workspaces w where w.id = ${caraRuns.workspaceId} and w.agency_id = ${tx.actor.agencyId})`,
        ),
      )
      .returning();
    if (!run) return false;
    if (outcome.status === "FAILED") await closeAttempt(tx, runId, outcome.error ?? STOPPED_NOTE);
    else await discardRunDrafts(tx, runId);
    if (outcome.status === "FAILED") {
      const text = outcome.error ?? "Cara could not finish this task.";
      // the run's own agent message, if it started one, is completed with the error; else one is added
      const [updated] = await tx.db
        .update(caraMessages)
        .set({
          content: sql`case when ${caraMessages.content} = '' then ${text} else ${caraMessages.content} || ${"\n\n" + text} end`,
          complete: true,
        })
        .where(eq(caraMessages.runId, runId))
        .returning({ id: caraMessages.id });
      if (!updated)
        await tx.db.insert(caraMessages).values({
          workspaceId: run.workspaceId,
          role: "AGENT",
          content: text,
          runId,
          complete: true,
          createdAt: writtenAt,
        });
    }
    await tx.db
      .update(caraMessages)
      .set({ complete: true })
      .where(and(eq(caraMessages.runId, runId), eq(caraMessages.complete, false)));
    await tx.db
      .update(caraWorkspaces)
      .set({
        state: sql`case when ${caraWorkspaces.state} in ('WORKING', 'CREATED') then 'IDLE' else ${caraWorkspaces.state} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(caraWorkspaces.id, run.workspaceId));
    await workspaceChanged(tx, run.workspaceId);
    return true;
  });
}

export const RETRIED_NOTE = "Interrupted: the worker running this task stopped. Cara started it again below.";
const STOPPED_NOTE = "Interrupted: Cara stopped here.";

/**
 * An attempt that will not go on (it crashed and is retried, or the run failed): its stages
 * still open end in ERROR with a FAILED note saying why, their open events FAILED, and the
 * drafts it had started (no content yet) are removed — the retry writes its own.
 */
async function closeAttempt(ctx: AgencyCtx, runId: string, note: string): Promise<void> {
  const open = await ctx.db
    .update(caraPlanStages)
    .set({ state: "ERROR" })
    .where(and(eq(caraPlanStages.runId, runId), inArray(caraPlanStages.state, ["REGISTERED", "IN_PROGRESS"])))
    .returning({ id: caraPlanStages.id });
  const stageIds = open.map((stage) => stage.id);
  if (stageIds.length > 0) {
    await ctx.db
      .update(caraStageEvents)
      .set({ state: "FAILED", error: "Interrupted", endedAt: writtenAt })
      .where(
        and(inArray(caraStageEvents.stageId, stageIds), inArray(caraStageEvents.state, ["PLANNED", "IN_PROGRESS"])),
      );
    for (const stageId of stageIds)
      await ctx.db.insert(caraStageEvents).values({
        stageId,
        seq: sql`(select coalesce(max(e.seq), 0) + 1 from cara_stage_events e where e.stage_id = ${stageId})`,
        type: "THOUGHT",
        state: "FAILED",
        title: "Interrupted",
        content: note,
        startedAt: writtenAt,
        endedAt: writtenAt,
      });
  }
  await discardRunDrafts(ctx, runId);
}

/** Whether the workspace has a run waiting or running (a new message is refused meanwhile). */
export async function hasActiveRun(ctx: Ctx, workspaceId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: caraRuns.id })
    .from(caraRuns)
    .where(and(eq(caraRuns.workspaceId, workspaceId), inArray(caraRuns.status, ["QUEUED", "RUNNING"])))
    .limit(1);
  return Boolean(row);
}

export const INTERRUPTED_MESSAGE =
  "Cara stopped before finishing: the worker running this task was interrupted. Send your message again to retry.";

/**
 * Runs whose job is over (failed for good, cancelled, completed or gone) but which never finished
 * — the worker died past its last retry — are failed cleanly, so the workspace does not stay
 * WORKING forever. Runs whose job is still queued, active or waiting to retry are left alone.
 */
export async function recoverAbandonedRuns(ctx: Ctx): Promise<number> {
  const active = await ctx.db
    .select({ id: caraRuns.id, agencyId: caraWorkspaces.agencyId })
    .from(caraRuns)
    .innerJoin(caraWorkspaces, eq(caraWorkspaces.id, caraRuns.workspaceId))
    .where(inArray(caraRuns.status, ["QUEUED", "RUNNING"]))
    .limit(500);
  let recovered = 0;
  for (const run of active) {
    const job = await ctx.jobs.status(RUN_JOB_NAME, jobIdFor(RUN_JOB_NAME, run.id));
    if (job && !["completed", "failed", "cancelled"].includes(job.state)) continue;
    const agency = agencyCtx(ctx, { type: "SYSTEM", agencyId: run.agencyId });
    if (await finishRun(agency, run.id, { status: "FAILED", error: INTERRUPTED_MESSAGE })) recovered++;
  }
  return recovered;
}
