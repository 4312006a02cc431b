import { REFERENCE_ROLE_TAG } from "../../../../../domain/custom-presets.ts";
import type { ContractRequirement } from "../../../../modules/contracts/requirements.ts";
import type { Judgement } from "../../../../modules/contracts/certificate-compliance.ts";
import type { ToolCitation } from "../../../tool-contract.ts";
import type { Turn } from "../../conversation.ts";
import { intentOf } from "../../intent.ts";
import type { ReportCell } from "../report.ts";

/**
 * What Contract Review and Certificate Review share (docs/product/contract-and-certificate-review.md):
 * the role-tagged file and the findings cells (the tools, CHECK_CONTRACT and CHECK_CERTIFICATE,
 * read and judge: ADR 063).
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

const TYPED_RECORD = { record: "Typed requirements" };

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
