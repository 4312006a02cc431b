import http from "node:http";
import type { AddressInfo } from "node:net";
import { signStripePayload } from "#server/modules/billing/stripe/stripe-signature.ts";
import {
  customerObject,
  invoiceObject,
  list,
  newId,
  periodEndOf,
  prorationLines,
  renderForVersion,
  seedPrices,
  subscriptionItem,
  subscriptionObject,
  unixNow,
  type Json,
} from "./fake-stripe-objects.ts";

/**
 * A stand-in for the part of Stripe's REST API the adapter uses: form-encoded requests in
 * bracket notation, Bearer auth, Stripe-shaped JSON objects and errors. State lives in memory.
 */

export const FAKE_STRIPE_SECRET_KEY = "sk_test_fake_cara";

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  headers: http.IncomingHttpHeaders;
}

export interface FakeStripeState {
  prices: Map<string, Json>;
  customers: Map<string, Json>;
  paymentMethods: Map<string, Json[]>;
  subscriptions: Map<string, Json>;
  checkoutSessions: Map<string, Json>;
  setupIntents: Map<string, Json>;
  portalSessions: Json[];
  /** Added to every invoice preview. */
  preview: { taxPercent: number; discountCents: number };
}

interface Failure {
  method: string;
  path: RegExp;
  status: number;
  error: Json;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(error.message);
  }
}

const notFound = (kind: string, id: string) =>
  new StripeError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
  });

/** `a[b][0][c]=x` pairs into nested objects; objects keyed 0..n become arrays. */
export function parseStripeParams(encoded: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [head, ...rest] = key.split("[");
    const path = [head!, ...rest.map((part) => part.replace(/]$/, ""))];
    let node: Json = root;
    path.forEach((segment, index) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) node[name] = value;
      else node = node[name] ??= {};
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    const isArray = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return isArray ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

export async function startFakeStripe(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const state: FakeStripeState = {
    prices: seedPrices(),
    customers: new Map(),
    paymentMethods: new Map(),
    subscriptions: new Map(),
    checkoutSessions: new Map(),
    setupIntents: new Map(),
    portalSessions: [],
    preview: { taxPercent: 0, discountCents: 0 },
  };
  const requests: RecordedRequest[] = [];
  const failures: Failure[] = [];
  const idempotent = new Map<string, { params: Json; body: Json }>();

  const priceById = (id: string) => {
    for (const price of state.prices.values()) if (price.id === id) return price;
    throw notFound("price", id);
  };
  const customer = (id: string) =>
    state.customers.get(id) ??
    (() => {
      throw notFound("customer", id);
    })();
  const subscription = (id: string) =>
    state.subscriptions.get(id) ??
    (() => {
      throw notFound("subscription", id);
    })();
  const newItems = (items: Json[] | undefined) =>
    (items ?? []).map((item) => ({ price: priceById(item.price), quantity: Number(item.quantity ?? 1) }));

  /** Applies `items[]` changes (id + price/quantity, id + deleted, or new) to a subscription's items. */
  function changedItems(sub: Json, changes: Json[] | undefined): Array<{ id?: string; price: Json; quantity: number }> {
    const result: Array<{ id?: string; price: Json; quantity: number }> = sub.items.data.map((item: Json) => ({
      id: item.id,
      price: item.price,
      quantity: item.quantity,
    }));
    for (const change of changes ?? []) {
      const index = change.id ? result.findIndex((item) => item.id === change.id) : -1;
      if (change.id && index < 0) throw notFound("subscription item", change.id);
      if (change.deleted === "true") result.splice(index, 1);
      else if (index >= 0)
        result[index] = {
          id: change.id,
          price: change.price ? priceById(change.price) : result[index]!.price,
          quantity: Number(change.quantity ?? result[index]!.quantity),
        };
      else result.push({ price: priceById(change.price), quantity: Number(change.quantity ?? 1) });
    }
    return result;
  }

  const hasPaymentMethod = (sub: Json) => {
    const cus = state.customers.get(sub.customer);
    return Boolean(sub.default_payment_method || cus?.invoice_settings.default_payment_method);
  };

  /** Puts lines at the top of an invoice (prorations come first, as Stripe lists them) and adds up the totals. */
  function addLines(invoice: Json, lines: Json[]) {
    const extra = lines.reduce((sum, line) => sum + line.amount, 0);
    invoice.lines.data = [...lines, ...invoice.lines.data];
    invoice.subtotal += extra;
    invoice.total += extra;
    invoice.amount_due = Math.max(0, invoice.amount_due + extra);
  }

  function route(method: string, path: string, params: Json): Json {
    let m: RegExpMatchArray | null;
    if (method === "GET" && path === "/v1/prices") {
      const keys: string[] = params.lookup_keys ?? [];
      return list(
        [...state.prices.values()].filter((p) => keys.includes(p.lookup_key) && p.active),
        "/v1/prices",
      );
    }
    if (method === "POST" && path === "/v1/customers") {
      const created = customerObject(params);
      state.customers.set(created.id, created);
      return created;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) return customer(m[1]!);
    if (method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)\/payment_methods$/))) {
      customer(m[1]!);
      return list(state.paymentMethods.get(m[1]!) ?? [], path);
    }
    if (method === "POST" && path === "/v1/invoices/create_preview") {
      const cus = customer(params.customer);
      if (params.subscription) {
        const sub = subscription(params.subscription);
        const after = changedItems(sub, params.subscription_details?.items);
        const invoice = invoiceObject(cus.id, sub.id, after, state.preview);
        // A change mid-period of a running (not trialing) subscription: Stripe adds proration lines.
        const details = params.subscription_details ?? {};
        if (sub.status === "active" && details.proration_behavior !== "none" && details.items) {
          const item0 = sub.items.data[0];
          const prorationDate = details.proration_date ? Number(details.proration_date) : unixNow();
          const periodStart = item0.current_period_start;
          const lines = prorationLines(
            sub.id,
            sub.items.data.map((item: Json) => ({ price: item.price, quantity: item.quantity })),
            after,
            { start: periodStart, end: item0.current_period_end },
            prorationDate,
          );
          addLines(invoice, lines);
        }
        return invoice;
      }
      return invoiceObject(cus.id, null, newItems(params.subscription_details?.items), state.preview);
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.mode !== "subscription")
        throw new StripeError(400, { type: "invalid_request_error", message: "Only subscription mode is faked" });
      const id = newId("cs_test");
      const session = {
        id,
        object: "checkout.session",
        mode: "subscription",
        status: "open",
        customer: customer(params.customer).id,
        client_reference_id: params.client_reference_id ?? null,
        line_items: newItems(params.line_items),
        metadata: params.metadata ?? {},
        subscription_data: params.subscription_data ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        subscription: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      state.checkoutSessions.set(id, session);
      return { ...session, line_items: undefined };
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      const id = newId("seti");
      const intent = {
        id,
        object: "setup_intent",
        customer: customer(params.customer).id,
        status: "requires_payment_method",
        usage: params.usage,
        metadata: params.metadata ?? {},
        client_secret: `${id}_secret_${newId("x")}`,
      };
      state.setupIntents.set(id, intent);
      return intent;
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const session = {
        id: newId("bps"),
        object: "billing_portal.session",
        customer: customer(params.customer).id,
        return_url: params.return_url,
        url: `https://billing.stripe.com/p/session/${newId("test")}`,
      };
      state.portalSessions.push(session);
      return session;
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const created = subscriptionObject(customer(params.customer).id, newItems(params.items), params);
      state.subscriptions.set(created.id, created);
      return created;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) return subscription(m[1]!);
    if (method === "POST" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscription(m[1]!);
      const items = changedItems(sub, params.items);
      const intervalChanged =
        items[0] && items[0].price.recurring.interval !== sub.items.data[0]?.price.recurring.interval;
      const endsTrial = params.trial_end === "now" && sub.status === "trialing";
      if (params.default_payment_method) sub.default_payment_method = params.default_payment_method;
      const invoicesNow = endsTrial || (intervalChanged && sub.status !== "trialing");
      if (invoicesNow && !hasPaymentMethod(sub) && params.payment_behavior === "error_if_incomplete") {
        throw new StripeError(402, {
          type: "card_error",
          code: "resource_missing",
          message: "This customer has no attached payment source or default payment method.",
        });
      }
      const periodEnd = invoicesNow
        ? periodEndOf(items[0]!.price)
        : sub.status === "trialing"
          ? sub.trial_end
          : sub.items.data[0]?.current_period_end;
      sub.items = list(
        items.map((item) => ({
          ...subscriptionItem(item.price, item.quantity, sub.id, periodEnd),
          ...(item.id ? { id: item.id } : {}),
        })),
        sub.items.url,
      );
      if (endsTrial) Object.assign(sub, { status: "active", trial_end: unixNow() });
      if (params.metadata) sub.metadata = { ...sub.metadata, ...params.metadata };
      return sub;
    }
    throw new StripeError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** A card saved on the customer; `makeDefault` sets it as invoice_settings.default_payment_method. */
  function addCard(customerId: string, options: { makeDefault?: boolean } = {}) {
    const card = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      customer: customerId,
      card: { brand: "visa", last4: "4242" },
    };
    state.paymentMethods.set(customerId, [...(state.paymentMethods.get(customerId) ?? []), card]);
    if (options.makeDefault) customer(customerId).invoice_settings.default_payment_method = card.id;
    return card;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const method = req.method ?? "GET";
      const params = parseStripeParams(method === "GET" ? url.search.slice(1) : Buffer.concat(chunks).toString("utf8"));
      requests.push({ method, path: url.pathname, params, headers: req.headers });
      const reply = (status: number, body: Json) => {
        res.writeHead(status, {
          "Content-Type": "application/json",
          "Request-Id": newId("req"),
          "Stripe-Should-Retry": "false",
        });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        reply(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } });
        return;
      }
      const failure = failures.findIndex((f) => f.method === method && f.path.test(url.pathname));
      if (failure >= 0) {
        const [f] = failures.splice(failure, 1);
        reply(f!.status, { error: f!.error });
        return;
      }
      const key = method === "POST" ? req.headers["idempotency-key"] : undefined;
      const cacheKey =
        typeof key === "string" && !key.startsWith("stripe-node-retry") ? `${url.pathname} ${key}` : null;
      try {
        const seen = cacheKey ? idempotent.get(cacheKey) : undefined;
        // Stripe refuses a key reused with other parameters (400 idempotency_error).
        if (seen && JSON.stringify(seen.params) !== JSON.stringify(params)) {
          reply(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
                `Try using a key other than '${String(key)}' if you meant to execute a different request.`,
            },
          });
          return;
        }
        const body = seen?.body ?? route(method, url.pathname, params);
        if (cacheKey && !seen) idempotent.set(cacheKey, { params, body });
        reply(200, body);
      } catch (error) {
        if (error instanceof StripeError) reply(error.status, { error: error.error });
        else reply(500, { error: { type: "api_error", message: String(error) } });
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    state,
    requests,
    /** The recorded requests to a method and path (exact or a pattern). */
    requestsTo(method: string, path: string | RegExp) {
      return requests.filter(
        (r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)),
      );
    },
    /** The next request to `method path` answers with this Stripe error. */
    failNext(
      method: string,
      path: RegExp,
      status: number,
      error: { type: string; message: string; code?: string; user_message?: string },
    ) {
      failures.push({ method, path, status, error });
    },
    addCard,
    /** Pays a checkout session: creates its subscription (trialing with `trialDays`) and returns the completed session. */
    completeCheckout(sessionId: string, options: { trialDays?: number } = {}): Json {
      const session =
        state.checkoutSessions.get(sessionId) ??
        (() => {
          throw notFound("checkout session", sessionId);
        })();
      const trialEnd = options.trialDays ? unixNow() + options.trialDays * 86_400 : undefined;
      const sub = subscriptionObject(session.customer, session.line_items, {
        metadata: session.subscription_data.metadata,
        trial_end: trialEnd,
      });
      if (!trialEnd) sub.default_payment_method = addCard(session.customer).id;
      state.subscriptions.set(sub.id, sub);
      Object.assign(session, {
        status: "complete",
        payment_status: trialEnd ? "no_payment_required" : "paid",
        subscription: sub.id,
      });
      return { ...session, line_items: undefined };
    },
    /** An event as Stripe delivers it. */
    event(type: string, object: Json, options: { apiVersion?: string } = {}): Json {
      const apiVersion = options.apiVersion ?? "2026-10-28.endive";
      return {
        id: newId("evt"),
        object: "event",
        api_version: apiVersion,
        created: unixNow(),
        livemode: false,
        type,
        data: { object: renderForVersion(object, apiVersion) },
      };
    },
    /** The body and `Stripe-Signature` header of a delivery signed with `secret` (at `timestamp`, default now). */
    signedEvent(payload: Json | string, secret: string, timestamp = unixNow()) {
      const body = typeof payload === "string" ? payload : JSON.stringify(payload);
      return { body, signature: signStripePayload(body, secret, timestamp) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
