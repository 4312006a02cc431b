import {
  PLAN_NAMES,
  PRODUCT_NAME,
  subscriptionPrice,
  type InvoiceLineItem,
  type InvoicePreview,
  type SubscriptionSelection,
} from "./subscription.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The start of the billing period that ends at `periodEnd` (one month or one year before). */
export function periodStartOf(periodEnd: Date, period: SubscriptionSelection["period"]): Date {
  const start = new Date(periodEnd);
  if (period === "ANNUAL") start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

const short = (s: SubscriptionSelection) =>
  `${PRODUCT_NAME} ${PLAN_NAMES[s.plan]}, ${s.seats} seats, ${s.voiceAgents} voice ${s.voiceAgents === 1 ? "agent" : "agents"}`;

const day = (date: Date) =>
  date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * What a change in the middle of a paid period costs now (docs/product/billing.md, "Changes
 * mid-term"): a credit for the unused part of the current selection and a charge for the rest
 * of the period on the new one, each prorated by the share of the period left (to the second).
 * The next renewal is the full price of the new selection.
 */
export function proratedInvoice(
  from: SubscriptionSelection,
  to: SubscriptionSelection,
  periodEnd: Date,
  now: Date,
): InvoicePreview {
  const start = periodStartOf(periodEnd, from.period);
  const share = Math.min(
    1,
    Math.max(0, (periodEnd.getTime() - now.getTime()) / (periodEnd.getTime() - start.getTime())),
  );
  const daysLeft = Math.ceil((periodEnd.getTime() - now.getTime()) / DAY);
  const until = `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left, until ${day(periodEnd)}`;
  const prorated = (selection: SubscriptionSelection) => Math.round(subscriptionPrice(selection) * 100 * share);
  const line = (name: string, amount: number): InvoiceLineItem => ({
    name,
    quantity: 1,
    unitAmount: amount,
    totalAmount: amount,
    proration: true,
  });
  const lineItems = [
    line(`Unused time on ${short(from)} (prorated: ${until})`, -prorated(from)),
    line(`Remaining time on ${short(to)} (prorated: ${until})`, prorated(to)),
  ];
  const total = lineItems.reduce((sum, item) => sum + item.totalAmount, 0);
  return {
    lineItems,
    subTotal: total,
    taxTotal: 0,
    discountTotal: 0,
    total,
    amountPaid: 0,
    // a credit is not paid out: it is left for the next invoice
    amountDue: Math.max(0, total),
    isNextInvoice: false,
    prorationDate: now,
  };
}
