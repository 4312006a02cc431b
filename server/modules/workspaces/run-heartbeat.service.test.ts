import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { jobIdFor } from "../../jobs/queue.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { startRunHeartbeat, startRunSweeper } from "./run-heartbeat.service.ts";
import { addWorkspaceMessage, createWorkspace } from "./workspace-create.service.ts";
import { claimRun, INTERRUPTED_MESSAGE, RUN_JOB_NAME } from "./workspace-runs.service.ts";
import { getWorkspace, loadWorkspaceDetail } from "./workspaces.service.ts";
import { caraRuns } from "./workspaces.table.ts";

/** A crashed run noticed by its silent heartbeat, within the sweep (ADR 059, issue 29 item 4). */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
});
afterAll(() => runtime.close());

const runOf = async (workspaceId: string) =>
  (await runtime.db.select().from(caraRuns).where(eq(caraRuns.workspaceId, workspaceId)))[0]!;

/** A workspace whose run a worker claimed: RUNNING, the workspace WORKING. */
async function workingRun(message: string) {
  const workspace = await createWorkspace(ctx, { message }, []);
  const run = await claimRun(ctx, (await runOf(workspace.id)).id);
  expect(run?.heartbeatAt).toBeInstanceOf(Date);
  expect((await getWorkspace(ctx, workspace.id)).state).toBe("WORKING");
  return { workspace, run: run! };
}

describe("a run's heartbeat and the sweep", () => {
  it("fails a WORKING run whose process stopped beating within the sweep interval; the workspace takes a new message", async () => {
    // a short clock for the test: beats every 100 ms, stale after 1.5 s, swept every 200 ms
    const times = { heartbeatMs: 100, staleMs: 1500, sweepMs: 200 };
    const crashed = await workingRun("What is the each occurrence limit?");
    const alive = await workingRun("Summarise the policy");
    // the crashed run's process died 60 s ago (`kill -9`): its last beat is that old
    await runtime.db
      .update(caraRuns)
      .set({ heartbeatAt: sql`now() - interval '60 seconds'` })
      .where(eq(caraRuns.id, crashed.run.id));
    const heartbeat = startRunHeartbeat(ctx, alive.run, times.heartbeatMs);
    const sweeper = startRunSweeper(runtime, times);
    try {
      const started = Date.now();
      await expect
        .poll(async () => (await runOf(crashed.workspace.id)).status, { timeout: 5000, interval: 50 })
        .toBe("FAILED");
      const noticedMs = Date.now() - started;
      // a few sweeps, not the 10-minute expiry this replaced (a loaded machine delays the poll itself:
      // 1,030 ms was seen against a 1,000 ms bound)
      expect(noticedMs).toBeLessThan(times.sweepMs * 20);
      expect((await getWorkspace(ctx, crashed.workspace.id)).state).toBe("IDLE");
      expect((await loadWorkspaceDetail(ctx, crashed.workspace.id)).messages.at(-1)).toMatchObject({
        role: "AGENT",
        content: INTERRUPTED_MESSAGE,
        complete: true,
      });
      // the dead worker's job is cancelled, not left active to expire and be retried in 10 minutes
      expect((await runtime.jobs.status(RUN_JOB_NAME, jobIdFor(RUN_JOB_NAME, crashed.run.id)))?.state).toBe(
        "cancelled",
      );
      await addWorkspaceMessage(ctx, crashed.workspace.id, { message: "Try again, please" }, []);
      const runs = await runtime.db.select().from(caraRuns).where(eq(caraRuns.workspaceId, crashed.workspace.id));
      expect(runs.map((run) => run.status).sort()).toEqual(["FAILED", "QUEUED"]);

      // a run still beating is left alone past the stale time
      await new Promise((resolve) => setTimeout(resolve, times.staleMs + 2 * times.sweepMs));
      expect((await runOf(alive.workspace.id)).status).toBe("RUNNING");
      expect((await getWorkspace(ctx, alive.workspace.id)).state).toBe("WORKING");
    } finally {
      heartbeat.stop();
      await sweeper.stop();
    }
  });
});
