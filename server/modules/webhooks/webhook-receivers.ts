import { stripeWebhook } from "../billing/stripe/stripe-webhook.ts";
import { defineWebhook, type WebhookReceiver } from "./webhook-registry.ts";

/**
 * Every inbound webhook, mounted at `/webhooks/<provider>` (ADR 016). A connector adds its
 * receiver here; the connector's module implements the `WebhookReceiver` type only, so it never
 * imports this module at run time (ADR 017).
 */
export const webhookReceivers: WebhookReceiver[] = [stripeWebhook].map(defineWebhook);
