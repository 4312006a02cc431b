import type { Config } from "../../config.ts";
import type { Ctx, Runtime } from "../../lib/context.ts";

/** A delivery whose signature checked out, ready to be queued. */
export interface VerifiedDelivery {
  /** The provider's id of this delivery (Stripe: the event id); repeated deliveries share it. */
  deliveryId: string;
  eventType: string;
  payload: unknown;
}

/** A delivery refused before it is queued: the status makes the provider retry (5xx, 409) or give up (400). */
export interface Refusal {
  refused: { status: number; message: string };
}

export interface InboundRequest {
  body: Buffer;
  header(name: string): string | undefined;
}

/**
 * One provider's inbound webhook (ADR 016): mounted at `/webhooks/<provider>` when `enabled`.
 * `verify` checks the signature and parses the body (nothing is stored on a refusal);
 * `process` runs later from the `webhooks.process` job, once per delivery id, and returns an
 * outcome word for the delivery row. A thrown error leaves the delivery to be retried.
 */
export interface WebhookReceiver {
  provider: string;
  enabled(config: Config): boolean;
  verify(request: InboundRequest, runtime: Runtime): VerifiedDelivery | Refusal;
  process(ctx: Ctx, delivery: VerifiedDelivery): Promise<string>;
}

export function defineWebhook(receiver: WebhookReceiver): WebhookReceiver {
  if (!/^[a-z][a-z0-9-]*$/.test(receiver.provider)) throw new Error(`Bad webhook provider name ${receiver.provider}`);
  return receiver;
}

export const isRefusal = (result: VerifiedDelivery | Refusal): result is Refusal => "refused" in result;
