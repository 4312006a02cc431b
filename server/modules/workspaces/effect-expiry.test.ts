import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expiredMessage, PROPOSAL_TTL_HOURS } from "#domain/effects.ts";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { listAuditEntries } from "#server/modules/audit/audit.service.ts";
import { listAccountCertificates } from "#server/modules/certificates/certificates.service.ts";
import {
  decideEffect,
  expireStaleProposals,
  listEffectApprovals,
  setPreApprovals,
} from "#server/modules/workspaces/effect-approvals.service.ts";
import { caraEffectApprovals } from "#server/modules/workspaces/effect-approvals.table.ts";
import { addWorkspaceMessage, createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { caraRuns } from "#server/modules/workspaces/workspaces.table.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildCarrier, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { systemCtx, type AgencyUserCtx } from "../../lib/context.ts";

/**
 * Stale proposals expire (issue 29, ADR 066): a certificate Cara proposed (the offline engine, the
 * agency pre-approving nothing) that waited past PROPOSAL_TTL_HOURS, whose run failed after
 * proposing, or after which the user sent another message, is EXPIRED with its reason: approving
 * it is refused with that reason, its plan event says so, nothing is issued, and the audit has it.
 */
const DAY = 24 * 60 * 60 * 1000;
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let accountId: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  const agency = await buildAgency(runtime.system, {
    mailingAddress: { line1: "48 Commercial Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
  });
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  await setPreApprovals(ctx, []);
  const account = await buildAccount(ctx, "BUSINESS", {
    account: {
      name: "Casco Bay Landscaping LLC",
      email: "office@cascobay.test",
      phone: "(207) 555-0199",
      mailingAddress: { line1: "12 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
    },
  });
  accountId = account.id;
  const carrier = await buildCarrier(runtime.system, agency.id, { name: "Acadia Mutual", naicCode: "31325" });
  await insertTestPolicy(runtime.system, agency.id, account.id, {
    type: "GENERAL_LIABILITY",
    carrierId: carrier.id,
    policyNumber: "GL-4471-26",
    inforceAt: new Date(Date.now() - 60 * DAY),
    expiresAt: new Date(Date.now() + 300 * DAY),
    details: { limits: { generalLiability: { eachOccurrence: "1000000", generalAggregate: "2000000" } } },
  });
});
afterAll(() => runtime.close());

/** A workspace whose run proposed a certificate and waits. */
async function proposed() {
  const workspace = await createWorkspace(
    ctx,
    {
      message: "",
      accountId,
      preset: "GenerateCertificateOfLiabilityInsurance",
      presetOptions: {
        template: "ACORD 25",
        certificateHolder: "Harbor Realty Trust, 15 Exchange Street, Portland, ME 04101",
      },
    },
    [],
  );
  await settledRun(ctx, workspace.id);
  const [proposal] = await listEffectApprovals(ctx, workspace.id);
  expect(proposal).toMatchObject({ toolName: "FILL_TEMPLATE", state: "PENDING" });
  return { workspace, proposal: proposal! };
}

const eventOf = async (workspaceId: string, eventId: string | null, runs = 1) =>
  (await settledRun(ctx, workspaceId, 60_000, runs)).stages.flatMap((s) => s.events).find((e) => e.id === eventId);

describe("a proposed action expires", () => {
  it(`after ${PROPOSAL_TTL_HOURS} hours: it can no longer be approved, and the card and plan say why`, async () => {
    const { workspace, proposal } = await proposed();
    await runtime.system.db
      .update(caraEffectApprovals)
      .set({ createdAt: new Date(Date.now() - (PROPOSAL_TTL_HOURS + 1) * 60 * 60 * 1000) })
      .where(eq(caraEffectApprovals.id, proposal.id));
    await expect(decideEffect(ctx, { id: proposal.id, approve: true })).rejects.toThrow(expiredMessage("TOO_OLD"));
    const [expired] = await listEffectApprovals(ctx, workspace.id);
    expect(expired).toMatchObject({ state: "EXPIRED", expiredReason: "TOO_OLD", decidedBy: null, executedAt: null });
    expect(await eventOf(workspace.id, proposal.eventId)).toMatchObject({
      state: "FAILED",
      error: `Expired: it waited more than ${PROPOSAL_TTL_HOURS} hours for a decision`,
    });
    expect(await listAccountCertificates(ctx, accountId)).toHaveLength(0);
    const audit = (await listAuditEntries(ctx, { limit: 20 })).filter((e) => e.action === "cara.effect.expired");
    expect(audit[0]!.data).toMatchObject({ approvalId: proposal.id, reason: "TOO_OLD" });
  });

  it("when the run that proposed it failed (crashed after proposing): the run sweeper expires it", async () => {
    const { workspace, proposal } = await proposed();
    // what the heartbeat sweep does to a run whose process died (ADR 059)
    await runtime.system.db
      .update(caraRuns)
      .set({ status: "FAILED", error: "interrupted" })
      .where(eq(caraRuns.id, proposal.runId));
    expect(await expireStaleProposals(systemCtx(runtime))).toBeGreaterThanOrEqual(1);
    const [expired] = await listEffectApprovals(ctx, workspace.id);
    expect(expired).toMatchObject({ state: "EXPIRED", expiredReason: "RUN_FAILED" });
    await expect(decideEffect(ctx, { id: proposal.id, approve: true })).rejects.toThrow(expiredMessage("RUN_FAILED"));
    expect(await listAccountCertificates(ctx, accountId)).toHaveLength(0);
  });

  it("when the conversation moved on: a newer message was sent", async () => {
    const { workspace, proposal } = await proposed();
    await addWorkspaceMessage(ctx, workspace.id, { message: "Actually, hold off on that." }, []);
    await settledRun(ctx, workspace.id, 60_000, 2);
    await expect(decideEffect(ctx, { id: proposal.id, approve: true })).rejects.toThrow(
      expiredMessage("CONVERSATION_MOVED_ON"),
    );
    const states = await listEffectApprovals(ctx, workspace.id);
    expect(states.find((a) => a.id === proposal.id)).toMatchObject({
      state: "EXPIRED",
      expiredReason: "CONVERSATION_MOVED_ON",
    });
    expect(await listAccountCertificates(ctx, accountId)).toHaveLength(0);
  });

  it("not while it is fresh and the conversation waits for it: approved, it is issued once", async () => {
    const { workspace, proposal } = await proposed();
    expect(await expireStaleProposals(systemCtx(runtime), { workspaceId: workspace.id })).toBe(0);
    await decideEffect(ctx, { id: proposal.id, approve: true });
    await settledRun(ctx, workspace.id, 60_000, 2);
    expect(await listAccountCertificates(ctx, accountId)).toHaveLength(1);
  });
});
