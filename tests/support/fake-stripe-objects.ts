import { PLAN_PRICES, VOICE_AGENT_PRICE } from "#domain/subscription.ts";

/** Stripe-shaped objects for the fake Stripe server (only the fields the adapter reads, plus a few). */

export type Json = Record<string, any>;

let counter = 0;
export const newId = (prefix: string) =>
  `${prefix}_${(++counter).toString(36).padStart(6, "0")}${Math.random().toString(36).slice(2, 8)}`;

export const unixNow = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

export function list(data: Json[], url: string): Json {
  return { object: "list", data, has_more: false, url };
}

/** The prices the operator creates, by lookup key, at the domain's prices in cents. */
export function seedPrices(): Map<string, Json> {
  const prices = new Map<string, Json>();
  const add = (lookupKey: string, dollars: number, period: "annual" | "monthly", product: string) => {
    prices.set(lookupKey, {
      id: newId("price"),
      object: "price",
      active: true,
      currency: "usd",
      lookup_key: lookupKey,
      nickname: product,
      product: `prod_${lookupKey}`,
      recurring: { interval: period === "annual" ? "year" : "month", interval_count: 1 },
      type: "recurring",
      unit_amount: dollars * 100,
      unit_amount_decimal: String(dollars * 100),
    });
  };
  for (const [plan, price] of Object.entries(PLAN_PRICES)) {
    const p = plan.toLowerCase();
    add(`cara_${p}_annual_base`, price.base.annually, "annual", `Cara ${plan} (includes 3 seats)`);
    add(`cara_${p}_monthly_base`, price.base.monthly, "monthly", `Cara ${plan} (includes 3 seats)`);
    add(`cara_${p}_annual_seat`, price.perSeat.annually, "annual", "Additional seat");
    add(`cara_${p}_monthly_seat`, price.perSeat.monthly, "monthly", "Additional seat");
  }
  add("cara_voice_agent_annual", VOICE_AGENT_PRICE.annually, "annual", "Additional voice agent");
  add("cara_voice_agent_monthly", VOICE_AGENT_PRICE.monthly, "monthly", "Additional voice agent");
  return prices;
}

export function customerObject(params: Json): Json {
  return {
    id: newId("cus"),
    object: "customer",
    created: unixNow(),
    name: params.name ?? null,
    email: params.email ?? null,
    metadata: params.metadata ?? {},
    default_source: null,
    invoice_settings: { default_payment_method: null },
  };
}

export function subscriptionItem(price: Json, quantity: number, subscriptionId: string, periodEnd: number): Json {
  return {
    id: newId("si"),
    object: "subscription_item",
    price,
    quantity,
    subscription: subscriptionId,
    current_period_start: unixNow(),
    current_period_end: periodEnd,
    metadata: {},
  };
}

export function periodEndOf(price: Json, from = unixNow()): number {
  return from + (price.recurring.interval === "year" ? 365 : 30) * DAY;
}

export function subscriptionObject(
  customer: string,
  items: Array<{ price: Json; quantity: number }>,
  params: Json,
): Json {
  const id = newId("sub");
  const trialEnd = params.trial_end ? Number(params.trial_end) : null;
  const periodEnd = trialEnd ?? periodEndOf(items[0]!.price);
  return {
    id,
    object: "subscription",
    customer,
    status: trialEnd ? "trialing" : (params.status ?? "active"),
    created: unixNow(),
    trial_end: trialEnd,
    items: list(
      items.map((item) => subscriptionItem(item.price, item.quantity, id, periodEnd)),
      `/v1/subscription_items?subscription=${id}`,
    ),
    metadata: params.metadata ?? {},
    default_payment_method: params.default_payment_method ?? null,
    default_source: null,
    latest_invoice: null,
    trial_settings: params.trial_settings ?? null,
  };
}

/** An invoice (preview) for items at full price, with an optional tax rate and fixed discount. */
export function invoiceObject(
  customer: string,
  subscriptionId: string | null,
  items: Array<{ price: Json; quantity: number }>,
  extras: { taxPercent: number; discountCents: number },
): Json {
  const now = unixNow();
  const lines = items.map((item) => {
    const amount = item.price.unit_amount * item.quantity;
    const interval = item.price.recurring.interval;
    return {
      id: newId("il"),
      object: "line_item",
      amount,
      currency: "usd",
      description: `${item.quantity} × ${item.price.nickname} (at $${(item.price.unit_amount / 100).toFixed(2)} / ${interval})`,
      quantity: item.quantity,
      period: { start: now, end: periodEndOf(item.price, now) },
      pricing: {
        type: "price_details",
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: String(item.price.unit_amount),
      },
      parent: {
        type: "subscription_item_details",
        subscription_item_details: {
          proration: false,
          subscription: subscriptionId,
          subscription_item: newId("si"),
          invoice_item: null,
        },
      },
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = Math.min(extras.discountCents, subtotal);
  const tax = Math.round(((subtotal - discount) * extras.taxPercent) / 100);
  const total = subtotal - discount + tax;
  return {
    id: `upcoming_in_${newId("in")}`,
    object: "invoice",
    customer,
    currency: "usd",
    status: "draft",
    billing_reason: subscriptionId ? "upcoming" : "subscription_create",
    lines: list(lines, "/v1/invoices/upcoming/lines"),
    subtotal,
    total_discount_amounts: discount ? [{ amount: discount, discount: "di_fake" }] : [],
    total_taxes: tax
      ? [{ amount: tax, tax_behavior: "exclusive", taxability_reason: "standard_rated", type: "tax_rate_details" }]
      : [],
    total,
    amount_paid: 0,
    amount_due: total,
    parent: subscriptionId
      ? { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } }
      : null,
  };
}

/** API versions before `2025-03-31.basil`, which moved invoice subscriptions under `parent` and periods onto items. */
export function isPreBasil(apiVersion: string): boolean {
  return apiVersion < "2025-03-31";
}

/**
 * An invoice or subscription as Stripe renders it for an endpoint pinned to an older API
 * version: `invoice.subscription` at the top (no `parent`), lines with `proration` and
 * `subscription_item` at the top, `current_period_end` on the subscription, not its items.
 */
export function renderForVersion(object: Json, apiVersion: string): Json {
  if (!isPreBasil(apiVersion)) return object;
  const copy = structuredClone(object);
  if (copy.object === "invoice") {
    copy.subscription = copy.parent?.subscription_details?.subscription ?? null;
    delete copy.parent;
    for (const line of copy.lines?.data ?? []) {
      const details = line.parent?.subscription_item_details;
      line.proration = details?.proration ?? false;
      line.subscription = details?.subscription ?? null;
      line.subscription_item = details?.subscription_item ?? null;
      line.price = { id: line.pricing?.price_details?.price };
      delete line.parent;
      delete line.pricing;
    }
  }
  if (copy.object === "subscription") {
    const items = copy.items?.data ?? [];
    copy.current_period_start = items[0]?.current_period_start ?? null;
    copy.current_period_end = items[0]?.current_period_end ?? null;
    for (const item of items) {
      delete item.current_period_start;
      delete item.current_period_end;
    }
  }
  return copy;
}

/**
 * Proration lines for changing a subscription's items at `prorationDate` (Stripe's
 * `create_prorations`): a credit for the unused time of each old item and a charge for the
 * remaining time of each new one, both flagged `proration: true`.
 */
export function prorationLines(
  subscriptionId: string,
  before: Array<{ price: Json; quantity: number }>,
  after: Array<{ price: Json; quantity: number }>,
  period: { start: number; end: number },
  prorationDate: number,
): Json[] {
  const share = Math.max(0, Math.min(1, (period.end - prorationDate) / (period.end - period.start)));
  const key = (item: { price: Json; quantity: number }) => `${item.price.id}×${item.quantity}`;
  const unchanged = new Set(before.map(key).filter((k) => after.map(key).includes(k)));
  const line = (item: { price: Json; quantity: number }, sign: 1 | -1) => {
    const amount = sign * Math.round(item.price.unit_amount * item.quantity * share);
    const label = `${item.quantity} × ${item.price.nickname}`;
    return {
      id: newId("il"),
      object: "line_item",
      amount,
      currency: "usd",
      description: sign < 0 ? `Unused time on ${label}` : `Remaining time on ${label}`,
      quantity: item.quantity,
      period: { start: prorationDate, end: period.end },
      pricing: {
        type: "price_details",
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: String(item.price.unit_amount),
      },
      parent: {
        type: "subscription_item_details",
        subscription_item_details: {
          proration: true,
          subscription: subscriptionId,
          subscription_item: newId("si"),
          invoice_item: newId("ii"),
        },
      },
    };
  };
  return [
    ...before.filter((item) => !unchanged.has(key(item))).map((item) => line(item, -1)),
    ...after.filter((item) => !unchanged.has(key(item))).map((item) => line(item, 1)),
  ];
}
