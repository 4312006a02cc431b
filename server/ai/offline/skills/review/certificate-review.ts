import type { CertificateCheck, Judgement } from "../../../../modules/contracts/certificate-compliance.ts";
import type { ContractRequirement } from "../../../../modules/contracts/requirements.ts";
import type { CheckCertificateOutput, ToolCitation } from "../../../tool-contract.ts";
import { outcomeOf, type Turn } from "../../conversation.ts";
import { answer, type Step } from "../../step.ts";
import { markdownTable, reportHtml, type Report, type ReportSection, type ReportTable } from "../report.ts";
import { isFollowUpQuestion, requiredCell, roleFile, tally, verdictCell } from "./review-support.ts";

/**
 * Certificate Review (docs/product/contract-and-certificate-review.md): CHECK_CERTIFICATE on the
 * [Certificate] (with the [Contract] when there is one, the preset form's typed requirements and
 * those in the message, the holder named) — the same call a configured model makes (ADR 063):
 * each requirement Met / Not met / Partly met / Not found, plus the checks that need none
 * (expired or soon-expiring policies, an insurer without an NAIC number, the holder and the
 * description); DRAFT_DOCUMENT with the findings,
 * DRAFT_EMAIL to the vendor listing what to correct (never sent), then the answer.
 */

export const NEEDS_CERTIFICATE =
  "Attach the certificate of insurance (ACORD 25) in the [Certificate] slot and I will read it field by field and check it.";
export const ASK_FOR_REQUIREMENTS =
  "To check it against requirements, attach the contract in the [Contract] slot or type the requirements (one per line, e.g. “GL $1,000,000 each occurrence”, “Additional insured CG 20 10”, “30 days notice of cancellation”).";
const REVIEW_WORDS = /\b(review|check|verify|compare|requirements?|certificate|coi|holder|again)\b/i;
const NAMED_HOLDER = /\bholder\s+(?:should|must|needs? to|has to)\s+be\s+([^.\n;]+)/i;

/** The holder the agent names in the message ("the holder must be …"), else the preset form's; null: the contract's parties. */
function namedHolder(turn: Turn): string | null {
  const named = NAMED_HOLDER.exec(turn.ask)?.[1]?.trim();
  const fromForm = turn.context?.presetOptions?.certificateHolder?.split("\n")[0]?.trim();
  return named || fromForm || null;
}

/** The typed requirements: the preset form's, then the message's (a kind the form states is the form's). */
const typedText = (turn: Turn) =>
  [turn.context?.presetOptions?.requirements ?? "", turn.ask].filter((t) => t.trim()).join("\n");

function findings(requirements: CheckCertificateOutput["requirements"]) {
  const judgements: Judgement[] = [];
  const rows = requirements.map((requirement) => {
    const judgement = requirement.verdict;
    judgements.push(judgement);
    return [
      { text: requirement.label },
      requiredCell(requirement),
      verdictCell(judgement),
      { text: judgement.status, status: judgement.status },
    ];
  });
  const table: ReportTable = { columns: ["Requirement", "Required", "Certificate shows", "Verdict"], rows };
  return { table, judgements };
}

const checksTable = (checks: CertificateCheck[]): ReportTable => ({
  columns: ["Check", "Finding", "Status"],
  rows: checks.map((c) => [
    { text: c.check },
    { text: c.finding, cite: (c.citation as ToolCitation | null) ?? null, highlight: c.status !== "Green" },
    { text: c.status, status: c.status },
  ]),
});

function deficiencies(
  requirements: ContractRequirement[],
  judgements: Judgement[],
  checks: CertificateCheck[],
): string[] {
  return [
    ...requirements.flatMap((r, i) =>
      judgements[i]!.status === "Met" ? [] : [`${r.label}: ${r.value} required; ${judgements[i]!.evidence}`],
    ),
    ...checks.filter((c) => c.status !== "Green").map((c) => `${c.check}: ${c.finding}`),
  ];
}

export function planCertificateReview(turn: Turn): Step | null {
  if (turn.context?.preset !== "CertificateReview") return null;
  const drafted = outcomeOf(turn, "DRAFT_DOCUMENT");
  if (isFollowUpQuestion(turn, REVIEW_WORDS)) return null; // the generic intents answer it
  const file = roleFile(turn, "[Certificate]", true);
  if (!file) return answer(NEEDS_CERTIFICATE);
  const contractFile = roleFile(turn, "[Contract]");
  if (!turn.tools.has("CHECK_CERTIFICATE"))
    return answer("I cannot read the workspace's files here, so the certificate was not reviewed.");
  const checked = outcomeOf(turn, "CHECK_CERTIFICATE");
  if (!checked)
    return {
      kind: "tools",
      thought: `I will read "${file.name}" field by field${contractFile ? ` and the insurance requirements of "${contractFile.name}"` : ""}, then check each requirement and the certificate's dates, insurers and holder.`,
      calls: [
        {
          toolName: "CHECK_CERTIFICATE",
          input: {
            certificateFileName: file.name,
            ...(contractFile ? { contractFileName: contractFile.name } : {}),
            ...(typedText(turn) ? { requirements: typedText(turn) } : {}),
            ...(namedHolder(turn) ? { holder: namedHolder(turn) } : {}),
          },
        },
      ],
    };
  if (!checked.ok) return answer(`I could not read "${file.name}": ${String(checked.output)}`);
  const output = checked.output as CheckCertificateOutput;
  const reading = output.certificate?.reading;
  if (!reading)
    return answer(
      `"${file.name}" is not an ACORD 25 certificate of liability insurance, so I did not review it. Attach the certificate the vendor sent (ACORD 25, filled PDF or scan).`,
    );
  const requirements = output.requirements;
  const { table, judgements } = findings(requirements);
  const checks = output.checks;
  const insured = reading.insured?.value ?? file.name;
  const sections: ReportSection[] = [];
  if (requirements.length) sections.push({ heading: "Requirements", table });
  sections.push({ heading: "Certificate checks", table: checksTable(checks) });
  const missingContract =
    contractFile && output.contract?.requirementCount === 0
      ? `"${contractFile.name}" states no insurance requirements I can read.`
      : null;
  const report: Report = {
    title: `Certificate review — ${insured}`,
    preparedBy: turn.context?.agency?.name ?? null,
    intro: `${file.name}, read from its ${reading.readFrom}, as of ${output.certificate!.today}.${missingContract ? ` ${missingContract}` : ""}`,
    sections,
  };
  const problems = deficiencies(requirements, judgements, checks);
  const head = requirements.length
    ? `I checked ${insured}'s certificate against ${requirements.length} requirements: ${tally(judgements)}.`
    : `I read ${insured}'s certificate and ran the checks that need no requirements. ${ASK_FOR_REQUIREMENTS}`;
  const tables = [requirements.length ? markdownTable(table) : null, markdownTable(checksTable(checks))]
    .filter(Boolean)
    .join("\n\n");
  if (!drafted && turn.tools.has("DRAFT_DOCUMENT"))
    return {
      kind: "tools",
      thought: `I will write the findings up as a certificate review document${problems.length ? " and draft a note to the vendor listing what to correct" : ""}.`,
      calls: [{ toolName: "DRAFT_DOCUMENT", input: { title: report.title, html: reportHtml(report) } }],
    };
  const emailed = outcomeOf(turn, "DRAFT_EMAIL");
  if (requirements.length && problems.length && !emailed && turn.tools.has("DRAFT_EMAIL"))
    return {
      kind: "tools",
      thought: "I will draft the request to the vendor for a corrected certificate; nothing is sent.",
      calls: [
        {
          toolName: "DRAFT_EMAIL",
          input: {
            subject: `Certificate of insurance: corrections needed for ${insured}`,
            toEmail: null,
            body: [
              "Hello,",
              "",
              `Thank you for the certificate of insurance for ${insured}. Before we can accept it, please have it corrected for the following:`,
              "",
              ...problems.map((p) => `- ${p}`),
              "",
              "Please send a revised certificate (with copies of the endorsements where they are required).",
              "",
              "Thank you,",
              turn.context?.agency?.userName ?? turn.context?.agency?.name ?? "",
            ].join("\n"),
          },
        },
      ],
    };
  const notes = [
    drafted?.ok ? `I drafted "${report.title}" with both tables.` : null,
    emailed?.ok ? "I also drafted an email to the vendor listing the corrections; nothing was sent." : null,
  ].filter(Boolean);
  return answer([head, ...notes, tables].join("\n\n"));
}
