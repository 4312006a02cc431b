import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicy, setPolicyColumns } from "#server/seed/policy.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { addDays, nextTermEnd, startOfUtcDay } from "#domain/policy/lifecycle.ts";
import { allJobs } from "../../jobs/all-jobs.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import type { Account } from "../accounts/accounts.query.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { movePolicyStatesJob } from "./policies.jobs.ts";
import { getBusinessPolicy, nextPoliciesOf, policyStatus, previousPoliciesOf } from "./policies.service.ts";
import { applyPolicyDateMoves } from "./policy-date-moves.service.ts";
import { cancelBusinessPolicy, reinstateBusinessPolicy, renewBusinessPolicy } from "./policy-lifecycle.service.ts";
import { deleteBusinessPolicy } from "./policy-writes.service.ts";

let runtime: TestRuntime;
let ctx: AgencyCtx;
let theirs: AgencyCtx;
let account: Account;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const other = await buildAgency(runtime.system);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
});
afterAll(() => runtime.close());

beforeEach(async () => {
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  account = await buildAccount(ctx);
});

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const today = () => startOfUtcDay(runtime.clock.now());
/** Noon UTC `days` from today: that day's morning for the test agency (Springfield, IL: Chicago time). */
const middayIn = (days: number) => new Date(addDays(today(), days).getTime() + 12 * 3_600_000);
const inforcePolicy = async () => {
  const policy = await buildPolicy(ctx, account.id, {
    inforceAt: addDays(today(), -30),
    expiresAt: addDays(today(), 335),
  });
  return setPolicyColumns(runtime.system, policy.id, { state: "INFORCE" });
};

describe("cancel and reinstate", () => {
  it("a future cancellation is pending (Cancel off, Reinstate on) until the date job makes it CANCELED", async () => {
    const policy = await inforcePolicy();
    const canceled = await cancelBusinessPolicy(ctx, policy.id, {
      effectiveAt: addDays(today(), 10),
      reasonDescription: "Nonpayment",
    });
    expect(canceled.state).toBe("INFORCE");
    expect(canceled.cancellation).toMatchObject({
      canceledBy: "CARRIER",
      reason: "INSURED_NONPAYMENT",
      type: "CANCELLATION",
      reasonDescription: "Nonpayment",
    });
    expect(await policyStatus(ctx, canceled)).toMatchObject({
      cancellationPending: true,
      cancel: false,
      reinstate: true,
    });

    expect(await applyPolicyDateMoves(runtime.system, middayIn(9))).toMatchObject({ canceled: 0 });
    expect((await getBusinessPolicy(ctx, policy.id)).state).toBe("INFORCE");
    expect(await applyPolicyDateMoves(runtime.system, middayIn(10))).toMatchObject({ canceled: 1 });
    const after = await getBusinessPolicy(ctx, policy.id);
    expect(after.state).toBe("CANCELED");
    expect((await policyStatus(ctx, after)).cancellationPending).toBe(false);
  });

  it("a cancellation effective today or earlier is CANCELED at once; a second one is refused", async () => {
    const policy = await inforcePolicy();
    const canceled = await cancelBusinessPolicy(ctx, policy.id, {
      effectiveAt: today(),
      canceledBy: "INSURED",
      reason: "INSURED_CLOSED_BUSINESS",
      returnPremium: "120.50",
    });
    expect(canceled).toMatchObject({
      state: "CANCELED",
      cancellation: { canceledBy: "INSURED", returnPremium: "120.50" },
    });
    expect(await errorOf(cancelBusinessPolicy(ctx, policy.id, { effectiveAt: today() }))).toMatchObject({
      code: "INVALID_STATE",
      message: "This policy is already canceled. Reinstate it before canceling it again.",
    });
    expect((await listAuditEntries(ctx)).map((e) => e.action)).toContain("policies.policy_canceled");
  });

  it("reinstating records it and puts the state back by the dates; Cancel is on again", async () => {
    const policy = await inforcePolicy();
    await cancelBusinessPolicy(ctx, policy.id, { effectiveAt: addDays(today(), -1) });
    runtime.clock.advance(1000);
    const reinstated = await reinstateBusinessPolicy(ctx, policy.id, { reasonDescription: "Paid in full" });
    expect(reinstated.state).toBe("INFORCE");
    expect(reinstated.reinstatement).toMatchObject({
      reasonDescription: "Paid in full",
      effectiveAt: today().toISOString(),
    });
    expect(await policyStatus(ctx, reinstated)).toMatchObject({
      cancel: true,
      reinstate: false,
      cancellationPending: false,
    });
    // the old cancellation no longer counts for the date job
    await applyPolicyDateMoves(runtime.system, middayIn(1));
    expect((await getBusinessPolicy(ctx, policy.id)).state).toBe("INFORCE");
    expect(await errorOf(reinstateBusinessPolicy(ctx, policy.id, {}))).toMatchObject({ code: "INVALID_STATE" });
    // and it can be canceled again
    runtime.clock.advance(1000);
    expect((await cancelBusinessPolicy(ctx, policy.id, { effectiveAt: today() })).state).toBe("CANCELED");
  });

  it("reinstating a pending cancellation keeps the state", async () => {
    const policy = await buildPolicy(ctx, account.id, { inforceAt: addDays(today(), 5) });
    await cancelBusinessPolicy(ctx, policy.id, { effectiveAt: addDays(today(), 20) });
    runtime.clock.advance(1000);
    expect((await reinstateBusinessPolicy(ctx, policy.id, {})).state).toBe("BINDING");
  });

  it("another agency cannot cancel, reinstate or renew", async () => {
    const policy = await inforcePolicy();
    for (const attempt of [
      () => cancelBusinessPolicy(theirs, policy.id, { effectiveAt: today() }),
      () => reinstateBusinessPolicy(theirs, policy.id, {}),
      () => renewBusinessPolicy(theirs, policy.id, {}),
    ]) {
      expect(await errorOf(attempt())).toMatchObject({ code: "NOT_FOUND", message: "Policy not found" });
    }
  });
});

describe("renew", () => {
  it("creates the next policy in BINDING linked both ways, continuing the term; the old one reports the newer version", async () => {
    const old = await buildPolicy(ctx, account.id, {
      type: "WORKERS_COMPENSATION",
      policyNumber: "WC-1",
      market: "ADMITTED",
      pricing: { premium: "4000", commissionRate: "0.1", policyFees: "100" },
      details: { limits: { workersCompensation: { eachAccident: "1000000" } } },
    });
    const renewal = await renewBusinessPolicy(ctx, old.id, { pricing: { premium: "5000" } });
    expect(renewal).toMatchObject({
      state: "BINDING",
      previousPolicyId: old.id,
      accountId: account.id,
      type: "WORKERS_COMPENSATION",
      policyNumber: "WC-1",
      premium: "5000.00",
      policyFees: "100.00",
      total: "5100.00",
      estimatedCommission: "500.00",
      inforceAt: old.expiresAt,
      expiresAt: nextTermEnd(old, old.expiresAt!),
      details: { limits: { workersCompensation: { eachAccident: "1000000.00" } } },
    });
    expect((await nextPoliciesOf(ctx, old.id)).map((p) => p.id)).toEqual([renewal.id]);
    expect((await previousPoliciesOf(ctx, renewal)).map((p) => p.id)).toEqual([old.id]);
    expect(await policyStatus(ctx, old)).toMatchObject({
      hasNewerRenewal: true,
      renew: false,
      delete: false,
      cancel: true,
    });
    expect(await policyStatus(ctx, renewal)).toMatchObject({ hasNewerRenewal: false, renew: true, delete: true });

    expect(await errorOf(renewBusinessPolicy(ctx, old.id, {}))).toMatchObject({ code: "INVALID_STATE" });
    expect(await errorOf(deleteBusinessPolicy(ctx, old.id))).toMatchObject({
      code: "INVALID_STATE",
      message: "This policy has a newer renewal, so it cannot be deleted.",
    });
    // deleting the renewal gives the old policy its Renew and Delete back
    await deleteBusinessPolicy(ctx, renewal.id);
    expect(await policyStatus(ctx, old)).toMatchObject({ hasNewerRenewal: false, renew: true, delete: true });
  });

  it("validates the renewal's dates", async () => {
    const old = await buildPolicy(ctx, account.id);
    const error = await errorOf(renewBusinessPolicy(ctx, old.id, { inforceAt: "2027-05-01", expiresAt: "2027-01-01" }));
    expect(error).toMatchObject({
      fieldErrors: [{ path: "expiresAt", message: "The expiration date must be after the in-force date" }],
    });
  });
});

describe("the date job", () => {
  it("moves BINDING → INFORCE at the in-force date and → EXPIRED after expiry; a second run moves nothing", async () => {
    const starting = await buildPolicy(ctx, account.id, {
      inforceAt: addDays(today(), 3),
      expiresAt: addDays(today(), 368),
    });
    const lapsed = await buildPolicy(ctx, account.id, {
      inforceAt: addDays(today(), -400),
      expiresAt: addDays(today(), -35),
    });
    const running = await setPolicyColumns(
      runtime.system,
      (await buildPolicy(ctx, account.id, { inforceAt: addDays(today(), -300), expiresAt: addDays(today(), 2) })).id,
      { state: "INFORCE" },
    );
    const pending = await setPolicyColumns(
      runtime.system,
      (await buildPolicy(ctx, account.id, { inforceAt: addDays(today(), -3) })).id,
      { state: "PENDING" },
    );

    await applyPolicyDateMoves(runtime.system, runtime.clock.now());
    const state = async (id: string) => (await getBusinessPolicy(ctx, id)).state;
    expect([
      await state(starting.id),
      await state(lapsed.id),
      await state(running.id),
      await state(pending.id),
    ]).toEqual(["BINDING", "EXPIRED", "INFORCE", "PENDING"]);

    await applyPolicyDateMoves(runtime.system, middayIn(3));
    expect([await state(starting.id), await state(running.id)]).toEqual(["INFORCE", "EXPIRED"]);
    expect(await applyPolicyDateMoves(runtime.system, middayIn(3))).toEqual({
      canceled: 0,
      expired: 0,
      inforce: 0,
    });
    const audit = (await listAuditEntries(ctx)).find((e) => e.action === "policies.states_moved_by_date");
    expect(audit?.actorType).toBe("SYSTEM");
  });

  it("applies dates on each agency's day in its time zone, not the UTC day", async () => {
    const agencyIn = async (zone: string) => {
      const agency = await buildAgency(runtime.system, {
        mailingAddress: { line1: "1 Main Street", city: "Town", zone, postalCode: "04101" },
      });
      const agencyCtx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
      const policy = await buildPolicy(agencyCtx, (await buildAccount(agencyCtx)).id, {
        inforceAt: startDay,
        expiresAt: addDays(startDay, 365),
      });
      return { state: async () => (await getBusinessPolicy(agencyCtx, policy.id)).state };
    };
    const startDay = addDays(today(), 3);
    const at = (hours: number, minutes: number) => new Date(startDay.getTime() + (hours * 60 + minutes) * 60_000);
    const maine = await agencyIn("ME"); // America/New_York
    const oregon = await agencyIn("OR"); // America/Los_Angeles
    // 03:30 UTC on the start day is still the day before in both (UTC−4/−5 and −7/−8): nothing starts yet
    await applyPolicyDateMoves(runtime.system, at(3, 30));
    expect([await maine.state(), await oregon.state()]).toEqual(["BINDING", "BINDING"]);
    // 05:10 UTC: past midnight in Maine, the evening before in Oregon
    await applyPolicyDateMoves(runtime.system, at(5, 10));
    expect([await maine.state(), await oregon.state()]).toEqual(["INFORCE", "BINDING"]);
    await applyPolicyDateMoves(runtime.system, at(8, 10));
    expect(await oregon.state()).toBe("INFORCE");
  });

  it("is registered with the workers on a schedule", async () => {
    expect(allJobs).toContain(movePolicyStatesJob);
    expect(movePolicyStatesJob.schedule).toBeTruthy();
    await movePolicyStatesJob.handler(runtime, {});
  });
});
