import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";

/** Until the Fill Template skill lands (the form-skills issue). */
export const FORM_SKILLS_LATER =
  "The form-filling skills (ACORD templates and PDF forms) arrive in a later release: nothing was filled.";

/** REQUEST_TEMPLATE_TOOLS and FILL_TEMPLATE: the Fill Template skill (docs/product/form-skills.md). */
export const requestTemplateToolsOperation = defineOperation({
  name: "requestTemplateTools",
  description:
    "Asks for the tools of a fillable form template (ACORD 24, 25, 27, 28, 35, 36, 75, 125, 126, 130, 131, 140).",
  access: "agency",
  input: z.object({ template: z.string().trim().min(1).max(100) }),
  run: async (_ctx, input) => ({ success: false, template: input.template, message: FORM_SKILLS_LATER }),
});

export const fillTemplateOperation = defineOperation({
  name: "fillTemplate",
  description: "Fills a form template with values, each from a record or a document.",
  access: "agency",
  input: z.object({
    template: z.string().trim().min(1).max(100),
    fields: z.record(z.string(), z.string()).default({}),
  }),
  run: async (_ctx, input) => ({ success: false, template: input.template, message: FORM_SKILLS_LATER }),
});
