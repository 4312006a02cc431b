import { PDFCheckBox, PDFDocument, PDFTextField, StandardFonts } from "pdf-lib";
import { ValidationError } from "../../lib/errors.ts";
import { ACORD25_FIELDS, ACORD25_REQUIRED_FIELDS, type Acord25FieldName } from "./acord25-fields.ts";
import { remarksOf, type CertificateCoverage, type CertificateData } from "./certificate-data.ts";
import { encodable } from "./pdf-text.ts";

/**
 * Fills the agency's licensed ACORD 25 (a fillable PDF) by its real field names with the
 * certificate's data, then flattens it. One policy per coverage row as on the form; further
 * policies of the same row are listed in the remarks.
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

const limit = (coverage: CertificateCoverage, key: string) => coverage.limits.find((l) => l.key === key)?.amount ?? "";
const yes = (flag: boolean) => (flag ? "Y" : "");

/** The form's values for a certificate, by field name. */
export function acord25Values(data: CertificateData): Acord25Values {
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
      GeneralLiability_OccurrenceIndicator_A: true,
      GeneralLiability_GeneralAggregate_LimitAppliesPerPolicyIndicator_A: true,
      CertificateOfInsurance_GeneralLiability_AdditionalInsuredCode_A: yes(gl.additionalInsured),
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
    Object.assign(values, {
      Vehicle_InsurerLetterCode_A: auto.insurerLetter ?? "",
      Vehicle_AnyAutoIndicator_A: true,
      CertificateOfInsurance_AutomobileLiability_AdditionalInsuredCode_A: yes(auto.additionalInsured),
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
    Object.assign(values, {
      ExcessUmbrella_InsurerLetterCode_A: umbrella.insurerLetter ?? "",
      Policy_PolicyType_UmbrellaIndicator_A: umbrella.section === "UMBRELLA",
      Policy_PolicyType_ExcessIndicator_A: umbrella.section === "EXCESS",
      ExcessUmbrella_OccurrenceIndicator_A: true,
      ExcessUmbrella_RetentionIndicator_A: retention !== "",
      ExcessUmbrella_Umbrella_DeductibleOrRetentionAmount_A: retention,
      CertificateOfInsurance_ExcessLiability_AdditionalInsuredCode_A: yes(umbrella.additionalInsured),
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
      WorkersCompensationEmployersLiability_AnyPersonsExcludedIndicator_A: "N",
      Policy_WorkersCompensationAndEmployersLiability_PolicyNumberIdentifier_A: wc.policyNumber,
      Policy_WorkersCompensationAndEmployersLiability_EffectiveDate_A: wc.effectiveDate,
      Policy_WorkersCompensationAndEmployersLiability_ExpirationDate_A: wc.expirationDate,
      WorkersCompensationEmployersLiability_WorkersCompensationStatutoryLimitIndicator_A: true,
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
      OtherPolicy_PolicyNumberIdentifier_A: other.policyNumber,
      OtherPolicy_PolicyEffectiveDate_A: other.effectiveDate,
      OtherPolicy_PolicyExpirationDate_A: other.expirationDate,
    } satisfies Acord25Values);
    (["A", "B", "C"] as const).forEach((slot, i) => {
      const entry = other.limits[i];
      if (!entry) return;
      values[`OtherPolicy_CoverageCode_${slot}`] = entry.label;
      values[`OtherPolicy_CoverageLimitAmount_${slot}`] = entry.amount;
    });
  }
  const remarks = [remarksOf(data)];
  if (overflow.length > 0) {
    remarks.push(
      `Additional policies: ${overflow
        .map(
          (c) =>
            `${c.lineOfBusiness} (insurer ${c.insurerLetter ?? "-"}) ${c.policyNumber} ${c.effectiveDate}-${c.expirationDate}`,
        )
        .join("; ")}`,
    );
  }
  values.CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A = remarks.filter(Boolean).join("\n\n");
  return values;
}

/** Loads a fillable ACORD 25, or explains why this PDF is not one (a field error under `path`). */
export async function loadAcord25Template(bytes: Uint8Array, path = "file"): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    const encrypted = error instanceof Error && /encrypt/i.test(error.message);
    throw ValidationError.field(
      path,
      encrypted ? "This PDF is password-protected; upload the form without a password." : "This PDF could not be read.",
    );
  }
  let names: Set<string>;
  try {
    names = new Set(
      doc
        .getForm()
        .getFields()
        .map((field) => field.getName()),
    );
  } catch {
    throw ValidationError.field(path, "This PDF could not be read.");
  }
  const missing = ACORD25_REQUIRED_FIELDS.filter((name) => !names.has(name));
  if (missing.length > 0) {
    throw ValidationError.field(
      path,
      `This PDF is not a fillable ACORD 25: it has no ${missing.join(", ")} field${missing.length > 1 ? "s" : ""}.`,
    );
  }
  return doc;
}

/** Fills the template with the certificate's values; flattened unless asked not to (tests read the fields back). */
export async function fillAcord25(
  template: Uint8Array,
  data: CertificateData,
  options: { flatten?: boolean } = {},
): Promise<Uint8Array> {
  const doc = await loadAcord25Template(template);
  const form = doc.getForm();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [name, value] of Object.entries(acord25Values(data))) {
    const field = form.getFieldMaybe(name);
    if (!field || value === "" || value === false) continue;
    if (field instanceof PDFCheckBox) {
      if (value) field.check();
    } else if (field instanceof PDFTextField) {
      const text = encodable(font, String(value));
      const spec = ACORD25_FIELDS[name as Acord25FieldName] as { maxLength?: number } | undefined;
      const max = field.getMaxLength() ?? spec?.maxLength;
      if (text.includes("\n") && !field.isMultiline()) field.enableMultiline();
      field.setText(typeof max === "number" ? text.slice(0, max) : text);
    }
  }
  form.updateFieldAppearances(font);
  if (options.flatten !== false) form.flatten();
  return doc.save();
}
