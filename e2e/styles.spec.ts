import type { Page } from "@playwright/test";
import fs from "node:fs";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { extractPdfText } from "../tests/support/pdf-text.ts";
import { checkPage, expect, AS_PRIYA, screenshot, test } from "./support.ts";
import { askFromHome, declarationsPdf } from "./workspace-support.ts";

/** A one-page PDF with a heading (a start or end page as an agency would make it). */
async function pagePdf(heading: string, line: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawRectangle({ x: 0, y: 640, width: 612, height: 152, color: rgb(0.1, 0.25, 0.35) });
  page.drawText(heading, { x: 64, y: 700, size: 24, font: bold, color: rgb(1, 1, 1) });
  page.drawText(line, { x: 64, y: 560, size: 12, font });
  return Buffer.from(await doc.save());
}

const TITLE = "Marlinspike Proposal";
const COVER = "MARLINSPIKE COVER LETTER";
const CLOSING = "About Marlinspike Agency";

const sheet = (page: Page, name: string) => page.getByRole("dialog", { name });

test.describe("document styles", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("create a style with start and end pages, preview it, render a workspace document in it", async ({ page }) => {
    test.setTimeout(150_000);

    // the list: the demo agency's two styles
    await page.goto("/app/styles");
    await expect(page.getByRole("heading", { name: "Styles", level: 1 })).toBeVisible();
    const table = page.getByRole("table", { name: "Document styles" });
    await expect(table.getByRole("row", { name: /Harbor Letterhead/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /Client Proposal/ })).toContainText("Warm Human");
    await checkPage(page, "styles-list-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table.getByRole("link", { name: "Edit Harbor Letterhead" })).toBeVisible();
    await checkPage(page, "styles-list-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // create: a blank title is refused under the field; the description typed stays
    await page.getByRole("link", { name: "Create Style" }).first().click();
    const create = sheet(page, "Create Style");
    await expect(create.getByLabel("Base style")).toHaveValue("builtin:classic-professional");
    await expect(create.getByText("The preview is available once the style is saved.")).toBeVisible();
    await checkPage(page, "styles-create");
    const description = "Proposals for marine clients, with our cover letter and closing page.";
    await create.getByLabel("Description").fill(description);
    await create.getByRole("button", { name: "Create Style" }).click();
    await expect(create.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(create.getByText("Give the style a title")).toBeVisible();
    await expect(create.getByLabel("Description")).toHaveValue(description);
    await create.getByLabel("Title").fill(TITLE);
    await create.getByLabel("Base style").selectOption({ label: "Elegant Premium" });
    await create.getByRole("button", { name: "Create Style" }).click();

    // edit: the preview shows at once
    await page.waitForURL(/\/app\/styles\/[0-9a-f-]{36}$/);
    const styleId = page.url().split("/").pop()!;
    const edit = sheet(page, "Edit Style");
    const preview = edit.frameLocator(`iframe[title="Preview of ${TITLE}"]`);
    await expect(preview.getByRole("heading", { name: "Commercial Package Proposal" })).toBeVisible();

    // a start page that is not a PDF is refused under its field
    await edit.locator('input[name="uploadPrefixFile"]').setInputFiles({
      name: "cover.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Dear client, this is a text file, not a PDF."),
    });
    await expect(edit.getByText("Save your changes to see the preview.")).toBeVisible();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit.getByText(/name says PDF, but its content is TXT/)).toBeVisible();
    await expect(edit.getByLabel("Title")).toHaveValue(TITLE);

    // the real start and end pages: saved, "Generating preview..." then the frame again
    await edit.locator('input[name="uploadPrefixFile"]').setInputFiles({
      name: "Marlinspike cover.pdf",
      mimeType: "application/pdf",
      buffer: await pagePdf(COVER, "Dear client,"),
    });
    await edit.locator('input[name="uploadSuffixFile"]').setInputFiles({
      name: "About us.pdf",
      mimeType: "application/pdf",
      buffer: await pagePdf(CLOSING, "Since 1987."),
    });
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit.getByText("Generating preview...")).toBeVisible();
    await expect(preview.getByText("Start page:")).toBeVisible({ timeout: 10_000 });
    await expect(preview.getByText("End page:")).toBeVisible();
    await expect(edit.getByRole("link", { name: "Marlinspike cover.pdf" })).toBeVisible();
    await expect(edit.getByRole("link", { name: "About us.pdf" })).toBeVisible();
    await expect(edit.locator("iframe")).toHaveAttribute("src", `/agency/preview-html/${styleId}?v=1`);
    await expect(edit.locator("iframe")).toHaveAttribute("sandbox", "");
    await checkPage(page, "style-edit-preview-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(preview.getByRole("heading", { name: "Commercial Package Proposal" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkPage(page, "style-edit-preview-390");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press("Escape");
    await expect(table.getByRole("row", { name: new RegExp(TITLE) })).toContainText("Elegant Premium");

    // a workspace document rendered in the style from the Render menu
    await page.goto("/app/home");
    const workspaceId = await askFromHome(page, "Write a coverage summary document", {
      name: "Marlinspike declarations.pdf",
      buffer: await declarationsPdf(),
    });
    const card = page.locator("[data-artifact]").first();
    await expect(card).toContainText("v1", { timeout: 45_000 });
    // the card may re-render as the run's last events arrive, and a click on the old one is lost
    const summary = page.getByRole("dialog", { name: "Coverage summary" });
    await expect(async () => {
      if (!(await summary.isVisible())) await card.click();
      await expect(summary).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await summary.getByRole("link", { name: "Open in side panel" }).click();
    const panel = page.getByTestId("artifact-panel");
    await panel.getByRole("button", { name: "Render" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitemradio", { name: "Classic Professional" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(menu.getByRole("menuitemradio", { name: "Technical and Structured" })).toBeVisible();
    await screenshot(page, "styles-render-menu-1440");
    await menu.getByRole("menuitemradio", { name: TITLE }).click();
    await expect(menu.getByRole("menuitemradio", { name: TITLE })).toHaveAttribute("aria-checked", "true");
    const downloading = page.waitForEvent("download");
    await menu.getByRole("menuitem", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.url()).toContain(`/agency/pdf/${workspaceId}/`);
    expect(download.url()).toContain(`style_id=${styleId}`);
    const pages = await extractPdfText(fs.readFileSync((await download.path())!));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain(COVER);
    expect(pages.at(-1)).toContain(CLOSING);
    expect(pages.slice(1, -1).join(" ")).toContain("$1,000,000");
    expect(pages.length).toBe((await PDFDocument.load(fs.readFileSync((await download.path())!))).getPageCount());
    // the preview frame shows the chosen style too, and the choice is remembered
    await expect(panel.locator("iframe")).toHaveAttribute("src", new RegExp(`style_id=${styleId}`));
    await page.reload();
    await expect(page.getByTestId("artifact-panel").locator("iframe")).toHaveAttribute(
      "src",
      new RegExp(`style_id=${styleId}`),
    );
    fs.mkdirSync("test-results/styles", { recursive: true });
    fs.copyFileSync((await download.path())!, "test-results/styles/workspace-document-in-style.pdf");
  });
});
