import type { Config } from "../../config.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { createLocalBilling } from "./local-billing.ts";
import { createStripeBilling } from "./stripe/stripe-billing.ts";

/** Stripe when STRIPE_SECRET_KEY is set, else local billing (DESIGN.md §2). */
export function createBillingProvider(config: Config): BillingProvider {
  if (config.STRIPE_SECRET_KEY) return createStripeBilling(config);
  return createLocalBilling();
}
