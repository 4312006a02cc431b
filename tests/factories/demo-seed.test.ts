import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { agencies, agencyUsers } from "#server/modules/identity/identity.table.ts";
import { DEMO_AGENCY_NAME, DEMO_USER_EMAIL, seedDemoIfEmpty } from "./demo-seed.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

describe("demo seed", () => {
  it("creates Harbor Insurance Agency with an active demo user on an empty database, once", async () => {
    expect(await seedDemoIfEmpty(runtime)).toBe(true);
    expect(await seedDemoIfEmpty(runtime)).toBe(false);
    const [agency, ...others] = await runtime.db.select().from(agencies);
    expect(others).toHaveLength(0);
    expect(agency!.name).toBe(DEMO_AGENCY_NAME);
    const users = await runtime.db.select().from(agencyUsers);
    expect(users.find((u) => u.email === DEMO_USER_EMAIL)).toMatchObject({ state: "ACTIVE", agencyId: agency!.id });
    expect(users.length).toBeGreaterThanOrEqual(3);
  });
});
