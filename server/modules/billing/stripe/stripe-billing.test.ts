import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionSelection } from "#domain/subscription.ts";
import { buildAgency, buildAgencyUser, type AgencyOverrides } from "#server/seed/agency.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { startFakeStripe, type FakeStripe } from "#tests/support/fake-stripe-server.ts";
import { noClient, type AgencyCtx } from "../../../lib/context.ts";
import { DomainError } from "../../../lib/errors.ts";
import type { Logger } from "../../../lib/logger.ts";
import { previewSubscriptionUpdate, updatePaymentMethodUrl, updateSubscription } from "../subscription.service.ts";
import { readSubscriptionRow, writeSubscriptionRow } from "../subscription.store.ts";
import { STRIPE_API_VERSION } from "./stripe-api.ts";
import { createStripeBilling } from "./stripe-billing.ts";

let fake: FakeStripe;
let runtime: TestRuntime;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  fake = await startFakeStripe();
  runtime = await startTestRuntime({
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: "pk_test_cara",
      STRIPE_WEBHOOK_SECRET: "whsec_test_cara",
      STRIPE_API_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await runtime?.close();
  await fake?.close();
});
afterEach(() => {
  fake.state.preview = { taxPercent: 0, discountCents: 0 };
});

async function agencyCtx(subscription: AgencyOverrides["subscription"] = {}): Promise<AgencyCtx> {
  const agency = await buildAgency(runtime.system, { subscription });
  const user = await buildAgencyUser(runtime.system, agency.id);
  return {
    ...runtime,
    actor: { type: "AGENCY_USER", agencyId: agency.id, agencyUserId: user.id, sessionId: null },
    client: noClient,
  };
}

const row = (ctx: AgencyCtx) => readSubscriptionRow(runtime.system, ctx.actor.agencyId).then((r) => r!);
const price = (lookupKey: string) => fake.state.prices.get(lookupKey)!;
const PRO_ANNUAL: SubscriptionSelection = { plan: "PRO", period: "ANNUAL", seats: 5, voiceAgents: 3 };

/** An agency whose checkout completed in Stripe: a subscription with a card on file. */
async function subscribedAgency(options: { trialDays?: number } = {}) {
  const ctx = await agencyCtx({ plan: "PRO", period: "ANNUAL", numSeats: 5 });
  const { checkoutUrl } = await previewSubscriptionUpdate(ctx, PRO_ANNUAL);
  const session = fake.completeCheckout(checkoutUrl!.split("/").pop()!, options);
  await writeSubscriptionRow(runtime.system, ctx.actor.agencyId, {
    providerSubscriptionId: session.subscription,
    numVoiceAgents: 3,
  });
  return { ctx, customerId: session.customer as string, subscriptionId: session.subscription as string };
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("the Stripe billing provider", () => {
  it("is chosen by STRIPE_SECRET_KEY and leaves trial expiry to Stripe", () => {
    expect(runtime.billing).toMatchObject({
      name: "stripe",
      publishableKey: "pk_test_cara",
      expiresTrialsLocally: false,
    });
  });
});

describe("previewing a change", () => {
  it("without a Stripe subscription creates the customer once and returns a Checkout URL", async () => {
    const ctx = await agencyCtx();
    const preview = await previewSubscriptionUpdate(ctx, PRO_ANNUAL, {
      returnPath: "/app/settings/subscription?step=done",
    });

    expect(preview.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(preview.clientSecret).toBeNull();
    const { providerCustomerId } = await row(ctx);
    expect(fake.state.customers.get(providerCustomerId!)?.metadata).toEqual({ agency_id: ctx.actor.agencyId });

    const [checkout] = fake.requestsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(checkout!.headers).toMatchObject({
      authorization: `Bearer ${fake.secretKey}`,
      "stripe-version": STRIPE_API_VERSION,
    });
    const returnUrl = `${runtime.config.appUrl}/app/settings/subscription?step=done`;
    const metadata = { agency_id: ctx.actor.agencyId, plan: "PRO", period: "ANNUAL", seats: "5", voice_agents: "3" };
    expect(checkout!.params).toMatchObject({
      mode: "subscription",
      customer: providerCustomerId,
      success_url: returnUrl,
      cancel_url: returnUrl,
      metadata,
      subscription_data: { metadata },
      line_items: [
        { price: price("cara_pro_annual_base").id, quantity: "1" },
        { price: price("cara_pro_annual_seat").id, quantity: "2" },
        { price: price("cara_voice_agent_annual").id, quantity: "2" },
      ],
    });

    const customersBefore = fake.requestsTo("POST", "/v1/customers").length;
    await previewSubscriptionUpdate(ctx, { ...PRO_ANNUAL, seats: 3, voiceAgents: 1 });
    expect(fake.requestsTo("POST", "/v1/customers")).toHaveLength(customersBefore);
    expect(fake.requestsTo("POST", "/v1/checkout/sessions").at(-1)!.params.line_items).toEqual([
      { price: price("cara_pro_annual_base").id, quantity: "1" },
    ]);
  });

  it("maps Stripe's invoice preview to cents: lines, subtotal, tax, discounts, total", async () => {
    const ctx = await agencyCtx();
    fake.state.preview = { taxPercent: 10, discountCents: 5_000 };
    const { invoice } = await previewSubscriptionUpdate(ctx, PRO_ANNUAL);

    expect(fake.requestsTo("POST", "/v1/invoices/create_preview").at(-1)!.params).toMatchObject({
      customer: (await row(ctx)).providerCustomerId,
      subscription_details: { items: [{ quantity: "1" }, { quantity: "2" }, { quantity: "2" }] },
    });
    const subTotal = 763_900 + 2 * 204_000 + 2 * 102_000;
    const taxTotal = Math.round(((subTotal - 5_000) * 10) / 100);
    expect(invoice).toEqual({
      lineItems: [
        {
          name: expect.stringContaining("Cara PRO"),
          quantity: 1,
          unitAmount: 763_900,
          totalAmount: 763_900,
          proration: false,
        },
        {
          name: expect.stringContaining("Additional seat"),
          quantity: 2,
          unitAmount: 204_000,
          totalAmount: 408_000,
          proration: false,
        },
        {
          name: expect.stringContaining("Additional voice agent"),
          quantity: 2,
          unitAmount: 102_000,
          totalAmount: 204_000,
          proration: false,
        },
      ],
      subTotal,
      taxTotal,
      discountTotal: 5_000,
      total: subTotal - 5_000 + taxTotal,
      amountPaid: 0,
      amountDue: subTotal - 5_000 + taxTotal,
      isNextInvoice: false,
      prorationDate: null,
    });
  });

  it("with a subscription but no card asks for one with a SetupIntent, and previews the swapped items", async () => {
    const { ctx, customerId, subscriptionId } = await subscribedAgency({ trialDays: 14 });
    const preview = await previewSubscriptionUpdate(ctx, { ...PRO_ANNUAL, seats: 4, voiceAgents: 1 });

    expect(preview.checkoutUrl).toBeNull();
    expect(preview.clientSecret).toMatch(/^seti_\w+_secret_/);
    expect([...fake.state.setupIntents.values()].at(-1)).toMatchObject({ customer: customerId, usage: "off_session" });
    const items = fake.state.subscriptions.get(subscriptionId)!.items.data;
    expect(fake.requestsTo("POST", "/v1/invoices/create_preview").at(-1)!.params).toMatchObject({
      subscription: subscriptionId,
      subscription_details: {
        proration_behavior: "create_prorations",
        items: [
          { id: items[0].id, price: price("cara_pro_annual_base").id, quantity: "1" },
          { id: items[1].id, price: price("cara_pro_annual_seat").id, quantity: "1" },
          { id: items[2].id, deleted: "true" },
        ],
      },
    });
    expect(preview.invoice).toMatchObject({ subTotal: 763_900 + 204_000, isNextInvoice: true });
  });

  it("with a subscription and a card needs neither checkout nor a SetupIntent", async () => {
    const { ctx } = await subscribedAgency();
    const preview = await previewSubscriptionUpdate(ctx, { ...PRO_ANNUAL, seats: 6 });
    expect(preview).toMatchObject({ checkoutUrl: null, clientSecret: null, invoice: { isNextInvoice: true } });
    const monthly = await previewSubscriptionUpdate(ctx, { ...PRO_ANNUAL, period: "MONTHLY" });
    expect(monthly.invoice.isNextInvoice).toBe(false);
  });

  it("names the lookup key of a price missing in Stripe", async () => {
    fake.state.prices.delete("cara_basic_monthly_seat");
    const ctx = await agencyCtx({ plan: "BASIC", period: "MONTHLY" });
    const error = await failureOf(
      previewSubscriptionUpdate(ctx, { plan: "BASIC", period: "MONTHLY", seats: 5, voiceAgents: 1 }),
    );
    expect(error).toMatchObject({
      code: "INVALID_STATE",
      message: expect.stringContaining('"cara_basic_monthly_seat"'),
    });
  });

  it("says the provider cannot be reached on a network failure", async () => {
    const ctx = await agencyCtx();
    const offline = {
      ...ctx,
      billing: createStripeBilling({ ...runtime.config, STRIPE_API_URL: "http://127.0.0.1:9" }),
    };
    const error = await failureOf(previewSubscriptionUpdate(offline, PRO_ANNUAL));
    expect(error.message).toBe("The payment provider could not be reached. Try again in a moment.");
  });
});

describe("applying a change", () => {
  it("updates the subscription's items in place: seats above 3, voice agents above 1, prorated", async () => {
    const { ctx, subscriptionId } = await subscribedAgency();
    const items = fake.state.subscriptions.get(subscriptionId)!.items.data;
    const updated = await updateSubscription(ctx, { plan: "PRO", period: "ANNUAL", seats: 8, voiceAgents: 4 });

    expect(fake.requestsTo("POST", `/v1/subscriptions/${subscriptionId}`).at(-1)!.params).toMatchObject({
      proration_behavior: "create_prorations",
      payment_behavior: "error_if_incomplete",
      metadata: { plan: "PRO", period: "ANNUAL", seats: "8", voice_agents: "4" },
      items: [
        { id: items[0].id, price: price("cara_pro_annual_base").id, quantity: "1" },
        { id: items[1].id, price: price("cara_pro_annual_seat").id, quantity: "5" },
        { id: items[2].id, price: price("cara_voice_agent_annual").id, quantity: "3" },
      ],
    });
    expect(updated).toMatchObject({
      state: "ACTIVE",
      numSeats: 8,
      numVoiceAgents: 4,
      providerSubscriptionId: subscriptionId,
    });
    expect(updated.nextBillingAmountCents).toBe(763_900 + 5 * 204_000 + 3 * 102_000);
    expect(updated.nextBillingDate!.getTime()).toBe(items[0].current_period_end * 1000);

    await updateSubscription(ctx, { plan: "BASIC", period: "MONTHLY", seats: 3, voiceAgents: 1 });
    const after = fake.state.subscriptions.get(subscriptionId)!.items.data;
    expect(after.map((item: { price: { lookup_key: string } }) => item.price.lookup_key)).toEqual([
      "cara_basic_monthly_base",
    ]);
    expect((await row(ctx)).nextBillingAmountCents).toBe(54_900);
  });

  it("previews Stripe's proration lines as it returns them, and charges for the instant previewed", async () => {
    const { ctx, subscriptionId } = await subscribedAgency();
    // half-way through the annual period
    const half = 182 * 24 * 60 * 60;
    for (const item of fake.state.subscriptions.get(subscriptionId)!.items.data) {
      item.current_period_start -= half;
      item.current_period_end -= half;
    }
    const change = { ...PRO_ANNUAL, seats: 8 };
    const { invoice } = await previewSubscriptionUpdate(ctx, change);
    const asked = fake.requestsTo("POST", "/v1/invoices/create_preview").at(-1)!.params;
    const prorationDate = Math.floor(invoice.prorationDate!.getTime() / 1000);
    expect(asked.subscription_details).toMatchObject({
      proration_behavior: "create_prorations",
      proration_date: String(prorationDate),
    });
    const prorations = invoice.lineItems.filter((line) => line.proration);
    expect(prorations.map((line) => line.name)).toEqual([
      expect.stringMatching(/^Unused time on 2 × /),
      expect.stringMatching(/^Remaining time on 5 × /),
    ]);
    // about half a year of 2 seats back, half a year of 5 seats charged: as Stripe computed them
    expect(prorations[0]!.totalAmount).toBeLessThan(0);
    expect(prorations[1]!.totalAmount).toBeGreaterThan(0);
    expect(Math.abs(prorations[0]!.totalAmount + 2 * 102_000)).toBeLessThan(2 * 102_000 * 0.02);
    expect(invoice.total).toBe(invoice.lineItems.reduce((sum, line) => sum + line.totalAmount, 0));

    runtime.clock.advance(20_000); // the user reads the preview, then continues
    await updateSubscription(ctx, change, { prorationDate: invoice.prorationDate });
    expect(fake.requestsTo("POST", `/v1/subscriptions/${subscriptionId}`).at(-1)!.params.proration_date).toBe(
      String(prorationDate),
    );
  });

  it("asks for checkout when there is no Stripe subscription", async () => {
    const ctx = await agencyCtx();
    const error = await failureOf(updateSubscription(ctx, { ...PRO_ANNUAL, seats: 6 }));
    expect(error).toMatchObject({ code: "INVALID_STATE", message: "Finish checkout to start your subscription" });
  });

  it("in a trial without a card, moves the trial to Stripe and keeps it a TRIAL", async () => {
    const trialEndDate = new Date(Date.now() + 10 * DAY);
    const ctx = await agencyCtx({ state: "TRIAL", trialEndDate, numSeats: 5 });
    const first = await updateSubscription(ctx, { ...PRO_ANNUAL, seats: 6 }, { skipPayment: true });
    const subscription = fake.state.subscriptions.get(first.providerSubscriptionId!)!;
    expect(subscription).toMatchObject({ status: "trialing", trial_end: Math.floor(trialEndDate.getTime() / 1000) });
    expect(fake.requestsTo("POST", "/v1/subscriptions").at(-1)!.params).toMatchObject({
      trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
    });
    expect(first).toMatchObject({ state: "TRIAL", numSeats: 6 });

    const second = await updateSubscription(ctx, { ...PRO_ANNUAL, seats: 7 }, { skipPayment: true });
    const update = fake.requestsTo("POST", `/v1/subscriptions/${subscription.id}`).at(-1)!.params;
    expect(update).toMatchObject({
      payment_behavior: "allow_incomplete",
      items: [{ quantity: "1" }, { quantity: "4" }, { quantity: "2" }],
    });
    expect(update.trial_end).toBeUndefined();
    expect(second).toMatchObject({
      state: "TRIAL",
      numSeats: 7,
      nextBillingDate: new Date(Math.floor(trialEndDate.getTime() / 1000) * 1000),
    });
  });

  it("shows Stripe's message when it refuses, and changes nothing", async () => {
    const { ctx, subscriptionId } = await subscribedAgency({ trialDays: 14 });
    await writeSubscriptionRow(runtime.system, ctx.actor.agencyId, { state: "TRIAL" });
    const noCard = await failureOf(updateSubscription(ctx, { ...PRO_ANNUAL, seats: 6 }));
    expect(noCard.message).toBe("This customer has no attached payment source or default payment method.");
    expect(fake.requestsTo("POST", `/v1/subscriptions/${subscriptionId}`).at(-1)!.params.trial_end).toBe("now");

    fake.failNext("POST", /^\/v1\/subscriptions\//, 402, {
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
    });
    const declined = await failureOf(updateSubscription(ctx, { ...PRO_ANNUAL, seats: 6 }, { skipPayment: true }));
    expect(declined.message).toBe("Your card was declined.");
    expect(await row(ctx)).toMatchObject({ numSeats: 5, state: "TRIAL" });
  });

  it("charges a card saved by a SetupIntent when ending a trial", async () => {
    const { ctx, customerId, subscriptionId } = await subscribedAgency({ trialDays: 14 });
    await writeSubscriptionRow(runtime.system, ctx.actor.agencyId, { state: "TRIAL" });
    const card = fake.addCard(customerId);
    const updated = await updateSubscription(ctx, PRO_ANNUAL);
    expect(fake.requestsTo("POST", `/v1/subscriptions/${subscriptionId}`).at(-1)!.params).toMatchObject({
      default_payment_method: card.id,
      trial_end: "now",
    });
    expect(updated.state).toBe("ACTIVE");
  });
});

describe("the payment method page", () => {
  function capturingLog(ctx: AgencyCtx) {
    const errors: string[] = [];
    const log: Logger = { ...ctx.log, error: (message) => void errors.push(message), warn: () => {} };
    return { ctx: { ...ctx, log }, errors };
  }

  it("is a billing portal session returning to the app", async () => {
    const { ctx, customerId } = await subscribedAgency();
    const url = await updatePaymentMethodUrl(ctx, { returnPath: "/app/settings/subscription" });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(fake.state.portalSessions.at(-1)).toMatchObject({
      customer: customerId,
      return_url: `${runtime.config.appUrl}/app/settings/subscription`,
    });
  });

  it("is null without a Stripe customer, and null with the error logged when Stripe fails", async () => {
    const { ctx: noCustomer } = capturingLog(await agencyCtx());
    expect(await updatePaymentMethodUrl(noCustomer)).toBeNull();

    const { ctx, errors } = capturingLog((await subscribedAgency()).ctx);
    fake.failNext("POST", /^\/v1\/billing_portal\/sessions$/, 400, {
      type: "invalid_request_error",
      message: "No configuration provided",
    });
    expect(await updatePaymentMethodUrl(ctx)).toBeNull();
    expect(errors).toEqual(["Stripe billing portal session failed"]);
  });
});
