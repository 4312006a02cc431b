import type { FormDefinition, Resolved } from "../form-definition.ts";
import {
  accountValue,
  contactValue,
  fein,
  field,
  limitValue,
  noPolicy,
  operations,
  policyOf,
  policyValue,
  type Line,
} from "../form-resolvers.ts";
import { policySource, usDate, type FormSources } from "../form-sources.ts";

/**
 * ACORD forms Cara fills in its own layout only (no reference field names): ACORD 130 Workers
 * Compensation Application, 131 Umbrella/Excess Section, 75 Insurance Binder, 35 Cancellation
 * Request / Policy Release and 36 Notice of Cancellation / Nonrenewal. Keys are ours; each field
 * has a source or is listed as not found.
 */

const agencyBlock = (section: string) => [
  field("agency.name", "Agency", section, "text", (s) => ({
    value: s.agency.name,
    source: {
      kind: "record",
      record: "agency",
      id: s.agency.id,
      field: "name",
      label: `Agency ${s.agency.name}: name`,
    },
  })),
  field("agency.contact", "Agency contact", section, "text", (s) =>
    s.agency.contactName
      ? {
          value: s.agency.contactName,
          source: {
            kind: "record",
            record: "agency",
            id: s.agency.id,
            field: "contactName",
            label: `Agency ${s.agency.name}: certificate contact`,
          },
        }
      : { missing: "The agency's contact is not set (Settings, certificates)" },
  ),
];

const addressOf = (s: FormSources): Resolved => {
  const account = s.account;
  if (!account) return { missing: "The workspace is not linked to an account" };
  const a = account.mailingAddress;
  if (!a) return { missing: "No mailing address on the account" };
  const value = [a.line1, a.line2, `${a.city}, ${a.zone} ${a.postalCode}`].filter(Boolean).join("\n");
  return {
    value,
    source: {
      kind: "record",
      record: "account",
      id: account.id,
      field: "mailingAddress",
      label: `Account ${account.name}: mailing address`,
    },
  };
};

const insuredBlock = (section: string) => [
  field("insured.name", "Named insured", section, "text", accountValue("name")),
  field("insured.address", "Mailing address", section, "text", addressOf),
];

const policyBlock = (section: string, line: Line) => [
  field("policy.carrier", "Company", section, "text", policyValue(line, "carrier")),
  field("policy.naic", "NAIC code", section, "text", policyValue(line, "naic")),
  field("policy.number", "Policy number", section, "text", policyValue(line, "policyNumber")),
  field("policy.effective", "Effective date", section, "date", policyValue(line, "effective")),
  field("policy.expiration", "Expiration date", section, "date", policyValue(line, "expiration")),
  field("policy.premium", "Premium", section, "money", policyValue(line, "premium")),
];

function cancellationValue(line: Line, part: "effective" | "reason") {
  return (s: FormSources): Resolved => {
    const policy = policyOf(s, line);
    if (!policy) return noPolicy(s, line);
    const cancellation = policy.cancellation;
    if (!cancellation) return { missing: "No cancellation is recorded on the policy" };
    if (part === "effective")
      return {
        value: usDate(cancellation.effectiveAt),
        source: policySource(policy, "cancellation.effectiveAt", "cancellation effective date"),
      };
    const reason = cancellation.reasonDescription || cancellation.reason.replaceAll("_", " ").toLowerCase();
    return { value: reason, source: policySource(policy, "cancellation.reason", "cancellation reason") };
  };
}

export const ACORD_130: FormDefinition = {
  template: "ACORD 130",
  title: "Workers Compensation Application",
  purpose: "A workers compensation submission: applicant, FEIN, the WC policy and its employer's liability limits.",
  acordFieldNames: false,
  sections: ["Agency", "Applicant", "Policy", "Employer's liability limits", "Operations"],
  fields: [
    ...agencyBlock("Agency"),
    ...insuredBlock("Applicant"),
    field("insured.fein", "FEIN", "Applicant", "text", fein),
    field("insured.phone", "Business phone", "Applicant", "text", accountValue("phone")),
    field("insured.contact", "Contact", "Applicant", "text", contactValue("name")),
    ...policyBlock("Policy", "workersCompensation"),
    field(
      "limits.eachAccident",
      "Each accident",
      "Employer's liability limits",
      "money",
      limitValue("workersCompensation", "workersCompensation", "eachAccident", "E.L. each accident"),
    ),
    field(
      "limits.diseaseEachEmployee",
      "Disease - each employee",
      "Employer's liability limits",
      "money",
      limitValue("workersCompensation", "workersCompensation", "diseaseEachEmployee", "E.L. disease - each employee"),
    ),
    field(
      "limits.diseasePolicyLimit",
      "Disease - policy limit",
      "Employer's liability limits",
      "money",
      limitValue("workersCompensation", "workersCompensation", "diseasePolicyLimit", "E.L. disease - policy limit"),
    ),
    field("operations", "Nature of business", "Operations", "text", operations),
  ],
};

export const ACORD_131: FormDefinition = {
  template: "ACORD 131",
  title: "Umbrella / Excess Section",
  purpose: "An umbrella or excess submission: the umbrella policy, its limits and the underlying general liability.",
  acordFieldNames: false,
  sections: ["Agency", "Applicant", "Umbrella policy", "Limits", "Underlying general liability"],
  fields: [
    ...agencyBlock("Agency"),
    ...insuredBlock("Applicant"),
    ...policyBlock("Umbrella policy", "umbrella"),
    field(
      "limits.eachOccurrence",
      "Each occurrence",
      "Limits",
      "money",
      limitValue("umbrella", "umbrellaExcess", "eachOccurrence", "Umbrella each occurrence"),
    ),
    field(
      "limits.aggregate",
      "Aggregate",
      "Limits",
      "money",
      limitValue("umbrella", "umbrellaExcess", "aggregate", "Umbrella aggregate"),
    ),
    field(
      "limits.retention",
      "Retention",
      "Limits",
      "money",
      limitValue("umbrella", "umbrellaExcess", "retention", "Retention"),
    ),
    field(
      "underlying.carrier",
      "Underlying GL carrier",
      "Underlying general liability",
      "text",
      policyValue("gl", "carrier"),
    ),
    field(
      "underlying.number",
      "Underlying GL policy number",
      "Underlying general liability",
      "text",
      policyValue("gl", "policyNumber"),
    ),
    field(
      "underlying.eachOccurrence",
      "Underlying GL each occurrence",
      "Underlying general liability",
      "money",
      limitValue("gl", "generalLiability", "eachOccurrence", "Each occurrence"),
    ),
    field(
      "underlying.generalAggregate",
      "Underlying GL general aggregate",
      "Underlying general liability",
      "money",
      limitValue("gl", "generalLiability", "generalAggregate", "General aggregate"),
    ),
  ],
};

export const ACORD_75: FormDefinition = {
  template: "ACORD 75",
  title: "Insurance Binder",
  purpose: "A binder for a bound policy: company, policy number, term, insured and coverages.",
  acordFieldNames: false,
  sections: ["Agency", "Insured", "Binder", "General liability limits"],
  fields: [
    ...agencyBlock("Agency"),
    ...insuredBlock("Insured"),
    ...policyBlock("Binder", "primary"),
    field("binder.line", "Line of business", "Binder", "text", policyValue("primary", "lineOfBusiness")),
    field("limits.eachOccurrence", "Each occurrence", "General liability limits", "money", (s) =>
      policyOf(s, "gl") ? limitValue("gl", "generalLiability", "eachOccurrence", "Each occurrence")(s) : null,
    ),
    field("limits.generalAggregate", "General aggregate", "General liability limits", "money", (s) =>
      policyOf(s, "gl") ? limitValue("gl", "generalLiability", "generalAggregate", "General aggregate")(s) : null,
    ),
  ],
};

export const ACORD_35: FormDefinition = {
  template: "ACORD 35",
  title: "Cancellation Request / Policy Release",
  purpose:
    "The insured's request to cancel a policy (or release of it): company, policy, term and the cancellation date and reason as recorded.",
  acordFieldNames: false,
  sections: ["Agency", "Named insured", "Policy", "Cancellation"],
  fields: [
    ...agencyBlock("Agency"),
    ...insuredBlock("Named insured"),
    ...policyBlock("Policy", "primary").filter((f) => f.key !== "policy.premium"),
    field(
      "cancellation.effective",
      "Cancellation effective date",
      "Cancellation",
      "date",
      cancellationValue("primary", "effective"),
    ),
    field("cancellation.reason", "Reason", "Cancellation", "text", cancellationValue("primary", "reason")),
  ],
};

export const ACORD_36: FormDefinition = {
  template: "ACORD 36",
  title: "Notice of Cancellation / Nonrenewal",
  purpose:
    "A notice to the insured that a policy is canceled or not renewed: company, policy, term and the date and reason recorded.",
  acordFieldNames: false,
  sections: ["Agency", "Named insured", "Policy", "Notice"],
  fields: [
    ...agencyBlock("Agency"),
    ...insuredBlock("Named insured"),
    ...policyBlock("Policy", "primary").filter((f) => f.key !== "policy.premium"),
    field(
      "notice.effective",
      "Cancellation / nonrenewal effective date",
      "Notice",
      "date",
      cancellationValue("primary", "effective"),
    ),
    field("notice.reason", "Reason", "Notice", "text", cancellationValue("primary", "reason")),
  ],
};
