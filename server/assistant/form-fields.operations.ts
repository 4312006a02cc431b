import { z } from "zod";
import { filePartInput } from "../../domain/document.ts";
import { FORM_TEMPLATES } from "../../domain/preset-options.ts";
import { defineOperation, recordIdInput } from "../lib/operation.ts";
import { AGENCY_FORM_TEMPLATES, listFormTemplates, setFormTemplate } from "../modules/forms/form-templates.service.ts";
import { correctFormField } from "./template-fill.ts";

/** Correcting a filled form field by field (docs/product/form-skills.md "Correcting a field"). */
export const updateCaraWorkspaceFormFieldOperation = defineOperation({
  name: "updateCaraWorkspaceFormField",
  description:
    "Corrects one field of a filled form: a new version of the PDF with the value (its source: the user who corrected it); " +
    "a blank value empties the field. Refused while Cara is working.",
  access: "agency",
  input: z.object({
    workspaceId: recordIdInput,
    artifactId: recordIdInput,
    key: z.string().trim().min(1).max(200),
    value: z.string().max(5000, "Keep this under 5000 characters"),
  }),
  run: (ctx, input) => correctFormField(ctx, input),
});

/** The agency's own licensed, fillable edition of a form (not ACORD 25: it keeps its certificate setting). */
export const setFormTemplateOperation = defineOperation({
  name: "setFormTemplate",
  description:
    "Uploads the agency's licensed, fillable edition of a form (a PDF with form fields and no open password), or removes it (no file): Cara then fills it instead of its own layout.",
  access: "agency",
  input: z.object({
    template: z.enum(AGENCY_FORM_TEMPLATES as [string, ...string[]]),
    file: filePartInput.nullish(),
  }),
  run: async (ctx, { template, file }) => ({
    template,
    file: await setFormTemplate(ctx, template as (typeof FORM_TEMPLATES)[number], file ?? null),
  }),
});

/** Which forms Cara fills into the agency's own uploaded edition, and which print Cara's layout. */
export const formTemplatesOperation = defineOperation({
  name: "formTemplates",
  description:
    "Lists every form the agency may upload its own fillable edition of (all but ACORD 25) with the uploaded file, or none: Cara's layout.",
  access: "agency",
  input: z.object({}),
  run: (ctx) => listFormTemplates(ctx),
});
