import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { COUNT_LIMIT_ARG, listPageFields } from "../../graphql/list-count.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { defineOperation } from "../../lib/operation.ts";
import { fileUrl } from "../files/files.service.ts";
import { whileSessionActive } from "../identity/session.service.ts";
import { emailThreadTopic } from "./email-thread-topic.ts";
import type { EmailAttachmentRecord } from "./email-threads.table.ts";
import { conversationOrder } from "./message-order.ts";
import { getEmailTriageUsage, type EmailTriageUsage } from "./email-usage.service.ts";
import {
  discardEmailDraft,
  editEmailDraft,
  EMAIL_THREAD_FILTERS,
  getEmailThreadReview,
  listEmailThreadPage,
  sendEmailDraft,
  type EmailDraft,
  type EmailSend,
  type EmailThreadReview,
  type EmailThreadRow,
  type EmailTriage,
} from "./email-send.service.ts";

/**
 * The Emails screens' API (issue 30 items 8-9, docs/product/emails-screens.md): the list page,
 * the thread's review for the 'Email Thread' slide-out, its live updates, and Send / Edit /
 * Discard of a drafted reply (Send is the approval, ADR 060).
 */

const EmailThreadListRowRef = builder.objectRef<EmailThreadRow>("EmailThreadListRow").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject"),
    state: t.exposeString("state", { description: "ACTIVE or ENDED." }),
    waitingFor: t.exposeString("waitingFor", {
      nullable: true,
      description: "CLIENT, PARTICIPANT (shown as client), AGENT or CARA.",
    }),
    fromName: t.exposeString("fromName", { nullable: true }),
    fromEmail: t.exposeString("fromEmail", { nullable: true }),
    accountId: t.exposeString("accountId", { nullable: true }),
    accountName: t.exposeString("accountName", { nullable: true }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    draftCount: t.exposeInt("draftCount", { description: "Replies Cara drafted that wait for approval." }),
  }),
});

type ThreadPage = Awaited<ReturnType<typeof listEmailThreadPage>>;
const EmailThreadListPageRef = builder.objectRef<ThreadPage>("EmailThreadListPage").implement({
  fields: (t) => ({
    nodes: t.field({ type: [EmailThreadListRowRef], resolve: (p) => p.nodes }),
    ...listPageFields(t),
  }),
});

type ReviewMessage = EmailThreadReview["messages"][number] & { approvedBy: EmailSend | null };

const ReviewAttachmentRef = builder.objectRef<EmailAttachmentRecord>("EmailReviewAttachment").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    url: t.string({ nullable: true, resolve: (a) => (a.fileId ? fileUrl(a.fileId) : null) }),
    size: t.int({ nullable: true, resolve: (a) => a.size ?? null }),
    reason: t.string({ nullable: true, resolve: (a) => (a.fileId ? null : (a.unreadableReason ?? "Not stored.")) }),
  }),
});

const EmailApprovalRef = builder.objectRef<EmailSend>("EmailApproval").implement({
  description: "Who approved a sent reply, and when (ADR 060).",
  fields: (t) => ({
    approvedByName: t.exposeString("approvedByName", {
      description: "The person who clicked Send, or the agency rule's label when a rule approved it.",
    }),
    byRule: t.boolean({
      description: "Sent without a person, under an agency rule (Settings → Agency, ADR 070).",
      resolve: (send) => send.approvedByRule !== null,
    }),
    approvedAt: t.expose("approvedAt", { type: "DateTime" }),
    transport: t.exposeString("transport"),
  }),
});

const ReviewMessageRef = builder.objectRef<ReviewMessage>("EmailReviewMessage").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    sentAt: t.expose("sentAt", { type: "DateTime" }),
    senderRole: t.exposeString("senderRole", { description: "AGENT, CARA, CLIENT or PARTICIPANT." }),
    senderName: t.exposeString("senderName", { nullable: true }),
    senderEmail: t.exposeString("senderEmail", { nullable: true }),
    direction: t.exposeString("direction"),
    subject: t.exposeString("subject", { nullable: true }),
    body: t.exposeString("body"),
    rfcMessageId: t.exposeString("rfcMessageId", { nullable: true }),
    parseFailureReason: t.exposeString("parseFailureReason", { nullable: true }),
    triageStatus: t.exposeString("triageStatus", { nullable: true }),
    automatedEvidence: t.string({
      nullable: true,
      resolve: (m) => (m.automated?.automated ? (m.automated.evidence ?? m.automated.kind ?? "automated") : null),
    }),
    attachments: t.field({ type: [ReviewAttachmentRef], resolve: (m) => m.attachments.filter((a) => !a.inline) }),
    approval: t.field({ type: EmailApprovalRef, nullable: true, resolve: (m) => m.approvedBy }),
  }),
});

const TriageRef = builder.objectRef<EmailTriage>("EmailTriageEvidence").implement({
  description: "One message's triage with its evidence (ADR 068).",
  fields: (t) => ({
    id: t.exposeID("id"),
    messageId: t.exposeString("messageId"),
    state: t.exposeString("state"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    automated: t.string({
      nullable: true,
      resolve: (x) => (x.automated.automated ? (x.automated.evidence ?? x.automated.kind ?? "automated") : null),
    }),
    requestType: t.string({ nullable: true, resolve: (x) => x.typing?.type ?? null }),
    typeWords: t.stringList({ resolve: (x) => typeWordsOf(x.typing) }),
    matchStatus: t.string({ nullable: true, resolve: (x) => x.match?.status ?? null }),
    matchedAccountId: t.string({ nullable: true, resolve: (x) => matchOf(x.match).id }),
    matchWhy: t.string({ nullable: true, resolve: (x) => matchOf(x.match).why }),
    authenticationOk: t.boolean({ nullable: true, resolve: (x) => x.authentication?.ok ?? null }),
    authenticationEvidence: t.string({ nullable: true, resolve: (x) => x.authentication?.evidence ?? null }),
    authenticationNote: t.string({ nullable: true, resolve: (x) => x.authentication?.note ?? null }),
    serviceRequestId: t.exposeString("serviceRequestId", { nullable: true }),
    requestAction: t.exposeString("requestAction"),
    threadWhy: t.string({ nullable: true, resolve: (x) => x.threadState?.why ?? null }),
    summary: t.exposeString("summary", { nullable: true }),
    failureReason: t.exposeString("failureReason", { nullable: true }),
  }),
});

const DraftCitationRef = builder.objectRef<EmailDraft["citations"][number]>("EmailDraftCitation").implement({
  fields: (t) => ({
    ref: t.exposeInt("ref"),
    fileName: t.exposeString("fileName"),
    url: t.string({ resolve: (c) => fileUrl(c.fileId) }),
    page: t.exposeInt("page"),
    quote: t.exposeString("quote"),
  }),
});

const DraftRef = builder.objectRef<EmailDraft>("EmailReplyDraft").implement({
  description: "A reply Cara drafted, waiting for a person: Send (the approval), Edit or Discard.",
  fields: (t) => ({
    id: t.exposeID("id"),
    to: t.exposeString("to", { nullable: true }),
    subject: t.exposeString("subject"),
    body: t.exposeString("body"),
    state: t.exposeString("state"),
    inReplyToMessageId: t.exposeString("inReplyToMessageId"),
    citations: t.field({ type: [DraftCitationRef], resolve: (d) => d.citations }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const ThreadReviewRef = builder.objectRef<EmailThreadReview>("EmailThreadReview").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject"),
    state: t.exposeString("state"),
    waitingFor: t.exposeString("waitingFor", { nullable: true }),
    fromName: t.exposeString("fromName", { nullable: true }),
    fromEmail: t.exposeString("fromEmail", { nullable: true }),
    accountId: t.exposeString("accountId", { nullable: true }),
    accountName: t.exposeString("accountName", { nullable: true }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    messages: t.field({
      type: [ReviewMessageRef],
      description: "Oldest first; a reply always after the message it answers (message-order.ts).",
      resolve: (r) =>
        conversationOrder(r.messages).map((m) => ({
          ...m,
          approvedBy: r.sends.find((s) => s.messageId === m.id) ?? null,
        })),
    }),
    triages: t.field({ type: [TriageRef], resolve: (r) => r.triages }),
    drafts: t.field({ type: [DraftRef], resolve: (r) => r.drafts }),
  }),
});

const EmailTriageUsageRef = builder.objectRef<EmailTriageUsage>("EmailTriageUsage").implement({
  description:
    "The plan's emails a month (250 Basic, 2,500 Pro): inbound messages triaged this month, the limit, and the messages kept and shown but not triaged because the limit was reached.",
  fields: (t) => ({
    used: t.exposeInt("used"),
    limit: t.exposeInt("limit", { nullable: true, description: "Null: unlimited." }),
    heldThisMonth: t.exposeInt("heldThisMonth"),
    resetsAt: t.expose("resetsAt", { type: "DateTime" }),
    planMessage: t.exposeString("planMessage", { nullable: true }),
  }),
});

function typeWordsOf(typing: EmailTriage["typing"]): string[] {
  return (typing?.evidence ?? []).map((e) => `“${e.words}” (${e.source})`).slice(0, 20);
}

function matchOf(match: EmailTriage["match"]): { id: string | null; name: string | null; why: string | null } {
  if (!match) return { id: null, name: null, why: null };
  const why =
    match.status === "AMBIGUOUS"
      ? `${match.evidence} Candidates: ${match.candidates.map((c) => `${c.name} (${c.why})`).join("; ")}`
      : match.evidence;
  return { id: match.accountId, name: null, why };
}

builder.queryFields((t) => ({
  emailThreadList: t.withAuth({ signedIn: true }).field({
    type: EmailThreadListPageRef,
    description:
      "The Emails list: the agency's threads, newest activity first; `search` matches subject, sender and account; `filter` ALL, ACTIVE, ENDED, CLIENT, AGENT, CARA or DRAFT (a reply waits for approval).",
    args: {
      search: t.arg.string(),
      filter: t.arg.string(),
      page: t.arg.int(),
      pageSize: t.arg.int(),
      countLimit: t.arg.int({ description: COUNT_LIMIT_ARG }),
    },
    resolve: (_root, args, { agency }) =>
      listEmailThreadPage(agency, {
        search: args.search,
        filter: (EMAIL_THREAD_FILTERS as readonly string[]).includes(args.filter ?? "")
          ? (args.filter as (typeof EMAIL_THREAD_FILTERS)[number])
          : "ALL",
        page: args.page ?? 1,
        pageSize: args.pageSize ?? 25,
        countLimit: args.countLimit,
      }),
  }),
  emailTriageUsage: t.withAuth({ signedIn: true }).field({
    type: EmailTriageUsageRef,
    description: "The Emails list's banner: this month's triaged inbound messages against the plan's emails a month.",
    resolve: (_root, _args, { agency }) => getEmailTriageUsage(agency),
  }),
  emailThreadReview: t.withAuth({ signedIn: true }).field({
    type: ThreadReviewRef,
    nullable: true,
    description:
      "The 'Email Thread' slide-out: messages with roles, triage evidence, the drafted replies waiting, and who approved each reply sent (null for another agency's id).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => getEmailThreadReview(agency, String(id)),
  }),
}));

builder.subscriptionField("emailThreadChanged", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: "ID",
    description:
      "The id of an email thread of the agency each time it changes: a message arrives, triage ends, a reply is sent or a draft edited or discarded.",
    subscribe: (_root, _args, { agency }) =>
      whileSessionActive(agency, (signal) =>
        (async function* () {
          for await (const event of agency.events.subscribe(emailThreadTopic, agency.actor.agencyId, signal))
            yield event.threadId;
        })(),
      ),
    resolve: (threadId: string) => threadId,
  }),
);

const draftId = z.string().uuid("Choose a draft");
const body = z.string().max(20_000, "The reply is too long (at most 20,000 characters)");

export const sendEmailDraftOperation = defineOperation({
  name: "sendEmailDraft",
  description:
    "Send: the signed-in user approves this draft (its text as given, or as saved) and Cara sends it from the agency's address with the thread's headers (ADR 060).",
  access: "agencyUser",
  input: z.object({ draftId, body: body.nullish() }),
  run: (ctx, input) => sendEmailDraft(ctx, { draftId: input.draftId, body: input.body ?? null }),
});

export const editEmailDraftOperation = defineOperation({
  name: "editEmailDraft",
  description: "Edit: saves a drafted reply's text; nothing is sent.",
  access: "agencyUser",
  input: z.object({ draftId, body, subject: z.string().max(300).nullish() }),
  run: (ctx, input) => editEmailDraft(ctx, input),
});

export const discardEmailDraftOperation = defineOperation({
  name: "discardEmailDraft",
  description: "Discard: removes a drafted reply from the thread; nothing is sent.",
  access: "agencyUser",
  input: z.object({ draftId }),
  run: (ctx, input) => discardEmailDraft(ctx, input),
});

mutationFromOperation(sendEmailDraftOperation, {
  type: EmailApprovalRef,
  args: (t) => ({ draftId: t.id({ required: true }), body: t.string() }),
  input: ({ draftId, body }) => ({ draftId: String(draftId), body }),
  payload: (value) => value.send,
});

mutationFromOperation(editEmailDraftOperation, {
  type: DraftRef,
  args: (t) => ({ draftId: t.id({ required: true }), body: t.string({ required: true }), subject: t.string() }),
  input: ({ draftId, body, subject }) => ({ draftId: String(draftId), body, subject }),
});

mutationFromOperation(discardEmailDraftOperation, {
  type: DraftRef,
  args: (t) => ({ draftId: t.id({ required: true }) }),
  input: ({ draftId }) => ({ draftId: String(draftId) }),
});
