import { UNDERWRITING_LINES, type UnderwritingLine } from "../../../../../domain/preset-options.ts";
import { outcomeOf, type Turn } from "../../conversation.ts";
import { intentOf } from "../../intent.ts";
import { answer, type Step } from "../../step.ts";
import { buildUnderwritingReport, underwritingAnswer, type ToolCallInput } from "./underwriting-report.ts";
import { LINE_NAMES, type ReadDoc } from "./underwriting-read.ts";
import { graphPolicies } from "./underwriting-verify.ts";

/**
 * Underwriting Analysis and Enrich and Verify Application (preset `UnderwritingAnalysis`,
 * docs/product/underwriting-analysis.md): PEEK_FILE's APPLICATION view on each [Input] file and
 * SEARCH_KNOWLEDGE_GRAPH for the account's policies, then the judgement (per-line checklist,
 * inconsistencies, red flags, the application verified field by field), DRAFT_DOCUMENT with the
 * report, and the answer with the findings tables.
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

const isPeek = (input: unknown) => (input as { view?: string } | null)?.view === "APPLICATION";

export function planUnderwriting(turn: Turn): Step | null {
  if (!wanted(turn)) return null;
  const context = turn.context!;
  const tagged = context.files.filter((f) => f.role === "[Input]");
  const files = tagged.length ? tagged : context.files.filter((f) => !f.role);
  if (!files.length)
    return answer(
      "I need the application to work on: add the application (ACORD 125 or the carrier's form), its supplementals and the loss runs to the [Input] slot, then send again.",
    );
  if (!turn.tools.has("PEEK_FILE"))
    return answer("I cannot read the application here: the file-reading tool is not available.");
  const peeks = turn.outcomes.filter((o) => o.toolName === "PEEK_FILE" && isPeek(o.input));
  const account = context.account ?? null;
  if (!peeks.length) {
    const calls: ToolCallInput[] = files.map((f) => ({
      toolName: "PEEK_FILE",
      input: { fileName: f.name, view: "APPLICATION" },
    }));
    if (account && turn.tools.has("SEARCH_KNOWLEDGE_GRAPH"))
      calls.push({ toolName: "SEARCH_KNOWLEDGE_GRAPH", input: { queries: [account.name] } });
    return {
      kind: "tools",
      thought: `I will read ${files.length === 1 ? `"${files[0]!.name}"` : `the ${files.length} [Input] documents`} as applications and loss runs${account ? ` and look up ${account.name}'s policies in our records` : ""}, then check what an underwriter needs for ${linesOf(
        turn,
      )
        .map((l) => LINE_NAMES[l])
        .join(", ")}.`,
      calls,
    };
  }
  const docs: ReadDoc[] = [];
  const unread: string[] = [];
  for (const peek of peeks) {
    const output = peek.output as { files?: Array<{ fileName: string; application?: Omit<ReadDoc, "fileName"> }> };
    if (!peek.ok || !output.files) unread.push(String((peek.input as { fileName?: string }).fileName ?? "a file"));
    else
      for (const file of output.files)
        if (file.application) docs.push({ ...file.application, fileName: file.fileName });
  }
  const usable = docs.filter((d) => d.kind !== "not an application");
  if (!usable.length) {
    const names = [...docs.map((d) => `"${d.fileName}"`), ...unread.map((n) => `"${n}"`)].join(", ");
    return answer(
      `${names} ${docs.length + unread.length === 1 ? "does" : "do"} not look like an application or a loss run: I found no applicant, operations, exposures or claims to check. Add the application (ACORD 125 or the carrier's form) and the loss runs to the [Input] slot.`,
    );
  }
  const graph = outcomeOf(turn, "SEARCH_KNOWLEDGE_GRAPH");
  const policies = graph?.ok ? graphPolicies(graph.output, account?.name ?? null) : [];
  const report = buildUnderwritingReport({
    docs: usable,
    skipped: docs.filter((d) => d.kind === "not an application"),
    unread,
    account,
    policies,
    lines: linesOf(turn),
    agency: context.agency ?? null,
  });
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
