import type { JobRun } from "../../jobs/define.ts";
import type { AgencyCtx } from "../../lib/context.ts";

/**
 * Cara's agent runtime as the workspaces module sees it: runs one claimed run of a workspace,
 * writing through the run recorder (`workspace-run.service.ts`). It lives in `server/assistant/`
 * and is put on the Runtime by `server/runtime.ts`. A throw is a crash: the job is retried once
 * and the same run is claimed again (its agent message is reused).
 */
export interface AssistantRunner {
  runWorkspace(ctx: AgencyCtx, run: { workspaceId: string; runId: string }, job: JobRun): Promise<void>;
}
