import type { AutomatedVerdict } from "../../../domain/inbound-message.ts";

/**
 * Automated mail read from the message itself (ADR 068), after the pipeline's header rules
 * (Auto-Submitted, null return path, delivery reports, Precedence, List-*), which come first:
 * a relay or a forward often strips those headers. Only signals no person writes are taken: a
 * mailer daemon's address, a bounce's or an absence notice's subject together with its wording, a
 * "do not reply" sender or notice, an unsubscribe footer on list mail. A person's message that
 * mentions being away ("I'll be out of the office next week, can you send…") asks for something and
 * is not automated: a message that asks us for work is never judged automated from its words.
 */
export interface AutomatedInput {
  from: { address: string; name?: string };
  subject: string;
  text: string;
  automated?: AutomatedVerdict;
}

const DAEMON = /^(mailer-daemon|postmaster|mail-daemon|bounces?|mailerdaemon)(\+[^@]*)?@/i;
const NO_REPLY =
  /(^|[.+_-])(no-?reply|do-?not-?reply|donotreply|noreply)([.+_-]|@)|^(ebill|notifications?|notices?|alerts?)[\w.+-]*@/i;
const REPLY_SUBJECT = /^\s*(re|fw|fwd|aw|sv)\s*:/i;
const BOUNCE_SUBJECT =
  /^\s*(undeliverable|undelivered mail|delivery status notification|returned mail|failure notice|delivery failure|mail delivery failed|delivery has failed|non-?delivery)/i;
const BOUNCE_WORDS =
  /\b(could ?n[o']t be delivered|could not be delivered|unable to deliver|permanent(ly)? (fatal )?(error|failure|failed)|failed permanently|delivery to the following recipients? failed|recipient address rejected|host unknown|user unknown|no mx record|550[ -]5\.\d\.\d)\b/i;
const ABSENCE_SUBJECT =
  /^\s*(automatic reply|auto(matic)?[- ]?(reply|response)|autoreply|auto\s*:|out of (the )?office|away|vacation|on leave)\b/i;
const ABSENCE_WORDS =
  /\b(out of (the )?office|away from (my|the) desk|currently away|on (vacation|holiday|leave|annual leave|pto)|(limited|no) access to (e-?mail|my e-?mail)|(will|shall) (return|be back|respond|reply|get back to you)|upon my return|until my return|thank(s| you) for your (e-?mail|message)[.!,]? I)/i;
const AUTOMATED_NOTICE =
  /\b(this is an? (automated|automatic|auto-generated|system[- ]generated) (message|notice|e-?mail|notification|reply|response|acknowledge?ment|confirmation)|please do not reply to this (e-?mail|message|automated)|this (mailbox|inbox|address) is not monitored|do not reply to this (e-?mail|message))\b/i;
/** Absence said so that no person writing to us would put it: "will not be checking email", "will respond when I am back". */
const ABSENCE_STRONG =
  /\b(not (be )?checking (my )?e-?mail|(will|shall) (respond|reply|get back to you|answer)[^.]{0,30}\b(when|upon|once|after) (I('m| am)? )?(back|return|returning)|upon my return|until my return|(limited|no) access to (my )?e-?mail)\b/i;
const READ_RECEIPT_SUBJECT = /^\s*(read|not read|gelesen|lu)\s*:/i;
const READ_RECEIPT_WORDS = /\bwas read on\b|\bwas deleted without being read\b/i;
const UNSUBSCRIBE = /\bunsubscribe\b/i;
const LIST_MARKS =
  /(^\s*\[[^\]]{2,40}\])|\b(you (are receiving|received) this (message|e-?mail)|manage (your )?preferences|subscribed to)\b/i;
/** A request for work in the message: then a person wrote it. */
const ASKS =
  /\b(can|could|would|will) you\b|\bplease (still |also )?(send|add|cancel|issue|e-?mail|update|quote|remove|change|provide|resend|forward|make|get|renew|endorse|review|let me know)\b|\bi need\b|\bwe need\b/i;

export function automatedVerdictOf(message: AutomatedInput): AutomatedVerdict {
  if (message.automated?.automated) return message.automated;
  const from = message.from.address.toLowerCase();
  const subject = message.subject ?? "";
  const text = message.text ?? "";
  const reply = REPLY_SUBJECT.test(subject);
  const asks = ASKS.test(text);
  if (DAEMON.test(from)) return { automated: true, kind: "BOUNCE", evidence: `sent by ${from}` };
  if (!reply && BOUNCE_SUBJECT.test(subject) && BOUNCE_WORDS.test(text))
    return {
      automated: true,
      kind: "BOUNCE",
      evidence: `subject "${subject.trim()}" and "${BOUNCE_WORDS.exec(text)![0]}"`,
    };
  if (!reply && ABSENCE_SUBJECT.test(subject) && ABSENCE_WORDS.test(text) && !asks)
    return {
      automated: true,
      kind: "AUTO_REPLY",
      evidence: `subject "${subject.trim()}" and "${ABSENCE_WORDS.exec(text)![0]}"`,
    };
  if (ABSENCE_WORDS.test(text) && ABSENCE_STRONG.test(text) && !asks && text.split(/\s+/).length <= 80)
    return { automated: true, kind: "AUTO_REPLY", evidence: `"${ABSENCE_STRONG.exec(text)![0]}"` };
  if (READ_RECEIPT_SUBJECT.test(subject) && READ_RECEIPT_WORDS.test(text))
    return { automated: true, kind: "AUTO_REPLY", evidence: `a read receipt ("${READ_RECEIPT_WORDS.exec(text)![0]}")` };
  if (AUTOMATED_NOTICE.test(text) && !asks)
    return { automated: true, kind: "BULK", evidence: `"${AUTOMATED_NOTICE.exec(text)![0]}"` };
  if (NO_REPLY.test(from) && !asks) return { automated: true, kind: "BULK", evidence: `sent from ${from}` };
  if (UNSUBSCRIBE.test(text) && LIST_MARKS.test(`${subject}\n${text}`) && !asks)
    return { automated: true, kind: "LIST", evidence: "an unsubscribe footer" };
  return { automated: false };
}
