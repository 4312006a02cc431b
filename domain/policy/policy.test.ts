import { describe, expect, it } from "vitest";
import { parseInput, ValidationError } from "#server/lib/errors.ts";
import { businessPolicyInput, cancelBusinessPolicyInput, updateBusinessPolicyInput } from "./inputs.ts";
import {
  cancellationDefaults,
  hasActiveCancellation,
  isCancellationPending,
  newPolicyDefaults,
  nextStateByDates,
  policyMenu,
  renewalDefaults,
  type PolicyLifecycleFacts,
} from "./lifecycle.ts";
import { policyTotal, resolveCommission } from "./pricing.ts";
import { POLICY_TYPES, policyTypeName } from "./vocabulary.ts";

const NOW = new Date("2026-11-22T15:00:00Z");
const day = (offset: number) => new Date(Date.UTC(2026, 10, 22 + offset));

describe("pricing", () => {
  it("total = premium + taxes + agency, broker, policy and other fees, exactly", () => {
    expect(
      policyTotal({
        premium: "1000.10",
        taxes: "50.20",
        agencyFees: "25.00",
        brokerFees: "10.00",
        policyFees: "0.35",
        otherFees: "0.05",
      }),
    ).toBe("1085.70");
    expect(policyTotal({ premium: "0.10", taxes: "0.20" })).toBe("0.30");
  });

  it("a rate gives the commission; a commission alone gives the rate", () => {
    expect(resolveCommission("8000.00", "0.1", "1.00")).toEqual({
      commissionRate: "0.1",
      estimatedCommission: "800.00",
    });
    expect(resolveCommission("8000.00", null, "1000.00")).toEqual({
      commissionRate: "0.125",
      estimatedCommission: "1000.00",
    });
    expect(resolveCommission("0.00", null, "100.00")).toEqual({ commissionRate: null, estimatedCommission: "100.00" });
    expect(resolveCommission("100.00", null, null)).toEqual({ commissionRate: null, estimatedCommission: null });
  });
});

describe("new-policy defaults", () => {
  it("a new policy: BINDING, Direct, Annual, issued and in force today, expiring 365 days later, fees 0", () => {
    expect(newPolicyDefaults(NOW)).toEqual({
      state: "BINDING",
      billingType: "DIRECT",
      paymentIntervalType: "ANNUAL",
      intervalType: "ANNUAL",
      issuedAt: day(0),
      inforceAt: day(0),
      expiresAt: day(365),
      premium: "0.00",
      taxes: "0.00",
      agencyFees: "0.00",
      brokerFees: "0.00",
      policyFees: "0.00",
      otherFees: "0.00",
      minimumEarnedPremium: "0.00",
    });
  });

  it("a renewal expires one year from today; a cancellation defaults to Carrier and insured nonpayment", () => {
    expect(renewalDefaults(NOW).expiresAt).toEqual(new Date("2027-11-22T00:00:00Z"));
    expect(cancellationDefaults(NOW)).toMatchObject({
      canceledBy: "CARRIER",
      reason: "INSURED_NONPAYMENT",
      type: "CANCELLATION",
    });
  });
});

describe("vocabulary", () => {
  it("has the 19 lines of business with display names; anything else is Unknown", () => {
    expect(POLICY_TYPES).toHaveLength(19);
    expect(policyTypeName("COMMERCIAL_AUTO")).toBe("Auto");
    expect(policyTypeName("ERRORS_AND_OMISSION")).toBe("Errors and Omission Liability");
    expect(policyTypeName("SPACE")).toBe("Unknown");
  });
});

const canceled = { canceledAt: "2026-11-20T10:00:00Z", effectiveAt: "2026-12-01T00:00:00Z" };

describe("More menu enablement", () => {
  it("a plain policy: Delete, Renew and Cancel on; Reinstate off", () => {
    expect(policyMenu({ hasNewerRenewal: false, cancellation: null, reinstatement: null })).toEqual({
      delete: true,
      renew: true,
      cancel: true,
      reinstate: false,
    });
  });

  it("a newer renewal turns off Delete and Renew", () => {
    expect(policyMenu({ hasNewerRenewal: true, cancellation: null, reinstatement: null })).toMatchObject({
      delete: false,
      renew: false,
      cancel: true,
    });
  });

  it("a cancellation not reinstated turns off Cancel and turns on Reinstate", () => {
    expect(policyMenu({ hasNewerRenewal: false, cancellation: canceled, reinstatement: null })).toMatchObject({
      cancel: false,
      reinstate: true,
    });
  });

  it("after a reinstatement Cancel is back on and Reinstate off; a later cancellation counts again", () => {
    const reinstatement = { reinstatedAt: "2026-11-21T10:00:00Z" };
    expect(policyMenu({ hasNewerRenewal: false, cancellation: canceled, reinstatement })).toMatchObject({
      cancel: true,
      reinstate: false,
    });
    const again = { canceledAt: "2026-11-22T10:00:00Z", effectiveAt: "2026-11-22T00:00:00Z" };
    expect(hasActiveCancellation({ cancellation: again, reinstatement })).toBe(true);
  });
});

describe("state moves by date", () => {
  const policy = (facts: Partial<PolicyLifecycleFacts>): PolicyLifecycleFacts => ({
    state: "BINDING",
    inforceAt: day(0),
    expiresAt: day(365),
    cancellation: null,
    reinstatement: null,
    ...facts,
  });

  it("BINDING → INFORCE once in force; stays BINDING before", () => {
    expect(nextStateByDates(policy({}), NOW)).toBe("INFORCE");
    expect(nextStateByDates(policy({ inforceAt: day(3) }), NOW)).toBe("BINDING");
  });

  it("INFORCE and BINDING → EXPIRED once the expiry passed", () => {
    expect(nextStateByDates(policy({ state: "INFORCE", inforceAt: day(-400), expiresAt: day(-1) }), NOW)).toBe(
      "EXPIRED",
    );
    expect(nextStateByDates(policy({ inforceAt: day(-400), expiresAt: day(-1) }), NOW)).toBe("EXPIRED");
  });

  it("PENDING, UNKNOWN and EXPIRED do not move by date", () => {
    for (const state of ["PENDING", "UNKNOWN", "EXPIRED"] as const)
      expect(nextStateByDates(policy({ state }), NOW)).toBe(state);
  });

  it("a cancellation is pending until its effective date, then CANCELED", () => {
    const pending = policy({
      state: "INFORCE",
      cancellation: { canceledAt: NOW.toISOString(), effectiveAt: day(9).toISOString() },
    });
    expect(isCancellationPending(pending, NOW)).toBe(true);
    expect(nextStateByDates(pending, NOW)).toBe("INFORCE");
    expect(nextStateByDates(pending, day(9))).toBe("CANCELED");
    expect(isCancellationPending({ ...pending, state: "CANCELED" }, day(9))).toBe(false);
  });

  it("a reinstated policy is not canceled by its old cancellation", () => {
    const reinstated = policy({
      state: "INFORCE",
      cancellation: { canceledAt: day(-5).toISOString(), effectiveAt: day(-1).toISOString() },
      reinstatement: { reinstatedAt: day(-2).toISOString() },
    });
    expect(nextStateByDates(reinstated, NOW)).toBe("INFORCE");
  });
});

describe("input schemas", () => {
  const errorsOf = (fn: () => unknown) => {
    try {
      fn();
      return [];
    } catch (error) {
      return (error as ValidationError).fieldErrors;
    }
  };

  it("a new policy needs a line of business and a premium; non-numeric money is refused by path", () => {
    expect(
      errorsOf(() => parseInput(businessPolicyInput, { type: "SPACE", pricing: { premium: "abc", taxes: "1.2.3" } })),
    ).toEqual([
      { path: "type", message: "Choose a line of business" },
      { path: "pricing.premium", message: "Enter an amount in dollars, like 1250.00" },
      { path: "pricing.taxes", message: "Enter an amount in dollars, like 1250.00" },
    ]);
  });

  it("normalises money, treats blank dates and amounts as not given, and checks expiry after in force", () => {
    const ok = parseInput(businessPolicyInput, {
      type: "CYBER",
      pricing: { premium: "$1,200.5", taxes: "" },
      inforceAt: "",
    });
    expect(ok.pricing.premium).toBe("1200.50");
    expect(ok.pricing.taxes).toBeUndefined();
    expect(ok.inforceAt).toBeUndefined();
    expect(
      errorsOf(() =>
        parseInput(businessPolicyInput, {
          type: "CYBER",
          pricing: { premium: "1" },
          inforceAt: "2026-05-01",
          expiresAt: "2026-04-01",
        }),
      ),
    ).toEqual([{ path: "expiresAt", message: "The expiration date must be after the in-force date" }]);
  });

  it("an update needs a reason; a cancellation needs a valid effective date and defaults the rest", () => {
    expect(errorsOf(() => parseInput(updateBusinessPolicyInput, { updateReason: " " }))).toEqual([
      { path: "updateReason", message: "Say why the policy changed" },
    ]);
    expect(errorsOf(() => parseInput(cancelBusinessPolicyInput, { effectiveAt: "not a date" }))).toEqual([
      { path: "effectiveAt", message: "Enter a valid date" },
    ]);
    expect(parseInput(cancelBusinessPolicyInput, { effectiveAt: "2026-12-01" })).toMatchObject({
      canceledBy: "CARRIER",
      reason: "INSURED_NONPAYMENT",
      type: "CANCELLATION",
    });
  });
});
