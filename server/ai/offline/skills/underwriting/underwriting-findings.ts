import type { UnderwritingLine } from "../../../../../domain/preset-options.ts";
import { numberOf } from "../../../../modules/underwriting/application-facts.ts";
import { FACT_CLASSES } from "../../../../modules/underwriting/fact-classes.ts";
import type { ReportCell, ReportTable } from "../report.ts";
import {
  amount,
  factsOf,
  LINE_NAMES,
  referenceYear,
  sameValue,
  type ReadDoc,
  type ReadLoss,
} from "./underwriting-read.ts";

/**
 * The underwriter's view of the documents: per line, each item found (with its source) or
 * missing; the facts two documents state differently; the red flags. Judgement only: every value
 * comes from the APPLICATION view's cited readings.
 */

export interface ChecklistItem {
  line: UnderwritingLine;
  id: string;
  label: string;
  found: ReportCell | null;
  differs: boolean;
}

const SCHEDULES: Array<{ id: string; label: string; lines: UnderwritingLine[] }> = [
  { id: "classCodes", label: "Class codes and payroll", lines: ["WORKERS_COMPENSATION"] },
  { id: "vehicles", label: "Vehicle schedule", lines: ["AUTO"] },
  {
    id: "lossHistory",
    label: "Loss history",
    lines: ["BUSINESS_OPERATIONS", "WORKERS_COMPENSATION", "PROPERTY", "AUTO"],
  },
];

function scheduleCell(docs: ReadDoc[], id: string): ReportCell | null {
  if (id === "classCodes") {
    const rows = docs.flatMap((d) => d.classCodes);
    return rows.length
      ? {
          text: rows.map((r) => `${r.code} ${r.description ?? ""} ${r.payroll ?? ""}`.trim()).join("; "),
          cite: rows[0]!.citation,
        }
      : null;
  }
  if (id === "vehicles") {
    const rows = docs.flatMap((d) => d.vehicles);
    return rows.length
      ? {
          text: `${rows.length} vehicle(s): ${rows.map((v) => `${v.year} ${v.make ?? ""} ${v.vin ?? "no VIN"}`).join("; ")}`,
          cite: rows[0]!.citation,
        }
      : null;
  }
  const losses = uniqueLosses(docs);
  if (losses.length) return { text: `${losses.length} claim(s) listed`, cite: losses[0]!.citation };
  const none = docs.flatMap((d) => d.statements).find((s) => s.kind === "no losses");
  return none ? { text: "No losses stated", cite: none.citation } : null;
}

export function checklist(docs: ReadDoc[], lines: UnderwritingLine[]): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  for (const line of lines) {
    for (const fact of FACT_CLASSES.filter((c) => c.lines.includes(line))) {
      let values = factsOf(docs, fact.id);
      // a start date answers years in business
      if (!values.length && fact.id === "yearsInBusiness") values = factsOf(docs, "dateStarted");
      const first = values[0];
      const differs = values.some((v) => v.id === first?.id && !sameValue(fact.id, v.value, first.value));
      const label = first && first.id !== fact.id ? `${fact.label} (from the start date)` : fact.label;
      items.push({
        line,
        id: fact.id,
        label,
        found: first ? { text: first.value, cite: first.citation, highlight: differs } : null,
        differs,
      });
    }
    for (const schedule of SCHEDULES.filter((s) => s.lines.includes(line)))
      items.push({
        line,
        id: schedule.id,
        label: schedule.label,
        found: scheduleCell(docs, schedule.id),
        differs: false,
      });
  }
  return items;
}

export function checklistTable(items: ChecklistItem[]): ReportTable {
  return {
    columns: ["Line", "Item", "Status", "Value"],
    rows: items.map((item) => [
      { text: LINE_NAMES[item.line] },
      { text: item.label },
      item.found
        ? item.differs
          ? { text: "Differs", status: "Differs" }
          : { text: "Found" }
        : { text: "Not found", status: "Not found" },
      item.found ?? { text: "—" },
    ]),
  };
}

/** The losses of every document, one per date of loss (a loss run and the application list the same claim). */
export function uniqueLosses(docs: ReadDoc[]): ReadLoss[] {
  const byDate = new Map<string, ReadLoss>();
  const ordered = [...docs.filter((d) => d.kind === "loss run"), ...docs.filter((d) => d.kind !== "loss run")];
  for (const loss of ordered.flatMap((d) => d.losses)) if (!byDate.has(loss.date)) byDate.set(loss.date, loss);
  return [...byDate.values()];
}

export const incurred = (loss: ReadLoss) =>
  amount(loss.incurred) ?? (amount(loss.paid) ?? 0) + (amount(loss.reserved) ?? 0);

const COMPARED = [
  "fein",
  "annualRevenue",
  "fullTimeEmployees",
  "partTimeEmployees",
  "totalPayroll",
  "yearsInBusiness",
  "effectiveDate",
  "experienceMod",
];

export function inconsistencies(docs: ReadDoc[]): ReportCell[][] {
  const rows: ReportCell[][] = [];
  for (const id of COMPARED) {
    const values = factsOf(docs, id);
    const first = values[0];
    const other = values.find((v) => first && !sameValue(id, v.value, first.value));
    if (first && other)
      rows.push([
        { text: first.label },
        { text: first.value, cite: first.citation },
        { text: other.value, cite: other.citation, highlight: true },
        { text: "Differs", status: "Differs" },
      ]);
  }
  // years in business against the date the business started
  const years = factsOf(docs, "yearsInBusiness")[0];
  const started = factsOf(docs, "dateStarted")[0];
  const since = started ? referenceYear(docs) - (numberOf(started.value) ?? 0) : null;
  if (years && started && since !== null && Math.abs((numberOf(years.value) ?? since) - since) > 1)
    rows.push([
      { text: "Years in business against the start date" },
      { text: `${years.value} years`, cite: years.citation },
      { text: `started ${started.value} (${since} years)`, cite: started.citation, highlight: true },
      { text: "Differs", status: "Differs" },
    ]);
  // "no losses" against a loss run's claims
  const losses = docs.filter((d) => d.kind === "loss run").flatMap((d) => d.losses);
  for (const doc of docs) {
    const none = doc.statements.find((s) => s.kind === "no losses");
    const elsewhere = losses.filter((l) => l.citation.fileName !== doc.fileName);
    if (none && elsewhere.length)
      rows.push([
        { text: "Losses" },
        { text: "No losses stated", cite: none.citation },
        {
          text: `${elsewhere.length} claim(s), e.g. ${elsewhere[0]!.date} ${elsewhere[0]!.description ?? ""}`.trim(),
          cite: elsewhere[0]!.citation,
          highlight: true,
        },
        { text: "Differs", status: "Differs" },
      ]);
  }
  // claims on a loss run that an application's own loss list leaves out
  for (const app of docs.filter((d) => d.kind === "application" && d.losses.length)) {
    const left = losses.filter((l) => !app.losses.some((a) => a.date === l.date));
    if (left.length)
      rows.push([
        { text: "Losses not on the application" },
        { text: `${app.losses.length} claim(s) listed`, cite: app.losses[0]!.citation },
        {
          text: `${left.length} more: ${left.map((l) => l.date).join(", ")}`,
          cite: left[0]!.citation,
          highlight: true,
        },
        { text: "Differs", status: "Differs" },
      ]);
  }
  return rows;
}

export const inconsistencyColumns = ["Item", "First source", "Other source", "Status"];
