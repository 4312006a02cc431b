/** Business policy lifecycle: calendar dates, states by date, the More-menu rules and defaults. */
import type {
  BillingInterval,
  BillingType,
  CancellationReason,
  CancellationType,
  Canceller,
  PolicyCancellation,
  PolicyReinstatement,
  PolicyState,
} from "./vocabulary.ts";

// ---- Dates --------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

/** Policy dates are calendar dates, kept as UTC midnight. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Same calendar day a year on (Feb 29 → Mar 1). */
export function addOneYear(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

// ---- States and menu rules (docs/product/policies.md) -------------------------------------------

export interface PolicyLifecycleFacts {
  state: PolicyState;
  inforceAt: Date | string | null;
  expiresAt: Date | string | null;
  cancellation: Pick<PolicyCancellation, "canceledAt" | "effectiveAt"> | null;
  reinstatement: Pick<PolicyReinstatement, "reinstatedAt"> | null;
}

const time = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).getTime());

/** A cancellation exists and no reinstatement came after it. */
export function hasActiveCancellation(policy: Pick<PolicyLifecycleFacts, "cancellation" | "reinstatement">): boolean {
  if (!policy.cancellation) return false;
  if (!policy.reinstatement) return true;
  return time(policy.reinstatement.reinstatedAt)! < time(policy.cancellation.canceledAt)!;
}

/** 'Cancellation Pending': canceled with an effective date still ahead. */
export function isCancellationPending(policy: PolicyLifecycleFacts, now: Date): boolean {
  return (
    hasActiveCancellation(policy) &&
    policy.state !== "CANCELED" &&
    time(policy.cancellation!.effectiveAt)! > now.getTime()
  );
}

/** The state the dates give a policy that is not canceled: BINDING until in force, then INFORCE, then EXPIRED. */
export function stateByDates(policy: Pick<PolicyLifecycleFacts, "inforceAt" | "expiresAt">, now: Date): PolicyState {
  const at = now.getTime();
  const expires = time(policy.expiresAt);
  const inforce = time(policy.inforceAt);
  if (expires != null && expires <= at) return "EXPIRED";
  if (inforce != null && inforce <= at) return "INFORCE";
  return "BINDING";
}

/**
 * What the scheduled job moves a policy to: a due cancellation → CANCELED; BINDING → INFORCE at
 * inforceAt; BINDING/INFORCE → EXPIRED once expiresAt has passed. PENDING, UNKNOWN and EXPIRED
 * stay (their moves are not by date), and so does a policy with a cancellation still ahead.
 */
export function nextStateByDates(policy: PolicyLifecycleFacts, now: Date): PolicyState {
  if (hasActiveCancellation(policy)) {
    return time(policy.cancellation!.effectiveAt)! <= now.getTime()
      ? "CANCELED"
      : policy.state === "CANCELED"
        ? "CANCELED"
        : moveByDates(policy, now);
  }
  return moveByDates(policy, now);
}

function moveByDates(policy: PolicyLifecycleFacts, now: Date): PolicyState {
  if (policy.state !== "BINDING" && policy.state !== "INFORCE") return policy.state;
  const byDates = stateByDates(policy, now);
  if (policy.state === "INFORCE" && byDates === "BINDING") return "INFORCE"; // never backwards by date
  return byDates;
}

export interface PolicyMenuFacts extends Pick<PolicyLifecycleFacts, "cancellation" | "reinstatement"> {
  /** A (not deleted) policy renews this one. */
  hasNewerRenewal: boolean;
}

/** More-menu enablement (docs/product/policies.md, "More menu"). */
export function policyMenu(policy: PolicyMenuFacts) {
  const canceled = hasActiveCancellation(policy);
  return {
    delete: !policy.hasNewerRenewal,
    renew: !policy.hasNewerRenewal,
    cancel: !canceled,
    reinstate: canceled,
  };
}

// ---- Defaults (docs/product/policies.md) --------------------------------------------------------

/** A new policy: BINDING, Direct billing, Annual payment, issued and in force today, expiring 365 days later, fees 0. */
export function newPolicyDefaults(now: Date) {
  const today = startOfUtcDay(now);
  return {
    state: "BINDING" as PolicyState,
    billingType: "DIRECT" as BillingType,
    paymentIntervalType: "ANNUAL" as BillingInterval,
    intervalType: "ANNUAL" as BillingInterval,
    issuedAt: today,
    inforceAt: today,
    expiresAt: addDays(today, 365),
    premium: "0.00",
    taxes: "0.00",
    agencyFees: "0.00",
    brokerFees: "0.00",
    policyFees: "0.00",
    otherFees: "0.00",
    minimumEarnedPremium: "0.00",
  };
}

/** A renewal: issued and in force today, expiring one year from today. */
export function renewalDefaults(
  now: Date,
  old?: { inforceAt?: Date | string | null; expiresAt?: Date | string | null },
) {
  const today = startOfUtcDay(now);
  if (old?.expiresAt) {
    const inforceAt = startOfUtcDay(new Date(old.expiresAt));
    return { issuedAt: today, inforceAt, expiresAt: nextTermEnd(old, inforceAt) };
  }
  return { issuedAt: today, inforceAt: today, expiresAt: addOneYear(today) };
}

/** Same calendar day `months` later in UTC (Jan 31 + 1 month → Mar 3, as Date does). */
function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * The end of a renewal term starting at `start`: as long as the old term (in whole months when
 * it was whole months, else in days), one year when the old policy has no full term.
 */
export function nextTermEnd(
  old: { inforceAt?: Date | string | null; expiresAt?: Date | string | null },
  start: Date,
): Date {
  if (!old.inforceAt || !old.expiresAt) return addOneYear(start);
  const from = startOfUtcDay(new Date(old.inforceAt));
  const to = startOfUtcDay(new Date(old.expiresAt));
  if (to <= from) return addOneYear(start);
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (months > 0 && addMonths(from, months).getTime() === to.getTime()) return addMonths(start, months);
  return addDays(start, Math.round((to.getTime() - from.getTime()) / DAY_MS));
}

const utcDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
/** "Jan 5, 2027": a policy date as messages name it. */
export const formatUtcDay = (date: Date) => utcDay.format(date);

/** Cancel dialog: canceled by the Carrier for insured nonpayment, a cancellation effective today. */
export function cancellationDefaults(now: Date) {
  return {
    canceledBy: "CARRIER" as Canceller,
    type: "CANCELLATION" as CancellationType,
    reason: "INSURED_NONPAYMENT" as CancellationReason,
    effectiveAt: startOfUtcDay(now),
  };
}
