import type { InvoicePreview, SubscriptionSelection, SubscriptionState } from "../../../domain/subscription.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import type { SubscriptionRow } from "./subscription.store.ts";

/**
 * What checkout shows before 'Continue' (docs/product/billing.md: the invoice preview plus
 * checkoutUrl and clientSecret).
 */
export interface SubscriptionUpdatePreview {
  /** The provider's hosted checkout: opened in a new tab; the provider's webhook applies the change. */
  checkoutUrl: string | null;
  /** A card must be set up first: the browser confirms it with the provider, then applies the update. */
  clientSecret: string | null;
  invoice: InvoicePreview;
}

/** The subscription fields a provider reports after applying a change. */
export interface AppliedSubscriptionUpdate {
  state: SubscriptionState;
  nextBillingDate: Date | null;
  nextBillingAmountCents: number | null;
  providerSubscriptionId?: string | null;
}

export interface ProviderOptions {
  /** Where the provider sends the browser back to (hosted checkout, billing portal, card confirmation). */
  returnUrl: string;
}

/**
 * The payment provider behind the subscription screens, chosen by configuration:
 * local billing (prices from the plan table, applied at once) or Stripe.
 */
export interface BillingProvider {
  readonly name: "local" | "stripe";
  /** Public key for the card form in the browser; null when the provider has none. */
  readonly publishableKey: string | null;
  previewUpdate(
    ctx: AgencyCtx,
    current: SubscriptionRow,
    selection: SubscriptionSelection,
    options: ProviderOptions,
  ): Promise<SubscriptionUpdatePreview>;
  /**
   * Applies a change at the provider. `skipPayment`: in TRIAL the agency may change seats
   * without a card and pay later.
   */
  applyUpdate(
    ctx: AgencyCtx,
    current: SubscriptionRow,
    selection: SubscriptionSelection,
    options: {
      skipPayment: boolean;
      /** The `prorationDate` of the preview the user confirmed: prorations are computed for it. */
      prorationDate?: Date | null;
    },
  ): Promise<AppliedSubscriptionUpdate>;
  /** What Update Payment does with this provider, in the user's words (docs/product/billing.md). */
  readonly paymentMethodNote: string;
  /** The provider's page to update the payment method, or null when it has none. */
  updatePaymentMethodUrl(ctx: AgencyCtx, current: SubscriptionRow, options: ProviderOptions): Promise<string | null>;
  /** Whether the trial-expiry job ends every trial (local), or only those the provider has no subscription for (Stripe reports its own by webhook). */
  readonly expiresTrialsLocally: boolean;
}
