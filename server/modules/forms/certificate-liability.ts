import { parseCertificateHolder, type ParsedParty } from "../../../domain/certificate-holder.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import type { Acord25FieldName } from "../certificates/acord25-fields.ts";
import { acord25Values } from "../certificates/acord25-values.ts";
import type { CertificateCoverage, CertificateData } from "../certificates/certificate-data.ts";
import { certificateFileName, createCertificate } from "../certificates/certificates.service.ts";
import { readAll } from "../files/file-store.ts";
import { openFile } from "../files/files.service.ts";
import type { FieldSource, FilledField, FormFiller, FormFillResult, UnfilledField } from "./form-fill.types.ts";

/**
 * ACORD 25 from a conversation (docs/product/form-skills-certificates.md): a real certificate
 * issued through the certificates module for the workspace's account and the holder the user
 * named (or the named insured's own information when none is named), its stored PDF returned
 * with every value's source and the requested boxes the policies could not support.
 */

export const NO_ACCOUNT_MESSAGE =
  "This workspace is not linked to a client. Choose the account in the preset form (or open the workspace from the account or the service request), then ask again: a certificate is issued for an account.";
export const NO_INSURED_ADDRESS_MESSAGE =
  "No certificate holder was named and the account has no mailing address to use the named insured's information. Name the holder (\"Name, street, city, ST ZIP\") or add the account's mailing address.";

type Row = "GENERAL_LIABILITY" | "AUTO" | "UMBRELLA" | "WORKERS_COMPENSATION" | "OTHER";

/** The coverage row a field belongs to, by its name (acord25-values.ts writes these). */
const ROW_PREFIXES: Array<[RegExp, Row]> = [
  [/^(Policy_|CertificateOfInsurance_)?GeneralLiability_/, "GENERAL_LIABILITY"],
  [/^(Vehicle_|Policy_AutomobileLiability_|CertificateOfInsurance_AutomobileLiability_)/, "AUTO"],
  [/^(ExcessUmbrella_|Policy_PolicyType_|Policy_ExcessLiability_|CertificateOfInsurance_ExcessLiability_)/, "UMBRELLA"],
  [/^(WorkersCompensation|Policy_WorkersCompensation)/, "WORKERS_COMPENSATION"],
  [/^(OtherPolicy_|CertificateOfInsurance_OtherPolicy_)/, "OTHER"],
];

/** "Policy_GeneralLiability_PolicyNumberIdentifier_A" → "General liability policy number identifier". */
function labelOf(name: string): string {
  const words = name
    .replace(/_[A-F]$/, "")
    .replace(/^(Policy|CertificateOfInsurance)_/, "")
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Issued {
  certificateId: string;
  accountId: string;
  agencyId: string;
  data: CertificateData;
  holderTyped: boolean;
}

function rowsOf(data: CertificateData): Map<Row, CertificateCoverage> {
  const first = new Map<Row, CertificateCoverage>();
  for (const coverage of data.coverages) {
    const row = (coverage.section === "EXCESS" ? "UMBRELLA" : coverage.section) as Row;
    if (!first.has(row)) first.set(row, coverage);
  }
  return first;
}

/** Where a field's value came from. */
function sourceOf(name: string, issued: Issued, rows: Map<Row, CertificateCoverage>): FieldSource {
  const { data } = issued;
  const agency = (field: string, label: string): FieldSource => ({
    kind: "record",
    record: "agency",
    id: issued.agencyId,
    field,
    label,
  });
  const account = (field: string): FieldSource => ({
    kind: "record",
    record: "account",
    id: issued.accountId,
    field,
    label: `${data.insured.name}: ${field === "name" ? "name" : "mailing address"}`,
  });
  if (name === "Form_CompletionDate_A")
    return agency("timeZone", `Issued on the agency's day (${data.timeZone ?? "its time zone"})`);
  if (name === "CertificateOfInsurance_CertificateNumberIdentifier_A")
    return {
      kind: "record",
      record: "certificate",
      id: issued.certificateId,
      field: "certificateNumber",
      label: "Certificate number",
    };
  if (name.startsWith("Producer_ContactPerson") || name === "Producer_AuthorizedRepresentative_Signature_A")
    return agency("configuration.liabilityCOIConfiguration", "The agency's certificate contact");
  if (name.startsWith("Producer_"))
    return agency(name.includes("Address") ? "mailingAddress" : "name", "The agency (producer)");
  if (name.startsWith("NamedInsured_")) return account(name.includes("Address") ? "mailingAddress" : "name");
  if (name.startsWith("CertificateHolder_"))
    return issued.holderTyped
      ? { kind: "user", label: "The certificate holder as you named it" }
      : account(name.includes("Address") ? "mailingAddress" : "name");
  if (name.startsWith("Insurer_")) {
    const letter = name.at(-1);
    const policy = data.coverages.find((c) => c.insurerLetter === letter);
    return {
      kind: "record",
      record: "policy",
      id: policy?.policyId ?? "",
      field: name.startsWith("Insurer_NAIC") ? "carrier.naicCode" : "carrier.name",
      label: `Carrier of ${policy ? `${policy.lineOfBusiness} policy ${policy.policyNumber}` : `insurer ${letter}`}`,
    };
  }
  if (name === "CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A")
    return {
      kind: "record",
      record: "certificate",
      id: issued.certificateId,
      field: "remarks",
      label:
        "Your description of operations, then the endorsements recorded on the policies and the notes on bound policies",
    };
  const row = ROW_PREFIXES.find(([pattern]) => pattern.test(name))?.[1];
  const coverage = row ? rows.get(row) : undefined;
  const field = /PolicyNumber/.test(name)
    ? "policyNumber"
    : /EffectiveDate/.test(name)
      ? "inforceAt"
      : /ExpirationDate/.test(name)
        ? "expiresAt"
        : /Amount|Limit/.test(name)
          ? "details.limits"
          : /AdditionalInsured|SubrogationWaived/.test(name)
            ? "details.facts (endorsement recorded) and your request"
            : "details.facts";
  return {
    kind: "record",
    record: "policy",
    id: coverage?.policyId ?? "",
    field,
    label: coverage ? `${coverage.lineOfBusiness} policy ${coverage.policyNumber}` : "Policy",
  };
}

/** The boxes the user asked for that no listed policy could support, and the contact details not configured. */
function missingOf(data: CertificateData, request: { ai: boolean; wos: boolean; pnc: boolean }): UnfilledField[] {
  const missing: UnfilledField[] = [];
  const asked: Array<[boolean, keyof CertificateCoverage, string, string]> = [
    [request.ai, "additionalInsured", "ADDL INSD", "an additional-insured endorsement"],
    [request.wos, "waiverOfSubrogation", "SUBR WVD", "a waiver-of-subrogation endorsement"],
    [
      request.pnc,
      "primaryNonContributory",
      "Primary and non-contributory",
      "a primary and non-contributory endorsement",
    ],
  ];
  for (const [wanted, flag, label, endorsement] of asked) {
    if (!wanted) continue;
    for (const coverage of data.coverages) {
      if (coverage[flag]) continue;
      if (flag === "additionalInsured" && coverage.section === "WORKERS_COMPENSATION") continue;
      if (flag === "primaryNonContributory" && coverage.section === "WORKERS_COMPENSATION") continue;
      missing.push({
        key: `${coverage.policyId}.${flag}`,
        label: `${label}: ${coverage.lineOfBusiness} policy ${coverage.policyNumber}`,
        reason: `No ${endorsement} is recorded on this policy, so the box is left empty. Record the endorsement on the policy (or ask the carrier for it) and issue a new certificate.`,
      });
    }
  }
  if (!data.producer.contactName && !data.producer.contactEmail && !data.producer.contactPhone)
    missing.push({
      key: "Producer_ContactPerson_FullName_A",
      label: "Producer contact (name, phone, email)",
      reason: "The agency has no certificate contact configured (Settings, certificates).",
    });
  if (!data.insured.address)
    missing.push({
      key: "NamedInsured_MailingAddress_LineOne_A",
      label: "Insured's address",
      reason: "The account has no mailing address.",
    });
  for (const coverage of data.coverages) {
    if (coverage.cancellationPendingOn)
      missing.push({
        key: `${coverage.policyId}.cancellation`,
        label: `${coverage.lineOfBusiness} policy ${coverage.policyNumber}`,
        reason: `A cancellation is pending, effective ${coverage.cancellationPendingOn}: tell the holder before sending the certificate.`,
      });
  }
  return missing;
}

async function holderOf(ctx: AgencyCtx, accountId: string, typed: string | null | undefined) {
  if (typed?.trim()) {
    const parsed = parseCertificateHolder(typed);
    if (!parsed.ok) throw new DomainError("INVALID_STATE", parsed.message);
    return { holder: parsed.party, typed: true };
  }
  // Spec: an empty holder means the named insured's own information.
  const account = await getAccount(ctx, accountId);
  if (!account.mailingAddress) throw new DomainError("INVALID_STATE", NO_INSURED_ADDRESS_MESSAGE);
  const holder: ParsedParty = { name: account.name, address: account.mailingAddress };
  return { holder, typed: false };
}

export const fillCertificateOfLiability: FormFiller = async (ctx, request): Promise<FormFillResult> => {
  if (!request.accountId) throw new DomainError("INVALID_STATE", NO_ACCOUNT_MESSAGE);
  const account = await getAccount(ctx, request.accountId);
  const { holder, typed } = await holderOf(ctx, account.id, request.certificateHolder);
  const choices = {
    ai: !!request.additionalInsured,
    wos: !!request.waiverOfSubrogation,
    pnc: !!request.primaryNonContributory,
  };
  const certificate = await createCertificate(ctx, {
    accountId: account.id,
    holder,
    additionalInsured: choices.ai,
    waiverOfSubrogation: choices.wos,
    primaryNonContributory: choices.pnc,
    descriptionOfOperations: request.descriptionOfOperations ?? null,
  });
  const data = certificate.data as unknown as CertificateData;
  const { file, stream } = await openFile(ctx, certificate.fileId);
  const pdf = new Uint8Array(await readAll(stream));
  const issued: Issued = {
    certificateId: certificate.id,
    accountId: account.id,
    agencyId: ctx.actor.agencyId,
    data,
    holderTyped: typed,
  };
  const rows = rowsOf(data);
  const filled: FilledField[] = [];
  for (const [name, value] of Object.entries(acord25Values(data).values) as Array<
    [Acord25FieldName, string | boolean]
  >) {
    if (value === false || value === "") continue;
    filled.push({
      key: name,
      label: labelOf(name),
      value: value === true ? "X" : value,
      source: sourceOf(name, issued, rows),
    });
  }
  return {
    template: "ACORD 25",
    title: `Certificate ${data.certificateNumber} of Liability Insurance — ${data.holder.name}`,
    fileName: file.name || certificateFileName(data),
    pdf,
    filled,
    missing: missingOf(data, choices),
    certificateId: certificate.id,
  };
};
