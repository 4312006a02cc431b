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

/**
 * A request to an agency's webhook, `/webhooks/<provider>/<agencyToken>[/<extra>]` (ADR 067): the
 * token in the path names the agency, the receiver authenticates the request against that
 * agency's own secret (so `verify` cannot be synchronous and shared), stores what it received
 * durably and only then answers. `claim` records the delivery in the registry's table inside the
 * receiver's transaction and answers false when that delivery id was claimed before (a replay).
 */
export interface AgencyWebhookRequest extends InboundRequest {
  agencyToken: string;
  extra: string | null;
  claim(ctx: Ctx, delivery: { deliveryId: string; eventType: string; payload: unknown }): Promise<boolean>;
}

/** The answer to an agency webhook: the status the provider acts on (retry, give up, done) and a short body. */
export interface AgencyWebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface AgencyWebhookReceiver {
  provider: string;
  /** The largest body read, in bytes; a larger one is answered 413 before anything is stored. */
  maxBytes(config: Config): number;
  receive(runtime: Runtime, request: AgencyWebhookRequest): Promise<AgencyWebhookAnswer>;
}

export function defineAgencyWebhook(receiver: AgencyWebhookReceiver): AgencyWebhookReceiver {
  if (!/^[a-z][a-z0-9-]*$/.test(receiver.provider)) throw new Error(`Bad webhook provider name ${receiver.provider}`);
  return receiver;
}
