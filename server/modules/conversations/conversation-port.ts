import type { InboundMessage } from "../../../domain/inbound-message.ts";
import type { ConversationRole } from "../../../domain/service-request.ts";
import type { AgencyCtx } from "../../lib/context.ts";

/**
 * What triage needs from a channel's own records (ADR 068). A module reads only its own tables,
 * so the channel that stores the conversation (emails today, calls next) gives triage this port:
 * triage never imports the channel, the channel calls triage with it.
 */
export type WaitingFor = "CLIENT" | "PARTICIPANT" | "AGENT" | "CARA";

export interface ConversationPort {
  channel: InboundMessage["channel"];
  /** The stored message as the channel hands it over, or null when it is not the agency's. */
  load(ctx: AgencyCtx, messageId: string): Promise<InboundMessage | null>;
  /** The conversation so far, oldest first (roles as the request's conversation tab shows them). */
  history(ctx: AgencyCtx, threadId: string): Promise<Array<{ role: ConversationRole; text: string; sentAt: Date }>>;
  /** The OPEN service request the conversation already belongs to, if any (newest first). */
  openRequestOf(ctx: AgencyCtx, threadId: string): Promise<string | null>;
  /** Links the conversation to a service request (once: linking twice is a no-op). */
  linkRequest(ctx: AgencyCtx, threadId: string, serviceRequestId: string): Promise<void>;
  /** The conversation's state and who it waits for; the account once matched. */
  setState(
    ctx: AgencyCtx,
    threadId: string,
    state: { state: "ACTIVE" | "ENDED"; waitingFor: WaitingFor | null; accountId?: string | null },
  ): Promise<void>;
  /** The channel's own mark on the message (an email's triage status). */
  markTriaged(ctx: AgencyCtx, messageId: string, outcome: "TRIAGED" | "AUTOMATED" | "FAILED"): Promise<void>;
}
