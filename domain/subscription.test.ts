import { describe, expect, it } from "vitest";
import {
  annualListPrice,
  annualPriceOf,
  extraVoiceAgents,
  INCLUDED_SEATS,
  minimumSeats,
  PLAN_PRICES,
  PLAN_TIERS,
  planLabel,
  previewInvoice,
  seatUsagePercent,
  subscriptionPrice,
  updateSubscriptionInput,
} from "./subscription.ts";

describe("plan prices", () => {
  it.each([
    ["BASIC", "MONTHLY", 549, 150],
    ["BASIC", "ANNUAL", 5599, 1530],
    ["PRO", "MONTHLY", 749, 200],
    ["PRO", "ANNUAL", 7639, 2040],
  ] as const)("%s %s: base %i, per seat %i", (plan, period, base, perSeat) => {
    expect(subscriptionPrice({ plan, period, seats: INCLUDED_SEATS, voiceAgents: 1 })).toBe(base);
    expect(subscriptionPrice({ plan, period, seats: INCLUDED_SEATS + 1, voiceAgents: 1 })).toBe(base + perSeat);
    expect(subscriptionPrice({ plan, period, seats: 10, voiceAgents: 1 })).toBe(base + perSeat * 7);
  });

  it("includes 3 seats in the base price (ADR 007)", () => {
    expect(INCLUDED_SEATS).toBe(3);
    expect(subscriptionPrice({ plan: "PRO", period: "MONTHLY", seats: 3, voiceAgents: 1 })).toBe(749);
  });

  it("annual prices are twelve monthly prices less 15%, in whole dollars", () => {
    for (const price of Object.values(PLAN_PRICES)) {
      expect(price.base.annually).toBe(annualPriceOf(price.base.monthly));
      expect(price.perSeat.annually).toBe(annualPriceOf(price.perSeat.monthly));
    }
    expect(annualPriceOf(549)).toBe(5599);
    expect(annualPriceOf(150)).toBe(1530);
    expect(annualPriceOf(749)).toBe(7639);
    expect(annualPriceOf(200)).toBe(2040);
  });

  it("shows the annual list price struck through as 12 × the monthly price", () => {
    expect(annualListPrice({ plan: "PRO", seats: 3, voiceAgents: 1 })).toBe(749 * 12);
    expect(annualListPrice({ plan: "BASIC", seats: 5, voiceAgents: 1 })).toBe((549 + 2 * 150) * 12);
  });

  it("has no self-serve price for Enterprise (contact sales)", () => {
    expect(() => subscriptionPrice({ plan: "ENTERPRISE", period: "MONTHLY", seats: 5, voiceAgents: 1 })).toThrow(
      /sales/,
    );
    const enterprise = PLAN_TIERS.find((tier) => tier.id === "ENTERPRISE")!;
    expect(enterprise).toMatchObject({ contactSales: true, basePrice: null, pricePerSeat: null });
  });

  it("offers three tiers in the picker, Pro featured", () => {
    expect(PLAN_TIERS.map((tier) => tier.id)).toEqual(["BASIC", "PRO", "ENTERPRISE"]);
    expect(PLAN_TIERS.filter((tier) => tier.featured).map((tier) => tier.id)).toEqual(["PRO"]);
    expect(PLAN_TIERS[0]!.basePrice).toEqual({ monthly: 549, annually: 5599 });
    expect(PLAN_TIERS[1]!.pricePerSeat).toEqual({ monthly: 200, annually: 2040 });
  });
});

describe("voice agents", () => {
  it("counts extras as voice agents minus one, never below 0", () => {
    expect(extraVoiceAgents(0)).toBe(0);
    expect(extraVoiceAgents(1)).toBe(0);
    expect(extraVoiceAgents(2)).toBe(1);
    expect(extraVoiceAgents(5)).toBe(4);
  });

  it("charges $100 a month per extra voice agent", () => {
    expect(subscriptionPrice({ plan: "PRO", period: "MONTHLY", seats: 3, voiceAgents: 3 })).toBe(749 + 200);
    expect(subscriptionPrice({ plan: "PRO", period: "ANNUAL", seats: 3, voiceAgents: 2 })).toBe(7639 + 1020);
  });
});

describe("seat minimum", () => {
  it("is the larger of 3 and the active users", () => {
    expect(minimumSeats(0)).toBe(3);
    expect(minimumSeats(3)).toBe(3);
    expect(minimumSeats(4)).toBe(4);
    expect(minimumSeats(12)).toBe(12);
  });

  it("rejects fewer than 3 seats and non-whole numbers in the input schema", () => {
    const base = { plan: "PRO", period: "ANNUAL", voiceAgents: 1 };
    expect(updateSubscriptionInput.safeParse({ ...base, seats: 2 }).success).toBe(false);
    expect(updateSubscriptionInput.safeParse({ ...base, seats: 3.5 }).success).toBe(false);
    expect(updateSubscriptionInput.safeParse({ ...base, seats: 3 }).success).toBe(true);
  });

  it("caps the seat bar at 100%", () => {
    expect(seatUsagePercent(4, 10)).toBe(40);
    expect(seatUsagePercent(12, 10)).toBe(100);
    expect(seatUsagePercent(0, 0)).toBe(100);
  });
});

describe("invoice preview (local billing)", () => {
  it("lists the base, extra seats and extra voice agents in cents", () => {
    const invoice = previewInvoice({ plan: "PRO", period: "MONTHLY", seats: 10, voiceAgents: 2 });
    expect(invoice.lineItems).toEqual([
      {
        name: "Cara Pro (includes 3 seats), per month",
        quantity: 1,
        unitAmount: 74900,
        totalAmount: 74900,
        proration: false,
      },
      { name: "Additional seats, per month", quantity: 7, unitAmount: 20000, totalAmount: 140000, proration: false },
      {
        name: "Additional voice agents, per month",
        quantity: 1,
        unitAmount: 10000,
        totalAmount: 10000,
        proration: false,
      },
    ]);
    expect(invoice).toMatchObject({
      subTotal: 224900,
      discountTotal: 0,
      taxTotal: 0,
      total: 224900,
      amountDue: 224900,
    });
  });

  it("bills annual at list price with the 15% saving as the discount", () => {
    const invoice = previewInvoice({ plan: "BASIC", period: "ANNUAL", seats: 3, voiceAgents: 1 });
    expect(invoice.lineItems).toEqual([
      {
        name: "Cara Basic (includes 3 seats), per year",
        quantity: 1,
        unitAmount: 658800,
        totalAmount: 658800,
        proration: false,
      },
    ]);
    expect(invoice.subTotal).toBe(658800);
    expect(invoice.total).toBe(559900);
    expect(invoice.discountTotal).toBe(658800 - 559900);
  });
});

describe("plan label", () => {
  it("reads product, plan, period and seats", () => {
    expect(planLabel({ plan: "PRO", period: "ANNUAL", numSeats: 10 })).toBe("Cara Pro · Annual · 10 seats");
  });
});

describe("seatFloorMessage", () => {
  it("explains the floor set by active users when the seats are at it", async () => {
    const { seatFloorMessage, SEAT_HINT } = await import("./subscription.ts");
    expect(seatFloorMessage(7, 7)).toBe(
      "Your agency has 7 active users, and each needs a seat, so you cannot choose fewer than 7 seats. To go lower, disable users in Settings → Users first.",
    );
    expect(seatFloorMessage(2, 3)).toBe("Every plan has at least 3 seats.");
    expect(seatFloorMessage(7, 9)).toBe(SEAT_HINT);
  });
});
