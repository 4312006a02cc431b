import { parseCertificateHolder, type ParsedParty } from "../../../../domain/certificate-holder.ts";
import type { FormDefinition, Resolved } from "../form-definition.ts";
import { field, insuredFields, limitValue, lineCheck, policyValue, producerFields } from "../form-resolvers.ts";
import type { FormSources } from "../form-sources.ts";

/**
 * ACORD 24 Certificate of Property Insurance (field names: acord-24.fields.txt): the property
 * policy with its building, personal property and business income limits, for the holder the
 * user named: read into a name and a US address (domain/certificate-holder.ts); a holder whose
 * address cannot be read with certainty leaves the holder's boxes empty with what is missing.
 */
const S = { producer: "Producer", insured: "Insured", property: "Property coverage", holder: "Certificate holder" };
const line = "property" as const;

const NO_HOLDER = "No certificate holder was named (the preset's certificate holder field or the conversation)";

/**
 * One part of the holder as the user named it (the name, a line of its address); an unnamed or
 * unreadable holder is listed once, on the name.
 */
const holder =
  (part: (party: ParsedParty) => string | null | undefined, listMissing = false) =>
  (s: FormSources): Resolved => {
    if (!s.holder) return listMissing ? { missing: NO_HOLDER } : null;
    const parsed = parseCertificateHolder(s.holder);
    if (!parsed.ok) return listMissing ? { missing: parsed.message } : null;
    const value = part(parsed.party)?.trim();
    return value ? { value, source: { kind: "user", label: "The certificate holder as you named it" } } : null;
  };

export const ACORD_24: FormDefinition = {
  template: "ACORD 24",
  title: "Certificate of Property Insurance",
  purpose: "Evidence of the property policy for a certificate holder: insurer, policy, period and limits.",
  acordFieldNames: true,
  sections: Object.values(S),
  fields: [
    field("Form_CompletionDate_A", "Date", S.producer, "date", (s) => ({
      value: s.today,
      source: { kind: "record", record: "form", id: "today", field: "date", label: "The date the form was filled" },
    })),
    ...producerFields(S.producer),
    ...insuredFields(S.insured),
    field("Insurer_FullName_A", "Insurer A", S.property, "text", policyValue(line, "carrier")),
    field("Insurer_NAICCode_A", "Insurer A NAIC #", S.property, "text", policyValue(line, "naic")),
    field("Property_InsurerLetterCode_A", "Insurer letter", S.property, "text", (s) => {
      const carrier = policyValue(line, "carrier")(s);
      return carrier && "value" in carrier ? { value: "A", source: carrier.source } : null;
    }),
    field("Policy_PolicyType_PropertyIndicator_A", "Property", S.property, "checkbox", lineCheck(line)),
    field(
      "Policy_Property_PolicyNumberIdentifier_A",
      "Policy number",
      S.property,
      "text",
      policyValue(line, "policyNumber"),
    ),
    field("Policy_Property_EffectiveDate_A", "Effective date", S.property, "date", policyValue(line, "effective")),
    field("Policy_Property_ExpirationDate_A", "Expiration date", S.property, "date", policyValue(line, "expiration")),
    field(
      "Property_Building_LimitAmount_A",
      "Building",
      S.property,
      "money",
      limitValue(line, "property", "building", "Building"),
    ),
    field(
      "Property_PersonalProperty_LimitAmount_A",
      "Personal property",
      S.property,
      "money",
      limitValue(line, "property", "businessPersonalProperty", "Business personal property"),
    ),
    field(
      "CommercialPropertyCoverage_BusinessIncome_LimitAmount_A",
      "Business income",
      S.property,
      "money",
      limitValue(line, "property", "businessIncome", "Business income"),
    ),
    field(
      "CertificateHolder_FullName_A",
      "Certificate holder",
      S.holder,
      "text",
      holder((p) => p.name),
    ),
    field(
      "CertificateHolder_MailingAddress_LineOne_A",
      "Holder address",
      S.holder,
      "text",
      holder((p) => p.address.line1),
    ),
    field(
      "CertificateHolder_MailingAddress_LineTwo_A",
      "Holder address line 2",
      S.holder,
      "text",
      holder((p) => p.address.line2),
    ),
    field(
      "CertificateHolder_MailingAddress_CityName_A",
      "Holder city",
      S.holder,
      "text",
      holder((p) => p.address.city),
    ),
    field(
      "CertificateHolder_MailingAddress_StateOrProvinceCode_A",
      "Holder state",
      S.holder,
      "text",
      holder((p) => p.address.zone),
    ),
    field(
      "CertificateHolder_MailingAddress_PostalCode_A",
      "Holder ZIP",
      S.holder,
      "text",
      holder((p) => p.address.postalCode),
    ),
  ],
};
