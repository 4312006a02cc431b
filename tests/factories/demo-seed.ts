import { count } from "drizzle-orm";
import { inTransaction, systemCtx, type Runtime } from "#server/lib/context.ts";
import { agencies } from "#server/modules/identity/identity.table.ts";
import { buildAgency, buildAgencyUser } from "./agency.factory.ts";

export const DEMO_AGENCY_NAME = "Harbor Insurance Agency";
export const DEMO_USER_EMAIL = "demo@harbor-agency.test";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo agency a newcomer signs in to. Later modules add their records here. */
export async function seedDemoAgency(runtime: Runtime) {
  return inTransaction(systemCtx(runtime), async (ctx) => {
    const now = ctx.now();
    const agency = await buildAgency(ctx, {
      name: DEMO_AGENCY_NAME,
      mailingAddress: { line1: "48 Commercial Street", line2: "Suite 300", city: "Portland", zone: "ME", postalCode: "04101" },
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
        nextBillingAmountCents: 2_400_700,
      },
    });
    const users = [
      await buildAgencyUser(ctx, agency.id, { email: DEMO_USER_EMAIL, name: "Jordan Avery" }),
      await buildAgencyUser(ctx, agency.id, { email: "priya.shah@harbor-agency.test", name: "Priya Shah" }),
      await buildAgencyUser(ctx, agency.id, { email: "marcus.bell@harbor-agency.test", name: "Marcus Bell" }),
      await buildAgencyUser(ctx, agency.id, { email: "elena.ruiz@harbor-agency.test", name: "Elena Ruiz" }),
      await buildAgencyUser(ctx, agency.id, { email: "sam.okafor@harbor-agency.test", name: "Sam Okafor", state: "DISABLED" }),
    ];
    return { agency, users };
  });
}

/** Seeds the demo agency when the database has no agency at all (first start). */
export async function seedDemoIfEmpty(runtime: Runtime): Promise<boolean> {
  const [row] = await runtime.db.select({ n: count() }).from(agencies);
  if (Number(row?.n ?? 0) > 0) return false;
  await seedDemoAgency(runtime);
  return true;
}
