// Quote documents drawn from a spec in several layouts, each recording its ground truth (every
// value with the page it is printed on): a quote letter with two-column tables, a quote letter in
// sentences, a carrier's schedule (Coverage ⇥ Limit tables and a premium summary with taxes and
// fees), a package with a page per line. The scanned variant of any is drawn as page images.
import { money } from "../../insurance-docs/random.ts";
import { emptyTruth, setTruth, type GenDoc, type GenLine, type GenPage } from "../../insurance-docs/model.ts";
import { amBestText, deductibleLabel, feeLabel, headerLabel, headingOf, limitLabel, type LabelSet } from "./labels.ts";
import { totalPremium, type QuoteLine, type QuoteSpec } from "./spec.ts";

export type QuoteLayout = "letter" | "prose" | "schedule" | "package";

export const amount = (v: number | string) => (typeof v === "number" ? money(v) : v);
export const two = (a: string, b: string): GenLine => ({ cells: [a, b], xs: [54, 300] });

export class Writer {
  pages: GenPage[] = [{ lines: [] }];
  truth = emptyTruth();
  put(key: string, value: string) {
    setTruth(this.truth, key, value, this.pages.length);
  }
  line(l: GenLine) {
    if (this.page.lines.length >= 44) this.newPage();
    this.page.lines.push(l);
  }
  newPage() {
    if (this.page.lines.length) this.pages.push({ lines: [] });
  }
  get page() {
    return this.pages[this.pages.length - 1]!;
  }
}

function header(w: Writer, q: QuoteSpec, set: LabelSet, title: string) {
  w.line({ cells: [title], bold: true, size: 13 });
  w.line({ cells: [""] });
  w.put("carrier", q.carrier);
  w.line(two(headerLabel(set, "carrier"), q.carrier));
  if (q.amBest) {
    w.line({ cells: [amBestText(set, q.amBest.rating, q.amBest.size)] });
    w.put("amBest", `${q.amBest.rating} ${q.amBest.size}`);
  }
  w.line(two(headerLabel(set, "insured"), q.insured));
  w.put("insured", q.insured);
  w.line(two(headerLabel(set, "number"), q.number));
  w.put("number", q.number);
  w.line(two(headerLabel(set, "period"), `${q.period[0]} to ${q.period[1]}`));
  w.put("period", `${q.period[0]} to ${q.period[1]}`);
  w.line({ cells: [""] });
}

function lineTable(w: Writer, l: QuoteLine, set: LabelSet, withHeader: boolean, premiumRow: boolean) {
  w.line({ cells: [headingOf(set, l.kind)], bold: true });
  if (withHeader) w.line({ cells: ["Coverage", "Limit"], xs: [54, 300], bold: true, rule: true });
  for (const [key, v] of l.limits) {
    w.line(two(limitLabel(set, l.kind, key), amount(v)));
    w.put(`${l.kind}.${key}`, amount(v));
  }
  for (const [key, v] of l.deductibles) {
    w.line(two(deductibleLabel(set, key), amount(v)));
    w.put(`${l.kind}.${key}`, amount(v));
  }
  if (premiumRow) {
    w.line(two(headerLabel(set, "premium"), money(l.premium)));
    w.put(`${l.kind}.premium`, money(l.premium));
  }
  w.line({ cells: [""] });
}

function lineProse(w: Writer, l: QuoteLine, set: LabelSet) {
  w.line({ cells: [headingOf(set, l.kind)], bold: true });
  for (const [key, v] of l.limits) {
    w.line({ cells: [`The ${limitLabel(set, l.kind, key).toLowerCase()} limit is ${amount(v)}.`] });
    w.put(`${l.kind}.${key}`, amount(v));
  }
  for (const [key, v] of l.deductibles) {
    w.line({ cells: [`Coverage is subject to a ${deductibleLabel(set, key).toLowerCase()} of ${amount(v)}.`] });
    w.put(`${l.kind}.${key}`, amount(v));
  }
  w.line({ cells: [`The premium for this coverage is ${money(l.premium)}.`] });
  w.put(`${l.kind}.premium`, money(l.premium));
  w.line({ cells: [""] });
}

function premiumSummary(w: Writer, q: QuoteSpec, set: LabelSet, byLine: boolean) {
  w.line({ cells: ["PREMIUM SUMMARY"], bold: true });
  w.line({ cells: ["Coverage", "Premium"], xs: [54, 300], bold: true, rule: true });
  if (byLine)
    for (const l of q.lines) {
      w.line(two(headingOf(set, l.kind), money(l.premium)));
      w.put(`${l.kind}.premium`, money(l.premium));
    }
  const total = totalPremium(q);
  w.line(two(feeLabel(set, "totalPremium"), money(total)));
  w.put("fees.totalPremium", money(total));
  let due = total;
  for (const [key, v] of q.fees) {
    w.line(two(feeLabel(set, key), money(v)));
    w.put(`fees.${key}`, money(v));
    due += v;
  }
  w.line(two(feeLabel(set, "totalDue"), money(due)));
  w.put("fees.totalDue", money(due));
  w.line({ cells: [""] });
}

function formsAndExclusions(w: Writer, q: QuoteSpec) {
  w.line({ cells: ["FORMS AND ENDORSEMENTS"], bold: true });
  for (const [number, title] of q.forms) {
    w.line({ cells: [number, title], xs: [54, 160] });
    w.put(`form:${number.replace(/\W/g, "")}`, `${number} ${title}`);
    if (/exclu/i.test(title)) w.put(`exclusion:${number}`, title);
  }
  w.line({ cells: [""] });
  w.line({ cells: ["EXCLUSIONS"], bold: true });
  for (const [title, form] of q.exclusions) {
    w.line({ cells: [`- ${title}${form ? ` (${form})` : ""}`] });
    w.put(`exclusion:${form ?? title}`, title);
  }
}

export function quoteDocument(
  q: QuoteSpec,
  layout: QuoteLayout,
  set: LabelSet,
  meta: { id: string; split: "dev" | "held-out"; scanned: boolean },
): GenDoc {
  const w = new Writer();
  header(w, q, set, layout === "package" ? "COMMERCIAL PACKAGE QUOTE" : "QUOTE PROPOSAL");
  if (layout === "prose") {
    w.line({ cells: [`Thank you for the opportunity to quote ${q.insured}. Our terms follow.`] });
    for (const l of q.lines) lineProse(w, l, set);
    premiumSummary(w, q, set, false);
  } else if (layout === "package") {
    premiumSummary(w, q, set, true);
    for (const l of q.lines) {
      w.newPage();
      lineTable(w, l, set, true, false);
    }
    w.newPage();
  } else {
    for (const l of q.lines) lineTable(w, l, set, layout === "schedule", layout === "letter");
    premiumSummary(w, q, set, layout === "schedule");
  }
  formsAndExclusions(w, q);
  const fileName = `${meta.id}${meta.scanned ? "-scanned" : ""}.pdf`;
  return { id: meta.id, fileName, layout, split: meta.split, scanned: meta.scanned, pages: w.pages, truth: w.truth };
}
