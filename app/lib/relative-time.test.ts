import { describe, expect, it } from "vitest";
import { formatRelative } from "./relative-time.ts";

describe("formatRelative", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("uses the largest whole unit, from seconds to years", () => {
    const ago = (seconds: number) => formatRelative(new Date(now.getTime() - seconds * 1000), now);
    expect([
      ago(0),
      ago(5),
      ago(90),
      ago(3 * 3600),
      ago(86_400),
      ago(3 * 86_400),
      ago(45 * 86_400),
      ago(800 * 86_400),
    ]).toEqual([
      "now",
      "5 seconds ago",
      "1 minute ago",
      "3 hours ago",
      "yesterday",
      "3 days ago",
      "last month",
      "2 years ago",
    ]);
    expect(formatRelative(new Date(now.getTime() + 2 * 86_400_000), now)).toBe("in 2 days");
  });
});
