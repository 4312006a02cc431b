import type { AutomatedVerdict } from "../../../domain/inbound-message.ts";
import type { NormalisedMail } from "./mail-parse.ts";
import { messageIdsOf } from "./mail-parse.ts";

/**
 * Mail written by a machine (RFC 3834, RFC 3464, list and bulk mail), recognised before anything
 * could answer it (ADR 067). The first rule that holds decides, with the header that said so as
 * evidence. `X-Auto-Response-Suppress` asks not to be answered automatically but does not make a
 * message automated (bulk senders and meeting requests carry it): it is read by `suppressesAutoReply`.
 * These rules read what a mail server or a mail program wrote (headers, system senders, the fixed
 * subjects of responders and delivery reports); the words of a message are read by triage
 * (conversations/automated.ts, ADR 068), which also runs when a relay stripped the headers.
 */

const header = (mail: NormalisedMail, key: string) => mail.headers.find((h) => h.key === key)?.value ?? null;

/**
 * An absence responder's subject as responders write it (ADR 077): the notice's own words followed
 * by a colon (Exchange's "Automatic reply: <subject>", and its translations in the languages
 * Outlook, Gmail and Sieve scripts use) or standing alone. Words a person puts at the start of a
 * subject of their own ("Out of office next week", "Vacation coverage for the bakery") do not
 * match: after the notice comes a colon or nothing.
 */
const AUTO_SUBJECT = new RegExp(
  "^\\s*(" +
    [
      "automatic reply",
      "auto(?:matic)?[- ]?(?:reply|response)",
      "autoreply",
      "out of (?:the )?office(?: auto ?reply)?",
      "vacation (?:auto ?reply|response|notice)",
      "abwesenheitsnotiz",
      "abwesend",
      "automatische antwort",
      "réponse automatique",
      "absence du bureau",
      "respuesta automática",
      "respuesta automatica",
      "fuera de la oficina",
      "automatisch antwoord",
      "afwezig",
      "risposta automatica",
      "fuori sede",
      "fuori ufficio",
      "resposta automática",
      "resposta automatica",
      "ausente",
      "autosvar",
      "automaattinen vastaus",
      "automatyczna odpowiedź",
      "automatická odpověď",
      "otomatik yanıt",
      "автоматический ответ",
      "自动回复",
      "自動応答",
      "自動回覆",
      "자동 응답",
    ].join("|") +
    ")\\s*(?::|：|$)",
  "i",
);
/**
 * A delivery report's subject as mail servers write it: Office 365 and Exchange ("Undeliverable:",
 * "Unzustellbar:", "Non remis :", "No se puede entregar:", "Onbestelbaar:", "Delivery delayed:"),
 * Postfix ("Undelivered Mail Returned to Sender"), Exim ("Mail delivery failed: returning message
 * to sender"), Gmail ("Delivery Status Notification (Failure)"), sendmail ("Returned mail: see
 * transcript"), qmail ("failure notice"), Lotus ("DELIVERY FAILURE:"). After the words: a colon,
 * a parenthesis or nothing, so "Undeliverable - resending" from a person is theirs.
 */
const BOUNCE_SUBJECT =
  /^\s*(undeliverable|unzustellbar|non remis|no se puede entregar|onbestelbaar|non recapitabile|não é possível entregar|undelivered mail returned to sender|mail delivery failed|delivery status notification|returned mail|failure notice|delivery failure|delivery (?:has )?failed|delivery delayed|delivery notification|mail system error|warning: message delayed)\s*(?::|\(|$|-\s*returning|\s+returning)/i;
/** Mail servers' own mailboxes: MAILER-DAEMON, postmaster, and Exchange's system mailbox ("MicrosoftExchange329e…@"). */
const DAEMON = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon|microsoftexchange[0-9a-f]{32})@/i;
/** An address nobody reads: noreply, no-reply, do-not-reply, donotreply (as the whole local part or one of its words). */
const NO_REPLY = /(^|[.+_-])(no-?reply|do-?not-?reply|donotreply)([.+_-][^@]*)?@/i;

export function classifyAutomated(mail: NormalisedMail, ownAddresses: readonly string[] = []): AutomatedVerdict {
  const contentType = header(mail, "content-type") ?? "";
  if (/multipart\/report/i.test(contentType)) {
    const reportType = /report-type\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? "";
    if (reportType === "delivery-status")
      return {
        automated: true,
        kind: "BOUNCE",
        evidence: "Content-Type: multipart/report; report-type=delivery-status",
      };
    if (reportType === "disposition-notification")
      return {
        automated: true,
        kind: "AUTO_REPLY",
        evidence: "Content-Type: multipart/report; report-type=disposition-notification (a read receipt)",
      };
    return {
      automated: true,
      kind: "BULK",
      evidence: `Content-Type: multipart/report${reportType ? `; report-type=${reportType}` : ""}`,
    };
  }
  if (mail.deliveryStatus) return { automated: true, kind: "BOUNCE", evidence: "a message/delivery-status part" };
  if (mail.attachments.some((a) => /^message\/(global-)?disposition-notification$/i.test(a.contentType)))
    return {
      automated: true,
      kind: "AUTO_REPLY",
      evidence: "a message/disposition-notification part (a read receipt)",
    };
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
  if (mail.returnPath !== null && /^\s*<?\s*(mailer-daemon|postmaster)\b/i.test(mail.returnPath))
    return { automated: true, kind: "BOUNCE", evidence: `Return-Path: ${mail.returnPath.trim()}` };
  if (mail.envelope && mail.envelope.from !== null && mail.envelope.from.trim().replace(/[<>]/g, "") === "") {
    return { automated: true, kind: "AUTO_REPLY", evidence: "empty envelope sender (MAIL FROM:<>)" };
  }
  const precedence = (header(mail, "precedence") ?? header(mail, "x-precedence"))?.trim().toLowerCase();
  if (precedence === "bulk" || precedence === "junk") {
    return { automated: true, kind: "BULK", evidence: `Precedence: ${precedence}` };
  }
  if (precedence === "list") return { automated: true, kind: "LIST", evidence: "Precedence: list" };
  if (precedence === "auto_reply" || precedence === "auto-reply")
    return { automated: true, kind: "AUTO_REPLY", evidence: `Precedence: ${precedence}` };
  for (const key of ["list-id", "list-unsubscribe", "list-post", "list-help"]) {
    const value = header(mail, key);
    if (value !== null) {
      const name = key.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());
      return { automated: true, kind: "LIST", evidence: `${name}: ${value.slice(0, 120)}` };
    }
  }
  for (const key of ["x-autoreply", "x-autorespond", "x-auto-reply", "x-mail-autoreply", "x-autogenerated"]) {
    const value = header(mail, key);
    if (value !== null) return { automated: true, kind: "AUTO_REPLY", evidence: `${key}: ${value.slice(0, 80)}` };
  }
  // Exchange stamps what its own agents write (automatic replies, rules, transport notices).
  for (const key of ["x-ms-exchange-generated-message-source", "x-ms-exchange-inbox-rules-loop"]) {
    const value = header(mail, key);
    if (value !== null) return { automated: true, kind: "AUTO_REPLY", evidence: `${key}: ${value.slice(0, 80)}` };
  }
  if (/^\s*text\/calendar\b/i.test(contentType) && /method\s*=\s*"?reply/i.test(contentType))
    return { automated: true, kind: "AUTO_REPLY", evidence: "Content-Type: text/calendar; method=REPLY" };
  const from = mail.from?.address ?? "";
  if (DAEMON.test(from)) return { automated: true, kind: "BOUNCE", evidence: `From: ${from}` };
  if (BOUNCE_SUBJECT.test(mail.subject))
    return { automated: true, kind: "BOUNCE", evidence: `Subject: ${mail.subject}` };
  if (AUTO_SUBJECT.test(mail.subject)) {
    return { automated: true, kind: "AUTO_REPLY", evidence: `Subject: ${mail.subject.slice(0, 120)}` };
  }
  // A no-reply sender cannot be answered; a web form that sends from one names the person in Reply-To.
  if (NO_REPLY.test(from) && !mail.replyTo.some((p) => p.address !== from && !NO_REPLY.test(p.address)))
    return { automated: true, kind: "BULK", evidence: `From: ${from} (a no-reply address, no Reply-To)` };
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
