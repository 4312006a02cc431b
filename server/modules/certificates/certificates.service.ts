import { and, desc, eq, sql } from "drizzle-orm";
import { createCertificateInput } from "../../../domain/certificate.ts";
import { actingUserIdOf, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { carriersByIds } from "../carriers/carriers.service.ts";
import { readAll, fileStoreOf } from "../files/file-store.ts";
import { storeFile, withNewStorageKey } from "../files/files-upload.service.ts";
import { findFile, isUuid } from "../files/files.service.ts";
import { getAgencyTimeZone } from "../identity/agency-time-zone.service.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { policiesOfAccountIn } from "../policies/policies.service.ts";
import { fillAcord25 } from "./acord25-fill.ts";
import { acord25TemplateFileId } from "./acord25-template.service.ts";
import { agencyTimeZone } from "#domain/time-zone.ts";
import {
  agencyToday,
  buildCertificateData,
  isCertifiable,
  isInForce,
  type CertificateData,
  type CertificatePolicy,
} from "./certificate-data.ts";
import { renderCertificatePdf } from "./certificate-pdf.ts";
import { certificates } from "./certificates.table.ts";

export type Certificate = typeof certificates.$inferSelect;

export const NO_POLICIES_MESSAGE =
  "This account has no policies in force. Log a policy for it before issuing a certificate of insurance.";
export const PERSONAL_ACCOUNT_EXPLANATION =
  "Certificates of liability insurance list business policies, and this is an individual account: its personal policies are not kept in Cara yet. For a business the client owns, open or add its business account and issue the certificate there.";
export const UNKNOWN_POLICY_MESSAGE = "Choose policies in force or bound on this account.";

/** The agency's time zone: its setting, else its state's (docs/product/certificates.md "Dates"). */
export async function timeZoneOfAgency(ctx: AgencyCtx): Promise<string> {
  return (await getAgencyTimeZone(ctx)).effective;
}

/** The account's live policies with their carriers, oldest first. */
export async function accountPolicies(ctx: AgencyCtx, accountId: string): Promise<CertificatePolicy[]> {
  const policies = await policiesOfAccountIn(ctx, accountId, ["INFORCE", "BINDING"]);
  const carriers = await carriersByIds(
    ctx,
    policies.flatMap((policy) => (policy.carrierId ? [policy.carrierId] : [])),
  );
  return policies.map((policy) => {
    const carrier = policy.carrierId ? carriers.get(policy.carrierId) : undefined;
    return { ...policy, carrier: carrier ? { name: carrier.name, naicCode: carrier.naicCode } : null };
  });
}

/** The account's policies in force on the agency's today: what a certificate lists by default. */
export async function inForcePoliciesOf(ctx: AgencyCtx, accountId: string): Promise<CertificatePolicy[]> {
  const today = agencyToday(ctx.now(), await timeZoneOfAgency(ctx));
  return (await accountPolicies(ctx, accountId)).filter((policy) => isInForce(policy, today));
}

/** The policies a certificate can list: in force, or bound with the effective date ahead. */
export async function certifiablePoliciesOf(ctx: AgencyCtx, accountId: string): Promise<CertificatePolicy[]> {
  const today = agencyToday(ctx.now(), await timeZoneOfAgency(ctx));
  return (await accountPolicies(ctx, accountId)).filter((policy) => isCertifiable(policy, today));
}

/** Whether a certificate can be issued for the account (the form's "log a policy first" prompt). */
export async function hasInForcePolicies(ctx: AgencyCtx, accountId: string): Promise<boolean> {
  return (await certifiablePoliciesOf(ctx, accountId)).length > 0;
}

/**
 * The policies a request lists: the chosen ones (each must be certifiable), else those in
 * force today, else (an account with only bound policies) the bound ones.
 */
async function requestedPolicies(
  ctx: AgencyCtx,
  accountId: string,
  policyIds: string[] | null,
): Promise<CertificatePolicy[]> {
  const today = agencyToday(ctx.now(), await timeZoneOfAgency(ctx));
  const certifiable = (await accountPolicies(ctx, accountId)).filter((policy) => isCertifiable(policy, today));
  if (policyIds) {
    const chosen = certifiable.filter((policy) => policyIds.includes(policy.id));
    if (chosen.length !== policyIds.length) throw ValidationError.field("policyIds", UNKNOWN_POLICY_MESSAGE);
    return chosen;
  }
  const inForce = certifiable.filter((policy) => isInForce(policy, today));
  return inForce.length > 0 ? inForce : certifiable;
}

/**
 * Issues a certificate of liability insurance (createCertificate, docs/product/certificates.md): numbered per
 * agency (1, 2, …; the agency row is locked while numbering), rendered into the agency's
 * ACORD 25 when it supplied one, else into our own layout, stored through the file store.
 */
export async function createCertificate(ctx: AgencyCtx, raw: unknown): Promise<Certificate> {
  const input = parseInput(createCertificateInput, raw);
  const account = await getAccount(ctx, input.accountId);
  if (account.type === "INDIVIDUAL") throw new DomainError("INVALID_STATE", PERSONAL_ACCOUNT_EXPLANATION);
  if (!(await hasInForcePolicies(ctx, account.id))) throw new DomainError("INVALID_STATE", NO_POLICIES_MESSAGE);
  return withNewStorageKey(ctx, async (tx, storageKey) => {
    const agency = await getViewerAgency(tx, { forUpdate: true });
    const policies = await requestedPolicies(tx, account.id, input.policyIds);
    if (policies.length === 0) throw new DomainError("INVALID_STATE", NO_POLICIES_MESSAGE);
    const [{ last }] = (await tx.db
      .select({ last: sql<number>`coalesce(max(${certificates.certificateNumber}), 0)::int` })
      .from(certificates)
      .where(eq(certificates.agencyId, agency.id))) as [{ last: number }];
    const certificateNumber = Number(last) + 1;
    const template = await loadTemplateBytes(tx, acord25TemplateFileId(agency.configuration));
    const data = buildCertificateData({
      certificateNumber,
      now: tx.now(),
      timeZone: agencyTimeZone(agency.timeZone, agency.mailingAddress?.zone),
      agency: {
        name: agency.name,
        mailingAddress: agency.mailingAddress,
        coi: agency.configuration.liabilityCOIConfiguration ?? null,
      },
      account: { name: account.name, mailingAddress: account.mailingAddress },
      policies,
      holder: input.holder,
      additionalInsured: input.additionalInsured,
      waiverOfSubrogation: input.waiverOfSubrogation,
      primaryNonContributory: input.primaryNonContributory,
      descriptionOfOperations: input.descriptionOfOperations,
      layout: template ? "ACORD_25" : "CARA",
    });
    const pdf = template ? await fillAcord25(template, data) : await renderCertificatePdf(data);
    const file = await storeFile(tx, {
      agencyId: agency.id,
      storageKey,
      name: certificateFileName(data),
      bytes: pdf,
      type: { mimeType: "application/pdf" },
      fileType: "CERTIFICATE",
      visible: false,
    });
    const [certificate] = await tx.db
      .insert(certificates)
      .values({
        agencyId: agency.id,
        accountId: account.id,
        certificateNumber,
        holder: input.holder,
        additionalInsured: input.additionalInsured,
        descriptionOfOperations: input.descriptionOfOperations,
        fileId: file.id,
        data: data as unknown as Record<string, unknown>,
        createdById: actingUserIdOf(tx),
      })
      .returning();
    await recordAudit(tx, {
      action: "certificate.created",
      recordType: "certificate",
      recordId: certificate!.id,
      data: {
        accountId: account.id,
        certificateNumber,
        holder: input.holder.name,
        layout: data.layout,
        policies: policies.map((p) => p.id),
      },
    });
    return certificate!;
  });
}

/** "Certificate 12 - Acme Properties LLC.pdf" */
export function certificateFileName(data: Pick<CertificateData, "certificateNumber" | "holder">): string {
  const holder = data.holder.name
    // eslint-disable-next-line no-control-regex -- control characters cannot be in a file name
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `Certificate ${data.certificateNumber} - ${holder}.pdf`;
}

async function loadTemplateBytes(ctx: AgencyCtx, fileId: string | null): Promise<Uint8Array | null> {
  if (!fileId) return null;
  const file = await findFile(ctx, fileId);
  if (!file) return null;
  const stream = await fileStoreOf(ctx).get(file.storageKey);
  if (!stream) {
    ctx.log.warn("The agency's ACORD 25 template is missing from the file store; using our layout", { fileId });
    return null;
  }
  return new Uint8Array(await readAll(stream));
}

/** A certificate of the acting agency. */
export async function getCertificate(ctx: AgencyCtx, id: string): Promise<Certificate> {
  const [certificate] = isUuid(id)
    ? await ctx.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.id, id), eq(certificates.agencyId, ctx.actor.agencyId)))
    : [];
  if (!certificate) throw new DomainError("NOT_FOUND", "Certificate not found");
  return certificate;
}

/** An account's certificates, newest first (Account.certificatesOfLiabilityInsurance). */
export async function listAccountCertificates(ctx: AgencyCtx, accountId: string): Promise<Certificate[]> {
  if (!isUuid(accountId)) return [];
  return ctx.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.accountId, accountId), eq(certificates.agencyId, ctx.actor.agencyId)))
    .orderBy(desc(certificates.certificateNumber));
}
