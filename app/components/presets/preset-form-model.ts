import {
  CLASSIFICATION_SYSTEMS,
  EXPLORATION_MODES,
  UNDERWRITING_LINES,
  presetOptionsSchema,
  takesAdditionalInterest,
  takesCertificateHolder,
  type CertificateType,
  type ClassificationSystem,
  type ExplorationMode,
  type PresetOptions,
  type UnderwritingLine,
} from "#domain/preset-options.ts";
import { FILE_ROLE_TAGS, PRESETS, type Preset } from "#domain/workspace.ts";

/**
 * A built-in preset's dialog form (docs/product/home-and-presets.md): which file slots it has
 * (each a role tag), which choices it asks, and how the form's values become the workspace's
 * presetOptions. Pure: the dialog and its route action share it.
 */

export type PresetChoices = "underwriting" | "classification" | "template" | "certificate" | "exploration" | null;

export interface FileSlot {
  /** The form field (`slot0`, `slot1`) its uploads post as. */
  name: string;
  tag: string;
  /** The role tag without brackets, as the field's label. */
  label: string;
  optional: boolean;
}

export const isBuiltinPreset = (value: string | undefined | null): value is Preset =>
  (PRESETS as readonly string[]).includes(value ?? "");

/** The preset's file slots, in the order its form asks (ContractReview's quote or policy is optional). */
export function fileSlotsOf(preset: Preset): FileSlot[] {
  return (FILE_ROLE_TAGS[preset] ?? []).map((tag, index) => ({
    name: `slot${index}`,
    tag,
    label: tag.slice(1, -1),
    optional: preset === "ContractReview" && index > 0,
  }));
}

export function choicesOf(preset: Preset): PresetChoices {
  switch (preset) {
    case "UnderwritingAnalysis":
      return "underwriting";
    case "CommercialClassification":
      return "classification";
    case "DocumentExploration":
      return "exploration";
    case "GenerateTemplate":
      return "template";
    case "GenerateCertificateOfLiabilityInsurance":
    case "GenerateEvidenceOfPropertyInsurance":
      return "certificate";
    default:
      return null;
  }
}

export const UNDERWRITING_LINE_LABELS: Record<UnderwritingLine, string> = {
  BUSINESS_OPERATIONS: "Business Operations",
  WORKERS_COMPENSATION: "Workers Compensation",
  PROPERTY: "Property",
  AUTO: "Auto",
};

export const CLASSIFICATION_LABELS: Record<ClassificationSystem, string> = { NAICS: "NAICS", SIC: "SIC", GL: "GL" };

/** Explore a Policy's modes as the form shows them: a label and a one-line hint each. */
export const EXPLORATION_MODE_LABELS: Record<ExplorationMode, { label: string; hint: string }> = {
  ASK: { label: "Ask", hint: "Ask questions; every answer is cited to its page." },
  EXCLUSIONS: {
    label: "Explore Exclusions",
    hint: "Each exclusion with its form, page and a claim it would deny.",
  },
  SUMMARY: { label: "Summarize Coverage", hint: "A cited table of the insured, carrier, period, limits and forms." },
  GAPS: {
    label: "Coverage Gap Analysis",
    hint: "The business's exposures against its policies, red, amber or green.",
  },
};

export const CERTIFICATE_TYPE_LABELS: Record<CertificateType, string> = {
  "ACORD 25": "ACORD 25 — Certificate of Liability Insurance",
  "ACORD 24": "ACORD 24 — Certificate of Property Insurance",
  "ACORD 27": "ACORD 27 — Evidence of Property Insurance",
  "ACORD 28": "ACORD 28 — Evidence of Commercial Property Insurance",
};

/** The certificate type a certificate preset starts on. */
export const defaultCertificateType = (preset: Preset): CertificateType =>
  preset === "GenerateEvidenceOfPropertyInsurance" ? "ACORD 27" : "ACORD 25";

export const CERTIFICATE_HOLDER_HINT = "Leave empty to use the named insured's information";
export const ADDITIONAL_INTEREST_HINT = "Leave empty to reference the documentation accordingly";

/** The form's conditional fields for the chosen template or certificate type. */
export function conditionalFields(formType: string | null | undefined) {
  return { certificateHolder: takesCertificateHolder(formType), additionalInterest: takesAdditionalInterest(formType) };
}

/** What the form's choices read from (FormData in the action, a plain record in tests). */
export interface FormValues {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The presetOptions the form's values give, before the server's schema: only the choices this
 * preset asks; holder and interest only for the form types that take them; empty text left out.
 */
export function presetOptionsOf(preset: Preset, form: FormValues): Record<string, unknown> | null {
  switch (choicesOf(preset)) {
    case "underwriting": {
      const picked = form
        .getAll("lines")
        .filter((line): line is UnderwritingLine => (UNDERWRITING_LINES as readonly unknown[]).includes(line));
      return { lines: UNDERWRITING_LINES.filter((line) => line === "BUSINESS_OPERATIONS" || picked.includes(line)) };
    }
    case "classification": {
      const system = text(form.get("classificationSystem"));
      return {
        classificationSystem: (CLASSIFICATION_SYSTEMS as readonly string[]).includes(system) ? system : "NAICS",
      };
    }
    case "exploration": {
      const mode = text(form.get("explorationMode"));
      return { explorationMode: (EXPLORATION_MODES as readonly string[]).includes(mode) ? mode : "ASK" };
    }
    case "template": {
      const template = text(form.get("template"));
      if (!template) return null;
      return { template, ...formTypeText(template, form) };
    }
    case "certificate": {
      const certificateType = text(form.get("certificateType")) || defaultCertificateType(preset);
      return { certificateType, ...formTypeText(certificateType, form) };
    }
    default:
      return null;
  }
}

function formTypeText(formType: string, form: FormValues) {
  const { certificateHolder, additionalInterest } = conditionalFields(formType);
  const holder = certificateHolder ? text(form.get("certificateHolder")) : "";
  const interest = additionalInterest ? text(form.get("additionalInterest")) : "";
  return { ...(holder ? { certificateHolder: holder } : {}), ...(interest ? { additionalInterest: interest } : {}) };
}

const CHOICE_MESSAGES: Record<string, string> = {
  template: "Choose a template from the list",
  certificateType: "Choose a certificate type from the list",
};

/** The options checked by the server's own schema (domain/preset-options.ts), field errors by name. */
export function parsePresetOptions(
  preset: Preset,
  form: FormValues,
): { options: PresetOptions | null; fieldErrors: Record<string, string[]> } {
  const raw = presetOptionsOf(preset, form);
  if (!raw) return { options: null, fieldErrors: {} };
  const parsed = presetOptionsSchema.safeParse(raw);
  if (parsed.success) return { options: parsed.data, fieldErrors: {} };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "form");
    fieldErrors[name] = [...(fieldErrors[name] ?? []), CHOICE_MESSAGES[name] ?? issue.message];
  }
  return { options: null, fieldErrors };
}
