import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { ValidationError } from "../../lib/errors.ts";
import { getAgencyTimeZone, setAgencyTimeZone } from "./agency-time-zone.service.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

describe("the agency's time zone", () => {
  it("defaults from the agency's state, can be set, refuses unknown zones, and can go back to the default", async () => {
    const agency = await buildAgency(runtime.system, {
      mailingAddress: { line1: "1 Main Street", city: "Sacramento", zone: "CA", postalCode: "95814" },
    });
    const ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
    expect(await getAgencyTimeZone(ctx)).toEqual({ setting: null, effective: "America/Los_Angeles" });
    expect(await setAgencyTimeZone(ctx, { timeZone: "America/Phoenix" })).toEqual({
      setting: "America/Phoenix",
      effective: "America/Phoenix",
    });
    const error = await setAgencyTimeZone(ctx, { timeZone: "Mars/Olympus" }).catch((e: unknown) => e);
    expect((error as ValidationError).fieldErrors[0]).toEqual({
      path: "timeZone",
      message: "Choose a time zone from the list",
    });
    expect((await setAgencyTimeZone(ctx, { timeZone: null })).effective).toBe("America/Los_Angeles");
  });
});
