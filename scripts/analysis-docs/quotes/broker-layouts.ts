// Quote and policy layouts as wholesale brokers and carriers print them (issue 28's walk on real
// documents), drawn from a quote spec with their ground truth. Each layout carries the feature a
// comparison misread: a broker's cover letter over the carrier's quote, a first table whose row of
// labels ("Carrier ⇥ Quote Type ⇥ Quote Number") stands over its row of values, a premium "if
// paid in full" beside a total, a terrorism notice whose "Total $0.00" and "Policy Number:" over
// the notice's own form number are not the quote's, declarations printing each label above its
// value in two columns ("COMPANY: ⇥ POLICY NUMBER:") and amounts split from their "$".
import { money } from "../../insurance-docs/random.ts";
import type { GenDoc, GenLine } from "../../insurance-docs/model.ts";
import { amount, two, Writer } from "./layouts.ts";
import { totalPremium, type QuoteSpec } from "./spec.ts";

export type BrokerLayout = "broker-letter" | "declarations";

const BROKER = "Harbor Wholesale Brokerage, LLC";
const row = (cells: string[], xs = [54, 220, 400]): GenLine => ({ cells, xs: xs.slice(0, cells.length) });

function terrorismNotice(w: Writer, q: QuoteSpec) {
  w.newPage();
  w.line({ cells: ["POLICYHOLDER DISCLOSURE"], bold: true });
  w.line({ cells: ["NOTICE OF TERRORISM INSURANCE COVERAGE"], bold: true });
  w.line({ cells: ["The portion of your annual premium that is attributable to coverage for acts of terrorism is"] });
  w.line({ cells: ["as shown below. This premium does not include any charges for the portion of losses covered"] });
  w.line({ cells: ["by the United States government under the Act."] });
  w.line(two("Property", "Excluded"));
  w.line(two("General Liability", "$0.00"));
  w.line(two("Total", "$0.00"));
  w.line(two("Name of Insurer:", q.carrier));
  w.line({ cells: ["Policy Number:"] });
  w.line({ cells: ["TRIA 0001 0920"] });
}

/**
 * A wholesale broker's proposal: its letterhead and cover letter naming the applicant, a first
 * table of labels over values (carrier, quote type, quote number with a revision suffix), a cost
 * summary whose premium is "if paid in full" beside the total, then the carrier's terms, a forms
 * schedule and the terrorism notice.
 */
function brokerLetter(w: Writer, q: QuoteSpec, number: string | null, premiumRow: boolean) {
  w.line({ cells: [BROKER], bold: true, size: 13 });
  w.line({ cells: ["Insurance Proposal"] });
  w.line({ cells: [""] });
  w.line({ cells: [`Applicant: ${q.insured}`] });
  w.put("insured", q.insured);
  w.line({ cells: [`Policy Period: ${q.period[0]} 12:01 AM To ${q.period[1]} 12:01 AM`] });
  w.put("period", `${q.period[0]} 12:01 AM To ${q.period[1]}`);
  w.line({ cells: [""] });
  w.line({ ...row(["Carrier", "Quote Type", ...(number ? ["Quote Number"] : [])]), bold: true });
  w.line(row([q.carrier, "New Business", ...(number ? [number] : [])]));
  w.put("carrier", q.carrier);
  if (number) w.put("number", number);
  w.line({ cells: [""] });
  w.line({ cells: ["We are pleased to submit our proposal for the above captioned applicant."] });
  w.line({ cells: [""] });
  w.line({ cells: ["Cost Summary"], bold: true });
  const premium = totalPremium(q);
  if (premiumRow) {
    w.line(row(["Premium", money(premium, "cents"), "if paid in full"]));
    w.put("fees.totalPremium", `${money(premium, "cents")} if paid in full`);
  }
  let due = premium;
  for (const [key, v] of q.fees.filter(([k]) => k !== "tria")) {
    const label =
      key === "surplusLinesTax"
        ? "Surplus Lines Tax"
        : key === "stampingFee"
          ? "Stamping Fee"
          : key === "policyFee"
            ? "Policy Fee"
            : "Inspection Fee";
    w.line(two(label, money(v, "cents")));
    w.put(`fees.${key}`, money(v, "cents"));
    due += v;
  }
  w.line(two("Total", money(due, "cents")));
  w.put("fees.totalDue", money(due, "cents"));
  w.newPage();
  for (const l of q.lines) {
    w.line({ cells: [l.kind === "property" ? "Commercial Property Quote" : "General Liability Quote"], bold: true });
    for (const [key, v] of l.limits) {
      const label = LIMIT_LABELS[key] ?? key;
      w.line(two(label, amount(v)));
      w.put(`${l.kind}.${key}`, amount(v));
    }
    w.line(two(`${l.kind === "property" ? "Property" : "General Liability"} Premium`, money(l.premium, "cents")));
    w.put(`${l.kind}.premium`, money(l.premium, "cents"));
    w.line({ cells: [""] });
  }
  w.line({ cells: ["Policy Forms"], bold: true });
  w.line({
    cells: ["TRIA 0001 09 20", "Policyholder Disclosure Notice of Terrorism Insurance Coverage"],
    xs: [54, 160],
  });
  w.put("form:TRIA00010920", "TRIA 0001 09 20 Policyholder Disclosure Notice of Terrorism Insurance Coverage");
  for (const [n, title] of q.forms) {
    w.line({ cells: [n, title], xs: [54, 160] });
    w.put(`form:${n.replace(/\W/g, "")}`, `${n} ${title}`);
  }
  terrorismNotice(w, q);
}

const LIMIT_LABELS: Record<string, string> = {
  eachOccurrence: "Each Occurrence Limit",
  generalAggregate: "General Aggregate Limit",
  productsAggregate: "Products-Completed Operations Aggregate Limit",
  personalAdvertising: "Personal and Advertising Injury Limit",
  rentedPremises: "Damage to Premises Rented to You Limit",
  medicalExpense: "Medical Expense Limit",
  building: "Building Limit",
  businessPersonalProperty: "Business Personal Property",
  businessIncome: "Business Income",
};

/**
 * A carrier's declarations: each label printed above its value in two columns (company beside
 * policy number, named insured beside producer), the period in the carrier's words, limits whose
 * "$" stands in a cell of its own.
 */
function declarations(w: Writer, q: QuoteSpec, number: string) {
  w.line({ cells: ["COMMERCIAL GENERAL LIABILITY DECLARATIONS"], bold: true });
  w.line({ ...row(["COMPANY:", "POLICY NUMBER:"], [54, 340]), bold: true });
  w.line(row([q.carrier.toUpperCase(), number], [54, 340]));
  w.put("carrier", q.carrier.toUpperCase());
  w.put("number", number);
  w.line({ cells: ["6641 West Broad Street, Suite 300"] });
  w.line({ ...row(["1. NAMED INSURED AND MAILING ADDRESS:", "PRODUCER: 10773"], [54, 340]), bold: true });
  w.line(row([q.insured, BROKER], [54, 340]));
  w.put("insured", q.insured);
  w.line(row(["945 Bunker Hill Road", "1100 Walnut Street, Suite 3200"], [54, 340]));
  w.line({
    cells: [
      `2. POLICY PERIOD: From ${q.period[0]} to ${q.period[1]} 12:01 A.M. Standard Time at your Mailing Address above.`,
    ],
  });
  w.put("period", `${q.period[0]} to ${q.period[1]}`);
  w.line({ cells: ["LIMITS OF INSURANCE"], bold: true });
  const gl = q.lines.find((l) => l.kind === "gl");
  for (const [key, v] of gl?.limits ?? []) {
    const label = (LIMIT_LABELS[key] ?? key).toUpperCase();
    if (typeof v === "number") {
      w.line(row([label, "$", money(v, "plain")], [54, 380, 392]));
      w.put(`gl.${key}`, money(v));
    }
  }
  terrorismNotice(w, q);
}

/** `number: false` prints no quote number; `premiumRow: false` prints the premium per line only. */
export function brokerQuoteDocument(
  q: QuoteSpec,
  layout: BrokerLayout,
  id: string,
  options: { number?: boolean; premiumRow?: boolean } = {},
): GenDoc {
  const w = new Writer();
  if (layout === "broker-letter")
    brokerLetter(w, q, options.number === false ? null : `${q.number}.1`, options.premiumRow !== false);
  else declarations(w, q, `${q.number.replace(/^Q-/, "00")}-3`);
  return { id, fileName: `${id}.pdf`, layout, split: "dev", scanned: false, pages: w.pages, truth: w.truth };
}
