import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { buildFillableAcord25Pdf } from "../server/seed/document.factory.ts";
import { checkPage, expect, AS_PRIYA, test } from "./support.ts";

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

async function smallPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(title, { x: 56, y: 720, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** A business account of the demo agency with a policy in force (asked of the API as the page would). */
async function insuredAccountId(page: Page): Promise<string> {
  const id = await page.evaluate(async () => {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ accounts(pageSize: 100) { nodes { id type hasPoliciesInForce } } }" }),
    });
    const body = await response.json();
    return body.data.accounts.nodes.find(
      (a: { type: string; hasPoliciesInForce: boolean }) => a.type === "BUSINESS" && a.hasPoliciesInForce,
    )?.id;
  });
  expect(id, "a demo business account with a policy in force").toBeTruthy();
  return id as string;
}

test.describe("Policy documents and certificates", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("upload a document to a policy, refuse a wrong type, then delete it", async ({ page }) => {
    await page.goto("/app/policies");
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/app\/policies\/[^/]+\/overview$/);
    const documents = page.url().replace(/\/overview$/, "/documents");
    await page.goto(documents);
    await checkPage(page, "documents-list");

    await page.getByRole("link", { name: "Upload Document" }).first().click();
    await expect(page).toHaveURL(/\/documents\/new$/);
    const upload = dialog(page, "Upload Document");
    // an executable renamed to .pdf is refused by its content
    await upload.locator('input[type="file"]').setInputFiles({
      name: "binder.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]),
    });
    await upload.getByLabel("Document type").selectOption("BINDER");
    await expect(upload.getByLabel("Visible to the client")).toBeChecked(); // binders are shared by default
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByText("Programs are not accepted.")).toBeVisible();
    await checkPage(page, "documents-upload-error");

    await upload.getByRole("button", { name: "Remove binder.pdf" }).click();
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: "E2E Binder.pdf", mimeType: "application/pdf", buffer: await smallPdf("E2E Binder") });
    await upload.getByLabel("Document type").selectOption("INVOICE");
    await expect(upload.getByLabel("Visible to the client")).not.toBeChecked(); // invoices are not
    await upload.getByLabel("Notes (optional)").fill("Uploaded by the e2e journey");
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(upload).toBeHidden();
    const row = page.getByRole("row", { name: /E2E Binder\.pdf/ });
    await expect(row).toBeVisible();
    await expect(row.getByText("Invoice")).toBeVisible();
    const href = await row.getByRole("link", { name: "Open E2E Binder.pdf" }).getAttribute("href");
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");

    await row.getByRole("link", { name: "Delete E2E Binder.pdf" }).click();
    const confirm = dialog(page, "Delete document?");
    await expect(confirm).toBeVisible();
    await checkPage(page, "documents-delete-confirm");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("row", { name: /E2E Binder\.pdf/ })).toHaveCount(0);
    expect((await page.request.get(href!)).status()).toBe(404);
  });

  test("issue a certificate and view it", async ({ page }) => {
    test.setTimeout(120_000); // the certificate PDF is drawn, stored and opened twice
    await page.goto("/app/home");
    const accountId = await insuredAccountId(page);
    await page.goto(`/app/accounts/${accountId}/certificates`);
    await checkPage(page, "certificates-list");
    await page.getByRole("link", { name: "Add Certificate" }).first().click();
    await expect(page).toHaveURL(/\/certificates\/new$/);
    const form = dialog(page, "Add Certificate");
    await expect(form.getByLabel("The holder is an additional insured")).not.toBeChecked();
    await form.getByRole("button", { name: "Create Certificate" }).click();
    await expect(form.getByText("Enter the certificate holder's name")).toBeVisible();
    await checkPage(page, "certificates-new-errors");

    await form.getByLabel("Holder name").fill("Portland Harbor Commission");
    await form.getByLabel("Street address").fill("2 Portland Fish Pier");
    await form.getByLabel("ZIP code").fill("04101");
    await form.getByLabel("City").fill("Portland");
    await form.getByLabel("State").selectOption("ME");
    await form.getByLabel("The holder is an additional insured").check();
    await form.getByLabel("Description of operations (optional)").fill("Dock repairs at Portland Fish Pier.");
    await form.getByRole("button", { name: "Create Certificate" }).click();

    await expect(page).toHaveURL(new RegExp(`/app/accounts/${accountId}/certificates/[0-9a-f-]{36}$`));
    const view = dialog(page, /^Certificate #\d+$/);
    await expect(view).toBeVisible();
    await expect(view.getByText(/Portland Harbor Commission \(additional insured\)/)).toBeVisible();
    const frame = view.locator("iframe");
    const src = await frame.getAttribute("src");
    expect(src).toMatch(/^\/files\/[0-9a-f-]{36}\?inline=1$/);
    const pdf = await page.request.get(src!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(
      /^inline; filename="Certificate \d+ - Portland Harbor Commission\.pdf"/,
    );
    const download = page.waitForEvent("download");
    await view.getByRole("link", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toMatch(/^Certificate \d+ - Portland Harbor Commission\.pdf$/);
    // the embedded PDF viewer keeps the network busy: check without waiting for idle
    await checkPage(page, "certificates-view", { waitForIdle: false });

    await view.getByRole("button", { name: "Close" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/app/accounts/${accountId}/certificates$`));
    await expect(page.getByRole("row", { name: /Portland Harbor Commission/ })).toBeVisible();
  });
});

test.describe("The agency's ACORD 25", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("upload the licensed fillable form, then go back to Cara's layout", async ({ page }) => {
    await page.goto("/app/home");
    await page.goto(`/app/accounts/${await insuredAccountId(page)}/certificates`);
    await expect(page.getByText("Certificates use Cara's layout.")).toBeVisible();
    await page.getByLabel("Fillable ACORD 25 PDF").setInputFiles({
      name: "acord25-2016-03.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await buildFillableAcord25Pdf({ qualified: true })),
    });
    await expect(
      page.getByText(/Certificates are filled into your ACORD 25 form\s+acord25-2016-03\.pdf/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Use Cara's layout" }).click();
    await expect(page.getByText("Certificates use Cara's layout.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload ACORD 25" })).toBeVisible();
  });
});

test.describe("Certificates: nothing silently cut", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("a long description and two GL policies: both policies and the full text across pages", async ({ page }) => {
    await page.goto("/app/home");
    const stamp = Date.now().toString(36).toUpperCase();
    const accountId = await page.evaluate(async (stamp) => {
      const call = async (query: string, variables: Record<string, unknown>) =>
        (await (
          await fetch("/graphql", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query, variables }),
          })
        ).json()) as { data: Record<string, any> };
      const created = await call(
        `mutation ($input: AccountInput!) {
          createAccount(input: $input) {
            __typename
            ... on Account { id }
            ... on ValidationError { fieldErrors { path message } }
            ... on ApplicationError { message }
          }
        }`,
        {
          input: {
            type: "BUSINESS",
            contact: { name: "Dana Builder", email: `dana.${stamp.toLowerCase()}@twogl.test`, phone: "2075550143" },
            account: {
              name: `Two GL Builders ${stamp}`,
              email: `office.${stamp.toLowerCase()}@twogl.test`,
              phone: "2075550142",
              mailingAddress: { line1: "1 Fore Street", city: "Portland", zone: "ME", postalCode: "04101" },
            },
          },
        },
      );
      if (!created.data?.createAccount?.id) throw new Error(`createAccount: ${JSON.stringify(created)}`);
      const id = created.data.createAccount.id as string;
      const day = 24 * 60 * 60 * 1000;
      const policy = (number: string) => ({
        type: "GENERAL_LIABILITY",
        policyNumber: number,
        inforceAt: new Date(Date.now() - 30 * day).toISOString(),
        expiresAt: new Date(Date.now() + 300 * day).toISOString(),
        pricing: { premium: "2400.00" },
        details: { facts: { coverageForm: "OCCURRENCE", additionalInsuredEndorsement: true } },
      });
      await call(
        `mutation ($input: CreateBusinessPoliciesInput!) { createBusinessPolicies(input: $input) { __typename } }`,
        { input: { accountId: id, policies: [policy(`GL-A-${stamp}`), policy(`GL-B-${stamp}`)] } },
      );
      return id;
    }, stamp);

    await page.goto(`/app/accounts/${accountId}/certificates/new`);
    const form = dialog(page, "Add Certificate");
    await expect(form.getByText(`General Liability GL-A-${stamp}`)).toBeVisible();
    await expect(form.getByText(`General Liability GL-B-${stamp}`)).toBeVisible();
    await form.getByLabel("Holder name").fill("Portland Harbor Commission");
    await form.getByLabel("Street address").fill("2 Portland Fish Pier");
    await form.getByLabel("ZIP code").fill("04101");
    await form.getByLabel("City").fill("Portland");
    await form.getByLabel("State").selectOption("ME");
    await form.getByLabel("The holder is an additional insured").check();
    const description = Array.from(
      { length: 23 },
      (_, i) => `Phase ${i + 1}: pier decking, piling repair and dredging at the Portland Fish Pier.`,
    ).join(" ");
    await form.getByLabel("Description of operations (optional)").fill(description);
    await checkPage(page, "certificates-new-two-gl");
    await form.getByRole("button", { name: "Create Certificate" }).click();
    await expect(page).toHaveURL(new RegExp(`/app/accounts/${accountId}/certificates/[0-9a-f-]{36}$`));
    const src = await dialog(page, /^Certificate #\d+$/)
      .locator("iframe")
      .getAttribute("src");
    const pdf = await page.request.get(src!);
    const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const document = await getDocument({ data: new Uint8Array(await pdf.body()), verbosity: 0 }).promise;
    expect(document.numPages).toBeGreaterThanOrEqual(2);
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    const text = pages.join(" ").replace(/\s+/g, " ");
    expect(text).toContain(`GL-A-${stamp}`);
    expect(text).toContain(`GL-B-${stamp}`);
    for (let i = 1; i <= 23; i++) expect(text).toContain(`Phase ${i}: pier decking`);
    expect(text).toContain("is included as an additional insured");
  });
});
