import { describe, expect, it } from "vitest";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import type { PolicyFacts } from "#domain/policy/vocabulary.ts";
import { acord25Values } from "./acord25-values.ts";
import { buildCertificateData, type CertificatePolicy } from "./certificate-data.ts";
import { renderCertificatePdf } from "./certificate-pdf.ts";

/**
 * What a certificate marks (docs/product/form-skills-certificates.md): ADDL INSD and SUBR WVD on
 * each policy whose endorsement is recorded when the request asks for them, never on the others
 * nor for the certificate as a whole; occurrence/claims-made, per project/location and covered
 * autos only as the policy's recorded facts say.
 */

const policy = (type: string, policyNumber: string, facts: PolicyFacts | null): CertificatePolicy => ({
  id: crypto.randomUUID(),
  type,
  state: "INFORCE",
  policyNumber,
  quoteNumber: null,
  inforceAt: new Date(Date.UTC(2026, 2, 1)),
  expiresAt: new Date(Date.UTC(2027, 2, 1)),
  cancellation: null,
  reinstatement: null,
  details: facts ? { facts } : null,
  carrier: { name: "Acadia Insurance", naicCode: "31325" },
  createdAt: new Date(Date.UTC(2026, 0, 1)),
});

const certificate = (policies: CertificatePolicy[], asked = { ai: true, wos: true }) =>
  buildCertificateData({
    certificateNumber: 31,
    now: new Date(Date.UTC(2026, 10, 21, 15)),
    timeZone: "America/New_York",
    agency: { name: "Harbor Insurance Agency", mailingAddress: null, coi: null },
    account: { name: "Casco Bay Landscaping LLC", mailingAddress: null },
    policies,
    holder: {
      name: "Casco Bay Property Management",
      address: { line1: "200 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
    },
    additionalInsured: asked.ai,
    waiverOfSubrogation: asked.wos,
    descriptionOfOperations: null,
    layout: "CARA",
  });

describe("certificate marks", () => {
  it("marks ADDL INSD and SUBR WVD only on the policy whose endorsement is recorded", () => {
    const data = certificate([
      policy("GENERAL_LIABILITY", "GL-1", { additionalInsuredEndorsement: true, waiverOfSubrogationEndorsement: true }),
      policy("COMMERCIAL_AUTO", "BA-2", { additionalInsuredEndorsement: false }),
      policy("UMBRELLA", "UMB-3", null),
      policy("WORKERS_COMPENSATION", "WC-4", { waiverOfSubrogationEndorsement: true }),
    ]);
    const { values } = acord25Values(data);
    expect(values.CertificateOfInsurance_GeneralLiability_AdditionalInsuredCode_A).toBe("Y");
    expect(values.Policy_GeneralLiability_SubrogationWaivedCode_A).toBe("Y");
    expect(values.CertificateOfInsurance_AutomobileLiability_AdditionalInsuredCode_A).toBe("");
    expect(values.Policy_AutomobileLiability_SubrogationWaivedCode_A).toBe("");
    expect(values.CertificateOfInsurance_ExcessLiability_AdditionalInsuredCode_A).toBe("");
    expect(values.Policy_WorkersCompensation_SubrogationWaivedCode_A).toBe("Y");
    expect(values.CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A).toContain(
      "Casco Bay Property Management is included as an additional insured where required by written contract on: General Liability policy GL-1.",
    );
  });

  it("ticks no coverage form, aggregate basis or covered autos the policy does not record", () => {
    const { values } = acord25Values(
      certificate([policy("GENERAL_LIABILITY", "GL-1", null), policy("COMMERCIAL_AUTO", "BA-2", {})]),
    );
    for (const box of [
      "GeneralLiability_OccurrenceIndicator_A",
      "GeneralLiability_ClaimsMadeIndicator_A",
      "GeneralLiability_GeneralAggregate_LimitAppliesPerPolicyIndicator_A",
      "GeneralLiability_GeneralAggregate_LimitAppliesPerProjectIndicator_A",
      "GeneralLiability_GeneralAggregate_LimitAppliesPerLocationIndicator_A",
      "Vehicle_AnyAutoIndicator_A",
      "Vehicle_AllOwnedAutosIndicator_A",
      "Vehicle_ScheduledAutosIndicator_A",
      "Vehicle_HiredAutosIndicator_A",
      "Vehicle_NonOwnedAutosIndicator_A",
    ] as const)
      expect(values[box], box).toBe(false);
    const recorded = acord25Values(
      certificate([
        policy("GENERAL_LIABILITY", "GL-1", { coverageForm: "CLAIMS_MADE", aggregateAppliesPer: "PROJECT" }),
        policy("COMMERCIAL_AUTO", "BA-2", { coveredAutos: ["SCHEDULED", "HIRED"] }),
      ]),
    ).values;
    expect(recorded.GeneralLiability_ClaimsMadeIndicator_A).toBe(true);
    expect(recorded.GeneralLiability_OccurrenceIndicator_A).toBe(false);
    expect(recorded.GeneralLiability_GeneralAggregate_LimitAppliesPerProjectIndicator_A).toBe(true);
    expect(recorded.Vehicle_ScheduledAutosIndicator_A).toBe(true);
    expect(recorded.Vehicle_AnyAutoIndicator_A).toBe(false);
  });

  it("does not say the holder is an additional insured when no policy carries the endorsement", async () => {
    const none = await renderCertificatePdf(certificate([policy("GENERAL_LIABILITY", "GL-1", null)]));
    expect((await extractPdfText(none)).join(" ")).not.toMatch(/additional insured/i);
    const one = await renderCertificatePdf(
      certificate([
        policy("GENERAL_LIABILITY", "GL-1", { additionalInsuredEndorsement: true }),
        policy("COMMERCIAL_AUTO", "BA-2", null),
      ]),
    );
    const text = (await extractPdfText(one)).join(" ").replace(/\s+/g, " ");
    expect(text).toContain("Additional insured on the policies marked ADDL INSD");
    expect(text).toContain("additional insured where required by written contract on: General Liability policy GL-1.");
  });
});
