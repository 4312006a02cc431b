import type { Locator, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { quotePairs } from "../scripts/analysis-docs/quotes/corpus.ts";
import { renderPdf } from "../scripts/insurance-docs/render.ts";
import { extractPdfText } from "../tests/support/pdf-text.ts";
import { checkPage, expect, AS_PRIYA, SCREENSHOT_DIR, test } from "./support.ts";

/**
 * Coverage Comparison and Create Quote Proposal from their Home cards: the form (client account,
 * generated quote PDFs in the role slots) → the finished workspace with the findings table and the
 * document → the PDF from the Render menu (its pages saved as PNGs to look at).
 */
const [pair] = quotePairs("dev", 2, 0).slice(1);

async function openPreset(page: Page, card: string): Promise<Locator> {
  await page.goto("/app/home");
  await page
    .getByRole("list", { name: "Presets", includeHidden: true })
    .getByRole("link", { name: new RegExp(card), includeHidden: true })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: card });
  await dialog.getByRole("combobox", { name: "Client account" }).fill("Casco Bay");
  await page.getByRole("option", { name: /Casco Bay Lobster Co\./ }).click();
  return dialog;
}

async function attach(dialog: Locator, slot: string, name: string, buffer: Buffer) {
  await dialog
    .getByRole("group", { name: slot })
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "application/pdf", buffer });
}

/** Opens the document card in the side panel, renders it to PDF, saves its pages as PNGs; returns the PDF's text. */
async function renderDocument(page: Page, title: RegExp, shot: string): Promise<string> {
  const card = page.getByRole("log", { name: "Conversation" }).locator("[data-artifact]").first();
  await expect(card).toContainText(title, { timeout: 60_000 });
  await card.click();
  const focus = page.getByRole("dialog", { name: title });
  await focus.getByRole("link", { name: "Open in side panel" }).click();
  const panel = page.getByTestId("artifact-panel");
  await panel.getByRole("button", { name: "Render" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Download PDF" }).click();
  const bytes = fs.readFileSync((await (await downloading).path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const file = path.join(SCREENSHOT_DIR, `${shot}.pdf`);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  fs.writeFileSync(file, bytes);
  try {
    execFileSync("pdftoppm", ["-png", "-r", "60", file, path.join(SCREENSHOT_DIR, shot)]);
  } catch {
    // pdftoppm is a look-at aid only
  }
  return (await extractPdfText(bytes)).join("\n");
}

async function screenshots(page: Page, name: string) {
  await checkPage(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkPage(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("Coverage Comparison and Quote Proposal", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("compares two quotes from the form to a findings table, a document and its PDF", async ({ page }) => {
    test.setTimeout(120_000);
    const dialog = await openPreset(page, "Coverage Comparison");
    await attach(dialog, "Option 1", "Harborview quote.pdf", Buffer.from(await renderPdf(pair!.options[0])));
    await attach(dialog, "Option 2", "Summit quote.pdf", Buffer.from(await renderPdf(pair!.options[1])));
    await dialog.getByRole("button", { name: "Create Workspace" }).click();
    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}/);

    const reply = page.getByRole("log", { name: "Conversation" }).getByRole("article", { name: "Cara's answer" });
    await expect(reply).toContainText("I compared option 1", { timeout: 60_000 });
    await expect(reply).toContainText("Differs");
    await expect(reply).toContainText("I have not recommended a carrier");
    const occurrence = pair!.options[0].truth.values["gl.eachOccurrence"]![0]!.value;
    await expect(reply).toContainText(occurrence);
    await screenshots(page, "analysis-comparison-workspace");

    const text = await renderDocument(page, /Coverage comparison — Casco Bay Lobster Co\./, "analysis-comparison");
    expect(text).toContain("Coverage comparison");
    expect(text).toContain(occurrence);
    expect(text).toContain("Sources");
  });

  test("prepares a quote proposal from the form to a rendered PDF", async ({ page }) => {
    test.setTimeout(120_000);
    const dialog = await openPreset(page, "Create Quote Proposal");
    await attach(dialog, "Quote or Policy", "Harborview quote.pdf", Buffer.from(await renderPdf(pair!.options[0])));
    await dialog.getByRole("button", { name: "Create Workspace" }).click();
    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}/);

    const reply = page.getByRole("log", { name: "Conversation" }).getByRole("article", { name: "Cara's answer" });
    await expect(reply).toContainText("I prepared the proposal", { timeout: 60_000 });
    await expect(reply).toContainText("Total premium");
    await screenshots(page, "analysis-proposal-workspace");

    const text = await renderDocument(page, /Insurance proposal — Casco Bay Lobster Co\./, "analysis-proposal");
    expect(text).toContain(pair!.options[0].truth.values.carrier![0]!.value);
    expect(text).toContain("the policy governs");
  });
});
