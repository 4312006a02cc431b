import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { listAccountCertificates } from "#server/modules/certificates/certificates.service.ts";
import {
  decideEffect,
  listEffectApprovals,
  setPreApprovals,
} from "#server/modules/workspaces/effect-approvals.service.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { getWorkspace } from "#server/modules/workspaces/workspaces.service.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildCarrier, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/**
 * The offline engine under the same gate (ADR 060): with no pre-approval rule, the certificate
 * it would issue is proposed; approving it issues it once and the engine answers from the result.
 */
const DAY = 24 * 60 * 60 * 1000;
let runtime: TestRuntime;
let ctx: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  const agency = await buildAgency(runtime.system, {
    mailingAddress: { line1: "48 Commercial Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
  });
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
});
afterAll(() => runtime.close());

describe("the offline engine's certificate when the agency pre-approves nothing", () => {
  it("is proposed and waits; approved, it is issued once and Cara answers with it", async () => {
    await setPreApprovals(ctx, []);
    const account = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: "Casco Bay Landscaping LLC",
        email: "office@cascobay.test",
        phone: "(207) 555-0199",
        mailingAddress: { line1: "12 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const carrier = await buildCarrier(runtime.system, ctx.actor.agencyId, {
      name: "Acadia Mutual",
      naicCode: "31325",
    });
    await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id, {
      type: "GENERAL_LIABILITY",
      carrierId: carrier.id,
      policyNumber: "GL-4471-26",
      inforceAt: new Date(Date.now() - 60 * DAY),
      expiresAt: new Date(Date.now() + 300 * DAY),
      details: { limits: { generalLiability: { eachOccurrence: "1000000", generalAggregate: "2000000" } } },
    });
    const workspace = await createWorkspace(
      ctx,
      {
        message: "",
        accountId: account.id,
        preset: "GenerateCertificateOfLiabilityInsurance",
        presetOptions: {
          template: "ACORD 25",
          certificateHolder: "Harbor Realty Trust, 15 Exchange Street, Portland, ME 04101",
        },
      },
      [],
    );
    const first = await settledRun(ctx, workspace.id);
    expect((await getWorkspace(ctx, workspace.id)).state).toBe("WAITING_FOR_INPUT");
    expect(await listAccountCertificates(ctx, account.id)).toHaveLength(0);
    expect(first.messages.findLast((m) => m.role === "AGENT")!.content).toContain("needs your approval");
    const [proposed] = await listEffectApprovals(ctx, workspace.id);
    expect(proposed).toMatchObject({ toolName: "FILL_TEMPLATE", state: "PENDING" });
    expect(proposed!.input).toMatchObject({ certificateHolder: expect.stringContaining("Harbor Realty Trust") });

    await decideEffect(ctx, { id: proposed!.id, approve: true });
    const detail = await settledRun(ctx, workspace.id, 60_000, 2);
    expect(await listAccountCertificates(ctx, account.id)).toHaveLength(1);
    const event = detail.stages.flatMap((s) => s.events).find((e) => e.id === proposed!.eventId);
    expect(event).toMatchObject({ state: "SUCCESS" });
    expect(detail.messages.findLast((m) => m.role === "AGENT")!.content).toContain("Harbor Realty Trust");
    expect((await listEffectApprovals(ctx, workspace.id))[0]!.executedAt).not.toBeNull();
  });
});
