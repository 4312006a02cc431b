import { PDFDocument } from "@cantoo/pdf-lib";
import fs from "node:fs";
import { buildCarrierSupplementalPdf } from "../server/modules/forms/pdf-form-fixture.ts";
import { checkPage, expect, AS_PRIYA, SCREENSHOT_DIR, test } from "./support.ts";
import { askFromHome } from "./workspace-support.ts";

/**
 * The PDF editor (issue 13): a carrier's fillable supplemental uploaded with the values to
 * write; Cara inspects its fields, fills them, and the filled PDF opens from the 'PDF editor'
 * card — still fillable, every value where the user put it. The demo agency is on Pro.
 */
test.describe("PDF editor", () => {
  test.use({ agencyOptions: AS_PRIYA });

  test("fills an uploaded fillable supplemental from the conversation and opens the filled PDF", async ({ page }) => {
    test.setTimeout(240_000); // the run, the PDF viewer and four accessibility checks on a shared machine
    await page.goto("/app/home");
    const supplemental = Buffer.from(await buildCarrierSupplementalPdf({ edition: "distributed" }));
    const workspaceId = await askFromHome(
      page,
      [
        "Fill this supplemental:",
        "Applicant name: Łódź Café Roofing LLC",
        "City: Portland",
        "State: ME",
        "FEIN: 01-2345678",
        "Entity type: LLC",
        "Roofing work: yes",
        "Do you use subcontractors: No",
        "Fax: (207) 555-0100",
      ].join("\n"),
      { name: "Acadia supplemental.pdf", buffer: supplemental },
    );

    const conversation = page.getByRole("log", { name: "Conversation" });
    const card = conversation.locator("[data-artifact]").first();
    await expect(card).toContainText("PDF editor", { timeout: 60_000 });
    await expect(card).toContainText("Acadia supplemental (filled).pdf");
    await expect(card).toContainText("v1");
    const answer = conversation.getByRole("article", { name: "Cara's answer" });
    await expect(answer).toContainText('I filled 7 fields of "Acadia supplemental.pdf" (version 1)', {
      timeout: 30_000,
    });
    await expect(answer).toContainText("Applicant name: Łódź Café Roofing LLC (from your message)");
    await expect(answer).toContainText("Mailing address: No value for it in the instructions or the records");
    await expect(answer).toContainText('No field on the form is named "Fax".');
    await checkPage(page, "pdf-editor-answer-1440");

    // the filled PDF: read back field by field, still a form
    const artifactId = (await card.getAttribute("data-artifact"))!;
    const response = await page.request.get(`/agency/template/${workspaceId}/${artifactId}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const bytes = await response.body();
    fs.writeFileSync(`${SCREENSHOT_DIR}/pdf-editor-filled.pdf`, bytes);
    const form = (await PDFDocument.load(bytes)).getForm();
    const text = (short: string) => form.getTextField(`F[0].P1[0].${short}[0]`).getText();
    expect(text("ApplicantName")).toBe("Łódź Café Roofing LLC");
    expect(text("City")).toBe("Portland");
    expect(text("State")).toBe("ME");
    expect(text("FEIN")).toBe("01-2345678");
    expect(text("MailingAddress")).toBeUndefined();
    expect(form.getDropdown("F[0].P1[0].EntityType[0]").getSelected()).toEqual(["LLC"]);
    expect(form.getCheckBox("F[0].P1[0].Roofing[0]").isChecked()).toBe(true);
    expect(form.getRadioGroup("F[0].P1[0].Subcontractors[0]").getSelected()).toBe("N");
    expect(form.getFields()).toHaveLength(16);

    // the card opens the PDF in the focus dialog
    await card.click();
    const dialog = page.getByRole("dialog", { name: "Acadia supplemental (filled).pdf" });
    await expect(dialog).toContainText("PDF editor · version 1");
    await expect(dialog.locator("iframe")).toHaveAttribute("src", `/agency/template/${workspaceId}/${artifactId}`);
    await checkPage(page, "pdf-editor-dialog-1440", { waitForIdle: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog).toContainText("PDF editor · version 1");
    await checkPage(page, "pdf-editor-dialog-390", { waitForIdle: false });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    await checkPage(page, "pdf-editor-answer-390");
  });
});
