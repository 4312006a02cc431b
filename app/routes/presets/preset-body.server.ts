import { PRESETS, type Preset } from "#domain/workspace.ts";
import { chosenFiles } from "#app/lib/create-workspace.server.ts";
import type { Failure } from "#app/lib/form-reply.server.ts";

/**
 * A custom preset's multipart form as the mutation's input (spec §7): title, description,
 * basePrompt, allowFileUpload (a checkbox: absent is false), inheritFromPreset ("" is none),
 * fileIds to keep (null when none) and uploadFiles (null when none). The server checks them all.
 */
export function presetInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const fileIds = form.getAll("fileIds").filter((id): id is string => typeof id === "string" && id !== "");
  const uploadFiles = chosenFiles(form, "uploadFiles");
  const inherit = text("inheritFromPreset");
  return {
    title: text("title"),
    description: text("description"),
    basePrompt: text("basePrompt"),
    allowFileUpload: form.get("allowFileUpload") === "true" || form.get("allowFileUpload") === "on",
    inheritFromPreset: PRESETS.includes(inherit as Preset) ? (inherit as Preset) : null,
    fileIds: fileIds.length ? fileIds : null,
    uploadFiles: uploadFiles.length ? uploadFiles : null,
  };
}

/** The typed values of a refused form, to give back (files are kept by the page itself). */
export function typedValues(form: FormData) {
  const input = presetInput(form);
  return {
    title: input.title,
    description: input.description,
    basePrompt: input.basePrompt,
    allowFileUpload: input.allowFileUpload,
    inheritFromPreset: input.inheritFromPreset ?? "",
  };
}

/** A value the select never offers (not a built-in preset at all): refused here, under the field. */
export function checkInherit(form: FormData): Failure | null {
  const inherit = form.get("inheritFromPreset");
  if (typeof inherit !== "string" || inherit === "" || PRESETS.includes(inherit as Preset)) return null;
  return { fieldErrors: { inheritFromPreset: ["Choose one of the listed presets, or none"] } };
}
