import { z } from "zod";
import { PRESETS, type Preset } from "./workspace.ts";

/**
 * Custom presets (docs/product/custom-presets.md, ADR 046): an agency's own reusable
 * instructions for copilot workspaces — a title, a description, a base prompt, reference files
 * and, optionally, a built-in preset whose skill it inherits.
 */

export const MAX_PRESET_TITLE = 80;
export const MAX_PRESET_DESCRIPTION = 300;
export const MAX_PRESET_BASE_PROMPT = 20_000;
/** Reference files one preset may keep. */
export const MAX_PRESET_FILES = 10;

/** The role tag a preset's reference file carries in a workspace made from it. */
export const REFERENCE_ROLE_TAG = "[Reference]";

/** The built-in presets a custom preset may inherit from, in the editor's order and words (spec §6). */
export const INHERITABLE_PRESETS: ReadonlyArray<{ preset: Preset; label: string }> = [
  { preset: "CertificateReview", label: "Certificate Review" },
  { preset: "ContractReview", label: "Contract Review" },
  { preset: "CoverageComparison", label: "Coverage Comparison" },
  { preset: "GenerateQuoteProposal", label: "Create Quote Proposal" },
  { preset: "UnderwritingAnalysis", label: "Enrich and Verify Application" },
  { preset: "DocumentExploration", label: "Explore a Policy" },
  { preset: "GenerateTemplate", label: "Fill Template" },
  { preset: "CommercialClassification", label: "Commercial Classification" },
];
const INHERITABLE = INHERITABLE_PRESETS.map((p) => p.preset);

export const inheritLabelOf = (preset: string | null | undefined): string | null =>
  INHERITABLE_PRESETS.find((p) => p.preset === preset)?.label ?? null;

/**
 * Prompt text as the agency typed it, made safe to keep: line endings unified, control and
 * bidirectional-override characters removed (tabs and new lines kept), trailing space trimmed.
 * It stays plain text: it is never rendered as HTML (React escapes it on display).
 */
export function sanitizePromptText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "")
      .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\ufeff]/g, "")
      .trim()
  );
}

/** One line: control characters gone and white space collapsed (title, description). */
const oneLine = (text: string) => sanitizePromptText(text).replace(/\s+/g, " ");

const TITLE_REQUIRED = "Give the preset a title";
const BASE_PROMPT_REQUIRED = "Write the base prompt: what Cara should do when this preset runs";

export const presetTitleInput = z
  .string({ error: TITLE_REQUIRED })
  .transform(oneLine)
  .pipe(
    z
      .string()
      .min(1, TITLE_REQUIRED)
      .max(MAX_PRESET_TITLE, `Keep the title to ${MAX_PRESET_TITLE} characters (two to four words is best)`),
  );

export const presetDescriptionInput = z
  .string()
  .nullish()
  .transform((value) => (value ? oneLine(value) : ""))
  .pipe(
    z
      .string()
      .max(MAX_PRESET_DESCRIPTION, `Keep the description to ${MAX_PRESET_DESCRIPTION} characters (about one sentence)`),
  );

export const presetBasePromptInput = z
  .string({ error: BASE_PROMPT_REQUIRED })
  .transform(sanitizePromptText)
  .pipe(
    z
      .string()
      .min(1, BASE_PROMPT_REQUIRED)
      .max(
        MAX_PRESET_BASE_PROMPT,
        `Keep the base prompt to ${MAX_PRESET_BASE_PROMPT.toLocaleString("en-US")} characters`,
      ),
  );

export const inheritFromPresetInput = z
  .union([z.literal(""), z.enum(PRESETS)])
  .nullish()
  .refine((value) => !value || INHERITABLE.includes(value), "Choose one of the listed presets, or none")
  .transform((value): Preset | null => value || null);

/** The fields of a custom preset (create and update take the same; files come separately). */
export const customPresetInput = z.object({
  title: presetTitleInput,
  description: presetDescriptionInput,
  basePrompt: presetBasePromptInput,
  allowFileUpload: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  inheritFromPreset: inheritFromPresetInput,
  /** Reference files to keep, by id (null: none kept). */
  fileIds: z
    .array(z.string().min(1).max(64))
    .max(MAX_PRESET_FILES, `Keep up to ${MAX_PRESET_FILES} reference files`)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
});
export type CustomPresetInput = z.output<typeof customPresetInput>;
