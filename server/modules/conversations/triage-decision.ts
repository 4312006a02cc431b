import type { AutomatedVerdict, InboundMessage } from "../../../domain/inbound-message.ts";
import { automatedVerdictOf } from "./automated.ts";
import { typeRequest, type RequestTyping } from "./request-typing.ts";
import { matchSender, type Directory, type SenderMatch } from "./sender-match.ts";

/**
 * The judgements triage makes on one inbound message before anything is written (ADR 068): is it
 * automated, whose is it, what does it ask. Pure: the job (triage.service.ts) and the evaluation
 * (eval/sets/email-triage.ts) call the same function, so what is measured is what runs.
 */
export interface TriageDecision {
  automated: AutomatedVerdict;
  match: SenderMatch;
  /** Null for automated mail: it asks nothing and gets no request. */
  typing: RequestTyping | null;
  /** Automated mail is never answered. */
  draftReply: boolean;
  createRequest: boolean;
  /**
   * Whether the reply may state the client's policy data: the sender is a contact on record of
   * the matched account and the provider did not report a failed DMARC/SPF/DKIM
   * (email-inbound.md §8). Otherwise the draft says what was received and a person checks.
   */
  mayDisclose: boolean;
  /** Why disclosure is held back, in the agent's words, when it is. */
  disclosureNote: string | null;
}

export type DecisionInput = Pick<
  InboundMessage,
  "from" | "forwardedBy" | "subject" | "text" | "attachments" | "automated" | "receivedAt" | "authentication"
>;

const FAILED = /\b(fail|softfail|permerror|temperror|none)\b/i;

export function authenticationVerdict(auth: InboundMessage["authentication"]): { ok: boolean; evidence: string } {
  if (!auth || (!auth.dmarc && !auth.spf && !auth.dkim))
    return { ok: true, evidence: "the provider reported no authentication results" };
  const parts = [`dmarc=${auth.dmarc ?? "?"}`, `spf=${auth.spf ?? "?"}`, `dkim=${auth.dkim ?? "?"}`].join(" ");
  if (auth.dmarc) return { ok: /\bpass\b/i.test(auth.dmarc), evidence: parts };
  const aligned = [auth.spf, auth.dkim].some((v) => v && /\bpass\b/i.test(v) && !FAILED.test(v));
  return { ok: aligned, evidence: parts };
}

export function decideTriage(message: DecisionInput, directory: Directory): TriageDecision {
  const automated = automatedVerdictOf(message);
  const attachments = message.attachments.map((a) => ({ name: a.name, text: a.text }));
  const match = matchSender({ ...message, attachments }, directory);
  if (automated.automated)
    return {
      automated,
      match,
      typing: null,
      draftReply: false,
      createRequest: false,
      mayDisclose: false,
      disclosureNote: null,
    };
  const typing = typeRequest({
    subject: message.subject,
    text: message.text,
    attachments,
    receivedAt: message.receivedAt,
  });
  const auth = authenticationVerdict(message.authentication);
  const contact = match.status === "MATCHED" && match.senderIsContact;
  const mayDisclose = contact && auth.ok;
  const disclosureNote = mayDisclose
    ? null
    : !contact
      ? "The sender is not a contact on record of the account, so the reply states no policy data until an agent confirms who they are."
      : `Sender authentication did not pass (${auth.evidence}), so the reply states no policy data until an agent checks.`;
  return { automated, match, typing, draftReply: true, createRequest: true, mayDisclose, disclosureNote };
}
