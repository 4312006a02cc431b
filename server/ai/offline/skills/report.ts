import { FINDING_TONES, type FindingStatus } from "../../../../domain/findings.ts";
import type { ToolCitation } from "../../tool-contract.ts";

export { FINDING_STATUSES, type FindingStatus } from "../../../../domain/findings.ts";

/**
 * The findings of an analysis skill (ADR 040), written twice from one structure: a markdown
 * table in Cara's answer (cells cite as [n], the run's citation numbers) and an HTML document
 * for the DRAFT_DOCUMENT artifact (cells name the file and page; the passages are listed at the
 * end), which the user renders to PDF and hands on.
 */

export interface ReportCell {
  text: string;
  /** Where the value was read: a page of a file (a numbered citation) or a record ("Account record"). */
  cite?: ToolCitation | { record: string } | null;
  status?: FindingStatus | null;
  /** A difference or a problem worth the reader's eye (bold in the answer, shaded in the document). */
  highlight?: boolean;
}

export interface ReportTable {
  columns: string[];
  rows: ReportCell[][];
}

export interface ReportSection {
  heading: string;
  text?: string;
  table?: ReportTable;
  bullets?: string[];
}

export interface Report {
  title: string;
  /** Who it is for and from (a proposal's letterhead). */
  preparedFor?: string | null;
  preparedBy?: string | null;
  intro?: string;
  sections: ReportSection[];
}

const pipeSafe = (text: string) =>
  text
    .replace(/\|/g, "\\|")
    .replace(/\s*\n\s*/g, " ")
    .trim();

function markdownCell(cell: ReportCell): string {
  let text = pipeSafe(cell.text || "—");
  if (cell.highlight) text = `**${text}**`;
  if (cell.status && cell.text !== cell.status) text = `${cell.status}: ${text}`;
  if (cell.cite && "ref" in cell.cite) text += ` [${cell.cite.ref}]`;
  else if (cell.cite && "record" in cell.cite) text += ` (${pipeSafe(cell.cite.record)})`;
  return text;
}

/** A pipe table for Cara's answer; each cell's citation is its [n] mark. */
export function markdownTable(table: ReportTable): string {
  const header = `| ${table.columns.map(pipeSafe).join(" | ")} |`;
  const rule = `| ${table.columns.map(() => "---").join(" | ")} |`;
  const rows = table.rows.map((row) => `| ${row.map(markdownCell).join(" | ")} |`);
  return [header, rule, ...rows].join("\n");
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const TONE_COLOURS = {
  good: { fg: "#14532d", bg: "#dcfce7" },
  bad: { fg: "#7f1d1d", bg: "#fee2e2" },
  caution: { fg: "#78350f", bg: "#fef3c7" },
  neutral: { fg: "#374151", bg: "#e5e7eb" },
};

const statusSlug = (status: FindingStatus) => status.toLowerCase().replace(/\s+/g, "-");

function htmlCell(cell: ReportCell, tag: "td" | "th", sources: ToolCitation[]): string {
  const parts: string[] = [];
  if (cell.status) {
    const { fg, bg } = TONE_COLOURS[FINDING_TONES[cell.status]];
    parts.push(
      `<span class="finding finding-${statusSlug(cell.status)}" style="display:inline-block;padding:0 5pt;border-radius:3pt;font-weight:600;color:${fg};background:${bg}">${escape(cell.status)}</span>`,
    );
  }
  if (cell.text && cell.text !== cell.status) parts.push(escape(cell.text));
  if (cell.cite && "ref" in cell.cite) {
    if (!sources.includes(cell.cite)) sources.push(cell.cite);
    const n = sources.indexOf(cell.cite) + 1;
    parts.push(
      `<span class="cite" style="color:#52606d;font-size:8.5pt;white-space:nowrap">[${n}] ${escape(cell.cite.fileName)}, p. ${cell.cite.page}</span>`,
    );
  } else if (cell.cite && "record" in cell.cite) {
    parts.push(`<span class="cite" style="color:#52606d;font-size:8.5pt">${escape(cell.cite.record)}</span>`);
  }
  const shade = cell.highlight ? ' style="background:#fff7e6"' : "";
  return `<${tag}${shade}>${parts.join(" ")}</${tag}>`;
}

/** The report as an HTML document body (sanitiser-safe: tables, spans, inline styles, no scripts). */
export function reportHtml(report: Report): string {
  const sources: ToolCitation[] = [];
  const out: string[] = [`<h1>${escape(report.title)}</h1>`];
  const meta = [
    report.preparedFor ? `Prepared for ${escape(report.preparedFor)}` : null,
    report.preparedBy ? `Prepared by ${escape(report.preparedBy)}` : null,
  ].filter(Boolean);
  if (meta.length) out.push(`<p style="color:#52606d">${meta.join(" · ")}</p>`);
  if (report.intro) out.push(`<p>${escape(report.intro)}</p>`);
  for (const section of report.sections) {
    out.push(`<h2>${escape(section.heading)}</h2>`);
    if (section.text) out.push(`<p>${escape(section.text)}</p>`);
    if (section.table) {
      const head = `<tr>${section.table.columns.map((c) => htmlCell({ text: c }, "th", sources)).join("")}</tr>`;
      const body = section.table.rows.map((row) => `<tr>${row.map((c) => htmlCell(c, "td", sources)).join("")}</tr>`);
      out.push(`<table><thead>${head}</thead><tbody>${body.join("")}</tbody></table>`);
    }
    if (section.bullets?.length) out.push(`<ul>${section.bullets.map((b) => `<li>${escape(b)}</li>`).join("")}</ul>`);
  }
  if (sources.length) {
    out.push("<h2>Sources</h2>", "<ol>");
    for (const source of sources)
      out.push(`<li>${escape(source.fileName)}, page ${source.page}: “${escape(source.quote)}”</li>`);
    out.push("</ol>");
  }
  return out.join("\n");
}
