import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, type PDFPage } from "@cantoo/pdf-lib";

/**
 * A carrier's fillable supplemental application as carriers send them, for tests, the E2E
 * journey and the demo: labels printed left of or above the boxes, checkboxes with their
 * captions, a yes/no radio group, a dropdown, a field known only by its tooltip and one known
 * only by its name. `edition: "distributed"` adds what downloaded forms carry: fully-qualified
 * names, an XFA form beside the AcroForm and owner-password encryption (no open password).
 */

export const SUPPLEMENTAL_LABELS = {
  ApplicantName: "Applicant name",
  MailingAddress: "Mailing address",
  City: "City",
  State: "State",
  Zip: "ZIP",
  Phone: "Phone",
  Email: "Email",
  FEIN: "FEIN",
  EffectiveDate: "Proposed effective date",
  Operations: "Describe the applicant's operations",
  Roofing: "Roofing work",
  HazMat: "Hazardous materials stored on premises",
  Subcontractors: "Do you use subcontractors?",
  EntityType: "Entity type",
  AgcyCd: "Agency code",
  Txt7: "Txt7",
} as const;
export type SupplementalField = keyof typeof SUPPLEMENTAL_LABELS;

export const ENTITY_TYPES = ["Corporation", "LLC", "Partnership", "Individual"];

export async function buildCarrierSupplementalPdf(
  options: { edition?: "plain" | "distributed"; openPassword?: string } = {},
): Promise<Uint8Array> {
  const qualified = options.edition === "distributed";
  const name = (short: string) => (qualified ? `F[0].P1[0].${short}[0]` : short);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  const form = doc.getForm();
  const text = (p: PDFPage, value: string, x: number, y: number, size = 10) => p.drawText(value, { x, y, size, font });
  page.drawText("ACADIA MUTUAL INSURANCE COMPANY", { x: 50, y: 740, size: 14, font: bold });
  text(page, "Contractors Supplemental Application (CS-104 01/26)", 50, 722, 11);

  const box = (short: string, x: number, y: number, width: number, maxLength?: number, height = 16) => {
    const field = form.createTextField(name(short));
    if (maxLength) field.setMaxLength(maxLength);
    field.addToPage(page, { x, y, width, height, font, borderWidth: 1 });
    return field;
  };
  text(page, "Applicant name:", 50, 684);
  box("ApplicantName", 170, 680, 380);
  text(page, "Mailing address:", 50, 654);
  box("MailingAddress", 170, 650, 380);
  text(page, "City", 50, 624);
  box("City", 80, 620, 200);
  text(page, "State", 295, 624);
  box("State", 328, 620, 40, 2);
  text(page, "ZIP", 385, 624);
  box("Zip", 410, 620, 140, 10);
  text(page, "Phone", 50, 594);
  box("Phone", 90, 590, 190);
  text(page, "Email", 295, 594);
  box("Email", 330, 590, 220);
  text(page, "FEIN", 50, 564);
  box("FEIN", 90, 560, 120, 10);
  text(page, "Proposed effective date", 230, 564);
  box("EffectiveDate", 360, 560, 190);

  // a label above its box
  text(page, "Describe the applicant's operations", 50, 530);
  box("Operations", 50, 470, 500, undefined, 52).enableMultiline();

  // checkboxes: one captioned on its right, one labelled on its left
  form.createCheckBox(name("Roofing")).addToPage(page, { x: 50, y: 430, width: 12, height: 12 });
  text(page, "Roofing work", 68, 432);
  text(page, "Hazardous materials stored on premises", 230, 432);
  form.createCheckBox(name("HazMat")).addToPage(page, { x: 440, y: 430, width: 12, height: 12 });

  // a yes/no question as a radio group, each button captioned on its right
  text(page, "Do you use subcontractors?", 50, 402);
  const subs = form.createRadioGroup(name("Subcontractors"));
  subs.addOptionToPage("Y", page, { x: 230, y: 400, width: 12, height: 12 });
  text(page, "Yes", 246, 402);
  subs.addOptionToPage("N", page, { x: 290, y: 400, width: 12, height: 12 });
  text(page, "No", 306, 402);

  text(page, "Entity type", 50, 372);
  const entity = form.createDropdown(name("EntityType"));
  entity.setOptions(ENTITY_TYPES);
  entity.addToPage(page, { x: 120, y: 368, width: 160, height: 16, font });

  // the office's own code: no label on the page, only a tooltip
  const agency = box("AgcyCd", 470, 40, 80);
  agency.acroField.dict.set(PDFName.of("TU"), PDFString.of("Agency code"));
  // a field with neither (carriers leave some)
  box("Txt7", 50, 40, 80);
  text(page, "Signature of applicant", 50, 110);
  page.drawLine({ start: { x: 180, y: 108 }, end: { x: 400, y: 108 }, thickness: 0.5 });

  if (!qualified && !options.openPassword) return doc.save();
  // what downloaded forms carry, added to the saved form (pdf-lib drops an XFA form it saves itself)
  const edition = await PDFDocument.load(await doc.save(), { preserveXFA: true });
  if (qualified) addXfa(edition);
  edition.encrypt({
    userPassword: options.openPassword ?? "",
    ownerPassword: "carrier-owner-password",
    algorithm: "RC4-128",
    allowWeakCryptography: true,
    permissions: { printing: "highResolution", modifying: false, fillingForms: true },
  });
  return edition.save({ updateFieldAppearances: false });
}

function addXfa(doc: PDFDocument) {
  const datasets =
    '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><xfa:datasets xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/">' +
    "<xfa:data><F><P1><ApplicantName>XFA ONLY VALUE</ApplicantName></P1></F></xfa:data></xfa:datasets></xdp:xdp>";
  const template = '<template xmlns="http://www.xfa.org/schema/xfa-template/3.0/"><subform name="F"/></template>';
  doc.catalog
    .lookup(PDFName.of("AcroForm"), PDFDict)
    .set(
      PDFName.of("XFA"),
      doc.context.obj([
        PDFString.of("template"),
        doc.context.register(doc.context.stream(template)),
        PDFString.of("datasets"),
        doc.context.register(doc.context.stream(datasets)),
      ]),
    );
  doc.catalog.set(PDFName.of("NeedsRendering"), doc.context.obj(false));
}

/** A PDF with text and no form: what a scanned or printed form looks like. */
export async function buildFlatPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText("Applicant name: ______________________", { x: 50, y: 700, size: 11, font });
  return doc.save();
}
