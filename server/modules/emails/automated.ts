import type { AutomatedVerdict } from "../../../domain/inbound-message.ts";
import type { NormalisedMail } from "./mail-parse.ts";
import { messageIdsOf } from "./mail-parse.ts";

/**
 * Mail written by a machine (RFC 3834, RFC 3464, list and bulk mail), recognised before anything
 * could answer it (ADR 067). The first rule that holds decides, with the header that said so as
 * evidence. `X-Auto-Response-Suppress` asks not to be answered automatically but does not make a
 * message automated: it is read by `suppressesAutoReply`.
 */

const header = (mail: NormalisedMail, key: string) => mail.headers.find((h) => h.key === key)?.value ?? null;

const AUTO_SUBJECT =
  /^\s*(automatic reply|auto(?:matic)?[- ]?(?:reply|response)|out of (?:the )?office|abwesenheitsnotiz|réponse automatique|respuesta automática|vacation|autoreply)\b/i;
const BOUNCE_SUBJECT =
  /^\s*(undeliverable|undelivered mail returned to sender|delivery status notification \(failure\)|mail delivery failed|returned mail|failure notice|delivery failure)\b/i;
const DAEMON = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;

export function classifyAutomated(mail: NormalisedMail, ownAddresses: readonly string[] = []): AutomatedVerdict {
  const contentType = header(mail, "content-type") ?? "";
  if (/multipart\/report/i.test(contentType) && /report-type\s*=\s*"?delivery-status/i.test(contentType)) {
    return { automated: true, kind: "BOUNCE", evidence: "Content-Type: multipart/report; report-type=delivery-status" };
  }
  if (mail.deliveryStatus) return { automated: true, kind: "BOUNCE", evidence: "a message/delivery-status part" };
  const autoSubmitted = header(mail, "auto-submitted");
  if (autoSubmitted && autoSubmitted.trim().toLowerCase() !== "no") {
    const from = mail.from?.address ?? "";
    return {
      automated: true,
      kind: DAEMON.test(from) || BOUNCE_SUBJECT.test(mail.subject) ? "BOUNCE" : "AUTO_REPLY",
      evidence: `Auto-Submitted: ${autoSubmitted.trim()}`,
    };
  }
  if (mail.returnPath !== null && /^\s*<\s*>\s*$/.test(mail.returnPath)) {
    return {
      automated: true,
      kind: DAEMON.test(mail.from?.address ?? "") ? "BOUNCE" : "AUTO_REPLY",
      evidence: "Return-Path: <> (null return path)",
    };
  }
  if (mail.envelope && mail.envelope.from !== null && mail.envelope.from.trim().replace(/[<>]/g, "") === "") {
    return { automated: true, kind: "AUTO_REPLY", evidence: "empty envelope sender (MAIL FROM:<>)" };
  }
  const precedence = header(mail, "precedence")?.trim().toLowerCase();
  if (precedence === "bulk" || precedence === "junk") {
    return { automated: true, kind: "BULK", evidence: `Precedence: ${precedence}` };
  }
  if (precedence === "list") return { automated: true, kind: "LIST", evidence: "Precedence: list" };
  for (const key of ["list-id", "list-unsubscribe", "list-post", "list-help"]) {
    const value = header(mail, key);
    if (value !== null) {
      const name = key.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());
      return { automated: true, kind: "LIST", evidence: `${name}: ${value.slice(0, 120)}` };
    }
  }
  for (const key of ["x-autoreply", "x-autorespond", "x-auto-reply", "x-mail-autoreply"]) {
    const value = header(mail, key);
    if (value !== null) return { automated: true, kind: "AUTO_REPLY", evidence: `${key}: ${value.slice(0, 80)}` };
  }
  const from = mail.from?.address ?? "";
  if (DAEMON.test(from)) return { automated: true, kind: "BOUNCE", evidence: `From: ${from}` };
  if (BOUNCE_SUBJECT.test(mail.subject))
    return { automated: true, kind: "BOUNCE", evidence: `Subject: ${mail.subject}` };
  if (AUTO_SUBJECT.test(mail.subject)) {
    return { automated: true, kind: "AUTO_REPLY", evidence: `Subject: ${mail.subject.slice(0, 120)}` };
  }
  const own = ownAddresses.map((a) => a.toLowerCase());
  if (from && own.includes(from)) {
    return { automated: true, kind: "AUTO_REPLY", evidence: `From: ${from} (Cara's own inbound address)` };
  }
  return { automated: false };
}

/** Whether the sender asked that no automatic reply be sent (Microsoft's X-Auto-Response-Suppress: All/AutoReply/OOF). */
export function suppressesAutoReply(mail: NormalisedMail): boolean {
  const value = header(mail, "x-auto-response-suppress") ?? "";
  return /\b(all|autoreply|oof)\b/i.test(value);
}

export interface BounceReport {
  /** The Message-ID of the message that bounced, from the returned headers. */
  bouncedMessageId: string | null;
  recipient: string | null;
  status: string | null;
  action: string | null;
}

/** What a delivery-status report says (RFC 3464): who failed, how, and which message it was. */
export function bounceReportOf(mail: NormalisedMail): BounceReport {
  const status = mail.deliveryStatus ?? "";
  const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, "im").exec(status)?.[1]?.trim() ?? null;
  const finalRecipient = field("Final-Recipient") ?? field("Original-Recipient");
  const recipient = finalRecipient ? finalRecipient.replace(/^[a-z0-9-]+;\s*/i, "").toLowerCase() : null;
  const returned = (mail.bouncedHeaders ?? "").replace(/\r?\n[ \t]+/g, " ");
  const idLine = /^message-id:\s*(.+)$/im.exec(returned)?.[1];
  return {
    bouncedMessageId: messageIdsOf(idLine)[0] ?? null,
    recipient,
    status: field("Status"),
    action: field("Action"),
  };
}
