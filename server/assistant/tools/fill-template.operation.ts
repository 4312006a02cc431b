import { z } from "zod";
import { FORM_TEMPLATES } from "../../../domain/preset-options.ts";
import { defineOperation } from "../../lib/operation.ts";
import { formFieldList } from "../../modules/forms/form-fill.service.ts";
import { FORM_FILLERS } from "../../modules/forms/form-fillers.ts";
import { fillTemplateInWorkspace, notFillable } from "../template-fill.ts";

/** REQUEST_TEMPLATE_TOOLS and FILL_TEMPLATE: the Fill Template skill (docs/product/form-skills.md). */
export const requestTemplateToolsOperation = defineOperation({
  name: "requestTemplateTools",
  description:
    "Asks for the tools of a fillable form template (ACORD 24, 25, 27, 28, 35, 36, 75, 125, 126, 130, 131, 140).",
  access: "agency",
  input: z.object({ template: z.string().trim().min(1).max(100) }),
  run: async (_ctx, input) => {
    const template = input.template.replace(/^acord\s*/i, "ACORD ");
    const form = formFieldList(template);
    if (form)
      return {
        success: true,
        ...form,
        howToFill:
          "Call FILL_TEMPLATE with this template. Cara fills every field it can from the agency, the account and its policies. In `values`, give only fields you read in the workspace's documents, by key, each with the file name, page and the exact passage; anything without a page is left empty and listed.",
      };
    if (template in FORM_FILLERS)
      return {
        success: true,
        template,
        fields: [],
        howToFill: "Call FILL_TEMPLATE with this template: it is filled from the account's records (its own module).",
      };
    return { success: false, template: input.template, message: notFillable(input.template) };
  },
});

const sourcedValue = z.object({
  key: z.string().trim().min(1).max(200),
  value: z.string().max(5000),
  /** Where the value was read: the file, its page and the quoted passage. */
  source: z.object({
    fileName: z.string().max(500),
    page: z.number().int().min(1),
    quote: z.string().trim().min(1).max(2000),
  }),
});

export const fillTemplateOperation = defineOperation({
  name: "fillTemplate",
  description:
    "Fills a form template (ACORD 24, 25, 27, 28, 35, 36, 75, 125, 126, 130, 131, 140) from the workspace's account, its policies and documents: each value from a record or a cited page, the fields it could not fill listed. ACORD 25 issues a certificate of liability insurance.",
  access: "agency",
  input: z.object({
    template: z.enum(FORM_TEMPLATES),
    workspaceId: z.string(),
    stageId: z.string(),
    fileIds: z.array(z.string()).default([]),
    certificateHolder: z.string().trim().max(2000).nullish(),
    additionalInterest: z.string().trim().max(2000).nullish(),
    additionalInsured: z.boolean().nullish(),
    waiverOfSubrogation: z.boolean().nullish(),
    primaryNonContributory: z.boolean().nullish(),
    descriptionOfOperations: z.string().trim().max(5000).nullish(),
    /** Values the model read from the documents itself, each with its page and passage. */
    values: z.array(sourcedValue).max(500).default([]),
  }),
  run: (ctx, input) => fillTemplateInWorkspace(ctx, input),
});
