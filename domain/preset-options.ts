import { z } from "zod";

/**
 * The choices a built-in preset's dialog form makes (docs/product/home-and-presets.md), kept
 * on the workspace (`cara_workspaces.preset_options`) so every run of Cara reads them, not
 * only the first message.
 */

/** The fillable form templates Cara fills (Fill Template; certificates and evidence are among them). */
export const FORM_TEMPLATES = [
  "ACORD 24",
  "ACORD 25",
  "ACORD 27",
  "ACORD 28",
  "ACORD 35",
  "ACORD 36",
  "ACORD 75",
  "ACORD 125",
  "ACORD 126",
  "ACORD 130",
  "ACORD 131",
  "ACORD 140",
] as const;
export type FormTemplate = (typeof FORM_TEMPLATES)[number];
export const isFormTemplate = (value: string): value is FormTemplate =>
  (FORM_TEMPLATES as readonly string[]).includes(value);

/** The certificate type select: liability (24, 25) names a holder; evidence (27, 28) an additional interest. */
export const CERTIFICATE_TYPES = ["ACORD 25", "ACORD 24", "ACORD 27", "ACORD 28"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
export const takesCertificateHolder = (type: string | null | undefined) => type === "ACORD 24" || type === "ACORD 25";
export const takesAdditionalInterest = (type: string | null | undefined) => type === "ACORD 27" || type === "ACORD 28";

/** Underwriting lines: Business Operations is always included and cannot be removed. */
export const UNDERWRITING_LINES = ["BUSINESS_OPERATIONS", "WORKERS_COMPENSATION", "PROPERTY", "AUTO"] as const;
export type UnderwritingLine = (typeof UNDERWRITING_LINES)[number];

export const CLASSIFICATION_SYSTEMS = ["NAICS", "SIC", "GL"] as const;
export type ClassificationSystem = (typeof CLASSIFICATION_SYSTEMS)[number];

/**
 * Explore a Policy's modes: Ask (cited answers), Explore Exclusions (each exclusion with its form,
 * page and a claim it would deny), Summarize Coverage (a cited coverage table) and Coverage Gap
 * Analysis (the business's exposures against its policies). Ask by default.
 */
export const EXPLORATION_MODES = ["ASK", "EXCLUSIONS", "SUMMARY", "GAPS"] as const;
export type ExplorationMode = (typeof EXPLORATION_MODES)[number];

const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters`);

export const presetOptionsSchema = z.object({
  /** Fill Template: the form to fill. */
  template: z.enum(FORM_TEMPLATES).nullish(),
  /** Certificate presets: the certificate type (ACORD 25 by default). */
  certificateType: z.enum(CERTIFICATE_TYPES).nullish(),
  /** ACORD 24/25: who the certificate is for; empty means the named insured's own information. */
  certificateHolder: text(2000).nullish(),
  /** ACORD 27/28: the lender, loss payee or mortgagee; empty means as the documents show it. */
  additionalInterest: text(2000).nullish(),
  /** Underwriting analysis: the lines to prepare (Business Operations always added). */
  lines: z
    .array(z.enum(UNDERWRITING_LINES))
    .max(UNDERWRITING_LINES.length)
    .nullish()
    .transform((lines) => (lines ? [...new Set<UnderwritingLine>(["BUSINESS_OPERATIONS", ...lines])] : lines)),
  /** Commercial classification: NAICS by default. */
  classificationSystem: z.enum(CLASSIFICATION_SYSTEMS).nullish(),
  /** Explore a Policy: the mode (ASK by default). */
  explorationMode: z.enum(EXPLORATION_MODES).nullish(),
  /**
   * Certificate Review and Contract Review: insurance requirements the user types (one per line,
   * e.g. "General liability $1,000,000 each occurrence"), checked like a contract's.
   */
  requirements: text(5000).nullish(),
});
export type PresetOptions = z.infer<typeof presetOptionsSchema>;
