import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency } from "#server/seed/agency.factory.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { Json } from "#tests/support/fake-stripe-objects.ts";
import { startFakeStripe, type FakeStripe } from "#tests/support/fake-stripe-server.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { readSubscriptionRow, writeSubscriptionRow } from "../billing/subscription.store.ts";
import { findDelivery } from "./webhooks.service.ts";

const SECRET = "whsec_registry_test";
let fake: FakeStripe;
let runtime: TestRuntime;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeStripe();
  // This runtime works its jobs, as the web process does with WORKER=inline.
  runtime = await startTestRuntime({
    work: true,
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: "pk_test_cara",
      STRIPE_WEBHOOK_SECRET: SECRET,
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

async function post(provider: string, event: Json, secret = SECRET) {
  const { body, signature } = fake.signedEvent(event, secret);
  const response = await fetch(`${server.url}/webhooks/${provider}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body,
  });
  return { status: response.status, body: await response.text() };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An agency on a Stripe subscription, and an invoice.payment_failed event about it. */
async function failedRenewal() {
  const agency = await buildAgency(runtime.system, {
    subscription: { plan: "PRO", period: "ANNUAL", state: "ACTIVE" },
  });
  const customerId = `cus_${agency.id.slice(0, 8)}`;
  const subscriptionId = `sub_${agency.id.slice(0, 8)}`;
  await writeSubscriptionRow(runtime.system, agency.id, {
    providerCustomerId: customerId,
    providerSubscriptionId: subscriptionId,
  });
  const event = fake.event("invoice.payment_failed", {
    id: `in_${agency.id.slice(0, 8)}`,
    object: "invoice",
    customer: customerId,
    total: 1000,
    parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } },
  });
  return { agencyId: agency.id, event };
}

describe("the webhook registry", () => {
  it("refuses a bad signature and stores nothing", async () => {
    const { agencyId, event } = await failedRenewal();
    const refused = await post("stripe", event, "whsec_not_ours");
    expect(refused.status).toBe(400);
    expect(await findDelivery(runtime.system, "stripe", event.id as string)).toBeNull();
    expect((await readSubscriptionRow(runtime.system, agencyId))!.state).toBe("ACTIVE");
  });

  it("answers 2xx once the delivery is stored and queued, then the job processes it", async () => {
    const { agencyId, event } = await failedRenewal();
    const answer = await post("stripe", event);
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ received: true, duplicate: false }) });
    // durable before the answer: the row exists as soon as the 200 is read
    expect(await findDelivery(runtime.system, "stripe", event.id as string)).toMatchObject({
      eventType: "invoice.payment_failed",
    });
    const processed = await until(
      () => findDelivery(runtime.system, "stripe", event.id as string),
      (row) => row?.processedAt != null,
    );
    expect(processed).toMatchObject({ outcome: "processed" });
    expect((await readSubscriptionRow(runtime.system, agencyId))!.state).toBe("OVERDUE");
  });

  it("processes a repeated delivery once", async () => {
    const { agencyId, event } = await failedRenewal();
    const answers = await Promise.all([post("stripe", event), post("stripe", event), post("stripe", event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.includes('"duplicate":true'))).toHaveLength(2);
    await until(
      () => findDelivery(runtime.system, "stripe", event.id as string),
      (row) => row?.processedAt != null,
    );
    await writeSubscriptionRow(runtime.system, agencyId, { state: "ACTIVE" });
    expect((await post("stripe", event)).body).toContain('"duplicate":true');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second processing would have run by now
    expect((await readSubscriptionRow(runtime.system, agencyId))!.state).toBe("ACTIVE");
    const ctx = {
      ...runtime.system,
      actor: { type: "AGENCY_USER" as const, agencyId, agencyUserId: agencyId, sessionId: null },
    };
    const entries = (await listAuditEntries(ctx)).filter((entry) => entry.data.eventId === event.id);
    expect(entries).toHaveLength(1);
  });

  it("answers 404 for a provider that is not registered", async () => {
    const { event } = await failedRenewal();
    expect((await post("acme", event)).status).toBe(404);
  });
});
