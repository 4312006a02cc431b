import type { AutomatedVerdict, InboundParty } from "../../../domain/inbound-message.ts";
import { builder } from "../../graphql/builder.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { fileUrl } from "../files/files.service.ts";
import { ConversationRoleEnum, ServiceRequestRef } from "../servicing/servicing.graphql.ts";
import type { EmailAttachmentRecord } from "./email-threads.table.ts";
import { regenerateEmailInboundSecretOperation, setEmailInboundProviderKeyOperation } from "./emails.operations.ts";
import {
  findEmailThread,
  listEmailThreads,
  listRequestEmailThreads,
  type EmailMessage,
  type EmailThread,
  type EmailThreadWithMessages,
} from "./emails.service.ts";
import { inboundView, type InboundView } from "./inbound-settings.service.ts";

const EmailAttachmentRef = builder.objectRef<EmailAttachmentRecord>("EmailAttachment").implement({
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.fileId || a.name }),
    name: t.exposeString("name"),
    url: t.string({ resolve: (a) => fileUrl(a.fileId) }),
    contentType: t.string({ nullable: true, resolve: (a) => a.contentType ?? null }),
    size: t.int({ nullable: true, resolve: (a) => a.size ?? null }),
    inline: t.boolean({ resolve: (a) => Boolean(a.inline) }),
    unreadableReason: t.string({
      nullable: true,
      description: "Why it was not stored or read (too large, empty, not a readable format).",
      resolve: (a) => a.unreadableReason ?? null,
    }),
  }),
});

const UnstoredAttachmentRef = builder.objectRef<EmailAttachmentRecord>("EmailUnstoredAttachment").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    size: t.int({ nullable: true, resolve: (a) => a.size ?? null }),
    reason: t.string({ resolve: (a) => a.unreadableReason ?? "It was not stored." }),
  }),
});

const EmailPartyRef = builder.objectRef<InboundParty>("EmailParty").implement({
  fields: (t) => ({
    address: t.exposeString("address"),
    name: t.string({ nullable: true, resolve: (p) => p.name ?? null }),
  }),
});

const AutomatedVerdictRef = builder.objectRef<AutomatedVerdict>("EmailAutomatedVerdict").implement({
  description:
    "Whether the message was written by a machine (auto-reply, bounce, list or bulk mail, a loop), and the header that said so.",
  fields: (t) => ({
    automated: t.exposeBoolean("automated"),
    kind: t.string({ nullable: true, resolve: (v) => v.kind ?? null }),
    evidence: t.string({ nullable: true, resolve: (v) => v.evidence ?? null }),
  }),
});

const EmailMessageRef = builder.objectRef<EmailMessage>("EmailMessage").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    sentAt: t.expose("sentAt", { type: "DateTime" }),
    senderRole: t.field({ type: ConversationRoleEnum, resolve: (m) => m.senderRole }),
    senderEmail: t.exposeString("senderEmail", { nullable: true }),
    senderName: t.exposeString("senderName", { nullable: true }),
    body: t.exposeString("body"),
    attachments: t.field({
      type: [EmailAttachmentRef],
      description: "The attachments stored as the agency's files (they open).",
      resolve: (m) => m.attachments.filter((a) => a.fileId),
    }),
    unstoredAttachments: t.field({
      type: [UnstoredAttachmentRef],
      description: "Attachments kept only in the original message, each with the reason (too large, empty).",
      resolve: (m) => m.attachments.filter((a) => !a.fileId),
    }),
    direction: t.exposeString("direction"),
    subject: t.exposeString("subject", { nullable: true }),
    to: t.field({ type: [EmailPartyRef], resolve: (m) => m.to }),
    cc: t.field({ type: [EmailPartyRef], resolve: (m) => m.cc }),
    forwardedBy: t.field({ type: EmailPartyRef, nullable: true, resolve: (m) => m.forwardedBy ?? null }),
    quotedText: t.exposeString("quotedText", { nullable: true }),
    html: t.exposeString("html", {
      nullable: true,
      description: "Sanitised HTML: no scripts, handlers, forms or remote images.",
    }),
    rfcMessageId: t.exposeString("rfcMessageId", { nullable: true }),
    parseStatus: t.exposeString("parseStatus", {
      description: "PARSED, PARTIAL (read, with a reason) or FAILED (kept, unreadable).",
    }),
    parseFailureReason: t.exposeString("parseFailureReason", { nullable: true }),
    automated: t.field({ type: AutomatedVerdictRef, nullable: true, resolve: (m) => m.automated ?? null }),
    triageStatus: t.exposeString("triageStatus", { nullable: true }),
    authenticationEvidence: t.string({ nullable: true, resolve: (m) => m.authentication?.evidence ?? null }),
  }),
});

const EmailThreadRef = builder.objectRef<EmailThreadWithMessages>("EmailThread").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject"),
    state: t.exposeString("state"),
    waitingFor: t.exposeString("waitingFor", { nullable: true }),
    fromName: t.exposeString("fromName", { nullable: true }),
    fromEmail: t.exposeString("fromEmail", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    messages: t.field({ type: [EmailMessageRef], resolve: (thread) => thread.messages }),
  }),
});

const EmailThreadSummaryRef = builder.objectRef<EmailThread>("EmailThreadSummary").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject"),
    state: t.exposeString("state"),
    waitingFor: t.exposeString("waitingFor", { nullable: true }),
    fromName: t.exposeString("fromName", { nullable: true }),
    fromEmail: t.exposeString("fromEmail", { nullable: true }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const EmailThreadPageRef = builder.objectRef<{ threads: EmailThread[]; total: number }>("EmailThreadPage").implement({
  fields: (t) => ({
    threads: t.field({ type: [EmailThreadSummaryRef], resolve: (page) => page.threads }),
    total: t.exposeInt("total"),
  }),
});

type InboundProviderView = InboundView["providers"][number];
const EmailInboundProviderRef = builder.objectRef<InboundProviderView>("EmailInboundProvider").implement({
  fields: (t) => ({
    provider: t.exposeString("provider", { description: "POSTMARK, SENDGRID, MAILGUN or RAW." }),
    webhookUrl: t.exposeString("webhookUrl"),
    secret: t.exposeString("secret", { nullable: true }),
    keyConfigured: t.exposeBoolean("keyConfigured", {
      nullable: true,
      description: "Mailgun's signing key / SendGrid's public key is set (null where none applies).",
    }),
  }),
});

const EmailInboundSmtpRef = builder.objectRef<InboundView["smtp"]>("EmailInboundSmtp").implement({
  fields: (t) => ({
    host: t.exposeString("host"),
    port: t.exposeInt("port"),
    enabled: t.exposeBoolean("enabled"),
  }),
});

const EmailInboundSettingsRef = builder.objectRef<InboundView>("EmailInboundSettings").implement({
  description:
    "The agency's inbound address, the embedded SMTP listener and each provider's webhook URL and secret (ADR 067).",
  fields: (t) => ({
    address: t.exposeString("address"),
    smtp: t.field({ type: EmailInboundSmtpRef, resolve: (v) => v.smtp }),
    providers: t.field({ type: [EmailInboundProviderRef], resolve: (v) => v.providers }),
  }),
});

builder.queryFields((t) => ({
  emailInboundSettings: t.withAuth({ signedIn: true }).field({
    type: EmailInboundSettingsRef,
    description: "Settings → Email: the inbound address, made on first read, with each provider's URL and secret.",
    resolve: (_root, _args, { agency }) => inboundView(agency),
  }),
  emailThreads: t.withAuth({ signedIn: true }).field({
    type: EmailThreadPageRef,
    description: "The agency's email threads, newest activity first; `search` matches subject and sender.",
    args: { search: t.arg.string(), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, { search, offset, limit }, { agency }) =>
      listEmailThreads(agency, { search, offset: offset ?? 0, limit: limit ?? 50 }),
  }),
  emailThread: t.withAuth({ signedIn: true }).field({
    type: EmailThreadRef,
    nullable: true,
    description: "One email thread with its messages (null for another agency's id).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => findEmailThread(agency, String(id)),
  }),
}));

mutationFromOperation(regenerateEmailInboundSecretOperation, {
  type: EmailInboundSettingsRef,
  args: (t) => ({ provider: t.string({ required: true }) }),
});

mutationFromOperation(setEmailInboundProviderKeyOperation, {
  type: EmailInboundSettingsRef,
  args: (t) => ({ provider: t.string({ required: true }), key: t.string({ required: false }) }),
  input: ({ provider, key }) => ({ provider, key: key ?? null }),
});

/** ServiceRequest.emailThreads: this module adds the field to servicing's type (emails depend on servicing, not back). */
builder.objectField(ServiceRequestRef, "emailThreads", (t) =>
  t
    .withAuth({ signedIn: true })
    .field({ type: [EmailThreadRef], resolve: (r, _args, { agency }) => listRequestEmailThreads(agency, r.id) }),
);
