import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { certificatePdf } from "../scripts/contract-docs/certificates.ts";
import { generateContract } from "../scripts/contract-docs/contracts.ts";
import { extractPdfText } from "../tests/support/pdf-text.ts";
import { checkPage, expect, AS_PRIYA, SCREENSHOT_DIR, test } from "./support.ts";

/**
 * Contract Review and Certificate Review from their Home cards (docs/product/contract-and-certificate-review.md):
 * account, files in the role slots, a typed requirement → a finished workspace with the findings
 * table and the document, rendered to PDF.
 */

const contract = generateContract({ type: "subcontract", layout: "exhibit", wording: 0, seed: 3 });

async function openPreset(page: Page, card: string, preset: string) {
  await page.goto("/app/home");
  await page
    .getByRole("link", { name: new RegExp(card) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/home/presets/builtin/${preset}$`));
  const dialog = page.getByRole("dialog", { name: card });
  await dialog.getByRole("combobox", { name: "Client account" }).fill("Casco Bay");
  await page.getByRole("option", { name: /Casco Bay Lobster Co\./ }).click();
  return dialog;
}

async function finished(page: Page, title: RegExp, name: string) {
  await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}/, { timeout: 30_000 });
  const log = page.getByRole("log", { name: "Conversation" });
  const reply = log.getByRole("article", { name: "Cara's answer" }).last();
  await expect(reply).toContainText("General liability each occurrence", { timeout: 90_000 });
  const card = log.locator("[data-artifact]").first();
  await expect(card).toContainText(title, { timeout: 30_000 });
  await checkPage(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
  return { reply, card };
}

async function renderPdf(page: Page, card: ReturnType<Page["locator"]>, title: RegExp, name: string) {
  await card.click();
  const focus = page.getByRole("dialog", { name: title });
  await focus.getByRole("link", { name: "Open in side panel" }).click();
  const panel = page.getByTestId("artifact-panel");
  await panel.getByRole("button", { name: "Render" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Download PDF" }).click();
  const bytes = fs.readFileSync((await (await downloading).path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  fs.writeFileSync(path.join(SCREENSHOT_DIR, `${name}.pdf`), bytes);
  return (await extractPdfText(bytes)).join("\n");
}

test.describe("Contract and certificate review", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("Contract Review lists the contract's requirements with sections, as a table and a document", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const dialog = await openPreset(page, "Contract Review", "ContractReview");
    await dialog.locator('input[name="slot0"]').setInputFiles({
      name: "Subcontract Agreement.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await contract.pdf()),
    });
    await dialog.getByRole("button", { name: "Create Workspace" }).click();
    const { reply, card } = await finished(page, /Contract review/, "analysis-contract-review");
    await expect(reply).toContainText("General liability each occurrence");
    await expect(reply).toContainText("EXHIBIT A - INSURANCE REQUIREMENTS");
    const text = await renderPdf(page, card, /Contract review/, "analysis-contract-review");
    expect(text).toContain("Insurance requirements");
  });

  test("Certificate Review checks a certificate against the contract and a typed requirement", async ({ page }) => {
    test.setTimeout(180_000);
    const dialog = await openPreset(page, "Certificate Review", "CertificateReview");
    const certificate = await certificatePdf(
      {
        insured: "Seaside Catering Co",
        holder: "Granite Peak Builders LLC",
        effective: "2026-03-01",
        expiration: "2027-03-01",
        gl: { occ: 1_000_000, agg: 2_000_000, prod: 2_000_000 },
        el: [500_000, 500_000, 500_000],
        additionalInsured: true,
        waiver: true,
      },
      "flattened",
    );
    await dialog.locator('input[name="slot0"]').setInputFiles({
      name: "Seaside COI.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(certificate),
    });
    await dialog.locator('input[name="slot1"]').setInputFiles({
      name: "Subcontract Agreement.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await contract.pdf()),
    });
    await dialog.getByLabel("Requirements").fill("Auto liability $1,000,000 combined single limit");
    await dialog.getByRole("button", { name: "Create Workspace" }).click();
    const { reply, card } = await finished(page, /Certificate review/, "analysis-certificate-review");
    await expect(reply).toContainText("Employer's liability each accident");
    await expect(reply).toContainText("Typed requirements");
    await expect(reply).toContainText("Certificate holder");
    const text = await renderPdf(page, card, /Certificate review/, "analysis-certificate-review");
    expect(text).toContain("Certificate checks");
  });
});
