import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect } from "./support.ts";

/** A two-page declarations excerpt: the occurrence limit sits on page 2. */
export async function declarationsPdf(): Promise<Buffer> {
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

/** A one-page schedule, attached with a follow-up question. */
export async function schedulePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText("SCHEDULE OF LOCATIONS", { x: 56, y: 720, size: 14, font });
  page.drawText("Location 1: 12 Commercial Street, Portland ME", { x: 56, y: 690, size: 11, font });
  return Buffer.from(await doc.save());
}

/**
 * Marks the window (a reload loses the mark) and records every plan stage state the page shows,
 * in order, across client-side navigations: proof that the stages were followed live.
 */
export async function watchStages(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { notReloaded: boolean; stagesSeen: string[] };
    w.notReloaded = true;
    w.stagesSeen = [];
    const record = () => {
      for (const stage of document.querySelectorAll("section[data-stage-type]")) {
        const seen = `${stage.getAttribute("data-stage-type")}:${stage.getAttribute("data-stage-state")}`;
        if (!w.stagesSeen.includes(seen)) w.stagesSeen.push(seen);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-stage-state"],
    });
  });
}

export const stagesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { stagesSeen?: string[] }).stagesSeen ?? []);

export async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

/** Asks Cara from the Home prompt box (with a file), as a user would; lands on the new workspace. */
export async function askFromHome(page: Page, message: string, file?: { name: string; buffer: Buffer }) {
  await page.getByRole("textbox", { name: "Message for Cara" }).fill(message);
  if (file) {
    await page.getByLabel("Attach files").setInputFiles({ ...file, mimeType: "application/pdf" });
    await expect(page.getByRole("list", { name: "Attached files" })).toContainText(file.name);
  }
  await page.getByRole("button", { name: "Send" }).click();
  await page.waitForURL(/\/app\/workspaces\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

/** A broker's quotation summary and the carrier's own quote, each printing its own premium. */
export async function twoPremiumsPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const summary = doc.addPage([612, 792]);
  summary.drawText("QUOTATION SUMMARY", { x: 56, y: 720, size: 14, font });
  summary.drawText("NAMED INSURED:", { x: 56, y: 690, size: 11, font });
  summary.drawText("Lantern Row Apartments LLC", { x: 260, y: 690, size: 11, font });
  summary.drawText("ESTIMATED POLICY PREMIUM:", { x: 56, y: 672, size: 11, font });
  summary.drawText("$48,200.00", { x: 260, y: 672, size: 11, font });
  const quote = doc.addPage([612, 792]);
  quote.drawText("Ridgecrest Specialty Insurance Company", { x: 56, y: 720, size: 14, font });
  quote.drawText("COMMERCIAL PROPERTY QUOTATION", { x: 56, y: 700, size: 12, font });
  quote.drawText("Estimated Policy Premium:", { x: 56, y: 672, size: 11, font });
  quote.drawText("$49,115.00", { x: 260, y: 672, size: 11, font });
  return Buffer.from(await doc.save());
}
