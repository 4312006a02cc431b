import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SubscriptionState } from "#domain/subscription.ts";
import { buildAgency, buildAgencyUser, subscriptionInState } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import {
  expireEndedTrials,
  getAgencySubscription,
  previewSubscriptionUpdate,
  updatePaymentMethodUrl,
  updateSubscription,
} from "./subscription.service.ts";
import { expireTrialsJob } from "./billing.jobs.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

const DAY = 24 * 60 * 60 * 1000;

/** An agency in `state` with `activeUsers` users, acting as the first. */
async function agencyIn(
  state: SubscriptionState,
  options: { activeUsers?: number; subscription?: object } = {},
): Promise<AgencyCtx> {
  const agency = await buildAgency(runtime.system, {
    subscription: { ...subscriptionInState(state, runtime.clock.now()), ...options.subscription },
  });
  const users = [];
  for (let i = 0; i < (options.activeUsers ?? 1); i++) users.push(await buildAgencyUser(runtime.system, agency.id));
  return agencyCtxFor(runtime, users[0]!);
}

const fieldErrorsOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors;
};

describe("preview (local billing)", () => {
  it("prices the selection from the plan table with no checkout or card step", async () => {
    const ctx = await agencyIn("ACTIVE");
    const preview = await previewSubscriptionUpdate(ctx, {
      plan: "BASIC",
      period: "MONTHLY",
      seats: 5,
      voiceAgents: 3,
    });
    expect(preview.checkoutUrl).toBeNull();
    expect(preview.clientSecret).toBeNull();
    expect(preview.invoice.total).toBe((549 + 2 * 150 + 2 * 100) * 100);
  });
});

describe("update", () => {
  it.each(["TRIAL", "OVERDUE", "EXPIRED", "PAUSED", "ACTIVE"] as const)(
    "moves %s to ACTIVE with the new plan, billed from the price table",
    async (state) => {
      const ctx = await agencyIn(state);
      const updated = await updateSubscription(ctx, { plan: "BASIC", period: "ANNUAL", seats: 4, voiceAgents: 2 });
      expect(updated).toMatchObject({
        plan: "BASIC",
        period: "ANNUAL",
        numSeats: 4,
        numVoiceAgents: 2,
        state: "ACTIVE",
      });
      expect(updated.nextBillingAmountCents).toBe((5599 + 1530 + 1020) * 100);
      // A running annual period keeps its date; anything else starts a new year now.
      const startsNewPeriod = state !== "ACTIVE";
      expect(updated.nextBillingDate!.getTime() > runtime.clock.now().getTime() + 300 * DAY).toBe(startsNewPeriod);
      const [entry] = await listAuditEntries(ctx);
      expect(entry).toMatchObject({ action: "billing.subscription_updated", recordId: ctx.actor.agencyId });
      expect(entry!.data).toMatchObject({ from: { state }, to: { plan: "BASIC", seats: 4, state: "ACTIVE" } });
    },
  );

  it("keeps the billing date when only seats change on a running period", async () => {
    const ctx = await agencyIn("ACTIVE");
    const before = (await getAgencySubscription(ctx))!;
    const updated = await updateSubscription(ctx, { plan: "PRO", period: "ANNUAL", seats: 12, voiceAgents: 1 });
    expect(updated.nextBillingDate).toEqual(before.nextBillingDate);
    expect(updated.numSeats).toBe(12);
  });

  it("lets a trial change seats without paying and stay a trial", async () => {
    const ctx = await agencyIn("TRIAL");
    const updated = await updateSubscription(
      ctx,
      { plan: "PRO", period: "MONTHLY", seats: 8, voiceAgents: 1 },
      { skipPayment: true },
    );
    expect(updated).toMatchObject({ state: "TRIAL", numSeats: 8 });
    const active = await agencyIn("ACTIVE");
    expect(
      (
        await updateSubscription(
          active,
          { plan: "PRO", period: "ANNUAL", seats: 8, voiceAgents: 1 },
          { skipPayment: true },
        )
      ).state,
    ).toBe("ACTIVE");
  });

  it("refuses seats below the larger of 3 and the active users", async () => {
    const ctx = await agencyIn("ACTIVE", { activeUsers: 4 });
    expect(
      await fieldErrorsOf(updateSubscription(ctx, { plan: "PRO", period: "ANNUAL", seats: 3, voiceAgents: 1 })),
    ).toEqual([{ path: "seats", message: "You cannot reduce the number of seats below the number of active users." }]);
    expect(
      await fieldErrorsOf(updateSubscription(ctx, { plan: "PRO", period: "ANNUAL", seats: 2, voiceAgents: 1 })),
    ).toEqual([{ path: "seats", message: "At least 3 seats" }]);
    expect(
      await fieldErrorsOf(
        previewSubscriptionUpdate(ctx, { plan: "PRO", period: "ANNUAL", seats: "ten", voiceAgents: 1 }),
      ),
    ).toEqual([{ path: "seats", message: "Enter the number of seats" }]);
    expect((await updateSubscription(ctx, { plan: "PRO", period: "ANNUAL", seats: 4, voiceAgents: 1 })).numSeats).toBe(
      4,
    );
  });

  it("refuses fewer than one voice agent", async () => {
    const ctx = await agencyIn("ACTIVE");
    expect(
      await fieldErrorsOf(updateSubscription(ctx, { plan: "PRO", period: "ANNUAL", seats: 5, voiceAgents: 0 })),
    ).toEqual([{ path: "voiceAgents", message: "Every plan has at least 1 voice agent" }]);
  });

  it("sells Enterprise through sales only", async () => {
    const ctx = await agencyIn("ACTIVE");
    expect(
      await fieldErrorsOf(updateSubscription(ctx, { plan: "ENTERPRISE", period: "ANNUAL", seats: 5, voiceAgents: 1 })),
    ).toEqual([{ path: "plan", message: "The Enterprise plan is arranged with our sales team" }]);
  });

  it("on the legacy Standard plan changes only seats, and no one moves onto it", async () => {
    const legacy = await agencyIn("ACTIVE", {
      subscription: { plan: "STANDARD", period: "MONTHLY", numVoiceAgents: 1 },
    });
    expect(
      await fieldErrorsOf(updateSubscription(legacy, { plan: "STANDARD", period: "ANNUAL", seats: 6, voiceAgents: 2 })),
    ).toEqual([
      { path: "period", message: "On the legacy Standard plan only seats can be changed" },
      { path: "voiceAgents", message: "On the legacy Standard plan only seats can be changed" },
    ]);
    expect(
      (await updateSubscription(legacy, { plan: "STANDARD", period: "MONTHLY", seats: 6, voiceAgents: 1 })).numSeats,
    ).toBe(6);
    expect((await updateSubscription(legacy, { plan: "PRO", period: "ANNUAL", seats: 6, voiceAgents: 1 })).plan).toBe(
      "PRO",
    );
    const other = await agencyIn("ACTIVE");
    expect(
      await fieldErrorsOf(updateSubscription(other, { plan: "STANDARD", period: "MONTHLY", seats: 6, voiceAgents: 1 })),
    ).toEqual([{ path: "plan", message: "The Standard plan is no longer offered; choose Basic or Pro" }]);
  });

  it("changes only the signed-in user's agency", async () => {
    const mine = await agencyIn("ACTIVE");
    const theirs = await agencyIn("ACTIVE");
    await updateSubscription(mine, { plan: "BASIC", period: "MONTHLY", seats: 7, voiceAgents: 1 });
    expect(await getAgencySubscription(theirs)).toMatchObject({ plan: "PRO", numSeats: 10 });
  });
});

describe("payment method link", () => {
  it("is null with local billing and logs that no URL was found", async () => {
    const ctx = await agencyIn("OVERDUE");
    const warn = vi.spyOn(runtime.log, "warn");
    expect(await updatePaymentMethodUrl(ctx)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      "No subscription update payment URL found",
      expect.objectContaining({ provider: "local" }),
    );
    warn.mockRestore();
  });
});

describe("trial end", () => {
  it("expires trials whose end date has passed, and only those", async () => {
    const ending = await agencyIn("TRIAL", {
      subscription: { trialEndDate: new Date(runtime.clock.now().getTime() - 60_000) },
    });
    const running = await agencyIn("TRIAL");
    await expireTrialsJob.handler(runtime, {});
    expect((await getAgencySubscription(ending))!.state).toBe("EXPIRED");
    expect((await getAgencySubscription(running))!.state).toBe("TRIAL");
    const [entry] = await listAuditEntries(ending);
    expect(entry).toMatchObject({
      action: "billing.trial_expired",
      actorId: null,
      data: { fromState: "TRIAL", toState: "EXPIRED" },
    });
    expect(await expireEndedTrials(runtime.system)).toBe(0);
    runtime.clock.advance(6 * DAY);
    expect(await expireEndedTrials(runtime.system)).toBeGreaterThanOrEqual(1);
    expect((await getAgencySubscription(running))!.state).toBe("EXPIRED");
  });
  it("one agency's unreadable trial end date never stops the others' trials from ending (issue 29 item 5)", async () => {
    const bad = await agencyIn("TRIAL");
    await runtime.system.db.execute(
      sql`update agency_subscriptions set trial_end_date = '-infinity' where agency_id = ${bad.actor.agencyId}`,
    );
    const ending = await agencyIn("TRIAL", {
      subscription: { trialEndDate: new Date(runtime.clock.now().getTime() - 60_000) },
    });
    const result = await expireEndedTrials(runtime.system);
    expect((await getAgencySubscription(ending))!.state).toBe("EXPIRED");
    expect(result).toBeGreaterThanOrEqual(1);
    // the bad agency is read with its date unknown, not as an error
    const subscription = (await getAgencySubscription(bad))!;
    expect(subscription.trialEndDate).toBeNull();
  });
});
