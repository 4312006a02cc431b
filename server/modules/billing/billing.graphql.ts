import {
  PLAN_TIERS,
  SUBSCRIPTION_ENTITLEMENTS,
  type InvoiceLineItem,
  type InvoicePreview,
  type PeriodPrices,
  type PlanFeatureGroup,
  type PlanTier,
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATES,
} from "../../../domain/subscription.ts";
import { builder } from "../../graphql/builder.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { AgencyRef } from "../identity/identity.graphql.ts";
import type { SubscriptionUpdatePreview } from "./billing-provider.ts";
import { updateSubscriptionOperation } from "./billing.operations.ts";
import { previewSubscriptionUpdate, updatePaymentMethodUrl, type Subscription } from "./subscription.service.ts";

export const SubscriptionPlanEnum = builder.enumType("SubscriptionPlan", { values: SUBSCRIPTION_PLANS });
export const SubscriptionPeriodEnum = builder.enumType("SubscriptionPeriod", { values: SUBSCRIPTION_PERIODS });
export const SubscriptionStateEnum = builder.enumType("SubscriptionState", { values: SUBSCRIPTION_STATES });
export const SubscriptionEntitlementEnum = builder.enumType("SubscriptionEntitlement", {
  values: SUBSCRIPTION_ENTITLEMENTS,
});

const centsToMoney = (cents: number) => (cents / 100).toFixed(2);

export const AgencySubscriptionRef = builder.objectRef<Subscription>("AgencySubscription").implement({
  description: "The agency's seat-based subscription.",
  fields: (t) => ({
    plan: t.field({ type: SubscriptionPlanEnum, resolve: (s) => s.plan }),
    period: t.field({ type: SubscriptionPeriodEnum, resolve: (s) => s.period }),
    state: t.field({ type: SubscriptionStateEnum, resolve: (s) => s.state }),
    entitlements: t.field({ type: [SubscriptionEntitlementEnum], resolve: (s) => [...s.entitlements] as any }),
    numSeats: t.exposeInt("numSeats"),
    numSeatsActive: t.exposeInt("numSeatsActive"),
    numVoiceAgents: t.exposeInt("numVoiceAgents"),
    numVoiceAgentsActive: t.exposeInt("numVoiceAgentsActive"),
    trialEndDate: t.expose("trialEndDate", { type: "DateTime", nullable: true }),
    nextBillingDate: t.expose("nextBillingDate", { type: "DateTime", nullable: true }),
    nextBillingAmount: t.field({
      type: "Money",
      nullable: true,
      resolve: (s) => (s.nextBillingAmountCents == null ? null : centsToMoney(s.nextBillingAmountCents)),
    }),
  }),
});

/** Agency.subscription: billing adds the field to identity's Agency (billing depends on identity, not back). */
builder.objectField(AgencyRef, "subscription", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AgencySubscriptionRef,
    nullable: true,
    resolve: (_agency, _args, { loaders }) => loaders.subscription(),
  }),
);

// ---- Plan tiers (plan picker) --------------------------------------------------------------

const PeriodPricesRef = builder.objectRef<PeriodPrices>("PlanPrices").implement({
  description: "Whole US dollars per month and per year (annual billing is 15% off).",
  fields: (t) => ({ monthly: t.exposeInt("monthly"), annually: t.exposeInt("annually") }),
});

const PlanFeatureGroupRef = builder.objectRef<PlanFeatureGroup>("PlanFeatureGroup").implement({
  fields: (t) => ({ heading: t.exposeString("heading"), features: t.exposeStringList("features") }),
});

const PlanTierRef = builder.objectRef<PlanTier>("PlanTier").implement({
  description: "A plan of the plan picker, from the price table in domain/subscription.ts.",
  fields: (t) => ({
    id: t.field({ type: SubscriptionPlanEnum, resolve: (tier) => tier.id }),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    featured: t.exposeBoolean("featured"),
    basePrice: t.field({ type: PeriodPricesRef, nullable: true, resolve: (tier) => tier.basePrice }),
    pricePerSeat: t.field({ type: PeriodPricesRef, nullable: true, resolve: (tier) => tier.pricePerSeat }),
    contactSales: t.exposeBoolean("contactSales"),
    features: t.field({ type: [PlanFeatureGroupRef], resolve: (tier) => tier.features }),
  }),
});

builder.queryField("planTiers", (t) =>
  t.field({
    type: [PlanTierRef],
    skipTypeScopes: true, // billing answers behind the subscription gate
    description: "The plans an agency can choose.",
    resolve: () => [...PLAN_TIERS],
  }),
);

// ---- Previews and updates ---------------------------------------------------------------------

const InvoiceLineItemRef = builder.objectRef<InvoiceLineItem>("InvoiceLineItem").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    quantity: t.exposeInt("quantity"),
    unitAmount: t.field({ type: "Money", resolve: (item) => centsToMoney(item.unitAmount) }),
    totalAmount: t.field({ type: "Money", resolve: (item) => centsToMoney(item.totalAmount) }),
    proration: t.exposeBoolean("proration", {
      description: "A prorated amount for the rest (or unused part) of the current period.",
    }),
  }),
});

const InvoicePreviewRef = builder.objectRef<InvoicePreview>("InvoicePreview").implement({
  fields: (t) => ({
    lineItems: t.field({ type: [InvoiceLineItemRef], resolve: (invoice) => invoice.lineItems }),
    subTotal: t.field({ type: "Money", resolve: (invoice) => centsToMoney(invoice.subTotal) }),
    taxTotal: t.field({ type: "Money", resolve: (invoice) => centsToMoney(invoice.taxTotal) }),
    discountTotal: t.field({ type: "Money", resolve: (invoice) => centsToMoney(invoice.discountTotal) }),
    total: t.field({ type: "Money", resolve: (invoice) => centsToMoney(invoice.total) }),
    amountPaid: t.field({ type: "Money", resolve: (invoice) => centsToMoney(invoice.amountPaid) }),
    amountDue: t.field({ type: "Money", resolve: (invoice) => centsToMoney(invoice.amountDue) }),
    isNextInvoice: t.exposeBoolean("isNextInvoice"),
    prorationDate: t.field({
      type: "DateTime",
      nullable: true,
      description: "When prorations were computed; pass it to updateSubscription so the charge matches.",
      resolve: (invoice) => invoice.prorationDate,
    }),
  }),
});

const SubscriptionUpdatePreviewRef = builder
  .objectRef<SubscriptionUpdatePreview>("SubscriptionUpdatePreview")
  .implement({
    fields: (t) => ({
      checkoutUrl: t.exposeString("checkoutUrl", {
        nullable: true,
        description: "The provider's hosted checkout: open it in a new tab; the change applies when it completes.",
      }),
      clientSecret: t.exposeString("clientSecret", {
        nullable: true,
        description: "A card must be set up first: confirm it in the browser, then call updateSubscription.",
      }),
      invoice: t.field({ type: InvoicePreviewRef, resolve: (preview) => preview.invoice }),
    }),
  });

const UpdateSubscriptionInputRef = builder.inputType("UpdateSubscriptionInput", {
  fields: (t) => ({
    plan: t.field({ type: SubscriptionPlanEnum, required: true }),
    period: t.field({ type: SubscriptionPeriodEnum, required: true }),
    seats: t.int({ required: true }),
    voiceAgents: t.int({ required: true, description: "All voice agents, the included one too." }),
  }),
});

const SubscriptionManagementLinksRef = builder.objectRef<object>("SubscriptionManagementLinks").implement({
  description: "What the payment provider offers for the agency's subscription.",
  fields: (t) => ({
    previewUpdateSubscription: t.withAuth({ signedIn: true }).field({
      type: SubscriptionUpdatePreviewRef,
      errors: {},
      args: {
        input: t.arg({ type: UpdateSubscriptionInputRef, required: true }),
        returnPath: t.arg.string({ description: "App page the provider returns the browser to." }),
      },
      resolve: (_links, { input, returnPath }, { agency }) => previewSubscriptionUpdate(agency, input, { returnPath }),
    }),
    updatePaymentMethodNote: t.withAuth({ signedIn: true }).string({
      description: "What Update Payment does with the configured payment provider, for the button's explanation.",
      resolve: (_links, _args, { agency }) => agency.billing.paymentMethodNote,
    }),
    updatePaymentMethodUrl: t.withAuth({ signedIn: true }).string({
      nullable: true,
      args: { returnPath: t.arg.string() },
      resolve: (_links, { returnPath }, { agency }) => updatePaymentMethodUrl(agency, { returnPath }),
    }),
  }),
});

builder.queryField("subscriptionManagementLinks", (t) =>
  t
    .withAuth({ signedIn: true })
    .field({ type: SubscriptionManagementLinksRef, skipTypeScopes: true, resolve: () => ({}) }),
);

mutationFromOperation(updateSubscriptionOperation, {
  type: AgencySubscriptionRef,
  args: (t) => ({
    input: t({ type: UpdateSubscriptionInputRef, required: true }),
    skipPayment: t.boolean(),
    prorationDate: t({
      type: "DateTime",
      description: "The preview's prorationDate, so the prorations charged match the preview.",
    }),
  }),
});
