import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { checkPage, expect, PRIYA_STATE, test } from "./support.ts";

/** A two-page declarations excerpt: the occurrence limit sits on page 2. */
async function declarationsPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([612, 792]);
  first.drawText("COMMERCIAL GENERAL LIABILITY DECLARATIONS", { x: 56, y: 720, size: 14, font });
  first.drawText("Named Insured: Tidewater Marine Supply LLC", { x: 56, y: 690, size: 11, font });
  first.drawText("Policy Number: CGL 2026 118842", { x: 56, y: 672, size: 11, font });
  const second = doc.addPage([612, 792]);
  second.drawText("LIMITS OF INSURANCE", { x: 56, y: 720, size: 14, font });
  second.drawText("Each Occurrence", { x: 56, y: 690, size: 11, font });
  second.drawText("$1,000,000", { x: 360, y: 690, size: 11, font });
  second.drawText("General Aggregate", { x: 56, y: 672, size: 11, font });
  second.drawText("$2,000,000", { x: 360, y: 672, size: 11, font });
  return Buffer.from(await doc.save());
}

/** A workspace of Priya's with the declarations attached, made through the API (GraphQL multipart request). */
async function createWorkspace(page: Page, message: string): Promise<string> {
  const response = await page.request.post("/graphql", {
    multipart: {
      operations: JSON.stringify({
        query: `mutation ($input: CreateCaraWorkspaceInput!) {
          createCaraWorkspace(input: $input) { __typename ... on CaraWorkspace { id } ... on Error { message } }
        }`,
        variables: { input: { message, preset: "DocumentExploration", files: [null] } },
      }),
      map: JSON.stringify({ 0: ["variables.input.files.0"] }),
      0: { name: "Tidewater declarations.pdf", mimeType: "application/pdf", buffer: await declarationsPdf() },
    },
  });
  const body = (await response.json()) as { data?: { createCaraWorkspace: { id?: string; message?: string } } };
  const id = body.data?.createCaraWorkspace.id;
  expect(id, JSON.stringify(body)).toBeTruthy();
  return id!;
}

const PLACEHOLDER = "The assistant is not available in this build.";

test.describe("Copilot workspace", () => {
  test.use({ storageState: PRIYA_STATE });

  test("open a workspace, ask Cara, follow the stages live, open a citation at its page", async ({ page }) => {
    const id = await createWorkspace(page, "What is the each occurrence limit?");
    await page.goto(`/app/workspaces/${id}`);

    // the conversation, and the side panel with the workspace's facts
    const conversation = page.getByRole("log", { name: "Conversation" });
    await expect(conversation.getByRole("article", { name: "Your message" })).toContainText(
      "What is the each occurrence limit?",
    );
    const details = page.getByRole("complementary", { name: "Workspace details" });
    await expect(details.getByText("Explore a Policy")).toBeVisible();
    await expect(details.getByRole("link", { name: /Tidewater declarations\.pdf/ })).toHaveAttribute(
      "target",
      "_blank",
    );

    // Cara answers (live: the page is not reloaded)
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const answers = conversation.getByRole("article", { name: "Cara's answer" });
    await expect(answers.first()).toBeVisible({ timeout: 30_000 });
    await expect(details.locator("[data-state]").first()).not.toHaveText("Working", { timeout: 30_000 });
    const runtime = !(await answers.first().innerText()).includes(PLACEHOLDER);

    if (runtime) {
      // the attachments were processed, then Cara answered from page 2 with a citation
      await expect(conversation.getByRole("region", { name: "Processed attachments" })).toBeVisible();
      const chip = answers.first().locator("[data-citation]").first();
      await expect(chip).toContainText("p. 2 · Tidewater declarations.pdf");
      await chip.click();
      await expect(page).toHaveURL(/[?&]file=[^&]+&page=2/);
      await expect(page.getByTestId("file-viewer")).toHaveAttribute("src", /#page=2$/);
      await checkPage(page, "workspace-citation-1440", { waitForIdle: false });
      await page.getByRole("link", { name: "Close viewer" }).click();
    }
    await checkPage(page, "workspace-1440");

    // the prompt box: send disabled while empty, Shift+Enter is a new line, Enter sends and clears it
    const prompt = page.getByRole("textbox", { name: "Message for Cara" });
    const send = page.getByRole("button", { name: "Send" });
    await expect(prompt).toHaveAttribute("placeholder", "Ask Cara...");
    await prompt.fill("   ");
    await expect(send).toBeDisabled();
    // a refused send: the error in red under the box, the text and the file kept
    await page.getByLabel("Attach files").setInputFiles({
      name: "binder.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]),
    });
    await prompt.fill("Check this binder");
    await send.click();
    await expect(page.getByRole("alert").filter({ hasText: "Programs are not accepted." })).toBeVisible();
    await expect(prompt).toHaveValue("Check this binder");
    await checkPage(page, "workspace-send-refused");
    await page.getByRole("button", { name: "Remove binder.pdf" }).click();

    await prompt.fill("And the general aggregate?");
    await prompt.press("Shift+Enter");
    await prompt.pressSequentially("Quote the page.");
    await expect(prompt).toHaveValue("And the general aggregate?\nQuote the page.");
    await prompt.press("Enter");
    await expect(prompt).toHaveValue("");
    await expect(conversation.getByRole("article", { name: "Your message" }).nth(1)).toContainText(
      "And the general aggregate?",
    );
    await expect(answers.nth(1)).toBeVisible({ timeout: 30_000 });
    if (!runtime) await expect(answers.nth(1)).toContainText(PLACEHOLDER);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // rename in place: a blank title is ignored, a new one is kept
    await details.getByRole("button", { name: "Rename workspace" }).click();
    await details.getByRole("textbox", { name: "Workspace title" }).fill("   ");
    await details.getByRole("textbox", { name: "Workspace title" }).press("Enter");
    await expect(details.getByTestId("workspace-title")).toHaveText("What is the each occurrence limit?");
    await details.getByRole("button", { name: "Rename workspace" }).click();
    await details.getByRole("textbox", { name: "Workspace title" }).fill("Tidewater GL limits");
    await details.getByRole("textbox", { name: "Workspace title" }).press("Enter");
    await expect(details.getByTestId("workspace-title")).toHaveText("Tidewater GL limits");
    await page.reload();
    await expect(page.getByRole("complementary").getByTestId("workspace-title")).toHaveText("Tidewater GL limits");

    // small screens: a top bar with the way back and the title; the details open over the page
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("link", { name: "Back to workspaces" })).toHaveAttribute("href", "/app/workspaces");
    await checkPage(page, "workspace-390");
    await page.getByRole("button", { name: "Workspace details" }).click();
    await expect(
      page.getByRole("complementary", { name: "Workspace details" }).getByText("Explore a Policy"),
    ).toBeVisible();
    await checkPage(page, "workspace-details-390");
  });

  test("an unknown workspace is not found", async ({ page }) => {
    const response = await page.goto("/app/workspaces/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
