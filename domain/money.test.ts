import { describe, expect, it } from "vitest";
import {
  centsToMoney,
  commissionFromRate,
  formatCurrencyInput,
  normalizeMoney,
  parseMoneyToCents,
  percentToRate,
  rateFromCommission,
  rateToPercent,
  sanitizeCurrencyInput,
  sanitizePercentInput,
  sumMoney,
} from "./money.ts";

describe("money as integer cents", () => {
  it.each([
    ["1234.5", 123450],
    ["$1,234.50", 123450],
    [" 12 ", 1200],
    [".5", 50],
    ["0", 0],
    ["999999999999.99", 99999999999999],
  ])("parses %j to %i cents", (text, cents) => expect(parseMoneyToCents(text)).toBe(cents));

  it.each(["", "abc", "1.234", "-5", "1e3", "12.3.4", ".", "1000000000000.00"])("refuses %j", (text) => {
    expect(parseMoneyToCents(text)).toBeNull();
  });

  it("formats cents back to a decimal string and sums without float drift", () => {
    expect(centsToMoney(5)).toBe("0.05");
    expect(centsToMoney(123450)).toBe("1234.50");
    expect(normalizeMoney("1,000")).toBe("1000.00");
    // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(sumMoney(["0.10", "0.20"])).toBe("0.30");
    expect(sumMoney(["999999999999.99", "0.01", null, undefined])).toBe("1000000000000.00");
  });
});

describe("commission rate ↔ estimated commission", () => {
  it("commission = rate × premium, to the cent (half up)", () => {
    expect(commissionFromRate("10000.00", "0.125")).toBe("1250.00");
    expect(commissionFromRate("333.33", "0.15")).toBe("50.00"); // 49.9995 → 50.00
    expect(commissionFromRate("0.00", "0.1")).toBe("0.00");
    expect(commissionFromRate("100", "bad")).toBeNull();
  });

  it("rate = commission ÷ premium; none when the premium is 0", () => {
    expect(rateFromCommission("10000.00", "1250.00")).toBe("0.125");
    expect(rateFromCommission("3.00", "1.00")).toBe("0.333333");
    expect(rateFromCommission("0", "10")).toBeNull();
  });
});

describe("currency input", () => {
  it("keeps only digits and one decimal point, two decimals at most", () => {
    expect(sanitizeCurrencyInput("$1,234.567")).toBe("1234.56");
    expect(sanitizeCurrencyInput("12a.3.4")).toBe("12.34");
    expect(sanitizeCurrencyInput("-50")).toBe("50");
    expect(sanitizeCurrencyInput("abc")).toBe("");
  });

  it("shows US dollars with 2 decimals on blur", () => {
    expect(formatCurrencyInput("1234.5")).toBe("$1,234.50");
    expect(formatCurrencyInput("0")).toBe("$0.00");
    expect(formatCurrencyInput("1000000")).toBe("$1,000,000.00");
    expect(formatCurrencyInput("")).toBe("");
    expect(formatCurrencyInput("x")).toBe("");
  });
});

describe("percent input", () => {
  it("divides the typed value by 100", () => {
    expect(percentToRate("12.5")).toBe("0.125");
    expect(percentToRate("15")).toBe("0.15");
    expect(percentToRate("0.25")).toBe("0.0025");
    expect(percentToRate("")).toBeNull();
    expect(percentToRate("abc")).toBeNull();
  });

  it("shows a rate as a percent with up to 2 decimals", () => {
    expect(rateToPercent("0.125")).toBe("12.5");
    expect(rateToPercent("0.333333")).toBe("33.33");
    expect(rateToPercent("0.1")).toBe("10");
    expect(rateToPercent(null)).toBe("");
  });

  it("keeps digits and one point while typing", () => {
    expect(sanitizePercentInput("12.555%")).toBe("12.55");
  });
});
