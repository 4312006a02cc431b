import type { CoverageReading } from "../../../../modules/documents/reading/coverage-lines.ts";
import type { RunContext } from "../../../tool-contract.ts";
import type { Turn } from "../../conversation.ts";
import { intentOf } from "../../intent.ts";
import { answer, type Step } from "../../step.ts";

/**
 * What the quote skills (Coverage Comparison, Quote Proposal) share: the files a role tag names,
 * PEEK_FILE's COVERAGE_LINES call on each, and the readings its answers hold (citations
 * numbered by the tool).
 */
export type RunFile = RunContext["files"][number];

export const filesWithRole = (turn: Turn, role: string): RunFile[] =>
  (turn.context?.files ?? []).filter((f) => f.role === role);

export function peekCoverage(files: RunFile[], thought: string): Step {
  return {
    kind: "tools",
    thought,
    calls: files.map((f) => ({ toolName: "PEEK_FILE" as const, input: { fileName: f.name, view: "COVERAGE_LINES" } })),
  };
}

interface PeekAnswer {
  files?: Array<{ fileName: string; coverage?: CoverageReading }>;
}

/** The coverage read so far per file name, and the files whose reading failed (with the tool's message). */
export function coverageReadings(turn: Turn): { read: Map<string, CoverageReading>; failed: Map<string, string> } {
  const read = new Map<string, CoverageReading>();
  const failed = new Map<string, string>();
  for (const outcome of turn.outcomes) {
    if (outcome.toolName !== "PEEK_FILE") continue;
    const asked = (outcome.input as { fileName?: string; view?: string } | undefined) ?? {};
    if (asked.view !== "COVERAGE_LINES") continue;
    if (!outcome.ok) {
      if (asked.fileName)
        failed.set(asked.fileName, typeof outcome.output === "string" ? outcome.output : "it could not be read");
      continue;
    }
    for (const file of (outcome.output as PeekAnswer).files ?? [])
      if (file.coverage) read.set(asked.fileName ?? file.fileName, file.coverage);
  }
  return { read, failed };
}

/** The client a document is for: the linked account, the workspace's client, else the named insured read. */
export function clientOf(turn: Turn, readings: CoverageReading[]): string {
  return (
    turn.context?.account?.name ??
    turn.context?.clientName ??
    readings.find((r) => r.namedInsured)?.namedInsured?.value ??
    "the client"
  );
}

/** The preparer line: the agency's name and the user who ran Cara. */
export function preparedBy(turn: Turn): string | null {
  const agency = turn.context?.agency;
  if (!agency) return null;
  return [agency.name, agency.userName].filter(Boolean).join(", ");
}

/**
 * Every file's coverage, or the step before it: PEEK_FILE on the files not read yet, or the
 * answer naming a file that could not be read; `what` names the work ("compare the options").
 */
export function readEvery(
  turn: Turn,
  files: RunFile[],
  what: string,
  thought: string,
): { read: Map<string, CoverageReading> } | { step: Step } {
  if (!turn.tools.has("PEEK_FILE") || !turn.tools.has("DRAFT_DOCUMENT"))
    return {
      step: answer(`I cannot ${what} here: reading files and drafting documents are not available in this workspace.`),
    };
  const { read, failed } = coverageReadings(turn);
  const unread = files.filter((f) => !read.has(f.name) && !failed.has(f.name));
  if (unread.length) return { step: peekCoverage(unread, thought) };
  const broken = files.filter((f) => failed.has(f.name));
  if (broken.length)
    return { step: answer(broken.map((f) => `I could not read "${f.name}": ${failed.get(f.name)}`).join("\n\n")) };
  return { read };
}

/**
 * A follow-up in a workspace Cara has already answered in ("what is the deductible on option
 * 2?", "which one has the lower premium?"): the generic cited answering searches the files for
 * it; only "compare again", "re-run" and the like run the comparison again.
 */
export const isFollowUp = (turn: Turn, rerun: RegExp) =>
  (turn.priorAnswers ?? 0) > 0 && turn.ask.trim() !== "" && !rerun.test(turn.ask) && intentOf(turn.ask) !== "other";
