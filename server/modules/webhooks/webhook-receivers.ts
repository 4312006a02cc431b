import { stripeWebhook } from "../billing/stripe/stripe-webhook.ts";
import type { WebhookReceiver } from "./webhook-registry.ts";

/** Every inbound webhook, mounted at `/webhooks/<provider>` (ADR 016). A connector adds its receiver here. */
export const webhookReceivers: WebhookReceiver[] = [stripeWebhook];
