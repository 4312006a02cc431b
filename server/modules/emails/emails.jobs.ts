import { z } from "zod";
import { defineJob } from "../../jobs/define.ts";
import { agencyJobPayload } from "../../jobs/job-ctx.ts";
import { DomainError } from "../../lib/errors.ts";
import { triageEmailMessage } from "../conversations/triage.service.ts";
import { acknowledgeAfterTriage } from "./email-acknowledge.service.ts";
import { emailConversationPort } from "./email-conversation-port.ts";
import { queueUnreadInbound } from "./inbound-store.service.ts";
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
 * Every minute: a stored inbound message whose reading job was never queued (the process stopped
 * between the store and the queue, ADR 070) is queued now; a queued one is not queued twice.
 */
export const sweepInboundJob = defineJob({
  name: "emails.sweep-unread",
  payload: z.object({}),
  schedule: "* * * * *",
  handler: async (runtime) => {
    const queued = await queueUnreadInbound(runtime);
    if (queued > 0) runtime.log.info("Queued unread inbound messages", { queued });
  },
});

/** Retries of a triage that threw (the run's own failures are answers, not throws). */
const TRIAGE_RETRIES = 2;

/**
 * Triage of one inbound message (issue 30, ADR 070): `email.triage` with { agencyId, messageId },
 * queued by ingest only for a message that is readable, not automated, under the loop limits and
 * under the plan's emails a month. Triage (server/modules/conversations) runs as Cara through the
 * email tables' port: the request recorded, the reply drafted and never sent, the thread waiting
 * for the agent; then, if the agency's rule allows, Cara's acknowledgement (email-acknowledge.service.ts).
 * When the last attempt throws, the message waits for a person (AWAITING_TRIAGE).
 */
export const triageEmailJob = defineJob({
  name: "email.triage",
  agency: true,
  payload: agencyJobPayload.extend({ messageId: z.uuid() }),
  retryLimit: TRIAGE_RETRIES,
  retryDelaySeconds: 15,
  expireInSeconds: 10 * 60,
  concurrency: 2,
  perAgency: 2,
  handler: async (ctx, { agencyId, messageId }, job) => {
    try {
      const triage = await triageEmailMessage(ctx, { agencyId, messageId }, emailConversationPort);
      // the agency's rule may let Cara acknowledge on its own (ADR 070); its failure is no triage failure
      await acknowledgeAfterTriage(ctx, { messageId, triage }).catch((error: unknown) =>
        ctx.log.warn("The acknowledgement step failed", { error, messageId }),
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === "NOT_FOUND") return; // the message is gone
      if (job.attempt <= TRIAGE_RETRIES) throw error;
      ctx.log.error("Email triage failed on its last attempt: the message waits for a person", { error, messageId });
      await markAwaitingTriage(ctx, messageId);
    }
  },
});
