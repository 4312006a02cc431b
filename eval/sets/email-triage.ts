import type { InboundAttachment } from "../../domain/inbound-message.ts";
import { nameKey, type Directory } from "../../server/modules/conversations/sender-match.ts";
import { decideTriage, type TriageDecision } from "../../server/modules/conversations/triage-decision.ts";
import { classifyAutomated } from "../../server/modules/emails/automated.ts";
import type { MailHeader, NormalisedMail } from "../../server/modules/emails/mail-parse.ts";
import { EMAIL_BOOK, EMAIL_SET_RECEIVED_AT, type EmailCase } from "./email-book.ts";
import { EMAIL_DEV } from "./email-dev.ts";
import { EMAIL_KEPT_OUT } from "./email-kept-out.ts";
import type { SkillEvalRow, SkillEvalSet } from "./index.ts";

/**
 * Email triage (issue 30): each message of the set goes through the same decision the triage job
 * makes (server/modules/conversations/triage-decision.ts) against the set's book of accounts.
 * Printed per split: type accuracy (of the messages a person wrote), account match (every
 * message: the expected account, or none when it cannot be told), field accuracy (each expected
 * per-type field: holder name and address parts and additional-insured flag, the additional
 * insured, the cancellation reason and date, the document, the question's words, the quote's
 * line), automated-mail precision and recall, and replies drafted to automated mail. The kept-out
 * split's failures are never printed.
 */

const DIRECTORY: Directory = {
  accounts: EMAIL_BOOK.map((a) => ({ id: a.key, name: a.name, dba: a.dba, email: a.email, website: a.website })),
  contacts: EMAIL_BOOK.flatMap((a) =>
    a.contacts.map((c, i) => ({ id: `${a.key}#${i}`, accountId: a.key, name: c.name, email: c.email })),
  ),
  policies: EMAIL_BOOK.flatMap((a) => a.policyNumbers.map((number) => ({ accountId: a.key, number }))),
};

function party(value: string): { address: string; name?: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return m ? { address: m[2]!.toLowerCase(), name: m[1] || undefined } : { address: value.trim().toLowerCase() };
}

export function decideCase(item: EmailCase): TriageDecision {
  const m = item.message;
  const attachments: InboundAttachment[] = (m.attachments ?? []).map((a) => ({
    name: a.name,
    contentType: "application/pdf",
    size: a.text?.length ?? 0,
    text: a.text,
    unreadableReason: a.unreadableReason,
  }));
  return decideTriage(
    {
      from: party(m.from),
      forwardedBy: m.forwardedBy ? party(m.forwardedBy) : undefined,
      subject: m.subject,
      text: m.text,
      attachments,
      automated: m.headerVerdict
        ? { automated: true, kind: m.headerVerdict.kind, evidence: m.headerVerdict.evidence }
        : classifyAutomated(normalisedOf(m)),
      receivedAt: EMAIL_SET_RECEIVED_AT,
    },
    DIRECTORY,
  );
}

/** The case as the pipeline's header rules see it: its header lines, From, Subject and text. */
function normalisedOf(m: EmailCase["message"]): NormalisedMail {
  const headers: MailHeader[] = (m.headers ?? "")
    .replace(/\r?\n(?=[ \t])/g, " ")
    .split(/\r?\n/)
    .map((line) => /^([^:\s]+):\s*(.*)$/.exec(line))
    .filter((x): x is RegExpExecArray => x !== null)
    .map((x) => ({ key: x[1]!.toLowerCase(), value: x[2]! }));
  const value = (key: string) => headers.find((h) => h.key === key)?.value ?? null;
  const replyTo = value("reply-to");
  return {
    headers: [{ key: "from", value: m.from }, { key: "subject", value: m.subject }, ...headers],
    from: party(m.from),
    replyTo: replyTo ? [party(replyTo)] : [],
    to: [],
    cc: [],
    recipientCount: 1,
    subject: m.subject,
    date: EMAIL_SET_RECEIVED_AT,
    messageId: null,
    inReplyTo: null,
    references: [],
    text: m.text,
    html: null,
    attachments: [],
    attachedMessages: [],
    deliveryStatus: null,
    bouncedHeaders: null,
    returnPath: value("return-path"),
    envelope: null,
  };
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  nameKey(a ?? "").replace(/\bstreet\b/g, "st") === nameKey(b ?? "").replace(/\bstreet\b/g, "st");

/** Each expected field of the case: [label, right?]. */
function fields(item: EmailCase, decision: TriageDecision): Array<[string, boolean]> {
  const e = item.expect;
  const t = decision.typing;
  const out: Array<[string, boolean]> = [];
  if (e.holder) {
    const h = t?.type === "CREATE_CERTIFICATE" ? t.holder : undefined;
    out.push(["holder name", same(h?.name, e.holder.name)]);
    if (e.holder.line1) out.push(["holder line1", same(h?.address?.line1, e.holder.line1)]);
    if (e.holder.city) out.push(["holder city", same(h?.address?.city, e.holder.city)]);
    if (e.holder.zone) out.push(["holder state", h?.address?.zone === e.holder.zone]);
    if (e.holder.postalCode) out.push(["holder zip", h?.address?.postalCode === e.holder.postalCode]);
    out.push(["additional insured flag", Boolean(h) && h!.additionalInsured === e.holder.additionalInsured]);
  }
  if (e.additionalInsured)
    out.push([
      "additional insured",
      t?.type === "ADD_ADDITIONAL_INSURED" && same(t.additionalInsured?.name, e.additionalInsured.name),
    ]);
  if (e.cancellation) {
    const c = t?.type === "CANCEL_POLICY" ? t.cancellation : undefined;
    out.push(["cancellation reason", c?.reason === e.cancellation.reason]);
    out.push(["cancellation date", (c?.date ?? undefined) === e.cancellation.date]);
  }
  if (e.document) out.push(["document", t?.type === "DOCUMENT_REQUEST" && t.document?.kind === e.document]);
  if (e.question)
    out.push(["question", t?.type === "QUESTION" && (t.question ?? "").toLowerCase().includes(e.question)]);
  if (e.quoteLine) out.push(["quote line", t?.type === "QUOTE_REQUEST" && t.quoteLine?.line === e.quoteLine]);
  return out;
}

interface SplitScore {
  typeRight: number;
  typeN: number;
  accountRight: number;
  n: number;
  fieldRight: number;
  fieldN: number;
  autoFlagged: number;
  autoFlaggedRight: number;
  autoN: number;
  autoCaught: number;
  repliesToAutomated: number;
}

export function scoreEmailCases(cases: EmailCase[], printFailures: boolean, label = "email triage"): SplitScore {
  const s: SplitScore = {
    typeRight: 0,
    typeN: 0,
    accountRight: 0,
    n: cases.length,
    fieldRight: 0,
    fieldN: 0,
    autoFlagged: 0,
    autoFlaggedRight: 0,
    autoN: 0,
    autoCaught: 0,
    repliesToAutomated: 0,
  };
  for (const item of cases) {
    const d = decideCase(item);
    const problems: string[] = [];
    if (d.automated.automated) {
      s.autoFlagged++;
      if (item.expect.automated) s.autoFlaggedRight++;
      else problems.push(`judged automated (${d.automated.evidence})`);
    }
    if (item.expect.automated) {
      s.autoN++;
      if (d.automated.automated) s.autoCaught++;
      else problems.push("automated mail not recognised");
      if (d.draftReply) s.repliesToAutomated++;
    } else {
      s.typeN++;
      const got = d.typing?.type ?? null;
      if (got === item.expect.type) s.typeRight++;
      else
        problems.push(
          `type ${got} expected ${item.expect.type} (${d.typing?.evidence.map((e) => `${e.rule}: "${e.words}"`).join("; ") || "no rule"})`,
        );
    }
    const account = d.match.status === "MATCHED" ? d.match.accountId : null;
    if (account === item.expect.account) s.accountRight++;
    else problems.push(`account ${account ?? d.match.status} expected ${item.expect.account} (${d.match.evidence})`);
    for (const [field, right] of fields(item, d)) {
      s.fieldN++;
      if (right) s.fieldRight++;
      else problems.push(`${field} wrong (${JSON.stringify(fieldValue(field, d))})`);
    }
    if (printFailures && problems.length) console.log(`  ${label} dev ${item.id}: ${problems.join(" | ")}`);
  }
  return s;
}

function fieldValue(field: string, d: TriageDecision): unknown {
  const t = d.typing;
  if (field.startsWith("holder") || field === "additional insured flag") return t?.holder;
  if (field === "additional insured") return t?.additionalInsured;
  if (field.startsWith("cancellation")) return t?.cancellation;
  if (field === "document") return t?.document;
  if (field === "question") return t?.question;
  if (field === "quote line") return t?.quoteLine;
  return null;
}

export const emailTriageSet: SkillEvalSet = {
  name: "email",
  async run(options) {
    const rows: SkillEvalRow[] = [];
    for (const [split, cases] of [
      ["dev", EMAIL_DEV],
      ["held-out", EMAIL_KEPT_OUT],
    ] as const) {
      if (options.splits && !options.splits.includes(split)) continue;
      const s = scoreEmailCases(cases, split === "dev" && options.failures === "dev" && !options.quiet);
      const common = { skill: "email triage", split } as const;
      rows.push({ ...common, metric: "type accuracy", value: s.typeRight / s.typeN, n: s.typeN, target: 0.95 });
      rows.push({ ...common, metric: "account match", value: s.accountRight / s.n, n: s.n });
      rows.push({ ...common, metric: "field accuracy", value: s.fieldRight / s.fieldN, n: s.fieldN });
      rows.push({
        ...common,
        metric: "automated-mail precision",
        value: s.autoFlagged ? s.autoFlaggedRight / s.autoFlagged : 1,
        n: s.autoFlagged,
        target: 0.99,
      });
      rows.push({ ...common, metric: "automated-mail recall", value: s.autoCaught / s.autoN, n: s.autoN });
      rows.push({
        ...common,
        metric: "replies to automated mail",
        value: s.autoN ? s.repliesToAutomated / s.autoN : 0,
        n: s.autoN,
      });
    }
    return rows;
  },
};
