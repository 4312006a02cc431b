import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AgencyUserCtx } from "#server/lib/context.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import type { ConversationTriage } from "../conversations/drafts.service.ts";
import { recordDraft } from "../conversations/drafts.service.ts";
import { setPreApprovals } from "../workspaces/effect-approvals.service.ts";
import { ACKNOWLEDGEMENT_APPROVER, acknowledgeAfterTriage, acknowledgementText } from "./email-acknowledge.service.ts";
import { emailSends } from "./email-send.table.ts";
import {
  discardEmailDraft,
  editEmailDraft,
  getEmailThreadReview,
  listEmailThreadPage,
  sendEmailDraft,
} from "./email-send.service.ts";
import { emailMessages, emailThreads } from "./email-threads.table.ts";
import { ensureInboundSettings } from "./inbound-settings.service.ts";

/** A local SMTP sink: every message the runtime sends over SMTP_URL, raw. */
let smtp: SMTPServer;
const received: Array<{ from: string; to: string[]; raw: string }> = [];
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let userName: string;
let refuse = false;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  runtime = await startTestRuntime({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  const agency = await buildAgency(runtime.system, { name: "Harbor Insurance" });
  const user = await buildAgencyUser(runtime.system, agency.id, { name: "Dana Reyes" });
  userName = user.name;
  ctx = agencyCtxFor(runtime, user);
}, 60_000);

afterAll(async () => {
  await runtime?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  refuse = false;
});

/** A thread with a client's message (as Outlook sent it) and Cara's draft answering it. */
async function threadWithDraft(subject = "Certificate for Acme Plaza") {
  const [thread] = await ctx.db
    .insert(emailThreads)
    .values({
      agencyId: ctx.actor.agencyId,
      subject,
      waitingFor: "AGENT",
      token: `th_${Math.random().toString(36).slice(2, 12).padEnd(10, "0")}`,
      fromName: "Maria Lopez",
      fromEmail: "maria@bakery.example",
      participants: ["maria@bakery.example"],
    })
    .returning();
  const [message] = await ctx.db
    .insert(emailMessages)
    .values({
      threadId: thread!.id,
      sentAt: new Date(Date.now() - 60_000),
      senderRole: "CLIENT",
      senderEmail: "maria@bakery.example",
      senderName: "Maria Lopez",
      body: "Please send a certificate to Acme Plaza LLC.",
      rfcMessageId: "<client-2@bakery.example>",
      references: ["<client-1@bakery.example>"],
      subject,
      threadTopic: subject,
      threadIndex: "AdnH0x6IhsvW1ckqSPGZLZIw5v0ayQ==",
    })
    .returning();
  const draft = await recordDraft(ctx, {
    channel: "EMAIL",
    threadId: thread!.id,
    inReplyToMessageId: message!.id,
    to: "maria@bakery.example",
    subject: `Re: ${subject}`,
    body: "Hello Maria, we will issue the certificate today.",
  });
  return { thread: thread!, message: message!, draft };
}

describe("Send on approval", () => {
  it("sends the approved text from the agency's address with the threading headers, and records who approved", async () => {
    const { thread, draft } = await threadWithDraft();
    const { settings } = await ensureInboundSettings(ctx);
    const { send, message } = await sendEmailDraft(ctx, {
      draftId: draft.id,
      body: "Hello Maria,\n\nThe certificate for Acme Plaza LLC is attached today.",
    });

    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0]!.raw);
    expect(received[0]!.to).toEqual(["maria@bakery.example"]);
    const fromAddress = `${settings.localPart}+${thread.token}@${runtime.config.INBOUND_EMAIL_DOMAIN}`;
    expect(mail.from?.value[0]?.address).toBe(fromAddress);
    expect(mail.subject).toBe("Re: Certificate for Acme Plaza");
    expect(mail.inReplyTo).toBe("<client-2@bakery.example>");
    expect(mail.references).toEqual(["<client-1@bakery.example>", "<client-2@bakery.example>"]);
    expect(mail.messageId).toBe(message.rfcMessageId);
    const threadIndex = mail.headers.get("thread-index") as string;
    // Outlook's Thread-Index: the parent's 22 bytes and one 5-byte child block
    expect(Buffer.from(threadIndex, "base64").subarray(0, 22)).toEqual(
      Buffer.from("AdnH0x6IhsvW1ckqSPGZLZIw5v0ayQ==", "base64"),
    );
    expect(Buffer.from(threadIndex, "base64")).toHaveLength(27);
    expect(mail.headers.get("thread-topic")).toBe("Certificate for Acme Plaza");
    expect(mail.headers.get("x-cara-approved-by")).toBe(userName);
    expect(mail.text?.trim()).toBe("Hello Maria,\n\nThe certificate for Acme Plaza LLC is attached today.");

    // the thread: the sent message on it, waiting for the client; the draft sent; who approved
    const review = await getEmailThreadReview(ctx, thread.id);
    expect(review).toMatchObject({ state: "ACTIVE", waitingFor: "CLIENT", drafts: [] });
    expect(review!.messages.at(-1)).toMatchObject({
      direction: "OUT",
      senderRole: "CARA",
      rfcMessageId: mail.messageId,
      inReplyTo: "<client-2@bakery.example>",
      body: "Hello Maria,\n\nThe certificate for Acme Plaza LLC is attached today.",
    });
    expect(send).toMatchObject({
      approvedByUserId: ctx.actor.agencyUserId,
      approvedByName: userName,
      transport: "smtp",
    });
    expect(send.approved).toMatchObject({ to: "maria@bakery.example", messageId: mail.messageId });
    const entry = (await listAuditEntries(ctx, { limit: 200 })).find(
      (e) => e.action === "email.reply.sent" && e.recordId === thread.id,
    );
    expect(entry).toMatchObject({ actorType: "AGENCY_USER", actorId: ctx.actor.agencyUserId });
    expect(entry!.data).toMatchObject({ approvedBy: { name: userName }, approved: { messageId: mail.messageId } });

    // a second Send (a double click) sends nothing more
    await expect(sendEmailDraft(ctx, { draftId: draft.id })).rejects.toThrow(/already sent/);
    expect(received).toHaveLength(1);
  });

  it("keeps the draft and says why when the mail server refuses the message", async () => {
    const { thread, draft } = await threadWithDraft("Renewal question");
    refuse = true;
    await expect(sendEmailDraft(ctx, { draftId: draft.id })).rejects.toThrow(/could not be sent.*Mailbox unavailable/);
    const review = await getEmailThreadReview(ctx, thread.id);
    expect(review!.drafts.map((d) => d.id)).toEqual([draft.id]);
    expect(review!.messages.filter((m) => m.direction === "OUT")).toEqual([]);
    expect(await ctx.db.select().from(emailSends).where(eq(emailSends.draftId, draft.id))).toEqual([]);
    refuse = false;
    await sendEmailDraft(ctx, { draftId: draft.id });
    expect(received).toHaveLength(1);
  });

  it("refuses another agency's draft", async () => {
    const { draft } = await threadWithDraft("Other agency");
    const other = await buildAgency(runtime.system, { name: "Elsewhere Agency" });
    const stranger = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
    await expect(sendEmailDraft(stranger, { draftId: draft.id })).rejects.toThrow(/not found/);
    await expect(editEmailDraft(stranger, { draftId: draft.id, body: "x" })).rejects.toThrow(/not found/);
    await expect(discardEmailDraft(stranger, { draftId: draft.id })).rejects.toThrow(/not found/);
    expect(received).toEqual([]);
  });
});

describe("Cara's acknowledgement on its own (the agency's rule)", () => {
  const triaged = (patch: Partial<ConversationTriage> = {}) =>
    ({
      state: "DONE",
      automated: { automated: false },
      threadState: { state: "ACTIVE", waitingFor: "AGENT", why: "A reply is drafted." },
      ...patch,
    }) as ConversationTriage;

  it("is off by default; once the rule is on, a new conversation gets one acknowledgement that names the rule as its approver, and the draft still waits", async () => {
    const { thread, message, draft } = await threadWithDraft("Need proof of insurance");
    expect(await acknowledgeAfterTriage(ctx, { messageId: message.id, triage: triaged() })).toEqual({
      sent: false,
      reason: "the rule is off",
    });
    expect(received).toEqual([]);

    await setPreApprovals(ctx, [
      "CERTIFICATE_FOR_TYPED_HOLDER",
      "CERTIFICATE_FOR_REQUESTED_HOLDER",
      "EMAIL_ACKNOWLEDGEMENT",
    ]);
    // automated mail and a bare thank-you are never acknowledged
    expect(
      await acknowledgeAfterTriage(ctx, {
        messageId: message.id,
        triage: triaged({ state: "AUTOMATED", automated: { automated: true, kind: "AUTO_REPLY" } } as never),
      }),
    ).toMatchObject({ sent: false });
    expect(
      await acknowledgeAfterTriage(ctx, {
        messageId: message.id,
        triage: triaged({ threadState: { state: "ENDED", waitingFor: null, why: "thanks" } } as never),
      }),
    ).toMatchObject({ sent: false });
    expect(received).toEqual([]);

    const outcome = await acknowledgeAfterTriage(ctx, { messageId: message.id, triage: triaged() });
    expect(outcome).toMatchObject({ sent: true });
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0]!.raw);
    expect(received[0]!.to).toEqual(["maria@bakery.example"]);
    expect(mail.subject).toBe("Re: Need proof of insurance");
    expect(mail.inReplyTo).toBe("<client-2@bakery.example>");
    expect(mail.headers.get("auto-submitted")).toBe("auto-replied");
    expect(mail.headers.get("x-cara-approved-by")).toBe("rule EMAIL_ACKNOWLEDGEMENT");
    expect(mail.text?.trim()).toBe(acknowledgementText({ senderName: "Maria Lopez", agencyName: "Harbor Insurance" }));
    expect(mail.text).toMatch(/^Hello Maria,/);

    const review = await getEmailThreadReview(ctx, thread.id);
    // the drafted answer still waits for a person; the thread still waits for the agent
    expect(review!.drafts.map((d) => d.id)).toEqual([draft.id]);
    expect(review!.waitingFor).toBe("AGENT");
    expect(review!.messages.at(-1)).toMatchObject({
      direction: "OUT",
      senderRole: "CARA",
      rfcMessageId: mail.messageId,
    });
    expect(review!.sends).toHaveLength(1);
    expect(review!.sends[0]).toMatchObject({
      approvedByUserId: null,
      approvedByRule: "EMAIL_ACKNOWLEDGEMENT",
      approvedByName: ACKNOWLEDGEMENT_APPROVER,
      messageId: review!.messages.at(-1)!.id,
    });
    const entry = (await listAuditEntries(ctx, { limit: 200 })).find(
      (e) => e.action === "email.acknowledgement.sent" && e.recordId === thread.id,
    );
    expect(entry).toMatchObject({ actorType: "CARA", actorDetail: "EMAIL" });
    expect(entry!.data).toMatchObject({ approvedBy: { rule: "EMAIL_ACKNOWLEDGEMENT" } });

    // once per thread: the client's next message is not acknowledged again
    const [next] = await ctx.db
      .insert(emailMessages)
      .values({
        threadId: thread.id,
        sentAt: new Date(),
        senderRole: "CLIENT",
        senderEmail: "maria@bakery.example",
        body: "Any news?",
        subject: "Re: Need proof of insurance",
      })
      .returning();
    expect(await acknowledgeAfterTriage(ctx, { messageId: next!.id, triage: triaged() })).toMatchObject({
      sent: false,
      reason: "the conversation was already answered",
    });
    expect(received).toHaveLength(1);
  });

  it("a refused delivery leaves no send recorded, and is audited with its reason", async () => {
    const { thread, message } = await threadWithDraft("Where is my ID card");
    await setPreApprovals(ctx, ["EMAIL_ACKNOWLEDGEMENT"]);
    refuse = true;
    const outcome = await acknowledgeAfterTriage(ctx, { messageId: message.id, triage: triaged() });
    expect(outcome).toMatchObject({ sent: false, reason: expect.stringMatching(/Mailbox unavailable/) });
    const review = await getEmailThreadReview(ctx, thread.id);
    expect(review!.sends).toEqual([]);
    expect(review!.messages.filter((m) => m.direction === "OUT")).toEqual([]);
    expect(
      (await listAuditEntries(ctx, { limit: 200 })).some(
        (e) => e.action === "email.acknowledgement.failed" && e.recordId === thread.id,
      ),
    ).toBe(true);
  });
});

describe("Edit and Discard", () => {
  it("Edit saves the text, sends nothing, and is audited; an empty text is refused under its field", async () => {
    const { thread, draft } = await threadWithDraft("Add a driver");
    const saved = await editEmailDraft(ctx, { draftId: draft.id, body: "  Hello Maria, the driver is added.  " });
    expect(saved.body).toBe("Hello Maria, the driver is added.");
    expect(received).toEqual([]);
    expect((await getEmailThreadReview(ctx, thread.id))!.drafts[0]!.body).toBe("Hello Maria, the driver is added.");
    await expect(editEmailDraft(ctx, { draftId: draft.id, body: "   " })).rejects.toMatchObject({
      fieldErrors: [{ path: "body", message: "Write the reply before saving it" }],
    });
    const audits = (await listAuditEntries(ctx, { limit: 200 })).filter(
      (e) => e.action === "email.draft.edited" && e.recordId === draft.id,
    );
    expect(audits).toHaveLength(1);
  });

  it("Discard removes the draft from the thread and sends nothing; it cannot then be sent", async () => {
    const { thread, draft } = await threadWithDraft("Cancel my policy");
    await discardEmailDraft(ctx, { draftId: draft.id });
    expect((await getEmailThreadReview(ctx, thread.id))!.drafts).toEqual([]);
    await expect(sendEmailDraft(ctx, { draftId: draft.id })).rejects.toThrow(/discarded/);
    expect(received).toEqual([]);
  });
});

describe("the Emails list", () => {
  it("filters, searches and counts up to a limit", async () => {
    const agency = await buildAgency(runtime.system, { name: "Many Threads Agency" });
    const many = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
    await many.db.insert(emailThreads).values(
      Array.from({ length: 30 }, (_, i) => ({
        agencyId: agency.id,
        subject: i % 3 === 0 ? `Certificate ${i}` : `Question ${i}`,
        state: (i % 5 === 0 ? "ENDED" : "ACTIVE") as "ACTIVE" | "ENDED",
        waitingFor: (i % 2 === 0 ? "AGENT" : "CLIENT") as "AGENT" | "CLIENT",
        fromEmail: `client${i}@example.com`,
        updatedAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
      })),
    );
    const first = await listEmailThreadPage(many, { page: 1, pageSize: 10 });
    expect(first).toMatchObject({ totalCount: 30, totalCountCapped: false });
    expect(first.nodes[0]!.subject).toBe("Question 29");
    expect(first.nodes.map((n) => n.fromEmail)[0]).toBe("client29@example.com");
    const capped = await listEmailThreadPage(many, { page: 1, pageSize: 10, countLimit: 12 });
    expect(capped).toMatchObject({ totalCount: 12, totalCountCapped: true });
    const lastPage = await listEmailThreadPage(many, { page: 3, pageSize: 10, countLimit: 12 });
    expect(lastPage.totalCount).toBeGreaterThanOrEqual(30);
    expect((await listEmailThreadPage(many, { search: "certificate" })).totalCount).toBe(10);
    expect((await listEmailThreadPage(many, { filter: "ENDED" })).totalCount).toBe(6);
    expect((await listEmailThreadPage(many, { filter: "AGENT" })).totalCount).toBe(15);
    expect((await listEmailThreadPage(many, { filter: "DRAFT" })).totalCount).toBe(0);
    // another agency's threads are never listed
    expect((await listEmailThreadPage(ctx, { search: "client29@example.com" })).totalCount).toBe(0);
  });
});
