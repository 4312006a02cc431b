import type { ServiceRequestType } from "#domain/service-request.ts";
import { FILE_ROLE_TAGS, PRESET_LABELS, suggestedPresetFor, type Preset } from "#domain/workspace.ts";

/** The presets a service request can be opened with (docs/product/servicing.md, "Open in Copilot"). */
export const REQUEST_PRESETS: readonly Preset[] = [
  "CertificateReview",
  "ContractReview",
  "CoverageComparison",
  "DocumentExploration",
  "GenerateTemplate",
  "CommercialClassification",
];

/** The presets offered for a request type, the suggested one first (with whether it is the suggestion). */
export function presetOptionsFor(
  type: ServiceRequestType,
): Array<{ preset: Preset; label: string; suggested: boolean }> {
  const suggested = suggestedPresetFor(type);
  const ordered = suggested ? [suggested, ...REQUEST_PRESETS.filter((p) => p !== suggested)] : [...REQUEST_PRESETS];
  return ordered.map((preset) => ({ preset, label: PRESET_LABELS[preset], suggested: preset === suggested }));
}

/** The templates Fill Template offers; a certificate request starts on ACORD 25. */
export const TEMPLATES = [
  { value: "ACORD 24", label: "ACORD 24 — Certificate of Property Insurance" },
  { value: "ACORD 25", label: "ACORD 25 — Certificate of Liability Insurance" },
  { value: "ACORD 27", label: "ACORD 27 — Evidence of Property Insurance" },
  { value: "ACORD 28", label: "ACORD 28 — Evidence of Commercial Property Insurance" },
  { value: "ACORD 35", label: "ACORD 35" },
  { value: "ACORD 36", label: "ACORD 36" },
  { value: "ACORD 75", label: "ACORD 75 — Insurance Binder" },
  { value: "ACORD 125", label: "ACORD 125 — Commercial Insurance Application" },
  { value: "ACORD 126", label: "ACORD 126 — Commercial General Liability Section" },
  { value: "ACORD 130", label: "ACORD 130 — Workers Compensation Application" },
  { value: "ACORD 131", label: "ACORD 131 — Umbrella / Excess Section" },
  { value: "ACORD 140", label: "ACORD 140 — Property Section" },
] as const;
export const TEMPLATE_VALUES: readonly string[] = TEMPLATES.map((template) => template.value);

export const defaultTemplateFor = (type: ServiceRequestType): string =>
  type === "CREATE_CERTIFICATE" ? "ACORD 25" : "";

/** The role tag a preset names its files with (`[Policy]` for Explore a Policy), or null. */
export const roleTagFor = (preset: Preset | null): string | null =>
  preset ? (FILE_ROLE_TAGS[preset]?.[0] ?? null) : null;

/** `name` with the role tag in front, once (`[Policy] dec.pdf`). */
export function withRoleTag(name: string, tag: string | null): string {
  if (!tag || name.startsWith(`${tag} `)) return name;
  return `${tag} ${name}`;
}
