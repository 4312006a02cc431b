// Declarations for other lines: businessowners (BOP), workers compensation and employers
// liability, and business auto with a combined single limit or split limits.
import { formsPage, gelTable, headerLines, row, type Style } from "./blocks.ts";
import type { Labels } from "./labels.ts";
import { emptyTruth, setTruth, type GenDoc, type GenLine } from "./model.ts";
import { gelLimits, money, party, policyNumber, premium, Rng } from "./random.ts";

function doc(
  id: string,
  layout: string,
  split: GenDoc["split"],
  pages: GenDoc["pages"],
  truth: GenDoc["truth"],
): GenDoc {
  return { id, fileName: `${id}.pdf`, layout, split, scanned: false, pages, truth };
}

export function bopDeclarations(seed: number, l: Labels, split: GenDoc["split"], style: Style = "table"): GenDoc {
  const rng = new Rng(seed);
  const p = party(rng);
  const truth = emptyTruth();
  const head = headerLines(
    rng,
    l,
    p,
    truth,
    1,
    style,
    policyNumber(rng, "BOP", rng.pick(["spaced", "solid"] as const)),
  );
  const lim = gelLimits(rng);
  const deductible = money(rng.pick([500, 1000, 2500, 5000]), l.moneyStyle);
  const building = money(rng.int(4, 40) * 100000, l.moneyStyle);
  const total = premium(rng);
  const lines: GenLine[] = [
    { cells: ["BUSINESSOWNERS POLICY DECLARATIONS"], size: 13, bold: true },
    ...head.lines,
    { cells: ["SECTION I - PROPERTY"], bold: true },
    row(style, "Building Limit", building, [72, 400]),
    row(style, l.deductible, deductible, [72, 400]),
    { cells: ["SECTION II - LIABILITY"], bold: true },
    ...gelTable(l, lim, truth, 1, style),
    row(style, l.premium, total),
  ];
  setTruth(truth, "deductible", deductible, 1);
  setTruth(truth, "premium", total, 1);
  truth.absent.push("combinedSingleLimit", "elAccident", "umbrellaAggregate");
  const forms = formsPage(
    "FORMS AND ENDORSEMENTS",
    [
      ["BP 00 03 07 13", "Businessowners Coverage Form"],
      ["BP 05 01 07 02", "Calculation of Premium"],
      ["IL 00 17 11 98", "Common Policy Conditions"],
    ],
    truth,
    2,
  );
  return doc(`bop-${seed}`, "bop", split, [{ lines }, forms], truth);
}

export function wcDeclarations(seed: number, l: Labels, split: GenDoc["split"]): GenDoc {
  const rng = new Rng(seed);
  const p = party(rng);
  const truth = emptyTruth();
  const head = headerLines(rng, l, p, truth, 1, "table", policyNumber(rng, "WC", "dashed"));
  const accident = rng.pick([100000, 500000, 1000000]);
  const [acc, pol, emp] = [
    money(accident, l.moneyStyle),
    money(accident * (rng.next() < 0.5 ? 1 : 5), l.moneyStyle),
    money(accident, l.moneyStyle),
  ];
  const total = premium(rng);
  const lines: GenLine[] = [
    { cells: ["WORKERS COMPENSATION AND EMPLOYERS LIABILITY INSURANCE POLICY"], size: 12, bold: true },
    { cells: ["INFORMATION PAGE"], bold: true },
    ...head.lines,
    {
      cells: [
        "Item 3.A. Workers Compensation Insurance: Part One of the policy applies to the Workers Compensation Law of the states listed here: IL",
      ],
    },
    {
      cells: [
        "Item 3.B. Employers Liability Insurance: Part Two of the policy applies to work in each state listed in Item 3.A. The limits of our liability under Part Two are:",
      ],
    },
    { cells: ["Bodily Injury by Accident", acc, "each accident"], xs: [90, 330, 420] },
    { cells: ["Bodily Injury by Disease", pol, "policy limit"], xs: [90, 330, 420] },
    { cells: ["Bodily Injury by Disease", emp, "each employee"], xs: [90, 330, 420] },
    { cells: ["Item 4. Premium"], bold: true },
    { cells: ["Classification", "Code", "Estimated Payroll", "Rate", "Premium"], xs: [54, 250, 310, 410, 480] },
    {
      cells: ["Clerical Office Employees", "8810", money(rng.int(80, 400) * 1000), "0.21", money(rng.int(200, 900))],
      xs: [54, 250, 310, 410, 480],
    },
    row("table", l.premium, total),
  ];
  // a WC page prints the limit first and the label after: reading "each accident" needs the row
  setTruth(truth, "elAccident", acc, 1);
  setTruth(truth, "elDiseasePolicy", pol, 1);
  setTruth(truth, "elDiseaseEmployee", emp, 1);
  setTruth(truth, "premium", total, 1);
  truth.absent.push("eachOccurrence", "generalAggregate", "combinedSingleLimit", "deductible");
  return doc(`wc-${seed}`, "wc", split, [{ lines }], truth);
}

export function autoDeclarations(seed: number, l: Labels, split: GenDoc["split"], csl: boolean): GenDoc {
  const rng = new Rng(seed);
  const p = party(rng);
  const truth = emptyTruth();
  const head = headerLines(
    rng,
    l,
    p,
    truth,
    1,
    "table",
    policyNumber(rng, "BA", rng.pick(["spaced", "dashed"] as const)),
  );
  const lines: GenLine[] = [
    { cells: ["BUSINESS AUTO DECLARATIONS"], size: 13, bold: true },
    ...head.lines,
    { cells: ["ITEM TWO - SCHEDULE OF COVERAGES AND COVERED AUTOS"], bold: true },
  ];
  const xs = [54, 250, 350, 470];
  lines.push({ cells: ["Coverage", "Covered Autos", "Limit", "Premium"], xs, bold: true });
  const total = premium(rng);
  if (csl) {
    const limit = money(rng.pick([500000, 1000000]), l.moneyStyle);
    lines.push({ cells: [l.csl ?? "Liability - Combined Single Limit", "1", limit, money(rng.int(900, 6000))], xs });
    setTruth(truth, "combinedSingleLimit", limit, 1);
    truth.absent.push("bodilyInjuryPerPerson");
  } else {
    const [pp, pa, pd] = [rng.pick([100000, 250000]), rng.pick([300000, 500000]), rng.pick([50000, 100000])].map((n) =>
      money(n, l.moneyStyle),
    );
    lines.push({ cells: ["Bodily Injury Each Person", "7", pp, money(rng.int(300, 3000))], xs });
    lines.push({ cells: ["Bodily Injury Each Accident", "7", pa, "Included"], xs });
    lines.push({ cells: ["Property Damage Each Accident", "7", pd, money(rng.int(200, 2000))], xs });
    setTruth(truth, "bodilyInjuryPerPerson", pp, 1);
    setTruth(truth, "bodilyInjuryPerAccident", pa, 1);
    setTruth(truth, "propertyDamage", pd, 1);
    truth.absent.push("combinedSingleLimit");
  }
  lines.push({ cells: ["Medical Payments", "2", money(5000, l.moneyStyle), money(rng.int(40, 200))], xs });
  lines.push({ cells: ["Physical Damage Collision", "7", "Actual Cash Value", "See Schedule"], xs });
  const ded = money(rng.pick([500, 1000]), l.moneyStyle);
  lines.push(row("table", "Collision Deductible", ded, [54, 330]));
  setTruth(truth, "deductible", ded, 1);
  lines.push(row("table", l.premium, total, [54, 470]));
  setTruth(truth, "premium", total, 1);
  truth.absent.push("eachOccurrence", "elAccident");
  return doc(`auto-${csl ? "csl" : "split"}-${seed}`, csl ? "auto-csl" : "auto-split", split, [{ lines }], truth);
}
