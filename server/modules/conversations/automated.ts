import type { AutomatedVerdict } from "../../../domain/inbound-message.ts";

/**
 * Automated mail read from the message itself (ADR 068, ADR 077), after the pipeline's header rules
 * (Auto-Submitted, null return path, delivery reports, Precedence, List-*), which come first:
 * a relay or a forward often strips those headers. Only signals no person writes are taken: a
 * mail server's address, the fixed wording of delivery reports and read receipts, an absence
 * notice's subject with its wording (in the languages responders use), a calendar's reply, a
 * ticket system's acknowledgement, an e-signature service's notice, a challenge-response filter, a
 * "do not reply" sender or notice, an unsubscribe footer on list mail. A person's message that
 * mentions being away ("I'll be out of the office next week, can you send…") asks for something and
 * is not automated: a message that asks us for work is never judged automated from its words alone,
 * except where the responder's own subject ("Automatic reply: …") or a machine's fixed wording says
 * who wrote it. A reply or a forward ("Re:", "Fwd:") is a person's unless a mail server's address
 * or a header said otherwise.
 */
export interface AutomatedInput {
  from: { address: string; name?: string };
  subject: string;
  text: string;
  automated?: AutomatedVerdict;
}

/** Mail servers' mailboxes, and Exchange's system mailbox ("MicrosoftExchange329e…@", its NDRs' sender). */
const DAEMON =
  /^(mailer-daemon|postmaster|mail-daemon|bounces?|mailerdaemon|microsoftexchange[0-9a-f]{32})(\+[^@]*)?@/i;
const NO_REPLY =
  /(^|[.+_-])(no-?reply|do-?not-?reply|donotreply|noreply)([.+_-]|@)|^(ebill|notifications?|notices?|alerts?|receipts?)[\w.+-]*@/i;
/** E-signature services: their notices ("Completed: …", "Please DocuSign: …") come from their own domains. */
const SIGNATURE_SERVICE =
  /@([\w-]+\.)*(docusign\.(net|com)|adobesign\.com|echosign\.com|hellosign\.com|dropboxsign\.com|pandadoc\.(com|net)|signnow\.com)$/i;
const REPLY_SUBJECT = /^\s*(re|fw|fwd|aw|sv|wg|tr|rv|antw|vs)\s*:/i;
const BOUNCE_SUBJECT =
  /^\s*(undeliverable|undelivered mail|delivery status notification|returned mail|failure notice|delivery failure|mail delivery failed|delivery has failed|non-?delivery|delivery delayed|delayed mail|unzustellbar|non remis|no se puede entregar|onbestelbaar|non recapitabile|warning: message delayed)/i;
const BOUNCE_WORDS =
  /\b(could ?n[o']t be delivered|could not be delivered|unable to deliver|permanent(ly)? (fatal )?(error|failure|failed)|failed permanently|delivery to the following recipients? failed|recipient address rejected|host unknown|user unknown|no mx record|550[ -]5\.\d\.\d|hasn't been delivered yet|has not (yet )?been delivered|konnte nicht (an folgende empfänger )?(übermittelt|zugestellt) werden|n'a pas pu être (remis|distribué)|no se (pudo|ha podido) entregar|kon niet worden bezorgd)/i;
/** A mail server's own sentences: nobody else writes them, so they decide alone (not in a reply or a forward). */
const DSN_WORDS =
  /(this message was created automatically by mail delivery software|this is the mail system at host|this is an automatically generated delivery status notification|delivery has failed to these recipients or groups|delivery is delayed to these recipients or groups|your message has been delivered to the following recipients|delivery to these recipients or groups is complete|this is the qmail-send program|i'm sorry to have to inform you that your message could not be delivered|ihre nachricht konnte nicht (an folgende empfänger )?(übermittelt|zugestellt) werden|votre message n'a pas pu être remis)/i;
/**
 * An absence responder's subject: its words then a colon (Exchange, Outlook, Gmail, Sieve's "Auto:",
 * and their translations), or a subject that is only the notice. Strong: with absence words it decides
 * even when the note points elsewhere ("please email my colleague…").
 */
const AUTO_SUBJECT_STRONG =
  /^\s*(automatic reply|auto(matic)?[- ]?(reply|response)|autoreply|out of (the )?office( auto ?reply)?|abwesenheitsnotiz|abwesend|automatische antwort|réponse automatique|absence du bureau|respuesta automática|respuesta automatica|fuera de la oficina|automatisch antwoord|afwezig|risposta automatica|fuori (sede|ufficio)|resposta automática|resposta automatica|ausente|autosvar|automaattinen vastaus|automatyczna odpowiedź|automatická odpověď|otomatik yanıt|автоматический ответ|自动回复|自動応答|自動回覆|자동 응답)\s*(:|：|$)/i;
const ABSENCE_SUBJECT =
  /^\s*((automatic reply|auto(matic)?[- ]?(reply|response)|autoreply|out of (the )?office|away|vacation|on leave)\b|auto\s*:)/i;
const ABSENCE_WORDS = new RegExp(
  [
    // English
    "\\b(out of (the )?office|away from (my|the) desk|currently away|on (vacation|holiday|leave|annual leave|maternity leave|paternity leave|pto)|(limited|no) access to (e-?mail|my e-?mail)|(will|shall) (return|be back|respond|reply|get back to you)|upon my return|until my return|thank(s| you) for your (e-?mail|message)[.!,]? I|travel(l)?ing (until|through|till|thru)|checking (my )?e-?mail (only )?(occasionally|intermittently|periodically|sporadically)|\\bout (until|till|through|thru)\\b|back (in the office )?on (monday|tuesday|wednesday|thursday|friday))",
    // French, German, Spanish, Dutch, Italian, Portuguese
    "absente? du bureau|je suis absente?|en congés?|de retour le|à mon retour",
    "nicht im büro|bin (bis|ab) .{0,40}(abwesend|nicht erreichbar|nicht im büro)|außer haus|keinen zugriff auf (meine )?e-?mails?|im urlaub|abwesend",
    "fuera de la oficina|de vacaciones|acceso limitado al correo|a mi regreso|estaré ausente|estoy ausente",
    "ben afwezig|niet op kantoor|beperkt toegang tot (mijn )?e-?mail|met vakantie|weer aanwezig",
    "fuori (ufficio|sede)|in ferie|al mio rientro|sono assente",
    "ausente do escritório|fora do escritório|de férias|no meu regresso|ao retornar|estou ausente",
  ].join("|"),
  "i",
);
/** Absence said so that no person writing to us would put it: "will not be checking email", "will respond when I am back". */
const ABSENCE_STRONG =
  /\b(not (be )?checking (my )?e-?mail|(will|shall) (respond|reply|get back to you|answer)[^.]{0,30}\b(when|upon|once|after) (I('m| am)? )?(back|return|returning)|upon my return|until my return|(limited|no) access to (my )?e-?mail|(on|from) (maternity|paternity|parental|medical|sick|extended) leave (until|through|till)|thank(s| you) for your (e-?mail|message)[.!,]? I('m| am) (currently )?(out|away|on (leave|vacation|holiday)))\b/i;
const READ_RECEIPT_SUBJECT =
  /^\s*(read|not read|gelesen|nicht gelesen|lu|non lu|leído|no leído|gelezen|niet gelezen|letto|lido|read receipt|return receipt)\b\s*(:|\()/i;
const READ_RECEIPT_WORDS =
  /\bwas read on\b|\bwas deleted without being read\b|wurde am .{1,60} gelesen|a été lu le|fue leído el|is gelezen op|è stato letto il|foi lido em/i;
/** A read receipt's fixed sentences (Thunderbird, Gmail, MDN text parts): they decide alone. */
const READ_RECEIPT_STRONG =
  /this is a return receipt for the mail that you sent|this is a receipt for the mail you sent to|this receipt verifies that the message has been displayed|this return receipt only acknowledges that the message was displayed/i;
const CALENDAR_SUBJECT =
  /^\s*(accepted|declined|tentative|tentatively accepted|angenommen|abgelehnt|mit vorbehalt angenommen|accepté|refusé|provisoire|aceptado|rechazado|geaccepteerd|afgewezen|voorlopig)\s*:/i;
const CALENDAR_WORDS =
  /\bhas (accepted|declined|tentatively accepted) (this|the|your) (meeting|invitation|event)\b|\binvitation from google calendar\b|\bhas invited you to (this|the) (event|meeting)\b/i;
const RECALL = /^\s*recall\s*:/i;
const RECALL_WORDS = /\bwould like to recall the message\b/i;
/** A ticket or case number a service desk gives ("[Ticket #12345]", "Case 00482913", "request (#48213)"). */
const TICKET_REF =
  /\[\s*#?\s*[a-z]*[- ]?\d{3,}\s*\]|\(#\d{3,}\)|\b(ticket|case|request|incident|reference|ref)\s*(no\.?|number|id)?\s*(is\s*)?[#:]?\s*#?[a-z]{0,4}-?\d{3,}/i;
/** A service desk's acknowledgement that it received something (in its own words, not a person's). */
const ACKNOWLEDGED =
  /\b(has been (received|created|opened|logged|submitted)|(we('ve| have)?|we) (received|logged|opened|created) your (request|message|e-?mail|inquiry|enquiry|ticket|case)|we would like to acknowledge that we have received|this is to confirm that we (have )?received|your (request|message|e-?mail|inquiry|enquiry) (has been|was) received|request received|ticket (received|created|opened)|a ticket has been created)\b/i;
const WILL_ANSWER =
  /\b(will (respond|reply|be in touch|get back to you|contact you|be reviewing)|(usually|typically|normally) within \d+|within (\d+|one|two|three) (business )?(hours?|days?))\b/i;
const CONTACT_SUBJECT =
  /^\s*(thank(s| you) for (contacting|your (e-?mail|message|inquiry|enquiry|request))|we('ve| have) received your)\b/i;
const AUTOMATED_NOTICE =
  /\b(this is an? (automated|automatic|auto-generated|automatically generated|system[- ]generated) (message|notice|e-?mail|notification|reply|response|acknowledge?ment|confirmation|receipt)|this (receipt|notification|notice|message|e-?mail|confirmation) (was|has been|is) (generated|sent) automatically|please do not reply to this (e-?mail|message|automated|notification)|this (mailbox|inbox|address) is not monitored|do not reply to this (e-?mail|message|notification)|replies to this (e-?mail|message|address) (are not|will not be) (monitored|read)|sent from an unmonitored (mailbox|address))\b/i;
/** A challenge-response filter holding a message until the sender proves to be a person. */
const CHALLENGE =
  /\b((verify|confirm) (that )?(you are|you're) (a )?(real person|human|not a (robot|spammer|bot))|(your|the) message .{0,60}(is being|has been|was|is) held (until|pending)|protect(ing)? (their|his|her|my) inbox from (junk|spam)|one-time verification)\b/i;
const UNSUBSCRIBE = /\bunsubscribe\b/i;
const LIST_MARKS =
  /(^\s*\[[^\]]{2,40}\])|\b(you (are receiving|received) this (message|e-?mail)|manage (your )?preferences|subscribed to)\b/i;
/** A request for work in the message: then a person wrote it. */
const ASKS =
  /\b(can|could|would|will) you\b|\bplease (still |also )?(send|add|cancel|issue|e-?mail|update|quote|remove|change|provide|resend|forward|make|get|renew|endorse|review|let me know)\b|\bi need\b|\bwe need\b/i;
/**
 * A person's own request, as a no-reply notice never puts it ("can you", "I need", a web form's
 * "Message:" field). Notices ask things too ("Please review the attached declarations", "Please
 * update your payment method"), so a no-reply sender is judged on these only.
 */
const PERSON_ASKS =
  /\b(can|could|would) you\b|\bi need\b|\bi('d| would) like\b|\bmy name is\b|^\s*(message|comments?)\s*:/im;
/**
 * A sentence that points the sender elsewhere, as absence notes do ("please email frontdesk@…",
 * "could you resend your message to manager@…", "call 614-555-0171"): it is not a request to us.
 */
const REDIRECT_VERB = /\b(contact|call|reach|e-?mail|phone|text|write to|get in touch|resend|re-send|forward)\b/i;
const REDIRECT_TARGET = /[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d ().-]{6,}\d/;

/** Whether the message asks us for work, leaving out sentences that only point elsewhere. */
function asksUs(text: string): boolean {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  return sentences.some((s) => ASKS.test(s) && !(REDIRECT_VERB.test(s) && REDIRECT_TARGET.test(s)));
}

export function automatedVerdictOf(message: AutomatedInput): AutomatedVerdict {
  if (message.automated?.automated) return message.automated;
  const from = message.from.address.toLowerCase();
  const subject = message.subject ?? "";
  const text = message.text ?? "";
  const reply = REPLY_SUBJECT.test(subject);
  const asks = asksUs(text);
  const said = (re: RegExp, where = text) => re.exec(where)![0].trim();
  if (DAEMON.test(from)) return { automated: true, kind: "BOUNCE", evidence: `sent by ${from}` };
  if (!reply && DSN_WORDS.test(text))
    return { automated: true, kind: "BOUNCE", evidence: `a mail server's report ("${said(DSN_WORDS)}")` };
  if (!reply && BOUNCE_SUBJECT.test(subject) && BOUNCE_WORDS.test(text))
    return { automated: true, kind: "BOUNCE", evidence: `subject "${subject.trim()}" and "${said(BOUNCE_WORDS)}"` };
  if (!reply && AUTO_SUBJECT_STRONG.test(subject) && ABSENCE_WORDS.test(text))
    return {
      automated: true,
      kind: "AUTO_REPLY",
      evidence: `a responder's subject "${subject.trim().slice(0, 80)}" and "${said(ABSENCE_WORDS)}"`,
    };
  if (!reply && ABSENCE_SUBJECT.test(subject) && ABSENCE_WORDS.test(text) && !asks)
    return {
      automated: true,
      kind: "AUTO_REPLY",
      evidence: `subject "${subject.trim()}" and "${said(ABSENCE_WORDS)}"`,
    };
  if (ABSENCE_WORDS.test(text) && ABSENCE_STRONG.test(text) && !asks && text.split(/\s+/).length <= 80)
    return { automated: true, kind: "AUTO_REPLY", evidence: `"${said(ABSENCE_STRONG)}"` };
  if (!reply && READ_RECEIPT_STRONG.test(text))
    return { automated: true, kind: "AUTO_REPLY", evidence: `a read receipt ("${said(READ_RECEIPT_STRONG)}")` };
  if (READ_RECEIPT_SUBJECT.test(subject) && READ_RECEIPT_WORDS.test(text))
    return { automated: true, kind: "AUTO_REPLY", evidence: `a read receipt ("${said(READ_RECEIPT_WORDS)}")` };
  if (!reply && CALENDAR_WORDS.test(text))
    return { automated: true, kind: "AUTO_REPLY", evidence: `a calendar's message ("${said(CALENDAR_WORDS)}")` };
  if (CALENDAR_SUBJECT.test(subject) && text.trim() === "")
    return { automated: true, kind: "AUTO_REPLY", evidence: `a calendar reply with no words ("${subject.trim()}")` };
  if (RECALL.test(subject) && RECALL_WORDS.test(text))
    return { automated: true, kind: "AUTO_REPLY", evidence: `a message recall ("${said(RECALL_WORDS)}")` };
  if (SIGNATURE_SERVICE.test(from))
    return { automated: true, kind: "BULK", evidence: `an e-signature service's notice (sent from ${from})` };
  if (!reply && CHALLENGE.test(text))
    return { automated: true, kind: "AUTO_REPLY", evidence: `a challenge-response filter ("${said(CHALLENGE)}")` };
  const both = `${subject}\n${text}`;
  if (
    !reply &&
    !asks &&
    ACKNOWLEDGED.test(both) &&
    (TICKET_REF.test(both) || WILL_ANSWER.test(text) || CONTACT_SUBJECT.test(subject))
  )
    return {
      automated: true,
      kind: "AUTO_REPLY",
      evidence: `an automatic acknowledgement ("${said(ACKNOWLEDGED, both)}")`,
    };
  if (AUTOMATED_NOTICE.test(text) && !asks)
    return { automated: true, kind: "BULK", evidence: `"${said(AUTOMATED_NOTICE)}"` };
  if (NO_REPLY.test(from) && !PERSON_ASKS.test(text))
    return { automated: true, kind: "BULK", evidence: `sent from ${from}` };
  if (UNSUBSCRIBE.test(text) && LIST_MARKS.test(both) && !asks)
    return { automated: true, kind: "LIST", evidence: "an unsubscribe footer" };
  return { automated: false };
}
