import { data, redirect } from "react-router";
import { formatFileSize } from "#domain/document.ts";
import { withRoleTag } from "#app/components/copilot/copilot-presets.ts";
import { fileSlotsOf, isBuiltinPreset, parsePresetOptions } from "#app/components/presets/preset-form-model.ts";
import { chosenFiles, createWorkspace } from "#app/lib/create-workspace.server.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/builtin-preset";
import { formDataOf } from "#app/lib/form-data.server.ts";

/** An uploaded file renamed with its slot's role tag (`[Certificate] coi.pdf`), its bytes and type kept. */
const tagged = (file: File, tag: string) =>
  new File([file], withRoleTag(file.name, tag), { type: file.type, lastModified: file.lastModified });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /app/home/presets/builtin/{preset}: an unknown preset is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isBuiltinPreset(params.preset)) throw data("Preset not found", { status: 404 });
  return { preset: params.preset };
}

/**
 * POST /app/home/presets/builtin/{preset}, multipart { accountId, message, slot0…, template,
 * certificateType, certificateHolder, additionalInterest, lines, classificationSystem }
 * (docs/product/home-and-presets.md): createCaraWorkspace with the preset, the account and the
 * choices as presetOptions, uploads named with their slot's role tag; then the workspace.
 * Refusals come back as { fieldErrors } under the fields or { error }.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const preset = params.preset;
  if (!isBuiltinPreset(preset)) throw data("Preset not found", { status: 404 });
  if (context.bodyTooLarge) {
    const limit = formatFileSize(context.publicConfig.maxUploadBytes);
    return { fieldErrors: { files: [`These files are too large; files can be up to ${limit}.`] } };
  }
  const form = await formDataOf(request);
  return submitOnce(context, request, form, async () => {
    const { options, fieldErrors } = parsePresetOptions(preset, form);
    const accountId = String(form.get("accountId") ?? "").trim();
    if (accountId && !UUID.test(accountId)) fieldErrors.accountId = ["Choose an account from the list"];
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
    const files = fileSlotsOf(preset).flatMap((slot) =>
      chosenFiles(form, slot.name).map((file) => tagged(file, slot.tag)),
    );
    const result = await createWorkspace(context, {
      message: String(form.get("message") ?? "").trim(),
      preset,
      presetOptions: options,
      accountId: accountId || null,
      files: files.length ? files : null,
    });
    if (result.id) throw redirect(`/app/workspaces/${result.id}`);
    return { error: result.error };
  });
}
