import { describe, expect, it } from "vitest";
import { answerFromPassages, readQuestion } from "./answer.ts";
import { rankPages } from "./rank.ts";

// Generated pages with the layout feature of a broker's quote package: a broker's summary page and
// the carrier's own quote page, each printing its own premium and dates for the same risk.
const page = (text: string, n: number, fileId = "f", fileName = "quote.pdf") => ({ fileId, fileName, page: n, text });
const brokerSummary = page(
  "www.harborline-brokers.test\nQUOTATION SUMMARY\nMarch 3, 2025\nNAMED INSURED:\tLantern Row Apartments LLC\nESTIMATED POLICY PREMIUM:\t$48,200.00\nPOLICY TERM:\t4/1/2025 - 4/1/2026",
  1,
);
const carrierQuote = page(
  "Ridgecrest Specialty Insurance Company\nCOMMERCIAL PROPERTY QUOTATION\nNamed Insured:\tLantern Row Apartmens LLC\nEstimated Policy Premium:\t$49,115.00\nPolicy Period:\t04/03/2025 to 04/03/2026",
  5,
);
const ask = (q: string, pages = [brokerSummary, carrierQuote]) => answerFromPassages(q, rankPages(q, pages));
const read = (q: string, pages = [brokerSummary, carrierQuote]) => readQuestion(q, rankPages(q, pages));

describe("a question asking one value of a document gets one value, or none", () => {
  it("states no premium when one file gives two and the question does not say which page", () => {
    const answer = ask("What is the estimated policy premium?");
    expect(answer.found).toBe(false);
    expect(answer.answer).toMatch(/could not tell which value is the premium/i);
    // both are offered apart, with their pages, never as the answer
    expect(answer.answer).toMatch(/Passages that may help \(each gives a different value/);
    expect(answer.answer).toContain("page 1");
    expect(answer.answer).toContain("page 5");
    expect(read("What is the estimated policy premium?").findings).toEqual([]);
  });

  it("settles on the page the question names", () => {
    const onQuote = read("What is the estimated policy premium on the Ridgecrest page?");
    expect(onQuote.findings.map((f) => [f.value, f.citation.page])).toEqual([["$49,115.00", 5]]);
    const onSummary = read("What policy term appears on the quotation summary (not the Ridgecrest page)?");
    expect(onSummary.findings.map((f) => f.citation.page)).toEqual([1]);
  });

  it("reads a name and its misprint as one value, the first read", () => {
    const named = read("Who is the named insured?");
    expect(named.findings).toHaveLength(1);
    expect(named.findings[0]!.value).toMatch(/^Lantern Row Apartme/);
  });

  it("keeps each file's own value when two policies are in scope", () => {
    const other = page(
      "DECLARATIONS\nNamed Insured:\tCopper Kettle Bakery Inc\nPolicy Number:\tCK-2231-09",
      1,
      "g",
      "bakery.pdf",
    );
    const mine = page("DECLARATIONS\nNamed Insured:\tLantern Row Apartments LLC\nPolicy Number:\tLR-7781-02", 1);
    const answer = ask("What is the policy number?", [mine, other]);
    expect(answer.found).toBe(true);
    expect(answer.answer).toContain("LR-7781-02");
    expect(answer.answer).toContain("CK-2231-09");
  });
});
