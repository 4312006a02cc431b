import express, { type Router } from "express";
import { systemCtx, type Ctx, type Runtime } from "../lib/context.ts";
import { isRefusal } from "../modules/webhooks/webhook-registry.ts";
import { webhookReceivers } from "../modules/webhooks/webhook-receivers.ts";
import { queueDelivery } from "../modules/webhooks/webhooks.service.ts";

/**
 * POST /webhooks/:provider (ADR 016): the raw body goes to the provider's receiver, which
 * checks the signature; a verified delivery is stored and queued in one transaction, and
 * only then answered 2xx. A repeated delivery id is answered 200 and not queued again.
 * Mounted before sessions, body parsing and the origin check (providers sign the raw bytes).
 */
export function webhookRouter(runtime: Runtime): Router {
  const router = express.Router();
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
