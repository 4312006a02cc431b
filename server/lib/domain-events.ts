import { z } from "zod";
import { defineJob } from "../jobs/define.ts";
import { agencyJobPayload, jobActorOf, jobCtx } from "../jobs/job-ctx.ts";
import { inTransaction, onCommit, type AgencyCtx, type Runtime } from "./context.ts";

/**
 * Domain events (ADR 017): what one module tells the others happened, so that a consequence in
 * another module (an account renamed → its policies' and requests' search text) is that module's
 * own handler, not a copy kept by hand inside the first module's service. Payloads are ids and
 * facts, never rows: a handler reads what it needs through the owning module's functions.
 */
export interface DomainEvents {
  /** An account's searched fields changed (name, DBA, email, phone or address); `nameChanged` when its name did. */
  "accounts.account_details_changed": { accountId: string; nameChanged: boolean };
}

export type DomainEventName = keyof DomainEvents;

export interface EventHandler<K extends DomainEventName = DomainEventName> {
  /** Unique, `<module>.<verb>`: the delivery job names the handler by it. */
  name: string;
  event: K;
  /** Runs in a transaction of its own, after the event's transaction committed; must be idempotent. */
  handle(ctx: AgencyCtx, data: DomainEvents[K]): Promise<void>;
}

export type AnyEventHandler = { [K in DomainEventName]: EventHandler<K> }[DomainEventName];

/** A module's handler for an event; listed in `server/events/all-handlers.ts`. */
export function onEvent<K extends DomainEventName>(
  event: K,
  name: string,
  handle: (ctx: AgencyCtx, data: DomainEvents[K]) => Promise<void>,
): EventHandler<K> {
  return { name, event, handle };
}

/**
 * How long the delivery job waits before it runs a delivery itself: the publishing process
 * delivers at once after the commit and cancels the job; the job runs only when that delivery
 * failed or the process stopped between the commit and the delivery.
 */
export const REDELIVERY_DELAY_MS = 30_000;

const deliveryPayload = agencyJobPayload.extend({
  handler: z.string().min(1),
  event: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});

async function deliver(ctx: AgencyCtx, handler: AnyEventHandler, data: unknown): Promise<void> {
  await inTransaction(ctx, (tx) => (handler.handle as (ctx: AgencyCtx, data: unknown) => Promise<void>)(tx, data));
}

/** The durable delivery of one event to one handler, enqueued with the write that caused the event. */
export const deliverEventJob = defineJob({
  name: "events.deliver",
  payload: deliveryPayload,
  retryLimit: 5,
  async handler(runtime: Runtime, payload) {
    const handler = runtime.eventHandlers.find((h) => h.name === payload.handler && h.event === payload.event);
    if (!handler) throw new Error(`No handler ${payload.handler} for ${payload.event}`);
    await deliver(jobCtx(runtime, payload), handler, payload.data);
  },
});

/**
 * Publishes an event from inside the transaction that made the change. For each handler a
 * delivery job is enqueued in that transaction (so a committed change never loses its
 * consequences, and a rolled-back one has none); once it commits, the handlers run here, in
 * order, before the service returns (the caller reads its own consequences), and a delivered
 * event's job is cancelled. A handler that fails is logged and left to its job, which retries
 * it; the change that raised the event stands.
 */
export async function publishEvent<K extends DomainEventName>(
  ctx: AgencyCtx,
  event: K,
  data: DomainEvents[K],
): Promise<void> {
  const handlers = ctx.eventHandlers.filter((handler) => handler.event === event);
  await inTransaction(ctx, async (tx) => {
    for (const handler of handlers) {
      const payload = { ...jobActorOf(tx), handler: handler.name, event, data };
      const startAfter = new Date(Date.now() + REDELIVERY_DELAY_MS);
      const jobId = await tx.jobs.enqueue(tx.db, deliverEventJob, payload, { startAfter });
      await onCommit(tx, async (committed) => {
        try {
          await deliver({ ...committed, actor: tx.actor, client: tx.client }, handler, data);
        } catch (error) {
          committed.log.warn("Event handler failed; its delivery job retries it", { handler: handler.name, error });
          return;
        }
        if (jobId) await committed.jobs.cancel(deliverEventJob.name, jobId);
      });
    }
  });
}
