import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";
import { FORM_SKILLS_LATER } from "./fill-template.operation.ts";

/** PDF_EDITOR: inspect and fill the form fields of an uploaded fillable PDF (docs/product/form-skills.md). */
export const pdfEditorOperation = defineOperation({
  name: "pdfEditor",
  description: "Inspects (INSPECT_FORM_FIELDS) or fills (FILL_FORM_FIELDS) the form fields of PDF files.",
  access: "agency",
  input: z.object({
    operation: z.enum(["FILL_FORM_FIELDS", "INSPECT_FORM_FIELDS"]),
    formFillInstructions: z.string().max(20_000).nullish(),
    inputFiles: z
      .array(z.object({ fileName: z.string().max(500) }))
      .max(20)
      .default([]),
  }),
  run: async () => ({ result: FORM_SKILLS_LATER, fileId: null, version: null }),
});
