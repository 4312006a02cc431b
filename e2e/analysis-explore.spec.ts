import type { Page } from "@playwright/test";
import fs from "node:fs";
import { labelsA } from "../scripts/insurance-docs/labels.ts";
import { cglDeclarations } from "../scripts/insurance-docs/layouts-cgl.ts";
import { renderPdf } from "../scripts/insurance-docs/render.ts";
import { extractPdfText } from "../tests/support/pdf-text.ts";
import { checkPage, expect, AS_PRIYA, test } from "./support.ts";

/** Explore a Policy from Home, in Explore Exclusions and in Coverage Gap Analysis, to finished workspaces. */

async function policyFile() {
  const buffer = Buffer.from(await renderPdf(cglDeclarations(1, "table", labelsA, "dev")));
  return { name: "Granite GL policy.pdf", mimeType: "application/pdf", buffer };
}

async function startExplore(page: Page, mode: string, message: string) {
  await page.goto("/app/home");
  await page
    .getByRole("link", { name: /Explore a Policy/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Explore a Policy" });
  await dialog.getByRole("combobox", { name: "Client account" }).fill("Granite State");
  await page.getByRole("option", { name: /Granite State Roofing LLC/ }).click();
  await dialog.getByRole("radio", { name: new RegExp(mode) }).check();
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles(await policyFile());
  if (message) await dialog.getByLabel("Message").fill(message);
  return dialog;
}

async function finished(page: Page, expected: RegExp) {
  await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}/);
  const log = page.getByRole("log", { name: "Conversation" });
  const reply = log.getByRole("article", { name: "Cara's answer" });
  await expect(reply).toContainText(expected, { timeout: 60_000 });
  return { log, reply };
}

async function shots(page: Page, name: string) {
  await checkPage(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkPage(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("Explore a Policy", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("Explore Exclusions: the exclusions table with forms and pages, and the document rendered to PDF", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const dialog = await startExplore(page, "Explore Exclusions", "");
    await checkPage(page, "explore-form-1440");
    await dialog.getByRole("button", { name: "Create Workspace" }).click();
    const { log, reply } = await finished(page, /exclusions/);
    const table = reply.getByRole("table");
    await expect(table.getByRole("columnheader", { name: "Form" })).toBeVisible();
    await expect(table.getByRole("cell", { name: "CG 00 01 04 13" }).first()).toBeVisible();
    await expect(table).toContainText("Illustration:");
    await expect(reply).toContainText("not a coverage opinion");
    const details = page.getByRole("complementary", { name: "Workspace details" });
    await expect(details).toContainText("Explore a Policy · Explore Exclusions");
    const card = log.locator("[data-artifact]").first();
    await expect(card).toContainText("Policy exclusions — Granite State Roofing LLC");
    await shots(page, "explore-exclusions");

    await card.click();
    const focus = page.getByRole("dialog", { name: /Policy exclusions/ });
    await focus.getByRole("link", { name: "Open in side panel" }).click();
    const panel = page.getByTestId("artifact-panel");
    await expect(panel.frameLocator("iframe").getByRole("cell", { name: "CG 21 47 12 07" })).toBeVisible();
    await panel.getByRole("button", { name: "Render" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Download PDF" }).click();
    const download = await downloading;
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    fs.mkdirSync("test-results/screenshots", { recursive: true });
    fs.writeFileSync("test-results/screenshots/explore-exclusions.pdf", bytes);
    const text = (await extractPdfText(bytes)).join("\n");
    expect(text).toContain("CG 00 01 04 13");
    expect(text).toContain("Granite GL policy.pdf");
  });

  test("Coverage Gap Analysis: exposures from the description against the policy and the records", async ({ page }) => {
    test.setTimeout(240_000);
    const dialog = await startExplore(
      page,
      "Coverage Gap Analysis",
      "Roofing contractor with 12 employees and three pickup trucks; takes card payments.",
    );
    await dialog.getByRole("button", { name: "Create Workspace" }).click();
    const { log, reply } = await finished(page, /exposures the description shows/);
    const table = reply.getByRole("table");
    await expect(table.getByRole("columnheader", { name: "Verdict" })).toBeVisible();
    await expect(
      table.getByRole("row", { name: /Premises and operations liability.*Green.*policy-confirmed/ }),
    ).toBeVisible();
    await expect(table.getByRole("row", { name: /Workers compensation.*Red.*exposure-inferred/ })).toBeVisible();
    await expect(log.locator("[data-artifact]").first()).toContainText(
      "Coverage gap analysis — Granite State Roofing LLC",
    );
    await shots(page, "explore-gaps");
  });
});
