import { stripeWebhook } from "../billing/stripe/stripe-webhook.ts";
import { emailWebhookReceivers } from "../emails/email-webhooks.ts";
import {
  defineAgencyWebhook,
  defineWebhook,
  type AgencyWebhookReceiver,
  type WebhookReceiver,
} from "./webhook-registry.ts";

/**
 * Every inbound webhook, mounted at `/webhooks/<provider>` (ADR 016). A connector adds its
 * receiver here; the connector's module implements the `WebhookReceiver` type only, so it never
 * imports this module at run time (ADR 017).
 */
export const webhookReceivers: WebhookReceiver[] = [stripeWebhook].map(defineWebhook);

/**
 * Every agency webhook, mounted at `/webhooks/<provider>/<agencyToken>` (ADR 067): inbound
 * mail from Postmark, SendGrid, Mailgun and raw MIME, each routed to the agency its token names.
 */
export const agencyWebhookReceivers: AgencyWebhookReceiver[] = emailWebhookReceivers.map(defineAgencyWebhook);
