import type Stripe from "stripe";
import type { InvoicePreview, SubscriptionSelection } from "../../../../domain/subscription.ts";
import type { Config } from "../../../config.ts";
import type { AgencyCtx } from "../../../lib/context.ts";
import { DomainError } from "../../../lib/errors.ts";
import { getViewerAgency } from "../../identity/agency.service.ts";
import type { BillingProvider } from "../billing-provider.ts";
import { writeSubscriptionRow, type SubscriptionRow } from "../subscription.store.ts";
import {
  billingOf,
  createPriceCatalog,
  createStripeClient,
  idOf,
  itemChanges,
  stateOfStatus,
  stripeCall,
  wantedItems,
  type WantedItem,
} from "./stripe-api.ts";

/** Stripe statuses after which a subscription cannot change any more: a new checkout starts a new one. */
const ENDED = ["canceled", "incomplete_expired"];

const FINISH_CHECKOUT = "Finish checkout to start your subscription";

/** The metadata checkout and the webhook use to tie a Stripe object to an agency and a selection. */
export function selectionMetadata(agencyId: string, selection: SubscriptionSelection): Record<string, string> {
  return {
    agency_id: agencyId,
    plan: selection.plan,
    period: selection.period,
    seats: String(selection.seats),
    voice_agents: String(selection.voiceAgents),
  };
}

const sum = (amounts: Array<{ amount: number }> | null | undefined) =>
  (amounts ?? []).reduce((total, a) => total + a.amount, 0);

/** A Stripe invoice (preview) as the checkout screen shows it, in cents. */
export function invoicePreviewOf(
  invoice: Stripe.Invoice,
  isNextInvoice: boolean,
  prorationDate: Date | null = null,
): InvoicePreview {
  return {
    // Lines as Stripe returns them, prorations included ("Unused time on …", "Remaining time on …").
    lineItems: invoice.lines.data.map((line) => {
      const quantity = line.quantity ?? 1;
      const unit = line.pricing?.unit_amount_decimal;
      const proration = line.parent?.subscription_item_details?.proration === true;
      return {
        name: line.description ?? "",
        quantity,
        unitAmount:
          unit != null && !proration
            ? Math.round(Number(String(unit)))
            : quantity
              ? Math.round(line.amount / quantity)
              : line.amount,
        totalAmount: line.amount,
        proration,
      };
    }),
    subTotal: invoice.subtotal,
    taxTotal: sum(invoice.total_taxes),
    discountTotal: sum(invoice.total_discount_amounts),
    total: invoice.total,
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    isNextInvoice,
    prorationDate,
  };
}

/**
 * Billing through Stripe (ADR 015; docs/product/billing.md): prices found by lookup key, the first payment in
 * Stripe Checkout, later changes on the Stripe subscription, state reported by webhooks.
 */
export function createStripeBilling(config: Config, stripe: Stripe = createStripeClient(config)): BillingProvider {
  const catalog = createPriceCatalog(stripe);

  async function priceIdsFor(ctx: AgencyCtx, wanted: WantedItem[]) {
    return catalog.ids(
      ctx.log,
      wanted.map((item) => item.lookupKey),
    );
  }

  async function ensureCustomer(ctx: AgencyCtx, current: SubscriptionRow): Promise<string> {
    if (current.providerCustomerId) return current.providerCustomerId;
    const agency = await getViewerAgency(ctx);
    const customer = await stripeCall(ctx.log, "customers.create", () =>
      stripe.customers.create(
        { name: agency?.name, metadata: { agency_id: current.agencyId } },
        // Two checkouts opened at once must not make two customers.
        { idempotencyKey: `cara-customer-${current.agencyId}` },
      ),
    );
    await writeSubscriptionRow(ctx, current.agencyId, { providerCustomerId: customer.id });
    current.providerCustomerId = customer.id;
    return customer.id;
  }

  async function liveSubscription(ctx: AgencyCtx, current: SubscriptionRow): Promise<Stripe.Subscription | null> {
    const id = current.providerSubscriptionId;
    if (!id) return null;
    const subscription = await stripeCall(ctx.log, "subscriptions.retrieve", () => stripe.subscriptions.retrieve(id));
    return ENDED.includes(subscription.status) ? null : subscription;
  }

  /** The card to charge: the subscription's, the customer's default, or the one a SetupIntent just saved. */
  async function paymentMethodOf(ctx: AgencyCtx, subscription: Stripe.Subscription, options: { saved: boolean }) {
    const own = idOf(subscription.default_payment_method) ?? idOf(subscription.default_source);
    if (own) return { id: own, isDefault: true };
    const customerId = idOf(subscription.customer)!;
    const customer = await stripeCall(ctx.log, "customers.retrieve", () => stripe.customers.retrieve(customerId));
    if (!customer.deleted) {
      const fallback = idOf(customer.invoice_settings?.default_payment_method) ?? idOf(customer.default_source);
      if (fallback) return { id: fallback, isDefault: true };
    }
    if (!options.saved) return null;
    const saved = await stripeCall(ctx.log, "customers.listPaymentMethods", () =>
      stripe.customers.listPaymentMethods(customerId, { limit: 1 }),
    );
    return saved.data[0] ? { id: saved.data[0].id, isDefault: false } : null;
  }

  return {
    name: "stripe",
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    paymentMethodNote:
      "Opens Stripe's billing portal in a new tab, where you can change the card your subscription is charged to.",
    expiresTrialsLocally: false,

    async previewUpdate(ctx, current, selection, { returnUrl }) {
      const wanted = wantedItems(selection);
      const priceIds = await priceIdsFor(ctx, wanted);
      const customer = await ensureCustomer(ctx, current);
      const subscription = await liveSubscription(ctx, current);
      const newItems = wanted.map((item) => ({ price: priceIds.get(item.lookupKey)!, quantity: item.quantity }));
      // Prorations are computed for this second; applying the change passes it back (ADR 026).
      const prorationDate = subscription ? Math.floor(ctx.now().getTime() / 1000) : null;
      const invoice = await stripeCall(ctx.log, "invoices.createPreview", () =>
        stripe.invoices.createPreview(
          subscription
            ? {
                customer,
                subscription: subscription.id,
                subscription_details: {
                  items: itemChanges(subscription.items.data, wanted, priceIds),
                  proration_behavior: "create_prorations",
                  proration_date: prorationDate!,
                },
              }
            : { customer, subscription_details: { items: newItems } },
        ),
      );
      // A change of period (or a first subscription) is invoiced now; other changes on the next invoice.
      const isNextInvoice =
        Boolean(subscription) && (subscription!.status === "trialing" || selection.period === current.period);
      const preview = {
        checkoutUrl: null as string | null,
        clientSecret: null as string | null,
        invoice: invoicePreviewOf(invoice, isNextInvoice, prorationDate ? new Date(prorationDate * 1000) : null),
      };

      if (!subscription) {
        const metadata = selectionMetadata(current.agencyId, selection);
        const session = await stripeCall(ctx.log, "checkout.sessions.create", () =>
          stripe.checkout.sessions.create({
            mode: "subscription",
            customer,
            line_items: newItems,
            success_url: returnUrl,
            cancel_url: returnUrl,
            client_reference_id: current.agencyId,
            metadata,
            subscription_data: { metadata },
          }),
        );
        preview.checkoutUrl = session.url;
      } else if (!(await paymentMethodOf(ctx, subscription, { saved: false }))) {
        const intent = await stripeCall(ctx.log, "setupIntents.create", () =>
          stripe.setupIntents.create({
            customer,
            usage: "off_session",
            automatic_payment_methods: { enabled: true },
            metadata: { agency_id: current.agencyId },
          }),
        );
        preview.clientSecret = intent.client_secret;
      }
      return preview;
    },

    async applyUpdate(ctx, current, selection, { skipPayment, prorationDate }) {
      const wanted = wantedItems(selection);
      const priceIds = await priceIdsFor(ctx, wanted);
      const metadata = selectionMetadata(current.agencyId, selection);
      const subscription = await liveSubscription(ctx, current);

      if (!subscription) {
        // A trial changing seats without a card: the trial moves to Stripe, which ends it at its end date.
        const trialEnd = current.trialEndDate ? Math.floor(current.trialEndDate.getTime() / 1000) : 0;
        if (!skipPayment || trialEnd * 1000 <= ctx.now().getTime())
          throw new DomainError("INVALID_STATE", FINISH_CHECKOUT);
        const customer = await ensureCustomer(ctx, current);
        const created = await stripeCall(ctx.log, "subscriptions.create", () =>
          stripe.subscriptions.create({
            customer,
            items: wanted.map((item) => ({ price: priceIds.get(item.lookupKey)!, quantity: item.quantity })),
            trial_end: trialEnd,
            trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
            payment_settings: { save_default_payment_method: "on_subscription" },
            metadata,
          }),
        );
        return { state: "TRIAL", ...billingOf(created), providerSubscriptionId: created.id };
      }

      const params: Stripe.SubscriptionUpdateParams = {
        items: itemChanges(subscription.items.data, wanted, priceIds),
        proration_behavior: "create_prorations",
        metadata,
      };
      // The instant the checkout preview was computed for, so the charge matches what was shown.
      const at = prorationDate ? Math.floor(prorationDate.getTime() / 1000) : null;
      const periodStart = Math.max(...subscription.items.data.map((item) => item.current_period_start ?? 0));
      if (at && at >= periodStart && at * 1000 <= ctx.now().getTime()) params.proration_date = at;
      if (skipPayment) {
        // Trial without a card: nothing is invoiced before the trial ends, so no payment may be required now.
        params.payment_behavior = "allow_incomplete";
      } else {
        // A paid change: refused (HTTP 402 with the card's message) unless an invoice it creates is paid.
        params.payment_behavior = "error_if_incomplete";
        if (subscription.status === "trialing") params.trial_end = "now";
        const card = await paymentMethodOf(ctx, subscription, { saved: true });
        if (card && !card.isDefault) params.default_payment_method = card.id;
      }
      const updated = await stripeCall(ctx.log, "subscriptions.update", () =>
        stripe.subscriptions.update(subscription.id, params),
      );
      return {
        state: skipPayment ? "TRIAL" : stateOfStatus(updated.status),
        ...billingOf(updated),
        providerSubscriptionId: updated.id,
      };
    },

    async updatePaymentMethodUrl(ctx, current, { returnUrl }) {
      const customer = current.providerCustomerId;
      if (!customer) return null;
      try {
        const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
        return session.url;
      } catch (error) {
        ctx.log.error("Stripe billing portal session failed", { agencyId: current.agencyId, error });
        return null;
      }
    },
  };
}
