// Building blocks shared by layouts: the policy header, a limits table, a forms schedule and
// policy wording pages, each recording its ground truth as it places values on a page.
import type { Labels } from "./labels.ts";
import { setTruth, wrap, type GenLine, type GenPage, type Truth } from "./model.ts";
import { money, policyDates, type Party, type Rng } from "./random.ts";
import { exclusionItems } from "./wording.ts";

export type Style = "table" | "prose";

export function row(style: Style, label: string, value: string, xs = [54, 250]): GenLine {
  return style === "table" ? { cells: [label, value], xs } : { cells: [`${label}: ${value}`] };
}

export interface Header {
  policyNumber: string;
  dates: [string, string];
}

/** Policy number, insured, address, carrier, period and producer on page `page`. */
export function headerLines(
  rng: Rng,
  l: Labels,
  p: Party,
  truth: Truth,
  page: number,
  style: Style,
  policyNumber: string,
  record = true,
): { lines: GenLine[]; header: Header } {
  const dates = policyDates(rng, l.dateStyle);
  const lines: GenLine[] = [];
  const put = (id: string, value: string) => record && setTruth(truth, id, value, page);
  lines.push(row(style, l.policyNumber, policyNumber));
  put("policyNumber", policyNumber);
  if (l.address === "Address" && style === "table") {
    lines.push({ cells: ["NAMED INSURED AND MAILING ADDRESS"], bold: true });
    lines.push({ cells: [p.insured] }, { cells: [p.street] }, { cells: [p.cityLine] });
  } else {
    lines.push(row(style, l.insured, p.insured));
    lines.push(row(style, l.address, `${p.street}, ${p.cityLine}`));
  }
  put("namedInsured", p.insured);
  put("mailingAddress", `${p.street}, ${p.cityLine}`);
  lines.push(row(style, l.carrier, p.carrier));
  lines.push(row(style, l.naic, p.naic));
  put("carrier", p.carrier);
  put("naic", p.naic);
  if (l.period === "period") {
    lines.push(row(style, l.periodLabel ?? "Policy Period", periodText(l, dates)));
  } else {
    const [eff, exp] = [l.effectiveLabel ?? "Effective Date", l.expirationLabel ?? "Expiration Date"];
    lines.push(
      l.joinedDates
        ? row(style, `${eff} / ${exp}`, `${dates[0]} / ${dates[1]}`)
        : style === "table"
          ? { cells: [eff, dates[0], exp, dates[1]], xs: [54, 250, 360, 470] }
          : { cells: [`${eff}: ${dates[0]}    ${exp}: ${dates[1]}`] },
    );
  }
  put("effectiveDate", dates[0]);
  put("expirationDate", dates[1]);
  put("policyPeriod", `${dates[0]} to ${dates[1]}`);
  lines.push(row(style, l.producer, p.producer));
  put("producer", p.producer);
  return { lines, header: { policyNumber, dates } };
}

function periodText(l: Labels, dates: [string, string]): string {
  if (l.periodValue === "time")
    return `12:01 A.M. ${dates[0]} to 12:01 A.M. ${dates[1]} standard time at the address of the Named Insured`;
  if (l.periodValue === "dash") return `${dates[0]} - ${dates[1]}`;
  return `From ${dates[0]} to ${dates[1]} 12:01 A.M. Standard Time`;
}

export function gelTable(
  l: Labels,
  lim: Record<string, number>,
  truth: Truth,
  page: number,
  style: Style,
  prefix = "",
): GenLine[] {
  const items: Array<[string, string, number]> = [
    ["eachOccurrence", l.occurrence, lim.occurrence],
    ["generalAggregate", l.aggregate, lim.aggregate],
    ["productsAggregate", l.products, lim.products],
    ["personalAdvertising", l.personal, lim.personal],
    ["rentedPremises", l.rented, lim.rented],
    ["medicalExpense", l.medical, lim.medical],
  ];
  return items.map(([id, label, n]) => {
    const value = money(n, l.moneyStyle);
    setTruth(truth, prefix + id, value, page);
    return row(style, label, value, [72, 400]);
  });
}

export function formsPage(title: string, forms: Array<[string, string]>, truth: Truth, page: number): GenPage {
  const lines: GenLine[] = [
    { cells: [title], bold: true, size: 13 },
    { cells: ["Form Number", "Edition", "Title"], xs: [54, 150, 220], bold: true },
  ];
  for (const [number, t] of forms) {
    const [base, edition] = splitEdition(number);
    lines.push({ cells: [base, edition, t], xs: [54, 150, 220] });
    truth.forms.push({ number: base, title: t, page });
  }
  return { lines };
}

function splitEdition(number: string): [string, string] {
  const m = /^(.*?)\s(\d{2} \d{2})$/.exec(number);
  return m ? [m[1], m[2]] : [number, ""];
}

/** Policy wording pages with an exclusions section; records each exclusion's page. */
export function wordingPages(rng: Rng, truth: Truth, firstPage: number, title: string, count = 3): GenPage[] {
  const pages: GenPage[] = [];
  let lines: GenLine[] = [
    { cells: [title], bold: true, size: 12 },
    { cells: ["SECTION I - COVERAGES"], bold: true },
  ];
  const items = exclusionItems(rng);
  lines.push({ cells: ["2. Exclusions"], bold: true }, { cells: ["This insurance does not apply to:"] });
  for (const item of items) {
    const body = wrap(item.body);
    if (lines.length + body.length + 1 > 46) {
      pages.push({ lines });
      lines = [{ cells: [`${title} (continued)`], bold: true }];
    }
    lines.push({ cells: [item.heading], bold: true }, ...body.map((b) => ({ cells: [b] })));
    truth.exclusions.push({ topic: item.topic, phrase: item.phrase, page: firstPage + pages.length });
  }
  pages.push({ lines });
  while (pages.length < count)
    pages.push({ lines: [{ cells: [`${title} (continued)`], bold: true }, ...conditions(rng)] });
  return pages;
}

function conditions(rng: Rng): GenLine[] {
  const text =
    "SECTION IV - CONDITIONS. Duties in the event of an occurrence, offense, claim or suit: you must see to it that we are notified as soon as practicable of an occurrence which may result in a claim. Legal action against us: no person or organization has a right under this coverage part to join us as a party in a suit asking for damages from an insured. Other insurance: if other valid and collectible insurance is available for a loss we cover, our obligations are limited as described in this condition. ";
  return wrap(text.repeat(rng.int(3, 5))).map((c) => ({ cells: [c] }));
}
