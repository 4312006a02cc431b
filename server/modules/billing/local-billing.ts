import { proratedInvoice } from "../../../domain/proration.ts";
import { previewInvoice, subscriptionPrice, type SubscriptionSelection } from "../../../domain/subscription.ts";
import type { SubscriptionRow } from "./subscription.store.ts";
import type { BillingProvider } from "./billing-provider.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The next billing date after a change: kept while the period is unchanged and running, else a new period from now. */
function nextBillingDateOf(
  now: Date,
  current: { period: string; state: string; nextBillingDate: Date | null },
  period: string,
): Date {
  if (
    current.period === period &&
    current.state === "ACTIVE" &&
    current.nextBillingDate &&
    current.nextBillingDate > now
  ) {
    return current.nextBillingDate;
  }
  const next = new Date(now);
  if (period === "ANNUAL") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** A change inside a running paid period of the same length: what is due now is prorated. */
function isMidTerm(now: Date, current: SubscriptionRow, selection: SubscriptionSelection): boolean {
  return (
    current.state === "ACTIVE" &&
    current.period === selection.period &&
    current.nextBillingDate !== null &&
    current.nextBillingDate > now
  );
}

const selectionOf = (row: SubscriptionRow): SubscriptionSelection => ({
  plan: row.plan,
  period: row.period,
  seats: row.numSeats,
  voiceAgents: row.numVoiceAgents,
});

/**
 * Embedded billing: invoices computed from the plan table in `domain/`, changes applied at
 * once with nothing to pay online, trials expired by the `billing.expire-trials` job.
 */
export function createLocalBilling(): BillingProvider {
  return {
    name: "local",
    publishableKey: null,
    paymentMethodNote:
      "No payment provider is connected, so Cara keeps no card for your agency and there is nothing to update. " +
      "Plan changes apply at once; amounts due are settled outside Cara.",
    expiresTrialsLocally: true,
    async previewUpdate(ctx, current, selection) {
      const now = ctx.now();
      const invoice = isMidTerm(now, current, selection)
        ? proratedInvoice(selectionOf(current), selection, current.nextBillingDate!, now)
        : previewInvoice(selection);
      return { checkoutUrl: null, clientSecret: null, invoice };
    },
    async applyUpdate(ctx, current, selection, { skipPayment }) {
      const now = ctx.now();
      // A trial that only changes seats without paying stays a trial (docs/product/plans-and-limits.md).
      if (current.state === "TRIAL" && skipPayment) {
        return {
          state: "TRIAL",
          nextBillingDate: current.trialEndDate ?? new Date(now.getTime() + 14 * DAY),
          nextBillingAmountCents: subscriptionPrice(selection) * 100,
        };
      }
      return {
        state: "ACTIVE",
        nextBillingDate: nextBillingDateOf(now, current, selection.period),
        nextBillingAmountCents: subscriptionPrice(selection) * 100,
      };
    },
    async updatePaymentMethodUrl() {
      return null;
    },
  };
}
