import type { AgencyCtx } from "#server/lib/context.ts";
import { getWorkspace, loadWorkspaceDetail } from "#server/modules/workspaces/workspaces.service.ts";
import { hasActiveRun } from "#server/modules/workspaces/workspace-runs.service.ts";

/**
 * Waits for Cara's run on a workspace to finish (not WORKING or CREATED, an AGENT message
 * complete — `answers` of them, for a follow-up's run — and the run closed: the runner sets IDLE a
 * moment before its job closes the run) and returns the workspace's detail; fails after `timeoutMs`.
 */
export async function settledRun(ctx: AgencyCtx, workspaceId: string, timeoutMs = 60_000, answers = 1) {
  const started = Date.now();
  for (;;) {
    const state = (await getWorkspace(ctx, workspaceId)).state;
    const detail = await loadWorkspaceDetail(ctx, workspaceId);
    if (
      state !== "WORKING" &&
      state !== "CREATED" &&
      detail.messages.filter((m) => m.role === "AGENT" && m.complete).length >= answers &&
      !(await hasActiveRun(ctx, workspaceId))
    )
      return detail;
    if (Date.now() - started > timeoutMs) throw new Error("the run did not finish");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
