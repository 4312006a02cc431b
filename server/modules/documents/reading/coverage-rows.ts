// The labelled amounts of a quote's or a policy's page: a table row ("Each Occurrence ⇥ $1,000,000",
// a schedule row under "Coverage ⇥ Limit ⇥ Deductible ⇥ Premium"), a label and its amount on a
// scanned line ("Each Occurrence $1,000,000"), or a clause of a sentence ("$2,000,000 general
// aggregate"). Each row keeps the offsets of the text it was read from, so its quote is exact.
import type { Line } from "./page-lines.ts";
import { moneyPattern } from "./values.ts";

/** An amount a coverage row states: money, "Included"/"Excluded", a percentage, "Statutory". */
export const amountPattern = new RegExp(
  `${moneyPattern.source}|\\b\\d{1,2}(?:\\.\\d{1,2})?\\s?%|\\bStatutory\\b`,
  "gi",
);

export type RowColumn = "limit" | "deductible" | "premium" | null;

export interface AmountRow {
  label: string;
  value: string;
  /** The column the amount stands in, when a header above names it. */
  column: RowColumn;
  start: number;
  end: number;
}

const amountsIn = (text: string) => [...text.matchAll(new RegExp(amountPattern.source, "gi"))];

/** A cell that is an amount (with at most a short qualifier after it: "$1,000 per claim"). */
function cellAmount(text: string): string | null {
  const [m] = amountsIn(text);
  if (!m || m.index !== 0) return null;
  return text.length - m[0].length <= 24 ? m[0] : null;
}

function columnOf(header: string): RowColumn {
  if (/deductible|retention|\bSIR\b/i.test(header)) return "deductible";
  if (/premium|cost|charge/i.test(header)) return "premium";
  if (/limit|amount|coverage amount|insurance/i.test(header)) return "limit";
  return null;
}

/** The nearest header row above (all cells words, one naming a limit, deductible or premium) with as many cells. */
function headerAbove(lines: Line[], line: Line): Line | null {
  for (let i = line.index - 1; i >= 0 && i >= line.index - 15; i--) {
    const h = lines[i]!;
    if (h.cells.length < 2 || h.cells.some((c) => /\d/.test(c.text))) continue;
    if (!h.cells.some((c) => columnOf(c.text))) return null;
    return h.cells.length === line.cells.length ? h : null;
  }
  return null;
}

const cleanLabel = (text: string) =>
  text
    .replace(/\.{2,}|_{2,}/g, " ")
    .replace(/[\s:–-]+$/, "")
    .replace(/^[\s•*\-–]+/, "")
    .trim();

/** A sentence's clauses around its amounts: split at , ; . and before "and"/"with"/"plus". */
function clauses(text: string, offset: number): AmountRow[] {
  const out: AmountRow[] = [];
  const cut = /(?<!\d)[,;](?!\d)|\.(?=\s|$)|\s(?=(and|with|plus|subject to)\s)/gi;
  let from = 0;
  const parts: Array<[number, number]> = [];
  for (const m of text.matchAll(cut)) {
    parts.push([from, m.index]);
    from = m.index + m[0].length;
  }
  parts.push([from, text.length]);
  for (const [a, b] of parts) {
    const clause = text.slice(a, b);
    const amounts = amountsIn(clause);
    if (amounts.length !== 1) continue;
    const m = amounts[0]!;
    const label = `${clause.slice(0, m.index)} ${clause.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
    if (!/[a-z]{3}/i.test(label)) continue;
    const lead = clause.length - clause.trimStart().length;
    out.push({ label, value: m[0], column: null, start: offset + a + lead, end: offset + b });
  }
  return out;
}

/** The labelled amounts of one line of a page. */
export function amountRows(lines: Line[], line: Line): AmountRow[] {
  const cells = line.cells;
  if (!cells.length || !amountsIn(line.text).length) return [];
  const whole = { start: line.start, end: line.end };
  if (cells.length > 1) {
    const labelIndex = cells.findIndex((c) => /[a-z]{2}/i.test(c.text) && !cellAmount(c.text));
    if (labelIndex < 0) return [];
    const labelCell = cells[labelIndex]!;
    // "Each Occurrence Limit: $1,000,000" in a cell of its own, next to another field
    if (amountsIn(labelCell.text).length === 1 && labelIndex === 0 && !cells.slice(1).some((c) => cellAmount(c.text)))
      return amountRows([], { ...line, cells: [labelCell], text: labelCell.text, start: labelCell.start });
    const values = cells.map((c, i) => ({ i, value: cellAmount(c.text) })).filter((v) => v.value && v.i > labelIndex);
    if (!values.length) return [];
    const label = cleanLabel(
      cells
        .slice(0, values[0]!.i)
        .map((c) => c.text)
        .join(" "),
    );
    const header = headerAbove(lines, line);
    if (header) {
      return values
        .map((v) => ({ label, value: v.value!, column: columnOf(header.cells[v.i]!.text), ...whole }))
        .filter((r) => r.column);
    }
    // declarations print the limit before the premium: the first amount is the row's value
    return [{ label, value: values[0]!.value!, column: null, ...whole }];
  }
  const text = cells[0]!.text;
  const start = cells[0]!.start;
  const amounts = amountsIn(text);
  if (amounts.length === 1) {
    const m = amounts[0]!;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const sentence = /\b(we|you|your|is|are|will|provides?|includes?|offers?|the)\b/i.test(before);
    if (/[a-z]{2}/i.test(before) && before.length <= 60 && after.trim().length <= 30 && !sentence) {
      return [{ label: cleanLabel(`${before} ${after}`), value: m[0], column: null, start, end: start + text.length }];
    }
  }
  return clauses(text, start);
}
