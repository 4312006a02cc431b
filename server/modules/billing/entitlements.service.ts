import {
  featureMessage,
  gateMessage,
  hasFeature,
  isGated,
  isWithinLimit,
  limitMessage,
  limitOf,
  type Feature,
  type LimitKey,
} from "../../../domain/entitlements.ts";
import type { SubscriptionState } from "../../../domain/subscription.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { readSubscriptionRow, type SubscriptionRow } from "./subscription.store.ts";

/**
 * The one server-side check of what the agency's subscription allows
 * (docs/product/plans-and-limits.md). Services call these before they create what a limit
 * counts or use a feature; screens only mirror them.
 */

async function requireSubscriptionRow(ctx: AgencyCtx, forUpdate: boolean): Promise<SubscriptionRow> {
  const row = await readSubscriptionRow(ctx, ctx.actor.agencyId, { forUpdate });
  if (!row)
    throw new DomainError("INVALID_STATE", "Your agency has no subscription yet. Contact support to set one up.");
  return row;
}

/**
 * Refuses (PLAN_LIMIT, naming what lifts it) when `currentCount` — how many there are
 * before the new one — has reached the limit of `key`. `forUpdate` locks the subscription
 * row so two concurrent writes cannot both take the last one.
 */
export async function requireWithinLimit(
  ctx: AgencyCtx,
  key: LimitKey,
  currentCount: number,
  options: { forUpdate?: boolean; message?: (limit: number) => string } = {},
): Promise<void> {
  const row = await requireSubscriptionRow(ctx, options.forUpdate ?? false);
  if (isWithinLimit(row, key, currentCount)) return;
  const message = options.message ? options.message(limitOf(row, key) ?? 0) : limitMessage(row, key);
  throw new DomainError("PLAN_LIMIT", message);
}

/** The limit of `key` on the agency's plan (null: unlimited). */
export async function limitFor(ctx: AgencyCtx, key: LimitKey): Promise<number | null> {
  return limitOf(await requireSubscriptionRow(ctx, false), key);
}

/** Refuses (PLAN_LIMIT, naming the plan) a feature the agency's plan does not include. */
export async function requireEntitlement(ctx: AgencyCtx, feature: Feature): Promise<void> {
  const row = await requireSubscriptionRow(ctx, false);
  if (!hasFeature(row.plan, feature)) throw new DomainError("PLAN_LIMIT", featureMessage(feature));
}

/** The state of the agency's subscription, or null without one. */
export async function subscriptionStateOfAgency(ctx: AgencyCtx): Promise<SubscriptionState | null> {
  return (await readSubscriptionRow(ctx, ctx.actor.agencyId))?.state ?? null;
}

/** The gated state (EXPIRED or PAUSED) of the agency's subscription, or null when it may use Cara. */
export async function subscriptionGateOf(
  ctx: AgencyCtx,
): Promise<Extract<SubscriptionState, "EXPIRED" | "PAUSED"> | null> {
  const state = await subscriptionStateOfAgency(ctx);
  return isGated(state) ? state : null;
}

/**
 * Refuses (SUBSCRIPTION_INACTIVE) work for an EXPIRED or PAUSED agency. GraphQL applies it
 * to every field but billing, the viewer and sign-in/out; jobs and Cara's channels call it
 * before acting for an agency.
 */
export async function requireActiveSubscription(ctx: AgencyCtx): Promise<void> {
  const gate = await subscriptionGateOf(ctx);
  if (gate) throw new DomainError("SUBSCRIPTION_INACTIVE", gateMessage(gate));
}
