import { REFERENCE_ROLE_TAG } from "../../../../../domain/custom-presets.ts";
import { outcomeOf, type Turn } from "../../conversation.ts";
import { answer, type Step } from "../../step.ts";
import type { CompareCoverageOutput, ToolCitation } from "../../../tool-contract.ts";
import { filesWithRole, isFollowUp, preparedBy, type RunFile } from "./coverage-reading.ts";
import { markdownTable, reportHtml, type Report, type ReportCell, type ReportTable } from "../report.ts";

/**
 * Coverage Comparison (docs/product/coverage-comparison-and-proposals.md): the [Option 1] and
 * [Option 2] files compared by the COMPARE_COVERAGE tool — the same tool a configured model
 * calls (ADR 063) — row by row (carrier and terms, each coverage line, taxes and fees, forms,
 * exclusions), written as a cited document (DRAFT_DOCUMENT) and a summary of the differences
 * with the tables. Never recommends a carrier.
 */
const ASKS = /compar|differ|side[- ]by[- ]side|versus|\bvs\.?\b|options?|quotes?|again/i;
/** Words that ask for the comparison itself, in a workspace that already has one. */
const RERUN = /compar|differences|side[- ]by[- ]side|versus|\bvs\.?\b|again|re-?run|re-?do|redo|refresh|start over/i;

function optionFiles(turn: Turn): { files: [RunFile, RunFile] | null; note: string | null; ask: string | null } {
  const [one] = filesWithRole(turn, "[Option 1]");
  const [two] = filesWithRole(turn, "[Option 2]");
  if (one && two) return { files: [one, two], note: null, ask: null };
  const all = (turn.context?.files ?? []).filter((f) => f.role !== REFERENCE_ROLE_TAG);
  if (!one && !two && all.length >= 2 && all.every((f) => !f.role)) {
    const note = `No file was tagged [Option 1] or [Option 2], so I compared the first two files: "${all[0]!.name}" as option 1 and "${all[1]!.name}" as option 2.`;
    return { files: [all[0]!, all[1]!], note, ask: null };
  }
  if (one || two) {
    const missing = one ? "[Option 2]" : "[Option 1]";
    const have = (one ?? two)!;
    return {
      files: null,
      note: null,
      ask: `I have "${have.name}" as ${one ? "[Option 1]" : "[Option 2]"}, but no ${missing} to compare it with. Attach the other quote or policy in the ${missing} slot of the Coverage Comparison form (or tag the file ${missing}) and send again.`,
    };
  }
  return {
    files: null,
    note: null,
    ask: "To compare coverage I need two quotes or policies: attach one as [Option 1] and the other as [Option 2] in the Coverage Comparison form, then send again.",
  };
}

type CompareSection = CompareCoverageOutput["sections"][number];

const optionCell = (cell: CompareSection["rows"][number]["cells"][number], highlight: boolean): ReportCell =>
  cell ? { text: cell.value, cite: cell.citation, highlight } : { text: "Not found", highlight };

function tableOf(section: CompareSection, names: [string, string]): ReportTable {
  return {
    columns: ["Item", `Option 1 (${names[0]})`, `Option 2 (${names[1]})`, "Status"],
    rows: section.rows.map((r) => {
      const highlight = r.status === "Differs" || r.status === "Only in one";
      return [
        { text: r.label },
        optionCell(r.cells[0], highlight),
        optionCell(r.cells[1], highlight),
        { text: r.status, status: r.status },
      ];
    }),
  };
}

function differences(sections: CompareSection[]): string[] {
  const out: string[] = [];
  for (const s of sections)
    for (const r of s.rows) {
      if (r.status !== "Differs" && r.status !== "Only in one") continue;
      const side = (i: 0 | 1) => {
        const c = r.cells[i];
        return c ? `${c.value} [${c.citation.ref}]` : "not stated";
      };
      out.push(`${s.heading} — ${r.label}: option 1 ${side(0)}, option 2 ${side(1)}`);
    }
  return out;
}

/** A warning as the document prints it: each [n] becomes "(file, p. N)". */
const inDocument = (text: string, citations: ToolCitation[]) =>
  text.replace(/\[(\d+)\]/g, (mark, n: string) => {
    const c = citations.find((citation) => citation.ref === Number(n));
    return c ? `(${c.fileName}, p. ${c.page})` : mark;
  });

export function planCoverageComparison(turn: Turn): Step | null {
  if (turn.context?.preset !== "CoverageComparison") return null;
  if (isFollowUp(turn, RERUN)) return null;
  if (turn.ask.trim() && !ASKS.test(turn.ask)) return null;
  const { files, note, ask } = optionFiles(turn);
  if (!files) return answer(ask!);
  if (!turn.tools.has("COMPARE_COVERAGE") || !turn.tools.has("DRAFT_DOCUMENT"))
    return answer(
      "I cannot compare the options here: comparing files and drafting documents are not available in this workspace.",
    );
  const compared = outcomeOf(turn, "COMPARE_COVERAGE");
  if (!compared)
    return {
      kind: "tools",
      thought: `I will compare ${files.map((f) => `"${f.name}"`).join(" and ")} line by line (carrier, limits, deductibles, premiums, taxes and fees, forms, exclusions), every value with its page.`,
      calls: [{ toolName: "COMPARE_COVERAGE", input: { fileNames: files.map((f) => f.name) } }],
    };
  if (!compared.ok)
    return answer(
      `I could not compare the options: ${typeof compared.output === "string" ? compared.output : "the comparison failed"}`,
    );
  const { options, sections, warnings } = compared.output as CompareCoverageOutput;
  const empty = options.filter((o) => !o.holdsCoverage);
  if (empty.length) {
    // a policy whose pages name the insured or the number but whose coverage could not be read
    const named = empty.filter((o) => o.namedInsured || o.number);
    const unnamed = empty.filter((o) => !named.includes(o));
    const said = named.map((o) => {
      const what = [o.namedInsured && `names ${o.namedInsured.value}`, o.number && `the number ${o.number.value}`]
        .filter(Boolean)
        .join(" and ");
      return `"${o.fileName}" ${what}, but I could not read any coverage line, limit or premium in it: its text may be scanned or garbled. Attach a readable copy (the declarations or the quote letter) and send again.`;
    });
    if (unnamed.length)
      said.push(
        `${unnamed.map((o) => `"${o.fileName}"`).join(" and ")} ${unnamed.length > 1 ? "do" : "does"} not read as a quote or a policy: I found no coverage line, limit or premium in ${unnamed.length > 1 ? "them" : "it"}. Attach the quote or policy documents themselves (declarations, quote letter or proposal) and send again.`,
      );
    return answer(said.join("\n\n"));
  }
  const client =
    turn.context?.account?.name ??
    turn.context?.clientName ??
    options.find((o) => o.namedInsured)?.namedInsured?.value ??
    "the client";
  const title = `Coverage comparison — ${client}`;
  const names = files.map((f) => f.name) as [string, string];
  const drafted = outcomeOf(turn, "DRAFT_DOCUMENT");
  if (!drafted) {
    const report: Report = {
      title,
      preparedFor: client,
      preparedBy: preparedBy(turn),
      intro: `Option 1 is "${names[0]}", option 2 is "${names[1]}". Each value is quoted from its document with the page; "Not found" means the document does not state it. Differences are shaded. This comparison lays out what the documents say; it does not recommend a carrier, and the policies themselves govern.`,
      sections: [
        ...(warnings.length
          ? [
              {
                heading: "Check before relying on this comparison",
                bullets: warnings.map((w) => inDocument(w.answer, w.citations)),
              },
            ]
          : []),
        ...sections.map((s) => ({ heading: s.heading, table: tableOf(s, names) })),
      ],
    };
    return {
      kind: "tools",
      thought: `I will write the comparison as a document, every cell with its source, differences highlighted.`,
      calls: [{ toolName: "DRAFT_DOCUMENT", input: { title, html: reportHtml(report) } }],
    };
  }
  const diffs = differences(sections);
  const lines = [
    ...(note ? [note] : []),
    ...warnings.map((w) => `**Check first:** ${w.answer}`),
    `I compared **option 1** ("${names[0]}") with **option 2** ("${names[1]}") for ${client}: ${diffs.length ? `${diffs.length} difference${diffs.length > 1 ? "s" : ""}` : "no differences"} in what they state.`,
  ];
  if (diffs.length)
    lines.push(
      diffs
        .slice(0, 12)
        .map((d) => `- ${d}`)
        .join("\n") + (diffs.length > 12 ? `\n- and ${diffs.length - 12} more in the tables below` : ""),
    );
  for (const s of sections) lines.push(`**${s.heading}**\n\n${markdownTable(tableOf(s, names))}`);
  lines.push(
    drafted.ok
      ? `The comparison is in the document "${title}", every cell with its source; render it to PDF from the Render menu to hand it on.`
      : `I could not save the comparison as a document: ${typeof drafted.output === "string" ? drafted.output : "the draft failed"}.`,
    "I have not recommended a carrier: the choice depends on the client's priorities, and the policies themselves govern.",
  );
  return answer(lines.join("\n\n"));
}
