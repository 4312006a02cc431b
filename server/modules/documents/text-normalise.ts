/**
 * Spacing and hyphenation of extracted text, shared by every format: ligatures and
 * full-width forms folded (NFKC), soft hyphens and zero-width characters dropped, runs of
 * spaces collapsed, a word broken by a hyphen at the end of a line joined again, and empty
 * lines at the start and end removed.
 */

const INVISIBLE = /\u00ad|\u200b|\u200c|\u200d|\u2060|\ufeff/g;
/** Control characters (not tab or newline): never text, and PostgreSQL refuses NUL in a text column. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Whether a text layer is unreadable: a share of its characters are control codes, as when a PDF
 * draws its text in fonts with a private encoding (Type 3 fonts whose glyph names say nothing),
 * so copying it gives gibberish. Such a page is read by OCR like a scan.
 */
export function textLayerGarbled(raw: string): boolean {
  const visible = raw.replace(/[\s]/g, "");
  if (visible.length < 20) return false;
  const control = visible.match(CONTROL)?.length ?? 0;
  return control / visible.length > 0.05;
}

export function normaliseLine(line: string): string {
  return (
    line
      .normalize("NFKC")
      .replace(INVISIBLE, "")
      .replace(CONTROL, " ")
      .replace(/[ \u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, " ")
      // Leader dots between a label and its value ("Each Occurrence ........ $1,000,000") are a cell gap.
      .replace(/(\S) ?(?:\. ?){5,}(?=\S)/g, "$1\t")
      .replace(/ *\t[ \t]*/g, "\t")
      .trim()
  );
}

/** Joins "cover-" / "age applies" into "coverage" / "applies" (only before a lower-case letter). */
function joinHyphenated(lines: string[]): string[] {
  const out: Array<string | null> = [...lines];
  for (let i = 0; i < out.length - 1; i++) {
    const line = out[i];
    const next = out[i + 1];
    if (line == null || next == null || line.includes("\t") || next.includes("\t")) continue;
    if (!/[a-z]-$/.test(line) || !/^[a-z]/.test(next)) continue;
    const [fragment = "", ...rest] = next.split(" ");
    out[i] = line.slice(0, -1) + fragment;
    out[i + 1] = rest.length > 0 ? rest.join(" ") : null;
  }
  return out.filter((line): line is string => line !== null);
}

/** Normalised text of a page from its lines (kept in order; blank lines inside are kept once). */
export function normalisePageText(lines: string[]): string {
  const cleaned = joinHyphenated(lines.map(normaliseLine));
  const kept: string[] = [];
  for (const line of cleaned) {
    if (line === "" && (kept.length === 0 || kept[kept.length - 1] === "")) continue;
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1] === "") kept.pop();
  return kept.join("\n");
}

/** Plain text of any source split into lines and normalised. */
export function normaliseText(text: string): string {
  return normalisePageText(text.replace(/\r\n?/g, "\n").split("\n"));
}
