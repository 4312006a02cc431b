import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { systemCtx } from "../../lib/context.ts";
import { processDelivery } from "./webhooks.service.ts";

/** Processes one queued webhook delivery; failures are retried by the queue with backoff (ADR 016). */
export const processWebhookJob = defineJob({
  name: "webhooks.process",
  payload: z.object({ provider: z.string(), deliveryId: z.string() }),
  retryLimit: 8,
  retryDelaySeconds: 30,
  handler: async (runtime, { provider, deliveryId }) => {
    await processDelivery(systemCtx(runtime), provider, deliveryId);
  },
});
