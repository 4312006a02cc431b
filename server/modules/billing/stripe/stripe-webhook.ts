import { eq } from "drizzle-orm";
import type { RequestHandler } from "express";
import type Stripe from "stripe";
import {
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_PLANS,
  type SubscriptionPeriod,
  type SubscriptionPlan,
} from "../../../../domain/subscription.ts";
import { inTransaction, systemCtx, type Ctx, type Runtime } from "../../../lib/context.ts";
import { applyProviderChange } from "../subscription.service.ts";
import { findAgencyIdByProviderCustomer, readSubscriptionRow, type SubscriptionPatch } from "../subscription.store.ts";
import {
  billingOf,
  createStripeClient,
  fromUnix,
  idOf,
  selectionOfItems,
  stateOfStatus,
  stripeCall,
} from "./stripe-api.ts";
import { stripeSignatureProblem } from "./stripe-signature.ts";
import { stripeEvents } from "./stripe.table.ts";

/** A webhook event as far as this handler reads it (Stripe's JSON, typed loosely). */
interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id: string; object: string; customer?: string | { id: string } | null } & Record<string, unknown> };
}

const HANDLED = new Set([
  "checkout.session.completed",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "customer.subscription.deleted",
]);

interface Change {
  patch: SubscriptionPatch;
  /** The Stripe subscription the event is about; ignored unless it is the agency's (null: checkout sets it). */
  subscriptionId: string | null;
}

const asInt = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** Stripe's subscription invoice lines for the coming period (not prorations): when it ends and what it costs. */
function billingOfInvoice(
  invoice: Stripe.Invoice,
): Pick<SubscriptionPatch, "nextBillingDate" | "nextBillingAmountCents"> {
  const lines =
    invoice.lines?.data?.filter((line) => line.parent?.subscription_item_details?.proration === false) ?? [];
  if (lines.length === 0) return {};
  return {
    nextBillingDate: fromUnix(Math.max(...lines.map((line) => line.period.end))),
    nextBillingAmountCents: lines.reduce((total, line) => total + line.amount, 0),
  };
}

/** What an event changes on the agency's subscription, or null when it changes nothing. */
async function changeOf(ctx: Ctx, stripe: Stripe, event: StripeEvent): Promise<Change | null> {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = object as unknown as Stripe.Checkout.Session;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== "subscription" || !subscriptionId) return null;
      const subscription = await stripeCall(ctx.log, "subscriptions.retrieve", () =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      const meta = session.metadata ?? {};
      const fromItems = selectionOfItems(subscription.items.data);
      const plan = SUBSCRIPTION_PLANS.includes(meta.plan as SubscriptionPlan)
        ? (meta.plan as SubscriptionPlan)
        : fromItems?.plan;
      const period = SUBSCRIPTION_PERIODS.includes(meta.period as SubscriptionPeriod)
        ? (meta.period as SubscriptionPeriod)
        : fromItems?.period;
      const patch: SubscriptionPatch = {
        providerSubscriptionId: subscriptionId,
        state: subscription.status === "trialing" ? "TRIAL" : "ACTIVE",
        ...billingOf(subscription),
      };
      if (plan) patch.plan = plan;
      if (period) patch.period = period;
      const seats = asInt(meta.seats) ?? fromItems?.seats;
      const voiceAgents = asInt(meta.voice_agents) ?? fromItems?.voiceAgents;
      if (seats !== undefined) patch.numSeats = seats;
      if (voiceAgents !== undefined) patch.numVoiceAgents = voiceAgents;
      return { patch, subscriptionId: null };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = object as unknown as Stripe.Invoice;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionId) return null;
      if (event.type === "invoice.payment_failed") return { patch: { state: "OVERDUE" }, subscriptionId };
      // A $0 invoice (the start of a trial) says nothing about payment.
      if (invoice.total === 0) return null;
      return { patch: { state: "ACTIVE", ...billingOfInvoice(invoice) }, subscriptionId };
    }
    case "customer.subscription.paused":
      return { patch: { state: "PAUSED" }, subscriptionId: object.id };
    case "customer.subscription.resumed":
      return { patch: { state: "ACTIVE" }, subscriptionId: object.id };
    case "customer.subscription.deleted":
      return { patch: { state: "EXPIRED" }, subscriptionId: object.id };
    case "customer.subscription.updated": {
      const subscription = object as unknown as Stripe.Subscription;
      const patch: SubscriptionPatch = { state: stateOfStatus(subscription.status), ...billingOf(subscription) };
      if (subscription.status === "trialing") patch.trialEndDate = fromUnix(subscription.trial_end);
      // Changes made in Stripe (the billing portal, the dashboard) come back as items.
      const selection = subscription.items?.data ? selectionOfItems(subscription.items.data) : null;
      if (selection)
        Object.assign(patch, {
          plan: selection.plan,
          period: selection.period,
          numSeats: selection.seats,
          numVoiceAgents: selection.voiceAgents,
        });
      return { patch, subscriptionId: subscription.id };
    }
    default:
      return null;
  }
}

/** Processes one verified event once: records its id and the change in one transaction. */
export async function processStripeEvent(
  ctx: Ctx,
  stripe: Stripe,
  event: StripeEvent,
): Promise<"processed" | "duplicate" | "ignored"> {
  if (!HANDLED.has(event.type)) return "ignored";
  const customerId = idOf(event.data.object.customer);
  const agencyId = customerId ? await findAgencyIdByProviderCustomer(ctx, customerId) : null;
  if (!agencyId) {
    ctx.log.warn("Stripe event for an unknown customer ignored", { eventId: event.id, type: event.type, customerId });
    return "ignored";
  }
  const [seen] = await ctx.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return "duplicate";
  const change = await changeOf(ctx, stripe, event);

  return inTransaction(ctx, async (tx) => {
    const inserted = await tx.db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return "duplicate";
    if (!change) return "ignored";
    const row = await readSubscriptionRow(tx, agencyId, { forUpdate: true });
    if (!row) return "ignored";
    if (change.subscriptionId && change.subscriptionId !== row.providerSubscriptionId) {
      tx.log.info("Stripe event for another subscription ignored", {
        eventId: event.id,
        type: event.type,
        subscriptionId: change.subscriptionId,
      });
      return "ignored";
    }
    await applyProviderChange(tx, agencyId, change.patch, {
      action: `billing.stripe.${event.type}`,
      data: { eventId: event.id, subscriptionId: change.subscriptionId ?? change.patch.providerSubscriptionId },
    });
    return "processed";
  });
}

/**
 * POST /webhooks/stripe with the raw body: checks the signature, then applies the event to
 * the agency's subscription. A failure answers 500 so that Stripe delivers the event again.
 */
export function createStripeWebhookHandler(
  runtime: Runtime,
  stripe: Stripe = createStripeClient(runtime.config),
): RequestHandler {
  const secret = runtime.config.STRIPE_WEBHOOK_SECRET;
  return async (req, res) => {
    const payload: unknown = req.body;
    if (!secret) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    if (!Buffer.isBuffer(payload)) {
      res.status(400).type("text/plain").send("Expected the raw event body");
      return;
    }
    const problem = stripeSignatureProblem(payload, req.get("stripe-signature"), secret, runtime.now());
    if (problem) {
      runtime.log.warn("Stripe webhook refused", { problem });
      res.status(400).type("text/plain").send(`Invalid signature: ${problem}`);
      return;
    }
    let event: StripeEvent;
    try {
      event = JSON.parse(payload.toString("utf8")) as StripeEvent;
      if (typeof event?.id !== "string" || typeof event.type !== "string" || typeof event.data?.object !== "object")
        throw new Error("not an event");
    } catch {
      res.status(400).type("text/plain").send("Invalid event body");
      return;
    }
    const ctx: Ctx = {
      ...systemCtx(runtime),
      log: runtime.log.child({ stripeEventId: event.id, stripeEventType: event.type }),
    };
    try {
      const outcome = await processStripeEvent(ctx, stripe, event);
      ctx.log.info("Stripe event received", { outcome });
      res.json({ received: true });
    } catch (error) {
      ctx.log.error("Stripe event failed", { error });
      res.status(500).json({ received: false });
    }
  };
}
