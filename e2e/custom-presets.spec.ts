import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { checkPage, expect, AS_PRIYA, screenshot, screenshotsWanted, test } from "./support.ts";

/** The agency's reference file: its subcontractor minimum limits, a one-page PDF. */
async function requirementsPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText("Subcontractor Insurance Standard", { x: 56, y: 720, size: 18, font: bold });
  page.drawText("Minimum limits every subcontractor must carry:", { x: 56, y: 690, size: 11, font: regular });
  page.drawText("Umbrella each occurrence limit: $5,000,000", { x: 56, y: 674, size: 11, font: regular });
  page.drawText("General liability each occurrence limit: $1,000,000", { x: 56, y: 658, size: 11, font: regular });
  return Buffer.from(await doc.save());
}

/** A screenshot at 390 wide (a phone), then back to 1440. */
async function phoneShot(page: Page, name: string) {
  if (!screenshotsWanted) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await screenshot(page, `${name}-390`, { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("Custom presets", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("create a preset with a reference file, find it in the list, run it to a live workspace", async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Subcontractor Limits ${Date.now().toString(36).slice(-4)}`;

    // the list: the agency's presets (the seed's three among them), Run and Edit on each row
    await page.goto("/app/presets");
    await expect(page.getByRole("heading", { name: "Presets", level: 1 })).toBeVisible();
    const table = page.getByRole("table", { name: "Custom presets" });
    for (const header of ["Title", "Created By", "Last Updated"])
      await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
    await expect(table.getByRole("link", { name: "Run Renewal Review Letter" })).toBeVisible();
    await checkPage(page, "custom-presets-list-1440");
    await phoneShot(page, "custom-presets-list");

    // Create Preset: the editor over the list, its help panel toggled
    await page.getByRole("link", { name: "Create Preset" }).first().click();
    await expect(page).toHaveURL(/\/app\/presets\/new$/);
    const dialog = page.getByRole("dialog", { name: "Create Preset" });
    await expect(dialog.getByText("Two to four words")).toBeVisible();
    await expect(dialog.getByText("About one sentence")).toBeVisible();
    await expect(dialog.getByLabel("Allow file upload")).toBeChecked();
    await expect(dialog.getByLabel("Inherit from").locator("option")).toHaveText([
      "None",
      "Certificate Review",
      "Contract Review",
      "Coverage Comparison",
      "Create Quote Proposal",
      "Enrich and Verify Application",
      "Explore a Policy",
      "Fill Template",
      "Commercial Classification",
    ]);
    await dialog.getByRole("button", { name: "Show help" }).click();
    const help = dialog.getByRole("complementary", { name: "Writing a good base prompt" });
    await expect(help).toBeVisible();
    await checkPage(page, "custom-presets-editor-help-1440");
    await phoneShot(page, "custom-presets-editor-help");
    await dialog.getByRole("button", { name: "Hide help" }).click();
    await expect(help).toHaveCount(0);

    // a refusal comes back under its field; nothing typed or chosen is lost
    const basePrompt =
      "Answer from our subcontractor insurance standard in the reference file, quoting the limit and its page.";
    await dialog.getByLabel("Description").fill("Answers what our standard requires of a subcontractor.");
    await dialog.getByLabel("Base prompt").fill(basePrompt);
    await dialog.locator('input[name="uploadFiles"]').setInputFiles({
      name: "subcontractor-standard.pdf",
      mimeType: "application/pdf",
      buffer: await requirementsPdf(),
    });
    await expect(dialog.getByRole("list", { name: "Attached files" })).toContainText("subcontractor-standard.pdf");
    await dialog.getByRole("button", { name: "Create Preset" }).click();
    await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Give the preset a title")).toBeVisible();
    await expect(dialog.getByLabel("Base prompt")).toHaveValue(basePrompt);
    await expect(dialog.getByRole("list", { name: "Attached files" })).toContainText("subcontractor-standard.pdf");

    await dialog.getByLabel("Title").fill(title);
    await dialog.getByRole("button", { name: "Create Preset" }).click();
    await expect(page).toHaveURL(/\/app\/presets$/);
    await expect(table.getByRole("row", { name: new RegExp(title) })).toContainText("Priya Shah");

    // the filter finds it
    await page.getByRole("searchbox", { name: "Filter presets" }).fill(title);
    await expect(table.getByRole("row")).toHaveCount(2);

    // Run: the preset's dialog; the message is trimmed; Create Workspace opens the workspace
    await table.getByRole("link", { name: `Run ${title}` }).click();
    const run = page.getByRole("dialog", { name: title });
    await expect(run).toContainText("Answers what our standard requires of a subcontractor.");
    await expect(run).toContainText("subcontractor-standard.pdf");
    await expect(run.getByRole("group", { name: "Input Files" })).toBeVisible();
    await run.getByLabel("Message").fill("   What umbrella limit must every subcontractor carry?   ");
    await checkPage(page, "custom-presets-run-1440");
    await phoneShot(page, "custom-presets-run");
    await run.getByRole("button", { name: "Create Workspace" }).click();
    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}$/);

    const conversation = page.getByRole("log", { name: "Conversation" });
    const mine = conversation.getByRole("article", { name: "Your message" });
    await expect(mine).toContainText("What umbrella limit must every subcontractor carry?");
    // the reference file came with the preset, not with the message
    await expect(mine).not.toContainText("subcontractor-standard.pdf");
    const answer = conversation.getByRole("article", { name: "Cara's answer" }).last();
    await expect(answer).toContainText("$5,000,000", { timeout: 60_000 });
    const details = page.getByRole("complementary", { name: "Workspace details" });
    const presetLink = details.getByRole("link", { name: title });
    await expect(presetLink).toHaveAttribute("href", /\/app\/presets\/[0-9a-f-]{36}\/edit$/);
    await expect(details).toContainText("subcontractor-standard.pdf");
    await screenshot(page, "custom-presets-workspace-1440");

    // the side panel's link opens the preset's editor with its reference file kept
    await presetLink.click();
    const edit = page.getByRole("dialog", { name: "Edit Preset" });
    await expect(edit.getByLabel("Title")).toHaveValue(title);
    await expect(edit.getByRole("list", { name: "Reference files kept" })).toContainText("subcontractor-standard.pdf");
    await checkPage(page, "custom-presets-edit-1440");
    await phoneShot(page, "custom-presets-edit");

    // Home: the agency's presets follow the built-in cards; a card opens the same run dialog over Home
    await page.goto("/app/home");
    const card = page.getByRole("list", { name: "Presets" }).getByRole("link", { name: new RegExp(title) });
    await expect(card).toHaveAttribute("href", /\/app\/home\/presets\/[0-9a-f-]{36}$/);
    await screenshot(page, "custom-presets-home-1440", { fullPage: true });
    await card.click();
    const fromHome = page.getByRole("dialog", { name: title });
    await expect(fromHome.getByRole("button", { name: "Create Workspace" })).toBeVisible();
    await checkPage(page, "custom-presets-run-from-home");
    await fromHome.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/app\/home$/);
  });
});
