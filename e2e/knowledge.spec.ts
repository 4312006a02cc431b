import type { CDPSession, Locator, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { textImagePng } from "../server/modules/documents/document-fixtures.ts";
import { checkPage, expect, AS_PRIYA, test } from "./support.ts";
import { askFromHome } from "./workspace-support.ts";

/** A PDF whose pages carry the given lines (a heading, then text). */
async function pdfOf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 720 - i * 20, size: i === 0 ? 14 : 11, font }));
  }
  return Buffer.from(await doc.save());
}

// The boat dealer limit lives on page 2 of the appetite guide: Cara's answer must cite it there.
const APPETITE = "Marlinspike appetite guide";
const CLAIMS = "Marlinspike claims sheet";
const HOURS = "Marlinspike front desk hours";

const appetiteGuide = async () => ({
  name: `${APPETITE}.pdf`,
  mimeType: "application/pdf",
  buffer: await pdfOf([
    [
      "MARLINSPIKE MUTUAL UNDERWRITING APPETITE",
      "Classes written: marinas, boat dealers and yacht clubs on the Atlantic coast.",
      "Submissions go to the marine desk with five years of loss runs.",
    ],
    [
      "BOAT DEALERS",
      "Marlinspike Mutual accepts boat dealers with an annual sales limit of $4,000,000.",
      "Dealers with more than 40 boats on the lot are referred to the home office.",
    ],
  ]),
});
const claimsSheet = async () => ({
  name: `${CLAIMS}.pdf`,
  mimeType: "application/pdf",
  buffer: await pdfOf([
    ["CLAIMS REPORTING", "Report marine claims to Marlinspike Mutual within 48 hours at (555) 201-7788."],
  ]),
});
const hoursImage = async () => ({
  name: `${HOURS}.png`,
  mimeType: "image/png",
  buffer: Buffer.from(
    await textImagePng(["FRONT DESK HOURS", "Monday to Friday 8:30 AM to 5:30 PM", "Saturday 9 AM to noon"]),
  ),
});

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const row = (page: Page, title: string) =>
  page.getByRole("table", { name: "Knowledge base documents" }).getByRole("row", { name: new RegExp(title) });

const sessions = new WeakMap<Page, CDPSession>();

/** Slows uploads (Chromium's network emulation, one session per page) so each file's progress bar can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    sessions.set(page, cdp);
  }
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: bytesPerSecond ? 40 : 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

async function openUpload(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Add Document" }).first().click();
  await page.getByRole("menuitem", { name: "Upload Existing Documents" }).click();
  await expect(page).toHaveURL(/\/app\/knowledge\/upload$/);
  return dialog(page, "Upload Existing Documents");
}

/** Records every status a document's badge shows, in order, across the list's refetches. */
async function watchStatuses(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { statusesSeen: string[]; notReloaded: boolean };
    w.statusesSeen = [];
    w.notReloaded = true;
    const record = () => {
      for (const badge of document.querySelectorAll("[data-status]")) {
        const seen = badge.getAttribute("data-status")!;
        if (!w.statusesSeen.includes(seen)) w.statusesSeen.push(seen);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

test.describe("Knowledge base", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("upload two PDFs and an image, watch them index, read one, then ask Cara about it", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto("/app/knowledge");
    await expect(page.getByRole("heading", { name: "Knowledge Base", level: 1 })).toBeVisible();
    await checkPage(page, "knowledge-list-before-1440");

    const upload = await openUpload(page);
    const send = upload.getByRole("button", { name: "Upload" });
    const input = upload.locator('input[type="file"]');
    await expect(send).toBeDisabled();
    await expect(input).toHaveAttribute("accept", /application\/pdf/);

    // two PDFs, sent with their progress bars (slowed down so they can be seen)
    await input.setInputFiles([await appetiteGuide(), await claimsSheet()]);
    await expect(upload.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveCount(2);
    await throttleUploads(page, 400);
    await send.click();
    await expect(upload.getByRole("progressbar", { name: `Uploading ${APPETITE}.pdf` })).toBeVisible();
    await checkPage(page, "knowledge-upload-progress-1440", { waitForIdle: false });
    await expect(upload).toBeHidden({ timeout: 60_000 });
    await throttleUploads(page, null);
    await expect(page).toHaveURL(/\/app\/knowledge$/);
    await watchStatuses(page);

    // the image, on a phone
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneUpload = await openUpload(page);
    await phoneUpload.locator('input[type="file"]').setInputFiles(await hoursImage());
    await throttleUploads(page, 8 * 1024);
    await phoneUpload.getByRole("button", { name: "Upload" }).click();
    await expect(phoneUpload.getByRole("progressbar", { name: `Uploading ${HOURS}.png` })).toBeVisible();
    await checkPage(page, "knowledge-upload-progress-390", { waitForIdle: false });
    await expect(phoneUpload).toBeHidden({ timeout: 60_000 });
    await throttleUploads(page, null);

    // each status moves to Completed while the page refetches (no reload)
    for (const title of [APPETITE, CLAIMS, HOURS])
      await expect(row(page, title).getByText("Completed")).toBeVisible({ timeout: 90_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen)).toContain(
      "COMPLETED",
    );
    await checkPage(page, "knowledge-list-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the filter is the server's, kept in the URL
    await page.getByRole("searchbox", { name: "Filter documents" }).fill("marlinspike claims");
    await expect(page).toHaveURL(/[?&]q=marlinspike\+claims/);
    await expect(row(page, CLAIMS)).toBeVisible();
    await expect(row(page, APPETITE)).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Filter documents" }).fill("");
    await expect(row(page, APPETITE)).toBeVisible();

    // the slide-out: file, metadata, status with its progress, times
    await page.setViewportSize({ width: 1440, height: 900 });
    await row(page, APPETITE).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/app\/knowledge\/[0-9a-f-]{36}$/);
    const info = dialog(page, "Document Information");
    await expect(info.getByRole("link", { name: `Open ${APPETITE}.pdf` })).toHaveAttribute("target", "_blank");
    await expect(info.getByRole("progressbar", { name: "Indexing progress" })).toHaveAttribute("aria-valuenow", "100");
    const metadata = info.getByRole("region", { name: "Metadata" });
    await expect(metadata.getByText("Summary")).toBeVisible();
    await expect(metadata).toContainText(/boat dealers|Marlinspike/i);
    await expect(info.getByRole("link", { name: "Edit" })).toHaveCount(0); // uploaded files are not edited here
    await checkPage(page, "knowledge-document-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPage(page, "knowledge-document-390");
    await page.keyboard.press("Escape");
    await expect(info).toBeHidden();
    await expect(page).toHaveURL(/\/app\/knowledge$/);
    await page.setViewportSize({ width: 1440, height: 900 });
    await checkPage(page, "knowledge-list-1440");

    // Cara answers from the knowledge base, citing the document and the page
    await page.goto("/app/home");
    await expect(page.getByRole("textbox", { name: "Message for Cara" })).toHaveAttribute("placeholder", "Ask Cara...");
    await askFromHome(page, "What annual sales limit does Marlinspike Mutual accept for boat dealers?");
    const answer = page.getByRole("log", { name: "Conversation" }).getByRole("article", { name: "Cara's answer" });
    await expect(answer.first()).toContainText("$4,000,000", { timeout: 60_000 });
    const chip = answer.first().locator("[data-citation]").first();
    await expect(chip).toContainText("p. 2");
    await expect(chip).toContainText(APPETITE);
    await checkPage(page, "knowledge-cited-answer-1440");
  });

  test("create a text document, edit it, delete it; refusals keep what was typed", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/app/knowledge");

    // a wrong type is refused under the file
    const upload = await openUpload(page);
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Call the carrier first.") });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByRole("alert").first()).toContainText("Upload PDFs or images");
    await checkPage(page, "knowledge-upload-refused");
    await upload.getByRole("button", { name: "Remove notes.txt" }).click();
    await expect(upload.getByRole("button", { name: "Upload" })).toBeDisabled();
    await upload.getByRole("link", { name: "Cancel" }).click();
    await expect(upload).toBeHidden();

    // Create Document: an empty document is refused, the title stays
    await page.getByRole("button", { name: "Add Document" }).first().click();
    await page.getByRole("menuitem", { name: "Create Document" }).click();
    await expect(page).toHaveURL(/\/app\/knowledge\/new$/);
    const create = dialog(page, "Create Document");
    await expect(create.getByText("Two to four words")).toBeVisible();
    await create.getByLabel("Title").fill("Cancellation request steps");
    await create.getByRole("button", { name: "Create Document" }).click();
    await expect(create.getByText("Write the document's content")).toBeVisible();
    await expect(create.getByLabel("Content")).toHaveAttribute("aria-invalid", "true");
    await expect(create.getByLabel("Title")).toHaveValue("Cancellation request steps");
    await checkPage(page, "knowledge-create-refused");
    await create
      .getByLabel("Content")
      .fill("Ask for the signed cancellation request.\nSend it to the carrier the same day and note the file.");
    await create.getByRole("button", { name: "Create Document" }).click();

    // it opens in its slide-out and is indexed
    await expect(page).toHaveURL(/\/app\/knowledge\/[0-9a-f-]{36}$/);
    const info = dialog(page, "Document Information");
    await expect(info).toContainText("Cancellation request steps");
    await expect(info.getByText("Completed", { exact: true })).toBeVisible({ timeout: 60_000 });

    // Edit: a cleared title is refused with the content kept, then saved
    await info.getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\/edit$/);
    const edit = dialog(page, "Edit Document");
    await expect(edit.getByLabel("Title")).toBeVisible();
    await checkPage(page, "knowledge-edit-document");
    await edit.getByLabel("Title").fill("");
    await edit
      .getByLabel("Content")
      .fill("Ask for the signed request. Send it to the carrier within one business day.");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit.getByText("Give the document a title")).toBeVisible();
    await expect(edit.getByLabel("Content")).toHaveValue(/within one business day/);
    await edit.getByLabel("Title").fill("Cancellation steps");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/app\/knowledge\/[0-9a-f-]{36}$/);
    await expect(info).toContainText("within one business day");
    await expect(info.getByText("Completed", { exact: true })).toBeVisible({ timeout: 60_000 });

    // its client (issue 28): agency-wide until linked; linked, only that client's workspaces search it
    const client = info.getByRole("region", { name: "Client" });
    await expect(client).toContainText("Agency-wide");
    await client.getByRole("combobox", { name: "Account" }).fill("Casco Bay");
    await page.getByRole("option", { name: /Casco Bay Lobster Co\./ }).click();
    await client.getByRole("button", { name: "Link to client" }).click();
    await expect(client).toContainText("only in this client's workspaces");
    await expect(client.getByRole("link", { name: /Casco Bay Lobster Co\./ })).toBeVisible();
    await checkPage(page, "knowledge-document-client");

    // Delete, confirmed: back to the list without the row
    await info.getByRole("link", { name: "Delete" }).click();
    const confirm = dialog(page, "Delete document?");
    await expect(confirm).toContainText("Cancellation steps");
    await checkPage(page, "knowledge-delete-confirm");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/app\/knowledge$/);
    await expect(confirm).toBeHidden();
    await expect(row(page, "Cancellation steps")).toHaveCount(0);
  });
});

test.describe("Knowledge base without JavaScript", () => {
  test.use({ agencyOptions: AS_PRIYA, javaScriptEnabled: false });

  test("the upload and create forms post plainly", async ({ page }) => {
    await page.goto("/app/knowledge/upload");
    const upload = dialog(page, "Upload Existing Documents");
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(dialog(page, "Upload Existing Documents").getByRole("alert").first()).toContainText(
      "Choose at least one PDF or image",
    );
    await dialog(page, "Upload Existing Documents")
      .locator('input[type="file"]')
      .setInputFiles([
        { name: "No script one.pdf", mimeType: "application/pdf", buffer: await pdfOf([["NO SCRIPT ONE"]]) },
        { name: "No script two.pdf", mimeType: "application/pdf", buffer: await pdfOf([["NO SCRIPT TWO"]]) },
      ]);
    await dialog(page, "Upload Existing Documents").getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(/\/app\/knowledge$/);
    await expect(row(page, "No script one")).toBeVisible();
    await expect(row(page, "No script two")).toBeVisible();

    await page.goto("/app/knowledge/new");
    const create = dialog(page, "Create Document");
    await create.getByLabel("Title").fill("No script notes");
    await create.getByLabel("Content").fill("Written without JavaScript.");
    await create.getByRole("button", { name: "Create Document" }).click();
    await expect(page).toHaveURL(/\/app\/knowledge\/[0-9a-f-]{36}$/);
    await expect(dialog(page, "Document Information")).toContainText("No script notes");
  });
});
