// Who and what a quote or a policy is (COVERAGE_LINES' head): the carrier, the named insured,
// the quote or policy number and the period. Read where the value class reads them (label and
// value on a row, label then value below) and from tables that print a row of labels over a row
// of values ("Quote Type ⇥ Carrier" over "Renewal ⇥ Harborview Casualty Company",
// "COMPANY: ⇥ POLICY NUMBER:" over "JAMES RIVER INSURANCE COMPANY ⇥ 00129579-3"). A value is kept
// only when it has the shape its item needs: a carrier is an insurer's name (a broker's or
// wholesaler's only when no insurer is named), never a label; a named insured is a name; a
// number has digits and is not a form number; a period has two dates. Otherwise: not found.
import { findingsFor } from "./answer.ts";
import { findValues } from "./find-values.ts";
import { pageLines, pageTitle, type Line } from "./page-lines.ts";
import { questionClasses, type QuestionClass } from "./question-classes.ts";
import type { Finding, PageText } from "./types.ts";
import { datePattern, moneyPattern, periodDates } from "./values.ts";

export interface CoverageHeader {
  carrier: Finding | null;
  namedInsured: Finding | null;
  number: Finding | null;
  period: Finding | null;
}

const classOf = (id: string) => questionClasses.find((c) => c.id === id)!;

const QUOTE_NUMBER =
  /\b(quote|quotation|proposal|indication|binder)\s*(number|num\b\.?|no\b\.?|#|ref(erence)?( number| no\.?)?|id\b)|^quote:?$/i;
const quoteNumber: QuestionClass = {
  id: "quoteNumber",
  what: "the quote number",
  ask: [],
  label: QUOTE_NUMBER,
  value: "policyNumber",
};
/** A carrier's or broker's reference for the quote, when it prints no quote or policy number. */
const referenceNumber = (label: RegExp): QuestionClass => ({ ...quoteNumber, id: "referenceNumber", label });
const REFERENCES = [/\breference\s*(number|num\b\.?|no\b\.?|#)/i, /\bsubmission\s*(number|num\b\.?|no\b\.?|#)/i];

/** An insurer's own name: "… Insurance Company", "… Casualty Co.", "… Mutual", Lloyd's, a syndicate. */
const INSURER =
  /\b(insurance|assurance|indemnity|casualty|surety|reinsurance|fire|mutual|specialty|excess|lines|guaranty|underwriters|life)\s+(company|co\b\.?|corporation|corp\b\.?|exchange|association|society|limited|ltd\b\.?|plc\b)|\bmutual\b|\blloyd'?s\b|\bsyndicate\s+\d+|\binsurance exchange\b|\binsurers?\b|\breciprocal\b/i;
/** A company of some kind (the label named it a carrier). */
const COMPANY =
  /\b(company|co\b\.?|corporation|corp\b\.?|inc\b\.?|incorporated|llc|l\.l\.c\.|ltd\b\.?|limited|group|exchange|underwriters|insurance|assurance|indemnity|casualty|surety)\b/i;
/** A broker, wholesaler or agency: the carrier only when the document names no insurer. */
const INTERMEDIARY =
  /\b(insurance services|brokerage|brokers?|agency|agencies|wholesale|wholesalers?|managing general|\bMGA\b|program administrators?|underwriting managers|risk services|insurance partners|specialty,? llc|R-?T Specialty|RSG)\b/i;
/** Words a sentence has and a name does not. */
const PROSE =
  /\b(is|are|was|were|will|shall|may|must|not|does|do|provide[sd]?|issued by|this|that|which|if|you|your)\b/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const stripped = (text: string) => text.replace(/^[\s:#.\-–]+/, "").trim();

/** A value that is itself a label ("Quote Type", "POLICY NUMBER:", "PRODUCER: 10773"). */
function isLabelText(text: string): boolean {
  if (/:\s*$/.test(text) || /^[A-Za-z][A-Za-z .'’/&()-]{1,40}:\s*\S/.test(text)) return true;
  const labels = [
    "carrier",
    "namedInsured",
    "policyNumber",
    "policyPeriod",
    "effectiveDate",
    "expirationDate",
    "mailingAddress",
    "premium",
  ]
    .map((id) => questionClasses.find((c) => c.id === id))
    .filter((c): c is QuestionClass => !!c);
  const bare = text.replace(/[:#.]/g, " ").trim();
  if (words(bare) <= 4 && labels.some((c) => c.label.test(bare) && stripped(bare.replace(c.label, "")).length <= 3))
    return true;
  return /^(quote|policy|coverage|program|line|form|producer|agent|broker|agency|company|insurer|carrier|status|type|date|term|premium)(\s+(type|number|no|#|name|status|date|term|period|of business))?$/i.test(
    bare,
  );
}

/** How much a carrier value is an insurer's name: 3 an insurer, 2 a company, 1 a broker or wholesaler, 0 not a name. */
export function carrierRank(value: string): number {
  const v = value.trim();
  if (!/[a-z]{2}/i.test(v) || words(v) > 12 || v.length > 90 || isLabelText(v) || PROSE.test(v)) return 0;
  if (/\d{3,}/.test(v) || new RegExp(moneyPattern.source, "i").test(v.replace(/\b(Included|Excluded)\b/gi, "")))
    return 0;
  // "an insurance company", "the company": no name before the kind of company
  const named = v
    .replace(/[^A-Za-z' ]+/g, " ")
    .split(/\s+/)
    .filter(
      (w) =>
        w &&
        !/^(a|an|the|any|this|that|your|our|such|each|other|issuing|insuring|insurance|company|insurer|carrier)$/i.test(
          w,
        ),
    );
  if (!named.length) return 0;
  if (INSURER.test(v) && !/\binsurance services\b/i.test(v)) return 3;
  if (INTERMEDIARY.test(v)) return 1;
  return COMPANY.test(v) ? 2 : 0;
}

/** A named insured: a name, not a label, an address or a sentence. */
function isInsuredName(value: string): boolean {
  const v = value.trim();
  if (!/[a-z]{2}/i.test(v) || words(v) > 14 || isLabelText(v) || PROSE.test(v)) return false;
  if (/^\d+\s+\w+/.test(v) && /\b(street|st|avenue|ave|road|rd|suite|blvd|drive|dr|lane|ln|way|box)\b/i.test(v))
    return false;
  return !/^(producer|agent|broker|agency|company|insurer|carrier|mailing address|address)\b/i.test(v);
}

const formKey = (text: string) => text.replace(/[^A-Za-z0-9]/g, "").toUpperCase();

/** A quote or policy number: digits, not a date, an amount, a phone number or one of the document's form numbers. */
function isNumber(value: string, formKeys: Set<string>): boolean {
  const v = value.trim();
  if (!/\d/.test(v) || v.length < 3 || v.length > 32 || isLabelText(v)) return false;
  if (new RegExp(`^${datePattern.source}$`, "i").test(v)) return false;
  if (/^\$/.test(v) || /^\(?\d{3}\)?[\s.-]\d{3}-\d{4}$/.test(v)) return false;
  return !formKeys.has(formKey(v));
}

/** The number's full token where the reader stopped short of it ("00276288" of "00276288.1"). */
function wholeNumber(f: Finding): Finding {
  const at = f.citation.quote.indexOf(f.value);
  if (at < 0) return f;
  const more = /^(?:[.\-/][A-Z0-9]+)+/i.exec(f.citation.quote.slice(at + f.value.length));
  return more ? { ...f, value: f.value + more[0] } : f;
}

/** A cell that is only a label of `re` (its number, a tail such as "and mailing address", a colon). */
function labelOnly(text: string, re: RegExp): boolean {
  const m = re.exec(text);
  if (!m) return false;
  const rest = (text.slice(0, m.index) + text.slice(m.index + m[0].length))
    .replace(/^\s*\d+\.\s*/, "")
    .replace(/\b(and|&)\s+mailing\s+address\b|\(s\)|\bname\b/gi, "")
    .replace(/[\s:#.()]/g, "");
  return rest.length === 0;
}

/** Values under a row of labels: the cell below the label, on the next line with as many cells. */
function labelledBelow(pages: PageText[], label: RegExp): Finding[] {
  const found: Finding[] = [];
  for (const page of pages) {
    const lines = pageLines(page.text);
    for (const line of lines) {
      if (line.cells.length < 2) continue;
      const i = line.cells.findIndex((c) => labelOnly(c.text, label));
      if (i < 0) continue;
      const below = nextLine(lines, line);
      if (!below || below.cells.length !== line.cells.length) continue;
      found.push({
        value: below.cells[i]!.text,
        context: pageTitle(page.text),
        citation: {
          fileId: page.fileId,
          fileName: page.fileName,
          page: page.page,
          quote: page.text.slice(line.start, below.end),
        },
      });
    }
  }
  return found;
}

const nextLine = (lines: Line[], line: Line) =>
  lines.slice(line.index + 1, line.index + 3).find((l) => l.cells.length > 0);

/** Candidates in the order the document prints them (page, then place on the page). */
function inOrder(pages: PageText[], findings: Finding[]): Finding[] {
  const pos = (f: Finding) => {
    const p = pages.findIndex((x) => x.fileId === f.citation.fileId && x.page === f.citation.page);
    return p * 1e7 + Math.max(0, pages[p]?.text.indexOf(f.citation.quote) ?? 0);
  };
  return [...findings].sort((a, b) => pos(a) - pos(b));
}

/** An insurer's name standing as a whole line or cell (a letterhead, a title), the one printed most often. */
function insurerNamedAlone(pages: PageText[]): Finding | null {
  const seen = new Map<string, { count: number; finding: Finding }>();
  for (const page of pages) {
    if (!INSURER.test(page.text)) continue;
    for (const line of pageLines(page.text))
      for (const cell of line.cells) {
        const text = cell.text.replace(/[.,]$/, "");
        if (words(text) > 8 || carrierRank(text) !== 3 || !/^[A-Z]/.test(text)) continue;
        const key = text.toLowerCase().replace(/[^a-z]/g, "");
        const entry = seen.get(key);
        if (entry) entry.count++;
        else
          seen.set(key, {
            count: 1,
            finding: {
              value: text,
              context: pageTitle(page.text),
              citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: line.text },
            },
          });
      }
  }
  const best = [...seen.values()].sort((a, b) => b.count - a.count)[0];
  return best && best.count >= 2 ? best.finding : null;
}

export function readCoverageHeader(pages: PageText[], formNumbers: string[]): CoverageHeader {
  const carrierClass = classOf("carrier");
  const carriers = inOrder(pages, [
    ...findValues(carrierClass, pages, null),
    ...labelledBelow(pages, carrierClass.label),
  ]).map((f) => ({ f: { ...f, value: f.value.trim() }, rank: carrierRank(f.value) }));
  const top = Math.max(0, ...carriers.map((c) => c.rank));
  const carrier =
    (top >= 2 ? carriers.find((c) => c.rank === top)?.f : null) ??
    insurerNamedAlone(pages) ??
    (top === 1 ? carriers.find((c) => c.rank === 1)!.f : null);

  const insuredClass = classOf("namedInsured");
  const namedInsured =
    inOrder(pages, [...findValues(insuredClass, pages, null), ...labelledBelow(pages, insuredClass.label)]).find((f) =>
      isInsuredName(f.value),
    ) ?? null;

  const forms = new Set(formNumbers.map(formKey));
  const numberOf = (cls: QuestionClass) =>
    inOrder(pages, [...findValues(cls, pages, null), ...labelledBelow(pages, cls.label)])
      .map(wholeNumber)
      .find((f) => isNumber(f.value, forms)) ?? null;
  const number =
    numberOf(quoteNumber) ??
    numberOf(classOf("policyNumber")) ??
    REFERENCES.map((re) => numberOf(referenceNumber(re))).find(Boolean) ??
    null;

  const periodClass = classOf("policyPeriod");
  const period =
    [...findingsFor(periodClass, "", pages), ...labelledBelow(pages, periodClass.label)].find(
      (f) => periodDates(f.value).length >= 2 || /\b\d+\s+months?\b/i.test(f.value),
    ) ?? null;

  return { carrier, namedInsured, number, period };
}
