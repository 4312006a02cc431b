import { describe, expect, it } from "vitest";
import { answerFromPassages } from "./answer.ts";
import { declarationsPages } from "./page-role.ts";
import { rankPages } from "./rank.ts";

// A London-market slip as its text layer comes out (written for this test): a running header on
// every page, block captions at the left, amounts per section with their basis after them.
const HEADER = "0999\tB0999XYZ2600001";
const slip = [
  `${HEADER}\nRisk Details\nUNIQUE MARKET\tReference:\tB0999XYZ2600001\nINSURED\tName:\tHarbor Row Holdings LLC`,
  `${HEADER}\nCity:\tSavannah\nPERIOD\tFrom:\t1 March 2026\nTo:\t1 March 2027 both days at 12.01 a.m.\nLIMIT\tSum Insured:\tIn Respect of Section A:\nUSD 80,000,000 Each Occurrence and in the annual aggregate\nIn Respect of Section B:\nUSD 15,000,000 Each Occurrence and in the Annual Aggregate`,
  `${HEADER}\nDEDUCTIBLE(S):\tSECTION A\nUSD 50,000 Each Occurrence in respect of Property Damage\nSECTION B\nNil in respect of Liability.`,
  `${HEADER}\nApplicable to All Sections:\nXYZ100A Sanction Limitation Clause\nPREMIUM\nPAYMENT TERMS\tTo be paid to the broker within 60 days of inception, being 30th April 2026`,
  `${HEADER}\nClauses\nTERRORISM RISK INSURANCE ACT DISCLOSURE\nCoverage for acts of terrorism is …`,
].map((text, i) => ({ fileId: "s", fileName: "slip.pdf", page: i + 1, text }));
const ask = (q: string) => answerFromPassages(q, rankPages(q, slip));

describe("a slip's amounts per section", () => {
  it("reads the limit and the deductible of the section the question names, never another section's", () => {
    expect(ask("What Section A limit applies each occurrence?").answer).toContain("USD 80,000,000 [1]");
    expect(ask("What Section B liability limit applies?").answer).toContain("USD 15,000,000 [1]");
    const deductible = ask("What is the Section A deductible?").answer;
    expect(deductible).toContain("USD 50,000 [1]");
    expect(deductible).not.toContain("80,000,000");
  });
  it("does not give a deductible as a limit", () => {
    expect(ask("What Section A limit applies each occurrence?").answer).not.toContain("USD 50,000");
  });
  it("reads the date a premium must be paid by, its heading above the payment terms", () => {
    expect(ask("By what date must the premium be paid?").answer).toContain("30th April 2026");
  });
  it("reads no date after words deep in a sentence as the effective date", () => {
    const answer = ask("When does the period of insurance begin?").answer;
    expect(answer).toContain("1 March 2026");
    expect(answer).not.toContain("30th April 2026");
  });
});

describe("declarationsPages", () => {
  it("carries the declarations over pages that go on with the schedule under the same running header", () => {
    expect(declarationsPages(slip).map((p) => p.page)).toEqual([1, 2, 3, 4]);
  });
});
