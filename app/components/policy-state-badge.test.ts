import { describe, expect, it } from "vitest";
import { POLICY_STATE_BADGES } from "./policy-state-badge.tsx";

describe("policy state badges", () => {
  it("badge colours: PENDING amber, BINDING sky, INFORCE green, EXPIRED neutral, CANCELED rose", () => {
    expect(POLICY_STATE_BADGES.PENDING.tone).toBe("amber");
    expect(POLICY_STATE_BADGES.BINDING.tone).toBe("sky");
    expect(POLICY_STATE_BADGES.INFORCE.tone).toBe("green");
    expect(POLICY_STATE_BADGES.EXPIRED.tone).toBe("neutral");
    expect(POLICY_STATE_BADGES.CANCELED.tone).toBe("rose");
  });
});
