import type { Address } from "../../../domain/address.ts";
import { INSURER_LETTERS, type InsurerLetter } from "../../../domain/certificate.ts";
import { hasActiveCancellation } from "#domain/policy/lifecycle.ts";
import { dayIn } from "#domain/time-zone.ts";
import {
  policyTypeName,
  type PolicyCancellation,
  type PolicyDetails,
  type PolicyFacts,
  type PolicyReinstatement,
  type PolicyState,
} from "#domain/policy/vocabulary.ts";

/**
 * What a certificate says, as data: built once from the agency, the account and its
 * policies in force, kept on the certificate row (`certificates.data`) and rendered either
 * into our own layout or into the agency's ACORD 25.
 */

/** ACORD 25 coverage rows. Lines of business without a row of their own go under OTHER. */
export type CoverageSection = "GENERAL_LIABILITY" | "AUTO" | "UMBRELLA" | "EXCESS" | "WORKERS_COMPENSATION" | "OTHER";

const SECTION_OF_TYPE: Record<string, CoverageSection> = {
  GENERAL_LIABILITY: "GENERAL_LIABILITY",
  BUSINESS_OWNERS: "GENERAL_LIABILITY",
  PACKAGE: "GENERAL_LIABILITY",
  COMMERCIAL_AUTO: "AUTO",
  UMBRELLA: "UMBRELLA",
  EXCESS: "EXCESS",
  WORKERS_COMPENSATION: "WORKERS_COMPENSATION",
};
const SECTION_ORDER: CoverageSection[] = [
  "GENERAL_LIABILITY",
  "AUTO",
  "UMBRELLA",
  "EXCESS",
  "WORKERS_COMPENSATION",
  "OTHER",
];

/** Rows where the holder can be an additional insured (not workers compensation). */
const ADDITIONAL_INSURED_SECTIONS = new Set<CoverageSection>([
  "GENERAL_LIABILITY",
  "AUTO",
  "UMBRELLA",
  "EXCESS",
  "OTHER",
]);

/** The limits each row prints, by the keys policy details carry (domain/policy/vocabulary.ts POLICY_LIMIT_FIELDS). */
const LIMITS_OF_SECTION: Record<
  Exclude<CoverageSection, "OTHER">,
  { group: string; fields: Array<[key: string, label: string]> }
> = {
  GENERAL_LIABILITY: {
    group: "generalLiability",
    fields: [
      ["eachOccurrence", "Each occurrence"],
      ["damageToRentedPremises", "Damage to rented prem (ea occ)"],
      ["medicalExpense", "Med exp (any one person)"],
      ["personalAndAdvertisingInjury", "Personal & adv injury"],
      ["generalAggregate", "General aggregate"],
      ["productsCompletedOperationsAggregate", "Products - comp/op agg"],
    ],
  },
  AUTO: {
    group: "auto",
    fields: [
      ["combinedSingleLimit", "Combined single limit (ea acc)"],
      ["bodilyInjuryPerPerson", "Bodily injury (per person)"],
      ["bodilyInjuryPerAccident", "Bodily injury (per acc)"],
      ["propertyDamage", "Property damage (per acc)"],
    ],
  },
  UMBRELLA: {
    group: "umbrellaExcess",
    fields: [
      ["eachOccurrence", "Each occurrence"],
      ["aggregate", "Aggregate"],
      ["retention", "Retention"],
    ],
  },
  EXCESS: {
    group: "umbrellaExcess",
    fields: [
      ["eachOccurrence", "Each occurrence"],
      ["aggregate", "Aggregate"],
      ["retention", "Retention"],
    ],
  },
  WORKERS_COMPENSATION: {
    group: "workersCompensation",
    fields: [
      ["eachAccident", "E.L. each accident"],
      ["diseaseEachEmployee", "E.L. disease - ea employee"],
      ["diseasePolicyLimit", "E.L. disease - policy limit"],
    ],
  },
};

export interface CertificateLimit {
  key: string;
  label: string;
  /** Formatted: "$1,000,000". */
  amount: string;
}

export interface CertificateCoverage {
  section: CoverageSection;
  /** The line of business as shown ("General Liability", "Cyber"). */
  lineOfBusiness: string;
  insurerLetter: InsurerLetter | null;
  policyId: string;
  policyNumber: string;
  /** MM/DD/YYYY */
  effectiveDate: string;
  expirationDate: string;
  /** ADDL INSD: requested and the policy's additional-insured endorsement is recorded. */
  additionalInsured: boolean;
  /** SUBR WVD: requested and the policy's waiver-of-subrogation endorsement is recorded. */
  waiverOfSubrogation: boolean;
  /** Primary and non-contributory: requested and the endorsement is recorded. */
  primaryNonContributory: boolean;
  /** The policy's recorded facts (what the boxes say); missing = unknown = box left empty. */
  facts: PolicyFacts;
  /** Bound, not yet issued / in force (a note on the certificate). */
  bound: boolean;
  /** MM/DD/YYYY of a pending cancellation, when one is recorded. */
  cancellationPendingOn: string | null;
  limits: CertificateLimit[];
}

export interface CertificateParty {
  name: string;
  address: Address | null;
}

export interface CertificateData {
  version: 2;
  certificateNumber: number;
  /** MM/DD/YYYY */
  issuedOn: string;
  producer: CertificateParty & { contactName: string | null; contactPhone: string | null; contactEmail: string | null };
  insured: CertificateParty;
  insurers: Array<{ letter: InsurerLetter; name: string; naicCode: string | null }>;
  coverages: CertificateCoverage[];
  holder: { name: string; address: Address };
  additionalInsured: boolean;
  waiverOfSubrogation?: boolean;
  primaryNonContributory?: boolean;
  descriptionOfOperations: string | null;
  /** The agency's time zone the date was taken in. */
  timeZone?: string;
  /** Which rendering produced the PDF. */
  layout: "CARA" | "ACORD_25";
}

/** The policy facts a certificate needs. */
export interface CertificatePolicy {
  id: string;
  type: string;
  state: PolicyState;
  policyNumber: string | null;
  quoteNumber: string | null;
  inforceAt: Date | null;
  expiresAt: Date | null;
  cancellation: PolicyCancellation | null;
  reinstatement: PolicyReinstatement | null;
  details: PolicyDetails | null;
  carrier: { name: string; naicCode: string | null } | null;
  createdAt: Date;
}

type DatedPolicy = Pick<CertificatePolicy, "state" | "inforceAt" | "expiresAt" | "cancellation" | "reinstatement">;

/**
 * In force on `today` (the agency's calendar day as UTC midnight, domain/time-zone.ts dayIn):
 * bound or in force, started, not expired, and not canceled as of today (a cancellation still
 * ahead leaves the policy in force until its effective date).
 */
export function isInForce(policy: DatedPolicy, today: Date): boolean {
  if (policy.state !== "INFORCE" && policy.state !== "BINDING") return false;
  if (policy.inforceAt && policy.inforceAt.getTime() > today.getTime()) return false;
  return isCertifiable(policy, today);
}

/** Can appear on a certificate: in force, or bound with its effective date ahead (not expired, not canceled). */
export function isCertifiable(policy: DatedPolicy, today: Date): boolean {
  if (policy.state !== "INFORCE" && policy.state !== "BINDING") return false;
  if (policy.expiresAt && policy.expiresAt.getTime() <= today.getTime()) return false;
  if (hasActiveCancellation(policy) && new Date(policy.cancellation!.effectiveAt).getTime() <= today.getTime())
    return false;
  return true;
}

/** The effective date of a cancellation still ahead, or null. */
export function pendingCancellationOf(policy: DatedPolicy, today: Date): Date | null {
  if (!hasActiveCancellation(policy)) return null;
  const effective = new Date(policy.cancellation!.effectiveAt);
  return effective.getTime() > today.getTime() ? effective : null;
}

/** The agency's calendar day for `now` (UTC midnight). */
export const agencyToday = (now: Date, timeZone: string) => dayIn(now, timeZone);

/** US date of a calendar day kept as UTC midnight: 11/21/2026. */
export function usDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** "$1,000,000" (cents only when there are some); non-numbers are printed as given. */
export function formatLimit(amount: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const cents = Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(value);
}

function limitsOf(section: CoverageSection, details: PolicyDetails | null): CertificateLimit[] {
  const groups = (details?.limits ?? {}) as Record<string, Record<string, string | null> | undefined>;
  const present = (value: string | null | undefined): value is string =>
    typeof value === "string" && value.trim() !== "";
  const limits: CertificateLimit[] = [];
  if (section !== "OTHER") {
    const { group, fields } = LIMITS_OF_SECTION[section];
    const values = groups[group] ?? {};
    for (const [key, label] of fields)
      if (present(values[key])) limits.push({ key, label, amount: formatLimit(values[key]) });
  } else {
    for (const [group, values] of Object.entries(groups)) {
      if (
        group === "generalLiability" ||
        group === "auto" ||
        group === "umbrellaExcess" ||
        group === "workersCompensation"
      )
        continue;
      for (const [key, value] of Object.entries(values ?? {})) {
        if (present(value)) limits.push({ key: `${group}.${key}`, label: humanize(key), amount: formatLimit(value) });
      }
    }
  }
  for (const extra of details?.extraLimits ?? []) {
    if (present(extra.amount) && extra.name)
      limits.push({ key: `extra.${extra.name}`, label: extra.name, amount: formatLimit(extra.amount) });
  }
  return limits;
}

function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface CertificateSources {
  certificateNumber: number;
  now: Date;
  /** The agency's time zone (the certificate is dated on the agency's day). */
  timeZone: string;
  agency: {
    name: string;
    mailingAddress: Address | null;
    coi: { contactName?: string | null; contactEmail?: string | null; contactPhone?: string | null } | null;
  };
  account: { name: string; mailingAddress: Address | null };
  policies: CertificatePolicy[];
  holder: { name: string; address: Address };
  additionalInsured: boolean;
  waiverOfSubrogation?: boolean;
  primaryNonContributory?: boolean;
  descriptionOfOperations: string | null;
  layout: CertificateData["layout"];
}

/** Orders the rows as ACORD 25 does and letters the insurers A–F in order of first appearance. */
export function buildCertificateData(sources: CertificateSources): CertificateData {
  const rows = sources.policies
    .map((policy) => ({ policy, section: SECTION_OF_TYPE[policy.type] ?? ("OTHER" as CoverageSection) }))
    .sort(
      (a, b) =>
        SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section) ||
        a.policy.createdAt.getTime() - b.policy.createdAt.getTime(),
    );
  const insurers: CertificateData["insurers"] = [];
  const letterOf = (carrier: CertificatePolicy["carrier"]): InsurerLetter | null => {
    if (!carrier) return null;
    const known = insurers.find((insurer) => insurer.name === carrier.name);
    if (known) return known.letter;
    const letter = INSURER_LETTERS[insurers.length];
    if (!letter) return null; // more than six insurers: printed without a letter
    insurers.push({ letter, name: carrier.name, naicCode: carrier.naicCode });
    return letter;
  };
  const today = agencyToday(sources.now, sources.timeZone);
  const coverages = rows.map(({ policy, section }): CertificateCoverage => {
    const facts = policy.details?.facts ?? {};
    const pending = pendingCancellationOf(policy, today);
    return {
      section,
      lineOfBusiness: policyTypeName(policy.type),
      insurerLetter: letterOf(policy.carrier),
      policyId: policy.id,
      policyNumber: policy.policyNumber ?? policy.quoteNumber ?? "",
      effectiveDate: usDate(policy.inforceAt),
      expirationDate: usDate(policy.expiresAt),
      additionalInsured:
        sources.additionalInsured &&
        ADDITIONAL_INSURED_SECTIONS.has(section) &&
        facts.additionalInsuredEndorsement === true,
      waiverOfSubrogation: !!sources.waiverOfSubrogation && facts.waiverOfSubrogationEndorsement === true,
      primaryNonContributory:
        !!sources.primaryNonContributory &&
        section !== "WORKERS_COMPENSATION" &&
        facts.primaryNonContributoryEndorsement === true,
      facts,
      bound: policy.state === "BINDING" || (policy.inforceAt ? policy.inforceAt.getTime() > today.getTime() : false),
      cancellationPendingOn: pending ? usDate(pending) : null,
      limits: limitsOf(section, policy.details),
    };
  });
  return {
    version: 2,
    certificateNumber: sources.certificateNumber,
    issuedOn: usDate(today),
    timeZone: sources.timeZone,
    producer: {
      name: sources.agency.name,
      address: sources.agency.mailingAddress,
      contactName: sources.agency.coi?.contactName ?? null,
      contactPhone: sources.agency.coi?.contactPhone ?? null,
      contactEmail: sources.agency.coi?.contactEmail ?? null,
    },
    insured: { name: sources.account.name, address: sources.account.mailingAddress },
    insurers,
    coverages,
    holder: sources.holder,
    additionalInsured: sources.additionalInsured,
    waiverOfSubrogation: !!sources.waiverOfSubrogation,
    primaryNonContributory: !!sources.primaryNonContributory,
    descriptionOfOperations: sources.descriptionOfOperations,
    layout: sources.layout,
  };
}

const listOf = (coverages: CertificateCoverage[]) =>
  coverages.map((c) => `${c.lineOfBusiness} policy ${c.policyNumber}`.trim()).join(", ");

/**
 * The remarks printed under Description of Operations: the user's description, then what the
 * recorded endorsements support (additional insured, waiver of subrogation, primary and
 * non-contributory, each naming its policies) and notes on bound policies.
 */
export function remarksOf(data: CertificateData): string {
  const parts: string[] = [];
  if (data.descriptionOfOperations) parts.push(data.descriptionOfOperations);
  const coverages = data.coverages ?? [];
  const withAi = coverages.filter((c) => c.additionalInsured);
  if (withAi.length > 0) {
    parts.push(
      `${data.holder.name} is included as an additional insured where required by written contract on: ${listOf(withAi)}.`,
    );
  }
  const withWaiver = coverages.filter((c) => c.waiverOfSubrogation);
  if (withWaiver.length > 0)
    parts.push(`Waiver of subrogation applies in favor of the certificate holder on: ${listOf(withWaiver)}.`);
  const primary = coverages.filter((c) => c.primaryNonContributory);
  if (primary.length > 0)
    parts.push(`Coverage is primary and non-contributory where required by written contract on: ${listOf(primary)}.`);
  for (const bound of coverages.filter((c) => c.bound))
    parts.push(
      `${bound.lineOfBusiness} policy ${bound.policyNumber} is bound, effective ${bound.effectiveDate}; the policy has not yet been issued.`,
    );
  return parts.join("\n\n");
}

export const addressLines = (address: Address | null | undefined): string[] =>
  address
    ? [address.line1, address.line2 ?? "", `${address.city}, ${address.zone} ${address.postalCode}`].filter(
        (line) => line.trim() !== "",
      )
    : [];
