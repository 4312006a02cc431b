import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { noClient, type AgencyCtx } from "../../lib/context.ts";
import { previewSubscriptionUpdate } from "./subscription.service.ts";

const DAY = 24 * 60 * 60 * 1000;
let runtime: TestRuntime;
let server: TestServer;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
});
afterAll(async () => {
  await server?.close();
  await runtime?.close();
});

async function agencyOn(subscription: Parameters<typeof buildAgency>[1] extends infer O ? O : never) {
  const agency = await buildAgency(runtime.system, subscription);
  const user = await buildAgencyUser(runtime.system, agency.id);
  const ctx: AgencyCtx = {
    ...runtime,
    actor: { type: "AGENCY_USER", agencyId: agency.id, agencyUserId: user.id, sessionId: null },
    client: noClient,
  };
  return { ctx, user };
}

describe("local billing", () => {
  it("prorates an amount due in the middle of a paid period, and says so", async () => {
    // Basic monthly, 5 seats, renewing in 15 of ~30 days
    const renews = new Date(runtime.now().getTime() + 15 * DAY);
    const { ctx } = await agencyOn({
      subscription: { plan: "BASIC", period: "MONTHLY", state: "ACTIVE", numSeats: 5, nextBillingDate: renews },
    });
    const { invoice } = await previewSubscriptionUpdate(ctx, {
      plan: "BASIC",
      period: "MONTHLY",
      seats: 7,
      voiceAgents: 1,
    });
    expect(invoice.isNextInvoice).toBe(false);
    expect(invoice.prorationDate).toBeInstanceOf(Date);
    expect(invoice.lineItems).toHaveLength(2);
    expect(invoice.lineItems.every((line) => line.proration)).toBe(true);
    expect(invoice.lineItems[0]!.name).toMatch(/^Unused time on Cara Basic, 5 seats.*prorated: 15 days left/);
    expect(invoice.lineItems[1]!.name).toMatch(/^Remaining time on Cara Basic, 7 seats.*prorated: 15 days left/);
    // two more seats at $150/month for about half of the month
    const share = 15 / ((renews.getTime() - new Date(renews).setUTCMonth(renews.getUTCMonth() - 1)) / DAY);
    expect(Math.abs(invoice.amountDue - Math.round(2 * 15_000 * share))).toBeLessThanOrEqual(2);
    expect(invoice.total).toBe(invoice.lineItems[0]!.totalAmount + invoice.lineItems[1]!.totalAmount);
  });

  it("owes nothing now for a mid-term reduction (the credit is not paid out)", async () => {
    const renews = new Date(runtime.now().getTime() + 10 * DAY);
    const { ctx } = await agencyOn({
      subscription: { plan: "PRO", period: "MONTHLY", state: "ACTIVE", numSeats: 6, nextBillingDate: renews },
    });
    const { invoice } = await previewSubscriptionUpdate(ctx, {
      plan: "PRO",
      period: "MONTHLY",
      seats: 4,
      voiceAgents: 1,
    });
    expect(invoice.total).toBeLessThan(0);
    expect(invoice.amountDue).toBe(0);
  });

  it("bills a full period for a trial or a change of period", async () => {
    const { ctx } = await agencyOn({ subscription: { plan: "PRO", period: "MONTHLY", state: "TRIAL", numSeats: 5 } });
    const { invoice } = await previewSubscriptionUpdate(ctx, {
      plan: "PRO",
      period: "MONTHLY",
      seats: 6,
      voiceAgents: 1,
    });
    expect(invoice.lineItems.some((line) => line.proration)).toBe(false);
    expect(invoice.prorationDate).toBeNull();
  });

  it("says what Update Payment does when there is no payment page", async () => {
    const { user } = await agencyOn({ subscription: { plan: "PRO", period: "MONTHLY", state: "ACTIVE", numSeats: 5 } });
    const client = await signedInClient(runtime, server.url, user);
    const { body } = await client.request(
      `{ subscriptionManagementLinks { updatePaymentMethodUrl updatePaymentMethodNote } }`,
    );
    expect(body!.data.subscriptionManagementLinks).toEqual({
      updatePaymentMethodUrl: null,
      updatePaymentMethodNote: expect.stringMatching(/^No payment provider is connected/),
    });
  });
});
