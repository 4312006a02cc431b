import { CHECKED, type FormDefinition } from "../form-definition.ts";
import {
  accountValue,
  annualRevenue,
  contactValue,
  fein,
  field,
  fullTimeEmployees,
  insuredFields,
  lineCheck,
  linePremium,
  naics,
  operations,
  policyValue,
  premisesAddress,
  producerFields,
  sic,
} from "../form-resolvers.ts";

/**
 * ACORD 125 Commercial Insurance Application (2025/03 edition field names,
 * /work/shared/reference/acord/acord-125.fields.txt): the fields Cara can fill from the
 * agency, the account, its policies and the workspace's documents.
 */
const S = {
  producer: "Agency",
  carrier: "Carrier and policy",
  lines: "Lines of business",
  applicant: "Applicant information",
  contact: "Contact information",
  premises: "Premises and operations",
};

export const ACORD_125: FormDefinition = {
  template: "ACORD 125",
  title: "Commercial Insurance Application",
  purpose:
    "The applicant information section of a commercial submission: agency, carrier and policy, lines of business with premiums, the applicant's name, address, FEIN, NAICS/SIC, contact, premises and nature of business.",
  acordFieldNames: true,
  sections: Object.values(S),
  fields: [
    field("Form_CompletionDate_A", "Date", S.producer, "date", (s) => ({
      value: s.today,
      source: { kind: "record", record: "form", id: "today", field: "date", label: "The date the form was filled" },
    })),
    ...producerFields(S.producer),
    field("Insurer_FullName_A", "Carrier", S.carrier, "text", policyValue("primary", "carrier")),
    field("Insurer_NAICCode_A", "NAIC code", S.carrier, "text", policyValue("primary", "naic")),
    field(
      "Policy_PolicyNumberIdentifier_A",
      "Policy number",
      S.carrier,
      "text",
      policyValue("primary", "policyNumber"),
    ),
    field("Policy_EffectiveDate_A", "Proposed effective date", S.carrier, "date", policyValue("primary", "effective")),
    field(
      "Policy_ExpirationDate_A",
      "Proposed expiration date",
      S.carrier,
      "date",
      policyValue("primary", "expiration"),
    ),
    field(
      "Policy_LineOfBusiness_CommercialGeneralLiability_A",
      "Commercial general liability",
      S.lines,
      "checkbox",
      lineCheck("generalLiability"),
    ),
    field(
      "GeneralLiabilityLineOfBusiness_TotalPremiumAmount_A",
      "General liability premium",
      S.lines,
      "money",
      linePremium("generalLiability"),
    ),
    field(
      "Policy_LineOfBusiness_CommercialProperty_A",
      "Commercial property",
      S.lines,
      "checkbox",
      lineCheck("commercialProperty"),
    ),
    field(
      "CommercialPropertyLineOfBusiness_PremiumAmount_A",
      "Commercial property premium",
      S.lines,
      "money",
      linePremium("commercialProperty"),
    ),
    field(
      "Policy_LineOfBusiness_BusinessOwnersIndicator_A",
      "Business owners",
      S.lines,
      "checkbox",
      lineCheck("businessOwners"),
    ),
    field(
      "BusinessOwnersLineOfBusiness_PremiumAmount_A",
      "Business owners premium",
      S.lines,
      "money",
      linePremium("businessOwners"),
    ),
    field("Policy_LineOfBusiness_BusinessAutoIndicator_A", "Business auto", S.lines, "checkbox", lineCheck("auto")),
    field(
      "CommercialVehicleLineOfBusiness_PremiumAmount_A",
      "Business auto premium",
      S.lines,
      "money",
      linePremium("auto"),
    ),
    field("Policy_LineOfBusiness_UmbrellaIndicator_A", "Umbrella", S.lines, "checkbox", lineCheck("umbrella")),
    field(
      "CommercialUmbrellaLineOfBusiness_PremiumAmount_A",
      "Umbrella premium",
      S.lines,
      "money",
      linePremium("umbrella"),
    ),
    field("Policy_LineOfBusiness_CyberAndPrivacy_A", "Cyber and privacy", S.lines, "checkbox", lineCheck("cyber")),
    field(
      "CyberAndPrivacyLineOfBusiness_PremiumAmount_A",
      "Cyber and privacy premium",
      S.lines,
      "money",
      linePremium("cyber"),
    ),
    ...insuredFields(S.applicant),
    field("NamedInsured_TaxIdentifier_A", "FEIN or SOC SEC #", S.applicant, "text", fein),
    field("NamedInsured_NAICSCode_A", "NAICS", S.applicant, "text", naics),
    field("NamedInsured_SICCode_A", "SIC", S.applicant, "text", sic),
    field("NamedInsured_Primary_PhoneNumber_A", "Business phone", S.applicant, "text", accountValue("phone")),
    field("NamedInsured_Primary_WebsiteAddress_A", "Website", S.applicant, "text", accountValue("website")),
    field("NamedInsured_LegalEntity_IndividualIndicator_A", "Individual", S.applicant, "checkbox", (s) =>
      s.account?.type === "INDIVIDUAL"
        ? {
            value: CHECKED,
            source: {
              kind: "record",
              record: "account",
              id: s.account.id,
              field: "type",
              label: `Account ${s.account.name}: individual`,
            },
          }
        : null,
    ),
    field("NamedInsured_Contact_FullName_A", "Contact name", S.contact, "text", contactValue("name")),
    field("NamedInsured_Contact_PrimaryPhoneNumber_A", "Contact phone", S.contact, "text", contactValue("phone")),
    field("NamedInsured_Contact_PrimaryEmailAddress_A", "Contact email", S.contact, "text", contactValue("email")),
    field("CommercialStructure_PhysicalAddress_LineOne_A", "Premises address", S.premises, "text", premisesAddress),
    field("BusinessInformation_FullTimeEmployeeCount_A", "Full-time employees", S.premises, "text", fullTimeEmployees),
    field("CommercialStructure_AnnualRevenueAmount_A", "Annual revenues", S.premises, "money", annualRevenue),
    field(
      "CommercialPolicy_OperationsDescription_A",
      "Nature of business / description of operations",
      S.premises,
      "text",
      operations,
    ),
  ],
};
