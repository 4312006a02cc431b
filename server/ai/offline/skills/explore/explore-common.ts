import type { ToolOutcome, Turn } from "../../conversation.ts";
import { answer, type Step } from "../../step.ts";
import { markdownTable, reportHtml, type Report, type ReportTable } from "../report.ts";

/** What the Explore a Policy modes share: the policy files, their PEEK_FILE reads, the findings written twice. */

/** The [Policy] files of the run (every file when none is role-tagged: a file attached in the conversation). */
export function policyFiles(turn: Turn): Array<{ id: string; name: string }> {
  const files = turn.context?.files ?? [];
  const tagged = files.filter((f) => f.role === "[Policy]");
  return tagged.length ? tagged : files.filter((f) => !f.role);
}

/** The outcomes of PEEK_FILE calls in one view. */
export const peeksOf = (turn: Turn, view: string): ToolOutcome[] =>
  turn.outcomes.filter((o) => o.toolName === "PEEK_FILE" && (o.input as { view?: string } | undefined)?.view === view);

export const peekCalls = (files: Array<{ name: string }>, view: string) =>
  files.map((f) => ({ toolName: "PEEK_FILE" as const, input: { fileName: f.name, view } }));

export const clientOf = (turn: Turn) => turn.context?.account?.name ?? turn.context?.clientName ?? null;

/** DRAFT_DOCUMENT with the report, then the answer: the lead, the table, what was not found. */
export function writeFindings(turn: Turn, report: Report, lead: string, table: ReportTable, notes: string[]): Step {
  const drafted = turn.outcomes.findLast((o) => o.toolName === "DRAFT_DOCUMENT");
  if (!drafted && turn.tools.has("DRAFT_DOCUMENT"))
    return {
      kind: "tools",
      thought: `I will save the findings as a document ("${report.title}") you can render to PDF and hand on; every cell names its file and page.`,
      calls: [{ toolName: "DRAFT_DOCUMENT", input: { title: report.title, html: reportHtml(report) } }],
    };
  const saved = drafted?.ok
    ? `I saved them as "${report.title}"; render it to PDF from the document's Render menu.`
    : drafted
      ? `I could not save the document: ${String(drafted.output)}`
      : "";
  return answer([lead, markdownTable(table), ...notes, saved].filter(Boolean).join("\n\n"));
}

export const failedPeek = (peeks: ToolOutcome[]) => peeks.find((p) => !p.ok);
