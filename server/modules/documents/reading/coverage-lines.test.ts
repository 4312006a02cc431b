import { describe, expect, it } from "vitest";
import { pageText } from "../../../../scripts/insurance-docs/model.ts";
import { quotePairs } from "../../../../scripts/analysis-docs/quotes/corpus.ts";
import { readCoverageLines } from "./coverage-lines.ts";
import type { PageText } from "./types.ts";

/** COVERAGE_LINES' reading on generated quotes: each value, its page, its exact quote; what is missing. */
const pagesOf = (doc: ReturnType<typeof quotePairs>[number]["options"][number]): PageText[] =>
  doc.pages.map((p, i) => ({ fileId: doc.id, fileName: doc.fileName, page: i + 1, text: pageText(p) }));

const page = (text: string): PageText[] => [{ fileId: "f", fileName: "q.pdf", page: 1, text }];

describe("readCoverageLines", () => {
  it("reads a five-line quote letter: carrier, AM Best, each line's limits, deductibles and premium, fees, forms, exclusions", () => {
    const doc = quotePairs("dev", 4, 0)[3]!.options[0];
    const truth = doc.truth.values;
    const pages = pagesOf(doc);
    const r = readCoverageLines(pages);
    expect(r.carrier?.value).toBe(truth.carrier![0]!.value);
    expect(`${r.amBest?.rating} ${r.amBest?.financialSize}`).toBe(truth.amBest![0]!.value);
    expect(r.lines.map((l) => l.kind)).toEqual(["gl", "property", "auto", "umbrella", "wc"]);
    for (const line of r.lines)
      for (const v of [...line.limits, ...line.deductibles, line.premium!]) {
        const expected = truth[`${line.kind}.${v.key}`];
        expect(expected, `${line.kind}.${v.key}`).toBeDefined();
        expect(expected!.map((e) => e.value)).toContain(v.value);
        expect(expected!.map((e) => e.page)).toContain(v.citation.page);
        expect(pages[v.citation.page - 1]!.text).toContain(v.citation.quote);
      }
    expect(r.lines.find((l) => l.kind === "wc")!.limits.map((l) => [l.key, l.value])).toContainEqual([
      "statutory",
      "Statutory",
    ]);
    expect(r.taxesAndFees.find((f) => f.key === "totalPremium")?.value).toBe(truth["fees.totalPremium"]![0]!.value);
    expect(r.forms.length).toBe(Object.keys(truth).filter((k) => k.startsWith("form:")).length);
    expect(r.exclusions.length).toBe(Object.keys(truth).filter((k) => k.startsWith("exclusion:")).length);
  });

  it("reads a quote written in sentences and a package with a page per line", () => {
    const [prose, pkg] = [quotePairs("dev", 2, 0)[1]!.options[0], quotePairs("dev", 3, 0)[2]!.options[0]];
    for (const doc of [prose, pkg]) {
      const r = readCoverageLines(pagesOf(doc));
      const gl = r.lines.find((l) => l.kind === "gl")!;
      const occ = gl.limits.find((l) => l.key === "eachOccurrence")!;
      expect(occ.value).toBe(doc.truth.values["gl.eachOccurrence"]![0]!.value);
      expect(occ.citation.page).toBe(doc.truth.values["gl.eachOccurrence"]![0]!.page);
      expect(gl.premium?.value).toBe(doc.truth.values["gl.premium"]![0]!.value);
    }
  });

  it("reads a carrier schedule with a premium summary, taxes and fees, and a surplus lines quote", () => {
    const r = readCoverageLines(
      page(
        [
          "Insurer\tIronbridge Excess and Surplus Lines Company",
          "A.M. Best: A- (Financial Size Category VIII)",
          "Quote No.\tQ-55120",
          "Excess Liability",
          "Coverage\tLimit",
          "Per Occurrence\t$5,000,000",
          "Annual Aggregate\t$5,000,000",
          "Retention (Each Claim)\t$10,000",
          "",
          "PREMIUM SUMMARY",
          "Coverage\tPremium",
          "Excess Liability\t$12,400",
          "Total Annual Premium\t$12,400",
          "SL Tax (3.6%)\t$446",
          "Stamping Office Fee\t$25",
          "Carrier Policy Fee\t$250",
          "Terrorism (TRIA) Premium\t$124",
        ].join("\n"),
      ),
    );
    expect(r.amBest).toMatchObject({ rating: "A-", financialSize: "VIII" });
    const umbrella = r.lines.find((l) => l.kind === "umbrella")!;
    expect(umbrella.limits.map((l) => [l.key, l.value])).toEqual([
      ["eachOccurrence", "$5,000,000"],
      ["generalAggregate", "$5,000,000"],
    ]);
    expect(umbrella.deductibles).toMatchObject([{ key: "retention", value: "$10,000" }]);
    expect(umbrella.premium?.value).toBe("$12,400");
    expect(r.taxesAndFees.map((f) => [f.key, f.value])).toEqual([
      ["totalPremium", "$12,400"],
      ["surplusLinesTax", "$446"],
      ["stampingFee", "$25"],
      ["policyFee", "$250"],
      ["tria", "$124"],
    ]);
    expect(r.notFound).toEqual(
      expect.arrayContaining(["Named insured", "Policy period", "Forms and endorsements", "Exclusions"]),
    );
  });

  it("states nothing for a page that is not a quote: every item is not found", () => {
    const r = readCoverageLines(
      page("Meeting notes\nWe discussed the renewal timeline and the loss runs.\nNext call on Monday."),
    );
    expect(r.lines).toEqual([]);
    expect(r.notFound).toEqual(
      expect.arrayContaining(["Carrier", "Coverage lines with limits", "Total premium", "Taxes and fees"]),
    );
  });
});
