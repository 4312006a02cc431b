import type { Address } from "../../../../../domain/address.ts";
import { readCertificateAsk } from "../../../../../domain/certificate-holder.ts";
import type { FormTemplate } from "../../../../../domain/preset-options.ts";
import { outcomeOf, type Turn } from "../../conversation.ts";
import { intentOf } from "../../intent.ts";
import { answer, type Step } from "../../step.ts";

/**
 * Certificate of liability insurance (ACORD 25, issued through the certificates module) and
 * evidence of property (ACORD 27/28), from a preset or a certificate service request
 * (docs/product/form-skills-certificates.md): FILL_TEMPLATE with the holder and the boxes
 * asked for, then — for a service request — DRAFT_EMAIL, the reply to the client with the
 * certificate attached, then the answer. Nothing is sent: the user reviews the draft.
 */

type CertificateTemplate = Extract<FormTemplate, "ACORD 25" | "ACORD 27" | "ACORD 28">;
const REQUEST_TYPES = new Set(["CREATE_CERTIFICATE", "ADD_ADDITIONAL_INSURED"]);
const ISSUING = /\b(issue|generate|create|prepare|make|produce|send|need|want|do|draft|fill|complete)\b/i;
const LIABILITY = /\b(COI|certificate of (liability )?insurance|certificate|ACORD\s*25)\b/i;
const EVIDENCE = /\b(evidence of (commercial )?property|EOP|ACORD\s*2[78])\b/i;
const REVIEW = /\b(review|check|compare|verify|audit)\b/i;

const addressText = (name: string, address: Address) =>
  [name, address.line1, address.line2, `${address.city}, ${address.zone} ${address.postalCode}`]
    .filter(Boolean)
    .join("\n");

/** The form the turn asks for, or null when the turn is not a certificate's. */
function templateOf(turn: Turn): CertificateTemplate | null {
  const context = turn.context;
  const preset = context?.preset ?? null;
  const options = context?.presetOptions ?? null;
  const ask = turn.ask;
  const asksEvidence = EVIDENCE.test(ask) && ISSUING.test(ask) && !REVIEW.test(ask);
  const asksCertificate = LIABILITY.test(ask) && ISSUING.test(ask) && !REVIEW.test(ask);
  const question = intentOf(ask) === "question" && !asksCertificate && !asksEvidence;
  // In a certificate preset, a message that neither asks for the form nor names a holder is not this skill's.
  const unrelated =
    question ||
    !(asksCertificate || asksEvidence || ISSUING.test(ask) || !ask.trim() || readCertificateAsk(ask).holder);
  if (preset === "GenerateEvidenceOfPropertyInsurance") {
    if (unrelated) return null;
    return options?.certificateType === "ACORD 28" || /\bACORD\s*28\b|commercial property/i.test(ask)
      ? "ACORD 28"
      : "ACORD 27";
  }
  if (preset === "GenerateCertificateOfLiabilityInsurance") {
    if (unrelated) return null;
    const type = options?.certificateType ?? "ACORD 25";
    return type === "ACORD 24" ? null : type;
  }
  const request = context?.serviceRequest ?? null;
  const open = preset === null || (preset === "GenerateTemplate" && !options?.template);
  if (request && REQUEST_TYPES.has(request.type) && (open || options?.template === "ACORD 25") && !question)
    return "ACORD 25";
  if (!open) return null;
  if (asksEvidence) return /\bACORD\s*28\b|commercial property/i.test(ask) ? "ACORD 28" : "ACORD 27";
  if (asksCertificate) return "ACORD 25";
  return null;
}

/**
 * The part of the ask the user wrote. A service request's first instruction quotes the request's
 * details under "Request details:" (the client's email): a document, whose addresses (the job
 * site, the client's signature) are not the holder the user named.
 */
export const ownWords = (ask: string) => ask.split(/\n\s*Request details:/i)[0] ?? ask;

/**
 * The party the user named: the one typed in the preset form or the service request first; a
 * holder named in a later message of the conversation replaces it (the user asking again).
 */
function namedParty(turn: Turn, typed: string | null | undefined, asked: string | null): string | null {
  if (asked && (turn.priorAnswers ?? 0) > 0) return asked;
  return typed?.trim() ? typed : asked;
}

/** FILL_TEMPLATE's input for the turn: the holder from the request or the preset form as typed, else the ask. */
export function certificateInput(turn: Turn, template: CertificateTemplate): Record<string, unknown> {
  const context = turn.context;
  const own = ownWords(turn.ask);
  // the holder from the user's own words; the boxes asked for from the request as a whole
  const asked = { ...readCertificateAsk(turn.ask), holder: readCertificateAsk(own).holder };
  if (template !== "ACORD 25") {
    const interest = /\b(mortgagee|loss payee|lender|bank|interest)\b/i.test(own) ? asked.holder : null;
    return { template, additionalInterest: namedParty(turn, context?.presetOptions?.additionalInterest, interest) };
  }
  const request = context?.serviceRequest ?? null;
  const certificate = request?.typeData?.createCertificate ?? null;
  const insured = request?.typeData?.addAdditionalInsured ?? null;
  const fromRequest = certificate
    ? addressText(certificate.name, certificate.address)
    : insured
      ? addressText(insured.name, insured.address)
      : null;
  const relationship = certificate
    ? [certificate.additionalInsuredRelationship, certificate.additionalInsuredRelationshipDescription]
    : insured
      ? [insured.relationship]
      : [];
  const description = relationship.filter(Boolean).join(": ");
  return {
    template,
    certificateHolder: namedParty(turn, fromRequest ?? context?.presetOptions?.certificateHolder, asked.holder),
    additionalInsured:
      asked.additionalInsured || request?.type === "ADD_ADDITIONAL_INSURED" || certificate?.additionalInsured === true,
    waiverOfSubrogation: asked.waiverOfSubrogation,
    primaryNonContributory: asked.primaryNonContributory,
    descriptionOfOperations: description ? `Certificate holder's relationship to the insured: ${description}.` : null,
  };
}

interface FillOutput {
  success?: boolean;
  message?: string;
  artifactId?: string;
  title?: string;
  certificateId?: string | null;
  filled?: Array<{ key: string; label?: string; value: string }>;
  missing?: Array<{ key?: string; label: string; reason: string }>;
}

const holderName = (input: Record<string, unknown>, fallback: string) => {
  const text = (input.certificateHolder ?? input.additionalInterest) as string | null | undefined;
  return text ? (text.split(/\n|,/)[0] ?? "").trim() || fallback : fallback;
};

function failure(output: unknown): string {
  if (typeof output === "string") return output;
  const message = (output as FillOutput | null)?.message;
  return message ?? "the form could not be filled.";
}

const FORM_NAMES: Record<CertificateTemplate, string> = {
  "ACORD 25": "certificate of liability insurance",
  "ACORD 27": "evidence of property insurance",
  "ACORD 28": "evidence of commercial property insurance",
};

/** The ACORD 25 rows by the word their field names share, each row's policy number field. */
const ROWS: Array<[token: string, policyNumberKey: string]> = [
  ["GeneralLiability", "Policy_GeneralLiability_PolicyNumberIdentifier_A"],
  ["AutomobileLiability", "Policy_AutomobileLiability_PolicyNumberIdentifier_A"],
  ["ExcessLiability", "Policy_ExcessLiability_PolicyNumberIdentifier_A"],
  ["WorkersCompensation", "Policy_WorkersCompensationAndEmployersLiability_PolicyNumberIdentifier_A"],
  ["OtherPolicy", "OtherPolicy_PolicyNumberIdentifier_A"],
];

/** The policies whose ADDL INSD (or SUBR WVD) box the certificate marks, by number: the filled box of each row. */
export function markedPolicies(fill: FillOutput, box: "AdditionalInsuredCode" | "SubrogationWaivedCode"): string[] {
  const filled = fill.filled ?? [];
  const out: string[] = [];
  for (const [token, numberKey] of ROWS) {
    const marked = filled.some((f) => f.key.includes(token) && f.key.includes(box) && /^(Y|X)$/i.test(f.value));
    const number = filled.find((f) => f.key === numberKey)?.value;
    if (marked && number) out.push(number);
  }
  return out;
}

const policyList = (numbers: string[]) =>
  numbers.length > 1 ? `policies ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}` : `policy ${numbers[0]}`;

/** What the certificate says of the additional insured the request asked for, policy by policy. */
function additionalInsuredNote(holder: string, fill: FillOutput): string {
  const marked = markedPolicies(fill, "AdditionalInsuredCode");
  const unmarked = (fill.missing ?? [])
    .filter((m) => m.label.startsWith("ADDL INSD"))
    .map((m) => m.label.replace(/^ADDL INSD:\s*/, ""));
  if (!marked.length)
    return ` None of the policies on it has an additional-insured endorsement on record, so it does not show ${holder} as an additional insured; we will confirm with the carrier.`;
  const rest = unmarked.length
    ? ` ${unmarked.join(", ")} ${unmarked.length > 1 ? "have" : "has"} no additional-insured endorsement on record and ${unmarked.length > 1 ? "do" : "does"} not show it; we will confirm with the carrier.`
    : "";
  return ` It shows ${holder} as an additional insured on ${policyList(marked)}, whose additional-insured endorsement is on record.${rest}`;
}

function replyEmail(turn: Turn, template: CertificateTemplate, input: Record<string, unknown>, fill: FillOutput) {
  const request = turn.context!.serviceRequest!;
  const client = turn.context?.account?.name ?? turn.context?.clientName ?? "you";
  const holder = holderName(input, client);
  const first = request.contactName?.trim().split(/\s+/)[0];
  const what = FORM_NAMES[template];
  const ai = input.additionalInsured && template === "ACORD 25" ? additionalInsuredNote(holder, fill) : "";
  return {
    subject: `${what.charAt(0).toUpperCase()}${what.slice(1)} for ${holder}`,
    toEmail: request.contactEmail,
    body: [
      `Hi ${first || "there"},`,
      `Attached is the ${what} for ${holder} that you asked for.${ai}`,
      "Let us know if the holder needs anything else on it.",
      "Best regards,",
    ].join("\n\n"),
    ...(fill.artifactId ? { attachArtifacts: [fill.artifactId] } : {}),
  };
}

function summary(template: CertificateTemplate, input: Record<string, unknown>, fill: FillOutput, fallback: string) {
  const value = (key: string) => fill.filled?.find((f) => f.key === key)?.value;
  const number = value("CertificateOfInsurance_CertificateNumberIdentifier_A");
  const policies = (fill.filled ?? [])
    .filter((f) => /PolicyNumberIdentifier|^policyNumber$|^Policy\[0\]$/.test(f.key))
    .map((f) => f.value);
  const holder = holderName(input, fallback);
  const lead =
    template === "ACORD 25"
      ? `I issued certificate${number ? ` ${number}` : ""} of liability insurance for ${holder}${fill.title ? ` ("${fill.title}")` : ""}.`
      : `I prepared the ${template} ${FORM_NAMES[template]}${fill.title ? ` ("${fill.title}")` : ""}.`;
  const lines = [lead];
  if (policies.length)
    lines.push(`It lists policy ${[...new Set(policies)].join(", ")}; every value shows its source.`);
  if (template === "ACORD 25") {
    const boxes: Array<[unknown, "AdditionalInsuredCode" | "SubrogationWaivedCode", string]> = [
      [input.additionalInsured, "AdditionalInsuredCode", "Additional insured (ADDL INSD)"],
      [input.waiverOfSubrogation, "SubrogationWaivedCode", "Waiver of subrogation (SUBR WVD)"],
    ];
    for (const [asked, box, name] of boxes) {
      if (!asked) continue;
      const marked = markedPolicies(fill, box);
      lines.push(
        marked.length
          ? `${name} is marked on ${policyList(marked)} only: the policies whose endorsement is on record.`
          : `${name} is marked on no policy: none has the endorsement on record.`,
      );
    }
  }
  const missing = fill.missing ?? [];
  if (missing.length)
    lines.push(`Left empty or to check:\n${missing.map((m) => `- **${m.label}**: ${m.reason}`).join("\n")}`);
  return lines;
}

export function planCertificate(turn: Turn): Step | null {
  const template = templateOf(turn);
  if (!template) return null;
  const preset = turn.context?.preset ?? null;
  const filled = outcomeOf(turn, "FILL_TEMPLATE");
  if (!filled) {
    if (!turn.tools.has("FILL_TEMPLATE"))
      return answer(`I cannot prepare the ${FORM_NAMES[template]} here: the form-filling tool is not available.`);
    const input = certificateInput(turn, template);
    const who =
      template === "ACORD 25"
        ? input.certificateHolder
          ? `the holder "${String(input.certificateHolder).replace(/\n/g, ", ")}"`
          : "the named insured's own information (no holder was named)"
        : input.additionalInterest
          ? `the additional interest "${String(input.additionalInterest).replace(/\n/g, ", ")}"`
          : "no additional interest (left for the documentation to show)";
    const boxes = [
      input.additionalInsured && "additional insured",
      input.waiverOfSubrogation && "waiver of subrogation",
      input.primaryNonContributory && "primary and non-contributory",
    ].filter(Boolean);
    return {
      kind: "tools",
      thought: `I will ${template === "ACORD 25" ? "issue the certificate of liability insurance (ACORD 25)" : `prepare the ${template} ${FORM_NAMES[template]}`} for the linked account with ${who}${boxes.length ? `, asking for ${boxes.join(", ")} (marked only where the policy records the endorsement)` : ""}. Every value comes from the account, its policies or the agency; what the records do not show stays empty.`,
      calls: [{ toolName: "FILL_TEMPLATE", input }],
    };
  }
  const input = (filled.input ?? {}) as Record<string, unknown>;
  const output = (filled.output ?? {}) as FillOutput;
  if (!filled.ok || output.success === false)
    return answer(`I could not prepare the ${FORM_NAMES[template]}: ${failure(filled.output)}`);
  const request = turn.context?.serviceRequest ?? null;
  const fallback = turn.context?.account?.name ?? "the named insured";
  const lines = summary(template, input, output, fallback);
  if (request && REQUEST_TYPES.has(request.type) && turn.tools.has("DRAFT_EMAIL")) {
    const drafted = outcomeOf(turn, "DRAFT_EMAIL");
    if (!drafted)
      return {
        kind: "tools",
        thought: `I will draft the reply to ${request.contactName ?? "the client"} with the ${FORM_NAMES[template]} attached, for you to review and send.`,
        calls: [{ toolName: "DRAFT_EMAIL", input: replyEmail(turn, template, input, output) }],
      };
    if (!drafted.ok) lines.push(`I could not draft the reply: ${failure(drafted.output)}`);
    else
      lines.push(
        `I drafted the reply to ${request.contactName ?? request.contactEmail ?? "the client"}${output.artifactId ? ` with the ${template === "ACORD 25" ? "certificate" : "evidence"} attached` : ""}. It awaits your review: nothing was sent.`,
      );
  } else if (preset === null && !request) {
    lines.push("Review it before sending it to the holder.");
  }
  return answer(lines.join("\n\n"));
}
