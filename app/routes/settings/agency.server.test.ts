import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preApprovalsOf } from "#server/modules/workspaces/effect-approvals.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { actionContextFor, answerOf } from "#tests/setup/action-context.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { action, loader } from "./agency.server.ts";

/** Settings → Agency, the actions Cara takes without asking (ADR 060). */
let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

const post = (fields: Array<[string, string]>) =>
  new Request("http://localhost/app/settings/agency", { method: "POST", body: new URLSearchParams(fields) });

describe("Settings → Agency: pre-approved cases", () => {
  it("shows the agency's cases and saves the ones checked (none: every action waits for a person)", async () => {
    const user = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
    const context = actionContextFor(runtime, user);
    const loaded = await loader({ context, request: new Request("http://localhost/app/settings/agency") } as never);
    expect(loaded.preApprovals).toEqual(["CERTIFICATE_FOR_TYPED_HOLDER", "CERTIFICATE_FOR_REQUESTED_HOLDER"]);
    const saved = await answerOf(
      action({
        request: post([
          ["intent", "preApprovals"],
          ["rule", "CERTIFICATE_FOR_REQUESTED_HOLDER"],
          ["rule", "NOT_A_RULE"],
          ["_idempotency", "pre-approvals-key-1"],
        ]),
        context,
        params: {},
      } as never),
    );
    expect(saved.data).toEqual({ preApprovalsSaved: true });
    expect(await preApprovalsOf(agencyCtxFor(runtime, user))).toEqual(["CERTIFICATE_FOR_REQUESTED_HOLDER"]);
    await answerOf(
      action({
        request: post([
          ["intent", "preApprovals"],
          ["_idempotency", "pre-approvals-key-2"],
        ]),
        context,
        params: {},
      } as never),
    );
    expect(await preApprovalsOf(agencyCtxFor(runtime, user))).toEqual([]);
  });
});
