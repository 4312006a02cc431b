// A commercial package: common declarations with a premium summary, a forms schedule, general
// liability, business auto and umbrella declarations, endorsements and policy wording. `pages`
// sets its length (20-40 for a package, 150 for the long-policy case).
import { formsPage, gelTable, headerLines, row, wordingPages } from "./blocks.ts";
import { glForms } from "./layouts-cgl.ts";
import type { Labels } from "./labels.ts";
import { emptyTruth, setTruth, wrap, type GenDoc, type GenLine, type GenPage } from "./model.ts";
import { gelLimits, money, party, policyNumber, premium, Rng } from "./random.ts";

export function packagePolicy(
  seed: number,
  l: Labels,
  split: GenDoc["split"],
  target: number,
  amended: boolean,
): GenDoc {
  const rng = new Rng(seed);
  const p = party(rng);
  const truth = emptyTruth();
  const number = policyNumber(rng, "CPP", "spaced");
  const head = headerLines(rng, l, p, truth, 1, "table", number);
  const [gl, auto, umb, total] = [premium(rng), premium(rng), premium(rng), premium(rng)];
  const xs = [72, 420];
  const common: GenLine[] = [
    { cells: ["COMMON POLICY DECLARATIONS"], size: 13, bold: true },
    ...head.lines,
    { cells: ["THIS POLICY CONSISTS OF THE FOLLOWING COVERAGE PARTS FOR WHICH A PREMIUM IS INDICATED"], bold: true },
    { cells: ["Coverage Part", "Premium"], xs, bold: true },
    { cells: ["Commercial General Liability Coverage Part", gl], xs },
    { cells: ["Business Auto Coverage Part", auto], xs },
    { cells: ["Commercial Umbrella Coverage Part", umb], xs },
    { cells: [l.premium, total], xs, bold: true },
  ];
  setTruth(truth, "premium", total, 1);
  setTruth(truth, "autoPremium", auto, 1);
  setTruth(truth, "umbrellaPremium", umb, 1);
  const forms: Array<[string, string]> = [
    ...glForms,
    ["CA 00 01 10 13", "Business Auto Coverage Form"],
    ["CU 00 01 04 13", "Commercial Liability Umbrella Coverage Form"],
    ["CG 24 04 05 09", "Waiver of Transfer of Rights of Recovery Against Others to Us"],
  ];
  const pages: GenPage[] = [{ lines: common }, formsPage("SCHEDULE OF FORMS AND ENDORSEMENTS", forms, truth, 2)];
  const lim = gelLimits(rng);
  pages.push({
    lines: [
      { cells: ["COMMERCIAL GENERAL LIABILITY COVERAGE PART DECLARATIONS"], size: 12, bold: true },
      row("table", l.policyNumber, number),
      { cells: ["LIMITS OF INSURANCE"], bold: true },
      ...gelTable(l, lim, truth, 3, "table"),
    ],
  });
  const csl = money(rng.pick([1000000, 2000000]), l.moneyStyle);
  pages.push({
    lines: [
      { cells: ["BUSINESS AUTO COVERAGE PART DECLARATIONS"], size: 12, bold: true },
      row("table", l.policyNumber, number),
      { cells: ["Coverage", "Covered Autos", "Limit"], xs: [54, 280, 430], bold: true },
      { cells: [l.csl ?? "Liability - Combined Single Limit", "1", csl], xs: [54, 280, 430] },
    ],
  });
  setTruth(truth, "combinedSingleLimit", csl, 4);
  const [uOcc, uAgg, sir] = [
    money(rng.pick([2, 5, 10]) * 1000000, l.moneyStyle),
    money(rng.pick([5, 10]) * 1000000, l.moneyStyle),
    money(10000, l.moneyStyle),
  ];
  pages.push({
    lines: [
      { cells: ["COMMERCIAL UMBRELLA DECLARATIONS"], size: 12, bold: true },
      row("table", l.policyNumber, number),
      { cells: ["LIMITS OF INSURANCE"], bold: true },
      row("table", "Each Occurrence", uOcc, xs),
      row("table", "Aggregate", uAgg, xs),
      row("table", "Self-Insured Retention", sir, xs),
    ],
  });
  setTruth(truth, "umbrellaOccurrence", uOcc, 5);
  setTruth(truth, "umbrellaAggregate", uAgg, 5);
  truth.absent.push("elAccident", "bodilyInjuryPerPerson");
  if (amended) {
    const lower = money(lim.occurrence / 2, l.moneyStyle);
    const text = `This endorsement modifies insurance provided under the Commercial General Liability Coverage Part. With respect to operations at the designated premises, the ${l.occurrence} limit shown in the Declarations is replaced by the following.`;
    pages.push({
      lines: [
        { cells: ["AMENDMENT OF LIMITS OF INSURANCE - DESIGNATED PREMISES (GENERAL LIABILITY)"], bold: true },
        ...wrap(text).map((c) => ({ cells: [c] })),
        row("table", l.occurrence, lower, xs),
      ],
    });
    setTruth(truth, "eachOccurrence", lower, pages.length);
  }
  pages.push(...wordingPages(rng, truth, pages.length + 1, "COMMERCIAL GENERAL LIABILITY COVERAGE FORM", 3));
  while (pages.length < target) pages.push(fillerPage(rng, pages.length + 1));
  return {
    id: `package-${target}-${seed}`,
    fileName: `package-${target}-${seed}.pdf`,
    layout: target > 100 ? "package-150" : "package",
    split,
    scanned: false,
    pages,
    truth,
  };
}

const fillerText = [
  "BUSINESS AUTO COVERAGE FORM. Various provisions in this policy restrict coverage. Read the entire policy carefully to determine rights, duties and what is and is not covered. Throughout this policy the words you and your refer to the Named Insured shown in the Declarations.",
  "COMMERCIAL LIABILITY UMBRELLA COVERAGE FORM. We will pay on behalf of the insured the ultimate net loss in excess of the retained limit because of injury or damage to which this insurance applies, subject to the conditions of this coverage form.",
  "COMMON POLICY CONDITIONS. Cancellation: the first Named Insured shown in the Declarations may cancel this policy by mailing or delivering to us advance written notice of cancellation. Examination of your books and records: we may examine and audit your books and records as they relate to this policy.",
  "DEFINITIONS. Coverage territory means the United States of America, its territories and possessions, Puerto Rico and Canada. Insured contract means a lease of premises, a sidetrack agreement, or an easement or license agreement.",
];

function fillerPage(rng: Rng, n: number): GenPage {
  const text = rng.pick(fillerText);
  const body = wrap(`${text} ${text} ${text}`);
  return {
    lines: [
      { cells: [text.split(".")[0]], bold: true },
      ...body.map((c) => ({ cells: [c] })),
      { cells: [`Page ${n}`], xs: [290] },
    ],
  };
}
