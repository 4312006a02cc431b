import { builder } from "../../graphql/builder.ts";
import { fileUrl } from "../files/files.service.ts";
import { ConversationRoleEnum, ServiceRequestRef } from "../servicing/servicing.graphql.ts";
import { listRequestEmailThreads, type EmailMessage, type EmailThreadWithMessages } from "./emails.service.ts";

const EmailAttachmentRef = builder.objectRef<{ fileId: string; name: string }>("EmailAttachment").implement({
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.fileId }),
    name: t.exposeString("name"),
    url: t.string({ resolve: (a) => fileUrl(a.fileId) }),
  }),
});

const EmailMessageRef = builder.objectRef<EmailMessage>("EmailMessage").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    sentAt: t.expose("sentAt", { type: "DateTime" }),
    senderRole: t.field({ type: ConversationRoleEnum, resolve: (m) => m.senderRole }),
    senderEmail: t.exposeString("senderEmail", { nullable: true }),
    body: t.exposeString("body"),
    attachments: t.field({ type: [EmailAttachmentRef], resolve: (m) => m.attachments }),
  }),
});

const EmailThreadRef = builder.objectRef<EmailThreadWithMessages>("EmailThread").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject"),
    messages: t.field({ type: [EmailMessageRef], resolve: (thread) => thread.messages }),
  }),
});

/** ServiceRequest.emailThreads: this module adds the field to servicing's type (emails depend on servicing, not back). */
builder.objectField(ServiceRequestRef, "emailThreads", (t) =>
  t
    .withAuth({ signedIn: true })
    .field({ type: [EmailThreadRef], resolve: (r, _args, { agency }) => listRequestEmailThreads(agency, r.id) }),
);
