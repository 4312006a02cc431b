import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../../lib/errors.ts";
import { ACORD_125 } from "./acord/acord-125.ts";
import {
  fillAcroForm,
  FORM_HAS_NO_FIELDS,
  FORM_NEEDS_OPEN_PASSWORD,
  loadFillableForm,
  NOT_A_PDF,
  readAcroForm,
} from "./acroform.ts";
import { buildDocumentPdf, buildFillableForm } from "./form-fixtures.ts";

const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ValidationError ? error.message : String(error)),
  );

describe("filling any fillable PDF by its field names", () => {
  it("fills ACORD's encrypted XFA edition by fully-qualified names, drops the XFA and stays fillable", async () => {
    const edition = await buildFillableForm(ACORD_125, { edition: "acord", extra: ["Insurer_Underwriter_FullName_A"] });
    await expect(PDFDocument.load(edition)).rejects.toThrow(/encrypted/);
    const { pdf, absent } = await fillAcroForm(edition, {
      Producer_FullName_A: "Harbor Insurance Agency",
      NamedInsured_FullName_A: "Zoë's Bakery & Café",
      Policy_LineOfBusiness_CommercialGeneralLiability_A: true,
      Policy_LineOfBusiness_CommercialProperty_A: false,
      Not_A_Field: "x",
    });
    expect(absent).toEqual(["Not_A_Field"]);
    const doc = await PDFDocument.load(pdf, { preserveXFA: true });
    expect(doc.getForm().hasXFA()).toBe(false);
    const names = doc
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(names).toContain("F[0].P1[0].Producer_FullName_A[0]");
    expect(doc.getForm().getTextField("F[0].P1[0].Producer_FullName_A[0]").getText()).toBe("Harbor Insurance Agency");
    const values = await readAcroForm(pdf);
    expect(values).toMatchObject({
      Producer_FullName_A: "Harbor Insurance Agency",
      NamedInsured_FullName_A: "Zoë's Bakery & Café",
      Policy_LineOfBusiness_CommercialGeneralLiability_A: true,
      Policy_LineOfBusiness_CommercialProperty_A: false,
      Insurer_Underwriter_FullName_A: "",
    });
    // still a form: not flattened
    expect(doc.getForm().getFields().length).toBeGreaterThan(40);
  });

  it("refuses a form that needs a password to open, a PDF without fields and a file that is not a PDF", async () => {
    const locked = await buildFillableForm(ACORD_125, { openPassword: "open-sesame" });
    expect(await messageOf(loadFillableForm(locked))).toBe(FORM_NEEDS_OPEN_PASSWORD);
    expect(await messageOf(loadFillableForm(await buildDocumentPdf("Letter", ["No fields here"])))).toBe(
      FORM_HAS_NO_FIELDS,
    );
    expect(await messageOf(loadFillableForm(new TextEncoder().encode("Name,FEIN\nHarbor,12-3456789")))).toBe(NOT_A_PDF);
  });
});
