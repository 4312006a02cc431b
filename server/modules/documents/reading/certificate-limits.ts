// The limits column of a flattened certificate of liability insurance (ACORD 25). Its text layer
// prints each amount a little above its caption, so the amount ends the line before the caption's
// line, and the caption's line ends with the form's printed "$":
//   "B X UMBRELLA LIAB  X OCCUR  10,000,000" / "EACH OCCURRENCE  $"
//   "CLAIMS-MADE  X OCCUR  DAMAGE TO RENTED  100,000" / "… PREMISES (Ea occurrence)  $"
// Each limit belongs to the coverage row whose type of insurance is named at or above it.
import { boxLines, type BoxLine } from "./certificate-boxes.ts";
import { TYPES } from "./certificate-rows.ts";
import type { LineOfBusiness } from "./page-lines.ts";
import type { Citation, PageText } from "./types.ts";
import { BARE_AMOUNT } from "./values.ts";

export interface CertificateLimit {
  label: string;
  amount: string;
  line: Exclude<LineOfBusiness, null> | null;
  citation: Citation;
}

/** A caption's line ends with the form's dollar sign, in a cell of its own or after the caption. */
const ENDS_WITH_SIGN = /(^|\s)\$$/;

function rowTypeAt(lines: BoxLine[], at: number): Exclude<LineOfBusiness, null> | null {
  for (let i = at; i >= 0 && i >= at - 12; i--) {
    const type = TYPES.find(([, re]) => re.test(lines[i]!.text));
    if (type) return type[0];
  }
  return null;
}

export function certificateLimits(page: PageText): CertificateLimit[] {
  const lines = boxLines(page.text);
  const top = lines.findIndex((l) => /TYPE OF INSURANCE/i.test(l.text));
  if (top < 0) return [];
  const out: CertificateLimit[] = [];
  for (let i = top + 1; i < lines.length; i++) {
    const cells = lines[i]!.cells;
    const last = cells.at(-1) ?? "";
    if (!ENDS_WITH_SIGN.test(last)) continue;
    const captionCell = last === "$" ? cells.at(-2) : last.replace(/\s*\$$/, "");
    const previous = lines[i - 1]!;
    const amount = previous.cells.at(-1) ?? "";
    if (!captionCell || !/[A-Z]{3}/.test(captionCell) || !BARE_AMOUNT.test(amount)) continue;
    // a caption over two lines: "DAMAGE TO RENTED" above "PREMISES (Ea occurrence)"
    const head = previous.cells.at(-2);
    const label =
      /^(PREMISES|\(|AGGREGATE$)/i.test(captionCell) && head && !BARE_AMOUNT.test(head) && /^[A-Z][A-Z ]+$/.test(head)
        ? `${head} ${captionCell}`
        : captionCell;
    const quote = `${previous.text}\n${lines[i]!.text}`;
    out.push({
      label,
      amount,
      line: rowTypeAt(lines, i),
      citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote },
    });
  }
  return out;
}
