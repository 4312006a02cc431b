import type { Address } from "../../../domain/address.ts";
import { parseParty } from "../../../domain/certificate-holder.ts";
import type { FieldSource, FilledField, UnfilledField } from "../../../domain/form-fill.ts";
import { POLICY_LIMIT_FIELDS, policyTypeName } from "#domain/policy/vocabulary.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import {
  agencyToday,
  formatLimit,
  isCertifiable,
  isInForce,
  usDate,
  type CertificatePolicy,
} from "../certificates/certificate-data.ts";
import { accountPolicies, timeZoneOfAgency } from "../certificates/certificates.service.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { NO_ACCOUNT_MESSAGE } from "./certificate-liability.ts";

/**
 * What an evidence of property insurance (ACORD 27, ACORD 28) says, read from the account's
 * property policy (docs/product/form-skills-certificates.md "Evidence of property"): each value
 * with its record, every box the records cannot fill listed with why.
 */

/** Lines of business that insure property (their limits carry `details.limits.property`). */
export const PROPERTY_POLICY_TYPES = ["PROPERTY", "BUSINESS_OWNERS", "PACKAGE"] as const;

export const NO_PROPERTY_POLICY_MESSAGE =
  "This account has no property policy in force or bound (Property, Business Owners or Package). Log the property policy before preparing evidence of property insurance.";
export const PERSONAL_PROPERTY_EXPLANATION =
  "Evidence of property insurance lists the business property policies kept in Cara, and this is an individual account: its personal policies (homeowners, dwelling) are not kept in Cara yet. For a business the client owns, open its business account and prepare the evidence there.";

export type InterestKind = "MORTGAGEE" | "LOSS_PAYEE" | "LENDERS_LOSS_PAYABLE" | "ADDITIONAL_INSURED";
export const INTEREST_KIND_NAMES: Record<InterestKind, string> = {
  MORTGAGEE: "Mortgagee",
  LOSS_PAYEE: "Loss payee",
  LENDERS_LOSS_PAYABLE: "Lender's loss payable",
  ADDITIONAL_INSURED: "Additional insured",
};

export interface EvidenceCoverage {
  key: string;
  /** "Building", "Business personal property", "123 Main St" */
  label: string;
  amount: string;
  deductible: string;
}

/** One value of the evidence, sourced: the renderers and the form fillers print only these. */
export type EvidenceValues = Partial<Record<EvidenceKey, FilledField>>;
export type EvidenceKey =
  | "date"
  | "producer"
  | "producerContact"
  | "producerPhone"
  | "producerEmail"
  | "insurer"
  | "naic"
  | "insured"
  | "policyNumber"
  | "effectiveDate"
  | "expirationDate"
  | "location"
  | "interest"
  | "interestKind"
  | "loanNumber"
  | "remarks";

export interface EvidenceData {
  template: "ACORD 27" | "ACORD 28";
  values: EvidenceValues;
  coverages: Array<EvidenceCoverage & { source: FieldSource; deductibleSource: FieldSource | null }>;
  missing: UnfilledField[];
  /** For the title: the insured and the interest. */
  insuredName: string;
  interestName: string | null;
  policyNumber: string;
}

const KIND_WORDS: Array<[RegExp, InterestKind]> = [
  [/\blender'?s\s+loss\s+payable\b/i, "LENDERS_LOSS_PAYABLE"],
  [/\bloss\s+payee\b/i, "LOSS_PAYEE"],
  [/\b(?:first\s+|second\s+)?mortgagee\b/i, "MORTGAGEE"],
  [/\badditional\s+insured\b/i, "ADDITIONAL_INSURED"],
];
const LOAN = /\b(?:loan|account)\s*(?:no\.?|number|#)\s*:?\s*([A-Za-z0-9][\w-]*)/i;

/** "First National Bank as mortgagee, loan #88-12, 1 Bank St, Portland, ME 04101" → interest, kind, loan. */
export function readInterest(raw: string) {
  let text = raw;
  let kind: InterestKind | null = null;
  for (const [pattern, value] of KIND_WORDS) {
    if (!pattern.test(text)) continue;
    kind ??= value;
    text = text.replace(new RegExp(`(?:,\\s*|\\s+)?(?:\\bas\\s+(?:the\\s+)?|\\()?${pattern.source}\\)?`, "i"), "");
  }
  const loan = LOAN.exec(text);
  if (loan) text = text.replace(new RegExp(`(?:,\\s*)?${LOAN.source}`, "i"), "");
  const parsed = parseParty(text.replace(/^[\s,]+/, ""), "additional interest");
  return { parsed, kind, loanNumber: loan?.[1] ?? null };
}

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** The property policy the evidence is for: Property first, then Business Owners, then Package; in force first. */
function pickPolicy(policies: CertificatePolicy[], today: Date): CertificatePolicy | undefined {
  const rank = (policy: CertificatePolicy) =>
    PROPERTY_POLICY_TYPES.indexOf(policy.type as (typeof PROPERTY_POLICY_TYPES)[number]) * 2 +
    (isInForce(policy, today) ? 0 : 1);
  return [...policies].sort((a, b) => rank(a) - rank(b) || a.createdAt.getTime() - b.createdAt.getTime())[0];
}

export async function buildEvidenceData(
  ctx: AgencyCtx,
  request: { template: "ACORD 27" | "ACORD 28"; accountId: string | null; additionalInterest?: string | null },
): Promise<EvidenceData> {
  if (!request.accountId) throw new DomainError("INVALID_STATE", NO_ACCOUNT_MESSAGE);
  const account = await getAccount(ctx, request.accountId);
  if (account.type === "INDIVIDUAL") throw new DomainError("INVALID_STATE", PERSONAL_PROPERTY_EXPLANATION);
  const timeZone = await timeZoneOfAgency(ctx);
  const today = agencyToday(ctx.now(), timeZone);
  const candidates = (await accountPolicies(ctx, account.id)).filter(
    (policy) => (PROPERTY_POLICY_TYPES as readonly string[]).includes(policy.type) && isCertifiable(policy, today),
  );
  const policy = pickPolicy(candidates, today);
  if (!policy) throw new DomainError("INVALID_STATE", NO_PROPERTY_POLICY_MESSAGE);
  const interest = present(request.additionalInterest) ? readInterest(request.additionalInterest) : null;
  if (interest && !interest.parsed.ok) throw new DomainError("INVALID_STATE", interest.parsed.message);
  const agency = await getViewerAgency(ctx);
  const coi = agency.configuration.liabilityCOIConfiguration ?? null;

  const values: EvidenceValues = {};
  const missing: UnfilledField[] = [];
  const policyName = `${policyTypeName(policy.type)} policy ${policy.policyNumber ?? policy.quoteNumber ?? ""}`.trim();
  const fromPolicy = (field: string, label = policyName): FieldSource => ({
    kind: "record",
    record: "policy",
    id: policy.id,
    field,
    label,
  });
  const fromAgency = (field: string, label: string): FieldSource => ({
    kind: "record",
    record: "agency",
    id: agency.id,
    field,
    label,
  });
  const set = (key: EvidenceKey, label: string, value: string | null | undefined, source: FieldSource, why: string) => {
    if (present(value)) values[key] = { key, label, value: value.trim(), source };
    else missing.push({ key, label, reason: why });
  };
  const withAddress = (name: string, address: Address | null | undefined) =>
    [name, address?.line1, address?.line2, address ? `${address.city}, ${address.zone} ${address.postalCode}` : null]
      .filter(present)
      .join("\n");

  set("date", "Date", usDate(today), fromAgency("timeZone", `Prepared on the agency's day (${timeZone})`), "");
  set(
    "producer",
    "Agency (producer) name and address",
    withAddress(agency.name, agency.mailingAddress),
    fromAgency("name, mailingAddress", "The agency (producer)"),
    "",
  );
  const contactSource = fromAgency("configuration.liabilityCOIConfiguration", "The agency's certificate contact");
  const noContact = "The agency has no certificate contact configured (Settings, certificates).";
  set("producerContact", "Agency contact", coi?.contactName, contactSource, noContact);
  set("producerPhone", "Agency phone", coi?.contactPhone, contactSource, noContact);
  set("producerEmail", "Agency email", coi?.contactEmail, contactSource, noContact);
  set(
    "insurer",
    "Company (insurer)",
    policy.carrier?.name,
    fromPolicy("carrier.name"),
    `No carrier is recorded on the ${policyName}.`,
  );
  set(
    "naic",
    "NAIC code",
    policy.carrier?.naicCode,
    fromPolicy("carrier.naicCode"),
    `The ${policyName}'s carrier has no NAIC code recorded.`,
  );
  set(
    "insured",
    "Named insured and address",
    withAddress(account.name, account.mailingAddress),
    { kind: "record", record: "account", id: account.id, field: "name, mailingAddress", label: account.name },
    "",
  );
  if (!account.mailingAddress)
    missing.push({ key: "insuredAddress", label: "Insured's address", reason: "The account has no mailing address." });
  set(
    "policyNumber",
    "Policy number",
    policy.policyNumber ?? policy.quoteNumber,
    fromPolicy("policyNumber"),
    `The ${policyName} has no policy number yet.`,
  );
  set(
    "effectiveDate",
    "Effective date",
    usDate(policy.inforceAt),
    fromPolicy("inforceAt"),
    "No effective date recorded.",
  );
  set(
    "expirationDate",
    "Expiration date",
    usDate(policy.expiresAt),
    fromPolicy("expiresAt"),
    "No expiration date recorded.",
  );
  const details = policy.details ?? {};
  const locations = (details.locationLimits ?? []).map((entry) => entry.location).filter(present);
  set(
    "location",
    "Location / description of property",
    locations.join("\n"),
    fromPolicy("details.locationLimits"),
    `No location is recorded on the ${policyName}; it is left empty rather than assuming the insured's mailing address.`,
  );

  const deductible = present(details.deductible) ? formatLimit(details.deductible) : "";
  const coverages: EvidenceData["coverages"] = [];
  const property = (details.limits?.property ?? {}) as Record<string, string | null | undefined>;
  for (const [key, label] of Object.entries(POLICY_LIMIT_FIELDS.property)) {
    const amount = property[key];
    if (!present(amount)) continue;
    coverages.push({
      key: `property.${key}`,
      label,
      amount: formatLimit(amount),
      deductible,
      source: fromPolicy(`details.limits.property.${key}`),
      deductibleSource: deductible ? fromPolicy("details.deductible") : null,
    });
  }
  for (const [index, entry] of (details.locationLimits ?? []).entries()) {
    if (!present(entry.limit) || !present(entry.location)) continue;
    coverages.push({
      key: `location.${index}`,
      label: `Location: ${entry.location}`,
      amount: formatLimit(entry.limit),
      deductible,
      source: fromPolicy(`details.locationLimits[${index}]`),
      deductibleSource: deductible ? fromPolicy("details.deductible") : null,
    });
  }
  for (const extra of details.extraLimits ?? []) {
    if (!present(extra.amount) || !present(extra.name)) continue;
    coverages.push({
      key: `extra.${extra.name}`,
      label: extra.name,
      amount: formatLimit(extra.amount),
      deductible: "",
      source: fromPolicy(`details.extraLimits (${extra.name})`),
      deductibleSource: null,
    });
  }
  if (coverages.length === 0)
    missing.push({
      key: "coverages",
      label: "Coverages, amounts of insurance",
      reason: `No property limits (building, business personal property, business income) are recorded on the ${policyName}.`,
    });
  if (!deductible)
    missing.push({
      key: "deductible",
      label: "Deductible",
      reason: `No deductible is recorded on the ${policyName}.`,
    });
  missing.push({
    key: "causesOfLoss",
    label: "Causes of loss (basic, broad, special)",
    reason: `The causes-of-loss form is not recorded on the ${policyName}; read it on the declarations and mark it by hand.`,
  });

  if (interest?.parsed.ok) {
    const party = interest.parsed.party;
    values.interest = {
      key: "interest",
      label: "Additional interest: name and address",
      value: withAddress(party.name, party.address),
      source: { kind: "user", label: "The additional interest as you named it" },
    };
    if (interest.kind)
      values.interestKind = {
        key: "interestKind",
        label: "Additional interest: type",
        value: INTEREST_KIND_NAMES[interest.kind],
        source: { kind: "user", label: "The interest's role as you named it" },
      };
    else
      missing.push({
        key: "interestKind",
        label: "Additional interest: type (mortgagee, loss payee, lender's loss payable)",
        reason: "You did not say whether the interest is a mortgagee, a loss payee or a lender's loss payable.",
      });
    if (interest.loanNumber)
      values.loanNumber = {
        key: "loanNumber",
        label: "Loan number",
        value: interest.loanNumber,
        source: { kind: "user", label: "The loan number as you gave it" },
      };
    else
      missing.push({
        key: "loanNumber",
        label: "Loan number",
        reason: "No loan number was given with the interest.",
      });
  } else {
    missing.push({
      key: "interest",
      label: "Additional interest (mortgagee, lender, loss payee)",
      reason:
        'No additional interest was named: the box is left for the interest the documentation shows. Name it ("First National Bank as mortgagee, 1 Bank St, Portland, ME 04101") to print it.',
    });
  }
  if (present(details.coverageDescription))
    values.remarks = {
      key: "remarks",
      label: "Remarks",
      value: details.coverageDescription.trim(),
      source: fromPolicy("details.coverageDescription"),
    };
  const others = candidates.filter((other) => other.id !== policy.id);
  if (others.length > 0)
    missing.push({
      key: "otherPolicies",
      label: "Other property policies",
      reason: `This evidence is for the ${policyName}; the account also has ${others
        .map((other) => `${policyTypeName(other.type)} policy ${other.policyNumber ?? other.quoteNumber ?? ""}`.trim())
        .join(", ")}: ask for a separate evidence for each.`,
    });
  return {
    template: request.template,
    values,
    coverages,
    missing,
    insuredName: account.name,
    interestName: interest?.parsed.ok ? interest.parsed.party.name : null,
    policyNumber: policy.policyNumber ?? policy.quoteNumber ?? "",
  };
}
