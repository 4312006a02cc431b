import fs from "node:fs";
import { extractPdfText } from "../tests/support/pdf-text.ts";
import { checkPage, expect, AS_PRIYA, test } from "./support.ts";

/** Commercial Classification from Home's preset card to the finished workspace and the memo's PDF. */
test.describe("Commercial Classification", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("a described business → NAICS findings table and a classification memo rendered to PDF", async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto("/app/home");
    await page
      .getByRole("list", { name: "Presets" })
      .getByRole("link", { name: /Commercial Classification/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Commercial Classification" });
    await dialog.getByRole("combobox", { name: "Client account" }).fill("Casco Bay");
    await page.getByRole("option", { name: /Casco Bay Lobster Co\./ }).click();
    await expect(dialog.getByRole("radio", { name: "NAICS" })).toBeChecked();
    await dialog
      .getByLabel("Message")
      .fill("We run three lobster boats out of Portland and trap lobsters, selling the catch off the dock.");
    await dialog.getByRole("button", { name: "Create Workspace" }).click();
    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}/);

    const log = page.getByRole("log", { name: "Conversation" });
    const reply = log.getByRole("article", { name: "Cara's answer" }).last();
    await expect(reply).toContainText("114112 Shellfish Fishing", { timeout: 60_000 });
    const findings = reply.getByRole("table");
    await expect(findings.getByRole("columnheader", { name: "Matched index entries" })).toBeVisible();
    await expect(findings.getByRole("cell", { name: /Lobster fishing/ })).toBeVisible();
    const card = log.locator("[data-artifact]").first();
    await expect(card).toContainText("Classification memo — Casco Bay Lobster Co.");
    await checkPage(page, "analysis-classification-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(reply).toBeVisible();
    await checkPage(page, "analysis-classification-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // the memo opens; Render → Download PDF
    await card.click();
    const focus = page.getByRole("dialog", { name: /Classification memo/ });
    await expect(focus.frameLocator("iframe").getByRole("heading", { name: /Classification memo/ })).toBeVisible();
    await focus.getByRole("link", { name: "Open in side panel" }).click();
    const panel = page.getByTestId("artifact-panel");
    await expect(panel.frameLocator("iframe").getByRole("cell", { name: /114112/ })).toBeVisible();
    await panel.getByRole("button", { name: "Render" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Download PDF" }).click();
    const download = await downloading;
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    fs.mkdirSync("test-results/screenshots", { recursive: true });
    fs.writeFileSync("test-results/screenshots/analysis-classification-memo.pdf", bytes);
    const text = (await extractPdfText(bytes)).join("\n");
    expect(text).toContain("114112");
    expect(text).toContain("Shellfish Fishing");
    await checkPage(page, "analysis-classification-memo-1440");
  });
});
