import { z } from "zod";
import { onCommit, type AgencyCtx } from "../../lib/context.ts";
import { defineTopic } from "../../lib/topics.ts";

/**
 * An email thread changed (docs/product/live-updates.md): a message arrived or was sent, triage
 * ended, a draft was edited or discarded. The payload carries ids; subscribers (`emailThreadChanged`:
 * the Emails list, its slide-out, a request's Conversation tab) read the thread back.
 */
export const emailThreadTopic = defineTopic(
  "email.thread",
  z.object({ agencyId: z.string().min(1).max(64), threadId: z.string().min(1).max(64) }),
);

/** Announces the thread's change once the caller's transaction commits (at once outside one); never throws. */
export const announceEmailThread = (ctx: AgencyCtx, threadId: string) =>
  onCommit(ctx, (committed) =>
    committed.events.publish(emailThreadTopic, { agencyId: ctx.actor.agencyId, threadId }).catch((error: unknown) => {
      committed.log.warn("Could not announce an email thread's change", { error, threadId });
    }),
  );
