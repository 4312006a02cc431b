// The documents of a risk: an ACORD-125-like application (two-column table, label: value prose, a
// fillable PDF's fields, a scanned page), a carrier supplemental and a loss run (two carriers'
// column sets, or a "no losses" letter), each recording the page every value is printed on.
import type { GenLine, GenPage } from "../../insurance-docs/model.ts";
import { money } from "../../insurance-docs/random.ts";
import type { Risk } from "./risk.ts";
import { PAGE_ONE, PAGE_TWO, type Wording } from "./wordings.ts";

export type AppStyle = "table" | "prose" | "fillable" | "scanned";

export interface UwDoc {
  fileName: string;
  scanned: boolean;
  pages: GenPage[];
  /** A fillable PDF: the values are in these form fields, not drawn on the page. */
  fields?: Array<{ name: string; label: string; value: string; page: number }>;
  /** fact id -> the value printed and its page */
  truth: Record<string, { value: string; page: number }>;
}

const fieldName = (label: string) =>
  label
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");

function factLines(risk: Risk, ids: string[], w: Wording, style: AppStyle, doc: UwDoc, page: number): GenLine[] {
  const lines: GenLine[] = [];
  for (const id of ids) {
    const value = risk.facts[id];
    const label = w[id];
    if (value === undefined) {
      // an empty field on a printed form: the label with nothing after it (prose leaves the line out)
      if (style !== "prose") lines.push({ cells: [label], xs: [54] });
      continue;
    }
    doc.truth[id] = { value, page };
    if (style === "fillable") {
      (doc.fields ??= []).push({ name: fieldName(label), label, value, page });
      lines.push({ cells: [label], xs: [54] });
    } else if (style === "prose") lines.push({ cells: [`${label}: ${value}`], size: 8.5 });
    else lines.push({ cells: [label, value], xs: [54, 210], size: 8.5 });
  }
  return lines;
}

function lossLines(risk: Risk, w: Wording): GenLine[] {
  const lines: GenLine[] = [{ cells: ["LOSS HISTORY - PAST 5 YEARS"], bold: true }];
  if (!risk.losses.length || risk.deniesLosses) {
    lines.push({ cells: ["Any losses or claims in the past 5 years?", "No"], xs: [54, 400] });
    lines.push({ cells: ["The applicant has had no losses in the past five years."] });
    return lines;
  }
  lines.push({ cells: ["Date of Loss", "Line", "Description", "Paid", "Reserve"], xs: [54, 130, 180, 430, 500] });
  for (const l of risk.losses)
    lines.push({
      cells: [l.date, l.line, l.description, money(l.paid), money(l.reserve)],
      xs: [54, 130, 180, 430, 500],
      size: 8.5,
    });
  void w;
  return lines;
}

export function application(risk: Risk, w: Wording, style: AppStyle, title: string): UwDoc {
  const doc: UwDoc = { fileName: `${title}.pdf`, scanned: style === "scanned", pages: [], truth: {} };
  const head = (t: string): GenLine => ({ cells: [t], bold: true, size: 12 });
  const one: GenLine[] = [
    head("COMMERCIAL INSURANCE APPLICATION"),
    { cells: ["APPLICANT INFORMATION"], bold: true },
    ...factLines(risk, PAGE_ONE, w, style, doc, 1),
  ];
  const two: GenLine[] = [head("APPLICATION - LINES OF BUSINESS"), { cells: ["WORKERS COMPENSATION"], bold: true }];
  two.push(...factLines(risk, PAGE_TWO.slice(0, 2), w, style, doc, 2));
  const cx = [54, 110, 330, 450];
  two.push({ cells: ["Class Code", "Description", "Payroll", "Employees"], xs: cx });
  for (const c of risk.classCodes)
    two.push({ cells: [c.code, c.description, money(c.payroll), String(c.employees)], xs: cx });
  two.push({ cells: ["PROPERTY"], bold: true }, ...factLines(risk, PAGE_TWO.slice(2, 12), w, style, doc, 2));
  two.push({ cells: ["COMMERCIAL AUTO"], bold: true }, ...factLines(risk, PAGE_TWO.slice(12), w, style, doc, 2));
  const vx = [54, 100, 170, 270, 470];
  two.push({ cells: ["Year", "Make", "Model", "VIN", "Cost New"], xs: vx });
  for (const v of risk.vehicles) two.push({ cells: [v.year, v.make, v.model, v.vin, money(v.cost)], xs: vx });
  two.push(...lossLines(risk, w));
  doc.pages = [{ lines: one }, { lines: two }];
  return doc;
}

/** A carrier supplemental restating revenue, employees, payroll and years in business (where they differ: the conflicts). */
export function supplemental(risk: Risk, w: Wording): UwDoc {
  const doc: UwDoc = { fileName: "Carrier supplemental questionnaire.pdf", scanned: false, pages: [], truth: {} };
  const lines: GenLine[] = [
    { cells: ["SUPPLEMENTAL QUESTIONNAIRE"], bold: true, size: 12 },
    { cells: [`${w.applicantName}: ${risk.facts.applicantName}`] },
  ];
  for (const id of ["yearsInBusiness", "annualRevenue", "fullTimeEmployees", "totalPayroll"]) {
    const value = risk.conflicts[id] ?? risk.facts[id];
    if (value === undefined) continue;
    lines.push({ cells: [`${w[id]}: ${value}`] });
  }
  lines.push({ cells: ["Signed by the applicant; the statements above are true and complete."] });
  doc.pages = [{ lines }];
  return doc;
}

const LOSS_COLUMNS = {
  A: {
    header: ["Claim #", "Date of Loss", "Line", "Description", "Paid", "Reserve", "Status"],
    xs: [54, 120, 190, 230, 420, 480, 540],
  },
  B: {
    header: ["Loss Date", "Coverage", "Cause", "Total Paid", "Outstanding", "Open/Closed"],
    xs: [54, 120, 190, 400, 470, 540],
  },
};

export function lossRun(risk: Risk, variant: "A" | "B", scanned = false): UwDoc {
  const doc: UwDoc = { fileName: `Loss run ${risk.carrier.split(" ")[0]}.pdf`, scanned, pages: [], truth: {} };
  const lines: GenLine[] = [
    { cells: ["LOSS RUN REPORT"], bold: true, size: 12 },
    { cells: ["Valued as of 10/31/2026"] },
    { cells: ["Carrier", risk.carrier], xs: [54, 200] },
    { cells: ["Named Insured", risk.facts.applicantName], xs: [54, 200] },
    { cells: ["Policy Number", risk.policyNumber], xs: [54, 200] },
  ];
  if (!risk.losses.length) {
    lines.push({ cells: ["No losses have been reported under this policy for the period 2021 through 2026."] });
  } else {
    const { header, xs } = LOSS_COLUMNS[variant];
    lines.push({ cells: header, xs });
    for (const l of risk.losses) {
      const cells =
        variant === "A"
          ? [l.claim, l.date, l.line, l.description, money(l.paid), money(l.reserve), l.status]
          : [l.date, l.line, l.description, money(l.paid), money(l.reserve), l.status];
      lines.push({ cells, xs, size: 8 });
    }
    lines.push({ cells: [`Total claims: ${risk.losses.length}`] });
  }
  doc.pages = [{ lines }];
  return doc;
}
