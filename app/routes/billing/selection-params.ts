import {
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_PLANS,
  type SubscriptionPeriod,
  type SubscriptionPlan,
} from "#domain/subscription.ts";

/** Reads a checkout selection from a query string or form; numbers stay NaN when not numeric (the server says why). */
export function selectionFrom(values: URLSearchParams | FormData) {
  const get = (name: string) => String(values.get(name) ?? "").trim();
  const plan = get("plan") as SubscriptionPlan;
  const period = get("period") as SubscriptionPeriod;
  return {
    input: {
      plan: SUBSCRIPTION_PLANS.includes(plan) ? plan : ("PRO" as const),
      period: SUBSCRIPTION_PERIODS.includes(period) ? period : ("ANNUAL" as const),
      seats: /^\d{1,6}$/.test(get("seats")) ? Number(get("seats")) : 0,
      voiceAgents: /^\d{1,4}$/.test(get("voiceAgents")) ? Number(get("voiceAgents")) : 0,
    },
    returnPath: get("returnPath") || null,
  };
}
