// Commercial general liability declarations in three layouts: a two-column table, a ruled table
// with a premium column, and label: value prose.
import { formsPage, gelTable, headerLines, row, wordingPages } from "./blocks.ts";
import type { Labels } from "./labels.ts";
import { emptyTruth, setTruth, type GenDoc, type GenLine, type GenPage } from "./model.ts";
import { gelLimits, money, party, policyNumber, premium, Rng } from "./random.ts";

export const glForms: Array<[string, string]> = [
  ["CG 00 01 04 13", "Commercial General Liability Coverage Form"],
  ["CG 21 47 12 07", "Employment-Related Practices Exclusion"],
  ["CG 20 10 12 19", "Additional Insured - Owners, Lessees or Contractors"],
  ["CG 21 67 12 04", "Fungi or Bacteria Exclusion"],
  ["IL 00 17 11 98", "Common Policy Conditions"],
  ["IL 00 21 09 08", "Nuclear Energy Liability Exclusion Endorsement"],
];

export function pickForms(rng: Rng, all: Array<[string, string]>): Array<[string, string]> {
  return all.filter((_, i) => i === 0 || rng.next() < 0.7);
}

type CglStyle = "table" | "ruled" | "prose";

export function cglDeclarations(seed: number, style: CglStyle, l: Labels, split: GenDoc["split"]): GenDoc {
  const rng = new Rng(seed);
  const p = party(rng);
  const truth = emptyTruth();
  const number = policyNumber(rng, rng.pick(["CGL", "GL", "CPL"]), rng.pick(["spaced", "dashed", "solid"] as const));
  const lim = gelLimits(rng);
  const textStyle = style === "prose" ? "prose" : "table";
  const head = headerLines(rng, l, p, truth, 1, textStyle, number);
  const page1: GenLine[] = [
    { cells: [p.carrier.toUpperCase()], size: 12, bold: true },
    { cells: ["COMMERCIAL GENERAL LIABILITY DECLARATIONS"], size: 13, bold: true },
    ...head.lines,
    { cells: ["LIMITS OF INSURANCE"], bold: true },
  ];
  const total = premium(rng);
  if (style === "ruled") {
    page1.push({ cells: ["Coverage", "Limit of Insurance", "Premium"], xs: [72, 330, 470], bold: true, rule: true });
    const items = gelTable(l, lim, truth, 1, "table");
    for (const it of items) {
      const prem = rng.next() < 0.5 ? "Included" : money(rng.int(150, 4000), "cents");
      page1.push({ cells: [it.cells[0], it.cells[1], prem], xs: [72, 330, 470], rule: true });
    }
    page1.push({ cells: [l.premium, "", total], xs: [72, 330, 470], bold: true });
    page1[page1.length - 1].cells = [l.premium, total];
    page1[page1.length - 1].xs = [72, 470];
  } else {
    page1.push(...gelTable(l, lim, truth, 1, textStyle));
    page1.push(row(textStyle, l.premium, total));
  }
  setTruth(truth, "premium", total, 1);
  truth.absent.push("combinedSingleLimit", "umbrellaOccurrence", "elAccident", "deductible");
  const pages: GenPage[] = [{ lines: page1 }];
  pages.push(formsPage("SCHEDULE OF FORMS AND ENDORSEMENTS", pickForms(rng, glForms), truth, 2));
  pages.push(...wordingPages(rng, truth, 3, "COMMERCIAL GENERAL LIABILITY COVERAGE FORM", 2));
  return {
    id: `cgl-${style}-${seed}`,
    fileName: `cgl-${style}-${seed}.pdf`,
    layout: `cgl-${style}`,
    split,
    scanned: false,
    pages,
    truth,
  };
}
