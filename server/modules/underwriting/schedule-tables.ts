// Schedules printed as tables — losses, WC class codes with payroll, vehicles — read from a
// header row naming the columns (in whatever order and wording the carrier uses) and the rows under
// it. A scanned page's OCR keeps no cell breaks: there a row is read from its own shape (a date and
// its amounts, a four-digit code and its payroll, a year and a VIN), in the header's column order.
import { pageLines, type Line } from "../documents/reading/page-lines.ts";
import type { Citation, PageText } from "../documents/reading/types.ts";
import { datePattern, moneyPattern } from "../documents/reading/values.ts";

export interface ScheduleSpec<K extends string> {
  columns: Record<K, RegExp>;
  /** A header names at least these columns. */
  required: K[][];
  /** The column whose cell makes a row one of the schedule's. */
  key: K;
  keyShape: RegExp;
  /** A scanned line (no cells) read into the columns in the header's order, or null. */
  readLine: (text: string, order: K[]) => Partial<Record<K, string>> | null;
}

export interface ScheduleRow<K extends string> {
  values: Partial<Record<K, string>>;
  citation: Citation;
}

/** A regex without its anchors: a header cell the extractor merged ("Class Code Description") names two columns. */
const loose = (re: RegExp) => new RegExp(re.source.replace(/\^|\$/g, ""), "i");

/** The columns a header's cells name, in order; a merged cell names each of its columns. */
function headerColumns<K extends string>(spec: ScheduleSpec<K>, texts: string[]): K[] {
  return texts.flatMap((text) => {
    const named = (Object.keys(spec.columns) as K[])
      .map((k) => ({ k, m: loose(spec.columns[k]).exec(text) }))
      .filter((x): x is { k: K; m: RegExpExecArray } => x.m !== null)
      .sort((a, b) => a.m.index - b.m.index)
      // names that overlap are one column's ("Total Paid" is paid, not also a total)
      .filter((x, i, all) => i === 0 || x.m.index >= all[i - 1]!.m.index + all[i - 1]!.m[0].length);
    if (named.length > 1) return named.map((x) => x.k);
    const whole = (Object.keys(spec.columns) as K[]).find((k) => spec.columns[k].test(text));
    return whole ? [whole] : [];
  });
}

/**
 * A row's cells put under the header's columns. When the extractor merged two cells of the row
 * ("Property Water damage…"), the cells with digits at its start keep their columns from the
 * left and the rest are placed from the right, so a merged text cell falls under its last column.
 */
function placeCells<K extends string>(header: K[], cells: string[]): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  const n = cells.length;
  if (n === header.length) {
    cells.forEach((cell, i) => (values[header[i]!] ??= cell));
    return values;
  }
  let left = 0;
  while (left < n && left < header.length && /\d/.test(cells[left]!)) {
    values[header[left]!] = cells[left];
    left++;
  }
  for (let j = n - 1, h = header.length - 1; j >= left && h >= left; j--, h--) values[header[h]!] ??= cells[j];
  return values;
}

const isHeader = <K extends string>(spec: ScheduleSpec<K>, keys: K[]) =>
  spec.required.some((set) => set.every((k) => keys.includes(k)));

/** The columns a one-cell (scanned) header names, in the order it prints them. */
function scannedOrder<K extends string>(spec: ScheduleSpec<K>, text: string): K[] {
  const found = (Object.keys(spec.columns) as K[])
    .map((k) => ({ k, at: text.search(loose(spec.columns[k])) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
  return found.map((x) => x.k);
}

export function readSchedule<K extends string>(spec: ScheduleSpec<K>, pages: PageText[]): Array<ScheduleRow<K>> {
  const rows: Array<ScheduleRow<K>> = [];
  for (const page of pages) {
    const lines = pageLines(page.text);
    let header: K[] | null = null;
    let order: K[] | null = null;
    for (const line of lines) {
      if (!line.cells.length) continue;
      const cite = (l: Line): Citation => ({
        fileId: page.fileId,
        fileName: page.fileName,
        page: page.page,
        quote: page.text.slice(l.start, l.end).trim(),
      });
      if (line.cells.length >= 3 && !/\d{3}/.test(line.text)) {
        const keys = headerColumns(
          spec,
          line.cells.map((c) => c.text),
        );
        if (isHeader(spec, keys)) {
          header = keys;
          order = null;
          continue;
        }
      }
      if (line.cells.length === 1 && !/\d{3}/.test(line.text)) {
        const scanned = scannedOrder(spec, line.text);
        if (isHeader(spec, scanned)) {
          order = scanned;
          header = null;
          continue;
        }
      }
      // a line with no digit that is not this schedule's header (a section heading, another table's header) ends it
      if (!/\d/.test(line.text)) {
        header = null;
        order = null;
        continue;
      }
      if (header && line.cells.length >= 2) {
        const values = placeCells(
          header,
          line.cells.map((c) => c.text),
        );
        if (values[spec.key] && spec.keyShape.test(values[spec.key]!)) rows.push({ values, citation: cite(line) });
      } else if (order && line.cells.length === 1) {
        const values = spec.readLine(line.text, order);
        if (values && values[spec.key]) rows.push({ values, citation: cite(line) });
      }
    }
  }
  return rows;
}

/** The amounts of a scanned row, in order. */
export const amountsIn = (text: string) =>
  [...text.matchAll(new RegExp(moneyPattern.source, "gi"))].map((m) => m[0]).filter((m) => /\d/.test(m));

export const firstDate = (text: string) => new RegExp(datePattern.source, "i").exec(text)?.[0] ?? null;
