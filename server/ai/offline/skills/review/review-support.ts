import { REFERENCE_ROLE_TAG } from "../../../../../domain/custom-presets.ts";
import type { ContractParty } from "../../../../modules/contracts/parties.ts";
import { parseTypedRequirements, type ContractRequirement } from "../../../../modules/contracts/requirements.ts";
import type { Judgement } from "../../../../modules/contracts/certificate-compliance.ts";
import type { ToolCitation } from "../../../tool-contract.ts";
import type { Turn } from "../../conversation.ts";
import { intentOf } from "../../intent.ts";
import type { ReportCell } from "../report.ts";

/**
 * What Contract Review and Certificate Review share (docs/product/contract-and-certificate-review.md):
 * the role-tagged file, a PEEK_FILE view's answer for it, the requirements a user typed, and the
 * findings cells.
 */

export type RoleFile = { id: string; name: string; role?: string | null };

/** The workspace file in a role slot ("[Contract]"); the only file when the preset's form gave no roles. */
export function roleFile(turn: Turn, tag: string, fallbackToOnly = false): RoleFile | null {
  // a custom preset's [Reference] files are the agency's material, never the document under review
  const files = (turn.context?.files ?? []).filter((file) => file.role !== REFERENCE_ROLE_TAG);
  const tagged = files.find((file) => file.role === tag);
  if (tagged) return tagged;
  if (fallbackToOnly && files.length === 1 && !files[0]!.role) return files[0]!;
  return null;
}

export const peekCall = (file: RoleFile, view: string) => ({
  toolName: "PEEK_FILE" as const,
  input: { fileName: file.name, view },
});

/** The view's answer for one file, once PEEK_FILE has run; `error` when it failed. */
export function peeked<T>(
  turn: Turn,
  file: RoleFile,
  view: string,
): { ok: true; value: T } | { ok: false; error: string } | null {
  const outcome = turn.outcomes.findLast(
    (o) =>
      o.toolName === "PEEK_FILE" &&
      (o.input as { view?: string; fileName?: string } | undefined)?.view === view &&
      (o.input as { fileName?: string }).fileName === file.name,
  );
  if (!outcome) return null;
  if (!outcome.ok) return { ok: false, error: String(outcome.output) };
  const files = (outcome.output as { files?: T[] }).files ?? [];
  return files[0] ? { ok: true, value: files[0] } : { ok: false, error: `No file named "${file.name}"` };
}

export interface RequirementsOutput {
  parties: ContractParty[];
  requirements: ContractRequirement[];
  note?: string;
}

const TYPED_RECORD = { record: "Typed requirements" };

/** The requirements typed in the preset form and in the message (each line read by the same reader as a contract). */
export function typedRequirements(turn: Turn): ContractRequirement[] {
  const fromForm = parseTypedRequirements(turn.context?.presetOptions?.requirements ?? "");
  const fromAsk = parseTypedRequirements(turn.ask).filter((r) => !fromForm.some((f) => f.kind === r.kind));
  return [...fromForm, ...fromAsk];
}

export const isTyped = (requirement: ContractRequirement) => requirement.citation.fileId === "typed";

export function requiredCell(requirement: ContractRequirement): ReportCell {
  return {
    text: requirement.value,
    cite: isTyped(requirement) ? TYPED_RECORD : (requirement.citation as ToolCitation),
  };
}

export function verdictCell(judgement: Judgement): ReportCell {
  return {
    text: judgement.evidence,
    cite: (judgement.citation as ToolCitation | null) ?? null,
    highlight: judgement.status !== "Met",
  };
}

export const shortQuote = (quote: string, max = 110) => {
  const flat = quote.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function tally(judgements: Judgement[]): string {
  const count = (status: Judgement["status"]) => judgements.filter((j) => j.status === status).length;
  return [
    `${count("Met")} met`,
    `${count("Not met")} not met`,
    count("Partly met") ? `${count("Partly met")} partly met` : null,
    `${count("Not found")} not found`,
  ]
    .filter(Boolean)
    .join(", ");
}

/** A new question in a reviewed workspace (no review words, no tool answers yet): not the review's turn. */
export const isFollowUpQuestion = (turn: Turn, reviewWords: RegExp) =>
  turn.outcomes.length === 0 && turn.ask.trim() !== "" && !reviewWords.test(turn.ask) && intentOf(turn.ask) !== "other";
