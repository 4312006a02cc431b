import type { Address } from "../../../domain/address.ts";
import type { FieldSource } from "../../../domain/form-fill.ts";
import {
  policyTypeName,
  type PolicyCancellation,
  type PolicyDetails,
  type PolicyState,
} from "#domain/policy/vocabulary.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import { carriersByIds } from "../carriers/carriers.service.ts";
import { agencyToday, formatLimit, usDate } from "../certificates/certificate-data.ts";
import { timeZoneOfAgency } from "../certificates/certificates.service.ts";
import { readPages } from "../documents/documents.service.ts";
import { findFile } from "../files/files.service.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { policiesOfAccountIn } from "../policies/policies.service.ts";
import { primaryContactOf } from "./form-contacts.ts";

/** Everything a form may be filled from: the agency, the account, its business policies, the workspace's pages. */
export interface FormSources {
  /** MM/DD/YYYY in the agency's time zone. */
  today: string;
  agency: {
    id: string;
    name: string;
    mailingAddress: Address | null;
    contactName: string | null;
    contactPhone: string | null;
    contactEmail: string | null;
  };
  account: {
    id: string;
    name: string;
    type: string;
    phone: string | null;
    email: string | null;
    website: string | null;
    mailingAddress: Address | null;
    contact: { id: string; name: string; phone: string | null; email: string | null } | null;
  } | null;
  /** The account's policies in force or bound, oldest first. */
  policies: SourcePolicy[];
  pages: Array<{ fileId: string; fileName: string; page: number; text: string }>;
  /** ACORD 24/25: the holder the user named; ACORD 27/28: the additional interest. */
  holder: string | null;
}

export interface SourcePolicy {
  id: string;
  type: string;
  state: PolicyState;
  policyNumber: string | null;
  inforceAt: Date | null;
  expiresAt: Date | null;
  premium: string | null;
  details: PolicyDetails | null;
  cancellation: PolicyCancellation | null;
  carrier: { name: string; naicCode: string | null } | null;
}

const MAX_PAGES_PER_FILE = 60;

export async function loadFormSources(
  ctx: AgencyCtx,
  request: { accountId: string | null; fileIds: string[]; holder?: string | null },
): Promise<FormSources> {
  const agency = await getViewerAgency(ctx);
  const today = usDate(agencyToday(ctx.now(), await timeZoneOfAgency(ctx)));
  const coi = agency.configuration.liabilityCOIConfiguration ?? {};
  let account: FormSources["account"] = null;
  let policies: SourcePolicy[] = [];
  if (request.accountId) {
    const row = await getAccount(ctx, request.accountId);
    account = {
      id: row.id,
      name: row.name,
      type: row.type,
      phone: row.phone,
      email: row.email,
      website: row.website,
      mailingAddress: row.mailingAddress,
      contact: await primaryContactOf(ctx, row.id),
    };
    const rows = await policiesOfAccountIn(ctx, row.id, ["INFORCE", "BINDING"]);
    const carriers = await carriersByIds(
      ctx,
      rows.flatMap((policy) => (policy.carrierId ? [policy.carrierId] : [])),
    );
    policies = rows.map((policy) => {
      const carrier = policy.carrierId ? carriers.get(policy.carrierId) : undefined;
      return {
        id: policy.id,
        type: policy.type,
        state: policy.state,
        policyNumber: policy.policyNumber,
        inforceAt: policy.inforceAt,
        expiresAt: policy.expiresAt,
        premium: policy.premium,
        details: policy.details as PolicyDetails | null,
        cancellation: policy.cancellation,
        carrier: carrier ? { name: carrier.name, naicCode: carrier.naicCode } : null,
      };
    });
  }
  const pages: FormSources["pages"] = [];
  for (const fileId of request.fileIds) {
    const file = await findFile(ctx, fileId);
    if (!file) continue;
    for (const page of await readPages(ctx, { fileId, fromPage: 1, toPage: MAX_PAGES_PER_FILE }))
      pages.push({ fileId, fileName: file.name, page: page.number, text: page.text });
  }
  return {
    today,
    agency: {
      id: agency.id,
      name: agency.name,
      mailingAddress: agency.mailingAddress,
      contactName: coi.contactName ?? null,
      contactPhone: coi.contactPhone ?? null,
      contactEmail: coi.contactEmail ?? null,
    },
    account,
    policies,
    pages,
    holder: request.holder?.trim() || null,
  };
}

/* ---------- sources of values ---------- */

export const agencySource = (sources: FormSources, field: string, label: string): FieldSource => ({
  kind: "record",
  record: "agency",
  id: sources.agency.id,
  field,
  label: `Agency ${sources.agency.name}: ${label}`,
});

export const accountSource = (
  account: NonNullable<FormSources["account"]>,
  field: string,
  label: string,
): FieldSource => ({
  kind: "record",
  record: "account",
  id: account.id,
  field,
  label: `Account ${account.name}: ${label}`,
});

export const policySource = (policy: SourcePolicy, field: string, label: string): FieldSource => ({
  kind: "record",
  record: "policy",
  id: policy.id,
  field,
  label: `${policyTypeName(policy.type)} policy ${policy.policyNumber ?? "(no number)"}: ${label}`,
});

export const money = (amount: string | null | undefined) =>
  amount == null || amount.trim() === "" ? null : formatLimit(amount);
export { usDate };
