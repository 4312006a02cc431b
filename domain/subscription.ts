import { z } from "zod";

/** Subscription vocabulary, prices, limits and seat rules (docs/product/plans-and-limits.md, billing.md). */
export const SUBSCRIPTION_PLANS = ["BASIC", "STANDARD", "PRO", "ENTERPRISE"] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const SUBSCRIPTION_PERIODS = ["ANNUAL", "MONTHLY"] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

export const SUBSCRIPTION_STATES = ["ACTIVE", "EXPIRED", "OVERDUE", "PAUSED", "TRIAL"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_ENTITLEMENTS = ["ADVANCED_VOICE_CUSTOMIZATION", "COPILOT_PDF_EDITOR"] as const;
export type SubscriptionEntitlement = (typeof SUBSCRIPTION_ENTITLEMENTS)[number];

/** The product name in the plan label ("Cara Pro · Annual · 10 seats"). */
export const PRODUCT_NAME = "Cara";

export const PLAN_NAMES: Record<SubscriptionPlan, string> = {
  BASIC: "Basic",
  STANDARD: "Standard",
  PRO: "Pro",
  ENTERPRISE: "Enterprise",
};

export const PERIOD_NAMES: Record<SubscriptionPeriod, string> = { ANNUAL: "Annual", MONTHLY: "Monthly" };

export const PLAN_ENTITLEMENTS: Record<SubscriptionPlan, readonly SubscriptionEntitlement[]> = {
  BASIC: [],
  STANDARD: [],
  PRO: ["ADVANCED_VOICE_CUSTOMIZATION", "COPILOT_PDF_EDITOR"],
  ENTERPRISE: ["ADVANCED_VOICE_CUSTOMIZATION", "COPILOT_PDF_EDITOR"],
};

// ---- Seats and voice agents -------------------------------------------------------------

/** The seat floor: never fewer than 3, never fewer than the active users. */
export const MINIMUM_SEATS = 3;
/** Seats the base price covers; seats above it cost the per-seat price (ADR 007). */
export const INCLUDED_SEATS = 3;
/** Seats when an agency has no subscription yet. */
export const DEFAULT_SEATS = 5;
export const SEAT_HINT = "You cannot reduce the number of seats below the number of active users.";

export function minimumSeats(activeUsers: number): number {
  return Math.max(MINIMUM_SEATS, activeUsers);
}

/**
 * The seat field's explanation in the plan change flow: at the floor, why it cannot go lower
 * (the active users, or the plan minimum); above it, the general rule.
 */
export function seatFloorMessage(activeUsers: number, seats: number): string {
  const floor = minimumSeats(activeUsers);
  if (seats > floor) return SEAT_HINT;
  if (activeUsers >= MINIMUM_SEATS)
    return (
      `Your agency has ${activeUsers} active ${activeUsers === 1 ? "user" : "users"}, and each needs a seat, ` +
      `so you cannot choose fewer than ${floor} seats. To go lower, disable users in Settings → Users first.`
    );
  return `Every plan has at least ${MINIMUM_SEATS} seats.`;
}

/** Voice agents: one comes with every plan; each extra costs $100 a month. */
export const INCLUDED_VOICE_AGENTS = 1;
export const VOICE_AGENT_MONTHLY_PRICE = 100;

/** What checkout counts: voice agents beyond the included one, never below 0. */
export function extraVoiceAgents(numVoiceAgents: number): number {
  return Math.max(0, numVoiceAgents - INCLUDED_VOICE_AGENTS);
}

// ---- Prices -------------------------------------------------------------------------------

/** Annual billing is 15% off twelve months at the monthly price, rounded down to whole dollars. */
export const ANNUAL_DISCOUNT = 0.15;

export function annualPriceOf(monthly: number): number {
  return Math.floor(monthly * 12 * (1 - ANNUAL_DISCOUNT) + 1e-9);
}

export interface PeriodPrices {
  monthly: number;
  annually: number;
}

export interface PlanPrice {
  base: PeriodPrices;
  perSeat: PeriodPrices;
}

/** USD, whole dollars (docs/product/plans-and-limits.md, "Prices"). ENTERPRISE is priced by sales and has none. */
export const PLAN_PRICES: Record<Exclude<SubscriptionPlan, "ENTERPRISE">, PlanPrice> = {
  BASIC: { base: { monthly: 549, annually: 5599 }, perSeat: { monthly: 150, annually: 1530 } },
  /** Legacy plan, no longer sold; kept for agencies still on it (ADR 007). */
  STANDARD: { base: { monthly: 649, annually: 6619 }, perSeat: { monthly: 175, annually: 1785 } },
  PRO: { base: { monthly: 749, annually: 7639 }, perSeat: { monthly: 200, annually: 2040 } },
};

export const VOICE_AGENT_PRICE: PeriodPrices = {
  monthly: VOICE_AGENT_MONTHLY_PRICE,
  annually: annualPriceOf(VOICE_AGENT_MONTHLY_PRICE),
};

export function isSelfServePlan(plan: SubscriptionPlan): plan is keyof typeof PLAN_PRICES {
  return plan !== "ENTERPRISE";
}

const amountFor = (prices: PeriodPrices, period: SubscriptionPeriod) =>
  period === "ANNUAL" ? prices.annually : prices.monthly;

export interface SubscriptionSelection {
  plan: SubscriptionPlan;
  period: SubscriptionPeriod;
  seats: number;
  voiceAgents: number;
}

/** Price of a selection for one period in whole dollars: base + seats above the included + extra voice agents. */
export function subscriptionPrice({ plan, period, seats, voiceAgents }: SubscriptionSelection): number {
  if (!isSelfServePlan(plan)) throw new Error("Enterprise is priced by our sales team");
  const price = PLAN_PRICES[plan];
  const extraSeats = Math.max(0, seats - INCLUDED_SEATS);
  return (
    amountFor(price.base, period) +
    amountFor(price.perSeat, period) * extraSeats +
    amountFor(VOICE_AGENT_PRICE, period) * extraVoiceAgents(voiceAgents)
  );
}

/** The list price struck through beside an annual price: twelve months at the monthly price. */
export function annualListPrice(selection: Omit<SubscriptionSelection, "period">): number {
  return subscriptionPrice({ ...selection, period: "MONTHLY" }) * 12;
}

// ---- Invoice preview (local billing) ----------------------------------------------------------

export interface InvoiceLineItem {
  name: string;
  quantity: number;
  /** Cents. */
  unitAmount: number;
  totalAmount: number;
  /** A prorated amount for part of the current period (a credit when negative). */
  proration: boolean;
}

/** An invoice preview in cents (docs/product/billing.md). */
export interface InvoicePreview {
  lineItems: InvoiceLineItem[];
  subTotal: number;
  taxTotal: number;
  discountTotal: number;
  total: number;
  amountPaid: number;
  amountDue: number;
  isNextInvoice: boolean;
  /** The instant prorations were computed for; applying the change passes it back so the charge matches. */
  prorationDate: Date | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The invoice a selection produces for one period. Lines are at list price (twelve months
 * of the monthly price for annual billing); the annual saving is the discount line, so the
 * total always equals `subscriptionPrice`. Local billing charges no tax.
 */
export function previewInvoice(selection: SubscriptionSelection): InvoicePreview {
  const { plan, seats, voiceAgents } = selection;
  if (!isSelfServePlan(plan)) throw new Error("Enterprise is priced by our sales team");
  const price = PLAN_PRICES[plan];
  const months = selection.period === "ANNUAL" ? 12 : 1;
  const periodLabel = selection.period === "ANNUAL" ? "per year" : "per month";
  const line = (name: string, quantity: number, monthly: number): InvoiceLineItem => ({
    name,
    quantity,
    unitAmount: cents(monthly * months),
    totalAmount: cents(monthly * months) * quantity,
    proration: false,
  });
  const extraSeats = Math.max(0, seats - INCLUDED_SEATS);
  const lineItems = [
    line(
      `${PRODUCT_NAME} ${PLAN_NAMES[plan]} (includes ${INCLUDED_SEATS} seats), ${periodLabel}`,
      1,
      price.base.monthly,
    ),
    ...(extraSeats > 0 ? [line(`Additional seats, ${periodLabel}`, extraSeats, price.perSeat.monthly)] : []),
    ...(extraVoiceAgents(voiceAgents) > 0
      ? [line(`Additional voice agents, ${periodLabel}`, extraVoiceAgents(voiceAgents), VOICE_AGENT_MONTHLY_PRICE)]
      : []),
  ];
  const subTotal = lineItems.reduce((sum, item) => sum + item.totalAmount, 0);
  const total = cents(subscriptionPrice(selection));
  return {
    lineItems,
    subTotal,
    taxTotal: 0,
    discountTotal: subTotal - total,
    total,
    amountPaid: 0,
    amountDue: total,
    isNextInvoice: true,
    prorationDate: null,
  };
}

// ---- Plan tiers (the plan picker) --------------------------------------------------------------

export interface PlanLimits {
  /** null: unlimited. */
  customPresets: number | null;
  documentStyles: number | null;
  voiceMinutesPerAgentPerMonth: number | null;
  emailsPerMonth: number | null;
  knowledgePages: number | null;
}

/**
 * docs/product/plans-and-limits.md. ENTERPRISE limits are agreed per contract (null here: not
 * capped by the product).
 */
export const PLAN_LIMITS: Record<SubscriptionPlan, PlanLimits> = {
  BASIC: {
    customPresets: 3,
    documentStyles: 1,
    voiceMinutesPerAgentPerMonth: 500,
    emailsPerMonth: 250,
    knowledgePages: 500,
  },
  STANDARD: {
    customPresets: 3,
    documentStyles: 1,
    voiceMinutesPerAgentPerMonth: 500,
    emailsPerMonth: 250,
    knowledgePages: 500,
  },
  PRO: {
    customPresets: null,
    documentStyles: null,
    voiceMinutesPerAgentPerMonth: 2000,
    emailsPerMonth: 2500,
    knowledgePages: 5000,
  },
  ENTERPRISE: {
    customPresets: null,
    documentStyles: null,
    voiceMinutesPerAgentPerMonth: null,
    emailsPerMonth: null,
    knowledgePages: null,
  },
};

export interface PlanFeatureGroup {
  heading: string;
  features: string[];
}

export interface PlanTier {
  id: "BASIC" | "PRO" | "ENTERPRISE";
  name: string;
  description: string;
  featured: boolean;
  basePrice: PeriodPrices | null;
  pricePerSeat: PeriodPrices | null;
  contactSales: boolean;
  features: PlanFeatureGroup[];
}

/** The three tiers of the plan picker, in display order. */
export const PLAN_TIERS: readonly PlanTier[] = [
  {
    id: "BASIC",
    name: PLAN_NAMES.BASIC,
    description: "For small agencies starting with an AI assistant.",
    featured: false,
    basePrice: PLAN_PRICES.BASIC.base,
    pricePerSeat: PLAN_PRICES.BASIC.perSeat,
    contactSales: false,
    features: [
      { heading: "Copilot", features: ["3 custom presets", "1 document style", "500 knowledge base pages"] },
      { heading: "Voice and email", features: ["Up to 500 voice minutes per month per agent", "250 emails per month"] },
      { heading: "Support", features: ["Response in under 3 business days"] },
    ],
  },
  {
    id: "PRO",
    name: PLAN_NAMES.PRO,
    description: "For growing agencies that run servicing through Cara.",
    featured: true,
    basePrice: PLAN_PRICES.PRO.base,
    pricePerSeat: PLAN_PRICES.PRO.perSeat,
    contactSales: false,
    features: [
      {
        heading: "Copilot",
        features: ["Unlimited custom presets and styles", "5,000 knowledge base pages", "PDF editor"],
      },
      {
        heading: "Voice and email",
        features: ["2,000 voice minutes per month per agent", "2,500 emails per month", "Advanced voice customization"],
      },
      { heading: "Integrations", features: ["Unlimited AMS and CRM integrations", "Client portal"] },
      { heading: "Support", features: ["Next-business-day response"] },
    ],
  },
  {
    id: "ENTERPRISE",
    name: PLAN_NAMES.ENTERPRISE,
    description: "For agency networks, brokerages and MGAs with their own requirements.",
    featured: false,
    basePrice: null,
    pricePerSeat: null,
    contactSales: true,
    features: [
      { heading: "Everything in Pro, plus", features: ["Custom limits", "API integrations"] },
      { heading: "Security and compliance", features: ["SSO/SAML", "Audit logs", "Custom data retention"] },
    ],
  },
];

// ---- Inputs -------------------------------------------------------------------------------------

/** Seat and voice-agent counts typed in checkout; the seat floor is checked by the service. */
export const updateSubscriptionInput = z.object({
  plan: z.enum(SUBSCRIPTION_PLANS, { error: "Choose a plan" }),
  period: z.enum(SUBSCRIPTION_PERIODS, { error: "Choose monthly or annual billing" }),
  seats: z
    .number({ error: "Enter the number of seats" })
    .int("Seats are a whole number")
    .min(MINIMUM_SEATS, `At least ${MINIMUM_SEATS} seats`)
    .max(10_000, "For more than 10,000 seats, talk to our sales team"),
  voiceAgents: z
    .number({ error: "Enter the number of voice agents" })
    .int("Voice agents are a whole number")
    .min(INCLUDED_VOICE_AGENTS, `Every plan has at least ${INCLUDED_VOICE_AGENTS} voice agent`)
    .max(100, "For more than 100 voice agents, talk to our sales team"),
});
export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionInput>;

/** The plan label: product, plan, period and seats. */
export function planLabel(s: { plan: SubscriptionPlan; period: SubscriptionPeriod; numSeats: number }): string {
  return `${PRODUCT_NAME} ${PLAN_NAMES[s.plan]} · ${PERIOD_NAMES[s.period]} · ${s.numSeats} ${s.numSeats === 1 ? "seat" : "seats"}`;
}

/** Seats in use as a share of the plan, capped at 100%. */
export function seatUsagePercent(numSeatsActive: number, numSeats: number): number {
  if (numSeats <= 0) return 100;
  return Math.min(100, Math.round((numSeatsActive / numSeats) * 100));
}
