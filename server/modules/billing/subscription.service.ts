import { count, eq, and } from "drizzle-orm";
import { PLAN_ENTITLEMENTS, type SubscriptionPeriod, type SubscriptionPlan, type SubscriptionState } from "../../../domain/subscription.ts";
import type { AgencyCtx, Ctx } from "../../lib/context.ts";
import { agencyUsers } from "../identity/identity.table.ts";
import { agencySubscriptions } from "./billing.table.ts";

export type SubscriptionRow = typeof agencySubscriptions.$inferSelect;

export interface Subscription extends SubscriptionRow {
  entitlements: readonly string[];
  numSeatsActive: number;
  /** Voice agents in service; the voice issue counts them. */
  numVoiceAgentsActive: number;
}

/** The agency's subscription with its derived counts, or null when none exists yet. */
export async function getAgencySubscription(ctx: AgencyCtx): Promise<Subscription | null> {
  const agencyId = ctx.actor.agencyId;
  const [row] = await ctx.db.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId));
  if (!row) return null;
  const [active] = await ctx.db
    .select({ n: count() })
    .from(agencyUsers)
    .where(and(eq(agencyUsers.agencyId, agencyId), eq(agencyUsers.state, "ACTIVE")));
  return {
    ...row,
    entitlements: PLAN_ENTITLEMENTS[row.plan],
    numSeatsActive: Number(active?.n ?? 0),
    numVoiceAgentsActive: 0,
  };
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
