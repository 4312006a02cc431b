// The named boxes of a certificate of liability insurance (ACORD 25) read from its page text: the
// line under the PRODUCER, INSURED and CERTIFICATE HOLDER captions (the insurer captions and the
// cancellation wording printed beside them skipped), and each "INSURER A : name NAIC" line. Used
// to answer questions on a certificate and by Certificate Review (contracts/certificate-text.ts).
import { editDistance } from "./edit-distance.ts";
import type { Citation, PageText } from "./types.ts";

const TITLE = /certificate\s+of\s+liability\s+insurance/i;
const CAPTIONS = /insurer\s*\(?s?\)?\s*affording|\binsurer\s+a\b|certificate\s+holder|\bproducer\b/i;

/** Does this page read as an ACORD 25 (its title and its captions)? */
export const isCertificatePage = (text: string) => TITLE.test(text) && CAPTIONS.test(text);

/** Printed form wording that sits beside or under a box's caption: never the box's value. */
const FORM_WORDING =
  /^(INSURER\b|NAME:|CONTACT\b|PHONE\b|FAX\b|E-?MAIL\b|ADDRESS:|\(A\/C|SHOULD ANY\b|THE EXPIRATION\b|ACCORDANCE WITH\b|AUTHORIZED REPRESENTATIVE\b|CANCELLATION\b|©|ACORD\b|COMPANY [A-F]\b|LETTER$|NAME$|ADDRESS$|&$|•)/i;

/** Older certificates name their insurers "Company A …" under "Companies Affording/Providing Coverage". */
const COMPANIES_CAPTION = /companies\s+(affording|providing)\s+coverage/i;

export interface BoxLine {
  text: string;
  start: number;
  cells: string[];
}

export function boxLines(text: string): BoxLine[] {
  const out: BoxLine[] = [];
  let start = 0;
  for (const raw of text.split("\n")) {
    const cells = raw
      .split(/\t| {2,}/)
      .map((c) => c.trim())
      .filter(Boolean);
    out.push({ text: raw, start, cells });
    start += raw.length + 1;
  }
  return out;
}

export interface BoxValue {
  value: string;
  citation: Citation;
}

export interface CertificateBoxes {
  producer: BoxValue | null;
  insured: BoxValue | null;
  holder: BoxValue | null;
  insurers: Array<{ letter: string; name: string; naic: string | null; citation: Citation }>;
}

export function readCertificateBoxes(page: PageText): CertificateBoxes {
  const lines = boxLines(page.text);
  const cite = (quote: string): Citation => ({ fileId: page.fileId, fileName: page.fileName, page: page.page, quote });
  const under = (caption: RegExp): BoxValue | null => {
    const at = lines.findIndex((l) => caption.test(l.text.trim()));
    if (at < 0) return null;
    // the value printed beside its caption on the caption's own line ("INSURED  Grand At Fort Wayne
    // Apartments LLC  INSURER B : …"), else on a line under it. Only the cell right after the
    // caption, and not an insurer's name that lost its "INSURER A :" to the next line (a name
    // followed by its five-digit NAIC number): the rest of the line is the next column's.
    const [first, next] = lines[at]!.cells.slice(1);
    const beside = first && !FORM_WORDING.test(first) && !/^\d{5}$/.test(next ?? "") ? [first] : [];
    for (const cells of [beside, ...lines.slice(at + 1, at + 12).map((l) => l.cells)]) {
      // a number alone (a certificate or customer number printed in the box's corner) is not the name
      // nor a scrap with no word in it (OCR's reading of a box's border: "[a")
      const cell = cells.find((c) => !FORM_WORDING.test(c) && !/^[\d\s#-]+$/.test(c) && /[a-z]{3}/i.test(c));
      const value = cell?.replace(/\s+(?:INSURER\s+[A-F]\b|Should any\b).*$/i, "").trim();
      if (value) return { value, citation: cite(value) };
    }
    return null;
  };
  const insurers: CertificateBoxes["insurers"] = [];
  lines.forEach((line, i) => {
    // a name and its NAIC number printed a line above their caption, the caption left bare:
    // "INSURED  State Farm General Insurance Company  25151" then "INSURER A :"
    const bare = /INSURER\s+([A-F])\s*:\s*$/i.exec(lines[i + 1]?.text ?? "");
    const naicAt = line.cells.length - 1;
    if (!bare || naicAt < 1 || !/^\d{5}$/.test(line.cells[naicAt]!) || /INSURER\s+[A-F]\s*:/i.test(line.text)) return;
    const name = line.cells[naicAt - 1]!;
    if (FORM_WORDING.test(name) || /^INSURED$/i.test(name)) return;
    insurers.push({ letter: bare[1]!.toUpperCase(), name, naic: line.cells[naicAt]!, citation: cite(name) });
  });
  if (COMPANIES_CAPTION.test(page.text))
    for (const line of lines)
      for (const m of line.text.matchAll(/\bCOMPANY\s+([A-F])\s+([A-Z][^\t\n]*?)[ \t]*(?=\t|$)/gi)) {
        const name = m[2]!.replace(/\s+Letter$/i, "").trim();
        if (name && !/^letter$/i.test(name))
          insurers.push({ letter: m[1]!.toUpperCase(), name, naic: null, citation: cite(m[0].trim()) });
      }
  if (!/INSURER\s+[A-F]\s*:/i.test(page.text)) insurers.push(...scannedInsurers(lines, cite));
  for (const line of lines) {
    for (const m of line.text.matchAll(
      /INSURER\s+([A-F])\s*:[ \t]*([^\t\n]*?)(?:[ \t]+(\d{5}))?[ \t]*(?=\t|$|INSURER)/gi,
    )) {
      const name = m[2]!.trim();
      if (name) insurers.push({ letter: m[1]!.toUpperCase(), name, naic: m[3] ?? null, citation: cite(m[0].trim()) });
    }
  }
  return {
    producer: under(/^PRODUCER\b/),
    // the caption in capitals or not, followed by the next box or nothing: never a sentence that
    // opens with it ("Certificate holder is named as an additional insured.")
    insured: under(/^(?:INSURED|Insured)(?=\s*$|\t|\s+[^a-z\s])/),
    holder: under(/^(?:CERTIFICATE HOLDER|Certificate [Hh]older)(?=\s*$|\t|\s+[^a-z\s])/),
    insurers,
  };
}

/** A cell that OCR made of an "INSURER A :" caption ("wsurerA: Erie Insurance Compan:"): its letter if read, and the rest. */
const SCANNED_CAPTION = /^\[?([a-z]{5,8})\s?([A-F])?\s*[:;]\s*(.*)$/i;

/**
 * The insurers of a scanned certificate whose captions OCR misread ("wsurerA:", "wsurers:"): a
 * cell opening with a word within three edits of INSURER and a colon, the name after it. The
 * form prints INSURER A to F on consecutive lines, so a caption's letter is its place among them
 * when OCR lost it. Read only when no caption on the page reads "INSURER X :".
 */
function scannedInsurers(lines: BoxLine[], cite: (quote: string) => Citation): CertificateBoxes["insurers"] {
  const out: CertificateBoxes["insurers"] = [];
  let place = 0;
  for (const line of lines) {
    const at = line.cells.findIndex((cell) => {
      const m = SCANNED_CAPTION.exec(cell);
      return !!m && !/^insured$/i.test(m[1]!) && editDistance(m[1]!.toUpperCase(), "INSURER") <= 3;
    });
    if (at < 0) continue;
    const m = SCANNED_CAPTION.exec(line.cells[at]!)!;
    const letter = (m[2] ?? "ABCDEF"[place] ?? "F").toUpperCase();
    place = "ABCDEF".indexOf(letter) + 1;
    const name = m[3]!.replace(/[:;|[\]]+$/, "").trim();
    const naic = line.cells[at + 1]?.replace(/[^\d]/g, "") ?? "";
    if (/[a-z]{3}/i.test(name))
      out.push({ letter, name, naic: /^\d{5}$/.test(naic) ? naic : null, citation: cite(line.cells[at]!) });
  }
  return out;
}
