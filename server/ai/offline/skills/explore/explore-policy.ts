import type { ExplorationMode } from "../../../../../domain/preset-options.ts";
import type { ToolCitation } from "../../../tool-contract.ts";
import type { Turn } from "../../conversation.ts";
import { answer, type Step } from "../../step.ts";
import { planGaps } from "./explore-gaps.ts";
import { clientOf, failedPeek, peekCalls, peeksOf, policyFiles, writeFindings } from "./explore-common.ts";
import type { Report, ReportTable } from "../report.ts";

/**
 * Explore a Policy (DocumentExploration) in the mode its form chose (docs/product/explore-a-policy.md):
 * Ask is the generic cited answering; Explore Exclusions reads each [Policy] file's exclusions
 * (PEEK_FILE EXCLUSIONS, which answers each one's kind, what it removes and a plain-words
 * illustration — the same answer a configured model gets) into a findings table;
 * Summarize Coverage reads PEEK_FILE SUMMARY into a cited coverage table; Coverage Gap Analysis
 * is explore-gaps.ts. Each writes the findings twice (the answer's table, a DRAFT_DOCUMENT). A
 * follow-up question in any mode is the generic cited answering's.
 */

const QUESTION = /\?|^(what|which|who|when|where|why|how|is|are|does|do|did|can|could|will|would|should|has|have)\b/i;
const MODE_WORDS = /\b(gaps?|exposures?|list (the |all )?exclusions|all exclusions|summar\w*|coverage table)\b/i;

interface ExclusionRead {
  title: string;
  form: string | null;
  page: number;
  wordingInFile: boolean;
  /** What the exclusion takes out of the cover, null for a kind not recognised. */
  removes: string | null;
  /** A claim it would deny, in plain words ("Illustration: …"), or "No illustration: …". */
  illustration: string;
  citation: ToolCitation;
}

function planExclusions(turn: Turn): Step {
  const files = policyFiles(turn);
  if (!files.length)
    return answer(
      "Explore Exclusions reads a policy: attach the policy (its declarations, forms schedule and coverage forms) in the [Policy] slot or to a message, and I will list each exclusion with its form, page and a claim it would deny.",
    );
  const peeks = peeksOf(turn, "EXCLUSIONS");
  if (!peeks.length)
    return {
      kind: "tools",
      thought: `I will read every exclusion in ${files.map((f) => `"${f.name}"`).join(", ")} with the form or endorsement it belongs to and its page.`,
      calls: peekCalls(files, "EXCLUSIONS"),
    };
  const failed = failedPeek(peeks);
  if (failed) return answer(`I could not read the policy: ${String(failed.output)}`);
  const read = peeks.flatMap(
    (p) => (p.output as { files?: Array<{ fileName: string; exclusions?: ExclusionRead[] }> }).files ?? [],
  );
  const rows = read.flatMap((f) => f.exclusions ?? []);
  const empty = read.filter((f) => !f.exclusions?.length).map((f) => `"${f.fileName}"`);
  if (!rows.length)
    return answer(
      `I found no exclusions in ${empty.join(", ")}: no "Exclusions" section and no exclusion endorsement. It may not be a policy (a quote, a certificate or a declarations page alone); attach the policy's coverage forms and endorsements to explore its exclusions.`,
    );
  const table: ReportTable = {
    columns: ["Exclusion", "Form", "Page", "What it removes", "A claim it would deny (illustration)"],
    rows: rows.map((e) => [
      { text: e.title, cite: e.citation },
      { text: e.form ?? "Form not shown in the file", status: e.form ? null : "Not found" },
      { text: String(e.page) },
      { text: e.removes ?? "Read the wording" },
      {
        text: e.wordingInFile ? e.illustration : `${e.illustration} (wording not in this file: listed in the schedule)`,
      },
    ]),
  };
  const client = clientOf(turn);
  const title = `Policy exclusions${client ? ` — ${client}` : ""}`;
  const note =
    "The claims are illustrations of what each exclusion is written to remove, not a coverage opinion: whether a real claim is denied depends on the full wording, its exceptions and the facts.";
  const report: Report = {
    title,
    intro: note,
    sections: [{ heading: "Exclusions", table }],
  };
  const notes = [note, ...(empty.length ? [`No exclusions found in ${empty.join(", ")}.`] : [])];
  return writeFindings(turn, report, `I found ${rows.length} exclusions.`, table, notes);
}

interface SummaryRead {
  fileName: string;
  summary?: { lines: Array<{ label: string; value: string; citation: ToolCitation }>; missing: string[] };
}

function planSummary(turn: Turn): Step {
  const files = policyFiles(turn);
  if (!files.length)
    return answer("Summarize Coverage reads a policy: attach it in the [Policy] slot or to a message and ask again.");
  const peeks = peeksOf(turn, "SUMMARY");
  if (!peeks.length)
    return {
      kind: "tools",
      thought: `I will read ${files.map((f) => `"${f.name}"`).join(", ")} for the named insured, carrier, policy number, period, premium, each coverage's limits and deductibles and the forms, each with its page.`,
      calls: peekCalls(files, "SUMMARY"),
    };
  const failed = failedPeek(peeks);
  if (failed) return answer(`I could not read the policy: ${String(failed.output)}`);
  const read = peeks.flatMap((p) => (p.output as { files?: SummaryRead[] }).files ?? []);
  const multi = read.length > 1;
  const table: ReportTable = {
    columns: multi ? ["File", "Item", "Value"] : ["Item", "Value"],
    rows: read.flatMap((f) =>
      (f.summary?.lines ?? []).map((l) => [
        ...(multi ? [{ text: f.fileName }] : []),
        { text: l.label },
        { text: l.value, cite: l.citation },
      ]),
    ),
  };
  const missing = read.flatMap((f) => (f.summary?.missing ?? []).map((m) => (multi ? `${m} (${f.fileName})` : m)));
  if (!table.rows.length)
    return answer(
      `I could not read a coverage summary from ${read.map((f) => `"${f.fileName}"`).join(", ")}: ${missing.join(", ") || "nothing"} not found. It may not be a policy or its text could not be read.`,
    );
  const client = clientOf(turn);
  const title = `Coverage summary${client ? ` — ${client}` : ""}`;
  const notFound = missing.length ? `Not found in the documents: ${missing.join(", ")}.` : "";
  const report: Report = {
    title,
    sections: [{ heading: "Coverage", table }, ...(notFound ? [{ heading: "Not found", text: notFound }] : [])],
  };
  return writeFindings(turn, report, "Here is the coverage the policy shows, each value with its page.", table, [
    notFound,
  ]);
}

/** The mode this turn runs, or null: Ask, a follow-up question, or another preset is the generic answering's. */
export function modeOf(turn: Turn): ExplorationMode | null {
  if (turn.context?.preset !== "DocumentExploration") return null;
  const mode = turn.context.presetOptions?.explorationMode ?? "ASK";
  if (mode === "ASK") return null;
  const ask = turn.ask.trim();
  if (ask && QUESTION.test(ask) && !MODE_WORDS.test(ask)) return null;
  return mode;
}

export function planExplorePolicy(turn: Turn): Step | null {
  switch (modeOf(turn)) {
    case "EXCLUSIONS":
      return planExclusions(turn);
    case "SUMMARY":
      return planSummary(turn);
    case "GAPS":
      return planGaps(turn);
    default:
      return null;
  }
}
