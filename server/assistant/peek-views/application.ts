import { PDFCheckBox, PDFTextField } from "@cantoo/pdf-lib";
import { loadFillableForm } from "../../modules/forms/acroform.ts";
import { readStoredFile } from "../../modules/forms/pdf-form-sources.ts";
import { readApplication } from "../../modules/underwriting/application.ts";
import { factsFromFormFields } from "../../modules/underwriting/form-fields.ts";
import type { PeekInput, PeekView } from "./types.ts";

/** A filled fillable PDF's text fields with their page (none when the bytes are not a fillable PDF). */
export async function formFieldsOf(bytes: Uint8Array): Promise<Array<{ name: string; value: string; page: number }>> {
  try {
    const { doc, fields } = await loadFillableForm(bytes);
    const pages = doc.getPages().map((p) => p.ref);
    const out: Array<{ name: string; value: string; page: number }> = [];
    for (const [name, [field]] of fields) {
      if (field instanceof PDFCheckBox || !(field instanceof PDFTextField)) continue;
      const value = field.getText() ?? "";
      if (!value.trim()) continue;
      const ref = field.acroField.getWidgets()[0]?.P();
      const index = ref ? pages.findIndex((p) => p === ref) : -1;
      out.push({ name, value, page: index >= 0 ? index + 1 : 1 });
    }
    return out;
  } catch {
    return [];
  }
}

async function formFields({ ctx, file }: PeekInput) {
  return file.mimeType === "application/pdf" ? formFieldsOf(await readStoredFile(ctx, file.id)) : [];
}

/**
 * APPLICATION: an application (ACORD 125/126/130/140/137-like, a carrier supplemental) or a loss
 * run read as a whole: its kind, the facts an underwriter needs (applicant, FEIN, addresses,
 * operations, years in business, revenue, employees, payroll, prior carrier, effective date,
 * limits, property and auto details), the schedules (losses, WC class codes and payroll,
 * vehicles) and the statements to weigh ("no losses", a lapse, a new venture), each cited; a
 * filled fillable PDF's fields count too. What it looked for and did not find is listed.
 */
export const applicationView: PeekView = async (input) => {
  const fromFields = factsFromFormFields(await formFields(input), { fileId: input.file.id, fileName: input.file.name });
  return { application: readApplication(input.pages, fromFields) };
};
