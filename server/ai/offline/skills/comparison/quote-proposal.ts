import { REFERENCE_ROLE_TAG } from "../../../../../domain/custom-presets.ts";
import type { CoverageReading, LineValue } from "../../../../modules/documents/reading/coverage-lines.ts";
import type { ToolCitation } from "../../../tool-contract.ts";
import { outcomeOf, type Turn } from "../../conversation.ts";
import { answer, type Step } from "../../step.ts";
import { feeOrder, holdsNoCoverage, optionWarnings } from "./coverage-compare.ts";
import { clientOf, readEvery, filesWithRole, isFollowUp, preparedBy, type RunFile } from "./coverage-reading.ts";
import {
  markdownTable,
  reportHtml,
  type Report,
  type ReportCell,
  type ReportSection,
  type ReportTable,
} from "../report.ts";

/**
 * Create Quote Proposal (docs/product/coverage-comparison-and-proposals.md): the [Quote or Policy]
 * documents (one per option) read with PEEK_FILE's COVERAGE_LINES view and written as a
 * client-ready proposal (DRAFT_DOCUMENT): who it is for and from, each option's carrier,
 * coverages, limits, deductibles, premium with taxes and fees and notable exclusions, the
 * options side by side, the usual disclaimer. Every figure comes from a document and is cited.
 */
const ASKS = /proposal|propos|quote|option|again|prepare|draft|client/i;
/** Words that ask for the proposal itself, in a workspace that already has one. */
const REDO = /proposal|again|re-?run|re-?do|redo|regenerate|rewrite|prepare|draft|start over/i;
const DISCLAIMER =
  "This proposal summarises the quotes received; it is not a policy and does not change one. Coverage is subject to the terms, conditions and exclusions of the policies as issued, and the policy governs in case of any difference. Quotes are valid only as stated by the carriers and are subject to their subjectivities.";

type Address =
  { line1: string; line2?: string | null; city: string; zone: string; postalCode: string } | null | undefined;
const addressText = (a: Address) =>
  a ? [a.line1, a.line2, `${a.city}, ${a.zone} ${a.postalCode}`].filter(Boolean).join(", ") : null;

const cite = (v: { value: string; citation: unknown } | null | undefined): ReportCell =>
  v ? { text: v.value, cite: v.citation as ToolCitation } : { text: "Not stated" };

function optionTable(r: CoverageReading): ReportTable {
  const rows: ReportCell[][] = [];
  for (const line of r.lines) {
    const items: LineValue[] = [...line.limits, ...line.deductibles];
    rows.push([{ text: line.title }, { text: "Premium" }, cite(line.premium)]);
    for (const item of items) rows.push([{ text: "" }, { text: item.title }, cite(item)]);
  }
  for (const fee of r.taxesAndFees) rows.push([{ text: "Premium, taxes and fees" }, { text: fee.title }, cite(fee)]);
  return { columns: ["Coverage", "Limit, deductible or charge", "Amount"], rows };
}

function optionSection(r: CoverageReading, name: string, n: number, many: boolean): ReportSection[] {
  const carrier = r.carrier?.value ?? "Carrier not stated";
  const best = r.amBest
    ? `AM Best ${r.amBest.rating}${r.amBest.financialSize ? `, financial size ${r.amBest.financialSize}` : ""}`
    : "AM Best rating not stated";
  const notable = [
    ...r.exclusions.map((e) => `Exclusion: ${e.title}${e.form ? ` (${e.form})` : ""} — ${name}, p. ${e.citation.page}`),
    ...r.forms
      .filter(
        (f) =>
          /additional insured|waiver|primary|exclu/i.test(f.title) && !r.exclusions.some((e) => e.form === f.number),
      )
      .map((f) => `Endorsement: ${f.number} ${f.title} — ${name}, p. ${f.citation.page}`),
  ];
  return [
    {
      heading: `${many ? `Option ${n}: ` : ""}${carrier}`,
      text: `${best}. ${r.period ? `Proposed term ${r.period.value}.` : "Term not stated."} From "${name}".`,
      table: optionTable(r),
    },
    ...(notable.length ? [{ heading: `Notable terms${many ? ` (option ${n})` : ""}`, bullets: notable }] : []),
  ];
}

/** The options' premiums side by side: each line, the taxes and fees, the totals. */
function premiumTable(readings: CoverageReading[]): ReportTable {
  const columns = ["", ...readings.map((r, i) => `Option ${i + 1}: ${r.carrier?.value ?? "carrier not stated"}`)];
  const rows: ReportCell[][] = [];
  const kinds = [...new Set(readings.flatMap((r) => r.lines.map((l) => l.kind)))];
  for (const kind of kinds) {
    const title = readings.flatMap((r) => r.lines).find((l) => l.kind === kind)!.title;
    rows.push([
      { text: title },
      ...readings.map((r) => {
        const line = r.lines.find((l) => l.kind === kind);
        return line ? cite(line.premium) : { text: "Not quoted" };
      }),
    ]);
  }
  const fees = [...new Map(readings.flatMap((r) => r.taxesAndFees).map((f) => [f.key, f.title])).entries()].sort(
    ([x], [y]) => feeOrder(x) - feeOrder(y),
  );
  for (const [key, title] of fees)
    rows.push([{ text: title }, ...readings.map((r) => cite(r.taxesAndFees.find((f) => f.key === key)))]);
  return { columns, rows };
}

function quoteFiles(turn: Turn): { files: RunFile[]; note: string | null } {
  const tagged = filesWithRole(turn, "[Quote or Policy]");
  if (tagged.length) return { files: tagged, note: null };
  const all = (turn.context?.files ?? []).filter((f) => f.role !== REFERENCE_ROLE_TAG);
  return all.length && all.every((f) => !f.role)
    ? { files: all, note: "No file was tagged [Quote or Policy], so I read every file in the workspace as a quote." }
    : { files: [], note: null };
}

export function planQuoteProposal(turn: Turn): Step | null {
  if (turn.context?.preset !== "GenerateQuoteProposal") return null;
  if (isFollowUp(turn, REDO)) return null;
  if (turn.ask.trim() && !ASKS.test(turn.ask)) return null;
  const { files, note } = quoteFiles(turn);
  if (!files.length)
    return answer(
      "To prepare a proposal I need the quote documents: attach each quote (or policy) in the [Quote or Policy] slot of the Create Quote Proposal form, one per option, and send again.",
    );
  const reading = readEvery(
    turn,
    files,
    "prepare the proposal",
    `I will read ${files.length > 1 ? `the ${files.length} quotes` : `"${files[0]!.name}"`} line by line: carrier, coverages, limits, deductibles, premiums, taxes and fees, exclusions.`,
  );
  if ("step" in reading) return reading.step;
  const read = reading.read;
  const usable = files.filter((f) => read.has(f.name) && !holdsNoCoverage(read.get(f.name)!));
  const skipped = files.filter((f) => !usable.includes(f)).map((f) => `"${f.name}"`);
  const skippedNote = skipped.length
    ? `${skipped.join(", ")} ${skipped.length > 1 ? "do" : "does"} not read as a quote or a policy (no coverage line, limit or premium found), so I left ${skipped.length > 1 ? "them" : "it"} out.`
    : null;
  if (!usable.length) return answer(`${skippedNote} Attach the quote documents themselves and send again.`);
  const readings = usable.map((f) => read.get(f.name)!);
  const client = clientOf(turn, readings);
  const title = `Insurance proposal — ${client}`;
  const many = readings.length > 1;
  // said to the agent, not written into the client's proposal
  const warnings = optionWarnings(readings).filter((w) => w.kind === "insured");
  const drafted = outcomeOf(turn, "DRAFT_DOCUMENT");
  if (!drafted) {
    const agency = turn.context?.agency;
    const forWhom = [client, addressText(turn.context?.account?.mailingAddress)].filter(Boolean).join(", ");
    const byWhom = [agency?.name, addressText(agency?.mailingAddress), agency?.userName].filter(Boolean).join(", ");
    const report: Report = {
      title,
      preparedFor: forWhom,
      preparedBy: byWhom || preparedBy(turn),
      intro: `Thank you for the opportunity to market your insurance. ${many ? `We received ${readings.length} quotes; each option is set out below with its coverages, limits, deductibles and premium, followed by the options side by side.` : "The quote we received is set out below with its coverages, limits, deductibles and premium."} Every figure is taken from the carrier's document, listed under Sources.`,
      sections: [
        ...readings.flatMap((r, i) => optionSection(r, usable[i]!.name, i + 1, many)),
        { heading: many ? "Your options side by side" : "Premium summary", table: premiumTable(readings) },
        { heading: "Important", text: DISCLAIMER },
      ],
    };
    return {
      kind: "tools",
      thought: "I will write the proposal for the client, every figure cited from the quotes.",
      calls: [{ toolName: "DRAFT_DOCUMENT", input: { title, html: reportHtml(report) } }],
    };
  }
  if (!drafted.ok)
    return answer(
      `I could not save the proposal: ${typeof drafted.output === "string" ? drafted.output : "the draft failed"}.`,
    );
  const lines = [
    ...(note ? [note] : []),
    ...(skippedNote ? [skippedNote] : []),
    ...warnings.map((w) => `**Check first:** ${w.text((c) => `[${c.ref}]`)}`),
    `I prepared the proposal "${title}" with ${many ? `${readings.length} options` : "the quoted option"}: ${readings.map((r, i) => `${many ? `option ${i + 1}, ` : ""}${r.carrier ? `${r.carrier.value} [${(r.carrier.citation as ToolCitation).ref}]` : "carrier not stated"}`).join("; ")}.`,
    markdownTable(premiumTable(readings)),
    "It opens with the client and the agency, sets out each option's coverages, limits, deductibles, taxes and fees and notable exclusions, and closes with the disclaimer that the policy governs. Review it, then render it to PDF from the Render menu to send it.",
  ];
  return answer(lines.join("\n\n"));
}
