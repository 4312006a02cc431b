/**
 * The layout rule that turns a PDF page's text runs into lines (ADR 027): runs whose
 * baselines are within a tolerance of each other form one visual line; a line's runs are read
 * left to right; two runs are joined by "\t" when the horizontal gap between them is wide (a
 * table's next cell), by " " when there is a gap or a space at the seam, and directly when one
 * run continues the other (pdfjs splits words at font or kerning changes).
 */

/** A text run as pdfjs's getTextContent gives it (the fields we use). */
export interface TextRun {
  str: string;
  /** [a, b, c, d, x, y]: the text matrix; x, y is the start of the baseline. */
  transform: number[];
  width: number;
  height: number;
}

interface Placed {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

/** A gap wider than this many font sizes separates table cells. */
export const CELL_GAP_EM = 1.5;
/** A gap wider than this many font sizes is a space between words. */
const WORD_GAP_EM = 0.12;

function place(run: TextRun): Placed | null {
  if (run.str.length === 0) return null;
  const [a = 1, b = 0, , d = 1, x = 0, y = 0] = run.transform;
  const size = Math.max(Math.hypot(a, b), Math.abs(d), run.height, 1);
  return { text: run.str, x, y, end: x + run.width, size };
}

function joinRuns(runs: Placed[]): string {
  let line = "";
  let previous: Placed | null = null;
  for (const run of runs) {
    if (previous) {
      const gap = run.x - previous.end;
      const em = Math.min(previous.size, run.size);
      if (gap > CELL_GAP_EM * em) line = line.trimEnd() + "\t";
      else if (gap > WORD_GAP_EM * em || /\s$/.test(line) || /^\s/.test(run.text)) line += " ";
    }
    line += line.endsWith("\t") ? run.text.trimStart() : run.text;
    if (previous === null || run.end > previous.end) previous = run;
  }
  return line;
}

/** Whether a run is written along the x axis (not rotated, e.g. a form number up the margin). */
const horizontal = (run: TextRun) => Math.abs(run.transform[1] ?? 0) < 1e-3 && Math.abs(run.transform[2] ?? 0) < 1e-3;

/**
 * The page's lines, top to bottom; rotated runs (margin form numbers, stamps) follow as lines of
 * their own, in the order the page draws them.
 */
export function linesOfRuns(runs: TextRun[]): string[] {
  const rotated = runs.filter((run) => !horizontal(run) && run.str.trim() !== "").map((run) => run.str.trim());
  return [...horizontalLines(runs.filter(horizontal)), ...rotated];
}

function horizontalLines(runs: TextRun[]): string[] {
  const placed = runs.map(place).filter((run): run is Placed => run !== null && run.text.trim() !== "");
  // Top to bottom (PDF y grows upwards), then left to right.
  placed.sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: Placed[][] = [];
  let current: Placed[] = [];
  let baseline = Number.NaN;
  for (const run of placed) {
    const tolerance = Math.max(2, run.size * 0.4);
    if (current.length > 0 && Math.abs(run.y - baseline) <= tolerance) {
      current.push(run);
      continue;
    }
    if (current.length > 0) lines.push(current);
    current = [run];
    baseline = run.y;
  }
  if (current.length > 0) lines.push(current);
  return lines.map((line) => joinRuns(line.sort((p, q) => p.x - q.x)));
}
