import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser, subscriptionInState } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { subscriptionWithSeatsSql } from "./billing.sql.ts";
import { getAgencySubscription, subscriptionOf } from "./subscription.service.ts";

/** The subscription as another statement carries it (the session lookup, ADR 018) reads back as its own read does. */

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

async function carried(agencyId: string) {
  const [row] = await runtime.db
    .select({ subscription: subscriptionWithSeatsSql(sql`${agencyId}::uuid`) })
    .from(sql`(select 1) as one`);
  return row!.subscription;
}

describe("subscriptionWithSeatsSql", () => {
  it("gives the row with its dates, amounts and active seats exactly as the subscription's own read", async () => {
    const now = runtime.clock.now();
    const agency = await buildAgency(runtime.system, {
      subscription: {
        ...subscriptionInState("TRIAL", now),
        numSeats: 7,
        trialEndDate: new Date("2026-12-11T04:59:59.123Z"),
        nextBillingDate: new Date("2027-01-01T05:00:00.000Z"),
        nextBillingAmountCents: 1_234_567,
      },
    });
    const user = await buildAgencyUser(runtime.system, agency.id);
    await buildAgencyUser(runtime.system, agency.id);
    await buildAgencyUser(runtime.system, agency.id, { state: "DISABLED" });

    const found = await carried(agency.id);
    expect(found!.numSeatsActive).toBe(2);
    expect(found!.row.trialEndDate).toEqual(new Date("2026-12-11T04:59:59.123Z"));
    expect(found!.row.createdAt).toBeInstanceOf(Date);
    expect(found!.row.providerCustomerId).toBeNull();
    expect(subscriptionOf(found!)).toEqual(await getAgencySubscription(agencyCtxFor(runtime, user)));
  });

  it("is null for an agency without a subscription", async () => {
    const agency = await buildAgency(runtime.system, { subscription: null });
    expect(await carried(agency.id)).toBeNull();
  });
});
