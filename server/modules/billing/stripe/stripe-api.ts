import Stripe from "stripe";
import {
  extraVoiceAgents,
  INCLUDED_SEATS,
  INCLUDED_VOICE_AGENTS,
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_PLANS,
  type SubscriptionPeriod,
  type SubscriptionPlan,
  type SubscriptionSelection,
  type SubscriptionState,
} from "../../../../domain/subscription.ts";
import type { Config } from "../../../config.ts";
import { DomainError } from "../../../lib/errors.ts";
import type { Logger } from "../../../lib/logger.ts";

/**
 * What the Stripe adapter and the webhook share: the API client, error translation,
 * the prices by lookup key and the mapping of Stripe statuses and items to ours.
 */

/** The API version this code is written against (the one the `stripe` package's types describe). */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

export function createStripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const url = new URL(config.STRIPE_API_URL);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(config.STRIPE_SECRET_KEY, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Cara" },
  });
}

export const UNREACHABLE_MESSAGE = "The payment provider could not be reached. Try again in a moment.";

/** A Stripe failure as a DomainError with a message for the user; the details go to the log. */
export function toDomainError(error: unknown, log: Logger, operation: string): Error {
  if (error instanceof DomainError) return error;
  if (!(error instanceof Stripe.errors.StripeError)) return error instanceof Error ? error : new Error(String(error));
  const fields = {
    operation,
    type: error.type,
    code: error.code,
    status: error.statusCode,
    requestId: error.requestId,
    message: error.message,
  };
  if (error instanceof Stripe.errors.StripeConnectionError || error.statusCode === undefined) {
    log.error("Stripe could not be reached", fields);
    return new DomainError("INVALID_STATE", UNREACHABLE_MESSAGE);
  }
  const status = error.statusCode;
  if (status === 401 || status === 403) {
    log.error("Stripe refused the API key", fields);
    return new DomainError("INVALID_STATE", "The payment provider is not set up correctly. Contact support.");
  }
  if (status === 429) {
    log.warn("Stripe rate limit", fields);
    return new DomainError("RATE_LIMITED", "The payment provider is busy. Try again in a moment.");
  }
  if (status >= 400 && status < 500 && (error.userMessage || error.message)) {
    log.warn("Stripe declined a request", fields);
    return new DomainError("INVALID_STATE", error.userMessage || error.message);
  }
  log.error("Stripe failed", fields);
  return new DomainError("INVALID_STATE", UNREACHABLE_MESSAGE);
}

/** Runs a Stripe call, translating its failures (see `toDomainError`). */
export async function stripeCall<T>(log: Logger, operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toDomainError(error, log, operation);
  }
}

// ---- Prices by lookup key ---------------------------------------------------------------------

export type PriceRole = "base" | "seat" | "voice";

export function lookupKeyOf(role: PriceRole, plan: SubscriptionPlan, period: SubscriptionPeriod): string {
  const p = period.toLowerCase();
  return role === "voice" ? `cara_voice_agent_${p}` : `cara_${plan.toLowerCase()}_${p}_${role}`;
}

/** What a lookup key of ours names, or null for a price we did not define. */
export function parseLookupKey(
  key: string | null | undefined,
): { role: PriceRole; plan?: SubscriptionPlan; period: SubscriptionPeriod } | null {
  const match = key ? /^cara_(?:voice_agent_(\w+)|(\w+?)_(\w+)_(base|seat))$/.exec(key) : null;
  if (!match) return null;
  const period = (match[1] ?? match[3])!.toUpperCase() as SubscriptionPeriod;
  if (!SUBSCRIPTION_PERIODS.includes(period)) return null;
  if (match[1]) return { role: "voice", period };
  const plan = match[2]!.toUpperCase() as SubscriptionPlan;
  if (!SUBSCRIPTION_PLANS.includes(plan)) return null;
  return { role: match[4] as PriceRole, plan, period };
}

export interface WantedItem {
  role: PriceRole;
  lookupKey: string;
  quantity: number;
}

/** The subscription items a selection needs: base, seats above the included ones, extra voice agents. */
export function wantedItems(selection: SubscriptionSelection): WantedItem[] {
  const { plan, period } = selection;
  const seats = Math.max(0, selection.seats - INCLUDED_SEATS);
  const voice = extraVoiceAgents(selection.voiceAgents);
  const items: WantedItem[] = [{ role: "base", lookupKey: lookupKeyOf("base", plan, period), quantity: 1 }];
  if (seats > 0) items.push({ role: "seat", lookupKey: lookupKeyOf("seat", plan, period), quantity: seats });
  if (voice > 0) items.push({ role: "voice", lookupKey: lookupKeyOf("voice", plan, period), quantity: voice });
  return items;
}

/** Prices by lookup key, fetched once per process (the operator creates them in Stripe). */
export function createPriceCatalog(stripe: Stripe) {
  const cache = new Map<string, Stripe.Price>();
  return {
    async ids(log: Logger, keys: string[]): Promise<Map<string, string>> {
      const missing = keys.filter((key) => !cache.has(key));
      if (missing.length > 0) {
        const prices = await stripeCall(log, "prices.list", () =>
          stripe.prices.list({ lookup_keys: missing, active: true, limit: 100 }),
        );
        for (const price of prices.data) if (price.lookup_key) cache.set(price.lookup_key, price);
      }
      const ids = new Map<string, string>();
      for (const key of keys) {
        const price = cache.get(key);
        if (!price) {
          log.error("Stripe price missing", { lookupKey: key });
          throw new DomainError(
            "INVALID_STATE",
            `Billing is not set up: no active Stripe price has the lookup key "${key}".`,
          );
        }
        ids.set(key, price.id);
      }
      return ids;
    },
  };
}
export type PriceCatalog = ReturnType<typeof createPriceCatalog>;

/**
 * The `items` parameter turning a subscription's items into the wanted ones: an item of the
 * same role is changed in place (price and quantity), the rest are added or deleted.
 */
export function itemChanges(existing: Stripe.SubscriptionItem[], wanted: WantedItem[], priceIds: Map<string, string>) {
  const left = [...existing];
  const changes: Array<{ id?: string; price?: string; quantity?: number; deleted?: boolean }> = [];
  for (const want of wanted) {
    const price = priceIds.get(want.lookupKey)!;
    const index = left.findIndex(
      (item) => item.price.id === price || parseLookupKey(item.price.lookup_key)?.role === want.role,
    );
    const match = index >= 0 ? left.splice(index, 1)[0] : undefined;
    changes.push(match ? { id: match.id, price, quantity: want.quantity } : { price, quantity: want.quantity });
  }
  for (const item of left) changes.push({ id: item.id, deleted: true });
  return changes;
}

/** The selection a subscription's items stand for, or null when they are not all ours. */
export function selectionOfItems(items: Stripe.SubscriptionItem[]): SubscriptionSelection | null {
  let base: { plan?: SubscriptionPlan; period: SubscriptionPeriod } | null = null;
  let seats = 0;
  let voice = 0;
  for (const item of items) {
    const parsed = parseLookupKey(item.price.lookup_key);
    if (!parsed) return null;
    if (parsed.role === "base") base = parsed;
    else if (parsed.role === "seat") seats += item.quantity ?? 0;
    else voice += item.quantity ?? 0;
  }
  if (!base?.plan) return null;
  return {
    plan: base.plan,
    period: base.period,
    seats: INCLUDED_SEATS + seats,
    voiceAgents: INCLUDED_VOICE_AGENTS + voice,
  };
}

// ---- Subscription state ----------------------------------------------------------------------------

export function stateOfStatus(status: string): SubscriptionState {
  switch (status) {
    case "trialing":
      return "TRIAL";
    case "active":
      return "ACTIVE";
    case "paused":
      return "PAUSED";
    case "canceled":
    case "incomplete_expired":
      return "EXPIRED";
    default: // past_due, unpaid, incomplete
      return "OVERDUE";
  }
}

export const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Next billing date and amount of a subscription: the trial end or the items' period end; the items' price. */
export function billingOf(subscription: Stripe.Subscription): {
  nextBillingDate: Date | null;
  nextBillingAmountCents: number | null;
} {
  const items = subscription.items?.data ?? [];
  const periodEnds = items.map((item) => item.current_period_end).filter((end): end is number => Boolean(end));
  const end =
    subscription.status === "trialing" && subscription.trial_end
      ? subscription.trial_end
      : periodEnds.length
        ? Math.min(...periodEnds)
        : null;
  const amounts = items.map((item) =>
    item.price.unit_amount == null ? null : item.price.unit_amount * (item.quantity ?? 1),
  );
  const amount = amounts.length && amounts.every((a) => a !== null) ? amounts.reduce((sum, a) => sum! + a!, 0) : null;
  return { nextBillingDate: fromUnix(end), nextBillingAmountCents: amount };
}

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);
