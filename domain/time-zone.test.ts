import { describe, expect, it } from "vitest";
import { dayIn, hourIn, nextDay } from "./time-zone.ts";

describe("the agency's day and hour", () => {
  it("reads the calendar day and the hour in the zone, across midnight UTC and DST", () => {
    const lateEvening = new Date("2026-11-25T04:30:00Z"); // 11:30 PM on the 24th in New York (EST)
    expect(dayIn(lateEvening, "America/New_York").toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(hourIn(lateEvening, "America/New_York")).toBe(23);
    expect(hourIn(lateEvening, "America/Los_Angeles")).toBe(20);
    expect(hourIn(new Date("2026-07-01T04:00:00Z"), "America/New_York")).toBe(0); // EDT: midnight, not 24
    expect(hourIn(new Date("2026-07-01T04:00:00Z"), "America/Phoenix")).toBe(21); // no DST
    expect(nextDay(new Date("2026-12-31T00:00:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});
