import express, { type Router } from "express";
import { systemCtx, type Ctx, type Runtime } from "../lib/context.ts";
import { isRefusal } from "../modules/webhooks/webhook-registry.ts";
import { agencyWebhookReceivers, webhookReceivers } from "../modules/webhooks/webhook-receivers.ts";
import { claimDelivery, queueDelivery } from "../modules/webhooks/webhooks.service.ts";

/**
 * POST /webhooks/:provider (ADR 016): the raw body goes to the provider's receiver, which
 * checks the signature; a verified delivery is stored and queued in one transaction, and
 * only then answered 2xx. A repeated delivery id is answered 200 and not queued again.
 * Mounted before sessions, body parsing and the origin check (providers sign the raw bytes).
 */
export function webhookRouter(runtime: Runtime): Router {
  const router = express.Router();
  // An agency's own webhook (ADR 067): the receiver authenticates, stores and answers itself.
  router.post("/webhooks/:provider/:agencyToken{/:extra}", (req, res, next) => {
    const receiver = agencyWebhookReceivers.find((r) => r.provider === req.params.provider);
    if (!receiver) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    express.raw({ type: () => true, limit: receiver.maxBytes(runtime.config) })(req, res, async (error?: unknown) => {
      if (error) return next(error); // 413 for a body over the limit, 400 for a broken one
      const body: unknown = req.body;
      try {
        const answer = await receiver.receive(runtime, {
          body: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
          header: (name) => req.get(name),
          agencyToken: String(req.params.agencyToken),
          extra: typeof req.params.extra === "string" ? req.params.extra : null,
          claim: (ctx, delivery) => claimDelivery(ctx, receiver.provider, delivery),
        });
        res.status(answer.status).json(answer.body);
      } catch (failure) {
        // not stored: the provider delivers it again
        runtime.log.error("Agency webhook delivery could not be stored", {
          provider: receiver.provider,
          error: failure,
        });
        if (!res.headersSent) res.status(503).json({ received: false });
      }
    });
  });
  router.post("/webhooks/:provider", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    const receiver = webhookReceivers.find((r) => r.provider === req.params.provider && r.enabled(runtime.config));
    if (!receiver) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) {
      res.status(400).type("text/plain").send("Expected the raw request body");
      return;
    }
    const verified = receiver.verify({ body, header: (name) => req.get(name) }, runtime);
    if (isRefusal(verified)) {
      res.status(verified.refused.status).type("text/plain").send(verified.refused.message);
      return;
    }
    const ctx: Ctx = {
      ...systemCtx(runtime),
      log: runtime.log.child({ webhook: receiver.provider, deliveryId: verified.deliveryId }),
    };
    try {
      const outcome = await queueDelivery(ctx, receiver, verified);
      ctx.log.info("Webhook delivery received", { eventType: verified.eventType, outcome });
      res.status(200).json({ received: true, duplicate: outcome === "duplicate" });
    } catch (error) {
      // Not stored: the provider delivers it again.
      ctx.log.error("Webhook delivery could not be queued", { error });
      res.status(503).json({ received: false });
    }
  });
  return router;
}
