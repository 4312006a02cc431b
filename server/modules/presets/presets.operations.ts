import { z } from "zod";
import { filePartInput } from "../../../domain/document.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { createCustomPreset, updateCustomPreset } from "./presets-write.service.ts";
import { getCustomPreset } from "./presets.service.ts";

/** Custom presets' use cases (ADR 011, ADR 046): the GraphQL mutations are built from these. */

const uploadFiles = z.array(filePartInput.nullable()).nullish();

export const createCustomPresetOperation = defineOperation({
  name: "createCustomPreset",
  description:
    "Creates a custom preset: a title, a description, the base prompt Cara follows when it runs, whether a run takes input files, the built-in preset whose skill it inherits, and reference files uploaded with it. Basic plans keep 3.",
  access: "agency",
  // the fields are checked by the service (field errors under title, description, basePrompt…)
  input: z.object({ input: z.looseObject({ uploadFiles }) }),
  run: (ctx, { input }) => createCustomPreset(ctx, input, input.uploadFiles),
});

export const updateCustomPresetOperation = defineOperation({
  name: "updateCustomPreset",
  description:
    "Changes a custom preset: its fields, the reference files it keeps (fileIds; null keeps none) and new uploads (uploadFiles).",
  access: "agency",
  input: z.object({ id: recordIdInput, input: z.looseObject({ uploadFiles }) }),
  run: async (ctx, { id, input }) => {
    await getCustomPreset(ctx, id);
    return updateCustomPreset(ctx, id, input, input.uploadFiles);
  },
});
