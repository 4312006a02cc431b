import { createHash } from "node:crypto";
import PostalMime, { addressParser, decodeWords, type Address, type Email } from "postal-mime";
import type { InboundParty } from "../../../domain/inbound-message.ts";
import type { InboundProvider } from "./email-threads.table.ts";
import { readForm } from "./multipart-form.ts";

/**
 * Every provider's body read into one shape (ADR 067): MIME through postal-mime (raw MIME, the
 * SMTP listener, SendGrid's raw mode, Mailgun's `body-mime`, Postmark's `RawEmail`), otherwise
 * the provider's parsed fields with the header block it gives.
 */

export interface MailHeader {
  /** Lower-case name. */
  key: string;
  value: string;
}

export interface RawAttachment {
  name: string;
  contentType: string;
  bytes: Uint8Array;
  contentId?: string;
  inline: boolean;
}

export interface NormalisedMail {
  headers: MailHeader[];
  from: InboundParty | null;
  replyTo: InboundParty[];
  to: InboundParty[];
  cc: InboundParty[];
  /** Every To and Cc address before any cap (a message to 5,000 people says so). */
  recipientCount: number;
  subject: string;
  date: Date | null;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  text: string;
  html: string | null;
  attachments: RawAttachment[];
  /** Forwarded messages attached whole (message/rfc822), parsed. */
  attachedMessages: NormalisedMail[];
  /** A DSN's machine-readable part (message/delivery-status) and the bounced message's headers. */
  deliveryStatus: string | null;
  bouncedHeaders: string | null;
  /** The raw Return-Path header value ("<>" is the null return path), when present. */
  returnPath: string | null;
  envelope: { from: string | null; to: string[] } | null;
}

/** Why a body could not be read at all: kept on the message, shown on the thread. */
export class MailParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MailParseError";
  }
}

const POSTAL_OPTIONS = {
  attachmentEncoding: "arraybuffer" as const,
  rfc822Attachments: true,
  maxNestingDepth: 64,
  maxRfc822NestingDepth: 5,
};

const ID = /<[^<>\s]+>/g;
/** `<a@b> <c@d>` (or unbracketed, or comma-separated) → each id with its brackets. */
export function messageIdsOf(value: string | null | undefined): string[] {
  if (!value) return [];
  const bracketed = value.match(ID);
  if (bracketed) return bracketed;
  return value
    .split(/[\s,]+/)
    .filter((part) => part.includes("@"))
    .map((part) => `<${part}>`);
}

const oneId = (value: string | null | undefined) => messageIdsOf(value)[0] ?? null;

function partiesOf(addresses: Address[] | Address | undefined): InboundParty[] {
  const list = Array.isArray(addresses) ? addresses : addresses ? [addresses] : [];
  const parties: InboundParty[] = [];
  for (const address of list) {
    const members = address.group ?? [address];
    for (const member of members) {
      if (!member.address || !member.address.includes("@")) continue;
      parties.push({
        address: member.address.trim().toLowerCase(),
        ...(member.name ? { name: fixC1(member.name) } : {}),
      });
    }
  }
  return parties;
}

/** Parses an address header value (`"Name" <a@b>, c@d`) with postal-mime's parser. */
export function partiesOfHeader(value: string | null | undefined): InboundParty[] {
  if (!value) return [];
  try {
    return partiesOf(addressParser(decodeWords(value)) as Address[]);
  } catch {
    return [];
  }
}

const bytesOf = (content: ArrayBuffer | Uint8Array | string) =>
  typeof content === "string"
    ? new TextEncoder().encode(content)
    : content instanceof Uint8Array
      ? content
      : new Uint8Array(content);

const parseDate = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Windows-1252's characters in 0x80–0x9F (–, —, ‘, ’, “, ”, €, …). Node's TextDecoder decodes
 * "windows-1252" as ISO-8859-1 there, leaving C1 control characters; no real mail means those.
 */
const CP1252_C1 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
export const fixC1 = (text: string) =>
  /[\u0080-\u009f]/.test(text) ? text.replace(/[\u0080-\u009f]/g, (c) => CP1252_C1[c.charCodeAt(0) - 0x80]!) : text;

const headerOf = (headers: MailHeader[], key: string) => headers.find((h) => h.key === key)?.value ?? null;

/** MIME bytes read with postal-mime; throws MailParseError when they hold no message. */
export async function parseMime(bytes: Uint8Array, depth = 0): Promise<NormalisedMail> {
  let email: Email;
  try {
    email = await PostalMime.parse(bytes, POSTAL_OPTIONS);
  } catch (error) {
    throw new MailParseError(`The message could not be read as MIME: ${(error as Error).message}`);
  }
  const headers = email.headers.map((h) => ({ key: h.key.toLowerCase(), value: h.value }));
  const known = ["from", "to", "subject", "date", "message-id", "received", "mime-version", "content-type"];
  if (!headers.some((h) => known.includes(h.key))) {
    throw new MailParseError(
      "This is not an email message: it has none of the headers every message has (From, To, Subject, Date, Message-ID).",
    );
  }
  const attachments: RawAttachment[] = [];
  const attachedMessages: NormalisedMail[] = [];
  let deliveryStatus: string | null = null;
  let bouncedHeaders: string | null = null;
  for (const attachment of email.attachments) {
    const type = attachment.mimeType.toLowerCase();
    const content = bytesOf(attachment.content);
    if (type === "message/delivery-status" || type === "message/global-delivery-status") {
      deliveryStatus = new TextDecoder().decode(content);
      continue;
    }
    if (type === "text/rfc822-headers" || type === "message/rfc822-headers") {
      bouncedHeaders = new TextDecoder().decode(content);
      continue;
    }
    if ((type === "message/rfc822" || type === "message/global") && depth < 3) {
      try {
        const inner = await parseMime(content, depth + 1);
        attachedMessages.push(inner);
        if (!bouncedHeaders && /multipart\/report/i.test(headerOf(headers, "content-type") ?? "")) {
          bouncedHeaders = inner.headers.map((h) => `${h.key}: ${h.value}`).join("\n");
        }
        continue;
      } catch {
        // kept as a file below
      }
    }
    attachments.push({
      name: attachment.filename ?? (type === "message/rfc822" ? "forwarded-message.eml" : "attachment"),
      contentType: type,
      bytes: content,
      ...(attachment.contentId ? { contentId: attachment.contentId.replace(/^<|>$/g, "") } : {}),
      inline: attachment.disposition === "inline" || Boolean(attachment.related),
    });
  }
  const to = partiesOf(email.to);
  const cc = partiesOf(email.cc);
  return {
    headers,
    from: partiesOf(email.from)[0] ?? null,
    replyTo: partiesOf(email.replyTo),
    to,
    cc,
    recipientCount: to.length + cc.length,
    subject: fixC1(email.subject ?? ""),
    date: parseDate(email.date),
    messageId: oneId(email.messageId),
    inReplyTo: oneId(email.inReplyTo),
    references: messageIdsOf(email.references),
    text: fixC1(email.text ?? ""),
    html: email.html ? fixC1(email.html) : null,
    attachments,
    attachedMessages,
    deliveryStatus,
    bouncedHeaders,
    returnPath: headerOf(headers, "return-path"),
    envelope: null,
  };
}

/** A header block alone (SendGrid's `headers`, Postmark's and Mailgun's header lists) read as a message without a body. */
async function parseHeaderBlock(block: string): Promise<NormalisedMail> {
  const cleaned = block
    .replace(/\r?\n(?=[ \t])/g, "") // unfold continuation lines first
    .split(/\r?\n/)
    .filter((line) => line.trim() && !/^content-(type|transfer-encoding):/i.test(line))
    .join("\r\n");
  return parseMime(new TextEncoder().encode(`${cleaned}\r\n\r\n`));
}

const headerLines = (pairs: Array<[string, string]>) =>
  pairs
    .filter(([name]) => !/^content-(type|transfer-encoding)$/i.test(name))
    .map(([name, value]) => `${name}: ${value.replace(/\r?\n/g, " ")}`)
    .join("\r\n");

function decodeCharset(bytes: Buffer | undefined, charset: string | undefined): string {
  if (!bytes) return "";
  try {
    return fixC1(new TextDecoder(charset || "utf-8").decode(bytes));
  } catch {
    return new TextDecoder("utf-8").decode(bytes); // an unknown charset name
  }
}

interface PostmarkInbound {
  MessageID?: string;
  From?: string;
  FromFull?: { Email?: string; Name?: string };
  ToFull?: Array<{ Email?: string; Name?: string }>;
  CcFull?: Array<{ Email?: string; Name?: string }>;
  To?: string;
  Cc?: string;
  ReplyTo?: string;
  Subject?: string;
  Date?: string;
  OriginalRecipient?: string;
  TextBody?: string;
  HtmlBody?: string;
  RawEmail?: string;
  Headers?: Array<{ Name?: string; Value?: string }>;
  Attachments?: Array<{ Name?: string; Content?: string; ContentType?: string; ContentID?: string }>;
}

const party = (email: string | undefined, name?: string): InboundParty | null =>
  email && email.includes("@") ? { address: email.trim().toLowerCase(), ...(name ? { name } : {}) } : null;

export function readPostmark(body: Buffer): PostmarkInbound {
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    throw new MailParseError("Postmark's body is not JSON");
  }
  if (!json || typeof json !== "object" || Array.isArray(json))
    throw new MailParseError("Postmark's body is not an object");
  return json as PostmarkInbound;
}

async function fromPostmark(body: Buffer): Promise<NormalisedMail> {
  const json = readPostmark(body);
  if (json.RawEmail) return parseMime(new TextEncoder().encode(json.RawEmail));
  const pairs = (json.Headers ?? [])
    .filter((h) => h.Name && typeof h.Value === "string")
    .map((h) => [h.Name!, h.Value!] as [string, string]);
  if (json.From) pairs.push(["From", json.FromFull?.Name ? `"${json.FromFull.Name}" <${json.From}>` : json.From]);
  if (json.To) pairs.push(["To", json.To]);
  if (json.Cc) pairs.push(["Cc", json.Cc]);
  if (json.Subject) pairs.push(["Subject", json.Subject]);
  if (json.Date) pairs.push(["Date", json.Date]);
  const mail = await parseHeaderBlock(headerLines(pairs));
  const to = (json.ToFull ?? []).map((p) => party(p.Email, p.Name)).filter((p): p is InboundParty => p !== null);
  const cc = (json.CcFull ?? []).map((p) => party(p.Email, p.Name)).filter((p): p is InboundParty => p !== null);
  return {
    ...mail,
    from: party(json.FromFull?.Email ?? json.From, json.FromFull?.Name) ?? mail.from,
    to: to.length ? to : mail.to,
    cc: cc.length ? cc : mail.cc,
    recipientCount: Math.max(to.length + cc.length, mail.recipientCount),
    subject: json.Subject ?? mail.subject,
    text: json.TextBody ?? "",
    html: json.HtmlBody || null,
    attachments: (json.Attachments ?? []).map((a) => ({
      name: a.Name || "attachment",
      contentType: (a.ContentType || "application/octet-stream").toLowerCase(),
      bytes: Buffer.from(a.Content ?? "", "base64"),
      ...(a.ContentID ? { contentId: a.ContentID.replace(/^<|>$/g, "") } : {}),
      inline: Boolean(a.ContentID),
    })),
    envelope: json.OriginalRecipient ? { from: null, to: [json.OriginalRecipient.toLowerCase()] } : null,
  };
}

async function fromSendgrid(body: Buffer, contentType: string): Promise<NormalisedMail> {
  const form = readForm(body, contentType);
  let envelope: NormalisedMail["envelope"] = null;
  try {
    const parsed = JSON.parse(form.field("envelope") ?? "null") as { to?: unknown; from?: unknown } | null;
    if (parsed) {
      envelope = {
        from: typeof parsed.from === "string" ? parsed.from.toLowerCase() : null,
        to: Array.isArray(parsed.to)
          ? parsed.to.filter((t): t is string => typeof t === "string").map((t) => t.toLowerCase())
          : [],
      };
    }
  } catch {
    envelope = null;
  }
  const raw = form.bytes("email");
  if (raw) return { ...(await parseMime(raw)), envelope };
  const headers = form.field("headers");
  if (!headers) throw new MailParseError("SendGrid's post has neither the raw message (email) nor its headers");
  let charsets: Record<string, string> = {};
  try {
    charsets = JSON.parse(form.field("charsets") ?? "{}") as Record<string, string>;
  } catch {
    charsets = {};
  }
  const mail = await parseHeaderBlock(headers);
  let info: Record<string, { filename?: string; name?: string; type?: string; "content-id"?: string }> = {};
  try {
    info = JSON.parse(form.field("attachment-info") ?? "{}") as typeof info;
  } catch {
    info = {};
  }
  const subject = form.bytes("subject");
  return {
    ...mail,
    subject: subject ? decodeCharset(subject, charsets.subject) : mail.subject,
    text: decodeCharset(form.bytes("text"), charsets.text),
    html: form.bytes("html") ? decodeCharset(form.bytes("html"), charsets.html) : null,
    attachments: form.files.map((file) => {
      const meta = info[file.name] ?? {};
      const contentId = meta["content-id"];
      return {
        name: meta.filename ?? file.filename ?? "attachment",
        contentType: (meta.type ?? file.contentType ?? "application/octet-stream").toLowerCase(),
        bytes: file.bytes,
        ...(contentId ? { contentId: contentId.replace(/^<|>$/g, "") } : {}),
        inline: Boolean(contentId),
      };
    }),
    envelope,
  };
}

async function fromMailgun(body: Buffer, contentType: string): Promise<NormalisedMail> {
  const form = readForm(body, contentType);
  const envelope = {
    from: form.field("sender")?.toLowerCase() ?? null,
    to: (form.field("recipient") ?? "")
      .split(",")
      .map((r) => r.trim().toLowerCase())
      .filter(Boolean),
  };
  const raw = form.bytes("body-mime");
  if (raw) return { ...(await parseMime(raw)), envelope };
  let pairs: Array<[string, string]> = [];
  try {
    const parsed = JSON.parse(form.field("message-headers") ?? "[]") as unknown;
    if (Array.isArray(parsed)) {
      pairs = parsed.filter(
        (p): p is [string, string] => Array.isArray(p) && typeof p[0] === "string" && typeof p[1] === "string",
      );
    }
  } catch {
    pairs = [];
  }
  if (pairs.length === 0 && form.field("from")) {
    pairs = [
      ["From", form.field("from")!],
      ["Subject", form.field("subject") ?? ""],
    ];
  }
  if (pairs.length === 0) throw new MailParseError("Mailgun's post has neither the raw message nor its headers");
  const mail = await parseHeaderBlock(headerLines(pairs));
  let contentIds: Record<string, string> = {};
  try {
    contentIds = JSON.parse(form.field("content-id-map") ?? "{}") as Record<string, string>;
  } catch {
    contentIds = {};
  }
  const cidOf = (field: string) =>
    Object.entries(contentIds)
      .find(([, name]) => name === field)?.[0]
      ?.replace(/^<|>$/g, "");
  return {
    ...mail,
    text: form.field("body-plain") ?? "",
    html: form.field("body-html") ?? null,
    attachments: form.files.map((file) => {
      const contentId = cidOf(file.name);
      return {
        name: file.filename ?? "attachment",
        contentType: (file.contentType ?? "application/octet-stream").toLowerCase(),
        bytes: file.bytes,
        ...(contentId ? { contentId } : {}),
        inline: Boolean(contentId),
      };
    }),
    envelope,
  };
}

/** A stored inbound body (email_inbound.raw) read into the one shape. */
export async function parseStoredInbound(
  provider: InboundProvider,
  contentType: string,
  raw: Uint8Array,
): Promise<NormalisedMail> {
  const body = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  switch (provider) {
    case "POSTMARK":
      return fromPostmark(body);
    case "SENDGRID":
      return fromSendgrid(body, contentType);
    case "MAILGUN":
      return fromMailgun(body, contentType);
    default:
      return parseMime(body);
  }
}

/** The Message-ID in a MIME header block, read without parsing the body (the webhook's dedup key, before 2xx). */
export function scanMessageId(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 256 * 1024)).toString("latin1");
  const end = head.search(/\r?\n\r?\n/);
  const block = (end >= 0 ? head.slice(0, end) : head).replace(/\r?\n[ \t]+/g, " ");
  const line = /^message-id:\s*(.*)$/im.exec(block);
  return line ? oneId(line[1]) : null;
}

/** The deduplication key of a stored message: its Message-ID, or a digest of what arrived. */
export function dedupKeyOf(messageId: string | null, raw: Uint8Array): string {
  return messageId ? `mid:${messageId}` : `sha256:${createHash("sha256").update(raw).digest("hex")}`;
}
