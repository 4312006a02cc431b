import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listEffectApprovals } from "#server/modules/workspaces/effect-approvals.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { actionContextFor, answerOf } from "#tests/setup/action-context.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { workspaceWithProposal } from "#tests/support/proposed-action.ts";
import { action } from "./workspace-actions.server.ts";

/** The workspace page's Approve and Decline buttons post here (ADR 060). */
let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

const post = (workspaceId: string, fields: Record<string, string>) =>
  new Request(`http://localhost/app/workspaces/${workspaceId}`, { method: "POST", body: new URLSearchParams(fields) });

describe("POST /app/workspaces/{id} intent=approveAction / declineAction", () => {
  it("decides the agency's proposed action; another agency's user is refused with the message", async () => {
    const user = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
    const stranger = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
    const ctx = agencyCtxFor(runtime, user);
    const { workspace, id } = await workspaceWithProposal(runtime.system, ctx);
    const as = (who: typeof user, intent: string) =>
      answerOf(
        action({
          request: post(workspace.id, { intent, actionId: id, _idempotency: `${who.id}:${intent}` }),
          context: actionContextFor(runtime, who),
          params: { workspaceId: workspace.id },
        } as never),
      );
    const refused = await as(stranger, "approveAction");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Proposed action not found");
    expect(await as(user, "declineAction")).toEqual({ status: 200, data: { ok: true } });
    const [decided] = await listEffectApprovals(ctx, workspace.id);
    expect(decided).toMatchObject({ state: "DECLINED", decidedBy: user.id });
    const again = await as(user, "approveAction");
    expect(JSON.stringify(again.data)).toContain("This action was already declined.");
  });
});
