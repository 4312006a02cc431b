import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { agencyJobPayload } from "../../jobs/job-ctx.ts";
import { systemCtx } from "../../lib/context.ts";
import { startRunHeartbeat } from "./run-heartbeat.service.ts";
import { claimRun, finishRun, recoverAbandonedRuns, RUN_JOB_NAME } from "./workspace-runs.service.ts";

/** Attempts of one run: the first, and one retry after a crash (the same run, its message reused). */
const RUN_ATTEMPTS = 2;

/**
 * One run of Cara on a workspace (ADR 029): claim it (a finished run does nothing), hand it to
 * the assistant runtime, and finish it. A throw on the first attempt is retried (the run is
 * claimed again); on the last, the run fails with a message in the conversation.
 */
export const runWorkspaceJob = defineJob({
  name: RUN_JOB_NAME,
  agency: true,
  payload: agencyJobPayload.extend({ workspaceId: z.uuid(), runId: z.uuid() }),
  retryLimit: RUN_ATTEMPTS - 1,
  retryDelaySeconds: 2,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
  // four workers per process, at most two for one agency: another agency's run finds a free
  // worker however many one agency has queued (ADR 062)
  concurrency: 4,
  perAgency: 2,
  handler: async (ctx, { workspaceId, runId }, job) => {
    const run = await claimRun(ctx, runId);
    if (!run) return;
    const heartbeat = startRunHeartbeat(ctx, run); // a crash is noticed by its silence (ADR 059)
    try {
      await ctx.assistant.runWorkspace(ctx, { workspaceId, runId }, job);
      heartbeat.stop();
      await finishRun(ctx, runId, { status: "DONE" });
    } catch (error) {
      heartbeat.stop();
      if (job.attempt < RUN_ATTEMPTS) throw error;
      ctx.log.error("Cara's run failed", { runId, error });
      await finishRun(ctx, runId, {
        status: "FAILED",
        error: "Cara ran into a problem and could not finish. Send your message again to retry.",
      });
    }
  },
});

/** Every 5 minutes: runs whose job ended without finishing them (a worker killed past its retry) fail cleanly. */
export const recoverWorkspaceRunsJob = defineJob({
  name: "workspaces.recover-runs",
  payload: z.object({}),
  schedule: "*/5 * * * *",
  handler: async (runtime) => {
    const recovered = await recoverAbandonedRuns(systemCtx(runtime));
    if (recovered > 0) runtime.log.warn("Failed abandoned Cara runs", { recovered });
  },
});
