import { randomUUID } from "node:crypto";
import type { AgencyUserState } from "#domain/identity.ts";
import type { SubscriptionPeriod, SubscriptionPlan, SubscriptionState } from "#domain/subscription.ts";
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

export interface AgencyUserOverrides {
  email?: string;
  name?: string;
  state?: AgencyUserState;
}

export async function buildAgencyUser(ctx: Ctx, agencyId: string, overrides: AgencyUserOverrides = {}): Promise<AgencyUser> {
  const id = next();
  return insertAgencyUser(ctx, agencyId, {
    email: overrides.email ?? `user-${id}@agency.test`,
    name: overrides.name ?? `Test User ${id}`,
    state: overrides.state,
  });
}
