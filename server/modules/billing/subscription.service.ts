import { and, eq, isNull, lte } from "drizzle-orm";
import {
  minimumSeats,
  PLAN_ENTITLEMENTS,
  SEAT_HINT,
  updateSubscriptionInput,
  type SubscriptionPeriod,
  type SubscriptionPlan,
  type SubscriptionSelection,
  type SubscriptionState,
} from "../../../domain/subscription.ts";
import { inTransaction, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError, type FieldError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { agencySubscriptions } from "./billing.table.ts";
import type { SubscriptionWithSeats } from "./billing.sql.ts";
import type { SubscriptionUpdatePreview } from "./billing-provider.ts";
import { countActiveAgencyUsers } from "../identity/agency.service.ts";
import { knownDate } from "../../lib/known-date.ts";
import {
  readSubscriptionRow,
  readSubscriptionWithSeats,
  writeSubscriptionRow,
  type SubscriptionPatch,
  type SubscriptionRow,
} from "./subscription.store.ts";

export type { SubscriptionRow } from "./subscription.store.ts";

export interface Subscription extends SubscriptionRow {
  entitlements: readonly string[];
  numSeatsActive: number;
  /** Voice agents in service; the voice issue counts them. */
  numVoiceAgentsActive: number;
}

async function withCounts(ctx: Ctx, row: SubscriptionRow): Promise<Subscription> {
  return {
    ...row,
    entitlements: PLAN_ENTITLEMENTS[row.plan],
    numSeatsActive: await countActiveAgencyUsers(ctx, row.agencyId),
    numVoiceAgentsActive: 0,
  };
}

/** The agency's subscription with its derived counts, or null when none exists yet. */
export async function getAgencySubscription(ctx: AgencyCtx): Promise<Subscription | null> {
  // one statement: the row and its active seats (a signed-in request has it from its session, ADR 018)
  const found = await readSubscriptionWithSeats(ctx, ctx.actor.agencyId);
  return found ? subscriptionOf(found) : null;
}

/** The subscription with its derived counts, from its row and active seats read together. */
export function subscriptionOf(found: SubscriptionWithSeats): Subscription {
  return {
    ...found.row,
    trialEndDate: knownDate(found.row.trialEndDate),
    nextBillingDate: knownDate(found.row.nextBillingDate),
    entitlements: PLAN_ENTITLEMENTS[found.row.plan],
    numSeatsActive: found.numSeatsActive,
    numVoiceAgentsActive: 0,
  };
}

async function requireSubscription(ctx: AgencyCtx, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow> {
  const row = await readSubscriptionRow(ctx, ctx.actor.agencyId, options);
  if (!row)
    throw new DomainError("INVALID_STATE", "Your agency has no subscription yet. Contact support to set one up.");
  return row;
}

export interface NewSubscription {
  plan: SubscriptionPlan;
  period: SubscriptionPeriod;
  state: SubscriptionState;
  numSeats: number;
  numVoiceAgents?: number;
  trialEndDate?: Date | null;
  nextBillingDate?: Date | null;
  nextBillingAmountCents?: number | null;
}

/** Creates an agency's subscription (onboarding, seed). */
export async function createSubscription(ctx: Ctx, agencyId: string, input: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await ctx.db
    .insert(agencySubscriptions)
    .values({ agencyId, numVoiceAgents: 1, ...input })
    .returning();
  return row!;
}

/**
 * Checks a plan change against the rules of docs/product/plans-and-limits.md: the seat floor, Enterprise by
 * sales only, and the legacy Standard plan where only seats may change.
 */
async function checkedSelection(
  ctx: AgencyCtx,
  current: SubscriptionRow,
  input: unknown,
): Promise<SubscriptionSelection> {
  const selection = parseInput(updateSubscriptionInput, input);
  const errors: FieldError[] = [];
  if (selection.plan === "ENTERPRISE") {
    errors.push({ path: "plan", message: "The Enterprise plan is arranged with our sales team" });
  }
  if (selection.plan === "STANDARD" && current.plan !== "STANDARD") {
    errors.push({ path: "plan", message: "The Standard plan is no longer offered; choose Basic or Pro" });
  }
  if (selection.plan === "STANDARD" && current.plan === "STANDARD") {
    const onlySeats = "On the legacy Standard plan only seats can be changed";
    if (selection.period !== current.period) errors.push({ path: "period", message: onlySeats });
    if (selection.voiceAgents !== current.numVoiceAgents) errors.push({ path: "voiceAgents", message: onlySeats });
  }
  const activeUsers = await countActiveAgencyUsers(ctx, current.agencyId);
  if (selection.seats < minimumSeats(activeUsers)) errors.push({ path: "seats", message: SEAT_HINT });
  if (errors.length > 0) throw new ValidationError(errors);
  return selection;
}

/** Where the provider returns the browser to: a page of this app, else the subscription page. */
function returnUrlOf(ctx: Ctx, returnPath: string | null | undefined): string {
  const path =
    returnPath && /^\/app(\/[\w\-/]*)?(\?[\w\-=&%.]*)?$/.test(returnPath) ? returnPath : "/app/settings/subscription";
  return `${ctx.config.appUrl}${path}`;
}

/** The invoice a change would produce, and how the provider wants it paid (docs/product/billing.md). */
export async function previewSubscriptionUpdate(
  ctx: AgencyCtx,
  input: unknown,
  options: { returnPath?: string | null } = {},
): Promise<SubscriptionUpdatePreview> {
  const current = await requireSubscription(ctx);
  const selection = await checkedSelection(ctx, current, input);
  return ctx.billing.previewUpdate(ctx, current, selection, { returnUrl: returnUrlOf(ctx, options.returnPath) });
}

/** Applies a plan, period, seat or voice-agent change (updateSubscription). */
export async function updateSubscription(
  ctx: AgencyCtx,
  input: unknown,
  options: { skipPayment?: boolean; prorationDate?: Date | null } = {},
): Promise<Subscription> {
  return inTransaction(ctx, async (tx) => {
    const current = await requireSubscription(tx, { forUpdate: true });
    const selection = await checkedSelection(tx, current, input);
    const skipPayment = Boolean(options.skipPayment) && current.state === "TRIAL";
    const applied = await tx.billing.applyUpdate(tx, current, selection, {
      skipPayment,
      prorationDate: options.prorationDate ?? null,
    });
    const row = await writeSubscriptionRow(tx, current.agencyId, {
      plan: selection.plan,
      period: selection.period,
      numSeats: selection.seats,
      numVoiceAgents: selection.voiceAgents,
      ...applied,
    });
    await recordAudit(tx, {
      action: "billing.subscription_updated",
      recordType: "agency_subscription",
      recordId: current.agencyId,
      data: {
        from: {
          plan: current.plan,
          period: current.period,
          seats: current.numSeats,
          voiceAgents: current.numVoiceAgents,
          state: current.state,
        },
        to: { ...selection, state: row.state },
        provider: tx.billing.name,
        skipPayment,
      },
    });
    return withCounts(tx, row);
  });
}

/** The payment provider's page for a new card; null (and a log line, docs/product/billing.md) when it gives none. */
export async function updatePaymentMethodUrl(
  ctx: AgencyCtx,
  options: { returnPath?: string | null } = {},
): Promise<string | null> {
  const current = await requireSubscription(ctx);
  const url = await ctx.billing.updatePaymentMethodUrl(ctx, current, {
    returnUrl: returnUrlOf(ctx, options.returnPath),
  });
  if (!url)
    ctx.log.warn("No subscription update payment URL found", {
      agencyId: current.agencyId,
      provider: ctx.billing.name,
    });
  return url;
}

/**
 * Records a change the payment provider reports (a webhook) or the trial job decides.
 * Audited as the system, on the agency's log. With `onlyFrom`, nothing happens (null)
 * unless the subscription is in one of those states.
 */
export async function applyProviderChange(
  ctx: Ctx,
  agencyId: string,
  patch: SubscriptionPatch,
  audit: { action: string; data?: Record<string, unknown> },
  options: { onlyFrom?: readonly SubscriptionState[] } = {},
): Promise<SubscriptionRow | null> {
  return inTransaction(ctx, async (tx) => {
    const before = await readSubscriptionRow(tx, agencyId, { forUpdate: true });
    if (!before) throw new DomainError("NOT_FOUND", "Subscription not found");
    if (options.onlyFrom && !options.onlyFrom.includes(before.state)) return null;
    const row = await writeSubscriptionRow(tx, agencyId, patch);
    await recordAudit(tx, {
      action: audit.action,
      agencyId,
      actorId: null,
      recordType: "agency_subscription",
      recordId: agencyId,
      data: { fromState: before.state, toState: row.state, ...audit.data },
    });
    return row;
  });
}

/**
 * TRIAL → EXPIRED once the trial end date has passed (the `billing.expire-trials` job). A
 * provider that runs its own trials (Stripe) reports their end by webhook; trials it never
 * saw (no provider subscription) still end here.
 */
export async function expireEndedTrials(ctx: Ctx): Promise<number> {
  const ended = await ctx.db
    .select({ agencyId: agencySubscriptions.agencyId, trialEndDate: agencySubscriptions.trialEndDate })
    .from(agencySubscriptions)
    .where(
      and(
        eq(agencySubscriptions.state, "TRIAL"),
        lte(agencySubscriptions.trialEndDate, ctx.now()),
        ctx.billing.expiresTrialsLocally ? undefined : isNull(agencySubscriptions.providerSubscriptionId),
      ),
    );
  let expired = 0;
  for (const { agencyId, trialEndDate } of ended) {
    try {
      const row = await applyProviderChange(
        ctx,
        agencyId,
        { state: "EXPIRED" },
        { action: "billing.trial_expired", data: { trialEndDate: knownDate(trialEndDate)?.toISOString() ?? null } },
        { onlyFrom: ["TRIAL"] }, // an upgrade may have landed since the query
      );
      if (row) expired += 1;
    } catch (error) {
      // one agency's bad row never stops the others' trials from ending (as the policy date moves)
      ctx.log.error("Expiring an ended trial failed for one agency; skipped", { agencyId, error });
    }
  }
  return expired;
}
