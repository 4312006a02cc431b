import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { agencies, agencyUsers } from "#server/modules/identity/identity.table.ts";
import { agencySubscriptions } from "#server/modules/billing/billing.table.ts";
import { eq } from "drizzle-orm";
import { BANNER_STATES, DEMO_AGENCY_NAME, DEMO_USER_EMAIL, seedDemoIfEmpty, stateDemoEmail } from "./demo-seed.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

describe("demo seed", () => {
  it("creates Harbor Insurance Agency with an active demo user on an empty database, once", async () => {
    expect(await seedDemoIfEmpty(runtime)).toBe(true);
    expect(await seedDemoIfEmpty(runtime)).toBe(false);
    const all = await runtime.db.select().from(agencies);
    const agency = all.find((a) => a.name === DEMO_AGENCY_NAME);
    expect(agency).toBeDefined();
    expect(all).toHaveLength(1 + BANNER_STATES.length);
    const users = await runtime.db.select().from(agencyUsers);
    expect(users.find((u) => u.email === DEMO_USER_EMAIL)).toMatchObject({ state: "ACTIVE", agencyId: agency!.id });
    expect(users.filter((u) => u.agencyId === agency!.id && u.state === "DISABLED").length).toBeGreaterThanOrEqual(2);
    const [subscription] = await runtime.db
      .select()
      .from(agencySubscriptions)
      .where(eq(agencySubscriptions.agencyId, agency!.id));
    expect(subscription).toMatchObject({ plan: "PRO", period: "ANNUAL", state: "ACTIVE", numSeats: 10 });
  });

  it("adds one agency per banner state, each with an owner who can sign in", async () => {
    const users = await runtime.db.select().from(agencyUsers);
    for (const state of BANNER_STATES) {
      const owner = users.find((u) => u.email === stateDemoEmail(state));
      expect(owner?.state).toBe("ACTIVE");
      const [subscription] = await runtime.db
        .select()
        .from(agencySubscriptions)
        .where(eq(agencySubscriptions.agencyId, owner!.agencyId));
      expect(subscription?.state).toBe(state);
    }
  });
});
