import {
  PLAN_ENTITLEMENTS,
  PLAN_LIMITS,
  PLAN_NAMES,
  type PlanLimits,
  type SubscriptionEntitlement,
  type SubscriptionPlan,
  type SubscriptionState,
} from "./subscription.ts";

/**
 * What a subscription allows (docs/product/plans-and-limits.md): the plan's limits and
 * features, the seats and voice agents bought, and whether the agency may use Cara at all.
 * Services check these through `requireWithinLimit` / `requireEntitlement` (server/modules/billing/entitlements.service.ts).
 */

// ---- Limits -------------------------------------------------------------------------------------

/** Limits set by the plan (PLAN_LIMITS), then the two bought per subscription. */
export const PLAN_LIMIT_KEYS = [
  "customPresets",
  "documentStyles",
  "knowledgePages",
  "emailsPerMonth",
  "voiceMinutesPerAgentPerMonth",
] as const satisfies ReadonlyArray<keyof PlanLimits>;
export const LIMIT_KEYS = [...PLAN_LIMIT_KEYS, "seats", "voiceAgents"] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** What the check needs of a subscription. */
export interface Allowance {
  plan: SubscriptionPlan;
  numSeats: number;
  /** Voice agents: the one included plus those purchased. */
  numVoiceAgents: number;
}

/** The limit for `key`; null = unlimited. Seats and voice agents are what the subscription bought. */
export function limitOf(allowance: Allowance, key: LimitKey): number | null {
  if (key === "seats") return allowance.numSeats;
  if (key === "voiceAgents") return allowance.numVoiceAgents;
  return PLAN_LIMITS[allowance.plan][key];
}

const NOUNS: Record<LimitKey, { one: string; many: string }> = {
  customPresets: { one: "custom preset", many: "custom presets" },
  documentStyles: { one: "document style", many: "document styles" },
  knowledgePages: { one: "knowledge base page", many: "knowledge base pages" },
  emailsPerMonth: { one: "email a month", many: "emails a month" },
  voiceMinutesPerAgentPerMonth: { one: "voice minute a month per agent", many: "voice minutes a month per agent" },
  seats: { one: "seat", many: "seats" },
  voiceAgents: { one: "voice agent", many: "voice agents" },
};

const amount = (n: number, key: LimitKey) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? NOUNS[key].one : NOUNS[key].many}`;

/** The self-serve plan with a higher limit than `plan` for `key`, or null when only Enterprise lifts it. */
export function planLifting(plan: SubscriptionPlan, key: (typeof PLAN_LIMIT_KEYS)[number]): SubscriptionPlan | null {
  const current = PLAN_LIMITS[plan][key];
  if (current === null) return null;
  const pro = PLAN_LIMITS.PRO[key];
  return plan !== "PRO" && (pro === null || pro > current) ? "PRO" : null;
}

/**
 * The message when a limit is reached: what the plan includes and what lifts it — a
 * higher plan, Enterprise through sales, or more seats / voice agents on the same plan.
 */
export function limitMessage(allowance: Allowance, key: LimitKey): string {
  const limit = limitOf(allowance, key) ?? 0;
  if (key === "seats") return `All ${amount(limit, key)} are assigned. Add a seat to your plan to add another user.`;
  if (key === "voiceAgents")
    return `All ${amount(limit, key)} on your plan are in use. Add a voice agent to your plan to set up another.`;
  const plan = PLAN_NAMES[allowance.plan];
  const included = `Your ${plan} plan includes ${amount(limit, key)}.`;
  const lifting = planLifting(allowance.plan, key);
  if (lifting) {
    const next = PLAN_LIMITS[lifting][key];
    return `${included} Upgrade to ${PLAN_NAMES[lifting]} for ${next === null ? `unlimited ${NOUNS[key].many}` : amount(next, key)}.`;
  }
  return `${included} Contact sales about the ${PLAN_NAMES.ENTERPRISE} plan for more.`;
}

/** Within the limit when `currentCount` (before the new one) is below it; unlimited always is. */
export function isWithinLimit(allowance: Allowance, key: LimitKey, currentCount: number): boolean {
  const limit = limitOf(allowance, key);
  return limit === null || currentCount < limit;
}

// ---- Features -----------------------------------------------------------------------------------

/**
 * The plans' entitlements (docs/product/plans-and-limits.md), plus AMS/CRM integrations (a Pro
 * feature of the plan tiers).
 */
export const FEATURES = ["COPILOT_PDF_EDITOR", "ADVANCED_VOICE_CUSTOMIZATION", "INTEGRATIONS"] as const;
export type Feature = (typeof FEATURES)[number];

const FEATURE_NAMES: Record<Feature, string> = {
  COPILOT_PDF_EDITOR: "the PDF editor",
  ADVANCED_VOICE_CUSTOMIZATION: "advanced voice customization",
  INTEGRATIONS: "AMS and CRM integrations",
};

const isEntitlement = (feature: Feature): feature is SubscriptionEntitlement => feature !== "INTEGRATIONS";

export function hasFeature(plan: SubscriptionPlan, feature: Feature): boolean {
  if (isEntitlement(feature)) return PLAN_ENTITLEMENTS[plan].includes(feature);
  return plan === "PRO" || plan === "ENTERPRISE";
}

export function featureMessage(feature: Feature): string {
  return `Your plan does not include ${FEATURE_NAMES[feature]}. Upgrade to ${PLAN_NAMES.PRO} to use it.`;
}

// ---- The subscription gate ----------------------------------------------------------------------

/** States in which the agency can reach only billing, its profile and sign-out. */
export const GATED_STATES: ReadonlySet<SubscriptionState> = new Set<SubscriptionState>(["EXPIRED", "PAUSED"]);

export function isGated(state: SubscriptionState | null | undefined): state is "EXPIRED" | "PAUSED" {
  return Boolean(state && GATED_STATES.has(state));
}

/** What a refused request says, by state (the banners say the same). */
export function gateMessage(state: "EXPIRED" | "PAUSED"): string {
  return state === "EXPIRED"
    ? "Your subscription has expired. Choose a plan in Settings → Subscription to use Cara again."
    : "Your subscription is paused. Resume it in Settings → Subscription to use Cara again.";
}
