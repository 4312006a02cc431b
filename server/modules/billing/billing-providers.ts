import { defineProvider } from "../../lib/provider.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { createLocalBilling } from "./local-billing.ts";
import { createStripeBilling } from "./stripe/stripe-billing.ts";

/** Stripe when STRIPE_SECRET_KEY is set, else local billing (ADR 015). */
export const billingProvider = defineProvider<BillingProvider>({
  name: "billing",
  configKeys: ["STRIPE_SECRET_KEY"],
  implementations: { local: "local", production: "stripe" },
  local: () => createLocalBilling(),
  production: (config) => createStripeBilling(config),
});
