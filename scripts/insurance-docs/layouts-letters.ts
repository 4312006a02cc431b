// A quote/proposal letter (prose with a short quote summary) and a policy-wording-only document.
import { row, wordingPages } from "./blocks.ts";
import type { Labels } from "./labels.ts";
import { emptyTruth, setTruth, wrap, type GenDoc, type GenLine } from "./model.ts";
import { gelLimits, money, party, policyDates, premium, Rng } from "./random.ts";

export function quoteLetter(seed: number, l: Labels, split: GenDoc["split"]): GenDoc {
  const rng = new Rng(seed);
  const p = party(rng);
  const truth = emptyTruth();
  const lim = gelLimits(rng);
  const dates = policyDates(rng, l.dateStyle);
  const total = premium(rng);
  const occ = money(lim.occurrence, l.moneyStyle);
  const agg = money(lim.aggregate, l.moneyStyle);
  const intro = `Dear ${p.insured.split(" ")[0]} team, thank you for the opportunity to quote your general liability insurance. ${p.carrier} has offered terms for the coverage described below, subject to the conditions listed. Please review the summary and let us know whether you would like us to bind coverage.`;
  const lines: GenLine[] = [
    { cells: [p.producer], size: 13, bold: true },
    { cells: [`RE: Commercial General Liability Quote for ${p.insured}`], bold: true },
    ...wrap(intro).map((c) => ({ cells: [c] })),
    { cells: ["QUOTE SUMMARY"], bold: true },
    row("table", "Proposed Insurer", p.carrier),
    row("table", "Proposed Effective Date", dates[0]),
    row("table", l.occurrence, occ),
    row("table", l.aggregate, agg),
    row("table", "Total Quoted Premium", total),
    ...wrap(
      "This quote is valid for 30 days. Coverage cannot be bound until we receive a signed application and the down payment. Terrorism coverage is available for an additional premium.",
    ).map((c) => ({ cells: [c] })),
    { cells: [`Sincerely, ${p.producer}`] },
  ];
  setTruth(truth, "carrier", p.carrier, 1);
  setTruth(truth, "effectiveDate", dates[0], 1);
  setTruth(truth, "eachOccurrence", occ, 1);
  setTruth(truth, "generalAggregate", agg, 1);
  setTruth(truth, "premium", total, 1);
  truth.absent.push("policyNumber", "deductible", "umbrellaOccurrence");
  return {
    id: `quote-${seed}`,
    fileName: `quote-${seed}.pdf`,
    layout: "quote-letter",
    split,
    scanned: false,
    pages: [{ lines }],
    truth,
  };
}

export function policyWording(seed: number, split: GenDoc["split"]): GenDoc {
  const rng = new Rng(seed);
  const truth = emptyTruth();
  const pages = wordingPages(rng, truth, 1, "COMMERCIAL GENERAL LIABILITY COVERAGE FORM", 4);
  truth.absent.push("eachOccurrence", "policyNumber", "premium");
  return {
    id: `wording-${seed}`,
    fileName: `wording-${seed}.pdf`,
    layout: "policy-wording",
    split,
    scanned: false,
    pages,
    truth,
  };
}
