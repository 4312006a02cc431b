import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import type { Ctx } from "../../lib/context.ts";
import { emailMessages, emailThreads } from "./email-threads.table.ts";

/**
 * Threading both ways (ADR 067). Inbound: In-Reply-To, then References (newest first), against
 * every stored Message-ID of the agency (Cara's sent ones and those received); then the
 * plus-address token of a recipient; then the normalised subject with a shared participant in
 * the last 30 days. Outbound: the headers a reply carries so Gmail and Outlook thread it.
 */

export type ThreadMatch = {
  threadId: string;
  by: "IN_REPLY_TO" | "REFERENCES" | "TOKEN" | "SUBJECT";
  evidence: string;
};

/** A fresh plus-address token: `th_` and 10 lower-case letters or digits. */
export const newThreadToken = () =>
  `th_${randomBytes(8)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .padEnd(10, "0")
    .slice(0, 10)}`;

const TOKEN = /\+(th_[a-z0-9]{6,16})@/i;

/** The thread token in any of these addresses (`service+th_8f3a2c91@…`), or null. */
export function threadTokenOf(addresses: readonly string[]): string | null {
  for (const address of addresses) {
    const match = TOKEN.exec(address);
    if (match) return match[1]!.toLowerCase();
  }
  return null;
}

export async function threadOfMessageIds(ctx: Ctx, agencyId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ rfcMessageId: emailMessages.rfcMessageId, threadId: emailMessages.threadId })
    .from(emailMessages)
    .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
    .where(and(eq(emailThreads.agencyId, agencyId), inArray(emailMessages.rfcMessageId, ids.slice(0, 200))));
  return new Map(rows.map((row) => [row.rfcMessageId!, row.threadId]));
}

export async function matchThread(
  ctx: Ctx,
  input: {
    agencyId: string;
    inReplyTo: string | null;
    references: string[];
    recipients: string[];
    normalizedSubject: string;
    participants: string[];
    at: Date;
  },
): Promise<ThreadMatch | null> {
  const { agencyId } = input;
  const byId = await threadOfMessageIds(ctx, agencyId, [
    ...(input.inReplyTo ? [input.inReplyTo] : []),
    ...input.references,
  ]);
  if (input.inReplyTo && byId.has(input.inReplyTo)) {
    return { threadId: byId.get(input.inReplyTo)!, by: "IN_REPLY_TO", evidence: `In-Reply-To: ${input.inReplyTo}` };
  }
  for (const id of [...input.references].reverse()) {
    if (byId.has(id)) return { threadId: byId.get(id)!, by: "REFERENCES", evidence: `References: ${id}` };
  }
  const token = threadTokenOf(input.recipients);
  if (token) {
    const [thread] = await ctx.db
      .select({ id: emailThreads.id })
      .from(emailThreads)
      .where(and(eq(emailThreads.agencyId, agencyId), eq(emailThreads.token, token)));
    if (thread) return { threadId: thread.id, by: "TOKEN", evidence: `plus-address token ${token}` };
  }
  if (input.normalizedSubject.length >= 3 && input.participants.length > 0) {
    const since = new Date(input.at.getTime() - 30 * 24 * 3600 * 1000);
    const candidates = await ctx.db
      .select({ id: emailThreads.id, participants: emailThreads.participants })
      .from(emailThreads)
      .where(
        and(
          eq(emailThreads.agencyId, agencyId),
          eq(emailThreads.normalizedSubject, input.normalizedSubject),
          gte(emailThreads.updatedAt, since),
        ),
      )
      .orderBy(desc(emailThreads.updatedAt))
      .limit(20);
    const wanted = new Set(input.participants);
    const found = candidates.find((thread) => thread.participants.some((p) => wanted.has(p)));
    if (found) {
      return {
        threadId: found.id,
        by: "SUBJECT",
        evidence: `subject "${input.normalizedSubject}" with a participant in common`,
      };
    }
  }
  return null;
}

/** A new RFC Message-ID on the agency's mail domain: `<uuid@domain>`. */
export const newMessageId = (domain: string) =>
  `<${randomUUID()}@${domain.replace(/[^A-Za-z0-9.-]/g, "") || "cara.localhost"}>`;

/** FILETIME (100 ns since 1601-01-01) of a date, as a bigint. */
const fileTimeOf = (at: Date) => (BigInt(at.getTime()) + 11_644_473_600_000n) * 10_000n;

/**
 * Outlook's Thread-Index ([MS-OXOMSG] 2.2.1.3, not checked against a live Outlook): a new
 * conversation is 22 bytes (a reserved 0x01, the 5 high bytes of the FILETIME, a 16-byte GUID);
 * a reply appends a 5-byte child block with the time since the header's time.
 */
export function threadIndexFor(parentIndex: string | null, at: Date): string {
  const now = fileTimeOf(at);
  const parent = parentIndex ? Buffer.from(parentIndex, "base64") : null;
  if (!parent || parent.length < 22 || (parent.length - 22) % 5 !== 0) {
    const header = Buffer.alloc(22);
    const time = Buffer.alloc(8);
    time.writeBigUInt64BE(now);
    header[0] = 0x01;
    time.copy(header, 1, 1, 6);
    randomBytes(16).copy(header, 6);
    return header.toString("base64");
  }
  const headerTime = Buffer.alloc(8);
  parent.copy(headerTime, 1, 1, 6);
  let delta = now - headerTime.readBigUInt64BE();
  if (delta < 0n) delta = 0n;
  const block = Buffer.alloc(5);
  // code bit 0: the difference is bits 48..18 of the time delta (when it fits), else bits 53..23
  const small = delta < 1n << 49n;
  const bits = small ? (delta >> 18n) & 0x7fffffffn : ((delta >> 23n) & 0x7fffffffn) | 0x80000000n;
  block.writeUInt32BE(Number(bits), 0);
  block[4] = randomBytes(1)[0]!;
  return Buffer.concat([parent, block]).toString("base64");
}

export interface ParentForReply {
  rfcMessageId: string | null;
  references: string[];
  subject: string | null;
  threadTopic: string | null;
  threadIndex: string | null;
}

export interface OutboundThreadingHeaders {
  /** Store it on the outbound message (email_messages.rfc_message_id) before sending. */
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  headers: { "Thread-Topic": string; "Thread-Index": string };
}

/**
 * The threading headers of a message Cara sends (for nodemailer: `messageId`, `inReplyTo`,
 * `references`, `headers`): a new Message-ID on `domain`; replying to `parent`, In-Reply-To its
 * id and References its references plus its id (at most the last 20); one `Re:`; Thread-Topic
 * kept and Thread-Index extended.
 */
export function buildOutboundThreadingHeaders(input: {
  domain: string;
  parent: ParentForReply | null;
  subject: string;
  at?: Date;
}): OutboundThreadingHeaders {
  const at = input.at ?? new Date();
  const parent = input.parent;
  const baseSubject = (parent?.subject ?? input.subject).replace(/^\s*((re|fwd?|fw|aw)\s*:\s*)+/i, "").trim();
  const references = parent?.rfcMessageId
    ? [...parent.references.filter((id) => id !== parent.rfcMessageId), parent.rfcMessageId].slice(-20)
    : [];
  return {
    messageId: newMessageId(input.domain),
    inReplyTo: parent?.rfcMessageId ?? null,
    references,
    subject: parent ? `Re: ${baseSubject}` : input.subject,
    headers: {
      "Thread-Topic": parent?.threadTopic ?? baseSubject,
      "Thread-Index": threadIndexFor(parent?.threadIndex ?? null, at),
    },
  };
}
