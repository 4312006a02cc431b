/**
 * Money and percentages without floats: amounts are decimal dollar strings ("1234.50") and all
 * arithmetic runs on integer cents (BigInt where products can pass 2^53). Rates are fractions of one
 * kept in millionths (numeric(7,6) in the database). Also the input rules of
 * docs/product/shell-and-navigation.md ("Form fields"): currency keeps digits and one decimal point
 * and shows US dollars with 2 decimals on blur; percent divides by 100 and shows up to 2 decimals.
 */

/** Largest amount a money column holds: numeric(14, 2). */
export const MAX_MONEY_CENTS = 999_999_999_999_99n;

/**
 * "1234.5", "$1,234.50", " 12 " → integer cents; "" / "abc" / "1.234" / "-5" → null.
 * Commas and a leading $ are allowed (what the formatted field shows); at most 2 decimals.
 */
export function parseMoneyToCents(value: string | number | null | undefined): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) return null;
  const cents = BigInt(match[1] || "0") * 100n + BigInt((match[2] ?? "").padEnd(2, "0") || "0");
  if (cents > MAX_MONEY_CENTS) return null;
  return Number(cents);
}

/** Integer cents → "1234.50". */
export function centsToMoney(cents: number | bigint): string {
  const value = BigInt(cents);
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** A money string in canonical form ("1,234.5" → "1234.50"), or null when it is not money. */
export function normalizeMoney(value: string | number | null | undefined): string | null {
  const cents = parseMoneyToCents(value);
  return cents == null ? null : centsToMoney(cents);
}

/** The sum of money strings, exact. Missing values count as 0. */
export function sumMoney(values: Array<string | null | undefined>): string {
  let total = 0n;
  for (const value of values) total += BigInt(parseMoneyToCents(value ?? "0") ?? 0);
  return centsToMoney(total);
}

/** a / b rounded half up, for non-negative BigInts. */
function divideRounded(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

// ---- Rates (fractions of one, in millionths) --------------------------------------------------

export const RATE_SCALE = 1_000_000n;

/** "0.125" → 125000 millionths; null when not a rate between 0 and 9.999999. */
export function parseRateToMicros(value: string | number | null | undefined): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const match = /^(\d)?(?:\.(\d{0,6}))?$/.exec(String(value).trim());
  if (!match || (match[1] == null && (match[2] ?? "") === "")) return null;
  return Number(BigInt(match[1] ?? "0") * RATE_SCALE + BigInt((match[2] ?? "").padEnd(6, "0") || "0"));
}

/** 125000 → "0.125" (trailing zeros dropped, at least one decimal kept). */
export function microsToRate(micros: number | bigint): string {
  const value = BigInt(micros);
  const fraction = String(value % RATE_SCALE)
    .padStart(6, "0")
    .replace(/0+$/, "");
  return `${value / RATE_SCALE}.${fraction || "0"}`;
}

/** Estimated commission = rate × premium, to the cent. */
export function commissionFromRate(premium: string, rate: string): string | null {
  const premiumCents = parseMoneyToCents(premium);
  const micros = parseRateToMicros(rate);
  if (premiumCents == null || micros == null) return null;
  return centsToMoney(divideRounded(BigInt(premiumCents) * BigInt(micros), RATE_SCALE));
}

/** Commission rate = commission ÷ premium (millionths, rounded); null when the premium is 0. */
export function rateFromCommission(premium: string, commission: string): string | null {
  const premiumCents = parseMoneyToCents(premium);
  const commissionCents = parseMoneyToCents(commission);
  if (!premiumCents || commissionCents == null) return null;
  const micros = divideRounded(BigInt(commissionCents) * RATE_SCALE, BigInt(premiumCents));
  if (micros >= 10n * RATE_SCALE) return null;
  return microsToRate(micros);
}

// ---- Input rules (docs/product/shell-and-navigation.md) -----------------------------------------

/** What a currency field keeps while typing: digits and the first decimal point, 2 decimals at most. */
export function sanitizeCurrencyInput(raw: string): string {
  let seenPoint = false;
  let decimals = 0;
  let out = "";
  for (const char of raw) {
    if (char >= "0" && char <= "9") {
      if (seenPoint) {
        if (decimals === 2) continue;
        decimals++;
      }
      out += char;
    } else if (char === "." && !seenPoint) {
      seenPoint = true;
      out += char;
    }
  }
  return out;
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A money string as US dollars with 2 decimals ("1234.5" → "$1,234.50"); "" for empty or invalid. */
export function formatCurrencyInput(value: string | null | undefined): string {
  const cents = parseMoneyToCents(value ?? "");
  if (cents == null) return "";
  const money = centsToMoney(cents);
  const [whole, fraction] = money.split(".");
  return `${usd.format(Number(whole)).replace(/\.00$/, "")}.${fraction}`;
}

/** What a percent field keeps while typing: digits and one point, 2 decimals at most. */
export const sanitizePercentInput = sanitizeCurrencyInput;

/** Typed percent → rate: "12.5" → "0.125" (÷100); null when empty or not a number up to 999.99. */
export function percentToRate(percent: string | null | undefined): string | null {
  const hundredths = parseMoneyToCents(percent ?? ""); // same grammar: digits, 2 decimals
  if (hundredths == null || hundredths >= 100_000) return null;
  return microsToRate(BigInt(hundredths) * 100n);
}

/** Rate → percent shown with up to 2 decimals: "0.125" → "12.5", "0.33333" → "33.33". */
export function rateToPercent(rate: string | null | undefined): string {
  const micros = parseRateToMicros(rate ?? "");
  if (micros == null) return "";
  const hundredths = divideRounded(BigInt(micros), 100n);
  const whole = hundredths / 100n;
  const fraction = String(hundredths % 100n)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
