import type { FormDefinition } from "../form-definition.ts";
import {
  accountValue,
  factCheck,
  field,
  limitValue,
  lineCheck,
  policyValue,
  producerFields,
} from "../form-resolvers.ts";

/** ACORD 126 Commercial General Liability Section (field names: acord-126.fields.txt). */
const S = { header: "Agency, carrier and applicant", coverages: "Coverages", limits: "Limits" };
const gl = "gl" as const;

export const ACORD_126: FormDefinition = {
  template: "ACORD 126",
  title: "Commercial General Liability Section",
  purpose:
    "The general liability section of a submission: the GL policy's carrier, number and effective date, occurrence or claims-made, and its limits.",
  acordFieldNames: true,
  sections: Object.values(S),
  fields: [
    producerFields(S.header)[0]!,
    field("Insurer_FullName_A", "Carrier", S.header, "text", policyValue(gl, "carrier")),
    field("Insurer_NAICCode_A", "NAIC code", S.header, "text", policyValue(gl, "naic")),
    field("Policy_PolicyNumberIdentifier_A", "Policy number", S.header, "text", policyValue(gl, "policyNumber")),
    field("Policy_EffectiveDate_A", "Effective date", S.header, "date", policyValue(gl, "effective")),
    field("NamedInsured_FullName_A", "Applicant", S.header, "text", accountValue("name")),
    field(
      "GeneralLiability_CoverageIndicator_A",
      "Commercial general liability",
      S.coverages,
      "checkbox",
      lineCheck(gl),
    ),
    field(
      "GeneralLiability_OccurrenceIndicator_A",
      "Occurrence",
      S.coverages,
      "checkbox",
      factCheck(gl, "coverageForm", "OCCURRENCE", "Coverage form"),
    ),
    field(
      "GeneralLiability_ClaimsMadeIndicator_A",
      "Claims made",
      S.coverages,
      "checkbox",
      factCheck(gl, "coverageForm", "CLAIMS_MADE", "Coverage form"),
    ),
    field(
      "GeneralLiability_GeneralAggregate_LimitAmount_A",
      "General aggregate",
      S.limits,
      "money",
      limitValue(gl, "generalLiability", "generalAggregate", "General aggregate"),
    ),
    field(
      "GeneralLiability_GeneralAggregate_LimitAppliesPerPolicyIndicator_A",
      "Aggregate applies per policy",
      S.limits,
      "checkbox",
      factCheck(gl, "aggregateAppliesPer", "POLICY", "Aggregate applies per"),
    ),
    field(
      "GeneralLiability_GeneralAggregate_LimitAppliesPerProjectIndicator_A",
      "Aggregate applies per project",
      S.limits,
      "checkbox",
      factCheck(gl, "aggregateAppliesPer", "PROJECT", "Aggregate applies per"),
    ),
    field(
      "GeneralLiability_GeneralAggregate_LimitAppliesPerLocationIndicator_A",
      "Aggregate applies per location",
      S.limits,
      "checkbox",
      factCheck(gl, "aggregateAppliesPer", "LOCATION", "Aggregate applies per"),
    ),
    field(
      "GeneralLiability_ProductsAndCompletedOperations_AggregateLimitAmount_A",
      "Products & completed operations aggregate",
      S.limits,
      "money",
      limitValue(
        gl,
        "generalLiability",
        "productsCompletedOperationsAggregate",
        "Products - completed operations aggregate",
      ),
    ),
    field(
      "GeneralLiability_PersonalAndAdvertisingInjury_LimitAmount_A",
      "Personal & advertising injury",
      S.limits,
      "money",
      limitValue(gl, "generalLiability", "personalAndAdvertisingInjury", "Personal and advertising injury"),
    ),
    field(
      "GeneralLiability_EachOccurrence_LimitAmount_A",
      "Each occurrence",
      S.limits,
      "money",
      limitValue(gl, "generalLiability", "eachOccurrence", "Each occurrence"),
    ),
    field(
      "GeneralLiability_FireDamageRentedPremises_EachOccurrenceLimitAmount_A",
      "Damage to rented premises (each occurrence)",
      S.limits,
      "money",
      limitValue(gl, "generalLiability", "damageToRentedPremises", "Damage to rented premises"),
    ),
    field(
      "GeneralLiability_MedicalExpense_EachPersonLimitAmount_A",
      "Medical expense (any one person)",
      S.limits,
      "money",
      limitValue(gl, "generalLiability", "medicalExpense", "Medical expense"),
    ),
  ],
};
