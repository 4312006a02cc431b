import { describe, expect, it } from "vitest";
import { generateContract } from "../../../scripts/contract-docs/contracts.ts";
import { contractParties } from "./parties.ts";
import { extractRequirements, parseTypedRequirements } from "./requirements.ts";

const pagesOf = (texts: string[], fileName = "contract.pdf") =>
  texts.map((text, i) => ({ fileId: "f", fileName, page: i + 1, text }));

describe("a contract's insurance requirements", () => {
  it("reads limits, terms and forms with their section and an exact quote", () => {
    const page = [
      "ARTICLE 9 INSURANCE",
      "9.1 Subcontractor shall maintain Commercial General Liability insurance with limits of not less than",
      "$1,000,000 each occurrence and $2,000,000 general aggregate.",
      "9.2 Employer's Liability: $500,000 each accident, $500,000 disease - each employee, $500,000 disease - policy limit.",
      "9.3 Owner shall be named as additional insured. Endorsements CG 20 10 and CG 20 37 shall be attached.",
      "9.4 Policies shall not be cancelled without thirty (30) days' prior written notice to Owner.",
      "9.5 Insurers shall be rated A- VII or better by A.M. Best.",
    ].join("\n");
    const found = extractRequirements(pagesOf([page]));
    const byKind = Object.fromEntries(found.map((r) => [r.kind, r]));
    expect(byKind.GL_OCCURRENCE).toMatchObject({ minimum: 1_000_000, section: "Section 9.1, ARTICLE 9 INSURANCE" });
    expect(byKind.GL_AGGREGATE!.minimum).toBe(2_000_000);
    expect([byKind.EL_ACCIDENT, byKind.EL_DISEASE_EMPLOYEE, byKind.EL_DISEASE_POLICY].map((r) => r!.minimum)).toEqual([
      500_000, 500_000, 500_000,
    ]);
    expect(byKind.ADDITIONAL_INSURED!.forms).toEqual(["CG 20 10", "CG 20 37"]);
    expect(byKind.NOTICE_OF_CANCELLATION!.days).toBe(30);
    expect(byKind.INSURER_RATING!.rating).toBe("A- VII");
    for (const requirement of found) expect(page).toContain(requirement.citation.quote);
  });

  it("finds none in a contract without an insurance clause (payments, termination notice and indemnity are not requirements)", () => {
    const contract = generateContract({ type: "vendor", layout: "numbered", wording: 0, seed: 9, noInsurance: true });
    expect(extractRequirements(pagesOf(contract.pageTexts))).toEqual([]);
  });

  it("reads every requirement of a generated exhibit-table contract and its parties", () => {
    const contract = generateContract({ type: "msa", layout: "exhibit", wording: 0, seed: 3 });
    const pages = pagesOf(contract.pageTexts);
    const kinds = extractRequirements(pages).map((r) => r.kind);
    for (const expected of contract.expected) expect(kinds).toContain(expected.kind);
    expect(contractParties(pages).map((p) => p.role)).toEqual(["Client", "Provider"]);
  });

  it("parses typed requirements one per line", () => {
    const typed = parseTypedRequirements(
      "GL $1M each occurrence\nAuto $1,000,000 CSL\n30 days notice of cancellation\nwaiver of subrogation",
    );
    expect(typed.map((r) => [r.kind, r.value])).toEqual([
      ["GL_OCCURRENCE", "$1,000,000"],
      ["AUTO_CSL", "$1,000,000"],
      ["NOTICE_OF_CANCELLATION", "30 days"],
      ["WAIVER_OF_SUBROGATION", "Required"],
    ]);
    expect(parseTypedRequirements("   ")).toEqual([]);
  });
});
