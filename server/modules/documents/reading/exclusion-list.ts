// Every exclusion a policy file states, each with the form or endorsement it belongs to, its page,
// its title and its wording quoted exactly. Only exclusions are listed: an exclusion endorsement
// (printed in the file, or only named by the forms schedule) with its form number and title, and
// the headed items of a coverage form's "Exclusions" section ("a. Expected Or Intended Injury",
// "12. Asbestos"). Sentences that mention an exclusion, the sub-items of an exclusion, conditions,
// extensions and the items of a table of contents are not exclusions and are never listed.
//
// Real policies print wording in two columns; their text comes line by line with the two columns'
// runs on one line joined by a tab ("2. Exclusions\tany person;"). So a section's items are read
// from every cell, and an item belongs to an exclusions section only when its number continues
// the section's sequence (a, b, c… or 1, 2, 3…), which the other column's items do not.
import { findForms, formNumber, formWithEdition, type FormEntry } from "./forms.ts";
import { pageLines, type Line } from "./page-lines.ts";
import type { Citation, PageText } from "./types.ts";

export interface PolicyExclusion {
  title: string;
  /** The form or endorsement with its edition ("CG 00 01 04 13"), or null when the file does not show it. */
  form: string | null;
  formTitle: string | null;
  page: number;
  /** false: only listed in the forms schedule (its wording is not in this file). */
  wordingInFile: boolean;
  citation: Citation;
}

const MAX_QUOTE = 600;
/** A title that names an exclusion ("Exclusion - New Entities", "COMMUNICABLE DISEASE EXCLUSION"). */
const EXCLUSION_TITLE = /\bexclu(sion|sions|ded)\b/i;
/** The heading of an exclusions section: "2. Exclusions", "B. Exclusions", "EXCLUSIONS", "General Exclusions". */
const EXCLUSIONS_HEADING =
  /^(?:(?:[A-Z]|\d{1,2}|[IVX]{1,4})[.)]\s*|SECTION [IVX]+\W*)?(?:general |additional |common |specific )?exclusions\s*:?$/i;
/** What an exclusion's own wording says (an endorsement that only names an exclusion changes it, it may not be one). */
const EXCLUDING =
  /does not apply|do not apply|is excluded|are excluded|\bexcludes?\b|will not pay|not covered|does not (cover|insure)|shall not (be liable|cover|apply)|no coverage/i;
/** Banner and running-head lines around an endorsement's title. */
const BANNER =
  /ENDORSEMENT CHANGES|PLEASE READ|^POLICY (NUMBER|NO)|^COMMERCIAL (GENERAL LIABILITY|PROPERTY|AUTO|INLAND MARINE|CRIME)$|^THIS ENDORSEMENT|^ALL COVERAGE PARTS$|^SCHEDULE$/;
const FUNCTION_WORD = /(?:^|\s)(of|or|and|to|in|for|with|by|the|a|an|on|from|out|at|as)$/i;
/** A form number as carriers print them beside the ISO ones: "AP2102US-0403", "AP2102US 04-03", "EB T1 00 02 19", "LMA5583B". */
const CARRIER_FORM =
  /^([A-Z]{1,5}[A-Z0-9]*(?:[ -](?:[A-Z]?\d[A-Z0-9]*|\(\d{2}[/-]\d{2}\))){1,5}|[A-Z]{2,5}\d{3,5}[A-Z]?)$/;

const squash = (s: string) => s.replace(/\W/g, "").toUpperCase();
const digits = (s: string) => s.replace(/\D/g, "").length;
const clean = (s: string) => s.replace(/\s+/g, " ").trim();

/** A cell that is a form number on its own (a footer's or a schedule row's first cell). */
function formCell(text: string): string | null {
  const t = clean(text);
  const iso = formNumber.exec(t);
  if (iso && iso[1].length >= t.length - 1) return iso[1];
  const m = CARRIER_FORM.exec(t);
  return m && digits(m[1]) >= 4 && /^[A-Z]/.test(m[1]) ? m[1] : null;
}

/** A schedule row's leading form number and the rest of the row. */
function leadingForm(line: Line): { number: string; rest: string } | null {
  const first = line.cells[0];
  if (!first) return null;
  const whole = formCell(first.text);
  if (whole) {
    const cells = line.cells.slice(1).map((c) => c.text);
    // an edition in a cell of its own ("CG 21 47 | 12 07 | Title")
    if (cells[0] && /^\(?\d{2}[ /-]\d{2}\)?$/.test(cells[0]))
      return { number: `${whole} ${cells.shift()!.replace(/\D+/g, " ").trim()}`, rest: cells.join(" ") };
    return { number: whole, rest: cells.join(" ") };
  }
  const iso = formNumber.exec(first.text);
  if (!iso) return null;
  return {
    number: iso[1],
    rest: [first.text.slice(iso[0].length), ...line.cells.slice(1).map((c) => c.text)].join(" "),
  };
}

/** The form number printed in a page's running head or footer, if any. */
function printedForm(lines: Line[]): string | null {
  const edge = [...lines.slice(0, 3), ...lines.slice(-4)];
  for (const line of edge)
    for (const cell of line.cells) {
      const number = formCell(cell.text);
      if (number) return number;
    }
  // a footer that opens with the form's number and goes on with its name ("LMA3030 (amended) Terrorism Wording")
  for (const line of lines.slice(-4))
    for (const cell of line.cells) {
      const m = /^([A-Z]{2,5}\d{3,5}[A-Z]?)\s/.exec(cell.text) ?? formNumber.exec(cell.text);
      if (m && digits(m[1]!) >= 4) return m[1]!;
    }
  return null;
}

const sameForm = (a: string, b: string) => squash(a).startsWith(squash(b)) || squash(b).startsWith(squash(a));

/** A table of contents: many lines ending in a page number. */
export const isContents = (lines: Line[]) =>
  lines.filter((l) => l.cells.length > 1 && /^\d{1,3}$/.test(l.cells[l.cells.length - 1]!.text)).length >= 6;

/** The exclusion endorsements a forms schedule lists: each row's form number and its title, wrapped lines joined. */
function scheduledExclusions(
  pages: PageText[],
  forms: FormEntry[],
): Array<{ form: string; title: string; citation: Citation }> {
  const out: Array<{ form: string; title: string; citation: Citation }> = [];
  for (const page of pages) {
    const lines = pageLines(page.text);
    const rows = lines.map((l) => (/[a-z]{3}/i.test(l.text) ? leadingForm(l) : null));
    const titled = rows.filter((r) => r && /[a-z]{3}/i.test(r.rest)).length;
    if (titled < 3 && forms.filter((f) => f.finding.citation.page === page.page).length < 2) continue;
    rows.forEach((row, i) => {
      if (!row || !/[a-z]{3}/i.test(row.rest)) return;
      let title = clean(row.rest);
      let end = lines[i]!.end;
      // a title wrapped onto the next lines: rows without a form number of their own
      for (let j = i + 1; j < Math.min(i + 3, lines.length); j++) {
        const next = lines[j]!;
        const text = clean(next.text);
        if (rows[j] || !text || text.length > 80 || /^page\b|\bpage \d|\d+ of \d+$/i.test(text)) break;
        if (!/[a-z]/i.test(text) || EXCLUSIONS_HEADING.test(text)) break;
        title = `${title} ${text}`;
        end = next.end;
      }
      if (!EXCLUSION_TITLE.test(title)) return;
      const quote = page.text.slice(lines[i]!.start, end);
      out.push({
        form: row.number,
        title,
        citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote },
      });
    });
  }
  // a schedule read by the forms reader that this one did not see (its layout, e.g. a quote's list)
  for (const f of forms) {
    if (!EXCLUSION_TITLE.test(f.title) || out.some((o) => sameForm(o.form, f.number))) continue;
    out.push({ form: formWithEdition(f), title: f.title, citation: f.finding.citation });
  }
  return out;
}

/** The page's lines as the first lines of an endorsement, when it is the first page of an exclusion endorsement. */
function endorsementTitle(lines: Line[], text: string): { title: string; line: Line; last: Line } | null {
  // an endorsement's second page ("Page 2 of 3"), not a page of a long contract numbered throughout ("Page 16 of 26")
  const foot = /\bpage\s+(\d+)\s+of\s+(\d+)/i.exec(
    lines
      .slice(-3)
      .map((l) => l.text)
      .join(" "),
  );
  if (foot && Number(foot[1]) >= 2 && Number(foot[2]) <= 12) return null;
  if (!EXCLUDING.test(text)) return null;
  const head = lines.slice(0, 14);
  const banner = head.some((l) => /endorsement/i.test(l.text));
  const isCaps = (l: Line) =>
    l.cells.length === 1 &&
    /[A-Z]{3}/.test(l.text) &&
    !/[a-z]/.test(l.text) &&
    l.text.trim().length <= 80 &&
    !BANNER.test(l.text.trim()) &&
    !formCell(l.text);
  const at = head.findIndex((l) => {
    const t = l.text.trim();
    if (!EXCLUSION_TITLE.test(t) || t.length > 90 || /^\(?[a-z0-9]{1,2}[.)]\s/i.test(t) || /[:;,]$/.test(t))
      return false;
    if (isCaps(l)) return true;
    // a title in capitals and small letters only under an endorsement banner, and shaped as a title
    return banner && l.cells.length === 1 && titleShape(t) !== null;
  });
  if (at < 0) return null;
  let from = at;
  let to = at;
  if (isCaps(head[at]!)) {
    while (from > 0 && isCaps(head[from - 1]!)) from--;
    while (to + 1 < head.length && isCaps(head[to + 1]!)) to++;
  }
  const title = clean(
    head
      .slice(from, to + 1)
      .map((l) => l.text)
      .join(" "),
  );
  return { title, line: head[from]!, last: head[to]! };
}

/** Wording printed in two columns, whose lines run the two columns' text together. */
function isTwoColumn(lines: Line[]): boolean {
  const body = lines.slice(0, -2).filter((l) => l.cells.length); // a footer's cells are not a column
  const split = body.filter((l) => l.cells.length > 1).length;
  return split >= 3 && split >= 0.1 * body.length;
}

/**
 * The passage quoted for an exclusion: its line and the lines of its paragraph, up to the next
 * item; on a two-column page only its own cell (the next lines there run the other column in).
 */
function quoteFrom(page: PageText, lines: Line[], from: Line, start = from.start, cellEnd?: number): Citation {
  let end = from.end;
  if (cellEnd !== undefined && isTwoColumn(lines)) end = cellEnd;
  else
    for (const l of lines.slice(from.index + 1, from.index + 8)) {
      if (!l.text.trim() || MARKER.test(l.text.trim())) break;
      end = l.end;
    }
  const quote = page.text.slice(start, Math.min(end, start + MAX_QUOTE)).trimEnd();
  return { fileId: page.fileId, fileName: page.fileName, page: page.page, quote };
}

// ---- the headed items of a coverage form's exclusions section ----

/** How an item is numbered: its kind of marker and the mark after it ("a.", "1)", "A."). */
type Style = `${"lower" | "upper" | "digit"}${"." | ")"}`;
const STYLES: Style[] = ["lower.", "digit.", "upper.", "lower)", "digit)", "upper)"];

interface Candidate {
  style: Style;
  value: number;
  /** the item's text after its marker, up to the cell's end */
  text: string;
  line: Line;
  cellIndex: number;
  /** how many cells its line has (a marker alone in its cell joined to the next) */
  cells: number;
  start: number;
  end: number;
}

const MARKER = /^([a-z]|[A-Z]|\d{1,2})([.)])\s*(.*)$/;

/** A line's cells with a marker alone in its cell ("1." | "War, …") joined to the next. */
function cellsOf(line: Line): Array<{ text: string; start: number; end: number }> {
  const out: Array<{ text: string; start: number; end: number }> = [];
  for (let i = 0; i < line.cells.length; i++) {
    const cell = line.cells[i]!;
    const next = line.cells[i + 1];
    if (next && /^\(?([a-z]|[A-Z]|\d{1,2}|[ivx]{1,4})[.)]$/.test(cell.text)) {
      out.push({ text: `${cell.text} ${next.text}`, start: cell.start, end: next.start + next.text.length });
      i++;
    } else out.push({ ...cell, end: cell.start + cell.text.length });
  }
  return out;
}

function candidatesOf(lines: Line[]): Candidate[] {
  const out: Candidate[] = [];
  for (const line of lines) {
    const cells = cellsOf(line);
    cells.forEach((cell, cellIndex) => {
      const m = MARKER.exec(cell.text);
      if (!m || !m[3]) return;
      const marker = m[1]!;
      const kind = /\d/.test(marker) ? "digit" : marker === marker.toLowerCase() ? "lower" : "upper";
      const value = kind === "digit" ? Number(marker) : marker.toLowerCase().charCodeAt(0) - 96;
      const style = `${kind}${m[2] as "." | ")"}` as const;
      out.push({
        style,
        value,
        text: m[3].trim(),
        line,
        cellIndex,
        cells: cells.length,
        start: cell.start,
        end: cell.end,
      });
    });
  }
  return out;
}

/** The run value, value + 1, … among the candidates of one style: every candidate of each value, in reading order. */
function chain(candidates: Candidate[], style: Style, from: number): Candidate[][] {
  const out: Candidate[][] = [];
  for (let v = from; ; v++) {
    const same = candidates.filter((x) => x.style === style && x.value === v);
    if (!same.length) return out;
    out.push(same);
  }
}

const SENTENCE_START =
  /^(any|all|each|every|the|this|that|these|those|if|we|you|your|our|it|its|such|a|an|in|under|with|for|when|where|unless|except|however|provided|no|not|there|to|as|by|at|on|of|or|and|but|only|because|after|before|during|subject|notwithstanding|whether|which|who|what|is|are)\b/i;
const VERB = /\b(is|are|was|were|will|shall|must|may|does|do|did|has|have|had|means|includes?|apply|applies|pay)\b/i;

/** How a title is cased: every long word capitalized ("Damage To Your Product"), only its first ("Contractual liability"), or null when it is not a title. */
export function titleShape(text: string): "title" | "sentence" | null {
  const t = clean(text);
  if (t.length < 3 || t.length > 90 || /[;:,.\-–]$/.test(t) || FUNCTION_WORD.test(t)) return null;
  // a sentence goes on past a full stop; a defined term in quotes after "Any", "The"… is wording
  if (/[a-z"”]\.\s/i.test(t) || (SENTENCE_START.test(t) && /["“]/.test(t))) return null;
  if (!/^["“'‘(]?[A-Z]/.test(t)) return null;
  const words = t.split(" ");
  if (words.length > 10) return null;
  if (!/[a-z]/.test(t)) return words.length <= 8 ? "title" : null;
  const long = words.map((w) => w.replace(/^[^A-Za-z]+/, "")).filter((w) => /^[A-Za-z]{4,}/.test(w));
  if (long.every((w) => /^[A-Z]/.test(w))) return "title";
  if (words.length > 8 || SENTENCE_START.test(t) || VERB.test(t)) return null;
  return "sentence";
}

/** An item's title: its text, with a title wrapped onto the next line (same column) joined. */
function itemTitle(c: Candidate, lines: Line[]): string {
  let title = clean(c.text);
  const next = lines[c.line.index + 1];
  if (next) {
    const cells = cellsOf(next);
    const cont = cells.length === 1 ? cells[0] : cells[c.cellIndex];
    const t = cont ? clean(cont.text) : "";
    const words = t.split(" ");
    const wraps = /[,–-]$/.test(title) || FUNCTION_WORD.test(title) || titleShape(title) === "title";
    if (
      t &&
      wraps &&
      !MARKER.test(t) &&
      words.length <= 4 &&
      /[a-z]/.test(t) &&
      titleShape(t) === "title" &&
      !EXCLUSIONS_HEADING.test(t) &&
      titleShape(`${title} ${t}`) !== null
    )
      title = `${title} ${t}`;
  }
  // a title then its wording on the same line of a two-column page ("Vehicles", "Discharge or leakage…")
  return title;
}

interface Run {
  style: Style;
  next: number;
  lastPage: number;
  form: FormEntry | null;
  printed: string | null;
  /** each item: the candidates of its number on its page (two columns may both print "d.") */
  /** `heading`: the line of the section's heading when on the item's page */
  items: Array<{ options: Candidate[]; page: PageText; lines: Line[]; heading: number | null }>;
}

/** A heading that ends an exclusions section: the conditions, definitions, limits or another coverage that follow. */
const SECTION_END =
  /^(?:(?:[A-Z]|\d{1,2})[.)]\s*)?(?:(?:general |special |common |policy |additional )?(?:terms and )?(?:conditions|definitions)|limitations?(?: of cover)?|(?:optional )?extensions? (?:of|to) cover\b.*|optional limitations?|basis of settlement|limits? of (?:insurance|liability)|supplementary payments\b.*|who is an insured|section [ivx]+\b.*|coverage [a-z]\b.*|cover|introduction|additional benefits\b.*|claims? procedures?|valuation)\s*:?$/i;

/** Where a heading stands: its line and its column (0 left, 1 right, null when it is alone on its line). */
interface Mark {
  line: number;
  col: number | null;
}

function marks(lines: Line[], test: (text: string) => boolean): Mark[] {
  const out: Mark[] = [];
  for (const line of lines) {
    const cells = cellsOf(line);
    const at = cells.findIndex((cell) => test(cell.text));
    if (at >= 0) out.push({ line: line.index, col: cells.length === 1 ? null : Math.min(at, 1) });
  }
  return out;
}

const colOf = (c: Candidate) => (c.cells === 1 ? null : Math.min(c.cellIndex, 1));

/**
 * Whether a candidate comes after a heading in the page's reading order of columns: the left
 * column's lines come before the right column's, and a line alone may stand in either.
 */
function after(c: Candidate, mark: Mark): boolean {
  const col = colOf(c);
  if (c.line.index === mark.line) return mark.col !== null && col !== null && col > mark.col;
  if (c.line.index > mark.line) return !(mark.col === 1 && col === 0);
  // above the heading: only the right column, which comes after a heading in the left one
  return (col === 1 && mark.col !== 1) || (col === null && mark.col === 0);
}

/** The pages' exclusions sections, as runs of numbered items following each "Exclusions" heading. */
function sectionRuns(pages: PageText[], forms: FormEntry[], skip: Set<number>): Run[] {
  const runs: Run[] = [];
  let open: Run[] = [];
  let runningTitle: string | null = null;
  let runningForm: FormEntry | null = null;
  // a heading at a page's foot whose items start on the next page
  let pending = false;
  for (const page of pages) {
    const lines = pageLines(page.text);
    if (skip.has(page.page) || isContents(lines)) {
      open = [];
      pending = false;
      continue;
    }
    const printed = printedForm(lines);
    const first = lines.find((l) => /[a-z]{3}/i.test(l.text))?.text.trim() ?? null;
    if (first && !/\(continued\)/i.test(first) && first !== runningTitle) {
      runningTitle = first;
      runningForm = formOfPage(printed, forms, first) ?? (printed ? null : runningForm);
    } else if (!runningForm) runningForm = formOfPage(printed, forms, runningTitle);
    // a section goes on over a page or two without a new item (a long exclusion), not into another form
    open = open.filter((r) => page.page - r.lastPage <= 2 && !(r.printed && printed && !sameForm(r.printed, printed)));
    const candidates = candidatesOf(lines);
    const claimed = new Set<Candidate>();
    const ends = marks(lines, (t) => SECTION_END.test(t) && !/[.,;]$/.test(t));
    // the candidates between a heading (or the page's top) and the section's end on this page
    const within = (c: Candidate, from: Mark | null) => {
      if (from && !after(c, from)) return false;
      const end = ends.find((e) => !from || e.line > from.line || (e.line === from.line && e.col !== from.col));
      return !end || !after(c, end);
    };
    const closes = (from: Mark | null) => ends.some((e) => !from || e.line > from.line);
    const fresh: Run[] = [];
    const headings: Mark[] = [
      ...(pending ? [{ line: -1, col: null }] : []),
      ...marks(lines, (t) => EXCLUSIONS_HEADING.test(t)),
    ];
    pending = false;
    for (const heading of headings) {
      const region = candidates.filter((c) => !claimed.has(c) && within(c, heading));
      let best = STYLES.map((style) => ({ style, items: chain(region, style, 1) })).sort(
        (a, b) => b.items.length - a.items.length,
      )[0]!;
      if (!best.items.length) {
        // a page quoting the section from its middle ("d. Liquor Liability", "e. War"): from the first headed item below the heading
        const first = region.find((c) => c.line.index > heading.line && titleShape(itemTitle(c, lines)));
        if (first) best = { style: first.style, items: chain(region, first.style, first.value) };
      }
      if (!best.items.length) {
        pending = heading.line >= 0 && !closes(heading);
        continue;
      }
      best.items.flat().forEach((c) => claimed.add(c));
      const run: Run = {
        style: best.style,
        next: best.items[best.items.length - 1]![0]!.value + 1,
        lastPage: page.page,
        form: runningForm,
        printed,
        items: best.items.map((options) => ({ options, page, lines, heading: heading.line })),
      };
      runs.push(run);
      if (!closes(heading)) fresh.push(run);
    }
    for (const run of open) {
      const more = chain(
        candidates.filter((c) => !claimed.has(c) && within(c, null)),
        run.style,
        run.next,
      );
      if (!more.length) continue;
      more.flat().forEach((c) => claimed.add(c));
      run.items.push(...more.map((options) => ({ options, page, lines, heading: null })));
      run.next += more.length;
      run.lastPage = page.page;
    }
    // a list of sentences ("1. We will not pay for…") lists nothing: it is not followed onto other pages,
    // where numbered items of another list would continue its numbers
    open = [...(ends.length ? [] : open), ...fresh].filter((r) =>
      r.items.some((i) => i.options.some((c) => titleShape(itemTitle(c, i.lines)))),
    );
  }
  return runs;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(continued\)/g, "")
    .match(/[a-z]+/g)
    ?.join(" ") ?? "";

/** The schedule form a page belongs to: the form number printed on it, else its title naming a scheduled form. */
function formOfPage(printed: string | null, forms: FormEntry[], title: string | null): FormEntry | null {
  if (printed) {
    const form = forms.find((f) => sameForm(printed, f.number));
    if (form) return form;
  }
  if (!title) return null;
  const t = words(title);
  return forms.find((f) => words(f.title) === t) ?? null;
}

/** The listed items of a run: those with a heading, cased as the section's other headings are. */
function headedItems(run: Run): PolicyExclusion[] {
  const shaped = run.items.map((item) => {
    // two columns may both print the number: the one below the heading, else the one with a heading
    const below = item.options.filter((c) => item.heading !== null && c.line.index > item.heading);
    const options = (below.length ? below : item.options).map((c) => ({ c, title: itemTitle(c, item.lines) }));
    const pick = options.find((o) => titleShape(o.title)) ?? options[0]!;
    return { ...item, ...pick, shape: titleShape(pick.title) };
  });
  const multi = (s: "title" | "sentence") => shaped.filter((i) => i.shape === s && i.title.includes(" ")).length;
  // a section whose headings are in title case: a sentence-cased line is a sentence's start, not a heading
  const titleCase = multi("title") >= multi("sentence");
  return shaped
    .filter((i) => i.shape === "title" || (i.shape === "sentence" && !titleCase))
    .map((i) => ({
      title: i.title,
      form: run.form ? formWithEdition(run.form) : run.printed,
      formTitle: run.form?.title ?? null,
      page: i.page.page,
      wordingInFile: true,
      citation: quoteFrom(i.page, i.lines, i.c.line, i.c.start, i.c.end),
    }));
}

export function listExclusions(pages: PageText[]): PolicyExclusion[] {
  const forms = findForms(pages);
  const scheduled = scheduledExclusions(pages, forms);
  const schedulePages = new Set(scheduled.map((s) => s.citation.page));
  for (const f of forms)
    if (forms.filter((g) => g.finding.citation.page === f.finding.citation.page).length >= 2)
      schedulePages.add(f.finding.citation.page);
  const out: PolicyExclusion[] = [];
  const endorsementPages = new Set<number>();
  for (const page of pages) {
    if (schedulePages.has(page.page)) continue;
    const lines = pageLines(page.text);
    const head = endorsementTitle(lines, page.text);
    if (!head) continue;
    endorsementPages.add(page.page);
    const printed = printedForm(lines);
    const listed = printed ? scheduled.find((s) => sameForm(s.form, printed)) : undefined;
    const start = lines.find((l) => l.index > head.line.index && EXCLUDING.test(l.text)) ?? head.line;
    const form = listed?.form ?? printed;
    if (out.some((e) => e.title === head.title && e.form === form)) continue;
    out.push({
      title: head.title,
      form,
      formTitle: listed?.title ?? null,
      page: page.page,
      wordingInFile: true,
      // on a two-column page the wording runs the columns together: the title is quoted
      citation: isTwoColumn(lines)
        ? quoteFrom(page, lines, head.line, head.line.start, head.last.end)
        : quoteFrom(page, lines, start),
    });
  }
  for (const run of sectionRuns(pages, forms, new Set([...schedulePages, ...endorsementPages])))
    out.push(...headedItems(run));
  // exclusion endorsements the schedule lists and the file does not print
  for (const s of scheduled) {
    if (out.some((e) => e.form && sameForm(e.form, s.form))) continue;
    out.push({
      title: s.title,
      form: s.form,
      formTitle: s.title,
      page: s.citation.page,
      wordingInFile: false,
      citation: s.citation,
    });
  }
  return out;
}

/**
 * The headed items of one page that reads as exclusion wording, when the page is read on its own
 * (a passage found by a search, without the pages before it): "i. War" under a section whose
 * heading is on an earlier page. Each with the form number printed on the page, if any.
 */
export function headedItemsOnPage(page: PageText): PolicyExclusion[] {
  if (!/\bthis exclusion\b|\bexclusion \d|does not apply to:|will not pay for|\bexclusions\b/i.test(page.text))
    return [];
  const lines = pageLines(page.text);
  if (isContents(lines) || endorsementTitle(lines, page.text)) return [];
  const printed = printedForm(lines);
  return candidatesOf(lines)
    .map((c) => ({ c, title: itemTitle(c, lines) }))
    .filter((i) => titleShape(i.title) === "title" && !SECTION_END.test(i.title) && !EXCLUSIONS_HEADING.test(i.title))
    .map((i) => ({
      title: i.title,
      form: printed,
      formTitle: null,
      page: page.page,
      wordingInFile: true,
      citation: quoteFrom(page, lines, i.c.line, i.c.start, i.c.end),
    }));
}
