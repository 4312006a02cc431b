import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { ValidationError } from "../../lib/errors.ts";
import { getAgencyTimeZone, setAgencyTimeZone, timeZonesOfAgencies } from "./agency-time-zone.service.ts";

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
    // the settings form sends "" for "From the agency's state"
    await setAgencyTimeZone(ctx, { timeZone: "America/Denver" });
    expect(await setAgencyTimeZone(ctx, { timeZone: "" })).toEqual({ setting: null, effective: "America/Los_Angeles" });
  });

  it("gives the jobs every agency's zone in one read", async () => {
    const texas = await buildAgency(runtime.system, {
      mailingAddress: { line1: "1 Main Street", city: "Austin", zone: "TX", postalCode: "78701" },
    });
    const maine = await buildAgency(runtime.system, {
      mailingAddress: { line1: "1 Main Street", city: "Portland", zone: "ME", postalCode: "04101" },
    });
    await setAgencyTimeZone(agencyCtxFor(runtime, await buildAgencyUser(runtime.system, maine.id)), {
      timeZone: "Pacific/Honolulu",
    });
    const zones = await timeZonesOfAgencies(runtime.system, [texas.id, maine.id, texas.id]);
    expect(Object.fromEntries(zones)).toEqual({ [texas.id]: "America/Chicago", [maine.id]: "Pacific/Honolulu" });
    expect(await timeZonesOfAgencies(runtime.system, [])).toEqual(new Map());
  });
});
