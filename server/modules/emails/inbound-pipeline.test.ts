import { randomBytes } from "node:crypto";
import JSZip from "jszip";
import nodemailer, { type Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docxBomb } from "#server/modules/documents/hostile-fixtures.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { eq } from "drizzle-orm";
import { conversationDrafts, conversationTriages } from "#server/modules/conversations/conversations.table.ts";
import { serviceRequests } from "#server/modules/servicing/servicing.table.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { setPreApprovals } from "#server/modules/workspaces/effect-approvals.service.ts";
import { emailSends } from "./email-send.table.ts";
import { emailInbound, emailMessages, emailThreads, serviceRequestEmailThreads } from "./email-threads.table.ts";
import { queueUnreadInbound, UNREAD_AFTER_MS } from "./inbound-store.service.ts";
import { ensureInboundSettings, inboundAddressOf } from "./inbound-settings.service.ts";
import { agencyMessages, inboundRows, sample, settledMessage, until } from "./inbound-test-support.ts";
import { LOOP_LIMITS } from "./triage-meter.ts";
import { startInboundSmtp, type InboundSmtpListener } from "./smtp-listener.ts";
import { buildOutboundThreadingHeaders } from "./threading.ts";

/**
 * The embedded SMTP listener with a real SMTP client (nodemailer), and what the pipeline makes of
 * what arrives (ADR 067): threads, automated mail and bounces, forwards, loops, the plan's meter,
 * and bad input kept with its reason.
 */

let runtime: TestRuntime;
let smtp: InboundSmtpListener;
let transport: Transporter;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true, env: { INBOUND_EMAIL_MAX_MB: "60" } });
  smtp = await startInboundSmtp(runtime, { port: 0, host: "127.0.0.1" });
  transport = nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true });
});
afterAll(async () => {
  transport?.close();
  await smtp?.close();
  await runtime?.close();
});

async function newAgency(plan: "BASIC" | "PRO" = "PRO") {
  const agency = await buildAgency(runtime.system, { subscription: { plan } });
  const user = await buildAgencyUser(runtime.system, agency.id, {
    email: `csr-${agency.id.slice(0, 6)}@harborpoint.example.test`,
  });
  const ctx = agencyCtxFor(runtime, user);
  const { settings } = await ensureInboundSettings(ctx);
  return { agency, user, ctx, address: inboundAddressOf(ctx, settings) };
}

const sendRaw = (to: string, raw: Buffer | string, from = "dana.whitfield@clientmail.example.test") =>
  transport.sendMail({ envelope: { from, to: [to] }, raw });

describe("the SMTP listener", () => {
  it("refuses a recipient that is no agency's address, and stores a message to the agency's before its 250", async () => {
    const { agency, address } = await newAgency();
    await expect(
      sendRaw(`nobody-0000@${runtime.config.INBOUND_EMAIL_DOMAIN}`, sample("raw-reply.eml")),
    ).rejects.toThrow(/550|no such mailbox/);
    const info = await sendRaw(address, sample("raw-reply.eml"));
    expect(info.response).toMatch(/^250/);
    expect(await inboundRows(runtime.system, agency.id)).toHaveLength(1); // stored before the 250
    const again = await sendRaw(address.replace("@", "+th_0000000000@"), sample("raw-reply.eml"));
    expect(again.response).toMatch(/^250.*Already received/);
    expect(await inboundRows(runtime.system, agency.id)).toHaveLength(1);
    const [{ message }] = await settledMessage(runtime.system, agency.id);
    expect(message!.attachments[0]!.text).toContain("Landlord: Bayview Commons LLC");
  }, 120_000);

  it("threads a conversation: the first message, Cara's reply (its headers), the client's answer by In-Reply-To, a reply to the plus-address, a bare subject match", async () => {
    const { agency, address } = await newAgency();
    await transport.sendMail({
      from: "Dana Whitfield <dana.whitfield@clientmail.example.test>",
      to: address,
      subject: "COI needed for new lease - Whitfield Bakery",
      messageId: `<first-${randomBytes(4).toString("hex")}@clientmail.example.test>`,
      text: "Hi,\n\nOur new landlord needs a certificate. Policy HPA-2231907.\n\nThanks,\nDana",
    });
    const [first] = await settledMessage(runtime.system, agency.id);
    const thread = first!.thread;
    // Cara's reply as the sending half will build it, stored before it is sent
    const headers = buildOutboundThreadingHeaders({
      domain: "mail.harborpoint.example.test",
      parent: {
        rfcMessageId: first!.message.rfcMessageId,
        references: first!.message.references,
        subject: first!.message.subject,
        threadTopic: null,
        threadIndex: null,
      },
      subject: "",
    });
    expect(headers.inReplyTo).toBe(first!.message.rfcMessageId);
    expect(headers.references).toEqual([first!.message.rfcMessageId]);
    expect(headers.subject).toBe("Re: COI needed for new lease - Whitfield Bakery");
    expect(Buffer.from(headers.headers["Thread-Index"], "base64")).toHaveLength(22 + 5 * 0);
    await runtime.system.db.insert(emailMessages).values({
      threadId: thread.id,
      sentAt: runtime.now(),
      senderRole: "CARA",
      senderEmail: address,
      body: "Please send the landlord's legal name.",
      direction: "OUT",
      rfcMessageId: headers.messageId,
      inReplyTo: headers.inReplyTo,
      references: headers.references,
      subject: headers.subject,
    });
    // the client's answer carries In-Reply-To: Cara's id
    await transport.sendMail({
      from: "Dana Whitfield <dana.whitfield@clientmail.example.test>",
      to: address,
      subject: "Re: COI needed for new lease - Whitfield Bakery",
      inReplyTo: headers.messageId,
      references: [...headers.references, headers.messageId],
      text: "The landlord is Bayview Commons LLC.\n\nOn Mon, Nov 17, 2025 at 9:32 AM Harbor Point <x@y.test> wrote:\n> Please send the landlord's legal name.",
    });
    // a reply to the plus-address with a new subject and no threading headers (a mail client that drops them)
    await transport.sendMail({
      from: "Marco Ruiz <marco.ruiz@bayviewcommons.example.test>",
      to: address.replace("@", `+${thread.token}@`),
      subject: "Lease page",
      text: "Attached is the page you asked for.",
    });
    // a stranger writing with the same subject is not joined to Dana's thread
    await transport.sendMail({
      from: "someone@elsewhere.example.test",
      to: address,
      subject: "COI needed for new lease - Whitfield Bakery",
      text: "Different person, same words.",
    });
    // Dana again, same subject, no headers: joins by subject and participant
    await transport.sendMail({
      from: "dana.whitfield@clientmail.example.test",
      to: address,
      subject: "RE: Fwd: COI needed for new lease - Whitfield Bakery",
      text: "One more thing: the keys are Friday.",
    });
    const all = await settledMessage(runtime.system, agency.id, 5);
    const threadOf = (text: string) => all.find((r) => r.message.body.includes(text))!.thread.id;
    expect(threadOf("The landlord is Bayview Commons LLC.")).toBe(thread.id);
    expect(all.find((r) => r.message.body.includes("The landlord is"))!.message.quotedText).toContain(
      "Please send the landlord's legal name.",
    );
    expect(threadOf("Attached is the page")).toBe(thread.id);
    expect(threadOf("One more thing")).toBe(thread.id);
    expect(threadOf("Different person")).not.toBe(thread.id);
  });

  it("a stored message whose reading was never queued (the process stopped after its 250) is read after the sweep", async () => {
    const { agency } = await newAgency();
    await runtime.system.db.insert(emailInbound).values({
      agencyId: agency.id,
      provider: "SMTP",
      dedupKey: `mid:<orphan-${randomBytes(4).toString("hex")}@clientmail.example.test>`,
      contentType: "message/rfc822",
      raw: sample("raw-reply.eml"),
      sizeBytes: sample("raw-reply.eml").byteLength,
      receivedAt: new Date(runtime.now().getTime() - UNREAD_AFTER_MS - 1000),
    });
    expect(await queueUnreadInbound(runtime)).toBeGreaterThanOrEqual(1);
    const [{ message }] = await settledMessage(runtime.system, agency.id);
    expect(message!.body).toContain("Bayview Commons LLC");
    expect((await inboundRows(runtime.system, agency.id))[0]!.state).toBe("PROCESSED");
  }, 120_000);

  it("extends an Outlook Thread-Index by a 5-byte block on reply", () => {
    const parentIndex = "AdxYo/HCmgttPk9aa3yNng8aKzxNXgAAobLD";
    const reply = buildOutboundThreadingHeaders({
      domain: "mail.example.test",
      parent: {
        rfcMessageId: "<a@b>",
        references: ["<z@b>"],
        subject: "Re: X",
        threadTopic: "X",
        threadIndex: parentIndex,
      },
      subject: "",
      at: new Date("2025-11-18T16:10:00Z"),
    });
    const bytes = Buffer.from(reply.headers["Thread-Index"], "base64");
    expect(bytes.subarray(0, 27).equals(Buffer.from(parentIndex, "base64"))).toBe(true);
    expect(bytes).toHaveLength(Buffer.from(parentIndex, "base64").length + 5);
    expect(reply.headers["Thread-Topic"]).toBe("X");
    expect(reply.references).toEqual(["<z@b>", "<a@b>"]);
    expect(reply.messageId).toMatch(/^<[0-9a-f-]{36}@mail\.example\.test>$/);
  });
});

describe("triage in the job", () => {
  it("a message to the listener becomes a thread and a certificate request with a draft awaiting approval, with nobody acting", async () => {
    const { agency, ctx, address } = await newAgency();
    const account = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: "Whitfield Bakery LLC",
        email: "office@whitfieldbakery.example.test",
        phone: "(207) 555-0160",
        mailingAddress: { line1: "12 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
      contact: { name: "Dana Whitfield", email: "dana.whitfield@clientmail.example.test", phone: "(207) 555-0161" },
    });
    await transport.sendMail({
      from: "Dana Whitfield <dana.whitfield@clientmail.example.test>",
      to: address,
      subject: "Certificate for our new landlord",
      text: "Hi,\n\nCould you send a certificate of insurance to Bayview Commons LLC, 200 Harbor Road, Portland, ME 04101? They need to be additional insured.\n\nThanks,\nDana Whitfield",
    });
    const [settled] = await settledMessage(runtime.system, agency.id);
    expect(settled!.message.triageStatus).toBe("TRIAGED");
    const thread = (await agencyMessages(runtime.system, agency.id))[0]!.thread;
    expect(thread).toMatchObject({ state: "ACTIVE", waitingFor: "AGENT", accountId: account.id });
    // the message is marked triaged a moment before its triage row records the end
    const triageOf = async () =>
      (
        await runtime.system.db
          .select()
          .from(conversationTriages)
          .where(eq(conversationTriages.messageId, settled!.message.id))
      )[0];
    await expect.poll(async () => (await triageOf())?.state, { timeout: 15_000, interval: 100 }).toBe("DONE");
    expect(await triageOf()).toMatchObject({ state: "DONE", requestAction: "CREATED" });
    const [link] = await runtime.system.db
      .select({ request: serviceRequests })
      .from(serviceRequestEmailThreads)
      .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestEmailThreads.serviceRequestId))
      .where(eq(serviceRequestEmailThreads.threadId, thread.id));
    expect(link!.request).toMatchObject({ type: "CREATE_CERTIFICATE", accountId: account.id, state: "OPEN" });
    expect(link!.request.typeData.createCertificate).toMatchObject({
      name: "Bayview Commons LLC",
      additionalInsured: true,
    });
    const drafts = await runtime.system.db
      .select()
      .from(conversationDrafts)
      .where(eq(conversationDrafts.threadId, thread.id));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ state: "DRAFT", to: "dana.whitfield@clientmail.example.test" });
    // nothing left: only the client's message is on the thread
    expect((await agencyMessages(runtime.system, agency.id)).map((r) => r.message.direction)).toEqual(["IN"]);
  }, 180_000);
});

describe("the acknowledgement rule in the job", () => {
  it("with EMAIL_ACKNOWLEDGEMENT on, the job acknowledges a client's new message on its own (the rule named as approver) and the draft still waits", async () => {
    const { agency, ctx, user, address } = await newAgency();
    await setPreApprovals(agencyCtxFor(runtime, user), ["EMAIL_ACKNOWLEDGEMENT"]);
    await transport.sendMail({
      from: "Dana Whitfield <dana.whitfield@clientmail.example.test>",
      to: address,
      subject: "Where is my renewal?",
      text: "Hi, when will our renewal documents arrive?",
    });
    const [settled] = await settledMessage(runtime.system, agency.id);
    const threadId = settled!.thread.id;
    const sends = await until(
      () => runtime.system.db.select().from(emailSends).where(eq(emailSends.threadId, threadId)),
      (rows) => rows.some((r) => r.messageId !== null),
    );
    expect(sends).toEqual([
      expect.objectContaining({ approvedByRule: "EMAIL_ACKNOWLEDGEMENT", approvedByUserId: null }),
    ]);
    const messages = await agencyMessages(runtime.system, agency.id);
    expect(messages.map((m) => [m.message.direction, m.message.senderRole])).toEqual([
      ["IN", "CLIENT"],
      ["OUT", "CARA"],
    ]);
    expect(messages[1]!.message.body).toMatch(/^Hello Dana,/);
    const drafts = await ctx.db.select().from(conversationDrafts).where(eq(conversationDrafts.threadId, threadId));
    expect(drafts.map((d) => d.state).sort()).toEqual(["DRAFT", "SENT"]);
  }, 120_000);
});

describe("automated mail", () => {
  it("an out-of-office and a bounce are recognised, never queued for triage; the bounce is attached to the message it bounces", async () => {
    const { agency, address } = await newAgency();
    // Cara's message the bounce returns, and the one the auto-reply answers
    const [thread] = await runtime.system.db
      .insert(emailThreads)
      .values({
        agencyId: agency.id,
        subject: "COI needed for new lease - Whitfield Bakery",
        token: `th_${randomBytes(5).toString("hex")}`,
      })
      .returning();
    const [sent] = await runtime.system.db
      .insert(emailMessages)
      .values([
        {
          threadId: thread!.id,
          sentAt: runtime.now(),
          senderRole: "CARA",
          body: "Certificate attached.",
          direction: "OUT",
          rfcMessageId: "<9d4f2b6e-1c7a-4e0f-a3b5-8e6d2c1f0a97@mail.harborpoint.example.test>",
        },
        {
          threadId: thread!.id,
          sentAt: runtime.now(),
          senderRole: "CARA",
          body: "Marco, could you confirm?",
          direction: "OUT",
          rfcMessageId: "<5e21d7c0-93ab-4f6e-b8a2-71c04d9e3f15@mail.harborpoint.example.test>",
        },
      ])
      .returning();
    await sendRaw(address, sample("bounce.eml"), "");
    await sendRaw(address, sample("auto-reply.eml"), "");
    await transport.sendMail({
      from: "news@list.example.test",
      to: address,
      subject: "Monthly newsletter",
      headers: { "List-Id": "<news.list.example.test>", "List-Unsubscribe": "<mailto:unsub@list.example.test>" },
      text: "Our news.",
    });
    const messages = await settledMessage(runtime.system, agency.id, 3);
    const bounce = messages.find((m) => m.message.subject === "Undelivered Mail Returned to Sender")!.message;
    expect(bounce.automated).toMatchObject({ automated: true, kind: "BOUNCE" });
    expect(bounce.triageStatus).toBe("AUTOMATED");
    expect(bounce.threadId).toBe(thread!.id);
    expect(bounce.bouncesMessageId).toBe(sent!.id);
    expect(bounce.bounce).toEqual({
      recipient: "dana.whitfeld@clientmail.example.test",
      status: "5.1.1",
      action: "failed",
    });
    const ooo = messages.find((m) => m.message.subject?.startsWith("Automatic reply"))!.message;
    expect(ooo.automated).toEqual({ automated: true, kind: "AUTO_REPLY", evidence: "Auto-Submitted: auto-replied" });
    expect(ooo.triageStatus).toBe("AUTOMATED");
    expect(ooo.threadId).toBe(thread!.id); // In-Reply-To Cara's message
    expect(ooo.threadIndex).toBe("AdxYo/HCmgttPk9aa3yNng8aKzxNXgAAobLD");
    const list = messages.find((m) => m.message.subject === "Monthly newsletter")!.message;
    expect(list.automated).toMatchObject({ automated: true, kind: "LIST" });
    expect(list.triageStatus).toBe("AUTOMATED");
    // a thread that only automated mail started waits for nobody
    expect(messages.find((m) => m.message.subject === "Monthly newsletter")!.thread.waitingFor).toBeNull();
  });

  it("two auto-responders cannot loop: past the per-sender limit, messages are held (stored, not triaged)", async () => {
    const { agency, address } = await newAgency();
    const total = LOOP_LIMITS.perSenderPerHour + 3;
    for (let i = 0; i < total; i++) {
      // an auto-responder that says nothing machine-readable about itself
      await transport.sendMail({
        from: "robot@other-agency.example.test",
        to: address,
        subject: `Re: Your request ${i}`,
        text: `Thank you for your message ${i}. We will reply soon.`,
      });
    }
    const messages = await settledMessage(runtime.system, agency.id, total);
    expect(messages).toHaveLength(total);
    const triaged = messages.filter((m) => m.message.triageStatus === "TRIAGED");
    const held = messages.filter((m) => m.message.automated?.kind === "LOOP_LIMIT");
    expect(triaged).toHaveLength(LOOP_LIMITS.perSenderPerHour);
    expect(held).toHaveLength(3);
    expect(held[0]!.message.automated!.evidence).toContain("robot@other-agency.example.test");
  });
});

describe("forwarded mail", () => {
  it("a colleague's forward is the client's message; a client's forward of a third party stays the client's", async () => {
    const { agency, user, address } = await newAgency();
    await transport.sendMail({
      from: `Priya Shah <${user.email}>`,
      to: address,
      subject: "Fwd: Certificate for our landlord",
      text: [
        "Can Cara take this one?",
        "",
        "---------- Forwarded message ---------",
        "From: Dana Whitfield <dana.whitfield@clientmail.example.test>",
        "Date: Mon, Nov 17, 2025 at 9:32 AM",
        "Subject: Certificate for our landlord",
        "To: Priya Shah <" + user.email + ">",
        "",
        "Hi Priya, our landlord needs a certificate naming Bayview Commons LLC.",
      ].join("\n"),
    });
    await transport.sendMail({
      from: "Dana Whitfield <dana.whitfield@clientmail.example.test>",
      to: address,
      subject: "Fwd: Insurance requirements",
      text: [
        "See below from our landlord.",
        "",
        "---------- Forwarded message ---------",
        "From: Marco Ruiz <marco.ruiz@bayviewcommons.example.test>",
        "Subject: Insurance requirements",
        "",
        "Tenants must name Bayview Commons LLC as additional insured.",
      ].join("\n"),
    });
    const messages = await settledMessage(runtime.system, agency.id, 2);
    const forwarded = messages.find((m) => m.message.forwardedBy)!;
    expect(forwarded.message.senderEmail).toBe("dana.whitfield@clientmail.example.test");
    expect(forwarded.message.forwardedBy).toEqual({ address: user.email, name: "Priya Shah" });
    expect(forwarded.message.body).toBe("Hi Priya, our landlord needs a certificate naming Bayview Commons LLC.");
    expect(forwarded.message.quotedText).toContain("Can Cara take this one?");
    expect(forwarded.thread.fromEmail).toBe("dana.whitfield@clientmail.example.test");
    const own = messages.find((m) => m.message.subject === "Fwd: Insurance requirements")!.message;
    expect(own.senderEmail).toBe("dana.whitfield@clientmail.example.test");
    expect(own.forwardedBy).toBeNull();
  });
});

describe("the plan's emails a month", () => {
  it("over the Basic plan's 250, mail is stored and shown but not triaged", async () => {
    const { agency, address } = await newAgency("BASIC");
    // 250 already triaged this month
    const [thread] = await runtime.system.db
      .insert(emailThreads)
      .values({ agencyId: agency.id, subject: "Earlier mail" })
      .returning();
    await runtime.system.db.insert(emailMessages).values(
      Array.from({ length: 250 }, (_, i) => ({
        threadId: thread!.id,
        sentAt: runtime.now(),
        senderRole: "CLIENT" as const,
        senderEmail: `client${i}@example.test`,
        body: `Message ${i}`,
        direction: "IN" as const,
        triageStatus: "TRIAGED" as const,
      })),
    );
    await transport.sendMail({ from: "new.client@example.test", to: address, subject: "One more", text: "Hello?" });
    const messages = await until(
      () => agencyMessages(runtime.system, agency.id),
      (rows) => rows.some((r) => r.message.subject === "One more" && r.message.triageStatus !== null),
    );
    const latest = messages.find((r) => r.message.subject === "One more")!;
    expect(latest.message.triageStatus).toBe("OVER_LIMIT");
    expect(latest.message.body).toBe("Hello?");
    expect(latest.thread.waitingFor).toBe("AGENT");
  });
});

describe("bad input is kept with its reason, never a failure", () => {
  it("malformed MIME, no From, 5,000 recipients, mixed charsets, scripts, a 30 MB attachment and a zip bomb", async () => {
    const { agency, address } = await newAgency();
    await sendRaw(address, "\u0000\u0001garbage that is no message at all\r\n");
    await sendRaw(
      address,
      "To: x@example.test\r\nSubject: Who sent this\r\nMessage-ID: <nofrom@x.test>\r\n\r\nNo sender here.\r\n",
    );
    const many = Array.from({ length: 5000 }, (_, i) => `r${i}@example.test`);
    await transport.sendMail({
      from: "bulk@example.test",
      to: address,
      cc: many.join(", "),
      subject: "To everyone",
      text: "Hi all",
    });
    const mixed = [
      "From: =?ISO-8859-1?Q?Jos=E9_Pe=F1a?= <jose@example.test>",
      `To: ${address}`,
      "Subject: =?UTF-8?B?w5xiZXIgZGllIFBvbGljZQ==?= =?windows-1252?Q?=96_dringend?=",
      "Message-ID: <mixed@example.test>",
      "MIME-Version: 1.0",
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=ISO-8859-1",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "Necesito la p=F3liza para ma=F1ana.",
      "--b1",
      "Content-Type: text/html; charset=UTF-8",
      "",
      '<p onclick="steal()">Necesito la póliza</p><script>alert(1)</script><img src="https://tracker.example.test/p.gif"><a href="javascript:alert(2)">x</a><iframe src="https://evil.example.test"></iframe>',
      "--b1--",
      "",
    ].join("\r\n");
    await sendRaw(address, mixed);
    await transport.sendMail({
      from: "dana.whitfield@clientmail.example.test",
      to: address,
      subject: "Big scan",
      text: "The whole lease.",
      attachments: [
        {
          filename: "lease-scan.pdf",
          content: Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(30 * 1024 * 1024)]),
        },
      ],
    });
    await transport.sendMail({
      from: "dana.whitfield@clientmail.example.test",
      to: address,
      subject: "Our contract",
      text: "Attached.",
      attachments: [{ filename: "contract.docx", content: Buffer.from(await docxBomb()) }],
    });
    const zip = new JSZip();
    zip.file("statements.txt", new Uint8Array(200 * 1024 * 1024)); // 200 MB of zeros: about 200 KB zipped
    await transport.sendMail({
      from: "dana.whitfield@clientmail.example.test",
      to: address,
      subject: "Our statements",
      text: "All our statements, zipped.",
      attachments: [
        {
          filename: "statements.zip",
          content: Buffer.from(await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" })),
        },
      ],
    });
    // nothing else stops: the next ordinary message is read and triaged
    await transport.sendMail({
      from: "dana.whitfield@clientmail.example.test",
      to: address,
      subject: "Renewal date",
      text: "Hi, when does our policy renew?",
    });
    const messages = await settledMessage(runtime.system, agency.id, 8);
    const bySubject = (s: string) => messages.find((m) => m.message.subject === s)!.message;
    const garbage = messages.find((m) => m.message.parseStatus === "FAILED")!;
    expect(garbage.message.parseFailureReason).toMatch(/not an email message/);
    expect(garbage.thread.subject).toBe("(unreadable message)");
    expect(garbage.message.triageStatus).toBe("UNREADABLE");
    const rows = await inboundRows(runtime.system, agency.id);
    expect(rows.find((r) => r.messageId === garbage.message.id)).toMatchObject({ state: "FAILED" });

    const noFrom = bySubject("Who sent this");
    expect(noFrom.parseStatus).toBe("PARTIAL");
    expect(noFrom.parseFailureReason).toMatch(/no sender address/);
    expect(noFrom.triageStatus).toBe("UNREADABLE");

    const bulk = bySubject("To everyone");
    expect(bulk.parseFailureReason).toMatch(/5,001 recipients; the first 100 are kept/);
    expect(bulk.to.length + bulk.cc.length).toBe(100);
    expect(bulk.triageStatus).toBe("AUTOMATED");

    const charset = messages.find((m) => m.message.rfcMessageId === "<mixed@example.test>")!.message;
    expect(charset.senderName).toBe("José Peña");
    // RFC 2047 6.2: the space between two encoded words is not text
    expect(charset.subject).toBe("Über die Police– dringend");
    expect(charset.body).toBe("Necesito la póliza para mañana.");
    expect(charset.html).toContain("Necesito la póliza");
    expect(charset.html).not.toMatch(/<script|onclick|javascript:|<iframe|tracker\.example/);

    const big = bySubject("Big scan");
    expect(big.attachments[0]!.fileId).toBe("");
    expect(big.attachments[0]!.unreadableReason).toMatch(
      /lease-scan\.pdf is 30 MB; attachments up to 25 MB are stored and read\. It is kept in the original message\./,
    );
    expect(big.triageStatus).toBe("TRIAGED");

    const bomb = bySubject("Our contract");
    expect(bomb.attachments[0]!.fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bomb.attachments[0]!.unreadableReason).toMatch(/200,000 paragraphs/);
    expect(bomb.triageStatus).toBe("TRIAGED");

    const zipped = bySubject("Our statements");
    expect(zipped.attachments[0]!.unreadableReason).toMatch(/\w/);
    expect(zipped.triageStatus).toBe("TRIAGED");

    expect(bySubject("Renewal date")).toMatchObject({ parseStatus: "PARSED", triageStatus: "TRIAGED" });
    // every reason is on the thread as the slide-out shows it (the message's parse failure or attachment reason)
    for (const m of messages.filter((r) => r.message.parseStatus !== "PARSED"))
      expect(m.message.parseFailureReason).toMatch(/\w/);
  }, 300_000);
});
