import type { FormDefinition } from "../form-definition.ts";
import { deductibleValue, field, limitValue, noPolicy, policyOf, premisesAddress } from "../form-resolvers.ts";
import { policySource } from "../form-sources.ts";

/**
 * ACORD 140 Property Section (field names: acord-140.fields.txt). The premises rows take the
 * property policy's recorded limits: building (row A) and business personal property (row B).
 */
const S = { premises: "Premises", building: "Building", bpp: "Business personal property" };
const line = "property" as const;
const subject = (code: string, label: string) => (s: Parameters<typeof policyOf>[0]) => {
  const policy = policyOf(s, line);
  if (!policy) return noPolicy(s, line);
  const groups = (policy.details?.limits ?? {}) as Record<string, Record<string, string | null> | undefined>;
  const key = code === "BLDG" ? "building" : "businessPersonalProperty";
  if (!groups.property?.[key]) return { missing: `No ${label.toLowerCase()} limit recorded on the policy` };
  return { value: code, source: policySource(policy, `limits.property.${key}`, label) };
};

export const ACORD_140: FormDefinition = {
  template: "ACORD 140",
  title: "Property Section",
  purpose:
    "The property section of a submission: per premises, the subjects of insurance with their limits and deductible, from the property policy.",
  acordFieldNames: true,
  sections: Object.values(S),
  fields: [
    field("CommercialStructure_PhysicalAddress_LineOne_A", "Premises address", S.premises, "text", premisesAddress),
    field(
      "CommercialProperty_Premises_SubjectOfInsuranceCode_A",
      "Building: subject of insurance",
      S.building,
      "text",
      subject("BLDG", "Building"),
    ),
    field(
      "CommercialProperty_Premises_LimitAmount_A",
      "Building limit",
      S.building,
      "money",
      limitValue(line, "property", "building", "Building"),
    ),
    field(
      "CommercialProperty_Premises_DeductibleAmount_A",
      "Building deductible",
      S.building,
      "money",
      deductibleValue(line),
    ),
    field(
      "CommercialProperty_Premises_SubjectOfInsuranceCode_B",
      "Business personal property: subject of insurance",
      S.bpp,
      "text",
      subject("BPP", "Business personal property"),
    ),
    field(
      "CommercialProperty_Premises_LimitAmount_B",
      "Business personal property limit",
      S.bpp,
      "money",
      limitValue(line, "property", "businessPersonalProperty", "Business personal property"),
    ),
    field(
      "CommercialProperty_Premises_DeductibleAmount_B",
      "Business personal property deductible",
      S.bpp,
      "money",
      deductibleValue(line),
    ),
  ],
};
