import type { Acord25FieldName } from "./acord25-fields.ts";
import { remarksOf, type CertificateCoverage, type CertificateData } from "./certificate-data.ts";

/**
 * The ACORD 25's values for a certificate, by the form's short field names. One policy per
 * coverage row as on the form; further policies of a row go to the remarks (and from there,
 * when the box is full, to the ACORD 101 continuation). Boxes are marked only for facts the
 * policy records (docs/product/certificates.md "Only recorded facts"); amounts are printed
 * without "$", which the form prints.
 */

export type Acord25Values = Partial<Record<Acord25FieldName, string | boolean>>;

function addressFields(
  prefix: "Producer" | "NamedInsured" | "CertificateHolder",
  address: CertificateData["holder"]["address"] | null,
): Acord25Values {
  if (!address) return {};
  return {
    [`${prefix}_MailingAddress_LineOne_A`]: address.line1,
    [`${prefix}_MailingAddress_LineTwo_A`]: address.line2 ?? "",
    [`${prefix}_MailingAddress_CityName_A`]: address.city,
    [`${prefix}_MailingAddress_StateOrProvinceCode_A`]: address.zone,
    [`${prefix}_MailingAddress_PostalCode_A`]: address.postalCode,
  } as Acord25Values;
}

/** "$1,000,000" → "1,000,000": the form prints the dollar sign. */
export const formAmount = (amount: string) => amount.replace(/^\$\s*/, "");
const limit = (coverage: CertificateCoverage, key: string) =>
  formAmount(coverage.limits.find((l) => l.key === key)?.amount ?? "");
const yes = (flag: boolean) => (flag ? "Y" : "");
const yesNo = (value: boolean | null | undefined) => (value === true ? "Y" : value === false ? "N" : "");

/** The form's values for a certificate, by field name. */
export function acord25Values(data: CertificateData): { values: Acord25Values; overflow: CertificateCoverage[] } {
  const values: Acord25Values = {
    Form_CompletionDate_A: data.issuedOn,
    Producer_FullName_A: data.producer.name,
    ...addressFields("Producer", data.producer.address),
    Producer_ContactPerson_FullName_A: data.producer.contactName ?? "",
    Producer_ContactPerson_PhoneNumber_A: data.producer.contactPhone ?? "",
    Producer_ContactPerson_EmailAddress_A: data.producer.contactEmail ?? "",
    NamedInsured_FullName_A: data.insured.name,
    ...addressFields("NamedInsured", data.insured.address),
    CertificateOfInsurance_CertificateNumberIdentifier_A: String(data.certificateNumber),
    CertificateHolder_FullName_A: data.holder.name,
    ...addressFields("CertificateHolder", data.holder.address),
    Producer_AuthorizedRepresentative_Signature_A: data.producer.contactName ?? data.producer.name,
  };
  for (const insurer of data.insurers) {
    values[`Insurer_FullName_${insurer.letter}` as Acord25FieldName] = insurer.name;
    values[`Insurer_NAICCode_${insurer.letter}` as Acord25FieldName] = insurer.naicCode ?? "";
  }
  const overflow: CertificateCoverage[] = [];
  const first = new Map<string, CertificateCoverage>();
  for (const coverage of data.coverages) {
    const row = coverage.section === "EXCESS" ? "UMBRELLA" : coverage.section;
    if (first.has(row)) overflow.push(coverage);
    else first.set(row, coverage);
  }
  const gl = first.get("GENERAL_LIABILITY");
  if (gl) {
    Object.assign(values, {
      GeneralLiability_InsurerLetterCode_A: gl.insurerLetter ?? "",
      GeneralLiability_CoverageIndicator_A: true,
      GeneralLiability_OccurrenceIndicator_A: gl.facts.coverageForm === "OCCURRENCE",
      GeneralLiability_ClaimsMadeIndicator_A: gl.facts.coverageForm === "CLAIMS_MADE",
      GeneralLiability_GeneralAggregate_LimitAppliesPerPolicyIndicator_A: gl.facts.aggregateAppliesPer === "POLICY",
      GeneralLiability_GeneralAggregate_LimitAppliesPerProjectIndicator_A: gl.facts.aggregateAppliesPer === "PROJECT",
      GeneralLiability_GeneralAggregate_LimitAppliesPerLocationIndicator_A: gl.facts.aggregateAppliesPer === "LOCATION",
      CertificateOfInsurance_GeneralLiability_AdditionalInsuredCode_A: yes(gl.additionalInsured),
      Policy_GeneralLiability_SubrogationWaivedCode_A: yes(gl.waiverOfSubrogation),
      Policy_GeneralLiability_PolicyNumberIdentifier_A: gl.policyNumber,
      Policy_GeneralLiability_EffectiveDate_A: gl.effectiveDate,
      Policy_GeneralLiability_ExpirationDate_A: gl.expirationDate,
      GeneralLiability_EachOccurrence_LimitAmount_A: limit(gl, "eachOccurrence"),
      GeneralLiability_FireDamageRentedPremises_EachOccurrenceLimitAmount_A: limit(gl, "damageToRentedPremises"),
      GeneralLiability_MedicalExpense_EachPersonLimitAmount_A: limit(gl, "medicalExpense"),
      GeneralLiability_PersonalAndAdvertisingInjury_LimitAmount_A: limit(gl, "personalAndAdvertisingInjury"),
      GeneralLiability_GeneralAggregate_LimitAmount_A: limit(gl, "generalAggregate"),
      GeneralLiability_ProductsAndCompletedOperations_AggregateLimitAmount_A: limit(
        gl,
        "productsCompletedOperationsAggregate",
      ),
    } satisfies Acord25Values);
  }
  const auto = first.get("AUTO");
  if (auto) {
    const autos = auto.facts.coveredAutos ?? [];
    Object.assign(values, {
      Vehicle_InsurerLetterCode_A: auto.insurerLetter ?? "",
      Vehicle_AnyAutoIndicator_A: autos.includes("ANY"),
      Vehicle_AllOwnedAutosIndicator_A: autos.includes("OWNED"),
      Vehicle_ScheduledAutosIndicator_A: autos.includes("SCHEDULED"),
      Vehicle_HiredAutosIndicator_A: autos.includes("HIRED"),
      Vehicle_NonOwnedAutosIndicator_A: autos.includes("NON_OWNED"),
      CertificateOfInsurance_AutomobileLiability_AdditionalInsuredCode_A: yes(auto.additionalInsured),
      Policy_AutomobileLiability_SubrogationWaivedCode_A: yes(auto.waiverOfSubrogation),
      Policy_AutomobileLiability_PolicyNumberIdentifier_A: auto.policyNumber,
      Policy_AutomobileLiability_EffectiveDate_A: auto.effectiveDate,
      Policy_AutomobileLiability_ExpirationDate_A: auto.expirationDate,
      Vehicle_CombinedSingleLimit_EachAccidentAmount_A: limit(auto, "combinedSingleLimit"),
      Vehicle_BodilyInjury_PerPersonLimitAmount_A: limit(auto, "bodilyInjuryPerPerson"),
      Vehicle_BodilyInjury_PerAccidentLimitAmount_A: limit(auto, "bodilyInjuryPerAccident"),
      Vehicle_PropertyDamage_PerAccidentLimitAmount_A: limit(auto, "propertyDamage"),
    } satisfies Acord25Values);
  }
  const umbrella = first.get("UMBRELLA");
  if (umbrella) {
    const retention = limit(umbrella, "retention");
    // the recorded form wins; a policy of type EXCESS / UMBRELLA is that form by its line of business
    const form = umbrella.facts.umbrellaForm ?? umbrella.section;
    Object.assign(values, {
      ExcessUmbrella_InsurerLetterCode_A: umbrella.insurerLetter ?? "",
      Policy_PolicyType_UmbrellaIndicator_A: form === "UMBRELLA",
      Policy_PolicyType_ExcessIndicator_A: form === "EXCESS",
      ExcessUmbrella_OccurrenceIndicator_A: umbrella.facts.coverageForm === "OCCURRENCE",
      ExcessUmbrella_ClaimsMadeIndicator_A: umbrella.facts.coverageForm === "CLAIMS_MADE",
      ExcessUmbrella_RetentionIndicator_A: retention !== "" && umbrella.facts.retentionKind === "RETENTION",
      ExcessUmbrella_DeductibleIndicator_A: retention !== "" && umbrella.facts.retentionKind === "DEDUCTIBLE",
      ExcessUmbrella_Umbrella_DeductibleOrRetentionAmount_A: retention,
      CertificateOfInsurance_ExcessLiability_AdditionalInsuredCode_A: yes(umbrella.additionalInsured),
      Policy_ExcessLiability_SubrogationWaivedCode_A: yes(umbrella.waiverOfSubrogation),
      Policy_ExcessLiability_PolicyNumberIdentifier_A: umbrella.policyNumber,
      Policy_ExcessLiability_EffectiveDate_A: umbrella.effectiveDate,
      Policy_ExcessLiability_ExpirationDate_A: umbrella.expirationDate,
      ExcessUmbrella_Umbrella_EachOccurrenceAmount_A: limit(umbrella, "eachOccurrence"),
      ExcessUmbrella_Umbrella_AggregateAmount_A: limit(umbrella, "aggregate"),
    } satisfies Acord25Values);
  }
  const wc = first.get("WORKERS_COMPENSATION");
  if (wc) {
    Object.assign(values, {
      WorkersCompensationEmployersLiability_InsurerLetterCode_A: wc.insurerLetter ?? "",
      WorkersCompensationEmployersLiability_AnyPersonsExcludedIndicator_A: yesNo(wc.facts.officersExcluded),
      Policy_WorkersCompensation_SubrogationWaivedCode_A: yes(wc.waiverOfSubrogation),
      Policy_WorkersCompensationAndEmployersLiability_PolicyNumberIdentifier_A: wc.policyNumber,
      Policy_WorkersCompensationAndEmployersLiability_EffectiveDate_A: wc.effectiveDate,
      Policy_WorkersCompensationAndEmployersLiability_ExpirationDate_A: wc.expirationDate,
      WorkersCompensationEmployersLiability_WorkersCompensationStatutoryLimitIndicator_A:
        wc.facts.workersCompensationLimits === "PER_STATUTE",
      WorkersCompensationEmployersLiability_OtherCoverageIndicator_A: wc.facts.workersCompensationLimits === "OTHER",
      WorkersCompensationEmployersLiability_EmployersLiability_EachAccidentLimitAmount_A: limit(wc, "eachAccident"),
      WorkersCompensationEmployersLiability_EmployersLiability_DiseaseEachEmployeeLimitAmount_A: limit(
        wc,
        "diseaseEachEmployee",
      ),
      WorkersCompensationEmployersLiability_EmployersLiability_DiseasePolicyLimitAmount_A: limit(
        wc,
        "diseasePolicyLimit",
      ),
    } satisfies Acord25Values);
  }
  const other = first.get("OTHER");
  if (other) {
    Object.assign(values, {
      OtherPolicy_InsurerLetterCode_A: other.insurerLetter ?? "",
      OtherPolicy_OtherPolicyDescription_A: other.lineOfBusiness,
      CertificateOfInsurance_OtherPolicy_AdditionalInsuredCode_A: yes(other.additionalInsured),
      OtherPolicy_SubrogationWaivedCode_A: yes(other.waiverOfSubrogation),
      OtherPolicy_PolicyNumberIdentifier_A: other.policyNumber,
      OtherPolicy_PolicyEffectiveDate_A: other.effectiveDate,
      OtherPolicy_PolicyExpirationDate_A: other.expirationDate,
    } satisfies Acord25Values);
    (["A", "B", "C"] as const).forEach((slot, i) => {
      const entry = other.limits[i];
      if (!entry) return;
      values[`OtherPolicy_CoverageCode_${slot}`] = entry.label;
      values[`OtherPolicy_CoverageLimitAmount_${slot}`] = formAmount(entry.amount);
    });
  }
  const remarks = [remarksOf(data)];
  if (overflow.length > 0) {
    remarks.push(
      `Additional policies: ${overflow
        .map(
          (c) =>
            `${c.lineOfBusiness} (insurer ${c.insurerLetter ?? "-"}) ${c.policyNumber} ${c.effectiveDate}-${c.expirationDate}${c.limits.length > 0 ? `: ${c.limits.map((l) => `${l.label} ${l.amount}`).join(", ")}` : ""}`,
        )
        .join("; ")}`,
    );
  }
  values.CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A = remarks.filter(Boolean).join("\n\n");
  return { values, overflow };
}
