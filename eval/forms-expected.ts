// What each form should say for a generated client (eval/forms.ts), computed from the generator's
// own data, not from Cara's resolvers: a string is the value the data supports, null a field the
// data does not support (it must stay empty), absent a field not graded. Decisions (ADR 037): the
// record wins over a document that contradicts it; of two policies of a line the one with the
// latest effective date is described; ACORD 125's policy is the general liability one, else the
// property one, else the latest of any line.
import type { FormTemplate } from "../domain/preset-options.ts";
import type { FormScenario, ScenarioPolicy } from "../server/seed/form.factory.ts";

export interface Agency {
  name: string;
  line1: string;
  city: string;
  zone: string;
  postalCode: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

type Expected = Record<string, string | null>;
const X = "Yes";

const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/${d.getUTCFullYear()}`;
const dollars = (amount: string | null | undefined) =>
  amount == null ? null : `$${Math.round(Number(amount)).toLocaleString("en-US")}`;

const TYPES: Record<string, string[]> = {
  gl: ["GENERAL_LIABILITY", "BUSINESS_OWNERS", "PACKAGE"],
  property: ["PROPERTY", "BUSINESS_OWNERS", "PACKAGE"],
  wc: ["WORKERS_COMPENSATION"],
  umbrella: ["UMBRELLA", "EXCESS"],
};
function latest(s: FormScenario, types: string[] | null): ScenarioPolicy | null {
  const of = s.policies.filter((p) => !types || types.includes(p.type));
  return of.sort((a, b) => b.inforceAt.getTime() - a.inforceAt.getTime())[0] ?? null;
}
const primary = (s: FormScenario) => latest(s, TYPES.gl!) ?? latest(s, TYPES.property!) ?? latest(s, null);
const limit = (p: ScenarioPolicy | null, group: string, key: string) =>
  p ? dollars((p.details.limits as Record<string, Record<string, string>> | undefined)?.[group]?.[key]) : null;

const producer = (a: Agency): Expected => ({
  Producer_FullName_A: a.name,
  Producer_MailingAddress_LineOne_A: a.line1,
  Producer_MailingAddress_CityName_A: a.city,
  Producer_MailingAddress_StateOrProvinceCode_A: a.zone,
  Producer_MailingAddress_PostalCode_A: a.postalCode,
  Producer_ContactPerson_FullName_A: a.contactName,
  Producer_ContactPerson_PhoneNumber_A: a.contactPhone,
  Producer_ContactPerson_EmailAddress_A: a.contactEmail,
});
const insured = (s: FormScenario): Expected => ({
  NamedInsured_FullName_A: s.account.name,
  NamedInsured_MailingAddress_LineOne_A: s.account.line1,
  NamedInsured_MailingAddress_CityName_A: s.account.city,
  NamedInsured_MailingAddress_StateOrProvinceCode_A: s.account.zone,
  NamedInsured_MailingAddress_PostalCode_A: s.account.postalCode,
});
const policyBlock = (p: ScenarioPolicy | null, withPremium = true): Expected => ({
  "policy.carrier": p?.carrier ?? null,
  "policy.naic": p?.naicCode ?? null,
  "policy.number": p?.policyNumber ?? null,
  "policy.effective": p ? usDate(p.inforceAt) : null,
  "policy.expiration": p ? usDate(p.expiresAt) : null,
  ...(withPremium ? { "policy.premium": p ? dollars(p.premium) : null } : {}),
});
const address = (s: FormScenario) => `${s.account.line1} ${s.account.city}, ${s.account.zone} ${s.account.postalCode}`;

export function expectedFields(template: FormTemplate, s: FormScenario, a: Agency, _variant: string): Expected {
  const doc = s.fileName !== null;
  const gl = latest(s, TYPES.gl!);
  const property = latest(s, TYPES.property!);
  const main = primary(s);
  const has = (types: string[]) => s.policies.some((p) => types.includes(p.type));
  const line = (types: string[]) => (s.policies.length === 0 ? null : has(types) ? X : null);
  const premium = (types: string[]) => dollars(latest(s, types)?.premium);
  switch (template) {
    case "ACORD 125":
      return {
        ...producer(a),
        ...insured(s),
        Insurer_FullName_A: main?.carrier ?? null,
        Insurer_NAICCode_A: main?.naicCode ?? null,
        Policy_PolicyNumberIdentifier_A: main?.policyNumber ?? null,
        Policy_EffectiveDate_A: main ? usDate(main.inforceAt) : null,
        Policy_ExpirationDate_A: main ? usDate(main.expiresAt) : null,
        Policy_LineOfBusiness_CommercialGeneralLiability_A: line(["GENERAL_LIABILITY"]),
        GeneralLiabilityLineOfBusiness_TotalPremiumAmount_A: premium(["GENERAL_LIABILITY"]),
        Policy_LineOfBusiness_CommercialProperty_A: line(["PROPERTY"]),
        CommercialPropertyLineOfBusiness_PremiumAmount_A: premium(["PROPERTY"]),
        Policy_LineOfBusiness_UmbrellaIndicator_A: line(TYPES.umbrella!),
        CommercialUmbrellaLineOfBusiness_PremiumAmount_A: premium(TYPES.umbrella!),
        Policy_LineOfBusiness_BusinessAutoIndicator_A: null,
        NamedInsured_TaxIdentifier_A: s.document.fein,
        NamedInsured_NAICSCode_A: doc ? s.document.naics : null,
        NamedInsured_SICCode_A: null,
        // the record's phone, even where the document prints another
        NamedInsured_Primary_PhoneNumber_A: s.account.phone,
        NamedInsured_Primary_WebsiteAddress_A: s.account.website,
        NamedInsured_Contact_FullName_A: s.contact.name,
        NamedInsured_Contact_PrimaryPhoneNumber_A: s.contact.phone,
        NamedInsured_Contact_PrimaryEmailAddress_A: s.contact.email,
        CommercialStructure_PhysicalAddress_LineOne_A: null,
        BusinessInformation_FullTimeEmployeeCount_A: doc ? s.document.employees : null,
        CommercialStructure_AnnualRevenueAmount_A: null,
        CommercialPolicy_OperationsDescription_A: doc ? s.document.operations : null,
      };
    case "ACORD 126": {
      const facts = (gl?.details.facts ?? {}) as { coverageForm?: string; aggregateAppliesPer?: string };
      return {
        Producer_FullName_A: a.name,
        NamedInsured_FullName_A: s.account.name,
        Insurer_FullName_A: gl?.carrier ?? null,
        Insurer_NAICCode_A: gl?.naicCode ?? null,
        Policy_PolicyNumberIdentifier_A: gl?.policyNumber ?? null,
        Policy_EffectiveDate_A: gl ? usDate(gl.inforceAt) : null,
        GeneralLiability_CoverageIndicator_A: gl ? X : null,
        GeneralLiability_OccurrenceIndicator_A: facts.coverageForm === "OCCURRENCE" ? X : null,
        GeneralLiability_ClaimsMadeIndicator_A: facts.coverageForm === "CLAIMS_MADE" ? X : null,
        GeneralLiability_GeneralAggregate_LimitAppliesPerPolicyIndicator_A:
          facts.aggregateAppliesPer === "POLICY" ? X : null,
        GeneralLiability_GeneralAggregate_LimitAppliesPerProjectIndicator_A:
          facts.aggregateAppliesPer === "PROJECT" ? X : null,
        GeneralLiability_GeneralAggregate_LimitAppliesPerLocationIndicator_A:
          facts.aggregateAppliesPer === "LOCATION" ? X : null,
        GeneralLiability_GeneralAggregate_LimitAmount_A: limit(gl, "generalLiability", "generalAggregate"),
        GeneralLiability_ProductsAndCompletedOperations_AggregateLimitAmount_A: limit(
          gl,
          "generalLiability",
          "productsCompletedOperationsAggregate",
        ),
        GeneralLiability_PersonalAndAdvertisingInjury_LimitAmount_A: limit(
          gl,
          "generalLiability",
          "personalAndAdvertisingInjury",
        ),
        GeneralLiability_EachOccurrence_LimitAmount_A: limit(gl, "generalLiability", "eachOccurrence"),
        GeneralLiability_FireDamageRentedPremises_EachOccurrenceLimitAmount_A: limit(
          gl,
          "generalLiability",
          "damageToRentedPremises",
        ),
        GeneralLiability_MedicalExpense_EachPersonLimitAmount_A: limit(gl, "generalLiability", "medicalExpense"),
      };
    }
    case "ACORD 140":
      return {
        CommercialStructure_PhysicalAddress_LineOne_A: null,
        CommercialProperty_Premises_SubjectOfInsuranceCode_A: property ? "BLDG" : null,
        CommercialProperty_Premises_LimitAmount_A: limit(property, "property", "building"),
        CommercialProperty_Premises_DeductibleAmount_A: property ? dollars(property.details.deductible) : null,
        CommercialProperty_Premises_SubjectOfInsuranceCode_B: property ? "BPP" : null,
        CommercialProperty_Premises_LimitAmount_B: limit(property, "property", "businessPersonalProperty"),
        CommercialProperty_Premises_DeductibleAmount_B: property ? dollars(property.details.deductible) : null,
      };
    case "ACORD 24":
      return {
        ...producer(a),
        ...insured(s),
        Insurer_FullName_A: property?.carrier ?? null,
        Insurer_NAICCode_A: property?.naicCode ?? null,
        Property_InsurerLetterCode_A: property ? "A" : null,
        Policy_PolicyType_PropertyIndicator_A: property ? X : null,
        Policy_Property_PolicyNumberIdentifier_A: property?.policyNumber ?? null,
        Policy_Property_EffectiveDate_A: property ? usDate(property.inforceAt) : null,
        Policy_Property_ExpirationDate_A: property ? usDate(property.expiresAt) : null,
        Property_Building_LimitAmount_A: limit(property, "property", "building"),
        Property_PersonalProperty_LimitAmount_A: limit(property, "property", "businessPersonalProperty"),
        CommercialPropertyCoverage_BusinessIncome_LimitAmount_A: limit(property, "property", "businessIncome"),
        CertificateHolder_FullName_A: "City of Portland",
        CertificateHolder_MailingAddress_LineOne_A: "389 Congress Street",
        CertificateHolder_MailingAddress_CityName_A: "Portland",
        CertificateHolder_MailingAddress_StateOrProvinceCode_A: "ME",
        CertificateHolder_MailingAddress_PostalCode_A: "04101",
      };
    case "ACORD 130": {
      const wc = latest(s, TYPES.wc!);
      return {
        "agency.name": a.name,
        "agency.contact": a.contactName,
        "insured.name": s.account.name,
        "insured.address": address(s),
        "insured.fein": s.document.fein,
        "insured.phone": s.account.phone,
        "insured.contact": s.contact.name,
        ...policyBlock(wc),
        "limits.eachAccident": limit(wc, "workersCompensation", "eachAccident"),
        "limits.diseaseEachEmployee": limit(wc, "workersCompensation", "diseaseEachEmployee"),
        "limits.diseasePolicyLimit": limit(wc, "workersCompensation", "diseasePolicyLimit"),
        operations: doc ? s.document.operations : null,
      };
    }
    case "ACORD 131": {
      const umbrella = latest(s, TYPES.umbrella!);
      return {
        "agency.name": a.name,
        "insured.name": s.account.name,
        ...policyBlock(umbrella),
        "limits.eachOccurrence": limit(umbrella, "umbrellaExcess", "eachOccurrence"),
        "limits.aggregate": limit(umbrella, "umbrellaExcess", "aggregate"),
        "limits.retention": limit(umbrella, "umbrellaExcess", "retention"),
        "underlying.carrier": gl?.carrier ?? null,
        "underlying.number": gl?.policyNumber ?? null,
        "underlying.eachOccurrence": limit(gl, "generalLiability", "eachOccurrence"),
        "underlying.generalAggregate": limit(gl, "generalLiability", "generalAggregate"),
      };
    }
    case "ACORD 75":
      return {
        "agency.name": a.name,
        "insured.name": s.account.name,
        ...policyBlock(main),
        "limits.eachOccurrence": limit(gl, "generalLiability", "eachOccurrence"),
        "limits.generalAggregate": limit(gl, "generalLiability", "generalAggregate"),
      };
    case "ACORD 35":
    case "ACORD 36": {
      const prefix = template === "ACORD 35" ? "cancellation" : "notice";
      return {
        "agency.name": a.name,
        "insured.name": s.account.name,
        ...policyBlock(main, false),
        [`${prefix}.effective`]: null,
        [`${prefix}.reason`]: null,
      };
    }
    default:
      return {};
  }
}
