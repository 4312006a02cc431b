import type { UnderwritingLine } from "../../../../../domain/preset-options.ts";
import type { CaraToolName, RunContext } from "../../../tool-contract.ts";
import { markdownTable, reportHtml, type Report, type ReportTable } from "../report.ts";
import { checklist, checklistTable, inconsistencies, inconsistencyColumns } from "./underwriting-findings.ts";
import { redFlags } from "./underwriting-flags.ts";
import { LINE_NAMES, type ReadDoc } from "./underwriting-read.ts";
import { verifyTable, type GraphPolicy } from "./underwriting-verify.ts";

export interface ToolCallInput {
  toolName: CaraToolName;
  input: Record<string, unknown>;
}

export interface UnderwritingInput {
  docs: ReadDoc[];
  skipped: ReadDoc[];
  unread: string[];
  account: RunContext["account"] | null;
  policies: GraphPolicy[];
  lines: UnderwritingLine[];
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

/** The findings, once: the tables of the answer and the report's sections come from the same rows. */
export function buildUnderwritingReport(input: UnderwritingInput): UnderwritingReport {
  const { docs, lines } = input;
  const client =
    input.account?.name ?? docs.flatMap((d) => d.facts).find((f) => f.id === "applicantName")?.value ?? "the applicant";
  const items = checklist(docs, lines);
  const missing = items.filter((i) => !i.found).map((i) => `${i.label} (${LINE_NAMES[i.line]})`);
  const conflictRows = inconsistencies(docs);
  const flagRows = redFlags(docs);
  const tables = {
    checklist: checklistTable(items),
    inconsistencies: conflictRows.length ? { columns: inconsistencyColumns, rows: conflictRows } : null,
    flags: flagRows.length ? { columns: ["Flag", "What the documents say", "Level"], rows: flagRows } : null,
    verify: verifyTable(docs, input.account ?? null, input.policies, lines),
  };
  const read = docs.map((d) => `"${d.fileName}" (${d.kind})`).join(", ");
  const found = items.length - missing.length;
  const lead = `I read ${read} for ${client} and checked ${lines.map((l) => LINE_NAMES[l]).join(", ")}: ${found} of ${items.length} items found, ${missing.length} missing, ${conflictRows.length} inconsistenc${conflictRows.length === 1 ? "y" : "ies"}, ${flagRows.length} red flag${flagRows.length === 1 ? "" : "s"}.`;
  const notes = [
    ...input.skipped.map((d) => `"${d.fileName}" is not an application or a loss run; I left it out.`),
    ...input.unread.map((name) => `I could not read "${name}".`),
  ];
  const document: Report = {
    title: `Underwriting analysis — ${client}`,
    preparedFor: client,
    preparedBy: input.agency ? [input.agency.userName, input.agency.name].filter(Boolean).join(", ") : null,
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
