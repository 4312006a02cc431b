import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicy, setPolicyColumns } from "#server/seed/policy.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { resolveServiceRequest } from "../servicing/servicing-resolve.service.ts";
import { updateServiceRequest } from "../servicing/servicing-update.service.ts";
import { policiesExpiringWithoutRenewal } from "../policies/policy-day.service.ts";
import { userDay } from "./user-day.service.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
/** 2026-03-10 at 03:00 UTC: still March 9 in Los Angeles (the agency is in California). */
const NOW = new Date("2026-03-10T03:00:00.000Z");

async function californiaAgency() {
  const agency = await buildAgency(runtime.system, {
    mailingAddress: { line1: "1 Main Street", city: "Sacramento", zone: "CA", postalCode: "95814" },
  });
  const user = await buildAgencyUser(runtime.system, agency.id);
  const ctx: AgencyUserCtx = { ...agencyCtxFor(runtime, user), now: () => NOW };
  return { agency, user, ctx };
}

async function request(ctx: AgencyUserCtx, set: { assigneeId: string; dueAt: Date | null; closed?: boolean }) {
  const row = await buildServiceRequest(ctx, { type: "QUESTION", question: { question: "Is my van covered?" } });
  // the due date was set weeks ago, when it was still ahead
  const earlier = { ...ctx, now: () => new Date("2026-02-01T12:00:00.000Z") };
  await updateServiceRequest(earlier, row.id, { assigneeId: set.assigneeId, dueAt: set.dueAt });
  if (set.closed) await resolveServiceRequest(ctx, row.id, { notes: "Answered by phone." });
  return row.id;
}

describe("the user's day", () => {
  it("lists the user's OPEN requests due by the end of the agency's today, overdue first", async () => {
    const { ctx, user, agency } = await californiaAgency();
    const colleague = await buildAgencyUser(runtime.system, agency.id);
    const overdue = await request(ctx, { assigneeId: user.id, dueAt: day("2026-03-02") });
    const dueToday = await request(ctx, { assigneeId: user.id, dueAt: day("2026-03-09") });
    // March 10 is tomorrow in California although it is already March 10 in UTC
    await request(ctx, { assigneeId: user.id, dueAt: day("2026-03-10") });
    await request(ctx, { assigneeId: colleague.id, dueAt: day("2026-03-01") });
    await request(ctx, { assigneeId: user.id, dueAt: day("2026-03-01"), closed: true });
    await request(ctx, { assigneeId: user.id, dueAt: null });

    const result = await userDay(ctx, 30);
    expect(result.today).toEqual(day("2026-03-09"));
    expect(result.timeZone).toBe("America/Los_Angeles");
    expect(result.dueRequests.nodes.map((row) => row.id)).toEqual([overdue, dueToday]);
    expect(result.dueRequests.totalCount).toBe(2);
  });

  it("lists policies expiring within the window without a renewal or a cancellation, and pending cancellations", async () => {
    const { ctx } = await californiaAgency();
    const account = await buildAccount(ctx);
    const policy = async (expires: string, set: Parameters<typeof setPolicyColumns>[2] = {}) => {
      const row = await buildPolicy(ctx, account.id);
      return (await setPolicyColumns(ctx, row.id, { state: "INFORCE", expiresAt: day(expires), ...set })).id;
    };
    const in20 = await policy("2026-03-29");
    const today = await policy("2026-03-09");
    const in45 = await policy("2026-04-23");
    await policy("2026-03-08", { state: "EXPIRED" }); // already expired
    await policy("2026-07-01"); // beyond 90 days
    const renewed = await policy("2026-03-20");
    const renewal = await buildPolicy(ctx, account.id);
    await setPolicyColumns(ctx, renewal.id, { previousPolicyId: renewed, expiresAt: day("2027-03-20") });
    const deleted = await policy("2026-03-15");
    await setPolicyColumns(ctx, deleted, { deletedAt: NOW });
    const cancellation = (effectiveAt: string) => ({
      canceledAt: "2026-03-01T12:00:00.000Z",
      canceledBy: "INSURED" as const,
      effectiveAt,
      type: "CANCELLATION" as const,
      reason: "AGENCY_FOUND_BETTER_PRICE" as const,
    });
    const pending = await policy("2026-03-25", { cancellation: cancellation("2026-03-20T00:00:00.000Z") });
    await policy("2026-03-25", { cancellation: cancellation("2026-03-05T00:00:00.000Z") }); // already effective
    const reinstated = await policy("2026-03-26", {
      cancellation: cancellation("2026-03-20T00:00:00.000Z"),
      reinstatement: { reinstatedAt: "2026-03-03T12:00:00.000Z", effectiveAt: "2026-03-03T00:00:00.000Z" },
    });

    const thirty = await userDay(ctx, 30);
    expect(thirty.expiringPolicies.nodes.map((row) => row.id)).toEqual([today, reinstated, in20]);
    expect(thirty.pendingCancellations.nodes.map((row) => row.id)).toEqual([pending]);
    const sixty = await userDay(ctx, 60);
    expect(sixty.expiringPolicies.nodes.map((row) => row.id)).toEqual([today, reinstated, in20, in45]);
    expect(sixty.expiringPolicies.totalCount).toBe(4);
    expect(sixty.expiringWithinDays).toBe(60);
    // the count is of every matching policy, not of the rows shown
    const first = await policiesExpiringWithoutRenewal(
      ctx,
      sixty.today,
      new Date(sixty.today.getTime() + 61 * 86_400_000),
      1,
    );
    expect([first.nodes.map((row) => row.id), first.totalCount]).toEqual([[today], 4]);
  });

  it("never shows another agency's requests or policies", async () => {
    const mine = await californiaAgency();
    const theirs = await californiaAgency();
    const account = await buildAccount(theirs.ctx);
    const policy = await buildPolicy(theirs.ctx, account.id);
    await setPolicyColumns(theirs.ctx, policy.id, { state: "INFORCE", expiresAt: day("2026-03-20") });
    await request(theirs.ctx, { assigneeId: theirs.user.id, dueAt: day("2026-03-01") });
    const result = await userDay(mine.ctx, 90);
    expect(result.dueRequests).toEqual({ nodes: [], totalCount: 0 });
    expect(result.expiringPolicies).toEqual({ nodes: [], totalCount: 0 });
    expect(result.pendingCancellations).toEqual({ nodes: [], totalCount: 0 });
    const their = await userDay(theirs.ctx, 90);
    expect([their.expiringPolicies.totalCount, their.dueRequests.totalCount]).toEqual([1, 1]);
  });
});
