import fs from "node:fs";
import { uwCase } from "../scripts/analysis-docs/underwriting/cases.ts";
import { renderUwDoc } from "../scripts/analysis-docs/underwriting/render.ts";
import { extractPdfText } from "../tests/support/pdf-text.ts";
import { checkPage, expect, AS_PRIYA, screenshot, test } from "./support.ts";

const SHOTS = process.env.FORM_SHOTS_DIR ?? "test-results/screenshots";

test.describe("Underwriting Analysis (Enrich and Verify Application)", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("from the Home card to the findings tables and the report as a PDF", async ({ page }) => {
    test.setTimeout(180_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    const c = uwCase(108, "dev", "table");
    const [application, , lossRun] = c.docs;
    const files = await Promise.all(
      [application!, lossRun!].map(async (doc) => ({
        name: doc.fileName,
        mimeType: "application/pdf",
        buffer: Buffer.from(await renderUwDoc(doc)),
      })),
    );

    await page.goto("/app/home/presets/builtin/UnderwritingAnalysis");
    const dialog = page.getByRole("dialog", { name: "Enrich and Verify Application" });
    await dialog.getByRole("combobox", { name: "Client account" }).fill("Casco Bay");
    await page.getByRole("option", { name: /Casco Bay Lobster Co\./ }).click();
    await dialog.getByRole("group", { name: "Input" }).locator('input[type="file"]').setInputFiles(files);
    await dialog.getByRole("checkbox", { name: "Workers Compensation" }).check();
    await dialog.getByRole("checkbox", { name: "Property" }).check();
    await dialog.getByRole("button", { name: "Create Workspace" }).click();
    await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}/);

    const log = page.getByRole("log", { name: "Conversation" });
    const reply = log.getByRole("article", { name: "Cara's answer" });
    await expect(reply).toContainText("items found", { timeout: 90_000 });
    await expect(reply).toContainText("Roof year (Property)");
    const tables = reply.getByRole("table");
    await expect(tables).toHaveCount(4);
    await expect(tables.first()).toContainText("Workers Compensation");
    await expect(tables.nth(1)).toContainText("No losses stated");
    await expect(tables.nth(3)).toContainText("Account record");
    const card = log.locator("[data-artifact]").first();
    await expect(card).toContainText(`Underwriting analysis — Casco Bay Lobster Co.`);
    await checkPage(page, "analysis-underwriting-1440");
    await screenshot(page, "analysis-underwriting-1440", { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPage(page, "analysis-underwriting-390");
    await screenshot(page, "analysis-underwriting-390", { fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // the report opens and renders to PDF
    await card.click();
    const focus = page.getByRole("dialog", { name: /Underwriting analysis/ });
    await expect(focus.frameLocator("iframe").getByRole("heading", { name: /Underwriting analysis/ })).toBeVisible();
    await focus.getByRole("link", { name: "Open in side panel" }).click();
    const panel = page.getByTestId("artifact-panel");
    await panel.getByRole("button", { name: "Render" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Download PDF" }).click();
    const download = await downloading;
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    fs.writeFileSync(`${SHOTS}/analysis-underwriting.pdf`, bytes);
    const text = (await extractPdfText(bytes)).join("\n");
    expect(text).toContain("Checklist by line");
    expect(text).toContain("Enrich and verify the application");
  });
});
