import { redirect } from "react-router";
import { formatFileSize } from "#domain/document.ts";
import { EMPTY_MESSAGE, PRESETS, type Preset } from "#domain/workspace.ts";
import { roleTagFor, TEMPLATE_VALUES, withRoleTag } from "#app/components/copilot/copilot-presets.ts";
import { chosenFiles, createWorkspace } from "#app/lib/create-workspace.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/request-copilot";
import { formDataOf } from "#app/lib/form-data.server.ts";

/** An uploaded file renamed with the preset's role tag (`[Policy] dec.pdf`), its bytes and type kept. */
const tagged = (file: File, tag: string | null) =>
  tag ? new File([file], withRoleTag(file.name, tag), { type: file.type, lastModified: file.lastModified }) : file;

/**
 * POST /app/servicing/{id}/copilot, multipart { preset, template, message, files, existingFile }
 * (docs/product/servicing.md, "Open in Copilot"): starts a workspace linked to the request (the server
 * links its account and policies too), uploads named with the preset's role tag, then opens it.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (context.bodyTooLarge) {
    const limit = formatFileSize(context.publicConfig.maxUploadBytes);
    return {
      fieldErrors: { files: [`These files are too large; files can be up to ${limit}.`] } as Record<string, string[]>,
    };
  }
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const presetValue = String(form.get("preset") ?? "");
    const preset = (PRESETS as readonly string[]).includes(presetValue) ? (presetValue as Preset) : null;
    const typed = String(form.get("message") ?? "").trim();
    const fieldErrors: Record<string, string[]> = {};
    if (!preset) fieldErrors.preset = ["Choose a preset"];
    if (!typed) fieldErrors.message = [EMPTY_MESSAGE];
    if (!preset || !typed) return { fieldErrors };
    const template = String(form.get("template") ?? "");
    const fillsTemplate = preset === "GenerateTemplate" && TEMPLATE_VALUES.includes(template);
    const message = fillsTemplate ? `${typed}\n\nTemplate: ${template}` : typed;
    const tag = roleTagFor(preset);
    const files = chosenFiles(form).map((file) => tagged(file, tag));
    const existing = [
      ...new Set(form.getAll("existingFile").filter((id): id is string => typeof id === "string" && !!id)),
    ];
    const result = await createWorkspace(context, {
      message,
      preset,
      serviceRequestId: params.requestId,
      // the template is kept on the workspace (presetOptions) for every run, not only in the first message
      presetOptions: fillsTemplate ? { template } : null,
      files: files.length ? files : null,
      existingFiles: existing.length ? existing.map((id) => ({ id })) : null,
    });
    if (result.id) throw redirect(`/app/workspaces/${result.id}`);
    return { error: result.error };
  });
}
