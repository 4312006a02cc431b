/** Subscription vocabulary (spec back-office §3). Prices and limits arrive with the subscription issue. */
export const SUBSCRIPTION_PLANS = ["BASIC", "STANDARD", "PRO", "ENTERPRISE"] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const SUBSCRIPTION_PERIODS = ["ANNUAL", "MONTHLY"] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

export const SUBSCRIPTION_STATES = ["ACTIVE", "EXPIRED", "OVERDUE", "PAUSED", "TRIAL"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_ENTITLEMENTS = ["ADVANCED_VOICE_CUSTOMIZATION", "COPILOT_PDF_EDITOR"] as const;
export type SubscriptionEntitlement = (typeof SUBSCRIPTION_ENTITLEMENTS)[number];

/** Display names for the plan label. */
export const PLAN_NAMES: Record<SubscriptionPlan, string> = {
  BASIC: "Basic",
  STANDARD: "Standard",
  PRO: "Pro",
  ENTERPRISE: "Enterprise",
};

/** Entitlements each plan grants. */
export const PLAN_ENTITLEMENTS: Record<SubscriptionPlan, readonly SubscriptionEntitlement[]> = {
  BASIC: [],
  STANDARD: [],
  PRO: ["ADVANCED_VOICE_CUSTOMIZATION", "COPILOT_PDF_EDITOR"],
  ENTERPRISE: ["ADVANCED_VOICE_CUSTOMIZATION", "COPILOT_PDF_EDITOR"],
};
