import type { AnalyzeUnderwritingOutput, RunContext, UnderwritingValue } from "../../../tool-contract.ts";
import { markdownTable, reportHtml, type Report, type ReportCell, type ReportTable } from "../report.ts";
import { inconsistencyColumns } from "./underwriting-findings.ts";
import { LINE_NAMES } from "./underwriting-read.ts";

export interface UnderwritingInput {
  /** ANALYZE_UNDERWRITING's answer, citations numbered for the run. */
  analysis: AnalyzeUnderwritingOutput;
  agency: RunContext["agency"] | null;
}

export interface UnderwritingReport {
  document: Report;
  html: string;
  lead: string;
  missing: string[];
  tables: {
    checklist: ReportTable;
    inconsistencies: ReportTable | null;
    flags: ReportTable | null;
    verify: ReportTable;
  };
  notes: string[];
}

/** A value of the tool's answer as a table cell: its numbered citation, or the record it comes from. */
const cell = (v: UnderwritingValue, extra: Partial<ReportCell> = {}): ReportCell => ({
  text: v.value,
  cite: v.citation ?? (v.record ? { record: v.record } : null),
  ...extra,
});

/** ANALYZE_UNDERWRITING's rows as the answer's and the report's tables. */
function tablesOf(analysis: AnalyzeUnderwritingOutput): UnderwritingReport["tables"] {
  const checklist: ReportTable = {
    columns: ["Line", "Item", "Status", "Value"],
    rows: analysis.checklist.map((item) => [
      { text: LINE_NAMES[item.line] },
      { text: item.label },
      item.status === "Found" ? { text: "Found" } : { text: item.status, status: item.status },
      item.found ? cell(item.found, { highlight: item.status === "Differs" }) : { text: "—" },
    ]),
  };
  const conflicts = analysis.inconsistencies.map((row): ReportCell[] => [
    { text: row.item },
    cell(row.first),
    cell(row.other, { highlight: true }),
    { text: "Differs", status: "Differs" },
  ]);
  const flags = analysis.flags.map((row): ReportCell[] => [
    { text: row.flag },
    cell(row.detail),
    { text: row.level, status: row.level },
  ]);
  const verify: ReportTable = {
    columns: ["Field", "On the application", "From our records/documents", "Source", "Status"],
    rows: analysis.verify.map((row) => [
      { text: row.field },
      row.onApplication ? cell(row.onApplication) : { text: "blank" },
      row.other ? cell(row.other, { highlight: row.status === "Differs" }) : { text: "—" },
      { text: row.source ?? "—" },
      row.status === "Not found" || row.status === "Differs"
        ? { text: row.status, status: row.status }
        : { text: row.status },
    ]),
  };
  return {
    checklist,
    inconsistencies: conflicts.length ? { columns: inconsistencyColumns, rows: conflicts } : null,
    flags: flags.length ? { columns: ["Flag", "What the documents say", "Level"], rows: flags } : null,
    verify,
  };
}

/** The findings, once: the tables of the answer and the report's sections come from the tool's rows. */
export function buildUnderwritingReport({ analysis, agency }: UnderwritingInput): UnderwritingReport {
  const client = analysis.client ?? "the applicant";
  const tables = tablesOf(analysis);
  const { missing } = analysis;
  const read = analysis.documents.map((d) => `"${d.fileName}" (${d.kind})`).join(", ");
  const found = analysis.checklist.length - missing.length;
  const conflicts = analysis.inconsistencies.length;
  const flagCount = analysis.flags.length;
  const lead = `I read ${read} for ${client} and checked ${analysis.lines.map((l) => LINE_NAMES[l]).join(", ")}: ${found} of ${analysis.checklist.length} items found, ${missing.length} missing, ${conflicts} inconsistenc${conflicts === 1 ? "y" : "ies"}, ${flagCount} red flag${flagCount === 1 ? "" : "s"}.`;
  const notes = [
    ...analysis.skipped.map((name) => `"${name}" is not an application or a loss run; I left it out.`),
    ...analysis.unread.map((name) => `I could not read "${name}".`),
  ];
  const document: Report = {
    title: `Underwriting analysis — ${client}`,
    preparedFor: client,
    preparedBy: agency ? [agency.userName, agency.name].filter(Boolean).join(", ") : null,
    intro: `${lead} Every value cites its document and page, or our record; what no document states is marked Not found.`,
    sections: [
      { heading: "Checklist by line", table: tables.checklist },
      tables.inconsistencies
        ? { heading: "Inconsistencies between the documents", table: tables.inconsistencies }
        : { heading: "Inconsistencies between the documents", text: "The documents agree on the facts they share." },
      tables.flags
        ? { heading: "Red flags", table: tables.flags }
        : { heading: "Red flags", text: "No red flag in the documents." },
      { heading: "Enrich and verify the application", table: tables.verify },
      ...(missing.length
        ? [{ heading: "Questions for the applicant", bullets: missing.map((m) => `Please provide: ${m}.`) }]
        : []),
      ...(notes.length ? [{ heading: "Notes", bullets: notes }] : []),
    ],
  };
  return { document, html: reportHtml(document), lead, missing, tables, notes };
}

export function underwritingAnswer(report: UnderwritingReport, draftError: string | null): string {
  const { tables } = report;
  const parts = [report.lead];
  if (report.missing.length) parts.push(`**Missing:** ${report.missing.join("; ")}.`);
  parts.push("**Checklist**", markdownTable(tables.checklist));
  parts.push(
    "**Inconsistencies**",
    tables.inconsistencies ? markdownTable(tables.inconsistencies) : "The documents agree on the facts they share.",
  );
  parts.push("**Red flags**", tables.flags ? markdownTable(tables.flags) : "No red flag in the documents.");
  parts.push("**Enrich and verify**", markdownTable(tables.verify));
  parts.push(...report.notes);
  parts.push(
    draftError
      ? `I could not save the report: ${draftError}`
      : `The report "${report.document.title}" is in the workspace: render it to PDF from its Render menu to hand it on.`,
  );
  return parts.join("\n\n");
}
