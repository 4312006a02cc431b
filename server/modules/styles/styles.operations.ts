import { z } from "zod";
import { filePartInput } from "../../../domain/document.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { createStyle, updateStyle } from "./styles-write.service.ts";

/** The document styles' use cases (ADR 011, ADR 047): the GraphQL mutations are built from these. */

/** The style form; each field is checked by the service so every refusal comes back together. */
const styleFormInput = z.object({
  title: z.unknown(),
  description: z.unknown().optional(),
  baseStyleId: z.unknown().optional(),
  prefixFileId: z.string().nullish(),
  suffixFileId: z.string().nullish(),
  uploadPrefixFile: filePartInput.nullish(),
  uploadSuffixFile: filePartInput.nullish(),
});

export const createHtmlDocumentTemplateOperation = defineOperation({
  name: "createHtmlDocumentTemplate",
  description:
    "Creates a document style: a title, a description, a built-in base style (default Classic Professional; none for a plain look) and an optional start page and end page (PDFs placed before and after rendered documents). Within the plan's style limit.",
  access: "agency",
  input: z.object({ input: styleFormInput }),
  run: (ctx, { input }) => createStyle(ctx, input),
});

export const updateHtmlDocumentTemplateOperation = defineOperation({
  name: "updateHtmlDocumentTemplate",
  description:
    "Changes a document style with the whole form: a page is kept by its file id, replaced by an upload, or removed by sending neither.",
  access: "agency",
  input: z.object({ id: recordIdInput, input: styleFormInput }),
  run: (ctx, { id, input }) => updateStyle(ctx, id, input),
});
