import type Stripe from "stripe";
import {
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_PLANS,
  type SubscriptionPeriod,
  type SubscriptionPlan,
} from "../../../../domain/subscription.ts";
import type { Config } from "../../../config.ts";
import { inTransaction, type Ctx } from "../../../lib/context.ts";
import type { WebhookReceiver } from "../../webhooks/webhook-registry.ts";
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
  STRIPE_API_VERSION,
} from "./stripe-api.ts";
import { stripeSignatureProblem } from "./stripe-signature.ts";

/** A webhook event as far as this handler reads it (Stripe's JSON, typed loosely). */
export interface StripeEvent {
  id: string;
  type: string;
  api_version?: string | null;
  /** Unix seconds. */
  created?: number;
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

/** Events carrying the whole subscription as it was when the event was made: applied only when newer. */
const SNAPSHOTS = new Set([
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

/**
 * Applies one verified event to the agency's subscription. Run once per event id by the
 * webhook registry (ADR 016); subscription snapshots older than the last one applied are
 * skipped ("stale"), since Stripe does not deliver events in order (ADR 026).
 */
export async function processStripeEvent(
  ctx: Ctx,
  stripe: Stripe,
  event: StripeEvent,
): Promise<"processed" | "ignored" | "stale"> {
  if (!HANDLED.has(event.type)) return "ignored";
  const customerId = idOf(event.data.object.customer);
  const agencyId = customerId ? await findAgencyIdByProviderCustomer(ctx, customerId) : null;
  if (!agencyId) {
    ctx.log.warn("Stripe event for an unknown customer ignored", { eventId: event.id, type: event.type, customerId });
    return "ignored";
  }
  const change = await changeOf(ctx, stripe, event);
  if (!change) return "ignored";
  const createdAt = event.created ? new Date(event.created * 1000) : null;

  return inTransaction(ctx, async (tx) => {
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
    const patch = { ...change.patch };
    if (SNAPSHOTS.has(event.type) && createdAt) {
      if (row.providerSnapshotAt && createdAt < row.providerSnapshotAt) {
        tx.log.info("Older Stripe subscription snapshot skipped", { eventId: event.id, type: event.type });
        return "stale";
      }
      patch.providerSnapshotAt = createdAt;
    }
    await applyProviderChange(tx, agencyId, patch, {
      action: `billing.stripe.${event.type}`,
      data: { eventId: event.id, subscriptionId: change.subscriptionId ?? change.patch.providerSubscriptionId },
    });
    return "processed";
  });
}

const clients = new WeakMap<Config, Stripe>();
function stripeClientFor(config: Config): Stripe {
  let client = clients.get(config);
  if (!client) clients.set(config, (client = createStripeClient(config)));
  return client;
}

/** Parses a delivery's body as a Stripe event, or null when it is not one. */
function parseEvent(body: Buffer): StripeEvent | null {
  try {
    const event = JSON.parse(body.toString("utf8")) as StripeEvent;
    if (typeof event?.id !== "string" || typeof event.type !== "string" || typeof event.data?.object !== "object")
      return null;
    return event;
  } catch {
    return null;
  }
}

/**
 * Stripe's webhook at /webhooks/stripe (ADR 016, 026): the `Stripe-Signature` is checked
 * against STRIPE_WEBHOOK_SECRET, and an event rendered in another API version than the one
 * this code reads is refused with 409 (Stripe retries it) and logged as an error: the
 * endpoint must be set to `STRIPE_API_VERSION` (README).
 */
export const stripeWebhook: WebhookReceiver = {
  provider: "stripe",
  enabled: (config) => Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET),
  verify(request, runtime) {
    const secret = runtime.config.STRIPE_WEBHOOK_SECRET!;
    const problem = stripeSignatureProblem(request.body, request.header("stripe-signature"), secret, runtime.now());
    if (problem) {
      runtime.log.warn("Stripe webhook refused", { problem });
      return { refused: { status: 400, message: `Invalid signature: ${problem}` } };
    }
    const event = parseEvent(request.body);
    if (!event) return { refused: { status: 400, message: "Invalid event body" } };
    if (event.api_version !== STRIPE_API_VERSION) {
      runtime.log.error(
        `Stripe event ${event.id} (${event.type}) is rendered in API version ${event.api_version}, but Cara reads ` +
          `${STRIPE_API_VERSION}: set the webhook endpoint's API version to ${STRIPE_API_VERSION} in Stripe. ` +
          "The event is refused so that Stripe delivers it again.",
        { eventId: event.id, type: event.type, apiVersion: event.api_version, expected: STRIPE_API_VERSION },
      );
      return {
        refused: {
          status: 409,
          message: `Event API version ${event.api_version} is not ${STRIPE_API_VERSION}; set the endpoint's API version`,
        },
      };
    }
    return { deliveryId: event.id, eventType: event.type, payload: event };
  },
  async process(ctx, delivery) {
    const event = delivery.payload as StripeEvent;
    const log = ctx.log.child({ stripeEventId: event.id, stripeEventType: event.type });
    return processStripeEvent({ ...ctx, log }, stripeClientFor(ctx.config), event);
  },
};
