import { policyTotal, resolveCommission, type PricingAmounts } from "#domain/policy/pricing.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError, type FieldError } from "../../lib/errors.ts";
import { carriersByIds } from "../carriers/carriers.service.ts";
import { agencyUsersByIds } from "../identity/agency.service.ts";
import type { BusinessPolicy } from "./policies.service.ts";

/** Carrier, wholesale broker and agent must be ones this agency may use; else field errors. */
export async function checkReferences(
  ctx: AgencyCtx,
  refs: { carrierId?: string | null; brokerId?: string | null; agencyUserId?: string | null },
): Promise<void> {
  const errors: FieldError[] = [];
  const found = await carriersByIds(
    ctx,
    [refs.carrierId, refs.brokerId].filter((id): id is string => !!id),
  );
  if (refs.carrierId && !found.get(refs.carrierId)?.isCarrier)
    errors.push({ path: "carrierId", message: "Choose a carrier from the list" });
  if (refs.brokerId && !found.get(refs.brokerId)?.isBroker)
    errors.push({ path: "brokerId", message: "Choose a wholesale broker from the list" });
  if (refs.agencyUserId) {
    const user = (await agencyUsersByIds(ctx, [refs.agencyUserId])).get(refs.agencyUserId);
    if (!user) errors.push({ path: "agencyUserId", message: "Choose an agent of your agency" });
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

export type PricingPatch = { [K in keyof PricingAmounts]?: string | null } & {
  commissionRate?: string | null;
  estimatedCommission?: string | null;
};

/**
 * The pricing columns after a change: amounts merged over the stored ones, the total
 * recomputed, and the commission kept consistent with the rate (rate × premium). A new rate
 * wins; else a typed commission sets the rate; else the stored rate follows the new premium.
 */
export function pricingColumns(
  stored: Pick<BusinessPolicy, keyof PricingAmounts | "commissionRate" | "estimatedCommission"> | null,
  patch: PricingPatch,
) {
  const amounts: PricingAmounts = {
    premium: patch.premium ?? stored?.premium ?? "0.00",
    taxes: patch.taxes ?? stored?.taxes ?? "0.00",
    agencyFees: patch.agencyFees ?? stored?.agencyFees ?? "0.00",
    brokerFees: patch.brokerFees ?? stored?.brokerFees ?? "0.00",
    policyFees: patch.policyFees ?? stored?.policyFees ?? "0.00",
    otherFees: patch.otherFees ?? stored?.otherFees ?? "0.00",
  };
  let commission: { commissionRate: string | null; estimatedCommission: string | null };
  if (patch.commissionRate !== undefined && patch.commissionRate !== null)
    commission = resolveCommission(amounts.premium, patch.commissionRate, null);
  else if (patch.estimatedCommission != null)
    commission = resolveCommission(amounts.premium, null, patch.estimatedCommission);
  else if (patch.commissionRate === null || patch.estimatedCommission === null)
    commission = { commissionRate: null, estimatedCommission: null };
  else if (stored?.commissionRate != null) commission = resolveCommission(amounts.premium, stored.commissionRate, null);
  else commission = { commissionRate: null, estimatedCommission: stored?.estimatedCommission ?? null };
  return { ...amounts, total: policyTotal(amounts), ...commission };
}

/** An ISO string for JSON columns. */
export const iso = (date: Date) => date.toISOString();
