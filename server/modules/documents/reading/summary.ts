// A policy summary from its pages: each line read by the same extractive rules as a question, each
// with its citation; what was not found is listed, never filled in.
import { findingsFor } from "./answer.ts";
import { findForms } from "./forms.ts";
import { questionClasses } from "./question-classes.ts";
import type { PageText, SummaryLine } from "./types.ts";

const headline: Array<[string, string]> = [
  ["namedInsured", "Named insured"],
  ["carrier", "Insurer"],
  ["policyNumber", "Policy number"],
  ["policyPeriod", "Policy period"],
  ["premium", "Total premium"],
];

const coverages: Array<[string, string]> = [
  ["eachOccurrence", "Each occurrence"],
  ["generalAggregate", "General aggregate"],
  ["productsAggregate", "Products-completed operations aggregate"],
  ["personalAdvertising", "Personal and advertising injury"],
  ["rentedPremises", "Damage to rented premises"],
  ["medicalExpense", "Medical expense"],
  ["combinedSingleLimit", "Auto combined single limit"],
  ["elAccident", "Employer's liability each accident"],
  ["elDiseaseEmployee", "Employer's liability disease each employee"],
  ["elDiseasePolicy", "Employer's liability disease policy limit"],
  ["umbrellaOccurrence", "Umbrella each occurrence"],
  ["umbrellaAggregate", "Umbrella aggregate"],
  ["deductible", "Deductible"],
];

/** The summary's label for each question class it reads (the evaluation checks cells by class). */
export const SUMMARY_LABELS: Record<string, string> = Object.fromEntries([...headline, ...coverages]);

export function summarizePolicy(pages: PageText[]): { lines: SummaryLine[]; missing: string[] } {
  const lines: SummaryLine[] = [];
  const missing: string[] = [];
  for (const [id, label] of [...headline, ...coverages]) {
    const cls = questionClasses.find((c) => c.id === id)!;
    const findings = findingsFor(cls, "", pages);
    if (!findings.length) {
      if (headline.some(([h]) => h === id)) missing.push(label);
      continue;
    }
    for (const f of findings) {
      const where = findings.length > 1 && f.context ? ` (${f.context})` : "";
      lines.push({ label: `${label}${where}`, value: f.value, citation: f.citation });
    }
  }
  const forms = findForms(pages);
  if (!forms.length) missing.push("Forms and endorsements");
  for (const f of forms) lines.push({ label: `Form ${f.number}`, value: f.title, citation: f.finding.citation });
  if (!coverages.some(([id]) => lines.some((l) => l.label.startsWith(coverages.find(([c]) => c === id)![1])))) {
    missing.push("Coverages and limits");
  }
  return { lines, missing };
}
