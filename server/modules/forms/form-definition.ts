import type { FormTemplate } from "../../../domain/preset-options.ts";
import type { FieldSource, FilledField, UnfilledField } from "../../../domain/form-fill.ts";
import type { FormSources } from "./form-sources.ts";

/**
 * A form Cara fills, as data (docs/product/form-skills.md): each field it can fill with our key
 * (the ACORD field name when ACORD publishes one), its label and section, and a resolver that
 * returns the value with its source, or why it is empty. Fields without a resolver are never
 * written: Cara does not guess.
 */

export type FieldKind = "text" | "date" | "money" | "checkbox";

/** A value with where it came from; `missing` with the reason; null = not applicable (an unchecked box). */
export type Resolved = { value: string; source: FieldSource } | { missing: string } | null;

export interface FormFieldDef {
  key: string;
  label: string;
  section: string;
  kind: FieldKind;
  resolve: (sources: FormSources) => Resolved;
}

export interface FormDefinition {
  template: FormTemplate;
  /** "Commercial Insurance Application". */
  title: string;
  /** What the form is, for the model and the docs. */
  purpose: string;
  /** True when the keys are the ACORD AcroForm field names (an uploaded licensed form is filled by them). */
  acordFieldNames: boolean;
  sections: string[];
  fields: FormFieldDef[];
}

/** The checked value of a check box, as kept in FilledField.value. */
export const CHECKED = "Yes";

export function resolveFields(
  definition: FormDefinition,
  sources: FormSources,
): { filled: FilledField[]; missing: UnfilledField[] } {
  const filled: FilledField[] = [];
  const missing: UnfilledField[] = [];
  for (const field of definition.fields) {
    const result = field.resolve(sources);
    if (!result) continue;
    if ("missing" in result) missing.push({ key: field.key, label: field.label, reason: result.missing });
    else if (result.value.trim() !== "")
      filled.push({ key: field.key, label: field.label, value: result.value, source: result.source });
  }
  return { filled, missing };
}

/** A short description of a source for the model and the chat ("Account Harbor Bakery: phone", "quote.pdf p. 2"). */
export function sourceSummary(source: FieldSource): string {
  if (source.kind === "record") return source.label;
  if (source.kind === "document") return `${source.fileName} p. ${source.page}: "${source.quote}"`;
  return source.label;
}
