import type { Page } from "@playwright/test";
import fs from "node:fs";
import { extractPdfText } from "../tests/support/pdf-text.ts";
import { checkPage, expect, AS_PRIYA, test } from "./support.ts";
import { askFromHome, declarationsPdf, expectNotReloaded, watchStages } from "./workspace-support.ts";

/** GraphQL as the signed-in browser (same session cookie). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

type Request = { id: string; type: string; clientEmail: string | null; question: { question: string } | null };

/** One of the demo agency's open client questions with an email to answer to. */
async function demoQuestion(page: Page): Promise<Request> {
  const { serviceRequests } = await graphql<{ serviceRequests: { nodes: Request[] } }>(
    page,
    `
      query {
        serviceRequests(pageSize: 100) {
          nodes {
            id
            type
            clientEmail
            question {
              question
            }
          }
        }
      }
    `,
  );
  const request = serviceRequests.nodes.find((node) => node.type === "QUESTION" && node.clientEmail && node.question);
  expect(request, "the demo agency has a client question").toBeTruthy();
  return request!;
}

const conversationOf = (page: Page) => page.getByRole("log", { name: "Conversation" });

test.describe("Drafts in a workspace", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("Open in Copilot from a service request: Cara drafts the reply email", async ({ page }) => {
    test.setTimeout(120_000);
    const request = await demoQuestion(page);
    await page.goto(`/app/servicing/${request.id}/overview`);
    await watchStages(page);
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("menuitem", { name: "Open in Copilot" }).click();
    const dialog = page.getByRole("dialog", { name: "Open in Copilot" });
    await dialog.getByLabel("Message").fill("Draft a reply to this request");
    await dialog.getByRole("button", { name: "Open in Copilot" }).click();
    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}$/);

    // the draft card appears in the conversation, live, and completes
    const card = conversationOf(page).locator("[data-artifact]").first();
    await expect(card).toContainText("Email draft", { timeout: 30_000 });
    await expect(card).toContainText("v1", { timeout: 30_000 });
    await expect(card).toContainText(`Re: your question`);
    await expect(card).not.toHaveAttribute("aria-busy");
    await expect(conversationOf(page).getByRole("article", { name: "Cara's answer" })).toContainText(
      "I drafted a reply to the question.",
    );
    await expectNotReloaded(page);

    // opening it shows the recipient, the subject and the body
    await card.click();
    const draft = page.getByRole("dialog", { name: "Re: your question" });
    await expect(draft).toBeVisible();
    await expect(draft).toContainText("Email draft · version 1");
    await expect(draft.getByRole("definition").first()).toHaveText(request.clientEmail!);
    await expect(draft).toContainText(`Thank you for your request: "${request.question!.question}"`);
    await expect(draft.getByRole("button", { name: "Copy to clipboard" })).toBeVisible();
    await checkPage(page, "workspace-email-draft-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(draft.getByRole("link", { name: "Open in side panel" })).toBeInViewport();
    await checkPage(page, "workspace-email-draft-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // in the side panel, with Cara idle, the recipient, subject and body are edited and saved as version 2
    await draft.getByRole("link", { name: "Open in side panel" }).click();
    await expect(page).toHaveURL(/artifact_id=[0-9a-f-]{36}&version=1$/);
    const panel = page.getByTestId("artifact-panel");
    await expect(panel.getByLabel("To")).toHaveValue(request.clientEmail!);
    const subject = panel.getByLabel("Subject");
    await expect(subject).toHaveValue("Re: your question");
    await subject.fill("Re: your question (from Priya)");
    await expect(page).toHaveURL(/version=2$/, { timeout: 15_000 });
    await expect(panel).toHaveAttribute("data-version", "2");
    const body = panel.getByRole("textbox", { name: "Body of the email" });
    const note = "I will call you tomorrow to go through it.";
    await body.click();
    await body.press("Control+End");
    await body.pressSequentially(`\n\n${note}`);
    // one version per pause in typing: a slow machine may pause mid-sentence
    await expect(page).toHaveURL(/version=([3-9]|\d{2})$/, { timeout: 15_000 });
    await expect(panel.getByRole("textbox", { name: "Body of the email" })).toHaveValue(new RegExp(`${note}$`));
    await expect(panel.getByText("Edits are saved as a new version when you pause typing.")).toBeVisible();
    await checkPage(page, "workspace-email-editor-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(body).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkPage(page, "workspace-email-editor-390");
    await page.setViewportSize({ width: 1440, height: 900 });
    // the saved version holds the edits; version 1 is unchanged
    await page.reload();
    await expect(panel.getByLabel("Subject")).toHaveValue("Re: your question (from Priya)");
    await expect(panel.getByRole("textbox", { name: "Body of the email" })).toHaveValue(new RegExp(`${note}$`));
    await panel.getByLabel("Version").selectOption("1");
    await expect(panel.getByLabel("Subject")).toHaveValue("Re: your question");
  });

  test("a coverage summary document: edit its HTML, the version advances, render it to PDF", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto("/app/home");
    await watchStages(page);
    const workspaceId = await askFromHome(page, "Write a coverage summary document", {
      name: "Tidewater declarations.pdf",
      buffer: await declarationsPdf(),
    });

    const card = conversationOf(page).locator("[data-artifact]").first();
    await expect(card).toContainText("Document draft", { timeout: 30_000 });
    await expect(card).toContainText("v1", { timeout: 30_000 });
    await expect(card).toContainText("Coverage summary");
    await expectNotReloaded(page);

    // the focus dialog shows the preview; from there it opens in the side panel at version 1
    await card.click();
    const focus = page.getByRole("dialog", { name: "Coverage summary" });
    await expect(focus.frameLocator("iframe").getByRole("heading", { name: "Coverage summary" })).toBeVisible();
    await focus.getByRole("link", { name: "Open in side panel" }).click();
    await expect(page).toHaveURL(/artifact_id=[0-9a-f-]{36}&version=1$/);
    const panel = page.getByTestId("artifact-panel");
    const versions = panel.getByLabel("Version");
    await expect(versions).toHaveValue("1");
    const preview = panel.frameLocator("iframe");
    await expect(preview.getByRole("cell", { name: "$1,000,000" })).toBeVisible();
    await expect(preview.getByRole("cell", { name: "CGL 2026 118842" })).toBeVisible();
    await expect(preview.getByText("Tidewater declarations.pdf, page 2").first()).toBeVisible();

    // typing in the HTML editor saves a new version once typing pauses
    await panel.getByRole("tab", { name: "Edit HTML" }).click();
    const editor = panel.getByRole("textbox", { name: "HTML of the document" });
    await expect(editor).toHaveValue(/<h1>Coverage summary<\/h1>/);
    const note = "Reviewed with the client by Priya";
    await editor.click();
    await editor.press("Control+End");
    await editor.pressSequentially(`<p>${note}</p>`);
    await expect(page).toHaveURL(/version=2$/, { timeout: 15_000 });
    await expect(versions).toHaveValue("2");
    await expect(versions.locator("option").first()).toHaveText("v2 (latest)");
    await expect(panel).toHaveAttribute("data-version", "2");
    await expect(editor).toHaveValue(new RegExp(`<p>${note}</p>$`));
    await expect(panel.getByText("Edits are saved as a new version when you pause typing.")).toBeVisible();
    await checkPage(page, "workspace-document-editor-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(editor).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkPage(page, "workspace-document-editor-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // version 1 is still there, unchanged
    await versions.selectOption("1");
    await expect(page).toHaveURL(/version=1$/);
    await expect(panel).toHaveAttribute("data-version", "1");
    await expect(editor).not.toHaveValue(new RegExp(note));
    await versions.selectOption("2");
    await expect(panel).toHaveAttribute("data-version", "2");
    await expect(editor).toHaveValue(new RegExp(`<p>${note}</p>$`));

    // Render → Download PDF: version 2 printed, with the edit
    await panel.getByRole("button", { name: "Render" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.url()).toMatch(new RegExp(`/agency/pdf/${workspaceId}/[0-9a-f-]{36}\\?version=2$`));
    expect(download.suggestedFilename()).toBe("Coverage summary v2.pdf");
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await extractPdfText(bytes)).join("\n");
    expect(text).toContain(note);
    expect(text).toContain("$1,000,000");
    const pdf = await page.request.get(download.url());
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    // the HTML preview is served sandboxed
    const htmlUrl = download.url().replace("/agency/pdf/", "/agency/html/").replace("?version=", "/v2?version=");
    const html = await page.request.get(htmlUrl);
    expect(html.status()).toBe(200);
    expect(html.headers()["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(await html.text()).toContain(note);
  });
});
