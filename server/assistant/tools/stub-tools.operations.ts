import { z } from "zod";
import { defineOperation } from "../../lib/operation.ts";

/**
 * Tools registered with their input shapes whose skills arrive later (the form-skills issue)
 * or need a connector: each answers plainly what it cannot do yet, and the event keeps what
 * was asked (the record of the intended work).
 */
export const FORM_SKILLS_LATER =
  "The form-filling skills (ACORD templates and PDF forms) arrive in a later release: nothing was filled.";
export const NO_INTEGRATION =
  "No integration is connected: nothing was written. The intended write is kept in this workspace's activity.";

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

const address = z.object({
  line1: z.string().max(200).nullish(),
  city: z.string().max(100).nullish(),
  zone: z.string().max(50).nullish(),
  postalCode: z.string().max(20).nullish(),
});

export const writeIntegrationOperation = defineOperation({
  name: "writeIntegration",
  description: "Writes to the agency's AMS or CRM: updates an account, uploads a document, creates a note or a task.",
  access: "agency",
  input: z.object({
    action: z.string().trim().min(1).max(100),
    account: z.object({ name: z.string().max(300).nullish(), address: address.nullish() }).nullish(),
    uploadDocument: z.object({ fileName: z.string().max(500) }).nullish(),
    createNote: z.object({ content: z.string().max(20_000) }).nullish(),
    createTask: z.object({ title: z.string().max(500), dueDate: z.string().max(40).nullish() }).nullish(),
  }),
  run: async () => ({ success: false, message: NO_INTEGRATION }),
});

export const thinkOperation = defineOperation({
  name: "think",
  description: "Writes down a reasoning step (a plan, what is known and what is missing); the user sees it.",
  access: "agency",
  input: z.object({ thought: z.string().trim().min(1).max(20_000) }),
  run: async (_ctx, input) => ({ thought: input.thought }),
});
