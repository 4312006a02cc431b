import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Feature, LimitKey } from "#domain/entitlements.ts";
import type { SubscriptionPlan } from "#domain/subscription.ts";
import { buildAgency } from "#server/seed/agency.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { agencyCtx, type AgencyCtx } from "../../lib/context.ts";
import { requireEntitlement, requireWithinLimit } from "./entitlements.service.ts";

/** docs/product/plans-and-limits.md: each limit refused at the limit, allowed below it, on the server. */
let runtime: TestRuntime;
const ctxOn: Partial<Record<SubscriptionPlan, AgencyCtx>> = {};

beforeAll(async () => {
  runtime = await startTestRuntime();
  for (const plan of ["BASIC", "STANDARD", "PRO", "ENTERPRISE"] as const) {
    const agency = await buildAgency(runtime.system, { subscription: { plan, numSeats: 6, numVoiceAgents: 3 } });
    // Cara acting alone: limits hold whoever acts
    ctxOn[plan] = agencyCtx(runtime, { type: "CARA", agencyId: agency.id, channel: "EMAIL", onBehalfOfUserId: null });
  }
});
afterAll(() => runtime.close());

const refusal = (work: Promise<unknown>) =>
  work.then(() => null).catch((error: { code: string; message: string }) => error);

const CASES: Array<[SubscriptionPlan, LimitKey, number, string]> = [
  [
    "BASIC",
    "customPresets",
    3,
    "Your Basic plan includes 3 custom presets. Upgrade to Pro for unlimited custom presets.",
  ],
  [
    "BASIC",
    "documentStyles",
    1,
    "Your Basic plan includes 1 document style. Upgrade to Pro for unlimited document styles.",
  ],
  [
    "BASIC",
    "knowledgePages",
    500,
    "Your Basic plan includes 500 knowledge base pages. Upgrade to Pro for 5,000 knowledge base pages.",
  ],
  [
    "BASIC",
    "emailsPerMonth",
    250,
    "Your Basic plan includes 250 emails a month. Upgrade to Pro for 2,500 emails a month.",
  ],
  [
    "BASIC",
    "voiceMinutesPerAgentPerMonth",
    500,
    "Your Basic plan includes 500 voice minutes a month per agent. Upgrade to Pro for 2,000 voice minutes a month per agent.",
  ],
  [
    "STANDARD",
    "customPresets",
    3,
    "Your Standard plan includes 3 custom presets. Upgrade to Pro for unlimited custom presets.",
  ],
  [
    "PRO",
    "knowledgePages",
    5000,
    "Your Pro plan includes 5,000 knowledge base pages. Contact sales about the Enterprise plan for more.",
  ],
  [
    "PRO",
    "emailsPerMonth",
    2500,
    "Your Pro plan includes 2,500 emails a month. Contact sales about the Enterprise plan for more.",
  ],
  [
    "PRO",
    "voiceMinutesPerAgentPerMonth",
    2000,
    "Your Pro plan includes 2,000 voice minutes a month per agent. Contact sales about the Enterprise plan for more.",
  ],
  ["BASIC", "seats", 6, "All 6 seats are assigned. Add a seat to your plan to add another user."],
  ["PRO", "seats", 6, "All 6 seats are assigned. Add a seat to your plan to add another user."],
  [
    "BASIC",
    "voiceAgents",
    3,
    "All 3 voice agents on your plan are in use. Add a voice agent to your plan to set up another.",
  ],
  [
    "PRO",
    "voiceAgents",
    3,
    "All 3 voice agents on your plan are in use. Add a voice agent to your plan to set up another.",
  ],
];

describe("requireWithinLimit", () => {
  it.each(CASES)("%s %s: allowed below %i, refused at it", async (plan, key, limit, message) => {
    const ctx = ctxOn[plan]!;
    await expect(requireWithinLimit(ctx, key, limit - 1)).resolves.toBeUndefined();
    await expect(requireWithinLimit(ctx, key, 0)).resolves.toBeUndefined();
    expect(await refusal(requireWithinLimit(ctx, key, limit))).toMatchObject({ code: "PLAN_LIMIT", message });
    expect(await refusal(requireWithinLimit(ctx, key, limit + 10))).toMatchObject({ code: "PLAN_LIMIT", message });
  });

  it.each([
    ["PRO", "customPresets"],
    ["PRO", "documentStyles"],
    ["ENTERPRISE", "knowledgePages"],
    ["ENTERPRISE", "emailsPerMonth"],
    ["ENTERPRISE", "voiceMinutesPerAgentPerMonth"],
  ] as const)("%s has no cap on %s", async (plan, key) => {
    await expect(requireWithinLimit(ctxOn[plan]!, key, 1_000_000)).resolves.toBeUndefined();
  });

  it("names no subscription when there is none", async () => {
    const agency = await buildAgency(runtime.system, { subscription: null });
    const ctx = agencyCtx(runtime, { type: "SYSTEM", agencyId: agency.id });
    expect(await refusal(requireWithinLimit(ctx, "customPresets", 0))).toMatchObject({ code: "INVALID_STATE" });
  });
});

describe("requireEntitlement", () => {
  const MESSAGES: Record<Feature, string> = {
    COPILOT_PDF_EDITOR: "Your plan does not include the PDF editor. Upgrade to Pro to use it.",
    ADVANCED_VOICE_CUSTOMIZATION: "Your plan does not include advanced voice customization. Upgrade to Pro to use it.",
    INTEGRATIONS: "Your plan does not include AMS and CRM integrations. Upgrade to Pro to use it.",
  };
  it.each(Object.keys(MESSAGES) as Feature[])("%s: Pro and Enterprise only", async (feature) => {
    for (const plan of ["BASIC", "STANDARD"] as const) {
      expect(await refusal(requireEntitlement(ctxOn[plan]!, feature))).toMatchObject({
        code: "PLAN_LIMIT",
        message: MESSAGES[feature],
      });
    }
    for (const plan of ["PRO", "ENTERPRISE"] as const) {
      await expect(requireEntitlement(ctxOn[plan]!, feature)).resolves.toBeUndefined();
    }
  });
});
