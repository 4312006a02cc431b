import { policyTypeName } from "#domain/policy/vocabulary.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import { agencyToday, isCertifiable, isInForce, pendingCancellationOf, usDate } from "./certificate-data.ts";
import { accountPolicies, PERSONAL_ACCOUNT_EXPLANATION, timeZoneOfAgency } from "./certificates.service.ts";

/**
 * What the certificate form offers (docs/product/certificates.md "Warn, don't hide"): every
 * policy a certificate can list, with what the user must know before issuing: a cancellation
 * pending, a policy only bound, endorsements not recorded.
 */
export interface CertificatePolicyOption {
  id: string;
  lineOfBusiness: string;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  /** Listed unless the user unticks it: in force today (or, with none in force, bound). */
  selected: boolean;
  bound: boolean;
  cancellationPendingOn: string | null;
  warnings: string[];
}

export async function certificatePolicyOptions(ctx: AgencyCtx, accountId: string): Promise<CertificatePolicyOption[]> {
  const today = agencyToday(ctx.now(), await timeZoneOfAgency(ctx));
  const certifiable = (await accountPolicies(ctx, accountId)).filter((policy) => isCertifiable(policy, today));
  const anyInForce = certifiable.some((policy) => isInForce(policy, today));
  return certifiable.map((policy) => {
    const pending = pendingCancellationOf(policy, today);
    const inForce = isInForce(policy, today);
    const number = policy.policyNumber ?? policy.quoteNumber ?? "";
    const warnings: string[] = [];
    if (pending) warnings.push(`Cancellation pending: this policy ends on ${usDate(pending)}.`);
    if (!inForce || policy.state === "BINDING")
      warnings.push(
        `Bound, not yet issued${policy.inforceAt ? ` (effective ${usDate(policy.inforceAt)})` : ""}: the certificate notes it.`,
      );
    return {
      id: policy.id,
      lineOfBusiness: policyTypeName(policy.type),
      policyNumber: number,
      effectiveDate: usDate(policy.inforceAt),
      expirationDate: usDate(policy.expiresAt),
      selected: anyInForce ? inForce : true,
      bound: !inForce || policy.state === "BINDING",
      cancellationPendingOn: pending ? usDate(pending) : null,
      warnings,
    };
  });
}

/** Why the account cannot have a certificate, in words, or null when it can. */
export async function certificateBlocker(ctx: AgencyCtx, accountId: string): Promise<string | null> {
  const account = await getAccount(ctx, accountId);
  if (account.type === "INDIVIDUAL") return PERSONAL_ACCOUNT_EXPLANATION;
  return null;
}
