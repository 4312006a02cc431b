import type { Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { expect, checkPage, screenshot, test } from "./support.ts";
import { signInThroughSink, startMailServer, type MailServer } from "./emails-support.ts";

/**
 * The email channel end to end (issue 30, docs/product/emails-screens.md, ADR 071), on a server of
 * its own (the demo agency seeded at first start, Priya signed in with the code mailed to the sink)
 * with the embedded SMTP listener on a free port and outbound SMTP to a sink in this test
 * (emails-support.ts says why the shared journey server cannot): a client's email to the agency's
 * inbound address becomes a thread and a certificate request with its data and a draft; Priya edits
 * the draft in the 'Email Thread' slide-out and sends it; the sink receives it with In-Reply-To and
 * References naming the client's Message-ID; the client's answer, sent with those headers, joins the
 * same thread, live; the request's Conversation tab shows the thread and its new draft, whose Edit
 * and Discard work without JavaScript.
 */

/** The journey's own server (emails-support.ts), beside the shared one on E2E_PORT. */
const MAIL_URL = process.env.E2E_EMAILS_URL ?? `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 20}`;
let mail: MailServer;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: MAIL_URL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mail = await startMailServer(MAIL_URL);
});

test.afterAll(async () => {
  await mail?.stop();
});

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

type AccountRow = { id: string; type: string; hasPoliciesInForce: boolean; account: { name: string; email: string } };
type Review = {
  id: string;
  messages: Array<{ senderRole: string; body: string; direction: string }>;
  triages: Array<{ messageId: string; state: string; requestType: string | null; serviceRequestId: string | null }>;
  drafts: Array<{ id: string; body: string }>;
};

/** The slide-out has finished sliding in (a screenshot mid-way shows it cut off). */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

const REVIEW = `query ($id: ID!) { emailThreadReview(id: $id) { id messages { senderRole body direction } triages { messageId state requestType serviceRequestId } drafts { id body } } }`;

test("an email becomes a thread and a certificate request; the edited draft is sent with its threading headers and the client's answer joins the thread", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(360_000);
  await signInThroughSink(page, mail.sink, "priya.shah@harbor-agency.test");
  const { emailInboundSettings } = await graphql<{ emailInboundSettings: { address: string } }>(
    page,
    `
      {
        emailInboundSettings {
          address
        }
      }
    `,
  );
  const inbound = emailInboundSettings.address;
  // a business client of the agency, with a policy in force, writes from its own address
  const { accounts } = await graphql<{ accounts: { nodes: AccountRow[] } }>(
    page,
    `
      {
        accounts(pageSize: 100) {
          nodes {
            id
            type
            hasPoliciesInForce
            account {
              name
              email
            }
          }
        }
      }
    `,
  );
  const client = accounts.nodes.find((a) => a.type === "BUSINESS" && a.hasPoliciesInForce && a.account.email);
  expect(client, "a business account with a policy in force and an email").toBeTruthy();
  const clientEmail = client!.account.email;
  const subject = "Certificate for our new landlord";

  // the Emails list is open before the mail arrives: the thread appears on it live
  await page.goto("/app/emails");
  await expect(page.getByRole("heading", { name: "Emails" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  const smtp = nodemailer.createTransport({
    host: "127.0.0.1",
    port: mail.inboundPort,
    secure: false,
    ignoreTLS: true,
  });
  const clientMessageId = `<coi-${Date.now()}@${clientEmail.split("@")[1]}>`;
  await smtp.sendMail({
    from: `${client!.account.name} <${clientEmail}>`,
    to: inbound,
    subject,
    messageId: clientMessageId,
    text: "Hi,\n\nCould you send a certificate of insurance to Bayview Commons LLC, 200 Harbor Road, Portland, ME 04101? They need to be additional insured.\n\nThanks",
  });

  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText("Draft to approve").filter({ visible: true })).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText(client!.account.name)).toBeVisible();
  await screenshot(page, "emails-list-1440");
  // Needs approval lists it
  await page.getByRole("navigation", { name: "Filter" }).getByRole("link", { name: "Needs approval" }).click();
  await expect(page).toHaveURL(/filter=draft/);
  await expect(page.getByRole("row").filter({ hasText: subject })).toBeVisible();
  await checkPage(page, "emails-needs-approval-1440");

  // the thread: the client's message on the left, the triage evidence, the draft
  await page.getByRole("row").filter({ hasText: subject }).click();
  const sheet = page.getByRole("dialog", { name: "Email Thread" });
  await expect(sheet).toBeVisible();
  const threadId = new URL(page.url()).pathname.split("/").pop()!;
  const messages = sheet.getByRole("list", { name: "Messages" });
  await expect(messages.getByRole("listitem").first()).toContainText("Bayview Commons LLC");
  await expect(messages.getByRole("listitem").first()).toContainText("Client");
  await expect(sheet.getByText("Triage: Create Certificate")).toBeVisible();
  const draft = sheet.getByRole("region", { name: "Draft reply" });
  await expect(draft).toBeVisible();
  await settled(page);
  await screenshot(page, "emails-thread-draft-1440");

  // the request triage made: the right type and data, the thread linked
  const first = (await graphql<{ emailThreadReview: Review }>(page, REVIEW, { id: threadId })).emailThreadReview;
  const requestId = first.triages[0]!.serviceRequestId!;
  expect(first.triages[0]).toMatchObject({ state: "DONE", requestType: "CREATE_CERTIFICATE" });
  const { serviceRequest } = await graphql<{
    serviceRequest: {
      type: string;
      state: string;
      account: { id: string } | null;
      createCertificate: {
        name: string;
        additionalInsured: boolean;
        address: { line1: string; city: string; zone: string; postalCode: string };
      } | null;
      emailThreads: Array<{ id: string }>;
    };
  }>(
    page,
    `
      query ($id: ID!) {
        serviceRequest(id: $id) {
          type
          state
          account {
            id
          }
          createCertificate {
            name
            additionalInsured
            address {
              line1
              city
              zone
              postalCode
            }
          }
          emailThreads {
            id
          }
        }
      }
    `,
    { id: requestId },
  );
  expect(serviceRequest).toMatchObject({
    type: "CREATE_CERTIFICATE",
    state: "OPEN",
    account: { id: client!.id },
    createCertificate: {
      name: "Bayview Commons LLC",
      additionalInsured: true,
      address: { line1: "200 Harbor Road", city: "Portland", zone: "ME", postalCode: "04101" },
    },
    emailThreads: [{ id: threadId }],
  });

  // Edit, then Send: the edited text is what leaves
  await draft.getByRole("link", { name: "Edit" }).click();
  const reply = `Hello,\n\nThe certificate naming Bayview Commons LLC as additional insured is on its way today.\n\nPriya Shah (${Date.now()})`;
  await draft.getByLabel("Reply").fill(reply);
  await draft.getByRole("button", { name: "Send" }).click();
  await expect(sheet.getByRole("status").filter({ hasText: "Reply sent." })).toBeVisible();
  await expect(sheet.getByRole("region", { name: "Draft reply" })).toHaveCount(0);
  const sent = messages.getByRole("listitem").filter({ hasText: "on its way today" });
  await expect(sent).toContainText("Cara");
  await expect(sent).toContainText("Approved and sent by Priya Shah");

  // the sink received the reply with the thread's headers
  const delivered: ParsedMail = await simpleParser(await mail.sink.next((raw) => raw.includes("Bayview")));
  expect(delivered.inReplyTo).toBe(clientMessageId);
  expect([delivered.references ?? []].flat()).toContain(clientMessageId);
  expect(delivered.to && !Array.isArray(delivered.to) ? delivered.to.value[0]!.address : null).toBe(clientEmail);
  expect(delivered.from!.value[0]!.address).toMatch(new RegExp(`^${inbound.split("@")[0]}\\+th_[a-z0-9]+@`));
  expect(delivered.subject).toBe(`Re: ${subject}`);
  expect(delivered.text).toContain("is on its way today");
  expect(delivered.headers.get("thread-index")).toBeTruthy();
  expect(delivered.headers.get("x-cara-approved-by")).toBe("Priya Shah");

  // the client answers with those headers: the message joins the same thread, live on the open slide-out
  await smtp.sendMail({
    from: `${client!.account.name} <${clientEmail}>`,
    to: inbound,
    subject: `Re: ${subject}`,
    messageId: `<answer-${Date.now()}@${clientEmail.split("@")[1]}>`,
    inReplyTo: delivered.messageId,
    references: [clientMessageId, delivered.messageId!],
    text: "Thank you! Could you also email me a copy of the certificate once it is issued?\n\nThanks",
  });
  smtp.close();
  await expect(messages.getByRole("listitem")).toHaveCount(3, { timeout: 60_000 });
  // the answer follows the reply it answers, even sent within the same second (message-order.ts)
  const answer = messages.getByRole("listitem").last();
  await expect(answer).toContainText("Could you also email me a copy");
  await expect(answer).toContainText("Client");
  // roles as the spec: the client on the left, Cara on the right
  await expect(answer).toHaveClass(/items-start/);
  await expect(sent).toHaveClass(/items-end/);
  const { emailThreadList } = await graphql<{ emailThreadList: { nodes: Array<{ id: string }> } }>(
    page,
    `
      query ($search: String) {
        emailThreadList(search: $search) {
          nodes {
            id
          }
        }
      }
    `,
    { search: subject },
  );
  expect(emailThreadList.nodes.map((n) => n.id)).toEqual([threadId]);
  // triage of the answer ends with a new draft on the same thread
  await expect(sheet.getByRole("region", { name: "Draft reply" })).toBeVisible({ timeout: 60_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await checkPage(page, "emails-thread-390");
  await screenshot(page, "emails-thread-390-top");
  await sheet.getByRole("region", { name: "Draft reply" }).scrollIntoViewIfNeeded();
  await screenshot(page, "emails-thread-draft-390");
  await page.setViewportSize({ width: 1440, height: 900 });

  // the request's Conversation tab: the same thread, the same draft and its actions
  await page.goto(`/app/servicing/${requestId}/conversation`);
  const section = page.getByRole("region", { name: `Email thread ${subject}` });
  await expect(section.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(3);
  await expect(section.getByRole("region", { name: "Draft reply" })).toBeVisible();
  await screenshot(page, "request-conversation-1440", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, "request-conversation-390");
  await screenshot(page, "request-conversation-390");
  await section.getByRole("region", { name: "Draft reply" }).scrollIntoViewIfNeeded();
  await screenshot(page, "request-conversation-draft-390");
  await page.goto("/app/emails");
  await screenshot(page, "emails-list-390");
  await page.setViewportSize({ width: 1440, height: 900 });

  // without JavaScript: Edit and Save, then Discard, on the Conversation tab (plain forms to its action)
  const cookies = await context.cookies();
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: mail.url });
  await plain.addCookies(cookies);
  const noJs = await plain.newPage();
  await noJs.goto(`/app/servicing/${requestId}/conversation`);
  const plainDraft = noJs.getByRole("region", { name: "Draft reply" });
  await plainDraft.getByRole("link", { name: "Edit" }).click();
  await expect(noJs).toHaveURL(/edit=/);
  await plainDraft.getByLabel("Reply").fill("");
  await plainDraft.getByRole("button", { name: "Save draft" }).click();
  await expect(plainDraft.getByText("Write the reply before saving it")).toBeVisible();
  await plainDraft.getByLabel("Reply").fill("Hello, a copy will follow by email.");
  await plainDraft.getByRole("button", { name: "Save draft" }).click();
  await expect(noJs.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await expect(noJs).toHaveURL(new RegExp(`/app/servicing/${requestId}/conversation\\?done=saved$`));
  await expect(plainDraft).toContainText("Hello, a copy will follow by email.");
  await plainDraft.getByRole("button", { name: "Discard" }).click();
  await expect(noJs.getByRole("status").filter({ hasText: "Draft discarded." })).toBeVisible();
  await expect(noJs.getByRole("region", { name: "Draft reply" })).toHaveCount(0);
  // the slide-out renders in place without JavaScript, its messages by role
  await noJs.goto(`/app/emails/${threadId}`);
  await expect(noJs.getByRole("heading", { name: "Email Thread" })).toBeVisible();
  await expect(noJs.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(3);
  await plain.close();
  const after = (await graphql<{ emailThreadReview: Review }>(page, REVIEW, { id: threadId })).emailThreadReview;
  expect(after.drafts).toEqual([]);
  expect(after.messages.map((m) => m.direction)).toEqual(["IN", "OUT", "IN"]);
  // only the reply Priya approved left the product
  expect(mail.sink.received.filter((raw) => raw.includes(inbound.split("@")[1]!))).toHaveLength(1);
});
