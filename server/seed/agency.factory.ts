import { randomUUID } from "node:crypto";
import type { AgencyUserState } from "#domain/identity.ts";
import {
  subscriptionPrice,
  type SubscriptionPeriod,
  type SubscriptionPlan,
  type SubscriptionState,
} from "#domain/subscription.ts";
import type { Ctx } from "#server/lib/context.ts";
import { createSubscription } from "#server/modules/billing/subscription.service.ts";
import {
  createAgency,
  insertAgencyUser,
  type Agency,
  type AgencyUser,
} from "#server/modules/identity/agency.service.ts";
import type { AgencyConfiguration, MailingAddress } from "#server/modules/identity/identity.table.ts";

/** Data builders shared by the tests and the demo seed. Each writes through the services. */

export interface AgencyOverrides {
  name?: string;
  mailingAddress?: MailingAddress | null;
  configuration?: AgencyConfiguration;
  subscription?: {
    plan?: SubscriptionPlan;
    period?: SubscriptionPeriod;
    state?: SubscriptionState;
    numSeats?: number;
    numVoiceAgents?: number;
    trialEndDate?: Date | null;
    nextBillingDate?: Date | null;
    nextBillingAmountCents?: number | null;
  } | null;
}

let sequence = 0;
const next = () => `${++sequence}-${randomUUID().slice(0, 8)}`;

export async function buildAgency(ctx: Ctx, overrides: AgencyOverrides = {}): Promise<Agency> {
  const agency = await createAgency(ctx, {
    name: overrides.name ?? `Test Agency ${next()}`,
    mailingAddress: overrides.mailingAddress ?? {
      line1: "100 Main Street",
      city: "Springfield",
      zone: "IL",
      postalCode: "62701",
    },
    configuration: overrides.configuration,
  });
  if (overrides.subscription !== null) {
    const now = ctx.now();
    await createSubscription(ctx, agency.id, {
      plan: "PRO",
      period: "ANNUAL",
      state: "ACTIVE",
      numSeats: 5,
      numVoiceAgents: 1,
      nextBillingDate: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
      ...overrides.subscription,
    });
  }
  return agency;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A subscription in the given state with the dates that state carries, so each banner can
 * be seen: TRIAL ends in 5 days; OVERDUE's payment was due 3 days ago; EXPIRED ended a
 * trial 2 days ago; PAUSED has no next bill; ACTIVE bills in 30 days.
 */
export function subscriptionInState(state: SubscriptionState, now: Date): NonNullable<AgencyOverrides["subscription"]> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const billed = (plan: "BASIC" | "PRO", period: SubscriptionPeriod, numSeats: number, days: number) => ({
    plan,
    period,
    numSeats,
    nextBillingDate: at(days),
    nextBillingAmountCents: subscriptionPrice({ plan, period, seats: numSeats, voiceAgents: 1 }) * 100,
  });
  switch (state) {
    case "TRIAL":
      return { state, ...billed("PRO", "MONTHLY", 5, 5), trialEndDate: at(5) };
    case "OVERDUE":
      return { state, ...billed("BASIC", "MONTHLY", 4, -3) };
    case "EXPIRED":
      return {
        state,
        plan: "PRO",
        period: "MONTHLY",
        numSeats: 5,
        trialEndDate: at(-2),
        nextBillingDate: null,
        nextBillingAmountCents: null,
      };
    case "PAUSED":
      return { state, plan: "PRO", period: "ANNUAL", numSeats: 6, nextBillingDate: null, nextBillingAmountCents: null };
    case "ACTIVE":
      return { state, ...billed("PRO", "ANNUAL", 10, 30) };
  }
}

export interface AgencyUserOverrides {
  email?: string;
  name?: string;
  state?: AgencyUserState;
}

export async function buildAgencyUser(
  ctx: Ctx,
  agencyId: string,
  overrides: AgencyUserOverrides = {},
): Promise<AgencyUser> {
  const id = next();
  return insertAgencyUser(ctx, agencyId, {
    email: overrides.email ?? `user-${id}@agency.test`,
    name: overrides.name ?? `Test User ${id}`,
    state: overrides.state,
  });
}
