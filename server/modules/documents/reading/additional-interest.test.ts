import { describe, expect, it } from "vitest";
import { answerFromPassages } from "./answer.ts";
import { rankPages } from "./rank.ts";

// An evidence of property insurance as its text layer comes out: the interest checkboxes, then
// the party under NAME AND ADDRESS with its loan number on the same line.
const evidence = (marks: string) => ({
  fileId: "e",
  fileName: "eop.pdf",
  page: 1,
  text: [
    "EVIDENCE OF PROPERTY INSURANCE",
    "CANCELLATION",
    "ADDITIONAL INTEREST\t[M100200]",
    marks,
    "NAME AND ADDRESS",
    "771203\tHarrow Point Savings Bank, ISAOA ATIMA",
    "18 Lantern Way",
    "Brookfield WI 53005",
    "AUTHORIZED REPRESENTATIVE",
  ].join("\n"),
});
const ask = (q: string, marks: string) => answerFromPassages(q, rankPages(q, [evidence(marks)]));

describe("the additional interest box", () => {
  it("names the mortgagee the box marks, without the loan number, with its page", () => {
    const answer = ask("Who is the mortgagee?", "CONTRACT OF SALE\tLOSS PAYEE\nX\tMORTGAGEE");
    expect(answer.answer).toContain("Harrow Point Savings Bank, ISAOA ATIMA");
    expect(answer.answer).not.toContain("771203");
    expect(answer.citations[0]).toMatchObject({ page: 1 });
  });

  it("does not name the party for an interest the box does not mark", () => {
    const answer = ask("Who is the loss payee?", "CONTRACT OF SALE\tLOSS PAYEE\nX\tMORTGAGEE");
    expect(answer.answer).not.toContain("Harrow Point");
    expect(answer.citations).toEqual([]);
  });
});

// A flattened ACORD 25 whose producer wrote a deductible on the general liability row's blank lines.
const certificate = {
  fileId: "c",
  fileName: "coi.pdf",
  page: 1,
  text: [
    "CERTIFICATE OF LIABILITY INSURANCE",
    "INSURER(S) AFFORDING COVERAGE\tNAIC #",
    "LTR\tTYPE OF INSURANCE\tINSD WVD\tPOLICY NUMBER\t(MM/DD/YYYY) (MM/DD/YYYY)\tLIMITS",
    "X COMMERCIAL GENERAL LIABILITY\tY\tN\tEACH OCCURRENCE\t$ 1,000,000",
    "A\tGL-448120\t4/1/2026\t4/1/2027",
    "X\t$25,000 Deductible\tMED EXP (Any one person)\t$ Excluded",
    "A\tAUTOMOBILE LIABILITY\tN\tN CA-448121\t4/1/2026\t4/1/2027",
    "X\tDed: $1,000\tBODILY INJURY (Per person)\t$",
  ].join("\n"),
};

describe("a deductible written on a certificate's coverage row", () => {
  it("is read from the rows of the line the question names, general liability unless it names another", () => {
    const q = (question: string) => answerFromPassages(question, rankPages(question, [certificate]));
    expect(q("What deductible applies to the general liability coverage?").answer).toContain("$25,000 Deductible");
    expect(q("What is the deductible?").answer).toContain("$25,000 Deductible");
    const auto = q("What is the auto liability deductible?").answer;
    expect(auto).toContain("Ded: $1,000");
    expect(auto).not.toContain("$25,000");
  });
});
