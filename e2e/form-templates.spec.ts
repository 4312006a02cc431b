import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FORM_DEFINITIONS } from "../server/modules/forms/acord/index.ts";
import { buildFillableForm } from "../server/modules/forms/form-fixtures.ts";
import { checkPage, expect, AS_PRIYA, screenshot, test } from "./support.ts";

test.describe("Settings → Form templates", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("uploads the agency's fillable ACORD 126, refuses a file that is not a PDF, and removes it", async ({
    page,
  }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "form-templates-"));
    const edition = path.join(dir, "harbor-acord-126.pdf");
    // ACORD's own distribution: encrypted (empty open password), XFA beside the AcroForm
    fs.writeFileSync(edition, await buildFillableForm(FORM_DEFINITIONS["ACORD 126"]!, { edition: "acord" }));
    const notPdf = path.join(dir, "acord-126.csv");
    fs.writeFileSync(notPdf, "Name,FEIN\nHarbor,12-3456789\n");

    await page.goto("/app/settings");
    await page.getByRole("link", { name: "Form templates" }).click();
    await expect(page).toHaveURL(/\/app\/settings\/forms$/);
    await expect(page.getByRole("heading", { name: "Form templates" })).toBeVisible();
    const row = page.getByRole("listitem", { name: /ACORD 126/ });
    await expect(row).toContainText("ACORD 126 — Commercial General Liability Section");
    await expect(page.getByRole("listitem", { name: /ACORD 25\b/ })).toHaveCount(0);
    await expect(row).toContainText("Cara layout");

    await row.getByLabel("Fillable ACORD 126 PDF").setInputFiles(edition);
    await expect(row).toContainText("harbor-acord-126.pdf");
    await expect(row).not.toContainText("Cara layout");
    await expect(row.getByRole("button", { name: "Replace" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: /ACORD 125/ })).toContainText("Cara layout");
    await checkPage(page, "form-templates-uploaded");
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, "form-templates-1440", { fullPage: true });

    await row.getByLabel("Fillable ACORD 126 PDF").setInputFiles(notPdf);
    await expect(row.getByRole("alert")).toHaveText("Upload the ACORD 126 as a fillable PDF.");
    await expect(row).toContainText("harbor-acord-126.pdf");
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPage(page, "form-templates-refused-390");
    await screenshot(page, "form-templates-390", { fullPage: true });

    await row.getByRole("button", { name: "Remove" }).click();
    await expect(row).toContainText("Cara layout");
    await expect(row.getByRole("button", { name: "Upload" })).toBeVisible();
    await expect(row.getByRole("alert")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("listitem", { name: /ACORD 126/ })).toContainText("Cara layout");
  });
});
