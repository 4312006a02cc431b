import { and, count, eq } from "drizzle-orm";
import { inTransaction, systemCtx, type Ctx, type Runtime } from "#server/lib/context.ts";
import { refreshStatistics } from "#server/db/maintenance.ts";
import { agencies, agencyUsers } from "#server/modules/identity/identity.table.ts";
import { subscriptionPrice, type SubscriptionState } from "#domain/subscription.ts";
import { buildLargeAccounts, seedDemoAccounts } from "./account.factory.ts";
import { buildAgency, buildAgencyUser, subscriptionInState } from "./agency.factory.ts";
import { seedDemoDocuments } from "./document.factory.ts";
import { seedDemoEmails } from "./demo-emails.ts";
import { seedDemoKnowledge } from "./demo-knowledge.ts";
import { seedDemoPresets } from "./demo-presets.ts";
import { seedDemoStyles } from "./demo-styles.ts";
import { seedDemoWorkspaces } from "./demo-workspaces.ts";
import { buildLargePolicies, seedDemoPolicies } from "./policy.factory.ts";
import { buildLargeServiceRequests, seedDemoServiceRequests } from "./service-request.factory.ts";
import { buildLargeWorkspaces } from "./workspace.factory.ts";

export const DEMO_AGENCY_NAME = "Harbor Insurance Agency";
export const DEMO_USER_EMAIL = "demo@harbor-agency.test"; // DEMO_PEOPLE[0] at DEMO_EMAIL_DOMAIN

const DAY_MS = 24 * 60 * 60 * 1000;

/** One small agency per subscription state with a banner, so each can be seen by signing in as its owner. */
export const BANNER_STATES = ["TRIAL", "OVERDUE", "EXPIRED", "PAUSED"] as const satisfies readonly SubscriptionState[];
const STATE_AGENCY_NAMES: Record<(typeof BANNER_STATES)[number], string> = {
  TRIAL: "Tidewater",
  OVERDUE: "Overlook",
  EXPIRED: "Eastport",
  PAUSED: "Pinecrest",
};
export const stateDemoEmail = (state: SubscriptionState) => `${state.toLowerCase()}@cara-demo.test`;

/** The demo agency's people: local part of the email, name, state. */
export const DEMO_PEOPLE = [
  { local: "demo", name: "Jordan Avery", state: "ACTIVE" },
  { local: "priya.shah", name: "Priya Shah", state: "ACTIVE" },
  { local: "marcus.bell", name: "Marcus Bell", state: "ACTIVE" },
  { local: "elena.ruiz", name: "Elena Ruiz", state: "ACTIVE" },
  { local: "sam.okafor", name: "Sam Okafor", state: "DISABLED" },
  { local: "dana.whitfield", name: "Dana Whitfield", state: "DISABLED" },
] as const;

export const DEMO_EMAIL_DOMAIN = "harbor-agency.test";

export interface DemoAgencyOptions {
  /** The agency's name (default Harbor Insurance Agency). */
  name?: string;
  /** Its users' email domain (default harbor-agency.test): a copy of the demo agency needs its own. */
  emailDomain?: string;
  /** Also add one small agency per banner state (the demo does; a copy does not). */
  bannerAgencies?: boolean;
}

/**
 * The demo agency a newcomer signs in to. Later modules add their records here. The browser
 * journeys make copies of it (server/seed/test-agency.ts), each under its own name and email domain.
 */
export async function seedDemoAgency(runtime: Runtime, options: DemoAgencyOptions = {}) {
  const { name = DEMO_AGENCY_NAME, emailDomain = DEMO_EMAIL_DOMAIN, bannerAgencies = true } = options;
  return inTransaction(systemCtx(runtime), async (ctx) => {
    const now = ctx.now();
    const agency = await buildAgency(ctx, {
      name,
      mailingAddress: {
        line1: "48 Commercial Street",
        line2: "Suite 300",
        city: "Portland",
        zone: "ME",
        postalCode: "04101",
      },
      configuration: {
        liabilityCOIConfiguration: {
          contactName: "Jordan Avery",
          contactEmail: "certificates@harbor-agency.test",
          contactPhone: "(207) 555-0142",
        },
      },
      subscription: {
        plan: "PRO",
        period: "ANNUAL",
        state: "ACTIVE",
        numSeats: 10,
        numVoiceAgents: 2,
        nextBillingDate: new Date(now.getTime() + 200 * DAY_MS),
        nextBillingAmountCents: subscriptionPrice({ plan: "PRO", period: "ANNUAL", seats: 10, voiceAgents: 2 }) * 100,
      },
    });
    const users = [];
    for (const person of DEMO_PEOPLE)
      users.push(
        await buildAgencyUser(ctx, agency.id, {
          email: `${person.local}@${emailDomain}`,
          name: person.name,
          state: person.state,
        }),
      );
    const active = users.filter((user) => user.state === "ACTIVE");
    const { accounts } = await seedDemoAccounts(ctx, { agency, users: active });
    const { policies } = await seedDemoPolicies(ctx, { agency, accounts, users: active });
    await seedDemoDocuments(ctx, { agency, users: active, policies, accounts });
    await seedDemoServiceRequests(ctx, { agency, users: active, accounts, policies });
    await seedDemoWorkspaces(ctx, { agency, users: active });
    await seedDemoKnowledge(ctx, { agency, users: active });
    await seedDemoPresets(ctx, { agency, users: active });
    await seedDemoStyles(ctx, { agency, users: active });
    await seedDemoEmails(ctx, { agency, users: active, accounts });
    for (const state of bannerAgencies ? BANNER_STATES : []) await seedBannerAgency(ctx, state);
    return { agency, users };
  });
}

/** A small agency whose subscription is in `state`, with its owner (`state@cara-demo.test` unless `email` says). */
export async function seedBannerAgency(ctx: Ctx, state: (typeof BANNER_STATES)[number], email = stateDemoEmail(state)) {
  const agency = await buildAgency(ctx, {
    name: `${STATE_AGENCY_NAMES[state]} Insurance`,
    subscription: subscriptionInState(state, ctx.now()),
  });
  const owner = await buildAgencyUser(ctx, agency.id, { email, name: `${STATE_AGENCY_NAMES[state]} Owner` });
  return { agency, users: [owner] };
}

/** Seeds the demo agency when the database has no agency at all (first start). */
export async function seedDemoIfEmpty(runtime: Runtime): Promise<boolean> {
  const [row] = await runtime.db.select({ n: count() }).from(agencies);
  if (Number(row?.n ?? 0) > 0) return false;
  await seedDemoAgency(runtime);
  await refreshStatistics(runtime.db);
  return true;
}

/** `npm run seed -- --size large`: 10,000 more accounts, 30,000 policies, 50,000 service requests and 10,000 workspaces on the demo agency (benchmarks). */
export async function seedLargeVolume(
  runtime: Runtime,
  { accounts = 10_000, policies = 30_000, serviceRequests = 50_000, workspaces = 10_000 } = {},
) {
  const ctx = systemCtx(runtime);
  const [agency] = await runtime.db.select().from(agencies).where(eq(agencies.name, DEMO_AGENCY_NAME));
  if (!agency) throw new Error("Seed the demo agency first");
  const accountIds = await buildLargeAccounts(ctx, agency.id, accounts);
  const created = await buildLargePolicies(ctx, agency.id, accountIds, policies);
  const userIds = (
    await runtime.db
      .select({ id: agencyUsers.id })
      .from(agencyUsers)
      .where(and(eq(agencyUsers.agencyId, agency.id), eq(agencyUsers.state, "ACTIVE")))
  ).map((u) => u.id);
  const requests = await buildLargeServiceRequests(ctx, agency.id, accountIds, userIds, serviceRequests);
  const built = await buildLargeWorkspaces(ctx, agency.id, userIds, workspaces);
  await refreshStatistics(runtime.db);
  return { accounts: accountIds.length, policies: created, serviceRequests: requests, workspaces: built };
}
