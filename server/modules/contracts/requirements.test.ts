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

// Long filed agreements (issue 28, item 7): each behaviour on a short clause written for the test.
const read = (...texts: string[]) => extractRequirements(pagesOf(texts));
const byKind = (found: ReturnType<typeof read>) => Object.fromEntries(found.map((r) => [r.kind, r]));

describe("insurance requirements in long agreements, whatever their heading", () => {
  it("reads a numbered section whose title runs into its paragraph, and the items under it", () => {
    const found = byKind(
      read(
        "11.4 Audit. Records are kept for three years. 12. Insurance. The Vendor shall keep the coverage below in force.\n\n" +
          "(a) Workers compensation as required by law;\n\n(b) Employer's liability of $500,000 each accident.",
      ),
    );
    expect(found.WC_STATUTORY).toBeDefined();
    expect(found.EL_ACCIDENT).toMatchObject({ minimum: 500_000, section: "Section (b), 12 Insurance" });
  });

  it("reads an amount written in words and figures once, and a limit per occurrence and in the aggregate", () => {
    const found = byKind(
      read(
        "The Licensee shall carry product liability insurance with limits of not less than Two Million Dollars ($2,000,000) per occurrence and Four Million Dollars ($4,000,000) in the aggregate. " +
          "The Distributor shall maintain commercial general liability insurance of at least $3,000,000 per occurrence and in the aggregate.",
      ),
    );
    expect(found.PRODUCTS_LIABILITY!.minimum).toBe(2_000_000);
    expect(found.PRODUCTS_COMPLETED!.minimum).toBe(4_000_000);
    expect([found.GL_OCCURRENCE!.minimum, found.GL_AGGREGATE!.minimum]).toEqual([3_000_000, 3_000_000]);
  });

  it("gives one amount to the lines listed together before it", () => {
    const found = byKind(
      read(
        "The Supplier shall maintain general liability and product liability insurance with a combined single limit of $1,000,000.",
      ),
    );
    expect([found.GL_OCCURRENCE!.minimum, found.PRODUCTS_LIABILITY!.minimum]).toEqual([1_000_000, 1_000_000]);
  });

  it("lists a line required with its amount blacked out, or with no amount, without a minimum", () => {
    const found = byKind(
      read(
        "The Company shall maintain commercial general liability insurance of $[***] each occurrence. " +
          "Each party shall maintain clinical trials insurance and product liability insurance in amounts customary in the industry.",
      ),
    );
    expect(found.GL_OCCURRENCE).toMatchObject({ minimum: null, value: "Amount not stated" });
    expect(found.CLINICAL_TRIALS).toMatchObject({ minimum: null });
    expect(found.PRODUCTS_LIABILITY).toMatchObject({ minimum: null });
  });

  it("reads the other party named as an insured, and a waiver given by a party for its insurers", () => {
    const found = byKind(
      read(
        "The Agent shall deliver a certificate of insurance naming Acme Corp. and its affiliates as insured parties.\n\n" +
          "The Contractor, for itself and its insurers, waives all rights of subrogation against the Owner.",
      ),
    );
    expect(found.ADDITIONAL_INSURED).toBeDefined();
    expect(found.WAIVER_OF_SUBROGATION).toBeDefined();
  });

  it("takes the notice days written beside the notice, and none when they are blacked out", () => {
    const [days] = read(
      "Certificates of insurance are due within thirty (30) days after execution, and no policy shall be terminated or materially modified without fifteen (15) days' prior written notice to the Owner.",
    );
    expect(days).toMatchObject({ kind: "NOTICE_OF_CANCELLATION", days: 15 });
    const [redacted] = read("The insurer shall notify the Owner at least [***] prior to cancellation of the policy.");
    expect(redacted).toMatchObject({ kind: "NOTICE_OF_CANCELLATION", days: null });
  });

  it("reads insurer ratings as agreements write them", () => {
    const rating = (text: string) => byKind(read(text)).INSURER_RATING?.rating;
    expect(
      rating(
        'Insurers shall hold a financial strength rating no lower than "A" and a size category not lower than "IX" from A.M. Best.',
      ),
    ).toBe("A IX");
    expect(rating("No insurer shall have a Best's Insurance rating of less than (A-) of class size VIII.")).toBe(
      "A- VIII",
    );
    expect(rating("The Licensee shall carry liability insurance from an AAA-rated insurance company.")).toBe("AAA");
  });

  it("reads how long insurance is kept after the agreement ends, in years or months", () => {
    expect(
      byKind(read("The Licensee shall keep such insurance in force during the Term and for five (5) years thereafter."))
        .MAINTAINED_AFTER_TERM!.years,
    ).toBe(5);
    expect(
      byKind(
        read(
          "The Company will maintain such policies of insurance throughout the Term and for a period of six (6) months thereafter.",
        ),
      ).MAINTAINED_AFTER_TERM!.years,
    ).toBe(0.5);
  });

  it("reads a fidelity or blanket bond, and an umbrella over the lines it names without giving them its limit", () => {
    const found = byKind(
      read(
        "The Contractor shall maintain a commercial blanket bond of not less than $1,000,000. " +
          "The Contractor shall maintain umbrella liability insurance covering in excess of the general liability, automobile liability and employer's liability policies, in the amount of $5,000,000.",
      ),
    );
    expect(found.CRIME!.minimum).toBe(1_000_000);
    expect(found.UMBRELLA!.minimum).toBe(5_000_000);
    expect(found.AUTO_CSL?.minimum ?? null).toBeNull();
    expect(found.EL_ACCIDENT?.minimum ?? null).toBeNull();
  });

  it("does not read a deductible as a limit", () => {
    const found = byKind(
      read(
        "The Franchisee shall maintain general liability coverage of not less than $2,000,000 aggregate. Such insurance shall not have a deductible in excess of Five Thousand Dollars ($5,000).",
      ),
    );
    expect(found.GL_AGGREGATE!.minimum).toBe(2_000_000);
    expect(found.GL_OCCURRENCE!.minimum).toBeNull();
  });

  it("reads a schedule's items that have no verb", () => {
    const found = byKind(
      read("Schedule 2 - Minimum Requirements\n\nUmbrella Excess Liability: $5,000,000 per occurrence."),
    );
    expect(found.UMBRELLA!.minimum).toBe(5_000_000);
  });

  it("reads a sentence a page break cuts, past the filing's page footer", () => {
    const found = byKind(
      read(
        "All insurers shall have an A.M. Best rating of no less than A-, Class",
        "VIII. No policy shall be cancelled without\n\n12\n\nSource: EXAMPLE CORP, 10-K, 1/2/2020\n\nthirty (30) days' notice to the Owner.",
      ),
    );
    expect(found.INSURER_RATING!.rating).toBe("A- VIII");
    expect(found.NOTICE_OF_CANCELLATION!.days).toBe(30);
  });

  it("finds no requirement in representations and in 'insurance' in other senses", () => {
    for (const text of [
      "The Company carries, or is covered by, insurance in such amounts and covering such risks as is customary.",
      "The Seller warrants that it carries general liability insurance of not less than $2 million per occurrence.",
      "The Buyer shall pay all freight, taxes and insurance charges on shipments.",
      "The deposit accounts of the Bank are insured by the FDIC up to the maximum amount allowed by law.",
      "The Company shall maintain directors' and officers' liability insurance for the benefit of each such director.",
      "The Buyer shall indemnify the Seller from all claims, including environmental liability and workers compensation claims, and from claims by its insurers.",
      "The Company will not withhold taxes, make disability insurance contributions or obtain worker's compensation insurance on the Consultant's behalf.",
    ])
      expect(
        read(text).map((r) => r.kind),
        text,
      ).toEqual([]);
  });
});
