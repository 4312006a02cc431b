import { redirect, type AppLoadContext } from "react-router";
import { formatFileSize } from "#domain/document.ts";
import { chosenFiles, createWorkspace } from "#app/lib/create-workspace.server.ts";
import { graphql, type ResultOf } from "#app/lib/graphql.ts";
import { gql } from "#app/lib/graphql.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import { formDataOf } from "#app/lib/form-data.server.ts";

const RunnablePreset = graphql(`
  query RunnableCustomPreset($id: ID!) {
    customPreset(id: $id) {
      id
      title
      description
      allowFileUpload
      inheritFromPreset
      files {
        id
        name
      }
    }
  }
`);

export type RunnablePreset = ResultOf<typeof RunnablePreset>["customPreset"];

/** The preset a run dialog shows (404 for another agency's or a missing one). */
export async function loadRunnablePreset(context: AppLoadContext, id: string) {
  return (await gql(context, RunnablePreset, { id })).customPreset;
}

/**
 * POST of a preset's run dialog (/app/presets/{id}/run, /app/home/presets/{id}), multipart
 * { message, files }: createCaraWorkspace with the custom preset, the message trimmed, the Input
 * Files (only when the preset takes them) and documentIds empty; then the workspace. A refusal
 * is { error } (or { fieldErrors } under Input Files); a repeated submit runs once (its key).
 */
export async function runPresetAction(request: Request, context: AppLoadContext, presetId: string) {
  if (context.bodyTooLarge)
    return {
      fieldErrors: {
        files: [
          `These files are too large; files can be up to ${formatFileSize(context.publicConfig.maxUploadBytes)}.`,
        ],
      },
    };
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const preset = await loadRunnablePreset(context, presetId);
    const files = preset.allowFileUpload ? chosenFiles(form) : [];
    const result = await createWorkspace(context, {
      message: String(form.get("message") ?? "").trim(),
      customPresetId: preset.id,
      documentIds: [],
      files: files.length ? files : null,
    });
    if (result.id) throw redirect(`/app/workspaces/${result.id}`);
    return { error: result.error };
  });
}
