import { UNDERWRITING_LINES, type UnderwritingLine } from "../../../../../domain/preset-options.ts";
import type { AnalyzeUnderwritingOutput } from "../../../tool-contract.ts";
import { outcomeOf, type Turn } from "../../conversation.ts";
import { intentOf } from "../../intent.ts";
import { answer, type Step } from "../../step.ts";
import { buildUnderwritingReport, underwritingAnswer } from "./underwriting-report.ts";
import { LINE_NAMES } from "./underwriting-read.ts";

/**
 * Underwriting Analysis and Enrich and Verify Application (preset `UnderwritingAnalysis`,
 * docs/product/underwriting-analysis.md): ANALYZE_UNDERWRITING on the [Input] files — the same
 * call a configured model makes (ADR 063, ADR 072): the per-line checklist, inconsistencies, red
 * flags and the application verified against the account's records, each cited — then
 * DRAFT_DOCUMENT with the report, and the answer with the findings tables.
 */
const ASKS = /\b(underwrit\w*|enrich|verify|verification|loss runs?|application|red flags?|inconsisten\w*|missing)\b/i;

function wanted(turn: Turn): boolean {
  if (turn.context?.preset === "UnderwritingAnalysis")
    return !(intentOf(turn.ask) === "question" && !ASKS.test(turn.ask));
  return turn.context?.preset == null && /\b(underwriting analysis|enrich and verify)\b/i.test(turn.ask);
}

function linesOf(turn: Turn): UnderwritingLine[] {
  const chosen = turn.context?.presetOptions?.lines ?? [];
  const asked = UNDERWRITING_LINES.filter((line) =>
    new RegExp(`\\b${LINE_NAMES[line].split(" ")[0]}`, "i").test(turn.ask),
  );
  return [...new Set<UnderwritingLine>(["BUSINESS_OPERATIONS", ...chosen, ...asked])];
}

export function planUnderwriting(turn: Turn): Step | null {
  if (!wanted(turn)) return null;
  const context = turn.context!;
  const tagged = context.files.filter((f) => f.role === "[Input]");
  const files = tagged.length ? tagged : context.files.filter((f) => !f.role);
  if (!files.length)
    return answer(
      "I need the application to work on: add the application (ACORD 125 or the carrier's form), its supplementals and the loss runs to the [Input] slot, then send again.",
    );
  if (!turn.tools.has("ANALYZE_UNDERWRITING"))
    return answer("I cannot analyse the application here: the underwriting tool is not available.");
  const analysed = outcomeOf(turn, "ANALYZE_UNDERWRITING");
  const account = context.account ?? null;
  if (!analysed) {
    const lines = linesOf(turn);
    return {
      kind: "tools",
      thought: `I will read ${files.length === 1 ? `"${files[0]!.name}"` : `the ${files.length} [Input] documents`} as applications and loss runs${account ? `, check them against ${account.name}'s records` : ""} and list what an underwriter needs for ${lines
        .map((l) => LINE_NAMES[l])
        .join(", ")}.`,
      calls: [{ toolName: "ANALYZE_UNDERWRITING", input: { fileNames: files.map((f) => f.name), lines } }],
    };
  }
  if (!analysed.ok) return answer(`I could not analyse the documents: ${String(analysed.output)}`);
  const analysis = analysed.output as AnalyzeUnderwritingOutput;
  if (!analysis.documents.length) {
    const names = [...analysis.skipped, ...analysis.unread].map((n) => `"${n}"`).join(", ");
    const count = analysis.skipped.length + analysis.unread.length;
    return answer(
      `${names} ${count === 1 ? "does" : "do"} not look like an application or a loss run: I found no applicant, operations, exposures or claims to check. Add the application (ACORD 125 or the carrier's form) and the loss runs to the [Input] slot.`,
    );
  }
  const report = buildUnderwritingReport({ analysis, agency: context.agency ?? null });
  const drafted = outcomeOf(turn, "DRAFT_DOCUMENT");
  if (!drafted && turn.tools.has("DRAFT_DOCUMENT"))
    return {
      kind: "tools",
      thought: "I will write the findings into a report you can render to PDF and hand to the underwriter.",
      calls: [{ toolName: "DRAFT_DOCUMENT", input: { title: report.document.title, html: report.html } }],
    };
  return answer(
    underwritingAnswer(
      report,
      drafted ? (drafted.ok ? null : String(drafted.output)) : "the document tool is not available",
    ),
  );
}
