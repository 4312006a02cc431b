import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { invoiceObject, type Json } from "#tests/support/fake-stripe-objects.ts";
import { startFakeStripe, type FakeStripe } from "#tests/support/fake-stripe-server.ts";
import { createHttpApp } from "../../../http/app.ts";
import { noClient, type AgencyCtx } from "../../../lib/context.ts";
import { listAuditEntries } from "../../audit/audit.service.ts";
import { previewSubscriptionUpdate } from "../subscription.service.ts";
import { readSubscriptionRow, writeSubscriptionRow } from "../subscription.store.ts";
import { findDelivery, pendingDeliveries, processDelivery } from "../../webhooks/webhooks.service.ts";

const WEBHOOK_SECRET = "whsec_test_cara_webhooks";
let fake: FakeStripe;
let runtime: TestRuntime;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeStripe();
  runtime = await startTestRuntime({
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: "pk_test_cara",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
  server = await startTestServer(runtime);
});
afterAll(async () => {
  await server?.close();
  await runtime?.close();
  await fake?.close();
});

async function deliver(
  event: Json | string,
  options: { secret?: string; timestamp?: number; signature?: string | null; url?: string; drain?: boolean } = {},
) {
  const { body, signature } = fake.signedEvent(event, options.secret ?? WEBHOOK_SECRET, options.timestamp);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.signature !== null) headers["Stripe-Signature"] = options.signature ?? signature;
  const response = await fetch(`${options.url ?? server.url}/webhooks/stripe`, { method: "POST", headers, body });
  const result = { status: response.status, body: await response.text() };
  if (options.drain !== false) await drain();
  return result;
}

/** Runs the queued deliveries as the `webhooks.process` job does (this runtime works no jobs). */
async function drain() {
  for (const { deliveryId } of await pendingDeliveries(runtime.system, "stripe"))
    await processDelivery(runtime.system, "stripe", deliveryId);
}

const RECEIVED = JSON.stringify({ received: true, duplicate: false });

async function agencyCtx(): Promise<AgencyCtx> {
  const agency = await buildAgency(runtime.system, {
    subscription: { plan: "PRO", period: "ANNUAL", state: "TRIAL", numSeats: 5 },
  });
  const user = await buildAgencyUser(runtime.system, agency.id);
  return {
    ...runtime,
    actor: { type: "AGENCY_USER", agencyId: agency.id, agencyUserId: user.id, sessionId: null },
    client: noClient,
  };
}

const row = (ctx: AgencyCtx) => readSubscriptionRow(runtime.system, ctx.actor.agencyId).then((r) => r!);

/** An agency that went through Stripe Checkout for Basic monthly with 6 seats and 2 voice agents. */
async function checkedOut(options: { trialDays?: number } = {}) {
  const ctx = await agencyCtx();
  const { checkoutUrl } = await previewSubscriptionUpdate(ctx, {
    plan: "BASIC",
    period: "MONTHLY",
    seats: 6,
    voiceAgents: 2,
  });
  const session = fake.completeCheckout(checkoutUrl!.split("/").pop()!, options);
  const event = fake.event("checkout.session.completed", session);
  return { ctx, event, customerId: session.customer as string, subscriptionId: session.subscription as string };
}

const subscriptionEvent = (type: string, subscriptionId: string, changes: Json = {}) =>
  fake.event(type, { ...structuredClone(fake.state.subscriptions.get(subscriptionId)), ...changes });

function invoiceEvent(type: string, customerId: string, subscriptionId: string) {
  const items = fake.state.subscriptions
    .get(subscriptionId)!
    .items.data.map((item: Json) => ({ price: item.price, quantity: item.quantity }));
  const invoice = invoiceObject(customerId, subscriptionId, items, { taxPercent: 0, discountCents: 0 });
  return {
    event: fake.event(type, { ...invoice, id: "in_test_1", status: type === "invoice.paid" ? "paid" : "open" }),
    invoice,
  };
}

describe("the Stripe webhook endpoint", () => {
  it("refuses deliveries without a valid, recent signature", async () => {
    const { ctx, event } = await checkedOut();
    const now = Math.floor(Date.now() / 1000);
    const refusals = [
      await deliver(event, { secret: "whsec_wrong" }),
      await deliver(event, { timestamp: now - 6 * 60 }),
      await deliver(event, { signature: null }),
      await deliver(event, { signature: `t=${now},v1=${"0".repeat(64)}` }),
      await deliver(event, { signature: fake.signedEvent({ ...event, id: "evt_other" }, WEBHOOK_SECRET).signature }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(refusals[1]!.body).toMatch(/tolerance/);
    expect(await row(ctx)).toMatchObject({ state: "TRIAL", providerSubscriptionId: null });
    expect(await findDelivery(runtime.system, "stripe", event.id)).toBeNull();

    expect(await deliver(event, { timestamp: now - 4 * 60 })).toEqual({ status: 200, body: RECEIVED });
  });

  it("does not exist without Stripe configured", async () => {
    const app = createHttpApp({ ...runtime, config: { ...runtime.config, STRIPE_SECRET_KEY: undefined } }, {});
    const local = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => local.once("listening", () => resolve()));
    try {
      const { port } = local.address() as AddressInfo;
      const { event } = await checkedOut();
      expect((await deliver(event, { url: `http://127.0.0.1:${port}` })).status).toBe(404);
    } finally {
      local.closeAllConnections();
      local.close();
    }
  });
});

describe("Stripe events", () => {
  it("checkout.session.completed starts the subscription chosen at checkout", async () => {
    const { ctx, event, subscriptionId } = await checkedOut();
    expect(await deliver(event)).toEqual({ status: 200, body: RECEIVED });

    const periodEnd = fake.state.subscriptions.get(subscriptionId)!.items.data[0].current_period_end;
    expect(await row(ctx)).toMatchObject({
      providerSubscriptionId: subscriptionId,
      state: "ACTIVE",
      plan: "BASIC",
      period: "MONTHLY",
      numSeats: 6,
      numVoiceAgents: 2,
      nextBillingDate: new Date(periodEnd * 1000),
      nextBillingAmountCents: 54_900 + 3 * 15_000 + 10_000,
    });
    const [audit] = await listAuditEntries(ctx);
    expect(audit).toMatchObject({
      action: "billing.stripe.checkout.session.completed",
      actorType: "SYSTEM",
      data: { eventId: event.id, subscriptionId, fromState: "TRIAL", toState: "ACTIVE" },
    });
  });

  it("checkout.session.completed of a trialing subscription keeps a TRIAL", async () => {
    const { ctx, event } = await checkedOut({ trialDays: 7 });
    await writeSubscriptionRow(runtime.system, ctx.actor.agencyId, { state: "EXPIRED" });
    expect((await deliver(event)).status).toBe(200);
    expect((await row(ctx)).state).toBe("TRIAL");
  });

  it("invoices and subscription changes move the state", async () => {
    const { ctx, event, customerId, subscriptionId } = await checkedOut();
    await deliver(event);
    const stateAfter = async (delivery: Json) => {
      expect((await deliver(delivery)).status).toBe(200);
      return (await row(ctx)).state;
    };

    expect(await stateAfter(invoiceEvent("invoice.payment_failed", customerId, subscriptionId).event)).toBe("OVERDUE");
    await writeSubscriptionRow(runtime.system, ctx.actor.agencyId, {
      nextBillingDate: null,
      nextBillingAmountCents: null,
    });
    const paid = invoiceEvent("invoice.paid", customerId, subscriptionId);
    expect(await stateAfter(paid.event)).toBe("ACTIVE");
    expect(await row(ctx)).toMatchObject({
      nextBillingDate: new Date(paid.invoice.lines.data[0].period.end * 1000),
      nextBillingAmountCents: paid.invoice.total,
    });
    expect(
      await stateAfter(subscriptionEvent("customer.subscription.paused", subscriptionId, { status: "paused" })),
    ).toBe("PAUSED");
    expect(
      await stateAfter(subscriptionEvent("customer.subscription.resumed", subscriptionId, { status: "active" })),
    ).toBe("ACTIVE");
    expect(
      await stateAfter(subscriptionEvent("customer.subscription.updated", subscriptionId, { status: "past_due" })),
    ).toBe("OVERDUE");
    expect(
      await stateAfter(subscriptionEvent("customer.subscription.updated", subscriptionId, { status: "unpaid" })),
    ).toBe("OVERDUE");
    expect(
      await stateAfter(subscriptionEvent("customer.subscription.updated", subscriptionId, { status: "active" })),
    ).toBe("ACTIVE");
    expect(
      await stateAfter(subscriptionEvent("customer.subscription.deleted", subscriptionId, { status: "canceled" })),
    ).toBe("EXPIRED");

    const actions = (await listAuditEntries(ctx))
      .map((entry) => entry.action)
      .filter((action) => action.startsWith("billing.stripe."))
      .reverse();
    expect(actions).toEqual([
      "billing.stripe.checkout.session.completed",
      "billing.stripe.invoice.payment_failed",
      "billing.stripe.invoice.paid",
      "billing.stripe.customer.subscription.paused",
      "billing.stripe.customer.subscription.resumed",
      "billing.stripe.customer.subscription.updated",
      "billing.stripe.customer.subscription.updated",
      "billing.stripe.customer.subscription.updated",
      "billing.stripe.customer.subscription.deleted",
    ]);
  });

  it("customer.subscription.updated brings back a change made in Stripe (items by lookup key)", async () => {
    const { ctx, event, subscriptionId } = await checkedOut();
    await deliver(event);
    const subscription = structuredClone(fake.state.subscriptions.get(subscriptionId)!);
    subscription.items.data[1].quantity = 7; // seats: 3 included + 7
    subscription.items.data = subscription.items.data.slice(0, 2); // no extra voice agent
    expect((await deliver(fake.event("customer.subscription.updated", subscription))).status).toBe(200);
    expect(await row(ctx)).toMatchObject({
      state: "ACTIVE",
      plan: "BASIC",
      period: "MONTHLY",
      numSeats: 10,
      numVoiceAgents: 1,
    });
  });

  it("processes a redelivered event once", async () => {
    const { ctx, event, customerId, subscriptionId } = await checkedOut();
    await deliver(event);
    const failed = invoiceEvent("invoice.payment_failed", customerId, subscriptionId).event;
    expect((await deliver(failed)).status).toBe(200);
    await writeSubscriptionRow(runtime.system, ctx.actor.agencyId, { state: "ACTIVE" });
    expect(await deliver(failed)).toEqual({ status: 200, body: JSON.stringify({ received: true, duplicate: true }) });

    expect((await row(ctx)).state).toBe("ACTIVE");
    const entries = (await listAuditEntries(ctx)).filter((entry) => entry.data.eventId === failed.id);
    expect(entries).toHaveLength(1);
    expect(await findDelivery(runtime.system, "stripe", failed.id)).toMatchObject({
      eventType: "invoice.payment_failed",
      outcome: "processed",
    });
  });

  it("ignores unknown customers and other subscriptions' events, answering 200", async () => {
    const { ctx, event, customerId, subscriptionId } = await checkedOut();
    await deliver(event);
    const stranger = subscriptionEvent("customer.subscription.deleted", subscriptionId, {
      customer: "cus_unknown",
      status: "canceled",
    });
    expect(await deliver(stranger)).toEqual({ status: 200, body: RECEIVED });
    const old = subscriptionEvent("customer.subscription.deleted", subscriptionId, {
      id: "sub_old",
      customer: customerId,
      status: "canceled",
    });
    expect((await deliver(old)).status).toBe(200);
    const unhandled = fake.event("customer.created", { id: customerId, object: "customer", customer: null });
    expect((await deliver(unhandled)).status).toBe(200);

    expect((await row(ctx)).state).toBe("ACTIVE");
    expect(await findDelivery(runtime.system, "stripe", stranger.id)).toMatchObject({ outcome: "ignored" });
  });

  it("keeps the delivery queued for a retry when Stripe cannot be asked about the subscription", async () => {
    const { ctx, event } = await checkedOut();
    fake.failNext("GET", /^\/v1\/subscriptions\//, 500, { type: "api_error", message: "Something went wrong" });
    expect((await deliver(event, { drain: false })).status).toBe(200);
    await expect(drain()).rejects.toThrow();
    expect((await row(ctx)).providerSubscriptionId).toBeNull();
    expect(await findDelivery(runtime.system, "stripe", event.id)).toMatchObject({ processedAt: null });
    await drain(); // the job's retry
    expect((await row(ctx)).state).toBe("ACTIVE");
  });

  it("refuses (409, so Stripe retries) and logs events rendered in another API version", async () => {
    const { ctx, event, customerId, subscriptionId } = await checkedOut();
    await deliver(event);
    const old = fake.event(
      "invoice.payment_failed",
      invoiceEvent("invoice.payment_failed", customerId, subscriptionId).invoice,
      {
        apiVersion: "2024-06-20",
      },
    );
    // the old layout: the subscription at the top of the invoice, no `parent`
    expect((old.data as Json).object.parent).toBeUndefined();
    expect((old.data as Json).object.subscription).toBe(subscriptionId);
    const refused = await deliver(old);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatch(/2024-06-20.*2026-10-28\.endive/);
    expect(await findDelivery(runtime.system, "stripe", old.id)).toBeNull();
    expect((await row(ctx)).state).toBe("ACTIVE");
  });

  it("applies a subscription snapshot only when it is newer than the last one applied", async () => {
    const { ctx, event, subscriptionId } = await checkedOut();
    await deliver(event);
    const now = Math.floor(Date.now() / 1000);
    const newer = subscriptionEvent("customer.subscription.updated", subscriptionId, { status: "past_due" });
    const older = subscriptionEvent("customer.subscription.updated", subscriptionId, { status: "active" });
    newer.created = now;
    older.created = now - 60;
    await deliver(newer);
    expect((await row(ctx)).state).toBe("OVERDUE");
    await deliver(older); // delivered late: Stripe does not keep order
    expect((await row(ctx)).state).toBe("OVERDUE");
    expect(await findDelivery(runtime.system, "stripe", older.id)).toMatchObject({ outcome: "stale" });
  });
});
