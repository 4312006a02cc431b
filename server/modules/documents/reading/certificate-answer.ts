// Questions about a certificate of liability insurance answered from its boxes (certificate-
// boxes.ts) rather than from labels: on a flattened ACORD 25 the label read would take the next
// caption ("INSURER B :") or the cancellation wording for a value.
import { isCertificatePage, readCertificateBoxes } from "./certificate-boxes.ts";

/**
 * A page, or a passage of one (search returns passages of about a thousand characters), from a
 * certificate: its title, its form footer, or its captions.
 */
const fromCertificate = (text: string) =>
  isCertificatePage(text) ||
  /ACORD 2[45] \(20\d\d\/\d\d\)|INSURER\(S\) AFFORDING COVERAGE|CERTIFICATE HOLDER\s+CANCELLATION/i.test(text);
import { certificateLimits } from "./certificate-limits.ts";
import { certificateRows, TYPES, type CertificateRow } from "./certificate-rows.ts";
import { boxLines } from "./certificate-boxes.ts";
import { questionLineOfBusiness } from "./page-lines.ts";
import type { QuestionClass } from "./question-classes.ts";
import type { Finding, PageText } from "./types.ts";

const BOXED = new Set(["namedInsured", "certificateHolder", "carrier", "producer"]);
const ROWS = new Set(["policyNumber", "effectiveDate", "expirationDate", "policyPeriod"]);

/** The coverage rows a question is about: the line it names, else the row its other words name, else all. */
function rowsAsked(question: string, rows: CertificateRow[]): CertificateRow[] {
  const asked = questionLineOfBusiness(question);
  if (asked) return rows.filter((r) => r.line === asked);
  const words = (question.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter(
    (w) =>
      !/^(which|policy|number|effective|expiration|expire|period|insurer|carrier|coverage|provides|affords|writes|shown)$/.test(
        w,
      ),
  );
  if (!words.length) return rows;
  // the question names something (a pollution policy): only a row that names it answers
  return rows.filter((r) => r.line === "other" && words.some((w) => r.text.toLowerCase().includes(w)));
}

function rowFindings(cls: QuestionClass, rows: CertificateRow[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const row of rows) {
    const value =
      cls.id === "policyNumber"
        ? row.number
        : cls.id === "effectiveDate"
          ? row.effective
          : cls.id === "expirationDate"
            ? row.expiration
            : `${row.effective} to ${row.expiration}`;
    if (!value || seen.has(value)) continue;
    seen.add(value);
    out.push({ value, context: row.line === "other" ? row.text : LINE_NAMES[row.line!], citation: row.citation });
  }
  return out;
}

const LINE_NAMES: Record<string, string> = {
  gl: "Commercial general liability",
  auto: "Automobile liability",
  umbrella: "Umbrella / excess liability",
  wc: "Workers compensation",
  property: "Property",
};

/**
 * The certificate's answer to a question of class `cls`, or null when the pages hold no
 * certificate or the class is not read from its boxes. An empty list means the certificate was
 * read and does not say (several insurers and the question names none of their letters).
 */
export function certificateAnswer(cls: QuestionClass, question: string, pages: PageText[]): Finding[] | null {
  if (cls.value === "money" && cls.id !== "premium" && cls.id !== "deductible") {
    const limits = limitFindings(
      cls,
      question,
      pages.filter((p) => fromCertificate(p.text)),
    );
    return limits.length ? limits : null;
  }
  if (cls.id === "deductible") {
    const written = writtenDeductibles(
      question,
      pages.filter((p) => fromCertificate(p.text)),
    );
    return written.length ? written : null;
  }
  if (!BOXED.has(cls.id) && !ROWS.has(cls.id)) return null;
  const passages = pages.filter((p) => fromCertificate(p.text));
  if (!passages.length) return null;
  const rows = passages.flatMap(certificateRows);
  if (ROWS.has(cls.id)) return rows.length ? rowFindings(cls, rowsAsked(question, rows)) : null;
  const read = passages.map(readCertificateBoxes);
  const boxes = {
    insured: read.find((b) => b.insured)?.insured ?? null,
    holder: read.find((b) => b.holder)?.holder ?? null,
    producer: read.find((b) => b.producer)?.producer ?? null,
    insurers: read.flatMap((b) => b.insurers).filter((i, n, all) => all.findIndex((j) => j.letter === i.letter) === n),
  };
  const finding = (box: { value: string; citation: Finding["citation"] } | null): Finding[] =>
    box ? [{ value: box.value, context: null, citation: box.citation }] : [];
  if (cls.id === "namedInsured") return finding(boxes.insured);
  if (cls.id === "certificateHolder") return finding(boxes.holder);
  // the PRODUCER box when it reads; else the page's labels answer (a letter's "Agent:")
  if (cls.id === "producer") return boxes.producer ? finding(boxes.producer) : null;
  const letter = /\binsurer\s*(?:letter\s*)?\(?([A-F])\)?(?![a-z])|\bletter\s+([A-F])\b/i.exec(question);
  const wanted = letter ? (letter[1] ?? letter[2])!.toUpperCase() : null;
  const insurers = boxes.insurers.filter((i) => !/see attach/i.test(i.name));
  // the insurer the question names by letter, else the one on the row of the line it names, else the only one
  const rowLetters = questionLineOfBusiness(question)
    ? rowsAsked(question, rows)
        .map((r) => r.letter)
        .filter(Boolean)
    : [];
  const chosen = wanted
    ? insurers.filter((i) => i.letter === wanted)
    : rowLetters.length
      ? insurers.filter((i) => rowLetters.includes(i.letter))
      : insurers.length === 1
        ? insurers
        : [];
  return chosen.map((i) => ({ value: i.name, context: `Insurer ${i.letter}`, citation: i.citation }));
}

/**
 * A limit from the certificate's limits column printed above its caption (certificate-limits.ts):
 * the caption the class names, on the row of the line the question or the class names, else the
 * general liability row (a certificate's "each occurrence limit" unqualified is the GL one).
 */
function limitFindings(cls: QuestionClass, question: string, passages: PageText[]): Finding[] {
  const named = passages
    .flatMap(certificateLimits)
    .filter((l) => cls.label.test(l.label) && !cls.notLabel?.test(l.label));
  const asked = questionLineOfBusiness(question) ?? cls.lob ?? null;
  const onRow = asked ? named.filter((l) => l.line === asked) : named.filter((l) => l.line === "gl" || l.line === null);
  return onRow.map((l) => ({ value: l.amount, context: l.line ? LINE_NAMES[l.line]! : null, citation: l.citation }));
}

/** A deductible written on a coverage's blank lines: "$10,000 Deductible", "Ded: $2,500", "$25,000 SIR". */
const WRITTEN_DEDUCTIBLE =
  /^(?:\$\s?\d[\d,]*(?:\.\d{2})?\s+(?:deductible|ded\.?|SIR|self[- ]insured retention)\b.*|(?:deductible|ded\.?|SIR)\s*:?\s*\$\s?\d[\d,]*(?:\.\d{2})?)$/i;

/**
 * A deductible written on the rows of the line the question names (general liability unless it
 * names another): between that line's caption and the next line's.
 */
function writtenDeductibles(question: string, passages: PageText[]): Finding[] {
  const asked = questionLineOfBusiness(question) ?? "gl";
  const out: Finding[] = [];
  for (const page of passages) {
    const lines = boxLines(page.text);
    let line: string | null = null;
    for (const l of lines) {
      line = TYPES.find(([, re]) => re.test(l.text))?.[0] ?? line;
      if (line !== asked) continue;
      const cell = l.cells.find((c) => WRITTEN_DEDUCTIBLE.test(c));
      if (cell)
        out.push({
          value: cell,
          context: LINE_NAMES[asked] ?? null,
          citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: cell },
        });
    }
  }
  return out;
}
