import type { InboundParty } from "../../../domain/inbound-message.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { listAgencyUsers } from "../identity/agency.service.ts";
import type { NormalisedMail } from "./mail-parse.ts";
import { htmlToText, inlineForwardOf, isForwardSubject, splitQuoted } from "./mail-text.ts";

/**
 * Who an inbound message is from and what it says (ADR 067): a colleague's forward is the
 * client's message; the receiving server's authentication verdicts. Read by ingest.service.ts.
 */

export interface Attribution {
  from: InboundParty | null;
  forwardedBy?: InboundParty;
  text: string;
  quotedText: string | null;
  subject: string;
}

/**
 * Who the message is from and what it says. A message forwarded by one of the agency's own
 * people (an agency user's address, or their domain) is the original sender's; anyone else's
 * forward stays theirs, with what they forwarded kept as quoted material.
 */
export function attribute(mail: NormalisedMail, staff: { emails: Set<string>; domains: Set<string> }): Attribution {
  const baseText = mail.text.trim() ? mail.text : mail.html ? htmlToText(mail.html) : "";
  const sender = mail.from;
  const isStaff = (party: InboundParty | null) =>
    Boolean(party && (staff.emails.has(party.address) || staff.domains.has(party.address.split("@")[1] ?? "")));
  const attached = mail.attachedMessages[0];
  if (isStaff(sender) && attached?.from && (isForwardSubject(mail.subject) || !baseText.trim())) {
    const inner = splitQuoted(attached.text.trim() ? attached.text : attached.html ? htmlToText(attached.html) : "");
    return {
      from: attached.from,
      forwardedBy: sender!,
      text: inner.text,
      quotedText:
        [baseText.trim() ? `Note from ${sender!.address} when forwarding:\n${baseText.trim()}` : null, inner.quoted]
          .filter(Boolean)
          .join("\n\n") || null,
      subject: attached.subject || mail.subject,
    };
  }
  const forward = isStaff(sender) ? inlineForwardOf(baseText, mail.subject) : null;
  if (forward?.from && !isStaff(forward.from)) {
    const inner = splitQuoted(forward.text);
    return {
      from: forward.from,
      forwardedBy: sender!,
      text: inner.text,
      quotedText:
        [forward.note ? `Note from ${sender!.address} when forwarding:\n${forward.note}` : null, inner.quoted]
          .filter(Boolean)
          .join("\n\n") || null,
      subject: forward.subject ?? mail.subject,
    };
  }
  const split = splitQuoted(baseText);
  return { from: sender, text: split.text, quotedText: split.quoted, subject: mail.subject };
}

/** SPF/DKIM/DMARC as the receiving server wrote them: the topmost Authentication-Results (a sender can add its own below). */
export function authenticationOf(mail: NormalisedMail) {
  const results = mail.headers.find((h) => h.key === "authentication-results")?.value;
  const spfHeader = mail.headers.find((h) => h.key === "received-spf")?.value;
  if (!results && !spfHeader) return null;
  const verdict = (name: string) =>
    results ? new RegExp(`\\b${name}=([a-z]+)`, "i").exec(results)?.[1]?.toLowerCase() : undefined;
  const spf = verdict("spf") ?? spfHeader?.trim().split(/\s/)[0]?.toLowerCase();
  return {
    ...(spf ? { spf } : {}),
    ...(verdict("dkim") ? { dkim: verdict("dkim") } : {}),
    ...(verdict("dmarc") ? { dmarc: verdict("dmarc") } : {}),
    evidence: (results ? `Authentication-Results: ${results}` : `Received-SPF: ${spfHeader}`)
      .replace(/\s+/g, " ")
      .slice(0, 500),
  };
}

/** The agency's own people: their addresses, and their domains unless a mailbox provider's. */
export async function agencyStaff(ctx: AgencyCtx) {
  const users = await listAgencyUsers(ctx);
  const emails = new Set(users.map((u) => u.email));
  const PUBLIC = /^(gmail|googlemail|yahoo|outlook|hotmail|live|icloud|me|aol|proton|protonmail)\./;
  const domains = new Set(
    users.map((u) => u.email.split("@")[1] ?? "").filter((domain) => domain && !PUBLIC.test(domain)),
  );
  return { emails, domains };
}
