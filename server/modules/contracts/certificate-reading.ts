// A received certificate of liability insurance (ACORD 25) read field by field
// (docs/product/contract-and-certificate-review.md): from its form fields when the PDF has them,
// otherwise from its page text (certificate-text.ts). Every value carries its citation: the page
// and the exact passage, or for a form field its value on page 1.
import type { Citation } from "../documents/reading/types.ts";
import { amountsIn } from "./amounts.ts";

export type CertificateLine = "gl" | "auto" | "umbrella" | "wc" | "other";

export interface CitedValue {
  value: string;
  citation: Citation;
}

export interface CertificateLimit {
  /** occurrence, aggregate, products, csl, elAccident, elDiseaseEmployee, elDiseasePolicy, or the row's own words. */
  key: string;
  label: string;
  amount: number;
  citation: Citation;
}

export interface CertificateCoverage {
  line: CertificateLine;
  type: string;
  insurerLetter: string | null;
  /** ADDL INSD / SUBR WVD: true (Y), false (N or empty on a form), null when the page does not say. */
  additionalInsured: boolean | null;
  subrogationWaived: boolean | null;
  policyNumber: string | null;
  effective: string | null;
  expiration: string | null;
  statutory: boolean;
  limits: CertificateLimit[];
  citation: Citation;
}

export interface CertificateReading {
  readFrom: "form fields" | "page text";
  date: CitedValue | null;
  producer: CitedValue | null;
  insured: CitedValue | null;
  insurers: Array<{ letter: string; name: string; naic: string | null; citation: Citation }>;
  coverages: CertificateCoverage[];
  description: CitedValue | null;
  holder: CitedValue | null;
  /** What the description or holder box continues on an ACORD 101 schedule, page by page. */
  remarks: CitedValue[];
}

type Fields = Record<string, string | boolean>;

const ROWS: Array<{
  line: CertificateLine;
  type: string;
  letter: string;
  ai: string;
  subr: string;
  number: string;
  eff: string;
  exp: string;
  limits: Array<[key: string, label: string, field: string]>;
}> = [
  {
    line: "gl",
    type: "Commercial General Liability",
    letter: "GeneralLiability_InsurerLetterCode_A",
    ai: "CertificateOfInsurance_GeneralLiability_AdditionalInsuredCode_A",
    subr: "Policy_GeneralLiability_SubrogationWaivedCode_A",
    number: "Policy_GeneralLiability_PolicyNumberIdentifier_A",
    eff: "Policy_GeneralLiability_EffectiveDate_A",
    exp: "Policy_GeneralLiability_ExpirationDate_A",
    limits: [
      ["occurrence", "Each occurrence", "GeneralLiability_EachOccurrence_LimitAmount_A"],
      ["rented", "Damage to rented premises", "GeneralLiability_FireDamageRentedPremises_EachOccurrenceLimitAmount_A"],
      ["medical", "Med exp", "GeneralLiability_MedicalExpense_EachPersonLimitAmount_A"],
      ["personal", "Personal & adv injury", "GeneralLiability_PersonalAndAdvertisingInjury_LimitAmount_A"],
      ["aggregate", "General aggregate", "GeneralLiability_GeneralAggregate_LimitAmount_A"],
      ["products", "Products - comp/op agg", "GeneralLiability_ProductsAndCompletedOperations_AggregateLimitAmount_A"],
    ],
  },
  {
    line: "auto",
    type: "Automobile Liability",
    letter: "Vehicle_InsurerLetterCode_A",
    ai: "CertificateOfInsurance_AutomobileLiability_AdditionalInsuredCode_A",
    subr: "Policy_AutomobileLiability_SubrogationWaivedCode_A",
    number: "Policy_AutomobileLiability_PolicyNumberIdentifier_A",
    eff: "Policy_AutomobileLiability_EffectiveDate_A",
    exp: "Policy_AutomobileLiability_ExpirationDate_A",
    limits: [["csl", "Combined single limit", "Vehicle_CombinedSingleLimit_EachAccidentAmount_A"]],
  },
  {
    line: "umbrella",
    type: "Umbrella / Excess Liability",
    letter: "ExcessUmbrella_InsurerLetterCode_A",
    ai: "CertificateOfInsurance_ExcessLiability_AdditionalInsuredCode_A",
    subr: "Policy_ExcessLiability_SubrogationWaivedCode_A",
    number: "Policy_ExcessLiability_PolicyNumberIdentifier_A",
    eff: "Policy_ExcessLiability_EffectiveDate_A",
    exp: "Policy_ExcessLiability_ExpirationDate_A",
    limits: [
      ["occurrence", "Each occurrence", "ExcessUmbrella_Umbrella_EachOccurrenceAmount_A"],
      ["aggregate", "Aggregate", "ExcessUmbrella_Umbrella_AggregateAmount_A"],
    ],
  },
  {
    line: "wc",
    type: "Workers Compensation and Employers' Liability",
    letter: "WorkersCompensationEmployersLiability_InsurerLetterCode_A",
    ai: "",
    subr: "Policy_WorkersCompensation_SubrogationWaivedCode_A",
    number: "Policy_WorkersCompensationAndEmployersLiability_PolicyNumberIdentifier_A",
    eff: "Policy_WorkersCompensationAndEmployersLiability_EffectiveDate_A",
    exp: "Policy_WorkersCompensationAndEmployersLiability_ExpirationDate_A",
    limits: [
      [
        "elAccident",
        "E.L. each accident",
        "WorkersCompensationEmployersLiability_EmployersLiability_EachAccidentLimitAmount_A",
      ],
      [
        "elDiseaseEmployee",
        "E.L. disease - ea employee",
        "WorkersCompensationEmployersLiability_EmployersLiability_DiseaseEachEmployeeLimitAmount_A",
      ],
      [
        "elDiseasePolicy",
        "E.L. disease - policy limit",
        "WorkersCompensationEmployersLiability_EmployersLiability_DiseasePolicyLimitAmount_A",
      ],
    ],
  },
  {
    line: "other",
    type: "",
    letter: "OtherPolicy_InsurerLetterCode_A",
    ai: "CertificateOfInsurance_OtherPolicy_AdditionalInsuredCode_A",
    subr: "OtherPolicy_SubrogationWaivedCode_A",
    number: "OtherPolicy_PolicyNumberIdentifier_A",
    eff: "OtherPolicy_PolicyEffectiveDate_A",
    exp: "OtherPolicy_PolicyExpirationDate_A",
    limits: [
      ["other", "", "OtherPolicy_CoverageLimitAmount_A"],
      ["other", "", "OtherPolicy_CoverageLimitAmount_B"],
      ["other", "", "OtherPolicy_CoverageLimitAmount_C"],
    ],
  },
];

/** Is this set of form fields an ACORD 25's (its producer, insured, insurer and holder boxes)? */
export function isAcord25Fields(fields: Fields): boolean {
  return ["Producer_FullName_A", "NamedInsured_FullName_A", "Insurer_FullName_A", "CertificateHolder_FullName_A"].every(
    (name) => name in fields,
  );
}

/** The certificate as its ACORD 25 form fields say (short field names). */
export function readCertificateFields(fields: Fields, file: { fileId: string; fileName: string }): CertificateReading {
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string).trim() : "");
  const cite = (quote: string): Citation => ({ ...file, page: 1, quote });
  const cited = (...names: string[]): CitedValue | null => {
    const values = names.map(text).filter(Boolean);
    return values.length ? { value: values.join(", "), citation: cite(values[0]!) } : null;
  };
  const yes = (name: string) => (name ? /^y/i.test(text(name)) : null);
  const insurers = ["A", "B", "C", "D", "E", "F"].flatMap((letter) => {
    const name = text(`Insurer_FullName_${letter}`);
    return name ? [{ letter, name, naic: text(`Insurer_NAICCode_${letter}`) || null, citation: cite(name) }] : [];
  });
  const coverages: CertificateCoverage[] = [];
  for (const row of ROWS) {
    const number = text(row.number);
    const limits = row.limits.flatMap(([key, label, field], i): CertificateLimit[] => {
      const raw = text(field);
      const amount = amountsIn(raw.startsWith("$") ? raw : `$${raw}`)[0];
      const own = row.line === "other" ? text(`OtherPolicy_CoverageCode_${"ABC"[i]}`) : label;
      return amount ? [{ key, label: own || label, amount: amount.value, citation: cite(raw) }] : [];
    });
    if (!number && limits.length === 0) continue;
    const type = row.line === "other" ? text("OtherPolicy_OtherPolicyDescription_A") || "Other" : row.type;
    coverages.push({
      line: row.line,
      type,
      insurerLetter: text(row.letter) || null,
      additionalInsured: yes(row.ai),
      subrogationWaived: yes(row.subr),
      policyNumber: number || null,
      effective: text(row.eff) || null,
      expiration: text(row.exp) || null,
      statutory:
        row.line === "wc" &&
        fields.WorkersCompensationEmployersLiability_WorkersCompensationStatutoryLimitIndicator_A === true,
      limits,
      citation: cite(number || type),
    });
  }
  return {
    readFrom: "form fields",
    date: cited("Form_CompletionDate_A"),
    producer: cited("Producer_FullName_A"),
    insured: cited("NamedInsured_FullName_A"),
    insurers,
    coverages,
    description: cited("CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A"),
    holder: cited(
      "CertificateHolder_FullName_A",
      "CertificateHolder_MailingAddress_LineOne_A",
      "CertificateHolder_MailingAddress_CityName_A",
    ),
    remarks: [],
  };
}
