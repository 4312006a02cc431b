import { describe, expect, it } from "vitest";
import { pageText } from "../../../../scripts/insurance-docs/model.ts";
import { Rng } from "../../../../scripts/insurance-docs/random.ts";
import { brokerQuoteDocument } from "../../../../scripts/analysis-docs/quotes/broker-layouts.ts";
import { quoteSpec, type LineKind } from "../../../../scripts/analysis-docs/quotes/spec.ts";
import { readCoverageLines } from "./coverage-lines.ts";
import type { PageText } from "./types.ts";

/**
 * COVERAGE_LINES on quote and policy layouts as brokers and carriers print them (issue 28's walk):
 * who the carrier, the named insured, the number and the period are, and the totals with what
 * the document says of them. Generated documents with the layout feature, each value checked
 * against the generator's truth with its page.
 */
const pagesOf = (doc: ReturnType<typeof brokerQuoteDocument>): PageText[] =>
  doc.pages.map((p, i) => ({ fileId: doc.id, fileName: doc.fileName, page: i + 1, text: pageText(p) }));

const spec = (seed: number, kinds: LineKind[] = ["gl"]) => quoteSpec(new Rng(seed), kinds, true);

function expectTruth(
  doc: ReturnType<typeof brokerQuoteDocument>,
  key: string,
  got: { value: string; citation: { page: number } } | null | undefined,
) {
  const truth = doc.truth.values[key]![0]!;
  expect(got?.value, key).toBe(truth.value);
  expect(got?.citation.page, key).toBe(truth.page);
}

describe("a broker's proposal over the carrier's quote", () => {
  const doc = brokerQuoteDocument(spec(3), "broker-letter", "broker-1");
  const r = readCoverageLines(pagesOf(doc));

  it("reads the carrier under its label in a row of labels over a row of values, not the next label ('Quote Type') nor the broker", () => {
    expectTruth(doc, "carrier", r.carrier);
    expect(r.carrier!.value).not.toMatch(/quote type|brokerage/i);
  });

  it("reads the applicant as the named insured, the whole quote number with its revision, the period", () => {
    expectTruth(doc, "insured", r.namedInsured);
    expectTruth(doc, "number", r.number);
    expect(r.number!.value).toMatch(/\.1$/);
    expectTruth(doc, "period", r.period);
  });

  it("keeps 'if paid in full' with the premium and reads the bare Total beside it as the total due", () => {
    const fee = (key: string) => r.taxesAndFees.find((f) => f.key === key);
    expectTruth(doc, "fees.totalPremium", fee("totalPremium"));
    expectTruth(doc, "fees.totalDue", fee("totalDue"));
    expectTruth(doc, "gl.premium", r.lines.find((l) => l.kind === "gl")?.premium);
  });

  it("takes neither the terrorism notice's 'Total $0.00' as a total nor its form number as the policy number", () => {
    const bare = brokerQuoteDocument(spec(3), "broker-letter", "broker-2", { number: false, premiumRow: false });
    const read = readCoverageLines(pagesOf(bare));
    expect(read.taxesAndFees.find((f) => f.key === "totalPremium")).toBeUndefined();
    expect(read.taxesAndFees.some((f) => /^\$0(\.00)?$/.test(f.value) && f.key.startsWith("total"))).toBe(false);
    expect(read.number).toBeNull();
    expect(read.notFound).toEqual(expect.arrayContaining(["Quote or policy number", "Total premium"]));
  });
});

describe("declarations printing each label above its value", () => {
  const doc = brokerQuoteDocument(spec(7), "declarations", "decs-1");
  const r = readCoverageLines(pagesOf(doc));

  it("reads the company and the policy number from the row under 'COMPANY: ⇥ POLICY NUMBER:'", () => {
    expectTruth(doc, "carrier", r.carrier);
    expectTruth(doc, "number", r.number);
  });

  it("reads the named insured under its label, not the producer beside it; the period in the carrier's words", () => {
    expectTruth(doc, "insured", r.namedInsured);
    expect(r.namedInsured!.value).not.toMatch(/producer/i);
    expectTruth(doc, "period", r.period);
  });

  it("reads a limit whose '$' stands in a cell of its own as a dollar amount", () => {
    const gl = r.lines.find((l) => l.kind === "gl")!;
    for (const key of ["eachOccurrence", "generalAggregate", "personalAdvertising"])
      expectTruth(
        doc,
        `gl.${key}`,
        gl.limits.find((l) => l.key === key),
      );
  });
});

const page = (text: string): PageText[] => [{ fileId: "f", fileName: "q.pdf", page: 1, text }];

describe("what a quote's page says around its values", () => {
  it("reads no carrier from a sentence about 'the insurance company' and no limit from policy wording", () => {
    const r = readCoverageLines(
      page(
        [
          "Insured Name: Verge at Greeley Apartments LLC",
          "THE INSURANCE COMPANY MAY NOT PROVIDE CLAIMS SERVICE AND MAY",
          "AGGREGATE INSURED LOSSES FOR ALL INSURERS EXCEED $100 BILLION, YOUR COVERAGE MAY",
          "Included within the products-completed operations hazard",
          "the return premium will be 90%",
        ].join("\n"),
      ),
    );
    expect(r.carrier).toBeNull();
    expect(r.namedInsured?.value).toBe("Verge at Greeley Apartments LLC");
    expect(r.lines).toEqual([]);
    expect(r.taxesAndFees).toEqual([]);
  });

  it("keeps a total's qualifier and reads the total before terrorism as the total due, not as terrorism", () => {
    const r = readCoverageLines(
      page(
        [
          "INSURER:\tBluestem Indemnity Company",
          "ESTIMATED POLICY PREMIUM:\t$102,311.00",
          "Surplus Lines Tax\t$3,102.66",
          "TOTAL TAXES:\t$3,102.66",
          "TOTAL WITHOUT TRIA:\t$106,524.66",
          "TRIA (Additional):\t$2,796.00 + $83.88 of additional SLT",
        ].join("\n"),
      ),
    );
    expect(r.taxesAndFees.map((f) => [f.key, f.value])).toEqual([
      ["totalPremium", "$102,311.00 (estimated)"],
      ["surplusLinesTax", "$3,102.66"],
      ["totalTaxes", "$3,102.66"],
      ["totalDue", "$106,524.66 (without TRIA)"],
      ["tria", "$2,796.00 + $83.88 of additional SLT"],
    ]);
  });

  it("reads a premium under a premium column whose header has no title over the labels, an optional coverage's premium as optional, and a line's schedule under its declarations heading", () => {
    const r = readCoverageLines(
      page(
        [
          "PREMIUM SUMMARY:",
          "Premium\tAdditional Premium for TRIA",
          "Gross\tTaxable\tGross\tTaxable",
          "Residential Property Policy\t$101,697.00\t$101,697.00\t$2,796.00\t$2,796.00",
          "Equipment Breakdown\t$614.00\t$614.00\t$0.00\t$0.00",
          "\uf025 Optional Coverages",
          "Coverages, Fees, Other",
          "Gross\tTaxable\tGross\tTaxable",
          "\tCrime\t$915.00\t$915.00\t$0.00\t$0.00",
          "COMMERCIAL CRIME COVERAGE SUPPLEMENTAL DECLARATIONS ENDORSEMENT",
          "endorsement applies.",
          "Insuring Agreements\tLimits of Insurance\tDeductible",
          "Employee Theft\t$50,000\t$2,500",
          "4. Inside The Premises – Robbery Or Safe Burglary",
          "Of Other Property",
          "Computer Fraud\t$50,000\t$2,500",
        ].join("\n"),
      ),
    );
    expect(r.lines.map((l) => l.kind)).toEqual(["property", "crime"]);
    expect(r.lines[0]!.premium?.value).toBe("$101,697.00");
    expect(r.lines[0]!.limits).toEqual([]);
    expect(r.lines[1]!.premium?.value).toBe("$915.00 (optional)");
    expect(r.lines[1]!.limits.map((l) => [l.title, l.value])).toEqual([
      ["Employee Theft", "$50,000"],
      ["Computer Fraud", "$50,000"],
    ]);
  });
});
