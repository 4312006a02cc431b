import { z } from "zod";
import { filePartInput } from "../../../domain/document.ts";
import { updatePreferencesInput } from "../../../domain/preferences.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { setFavouritePresets } from "./favourites.service.ts";
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

/** The signed-in user's own favourite presets (Home's cards); a person only, never Cara or an integration. */
export const updateAgencyUserPreferencesOperation = defineOperation({
  name: "updateAgencyUserPreferences",
  description:
    "Sets the signed-in user's favourite presets: built-in preset ids and custom preset ids. Empty lists show every preset on Home.",
  access: "agencyUser",
  input: z.object({ input: updatePreferencesInput }),
  run: (ctx, { input }) => setFavouritePresets(ctx, input),
});
