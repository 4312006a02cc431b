import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { agencyJobPayload } from "../../jobs/job-ctx.ts";
import { ingestInbound, markAwaitingTriage } from "./ingest.service.ts";

/**
 * Reads one stored inbound message into its thread (ADR 067), queued in the transaction that
 * stored it. Idempotent (ingest.service.ts); a message that cannot be read is kept with its
 * reason, so only an unexpected failure is retried.
 */
export const ingestInboundJob = defineJob({
  name: "emails.ingest",
  agency: true,
  payload: agencyJobPayload.extend({ inboundId: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 15 * 60,
  concurrency: 2,
  perAgency: 2,
  handler: async (ctx, { inboundId }) => {
    await ingestInbound(ctx, inboundId);
  },
});

/**
 * Triage of one inbound message (issue 30): `email.triage` with { agencyId, messageId }. Until
 * server/modules/conversations exports `triageEmailMessage`, the message is marked
 * AWAITING_TRIAGE and its thread waits for a person (`markAwaitingTriage`).
 */
export const triageEmailJob = defineJob({
  name: "email.triage",
  agency: true,
  payload: agencyJobPayload.extend({ messageId: z.uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 15,
  expireInSeconds: 10 * 60,
  concurrency: 2,
  perAgency: 2,
  handler: async (ctx, { messageId }) => {
    await markAwaitingTriage(ctx, messageId);
  },
});
