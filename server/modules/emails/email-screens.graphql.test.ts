import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgencyUserCtx } from "#server/lib/context.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { moveDraft, recordDraft } from "../conversations/drafts.service.ts";
import { openSubscription } from "#tests/setup/sse.ts";
import { discardEmailDraft, editEmailDraft } from "./email-send.service.ts";
import { settledMessage, webhookPaths } from "./inbound-test-support.ts";
import { emailSends } from "./email-send.table.ts";
import { emailMessages, emailThreads } from "./email-threads.table.ts";

/**
 * What the Emails screens read over GraphQL (issue 30 items 9-10): the list's "Draft to approve"
 * marker and its Needs approval filter (a thread whose draft waits has both; one whose draft was
 * sent or discarded has neither), the plan's emails this month behind the over-limit banner, and
 * `emailThreadChanged`, which the screens reload on (a message arriving, triage ending, a draft edited).
 */

let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let ctx: AgencyUserCtx;
let other: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id, { name: "Priya Shah" });
  ctx = agencyCtxFor(runtime, me);
  other = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  client = await signedInClient(runtime, server.url, me);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await runtime?.close();
});

async function threadWithDraft(c: AgencyUserCtx, subject: string) {
  const [thread] = await c.db
    .insert(emailThreads)
    .values({
      agencyId: c.actor.agencyId,
      subject,
      waitingFor: "AGENT",
      token: `th_${Math.random().toString(36).slice(2, 12).padEnd(10, "0")}`,
      fromName: "Maria Lopez",
      fromEmail: "maria@bakery.example",
      participants: ["maria@bakery.example"],
    })
    .returning();
  const [message] = await c.db
    .insert(emailMessages)
    .values({
      threadId: thread!.id,
      sentAt: new Date(),
      senderRole: "CLIENT",
      senderEmail: "maria@bakery.example",
      body: "Please send a certificate.",
      subject,
    })
    .returning();
  const draft = await recordDraft(c, {
    channel: "EMAIL",
    threadId: thread!.id,
    inReplyToMessageId: message!.id,
    to: "maria@bakery.example",
    subject: `Re: ${subject}`,
    body: "Hello Maria, we will issue it today.",
  });
  return { thread: thread!, draft };
}

const LIST = `query ($filter: String) { emailThreadList(filter: $filter, pageSize: 50) { totalCount nodes { id subject draftCount } } }`;

async function list(filter: string) {
  const res = await client.request(LIST, { filter });
  expect(res.body?.errors).toBeUndefined();
  return res.body!.data.emailThreadList as {
    totalCount: number;
    nodes: Array<{ id: string; subject: string; draftCount: number }>;
  };
}

describe("the Emails list's Draft to approve marker and Needs approval filter", () => {
  it("marks and filters the thread whose draft waits, and not the one whose draft was discarded or sent", async () => {
    const waiting = await threadWithDraft(ctx, "Certificate for Acme Plaza");
    const discarded = await threadWithDraft(ctx, "Cancel my policy");
    const sent = await threadWithDraft(ctx, "Question about flood");
    await discardEmailDraft(ctx, { draftId: discarded.draft.id });
    // a draft sent is in state SENT (the send service's claim); mark it so without a mail server
    await moveDraft(ctx, sent.draft.id, { from: "DRAFT", to: "SENT" });
    // another agency's draft on its own thread counts only there
    await threadWithDraft(other, "Theirs");

    const all = await list("ALL");
    const byId = new Map(all.nodes.map((n) => [n.id, n.draftCount]));
    expect(byId.get(waiting.thread.id)).toBe(1);
    expect(byId.get(discarded.thread.id)).toBe(0);
    expect(byId.get(sent.thread.id)).toBe(0);
    expect(all.totalCount).toBe(3);

    const needsApproval = await list("DRAFT");
    expect(needsApproval.nodes.map((n) => n.id)).toEqual([waiting.thread.id]);
    expect(needsApproval.totalCount).toBe(1);
  });
});

describe("the plan's emails this month (the Emails list's banner)", () => {
  it("counts this month's triaged inbound mail against the Basic plan's 250 and the mail held past it", async () => {
    const agency = await buildAgency(runtime.system, { name: "Small Agency", subscription: { plan: "BASIC" } });
    const user = await buildAgencyUser(runtime.system, agency.id, { name: "Sam Lee" });
    const small = agencyCtxFor(runtime, user);
    const smallClient = await signedInClient(runtime, server.url, user);
    const USAGE = `{ emailTriageUsage { used limit heldThisMonth resetsAt planMessage } }`;
    const [thread] = await small.db
      .insert(emailThreads)
      .values({ agencyId: agency.id, subject: "Many", token: "th_manymany00", fromEmail: "a@b.example" })
      .returning();
    const now = runtime.system.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const message = (i: number, triageStatus: string, sentAt: Date) => ({
      threadId: thread!.id,
      sentAt,
      senderRole: "CLIENT" as const,
      senderEmail: "a@b.example",
      body: `Message ${i}`,
      triageStatus: triageStatus as "TRIAGED",
      rfcMessageId: `<m${i}-${triageStatus}@b.example>`,
    });
    await small.db
      .insert(emailMessages)
      .values([
        ...Array.from({ length: 249 }, (_, i) => message(i, "TRIAGED", now)),
        ...Array.from({ length: 5 }, (_, i) => message(i, "TRIAGED", lastMonth)),
      ]);
    const under = (await smallClient.request(USAGE)).body!.data.emailTriageUsage;
    expect(under).toMatchObject({ used: 249, limit: 250, heldThisMonth: 0 });

    await small.db
      .insert(emailMessages)
      .values([message(249, "TRIAGED", now), message(250, "OVER_LIMIT", now), message(251, "OVER_LIMIT", now)]);
    const over = (await smallClient.request(USAGE)).body!.data.emailTriageUsage;
    expect(over).toMatchObject({ used: 250, limit: 250, heldThisMonth: 2 });
    expect(over.planMessage).toMatch(/Basic plan includes 250 emails a month\. Upgrade to Pro for 2,500/);
    expect(new Date(over.resetsAt).getUTCDate()).toBe(1);
    expect(new Date(over.resetsAt).getTime()).toBeGreaterThan(now.getTime());

    // another agency (Pro, nothing this month) sees its own meter
    expect((await client.request(USAGE)).body!.data.emailTriageUsage).toMatchObject({
      used: 0,
      limit: 2500,
      heldThisMonth: 0,
    });
  });
});

describe("emailThreadChanged (the screens' live updates)", () => {
  it("announces the thread when a message arrives and is decided, when triage ends and when a draft is edited", async () => {
    const stream = await openSubscription(server.url, client.cookie, `subscription { emailThreadChanged }`);
    const paths = await webhookPaths(ctx);
    const raw = [
      "From: Maria Lopez <maria@bakery.example>",
      `To: ${paths.view.address}`,
      "Subject: Question about our policy",
      "Message-ID: <live-1@bakery.example>",
      "Date: " + new Date().toUTCString(),
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Hello, does our policy cover flood damage?",
      "",
    ].join("\r\n");
    const posted = await fetch(`${server.url}${paths.raw.path}`, {
      method: "POST",
      headers: { "content-type": "message/rfc822", authorization: `Bearer ${paths.raw.secret}` },
      body: raw,
    });
    expect(posted.status).toBe(200);
    const arrived = (await settledMessage(runtime.system, ctx.actor.agencyId)).find(
      (row) => row.message.rfcMessageId === "<live-1@bakery.example>",
    );
    const threadId = arrived!.thread.id;
    expect(arrived!.message.triageStatus).toBe("TRIAGED");
    // the decision (queued for triage) and the end of triage: at least two announcements of the thread
    const received = await stream.until(new RegExp(`(${threadId}[\\s\\S]*){2}`));
    expect(received).toContain(threadId);

    // a draft edited announces it too
    const draft = await recordDraft(ctx, {
      channel: "EMAIL",
      threadId,
      inReplyToMessageId: arrived!.message.id,
      to: "maria@bakery.example",
      subject: "Re: Question about our policy",
      body: "Hello Maria",
    });
    const before = (await stream.until(threadId)).split(threadId).length;
    await editEmailDraft(ctx, { draftId: draft.id, body: "Hello Maria, yes." });
    const after = await stream.until(new RegExp(`(${threadId}[\\s\\S]*){${before}}`));
    expect(after.split(threadId).length).toBeGreaterThan(before);
    stream.close();
  }, 180_000);
});

describe("who approved each reply on the thread", () => {
  it("says when an agency rule, not a person, let Cara send", async () => {
    const { thread } = await threadWithDraft(ctx, "Thanks for your email");
    const approved = {
      from: "a@inbound.example",
      to: "maria@bakery.example",
      subject: "Re: Thanks",
      body: "We have your email.",
      messageId: "<ack@inbound.example>",
      inReplyTo: null,
      references: [],
      threadIndex: "AQ==",
    };
    let at = Date.now();
    const sent = async (body: string, rule: string | null, name: string) => {
      at += 1000;
      const [message] = await ctx.db
        .insert(emailMessages)
        .values({ threadId: thread.id, sentAt: new Date(at), senderRole: "CARA", direction: "OUT", body })
        .returning();
      await ctx.db.insert(emailSends).values({
        agencyId: ctx.actor.agencyId,
        threadId: thread.id,
        draftId: crypto.randomUUID(),
        messageId: message!.id,
        approvedByName: name,
        approvedByRule: rule,
        approvedAt: new Date(),
        approved,
        transport: "outbox",
      });
    };
    await sent("We have your email.", "EMAIL_ACKNOWLEDGEMENT", "Agency rule: Acknowledge new email");
    await sent("Here is the certificate.", null, "Priya Shah");
    const res = await client.request(
      `query ($id: ID!) { emailThreadReview(id: $id) { messages { body approval { approvedByName byRule } } } }`,
      { id: thread.id },
    );
    const approvals = (res.body!.data.emailThreadReview.messages as Array<{ body: string; approval: unknown }>).filter(
      (m) => m.approval,
    );
    expect(approvals).toEqual([
      { body: "We have your email.", approval: { approvedByName: "Agency rule: Acknowledge new email", byRule: true } },
      { body: "Here is the certificate.", approval: { approvedByName: "Priya Shah", byRule: false } },
    ]);
  });
});
