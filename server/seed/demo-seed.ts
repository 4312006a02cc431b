import { and, count, eq } from "drizzle-orm";
import { inTransaction, systemCtx, type Runtime } from "#server/lib/context.ts";
import { refreshStatistics } from "#server/db/maintenance.ts";
import { agencies, agencyUsers } from "#server/modules/identity/identity.table.ts";
import { subscriptionPrice, type SubscriptionState } from "#domain/subscription.ts";
import { buildLargeAccounts, seedDemoAccounts } from "./account.factory.ts";
import { buildAgency, buildAgencyUser, subscriptionInState } from "./agency.factory.ts";
import { seedDemoDocuments } from "./document.factory.ts";
import { seedDemoKnowledge } from "./demo-knowledge.ts";
import { seedDemoPresets } from "./demo-presets.ts";
import { seedDemoStyles } from "./demo-styles.ts";
import { seedDemoWorkspaces } from "./demo-workspaces.ts";
import { buildLargePolicies, seedDemoPolicies } from "./policy.factory.ts";
import { buildLargeServiceRequests, seedDemoServiceRequests } from "./service-request.factory.ts";
import { buildLargeWorkspaces } from "./workspace.factory.ts";

export const DEMO_AGENCY_NAME = "Harbor Insurance Agency";
export const DEMO_USER_EMAIL = "demo@harbor-agency.test";

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

/** The demo agency a newcomer signs in to. Later modules add their records here. */
export async function seedDemoAgency(runtime: Runtime) {
  return inTransaction(systemCtx(runtime), async (ctx) => {
    const now = ctx.now();
    const agency = await buildAgency(ctx, {
      name: DEMO_AGENCY_NAME,
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
    const users = [
      await buildAgencyUser(ctx, agency.id, { email: DEMO_USER_EMAIL, name: "Jordan Avery" }),
      await buildAgencyUser(ctx, agency.id, { email: "priya.shah@harbor-agency.test", name: "Priya Shah" }),
      await buildAgencyUser(ctx, agency.id, { email: "marcus.bell@harbor-agency.test", name: "Marcus Bell" }),
      await buildAgencyUser(ctx, agency.id, { email: "elena.ruiz@harbor-agency.test", name: "Elena Ruiz" }),
      await buildAgencyUser(ctx, agency.id, {
        email: "sam.okafor@harbor-agency.test",
        name: "Sam Okafor",
        state: "DISABLED",
      }),
      await buildAgencyUser(ctx, agency.id, {
        email: "dana.whitfield@harbor-agency.test",
        name: "Dana Whitfield",
        state: "DISABLED",
      }),
    ];
    const active = users.filter((user) => user.state === "ACTIVE");
    const { accounts } = await seedDemoAccounts(ctx, { agency, users: active });
    const { policies } = await seedDemoPolicies(ctx, { agency, accounts, users: active });
    await seedDemoDocuments(ctx, { agency, users: active, policies, accounts });
    await seedDemoServiceRequests(ctx, { agency, users: active, accounts, policies });
    await seedDemoWorkspaces(ctx, { agency, users: active });
    await seedDemoKnowledge(ctx, { agency, users: active });
    await seedDemoPresets(ctx, { agency, users: active });
    await seedDemoStyles(ctx, { agency, users: active });
    for (const state of BANNER_STATES) {
      const small = await buildAgency(ctx, {
        name: `${STATE_AGENCY_NAMES[state]} Insurance`,
        subscription: subscriptionInState(state, now),
      });
      await buildAgencyUser(ctx, small.id, {
        email: stateDemoEmail(state),
        name: `${STATE_AGENCY_NAMES[state]} Owner`,
      });
    }
    return { agency, users };
  });
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
