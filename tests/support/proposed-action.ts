import { eq } from "drizzle-orm";
import type { AgencyCtx, Ctx } from "#server/lib/context.ts";
import { recordProposal } from "#server/modules/workspaces/effect-approvals.service.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { addEvent, startStage } from "#server/modules/workspaces/workspace-run.service.ts";
import { finishRun } from "#server/modules/workspaces/workspace-runs.service.ts";
import { caraRuns } from "#server/modules/workspaces/workspaces.table.ts";

/**
 * A workspace whose finished run proposed issuing a certificate to Mallory Holdings, recorded as
 * the agent loop records it (ADR 060): the TOOL_CALL event and the pending approval.
 */
export async function workspaceWithProposal(system: Ctx, ctx: AgencyCtx) {
  const workspace = await createWorkspace(ctx, { message: "What is the limit?" }, []);
  const [run] = await system.db.select().from(caraRuns).where(eq(caraRuns.workspaceId, workspace.id));
  const stageId = await startStage(ctx, workspace.id, "TASK", run!.id);
  const input = { template: "ACORD 25", certificateHolder: "Mallory Holdings", additionalInsured: true };
  const eventId = await addEvent(ctx, stageId, {
    type: "TOOL_CALL",
    title: "Filling ACORD 25",
    state: "IN_PROGRESS",
    toolCall: { type: "FILL_TEMPLATE", input },
  });
  const id = await recordProposal(ctx, {
    workspaceId: workspace.id,
    runId: run!.id,
    eventId,
    toolCallId: "call_1",
    approvalId: "approval_1",
    toolName: "FILL_TEMPLATE",
    effect: "ISSUE_CERTIFICATE",
    input,
  });
  await finishRun(ctx, run!.id, { status: "DONE" });
  return { workspace, id, input, eventId };
}
