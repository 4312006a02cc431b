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

  it("finds the requirements of a general section, a list its opening clause introduces, and a clause cut by a page break", () => {
    const first = [
      "7. SUPPLIER'S OBLIGATIONS",
      "",
      "7.1 Supplier shall keep its records for three (3) years after the end of the Term.",
      "",
      "7.2 Supplier shall carry, with insurers rated A- or better by A.M. Best Company, Class VIII or larger, the",
      "following coverage:",
      "",
      "(a) General liability including products-completed operations, a per-occurrence limit of not less",
      "than Two Million Dollars ($2,000,000) and a general aggregate limit of $4,000,000;",
      "",
      "(b) Network security and privacy (cyber) liability, $3,000,000 each claim;",
      "",
      "(c) Crime coverage for employee dishonesty, $500,000;",
      "",
      "(d) Employer's Liability: $1,000,000 each accident, $1,000,000",
    ].join("\n");
    const second = [
      "disease - each employee, $500,000 disease - policy limit.",
      "",
      "7.3 Supplier shall provide certificates of insurance within ten (10) days after signing this Agreement, and",
      "shall notify Buyer at least thirty (30) days before cancellation of any policy.",
      "",
      "7.4 Supplier's indemnification obligations are not limited to the amount of its insurance.",
    ].join("\n");
    const found = extractRequirements(pagesOf([first, second]));
    const byKind = Object.fromEntries(found.map((r) => [r.kind, r]));
    expect(byKind.INSURER_RATING!.rating).toBe("A- VIII");
    expect(byKind.GL_OCCURRENCE!.minimum).toBe(2_000_000);
    expect(byKind.GL_AGGREGATE!.minimum).toBe(4_000_000);
    expect(byKind.PRODUCTS_COMPLETED).toBeUndefined();
    expect(byKind.CYBER!.minimum).toBe(3_000_000);
    expect(byKind.CRIME!.minimum).toBe(500_000);
    expect(byKind.EL_DISEASE_EMPLOYEE!.minimum).toBe(1_000_000);
    expect(byKind.EL_DISEASE_POLICY!.minimum).toBe(500_000);
    expect(byKind.CERTIFICATE_DELIVERY!.days).toBe(10);
    expect(byKind.NOTICE_OF_CANCELLATION!.days).toBe(30);
    expect(byKind.INDEMNITY_INSURED).toBeUndefined();
    expect(byKind.COMPLETED_OPERATIONS_DURATION).toBeUndefined();
    // a clause over a page break quotes what its first page prints
    expect(byKind.EL_DISEASE_POLICY!.citation.page).toBe(1);
    for (const requirement of found)
      expect([first, second][requirement.citation.page - 1]).toContain(requirement.citation.quote);
  });

  it("reads coverage kept after the term and insurance that covers the indemnity", () => {
    const page = [
      "12.4 Insurance. During the Term and for five (5) years thereafter, Licensee shall maintain products liability",
      "insurance of $3,000,000 per occurrence. Licensee's general liability insurance shall include coverage for its",
      "indemnity obligations under Section 11.",
    ].join("\n");
    const byKind = Object.fromEntries(extractRequirements(pagesOf([page])).map((r) => [r.kind, r]));
    expect(byKind.COMPLETED_OPERATIONS_DURATION!.years).toBe(5);
    expect(byKind.PRODUCTS_COMPLETED!.minimum).toBe(3_000_000);
    expect(byKind.INDEMNITY_INSURED).toBeDefined();
  });

  it("reads the older and looser names of the same requirements", () => {
    const page = [
      "8.2 Lessee shall keep the Equipment insured against all risks of physical loss for its full replacement value,",
      "and shall carry public liability insurance of not less than $2,000,000 per occurrence, and worker's",
      "compensation per statutory requirements.",
      "8.3 Lessor, its officers and employees shall be added as additional insureds.",
      "8.4 Lessee shall deliver evidence of the required insurance no later than fourteen (14) days before delivery.",
    ].join("\n");
    const byKind = Object.fromEntries(extractRequirements(pagesOf([page])).map((r) => [r.kind, r]));
    expect(byKind.PROPERTY).toBeDefined();
    expect(byKind.GL_OCCURRENCE!.minimum).toBe(2_000_000);
    expect(byKind.WC_STATUTORY).toBeDefined();
    expect(byKind.ADDITIONAL_INSURED).toBeDefined();
    expect(byKind.CERTIFICATE_DELIVERY!.days).toBe(14);
  });
});
