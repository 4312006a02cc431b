import type { Address } from "../../../domain/address.ts";
import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { AccountRef } from "../accounts/accounts.graphql.ts";
import { MailingAddressInputRef } from "../addresses/addresses.graphql.ts";
import { fileUrl, type StoredFile } from "../files/files.service.ts";
import { AgencyRef, MailingAddressRef } from "../identity/identity.graphql.ts";
import { getAcord25Template } from "./acord25-template.service.ts";
import { createCertificateOperation, setAcord25TemplateOperation } from "./certificates.operations.ts";
import { certificateBlocker, certificatePolicyOptions, type CertificatePolicyOption } from "./certificate-options.ts";
import {
  getCertificate,
  hasInForcePolicies,
  listAccountCertificates,
  type Certificate,
} from "./certificates.service.ts";

/** Certificates of liability insurance (docs/product/certificates.md; certificate, createCertificate). */

const CertificatePolicyOptionRef = builder.objectRef<CertificatePolicyOption>("CertificatePolicyOption").implement({
  description: "A policy the certificate form offers, with what the user must know before issuing.",
  fields: (t) => ({
    id: t.exposeID("id"),
    lineOfBusiness: t.exposeString("lineOfBusiness"),
    policyNumber: t.exposeString("policyNumber"),
    effectiveDate: t.exposeString("effectiveDate", { description: "MM/DD/YYYY" }),
    expirationDate: t.exposeString("expirationDate", { description: "MM/DD/YYYY" }),
    selected: t.exposeBoolean("selected", { description: "Listed by default." }),
    bound: t.exposeBoolean("bound"),
    cancellationPendingOn: t.exposeString("cancellationPendingOn", { nullable: true }),
    warnings: t.exposeStringList("warnings"),
  }),
});

builder.objectField(AccountRef, "certificatePolicyOptions", (t) =>
  t.field({
    type: [CertificatePolicyOptionRef],
    description: "The policies a certificate for this account can list (in force or bound), with warnings.",
    resolve: (account, _args, { agency }) => (agency ? certificatePolicyOptions(agency, account.id) : []),
  }),
);

builder.objectField(AccountRef, "certificateBlocker", (t) =>
  t.string({
    nullable: true,
    description: "Why this account cannot have a certificate (an individual account), or null.",
    resolve: (account, _args, { agency }) => (agency ? certificateBlocker(agency, account.id) : null),
  }),
);

const CertificateHolderRef = builder.objectRef<{ name: string; address: Address }>("CertificateHolder").implement({
  description: "Who asked for proof of insurance.",
  fields: (t) => ({
    name: t.exposeString("name"),
    address: t.field({ type: MailingAddressRef, resolve: (holder) => holder.address }),
  }),
});

export const CertificateRef = builder.objectRef<Certificate>("CertificateOfLiabilityInsurance").implement({
  description:
    "A certificate of liability insurance (ACORD 25) issued to a holder; the PDF is at viewUrl and downloadUrl.",
  fields: (t) => ({
    id: t.exposeID("id"),
    certificateNumber: t.exposeInt("certificateNumber", { description: "Numbered per agency from 1." }),
    holder: t.field({ type: CertificateHolderRef, resolve: (certificate) => certificate.holder }),
    additionalInsured: t.exposeBoolean("additionalInsured"),
    descriptionOfOperations: t.exposeString("descriptionOfOperations", { nullable: true }),
    accountId: t.exposeID("accountId"),
    viewUrl: t.string({
      description: "The PDF shown in the browser.",
      resolve: (certificate) => fileUrl(certificate.fileId, { inline: true }),
    }),
    downloadUrl: t.string({
      description: "The PDF as a download.",
      resolve: (certificate) => fileUrl(certificate.fileId),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.objectField(AccountRef, "certificatesOfLiabilityInsurance", (t) =>
  t.field({
    type: [CertificateRef],
    description: "Certificates issued for the account, newest first.",
    resolve: (account, _args, { agency }) => (agency ? listAccountCertificates(agency, account.id) : []),
  }),
);

builder.objectField(AccountRef, "hasPoliciesInForce", (t) =>
  t.boolean({
    description: "Whether the account has a policy in force, so a certificate can be issued.",
    resolve: (account, _args, { agency }) => (agency ? hasInForcePolicies(agency, account.id) : false),
  }),
);

builder.queryField("certificate", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CertificateRef,
    description: "A certificate of the agency (NOT_FOUND for another agency's id).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => orNotFound(getCertificate(agency, String(id))),
  }),
);

const CertificateHolderInputRef = builder.inputType("CertificateHolderInput", {
  fields: (t) => ({ name: t.string(), address: t.field({ type: MailingAddressInputRef }) }),
});

const CreateCertificateInputRef = builder.inputType("CreateCertificateInput", {
  fields: (t) => ({
    accountId: t.id({ required: true }),
    additionalInsured: t.boolean({ description: "Defaults to false." }),
    waiverOfSubrogation: t.boolean({ description: "Defaults to false; marked where the endorsement is recorded." }),
    primaryNonContributory: t.boolean({ description: "Defaults to false; noted where the endorsement is recorded." }),
    policyIds: t.idList({ description: "The policies to list; default: those in force today." }),
    descriptionOfOperations: t.string(),
    holder: t.field({ type: CertificateHolderInputRef }),
  }),
});

mutationFromOperation(createCertificateOperation, {
  type: CertificateRef,
  args: (t) => ({ input: t({ type: CreateCertificateInputRef, required: true }) }),
});

const Acord25TemplateRef = builder.objectRef<StoredFile>("Acord25Template").implement({
  description: "The agency's licensed, fillable ACORD 25; certificates are filled into it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    url: t.string({ resolve: (file) => fileUrl(file.id) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.objectField(AgencyRef, "acord25Template", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: Acord25TemplateRef,
    nullable: true,
    description: "The agency's ACORD 25 form; null when certificates use Cara's own layout.",
    resolve: (_agency, _args, { agency }) => getAcord25Template(agency),
  }),
);

const CertificateTemplateSettingsRef = builder
  .objectRef<{ acord25Template: StoredFile | null }>("CertificateTemplateSettings")
  .implement({
    fields: (t) => ({
      acord25Template: t.field({
        type: Acord25TemplateRef,
        nullable: true,
        resolve: (settings) => settings.acord25Template,
      }),
    }),
  });

mutationFromOperation(setAcord25TemplateOperation, {
  type: CertificateTemplateSettingsRef,
  args: (t) => ({ file: t({ type: "File", required: false }) }),
});
