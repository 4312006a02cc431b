import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from "@cantoo/pdf-lib";
import type { FormDefinition } from "./form-definition.ts";

/**
 * Fillable PDFs carrying a form's ACORD field names, standing in for an agency's licensed
 * edition in tests, the evaluation and `scripts/form-fixtures.ts` (ACORD forms are licensed:
 * the repository ships none). `edition: "acord"` builds it as ACORD distributes its forms:
 * fully-qualified names (`F[0].P1[0].Producer_FullName_A[0]`), an XFA form beside the AcroForm,
 * RC4 owner-password encryption with an empty open password. `extra` adds fields Cara does not
 * fill (a real form has hundreds).
 */
export async function buildFillableForm(
  definition: FormDefinition,
  options: { edition?: "plain" | "acord"; extra?: string[]; openPassword?: string } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const form = doc.getForm();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const qualified = options.edition === "acord";
  const entries: Array<[string, "text" | "checkbox"]> = [
    ...definition.fields.map((f): [string, "text" | "checkbox"] => [
      f.key,
      f.kind === "checkbox" ? "checkbox" : "text",
    ]),
    ...(options.extra ?? []).map((name): [string, "text"] => [name, "text"]),
  ];
  const perPage = 40;
  for (let start = 0; start < entries.length; start += perPage) {
    const pageNumber = start / perPage + 1;
    const page = doc.addPage([612, 792]);
    if (pageNumber === 1) page.drawText(`${definition.template} (test edition)`, { x: 24, y: 774, size: 10, font });
    entries.slice(start, start + perPage).forEach(([key, kind], i) => {
      const name = qualified ? `F[0].P${pageNumber}[0].${key}[0]` : key;
      const x = 24 + (i % 2) * 294;
      const y = 740 - Math.floor(i / 2) * 36;
      page.drawText(key.slice(0, 60), { x, y: y + 20, size: 5, font });
      if (kind === "checkbox") form.createCheckBox(name).addToPage(page, { x, y, width: 12, height: 12 });
      else form.createTextField(name).addToPage(page, { x, y, width: 270, height: 18, font });
    });
  }
  if (!qualified && !options.openPassword) return doc.save();
  if (qualified) {
    const datasets =
      '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><xfa:datasets xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/">' +
      "<xfa:data><F><P1><Producer_FullName_A>XFA ONLY VALUE</Producer_FullName_A></P1></F></xfa:data></xfa:datasets></xdp:xdp>";
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
  doc.encrypt({
    userPassword: options.openPassword ?? "",
    ownerPassword: "acord-owner-password",
    algorithm: "RC4-128",
    allowWeakCryptography: true,
    permissions: { printing: "highResolution", modifying: false, fillingForms: true },
  });
  return doc.save({ updateFieldAppearances: false });
}

/** A workspace document: a one-page PDF with these lines (a prior application, a supplement). */
export async function buildDocumentPdf(title: string, lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText(title, { x: 56, y: 720, size: 16, font: bold });
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 690 - i * 18, size: 11, font }));
  return doc.save();
}
