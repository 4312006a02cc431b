/** Business policy pricing: the total, the commission pair, money in cents. */
import { centsToMoney, commissionFromRate, parseMoneyToCents, rateFromCommission, sumMoney } from "../money.ts";

export interface PricingAmounts {
  premium: string;
  taxes: string;
  agencyFees: string;
  brokerFees: string;
  policyFees: string;
  otherFees: string;
}

/**
 * Total = premium + taxes + agency fees + broker fees + policy fees + other fees, exact
 * (docs/product/policies.md, "Pricing").
 */
export function policyTotal(p: Partial<PricingAmounts>): string {
  return sumMoney([p.premium, p.taxes, p.agencyFees, p.brokerFees, p.policyFees, p.otherFees]);
}

export { commissionFromRate, rateFromCommission };

/**
 * The commission pair kept together: a rate wins (commission = rate × premium); a commission
 * alone gives the rate (commission ÷ premium, none when the premium is 0).
 */
export function resolveCommission(
  premium: string,
  rate: string | null | undefined,
  commission: string | null | undefined,
) {
  if (rate != null && rate !== "")
    return { commissionRate: rate, estimatedCommission: commissionFromRate(premium, rate) };
  if (commission != null && commission !== "")
    return { commissionRate: rateFromCommission(premium, commission), estimatedCommission: commission };
  return { commissionRate: null, estimatedCommission: null };
}

/** Cents of a money string, for sorting and sums outside the pricing helpers. */
export const moneyCents = (value: string | null | undefined) => parseMoneyToCents(value ?? "0") ?? 0;
export { centsToMoney };
