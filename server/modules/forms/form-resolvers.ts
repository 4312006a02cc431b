import { policyTypeName } from "#domain/policy/vocabulary.ts";
import { CHECKED, type FieldKind, type FormFieldDef, type Resolved } from "./form-definition.ts";
import {
  accountSource,
  agencySource,
  money,
  policySource,
  usDate,
  type FormSources,
  type SourcePolicy,
} from "./form-sources.ts";

/**
 * Resolver builders shared by the form definitions: the producer (the agency), the applicant
 * (the account), a line's policy, and values read from the workspace's documents. Where the
 * record and a document disagree the record wins (ADR 037): the documents fill only what the
 * records do not hold.
 */

type Field = Omit<FormFieldDef, "resolve"> & { resolve: FormFieldDef["resolve"] };
export const field = (
  key: string,
  label: string,
  section: string,
  kind: FieldKind,
  resolve: (s: FormSources) => Resolved,
): Field => ({ key, label, section, kind, resolve });

const NO_ACCOUNT = "The workspace is not linked to an account";

/* ---------- the agency ---------- */

type AgencyPart =
  "name" | "line1" | "line2" | "city" | "zone" | "postalCode" | "contactName" | "contactPhone" | "contactEmail";
const AGENCY_LABELS: Record<AgencyPart, string> = {
  name: "name",
  line1: "address",
  line2: "address line 2",
  city: "city",
  zone: "state",
  postalCode: "ZIP code",
  contactName: "certificate contact",
  contactPhone: "contact phone",
  contactEmail: "contact email",
};

export function agencyValue(part: AgencyPart) {
  return (s: FormSources): Resolved => {
    const a = s.agency;
    const value =
      part === "name"
        ? a.name
        : part === "contactName"
          ? a.contactName
          : part === "contactPhone"
            ? a.contactPhone
            : part === "contactEmail"
              ? a.contactEmail
              : (a.mailingAddress?.[part] ?? null);
    if (value) return { value, source: agencySource(s, part, AGENCY_LABELS[part]) };
    if (part === "line2") return null;
    return {
      missing: part.startsWith("contact")
        ? `The agency's ${AGENCY_LABELS[part]} is not set (Settings, certificates)`
        : `The agency's mailing address is not set`,
    };
  };
}

/** The producer block every ACORD form opens with, by ACORD names. */
export const producerFields = (section = "Producer"): Field[] => [
  field("Producer_FullName_A", "Agency name", section, "text", agencyValue("name")),
  field("Producer_MailingAddress_LineOne_A", "Agency address", section, "text", agencyValue("line1")),
  field("Producer_MailingAddress_LineTwo_A", "Agency address line 2", section, "text", agencyValue("line2")),
  field("Producer_MailingAddress_CityName_A", "Agency city", section, "text", agencyValue("city")),
  field("Producer_MailingAddress_StateOrProvinceCode_A", "Agency state", section, "text", agencyValue("zone")),
  field("Producer_MailingAddress_PostalCode_A", "Agency ZIP code", section, "text", agencyValue("postalCode")),
  field("Producer_ContactPerson_FullName_A", "Agency contact", section, "text", agencyValue("contactName")),
  field("Producer_ContactPerson_PhoneNumber_A", "Agency contact phone", section, "text", agencyValue("contactPhone")),
  field("Producer_ContactPerson_EmailAddress_A", "Agency contact email", section, "text", agencyValue("contactEmail")),
];

/* ---------- the account ---------- */

type AccountPart = "name" | "phone" | "email" | "website" | "line1" | "line2" | "city" | "zone" | "postalCode";
const ACCOUNT_LABELS: Record<AccountPart, string> = {
  name: "name",
  phone: "phone",
  email: "email",
  website: "website",
  line1: "mailing address",
  line2: "mailing address line 2",
  city: "city",
  zone: "state",
  postalCode: "ZIP code",
};

export function accountValue(part: AccountPart) {
  return (s: FormSources): Resolved => {
    const account = s.account;
    if (!account) return { missing: NO_ACCOUNT };
    const value =
      part === "name" || part === "phone" || part === "email" || part === "website"
        ? account[part]
        : (account.mailingAddress?.[part] ?? null);
    if (value) return { value, source: accountSource(account, part, ACCOUNT_LABELS[part]) };
    if (part === "line2") return null;
    return {
      missing:
        part === "name" || part === "phone" || part === "email" || part === "website"
          ? `No ${ACCOUNT_LABELS[part]} on the account`
          : "No mailing address on the account",
    };
  };
}

export function contactValue(part: "name" | "phone" | "email") {
  return (s: FormSources): Resolved => {
    if (!s.account) return { missing: NO_ACCOUNT };
    const contact = s.account.contact;
    if (!contact) return { missing: "No contact on the account" };
    const value = contact[part];
    if (!value) return { missing: `No ${part} for the contact ${contact.name}` };
    return {
      value,
      source: {
        kind: "record",
        record: "contact",
        id: contact.id,
        field: part,
        label: `Contact ${contact.name}: ${part}`,
      },
    };
  };
}

/** The applicant block by ACORD names (ACORD 125 and the forms that repeat it). */
export const insuredFields = (section = "Applicant"): Field[] => [
  field("NamedInsured_FullName_A", "Applicant name", section, "text", accountValue("name")),
  field("NamedInsured_MailingAddress_LineOne_A", "Mailing address", section, "text", accountValue("line1")),
  field("NamedInsured_MailingAddress_LineTwo_A", "Mailing address line 2", section, "text", accountValue("line2")),
  field("NamedInsured_MailingAddress_CityName_A", "City", section, "text", accountValue("city")),
  field("NamedInsured_MailingAddress_StateOrProvinceCode_A", "State", section, "text", accountValue("zone")),
  field("NamedInsured_MailingAddress_PostalCode_A", "ZIP code", section, "text", accountValue("postalCode")),
];

/* ---------- policies ---------- */

/** The policy types that make up a line on the forms. */
export const LINES = {
  gl: ["GENERAL_LIABILITY", "BUSINESS_OWNERS", "PACKAGE"],
  generalLiability: ["GENERAL_LIABILITY"],
  property: ["PROPERTY", "BUSINESS_OWNERS", "PACKAGE"],
  commercialProperty: ["PROPERTY"],
  auto: ["COMMERCIAL_AUTO"],
  umbrella: ["UMBRELLA", "EXCESS"],
  workersCompensation: ["WORKERS_COMPENSATION"],
  businessOwners: ["BUSINESS_OWNERS"],
  cyber: ["CYBER"],
  any: null,
  /** The account's main policy: general liability (or its package), else property, else the latest of any line. */
  primary: null,
} as const satisfies Record<string, readonly string[] | null>;
export type Line = keyof typeof LINES;

const LINE_NAMES: Record<Line, string> = {
  gl: "general liability",
  generalLiability: "general liability",
  property: "property",
  commercialProperty: "property",
  auto: "commercial auto",
  umbrella: "umbrella or excess",
  workersCompensation: "workers compensation",
  businessOwners: "business owners",
  cyber: "cyber",
  any: "business",
  primary: "business",
};

/**
 * The policy a form describes for a line: of the account's policies in force or bound of that
 * line, the one with the latest effective date (the current term when two are on record; ADR 037).
 */
export function policyOf(s: FormSources, line: Line): SourcePolicy | null {
  if (line === "primary") return policyOf(s, "gl") ?? policyOf(s, "property") ?? policyOf(s, "any");
  const types = LINES[line] as readonly string[] | null;
  const candidates = s.policies.filter((policy) => !types || types.includes(policy.type));
  const time = (policy: SourcePolicy) => policy.inforceAt?.getTime() ?? 0;
  return candidates.reduce<SourcePolicy | null>((best, p) => (!best || time(p) > time(best) ? p : best), null);
}

export const noPolicy = (s: FormSources, line: Line): Resolved =>
  s.account ? { missing: `No ${LINE_NAMES[line]} policy in force or bound on the account` } : { missing: NO_ACCOUNT };

type PolicyPart = "carrier" | "naic" | "policyNumber" | "effective" | "expiration" | "premium" | "lineOfBusiness";
export function policyValue(line: Line, part: PolicyPart) {
  return (s: FormSources): Resolved => {
    const policy = policyOf(s, line);
    if (!policy) return noPolicy(s, line);
    const [value, label, reason] =
      part === "carrier"
        ? [policy.carrier?.name, "carrier", "The policy has no carrier recorded"]
        : part === "naic"
          ? [policy.carrier?.naicCode, "carrier NAIC code", "The carrier has no NAIC code recorded"]
          : part === "policyNumber"
            ? [policy.policyNumber, "policy number", "The policy has no number yet"]
            : part === "effective"
              ? [policy.inforceAt ? usDate(policy.inforceAt) : null, "effective date", "No effective date recorded"]
              : part === "expiration"
                ? [policy.expiresAt ? usDate(policy.expiresAt) : null, "expiration date", "No expiration date recorded"]
                : part === "lineOfBusiness"
                  ? [policyTypeName(policy.type), "line of business", ""]
                  : [
                      Number(policy.premium) > 0 ? money(policy.premium) : null,
                      "premium",
                      "No premium recorded on the policy",
                    ];
    if (!value) return { missing: reason };
    return { value, source: policySource(policy, part, label) };
  };
}

/** A limit from the policy's details (`limits[group][key]`), formatted "$1,000,000". */
export function limitValue(line: Line, group: string, key: string, label: string) {
  return (s: FormSources): Resolved => {
    const policy = policyOf(s, line);
    if (!policy) return noPolicy(s, line);
    const groups = (policy.details?.limits ?? {}) as Record<string, Record<string, string | null> | undefined>;
    const amount = money(groups[group]?.[key]);
    if (!amount) return { missing: `No ${label.toLowerCase()} limit recorded on the policy` };
    return { value: amount, source: policySource(policy, `limits.${group}.${key}`, label) };
  };
}

/** A line-of-business check box: checked when a policy of the line is on record, not applicable otherwise. */
export function lineCheck(line: Line) {
  return (s: FormSources): Resolved => {
    if (!s.account) return { missing: NO_ACCOUNT };
    if (s.policies.length === 0) return { missing: "No policy in force or bound on the account" };
    const policy = policyOf(s, line);
    return policy ? { value: CHECKED, source: policySource(policy, "type", "line of business") } : null;
  };
}

/** A line's premium, only when a policy of the line is on record (not applicable otherwise). */
export function linePremium(line: Line) {
  return (s: FormSources): Resolved => (policyOf(s, line) ? policyValue(line, "premium")(s) : null);
}

/* ---------- documents ---------- */

/**
 * A value printed on a workspace page after one of its labels ("FEIN: 12-3456789"), with the
 * line it was read on as the quote. The first page that has it wins.
 */
export function documentValue(
  labels: RegExp,
  value: RegExp,
  what: string,
  reasons = {
    read: `No ${what} on the account or in the workspace's documents`,
    none: `No ${what} on the account, and no document in the workspace to read it from`,
  },
) {
  return (s: FormSources): Resolved => {
    for (const page of s.pages) {
      for (const line of page.text.split("\n")) {
        const at = line.search(labels);
        if (at < 0) continue;
        const found = line.slice(at).match(value);
        if (!found) continue;
        return {
          value: (found[1] ?? found[0]).trim(),
          source: {
            kind: "document",
            fileId: page.fileId,
            fileName: page.fileName,
            page: page.page,
            quote: line.trim(),
          },
        };
      }
    }
    return { missing: s.pages.length ? reasons.read : reasons.none };
  };
}

export const fein = documentValue(
  /\b(FEIN|Federal Employer Identification Number|Federal Tax ID|EIN)\b/i,
  /(\d{2}-\d{7})/,
  "FEIN",
);
export const naics = documentValue(/\bNAICS\b/i, /\bNAICS\b[^\d]{0,20}(\d{6})\b/i, "NAICS code");
export const sic = documentValue(/\bSIC\b/i, /\bSIC\b[^\d]{0,20}(\d{4})\b/i, "SIC code");
export const operations = documentValue(
  /\b(Description of operations|Nature of business|Business description)\b/i,
  /(?:Description of operations|Nature of business|Business description)\s*[:-]\s*(.{3,})$/i,
  "description of operations",
);
export const fullTimeEmployees = documentValue(
  /\bfull[- ]time employees\b/i,
  /full[- ]time employees\s*[:-]?\s*(\d{1,6})\b/i,
  "full-time employee count",
);
export const annualRevenue = documentValue(
  /\b(annual revenues?|annual sales|gross sales)\b/i,
  /(?:annual revenues?|annual sales|gross sales)\s*[:-]?\s*(\$[\d,]+(?:\.\d{2})?)/i,
  "annual revenue",
);

/** A premises address as a workspace document prints it ("Premises address: 12 Wharf St, Portland, ME 04101"). */
export const premisesAddress = documentValue(
  /\b(Premises address|Location address|Risk location)\b/i,
  /(?:Premises address|Location address|Risk location)\s*[:-]\s*(.{5,})$/i,
  "premises address",
  {
    read: "Accounts keep no locations, and no premises address is in the workspace's documents",
    none: "Accounts keep no locations, and no document in the workspace to read the premises address from",
  },
);

/** A check box from a recorded policy fact (`facts[fact] === expected`); unknown facts leave it to the user. */
export function factCheck(line: Line, fact: string, expected: string | boolean, label: string) {
  return (s: FormSources): Resolved => {
    const policy = policyOf(s, line);
    if (!policy) return noPolicy(s, line);
    const facts = (policy.details?.facts ?? {}) as Record<string, unknown>;
    if (facts[fact] == null) return { missing: `Not recorded on the policy (${label.toLowerCase()})` };
    return facts[fact] === expected ? { value: CHECKED, source: policySource(policy, `facts.${fact}`, label) } : null;
  };
}

/** The policy's deductible (details.deductible). */
export function deductibleValue(line: Line) {
  return (s: FormSources): Resolved => {
    const policy = policyOf(s, line);
    if (!policy) return noPolicy(s, line);
    const amount = money(policy.details?.deductible);
    return amount
      ? { value: amount, source: policySource(policy, "deductible", "deductible") }
      : { missing: "No deductible recorded on the policy" };
  };
}
