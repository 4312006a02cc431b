/**
 * A message that reached the agency from outside, in any channel (email today; the phone
 * channel's transcript turns reuse the same shape). The email pipeline (server/modules/emails)
 * produces it from a stored raw message; triage (server/modules/conversations) consumes it.
 * Channel-neutral on purpose: nothing here is specific to MIME or to a provider.
 */
export type InboundChannel = "EMAIL" | "PHONE";

export interface InboundParty {
  /** Lower-cased address (email) or E.164 number (phone). */
  address: string;
  name?: string;
}

export interface InboundAttachment {
  /** The stored file (documents capability), once stored. */
  fileId?: string;
  name: string;
  contentType: string;
  size: number;
  /** Text read from it (text, tables, OCR), when read; undefined while unread. */
  text?: string;
  /** Why it could not be read (empty, password-protected, over a limit), when it could not. */
  unreadableReason?: string;
}

/** How the message was judged automated (auto-reply, bounce, list mail), with the header that said so. */
export interface AutomatedVerdict {
  automated: boolean;
  kind?: "AUTO_REPLY" | "BOUNCE" | "BULK" | "LIST" | "LOOP_LIMIT";
  evidence?: string;
}

export interface InboundMessage {
  channel: InboundChannel;
  agencyId: string;
  /** The stored message (email_messages.id) and its conversation (email_threads.id). */
  messageId: string;
  threadId: string;
  receivedAt: Date;
  /** The person the message is from: for a forwarded message, the original sender. */
  from: InboundParty;
  /** Who forwarded it, when a colleague forwarded a client's message. */
  forwardedBy?: InboundParty;
  to: InboundParty[];
  cc: InboundParty[];
  subject: string;
  /** The new text only (quoted history removed), plain text. */
  text: string;
  /** The quoted history, kept for context, never treated as the new request. */
  quotedText?: string;
  attachments: InboundAttachment[];
  automated: AutomatedVerdict;
  /** Provider authentication verdicts (SPF/DKIM/DMARC) as read from headers, shown as evidence. */
  authentication?: { spf?: string; dkim?: string; dmarc?: string; evidence?: string };
}
