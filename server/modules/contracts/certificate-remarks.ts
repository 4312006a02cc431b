// The ACORD 101 Additional Remarks Schedule that continues a certificate (docs/product/
// contract-and-certificate-review.md "Continued on an ACORD 101"): a description of operations
// or a holder's name too long for its box is printed "See attached ACORD 101" and continues on a
// schedule page. The review reads those pages too, so wording that is there is never reported as
// not found; each remark is one sentence, cited to the schedule's own page.
import type { PageText } from "../documents/reading/types.ts";
import type { CertificateReading, CitedValue } from "./certificate-reading.ts";

const SCHEDULE = /ADDITIONAL\s+REMARKS\s+SCHEDULE/i;
const TO_FORM_25 = /FORM\s+NUMBER:?\s*25\b|FORM\s+TITLE:?\s*CERTIFICATE\s+OF\s+LIABILITY/i;
/** The end of the schedule's header: the title of the form it continues (and our own "(No. …, date)"). */
const HEADER_END = /FORM\s+TITLE:?\s*CERTIFICATE\s+OF\s+LIABILITY\s+INSURANCE(?:\s*\([^)]*\))?/i;
/** The printed footer of a real ACORD 101. */
const FOOTER = /ACORD\s+101\s*\(\d{4}\/\d{2}\)|©\s*\d{4}(?:-\d{4})?\s+ACORD|The\s+ACORD\s+name\s+and\s+logo/i;
/** An entry's caption on the schedule, as our continuation prints it (its own line, in capitals). */
const CAPTION = /^[ \t]*(DESCRIPTION OF OPERATIONS[^\n]*|CERTIFICATE HOLDER[^\n]*)$/gm;
/** A marker printed in a box whose text continues on the schedule. */
const CONTINUED = /see\s+attached\s+acord\s*101|see\s+acord\s*101|see\s+attached\s+(?:additional\s+)?remarks/i;

/** Does this page continue a certificate of liability insurance? */
export const isRemarksPage = (text: string) => SCHEDULE.test(text) && TO_FORM_25.test(text);

interface Entry {
  caption: string | null;
  page: PageText;
  /** Where the entry's text starts and ends in the page text. */
  start: number;
  end: number;
}

/** The schedule pages' entries: the text under each caption (one captionless entry on a real ACORD 101). */
function entriesOf(pages: PageText[]): Entry[] {
  const out: Entry[] = [];
  for (const page of pages) {
    if (!isRemarksPage(page.text)) continue;
    const header = HEADER_END.exec(page.text);
    const from = header ? header.index + header[0].length : (SCHEDULE.exec(page.text)?.index ?? 0);
    const footer = FOOTER.exec(page.text.slice(from));
    const to = footer ? from + footer.index : page.text.length;
    const captions = [...page.text.slice(from, to).matchAll(CAPTION)];
    if (!captions.length) out.push({ caption: null, page, start: from, end: to });
    captions.forEach((caption, i) => {
      const start = from + caption.index + caption[0].length;
      const end = i + 1 < captions.length ? from + captions[i + 1]!.index : to;
      out.push({ caption: caption[1]!.trim(), page, start, end });
    });
  }
  return out;
}

const cited = (entry: Entry, start: number, end: number): CitedValue | null => {
  const raw = entry.page.text.slice(start, end);
  const quote = raw.trim();
  if (!quote) return null;
  const { fileId, fileName, page } = entry.page;
  return { value: quote.replace(/\s*\n\s*/g, " "), citation: { fileId, fileName, page, quote } };
};

/** Each sentence of the schedule's remarks (the holder's entry left out), cited to its page. */
export function readAdditionalRemarks(pages: PageText[]): CitedValue[] {
  const out: CitedValue[] = [];
  for (const entry of entriesOf(pages)) {
    if (entry.caption?.startsWith("CERTIFICATE HOLDER")) continue;
    const text = entry.page.text.slice(entry.start, entry.end);
    let at = 0;
    for (const end of text.matchAll(/\.(?=\s+[A-Z0-9"“(]|\s*$)/g)) {
      const sentence = cited(entry, entry.start + at, entry.start + end.index + 1);
      if (sentence) out.push(sentence);
      at = end.index + 1;
    }
    const rest = cited(entry, entry.start + at, entry.end);
    if (rest) out.push(rest);
  }
  return out;
}

/** The holder continued on the schedule (its CERTIFICATE HOLDER entry), or null. */
export function continuedHolder(pages: PageText[]): CitedValue | null {
  const entry = entriesOf(pages).find((e) => e.caption?.startsWith("CERTIFICATE HOLDER"));
  return entry ? cited(entry, entry.start, entry.end) : null;
}

/**
 * The certificate with its schedule read in: the remarks sentence by sentence, and a holder box
 * that points to the schedule replaced by the holder the schedule names.
 */
export function withAdditionalRemarks(reading: CertificateReading, pages: PageText[]): CertificateReading {
  const remarks = readAdditionalRemarks(pages);
  const holder = reading.holder && CONTINUED.test(reading.holder.value) ? continuedHolder(pages) : null;
  return { ...reading, remarks, holder: holder ?? reading.holder };
}

/** Every statement the certificate makes in words: the description box, then the schedule's remarks. */
export function statementsOf(reading: CertificateReading): CitedValue[] {
  return [reading.description, ...reading.remarks].filter((s): s is CitedValue => s !== null);
}
