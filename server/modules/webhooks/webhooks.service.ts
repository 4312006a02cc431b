import { and, eq, isNull } from "drizzle-orm";
import { inTransaction, type Ctx } from "../../lib/context.ts";
import type { VerifiedDelivery, WebhookReceiver } from "./webhook-registry.ts";
import { processWebhookJob } from "./webhooks.jobs.ts";
import { webhookDeliveries } from "./webhooks.table.ts";
import { webhookReceivers } from "./webhook-receivers.ts";

/**
 * Stores a verified delivery and queues its processing in one transaction. Answers
 * "duplicate" when the delivery id was stored before (nothing is queued again). Only after
 * this returns may the endpoint answer 2xx (docs/product/integrations-platform.md).
 */
export async function queueDelivery(
  ctx: Ctx,
  receiver: WebhookReceiver,
  delivery: VerifiedDelivery,
): Promise<"queued" | "duplicate"> {
  return inTransaction(ctx, async (tx) => {
    const inserted = await tx.db
      .insert(webhookDeliveries)
      .values({
        provider: receiver.provider,
        deliveryId: delivery.deliveryId,
        eventType: delivery.eventType,
        payload: delivery.payload,
        receivedAt: tx.now(),
      })
      .onConflictDoNothing()
      .returning({ deliveryId: webhookDeliveries.deliveryId });
    if (inserted.length === 0) return "duplicate";
    await tx.jobs.enqueue(
      tx.db,
      processWebhookJob,
      { provider: receiver.provider, deliveryId: delivery.deliveryId },
      { key: `${receiver.provider}:${delivery.deliveryId}` },
    );
    return "queued";
  });
}

/**
 * Processes one stored delivery if it has not been processed: the receiver's work and the
 * delivery's `processed_at` commit together, so a retry after a failure runs it again and a
 * success runs it once. Returns the outcome, or null when there was nothing to do.
 */
export async function processDelivery(ctx: Ctx, provider: string, deliveryId: string): Promise<string | null> {
  const receiver = webhookReceivers.find((r) => r.provider === provider);
  if (!receiver) throw new Error(`No webhook receiver for ${provider}`);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.provider, provider),
          eq(webhookDeliveries.deliveryId, deliveryId),
          isNull(webhookDeliveries.processedAt),
        ),
      )
      .for("update");
    if (!row) return null;
    const outcome = await receiver.process(tx, {
      deliveryId: row.deliveryId,
      eventType: row.eventType,
      payload: row.payload,
    });
    await tx.db
      .update(webhookDeliveries)
      .set({ processedAt: tx.now(), outcome })
      .where(and(eq(webhookDeliveries.provider, provider), eq(webhookDeliveries.deliveryId, deliveryId)));
    tx.log.info("Webhook delivery processed", { provider, deliveryId, eventType: row.eventType, outcome });
    return outcome;
  });
}

/** The deliveries of a provider not processed yet, oldest first (operators, tests). */
export async function pendingDeliveries(ctx: Ctx, provider: string) {
  return ctx.db
    .select({ deliveryId: webhookDeliveries.deliveryId, eventType: webhookDeliveries.eventType })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.provider, provider), isNull(webhookDeliveries.processedAt)))
    .orderBy(webhookDeliveries.receivedAt);
}

/** A delivery's row as stored (operators, tests). */
export async function findDelivery(ctx: Ctx, provider: string, deliveryId: string) {
  const [row] = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.provider, provider), eq(webhookDeliveries.deliveryId, deliveryId)));
  return row ?? null;
}

/**
 * Records an agency webhook's delivery as received and handled (ADR 067), through `ctx.db` (the
 * receiver's transaction). False when the provider's delivery id was recorded before: a replay.
 */
export async function claimDelivery(
  ctx: Ctx,
  provider: string,
  delivery: { deliveryId: string; eventType: string; payload: unknown },
): Promise<boolean> {
  const now = ctx.now();
  const inserted = await ctx.db
    .insert(webhookDeliveries)
    .values({
      provider,
      deliveryId: delivery.deliveryId,
      eventType: delivery.eventType,
      payload: delivery.payload,
      receivedAt: now,
      processedAt: now,
      outcome: "stored",
    })
    .onConflictDoNothing()
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  return inserted.length > 0;
}
