import { and, eq, lt, sql } from "drizzle-orm";
import { jobIdFor } from "../../jobs/queue.ts";
import { agencyCtx, systemCtx, type AgencyCtx, type Ctx, type Runtime } from "../../lib/context.ts";
import { expireStaleProposals } from "./effect-approvals.service.ts";
import { finishRun, INTERRUPTED_MESSAGE, RUN_JOB_NAME } from "./workspace-runs.service.ts";
import { caraRuns, caraWorkspaces } from "./workspaces.table.ts";

/**
 * A crashed run is noticed within a minute (ADR 059): the process working a run writes its
 * heartbeat every HEARTBEAT_MS; every SWEEP_MS, each process that works jobs fails the RUNNING
 * runs whose heartbeat is older than STALE_MS — their process died (a `kill -9`, a lost
 * machine) — so the workspace leaves WORKING and takes messages again. Such a run is failed,
 * not resumed: it may have carried out effects (a certificate issued) that a new attempt would
 * repeat; the conversation says to send the message again.
 */
export const RUN_HEARTBEAT = { heartbeatMs: 15_000, staleMs: 50_000, sweepMs: 10_000 };
export type RunHeartbeatTimes = typeof RUN_HEARTBEAT;

/** Beats for a claimed run (its attempt) until `stop`. A beat that finds the run no longer its own says so once. */
export function startRunHeartbeat(
  ctx: AgencyCtx,
  run: { id: string; attempts: number },
  everyMs = RUN_HEARTBEAT.heartbeatMs,
): { stop(): void } {
  let warned = false;
  const beat = async () => {
    const updated = await ctx.db
      .update(caraRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(caraRuns.id, run.id), eq(caraRuns.status, "RUNNING"), eq(caraRuns.attempts, run.attempts)))
      .returning({ id: caraRuns.id });
    if (updated.length === 0 && !warned) {
      warned = true;
      ctx.log.warn("A run's heartbeat found it ended elsewhere (swept as stale, or retried)", { runId: run.id });
    }
  };
  // a beat that fails (the database is down) is simply missed: the sweep waits for the database (below)
  const timer = setInterval(() => void beat().catch(() => undefined), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Fails the RUNNING runs whose heartbeat (or start, for a run claimed before heartbeats) is older
 * than `staleMs`, and cancels their jobs (the dead worker's job would otherwise stay active until
 * it expires, 10 minutes, and then be retried). Returns how many it failed.
 */
export async function failStaleRuns(ctx: Ctx, staleMs = RUN_HEARTBEAT.staleMs): Promise<number> {
  const stale = await ctx.db
    .select({ id: caraRuns.id, agencyId: caraWorkspaces.agencyId })
    .from(caraRuns)
    .innerJoin(caraWorkspaces, eq(caraWorkspaces.id, caraRuns.workspaceId))
    .where(
      and(
        eq(caraRuns.status, "RUNNING"),
        lt(
          sql`coalesce(${caraRuns.heartbeatAt}, ${caraRuns.startedAt})`,
          sql`now() - make_interval(secs => ${staleMs / 1000})`,
        ),
      ),
    )
    .limit(100);
  let failed = 0;
  for (const run of stale) {
    const agency = agencyCtx(ctx, { type: "SYSTEM", agencyId: run.agencyId });
    if (!(await finishRun(agency, run.id, { status: "FAILED", error: INTERRUPTED_MESSAGE }))) continue;
    failed++;
    await ctx.jobs.cancel(RUN_JOB_NAME, jobIdFor(RUN_JOB_NAME, run.id)).catch(() => undefined);
  }
  return failed;
}

/**
 * Sweeps every `sweepMs` in a process that works jobs. It judges only once the database has been
 * reachable for `staleMs` here: after an outage, live runs elsewhere get time to beat again
 * before a missed beat counts against them.
 */
export function startRunSweeper(runtime: Runtime, times: RunHeartbeatTimes = RUN_HEARTBEAT): { stop(): Promise<void> } {
  const ctx = systemCtx(runtime);
  let sweeping: Promise<void> | null = null;
  const sweep = async () => {
    const health = runtime.databaseHealth;
    if (!health.available || Date.now() - health.availableSince < times.staleMs) return;
    const failed = await failStaleRuns(ctx, times.staleMs);
    if (failed > 0) runtime.log.warn("Failed Cara runs whose process stopped (no heartbeat)", { failed });
    // proposals of failed runs, of conversations that moved on, or too old, can no longer be approved (ADR 066)
    await expireStaleProposals(ctx);
  };
  const timer = setInterval(() => {
    sweeping ??= sweep()
      .catch((error: unknown) => {
        if (!runtime.databaseHealth.noteError(error)) runtime.log.error("Run sweep failed", { error });
      })
      .finally(() => (sweeping = null));
  }, times.sweepMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
