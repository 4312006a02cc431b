// The labelled amounts of a quote's or a policy's page: a table row ("Each Occurrence ⇥ $1,000,000",
// a schedule row under "Coverage ⇥ Limit ⇥ Deductible ⇥ Premium"), a label and its amount on a
// scanned line ("Each Occurrence $1,000,000"), or a clause of a sentence ("$2,000,000 general
// aggregate"). Each row keeps the offsets of the text it was read from, so its quote is exact.
import type { Cell, Line } from "./page-lines.ts";
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
  /** What the document prints right after the amount ("if paid in full", "+ $83.88 of additional SLT"). */
  note?: string;
  /** Read from a clause of a sentence, not from a table row or a "label amount" line. */
  prose?: boolean;
  start: number;
  end: number;
}

const amountsIn = (text: string) => [...text.matchAll(new RegExp(amountPattern.source, "gi"))];

/** A cell that is an amount (with at most a short qualifier after it: "$1,000 per claim"). */
function cellAmount(text: string): string | null {
  const [m] = amountsIn(text);
  if (!m || m.index !== 0) return null;
  return text.length - m[0].length <= 24 ? m[0].replace(/^\$\s+/, "$") : null;
}

/** The words a cell prints after its amount, when they qualify it ("if paid in full", "+ $83.88 of additional SLT"). */
function noteAfter(text: string): string | undefined {
  const [m] = amountsIn(text);
  if (!m || m.index !== 0) return undefined;
  const rest = text.slice(m[0].length).trim();
  return rest && rest.length <= 60 && !/[.!?]\s+\S/.test(rest) ? rest : undefined;
}

/** A cell holding only "$" (or a label ending in " $") before a cell holding the digits: "Premium ⇥ $ ⇥ 28,063.00". */
function joinDollarCells(cells: Cell[]): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const next = cells[i + 1];
    const digits = next && /^\d[\d,]*(\.\d{2})?$/.test(next.text);
    if (digits && cell.text === "$") {
      out.push({ text: `$${next.text}`, start: cell.start });
      i++;
    } else if (digits && /\s\$$/.test(cell.text)) {
      out.push(
        { text: cell.text.replace(/\s*\$$/, ""), start: cell.start },
        { text: `$${next.text}`, start: next.start },
      );
      i++;
    } else out.push(cell);
  }
  return out;
}

function columnOf(header: string): RowColumn {
  if (/deductible|retention|\bSIR\b/i.test(header)) return "deductible";
  if (/premium|cost|charge|\bgross\b/i.test(header)) return "premium";
  if (/limit|amount|coverage amount|insurance/i.test(header)) return "limit";
  return null;
}

/** A table header cell: a few words, not a "label:" of a key–value pair, no digits. */
const headerCell = (text: string) => !/\d/.test(text) && !/:$/.test(text) && text.split(/\s+/).length <= 5;

/**
 * The nearest header row above: short cells of words, one right of the first naming a limit,
 * deductible or premium column. A label beside a value ("Products Aggregate Limit ⇥ Included")
 * is a row, not a header.
 */
function headerAbove(lines: Line[], line: Line): Line | null {
  for (let i = line.index - 1; i >= 0 && i >= line.index - 15; i--) {
    const h = lines[i]!;
    if (h.cells.length < 2 || h.cells.some((c) => /\d|^(included|excluded|no charge|waived|n\/a)$/i.test(c.text)))
      continue;
    if (!h.cells.every((c) => headerCell(c.text)) || !h.cells.slice(1).some((c) => columnOf(c.text))) return null;
    return h;
  }
  return null;
}

/** The column of the amount in cell `i` of a row of `count` cells under `header`: by position, or the last under the last. */
function columnAt(header: Line, i: number, count: number): RowColumn {
  if (header.cells.length === count) return columnOf(header.cells[i]!.text);
  // a header with no title over the label column: "Gross ⇥ Taxable" over "Crime ⇥ $915.00 ⇥ $915.00"
  if (header.cells.length === count - 1 && i > 0) return columnOf(header.cells[i - 1]!.text);
  return i === count - 1 ? columnOf(header.cells[header.cells.length - 1]!.text) : null;
}

/**
 * A row of amounts with no label under a row of labels with as many cells ("Premium ⇥ Policy Fee
 * ⇥ Total" over "$14,564.03 ⇥ $250.00 ⇥ $14,814.03"): each amount under its label.
 */
function underLabels(lines: Line[], line: Line, cells: Cell[]): AmountRow[] {
  const above = lines[line.index - 1];
  if (
    !above ||
    above.cells.length !== cells.length ||
    !above.cells.every((c) => /[a-z]{2}/i.test(c.text) && !/\d/.test(c.text))
  )
    return [];
  const out: AmountRow[] = [];
  cells.forEach((c, i) => {
    const value = cellAmount(c.text);
    if (value)
      out.push({
        label: cleanLabel(above.cells[i]!.text),
        value,
        column: null,
        note: noteAfter(c.text),
        start: above.start,
        end: line.end,
      });
  });
  return out;
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
    // a sentence's "included" or "excluded" is wording, not a schedule's value; "$100 billion" is no limit
    if (/^[a-z]/i.test(m[0]) && !/^statutory$/i.test(m[0])) continue;
    if (/^\s*(billion|million|thousand)\b/i.test(clause.slice(m.index + m[0].length))) continue;
    const label = `${clause.slice(0, m.index)} ${clause.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
    if (!/[a-z]{3}/i.test(label)) continue;
    const lead = clause.length - clause.trimStart().length;
    out.push({ label, value: m[0], column: null, prose: true, start: offset + a + lead, end: offset + b });
  }
  return out;
}

/** The labelled amounts of one line of a page. */
export function amountRows(lines: Line[], line: Line): AmountRow[] {
  const cells = joinDollarCells(line.cells);
  if (!cells.length || !amountsIn(line.text).length) return [];
  const whole = { start: line.start, end: line.end };
  if (cells.length > 1) {
    const labelIndex = cells.findIndex((c) => /[a-z]{2}/i.test(c.text) && !cellAmount(c.text));
    if (labelIndex < 0) return underLabels(lines, line, cells);
    const labelCell = cells[labelIndex]!;
    // "Each Occurrence Limit: $1,000,000" in a cell of its own, next to another field
    if (amountsIn(labelCell.text).length === 1 && labelIndex === 0 && !cells.slice(1).some((c) => cellAmount(c.text)))
      return amountRows([], { ...line, cells: [labelCell], text: labelCell.text, start: labelCell.start });
    const values = cells
      .map((c, i) => ({ i, value: cellAmount(c.text) ?? (noteAfter(c.text) ? amountsIn(c.text)[0]![0] : null) }))
      .filter((v) => v.value && v.i > labelIndex);
    if (!values.length) return [];
    const label = cleanLabel(
      cells
        .slice(0, values[0]!.i)
        .map((c) => c.text)
        .join(" "),
    );
    const header = headerAbove(lines, line);
    if (header) {
      const placed = values
        .map((v) => ({ label, value: v.value!, column: columnAt(header, v.i, cells.length), ...whole }))
        .filter((r) => r.column);
      if (placed.length) return placed;
    }
    // declarations print the limit before the premium: the first amount is the row's value; words
    // after it, in its cell or the cells after, qualify it ("$14,564.03 ⇥ if paid in full")
    const first = values[0]!;
    const trailing = cells
      .slice(first.i + 1)
      .map((c) => c.text)
      .join(" ");
    const note =
      noteAfter(cells[first.i]!.text) ??
      (values.length === 1 && trailing && trailing.length <= 40 && !/\d/.test(trailing) ? trailing : undefined);
    return [{ label, value: first.value!, column: null, ...(note ? { note } : {}), ...whole }];
  }
  const text = cells[0]!.text;
  const start = cells[0]!.start;
  const amounts = amountsIn(text);
  if (amounts.length === 1) {
    const m = amounts[0]!;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const sentence =
      /\b(we|you|your|is|are|will|provides?|includes?|offers?|the)\b/i.test(before) ||
      /\b(we|you|your|is|are|will|may)\b/i.test(after) ||
      /^\s*(billion|million|thousand)\b/i.test(after);
    if (/[a-z]{2}/i.test(before) && before.length <= 60 && after.trim().length <= 30 && !sentence) {
      const note =
        after.trim() && /^\s*(if|when|with|without|excluding|including|plus|\+|per|of)\b/i.test(after)
          ? after.trim()
          : undefined;
      return [
        {
          label: cleanLabel(`${before} ${after}`),
          value: m[0],
          column: null,
          ...(note ? { note } : {}),
          start,
          end: start + text.length,
        },
      ];
    }
  }
  return clauses(text, start);
}
