// A certificate of liability insurance read from its page text (a flattened or scanned ACORD 25):
// the boxes found by their printed captions (PRODUCER, INSURED, INSURER A:, the coverage rows
// under INSR LTR, DESCRIPTION OF OPERATIONS, CERTIFICATE HOLDER). A value the page does not show
// is left out, never guessed; ADDL INSD and SUBR WVD are read only when both columns are legible.
import { boxLines, isCertificatePage, readCertificateBoxes } from "../documents/reading/certificate-boxes.ts";
import type { Citation, PageText } from "../documents/reading/types.ts";
import { datePattern } from "../documents/reading/values.ts";
import { amountsIn } from "./amounts.ts";
import type { CertificateCoverage, CertificateLine, CertificateReading, CitedValue } from "./certificate-reading.ts";

export { isCertificatePage };

const LIMIT_KEYS: Array<[RegExp, string]> = [
  [/products|comp\/?op/i, "products"],
  [/disease.*employee/i, "elDiseaseEmployee"],
  [/disease.*policy/i, "elDiseasePolicy"],
  [/combined\s+single/i, "csl"],
  [/each\s+accident/i, "elAccident"],
  [/each\s+occurrence/i, "occurrence"],
  [/aggregate/i, "aggregate"],
  [/rented|premises/i, "rented"],
  [/med\s*exp/i, "medical"],
  [/personal/i, "personal"],
];

function lineOfType(type: string): CertificateLine {
  if (/general\s+liab/i.test(type)) return "gl";
  if (/auto/i.test(type)) return "auto";
  if (/umbrella|excess/i.test(type)) return "umbrella";
  if (/workers|employers/i.test(type)) return "wc";
  return "other";
}

const ROW_START = /^(?:X\s+)?([A-F])$/;
/** A row read by OCR: its letter may be lost, its type of insurance opens the line. */
const TYPE_START =
  /^(?:([A-F])[\s|]+)?(?=Commercial General|General Liability|Automobile|Auto Liability|Business Auto|Umbrella|Excess|Workers)/;
const NOT_A_POLICY_NUMBER = /^(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\$.*|[\d,]+|Y|N)$/;

export function readCertificateText(pages: PageText[]): CertificateReading | null {
  const page = pages.find((p) => isCertificatePage(p.text));
  if (!page) return null;
  const lines = boxLines(page.text);
  const cite = (quote: string): Citation => ({ fileId: page.fileId, fileName: page.fileName, page: page.page, quote });
  const cited = (value: string | undefined): CitedValue | null => (value ? { value, citation: cite(value) } : null);
  const boxes = readCertificateBoxes(page);
  const date = /DATE\s*\(MM\/DD\/YYYY\)\s*(\d{1,2}\/\d{1,2}\/\d{4})/i.exec(page.text)?.[1];
  const descriptionAt = lines.findIndex((l) => /^DESCRIPTION OF OPERATIONS/i.test(l.text.trim()));
  const holderAt = lines.findIndex((l) => /^CERTIFICATE HOLDER/i.test(l.text.trim()));
  let description: CitedValue | null = null;
  if (descriptionAt >= 0 && holderAt > descriptionAt + 1) {
    const quote = page.text
      .slice(lines[descriptionAt + 1]!.start, lines[holderAt - 1]!.start + lines[holderAt - 1]!.text.length)
      .trim();
    if (quote) description = { value: quote.replace(/\s*\n\s*/g, " "), citation: cite(quote) };
  }
  const headerAt = lines.findIndex((l) => /^INSR\b/i.test(l.text.trim()) || /TYPE OF INSURANCE/i.test(l.text));
  const end = descriptionAt >= 0 ? descriptionAt : lines.length;
  const coverages: CertificateCoverage[] = [];
  let current: { coverage: CertificateCoverage; lastEnd: number } | null = null;
  for (const line of lines.slice(headerAt + 1, end)) {
    if (/^LTR\b/i.test(line.text.trim())) continue;
    const letterCell = ROW_START.exec(line.cells[0] ?? "");
    // a row read by OCR opens with its type of insurance, in the first cell of several or on a line of one
    const start = letterCell ?? (datePattern.test(line.text) ? TYPE_START.exec(line.cells[0] ?? "") : null);
    datePattern.lastIndex = 0;
    if (start) {
      const byCells = line.cells.length > 1;
      const words = letterCell
        ? [line.cells[1] ?? "", ...line.cells.slice(2)]
        : [line.cells[0]!.slice(start[0].length), ...line.cells.slice(1)];
      const all = words.join(" ").split(/\s+/);
      const cut = all.findIndex((t) => /\d/.test(t) || t === "Y" || t === "N");
      const type = byCells ? words[0]! : all.slice(0, cut < 0 ? all.length : cut).join(" ");
      const tokens = all.slice(byCells ? words[0]!.split(/\s+/).length : Math.max(cut, 0));
      const dates = [...line.text.matchAll(datePattern)].map((m) => m[0]);
      const flags = tokens.filter((t) => t === "Y" || t === "N");
      const number = tokens.find((t) => /\d/.test(t) && t.length >= 4 && !NOT_A_POLICY_NUMBER.test(t)) ?? null;
      current = {
        coverage: {
          line: lineOfType(type),
          type,
          insurerLetter: start[1] ?? null,
          additionalInsured: flags.length === 2 ? flags[0] === "Y" : null,
          subrogationWaived: flags.length === 2 ? flags[1] === "Y" : null,
          policyNumber: number,
          effective: dates[0] ?? null,
          expiration: dates[1] ?? null,
          statutory: false,
          limits: [],
          citation: cite(line.text.trim()),
        },
        lastEnd: 0,
      };
      coverages.push(current.coverage);
    }
    if (!current) continue;
    const row = current.coverage;
    if (row.line === "other" && !start && /^[A-Za-z]/.test(line.cells[0] ?? "") && !amountsIn(line.text).length)
      row.type = `${row.type} ${line.cells[0]}`.trim();
    if (row.line === "wc" && /per\s+statute|statutory/i.test(line.text)) row.statutory = true;
    const lastDate = [...line.text.matchAll(datePattern)].at(-1);
    let from = lastDate ? lastDate.index + lastDate[0].length : 0;
    for (const amount of amountsIn(line.text)) {
      const label =
        line.text
          .slice(from, amount.start)
          .split("\t")
          .map((c) => c.trim())
          .filter(Boolean)
          .at(-1) ?? "";
      from = amount.end;
      const key = LIMIT_KEYS.find(([pattern]) => pattern.test(label))?.[1] ?? (row.line === "other" ? "other" : null);
      if (!key) continue;
      const quote = line.text
        .slice(line.text.indexOf(label, 0) >= 0 && label ? line.text.indexOf(label) : amount.start, amount.end)
        .trim();
      row.limits.push({
        key: row.line === "auto" && key === "elAccident" ? "csl" : key,
        label: label || row.type,
        amount: amount.value,
        citation: cite(quote),
      });
    }
  }
  return {
    readFrom: "page text",
    date: cited(date),
    producer: boxes.producer,
    insured: boxes.insured,
    insurers: boxes.insurers,
    coverages,
    description,
    holder: boxes.holder,
    remarks: [],
  };
}
