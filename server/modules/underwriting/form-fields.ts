// A filled fillable application (AcroForm): its fields' names read as labels ("ApplicantName",
// "Annual_Revenue", "FEIN") and their values held to the fact's shape. The citation quotes the
// field's value on the form's page, as ADR 040 allows for a form field.
import type { Citation } from "../documents/reading/types.ts";
import { shapeValue, type Fact } from "./application-facts.ts";
import { FACT_CLASSES } from "./fact-classes.ts";

/** "ApplicantName", "annual_revenue", "Prior.Carrier[0]" → "Applicant Name", "annual revenue", "Prior Carrier". */
export const fieldLabel = (name: string) =>
  (name.split(".").at(-1) ?? name)
    .replace(/\[\d+\]$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim();

export function factsFromFormFields(
  fields: Array<{ name: string; value: string; page: number }>,
  file: { fileId: string; fileName: string },
): Fact[] {
  const out: Fact[] = [];
  for (const field of fields) {
    const label = fieldLabel(field.name);
    const fact = FACT_CLASSES.find((c) => c.labels.test(label) && !c.notLabel?.test(label));
    const value = fact ? shapeValue(fact.kind, field.value) : null;
    if (!fact || !value || out.some((f) => f.id === fact.id && f.value === value)) continue;
    const citation: Citation = { ...file, page: field.page, quote: field.value.trim() };
    out.push({ id: fact.id, label: fact.label, value, citation });
  }
  return out;
}
