import { redirect } from "react-router";
import { chosenFiles, createWorkspace } from "#app/lib/create-workspace.server.ts";
import { formatFileSize } from "#domain/document.ts";
import { submitOnce } from "#app/lib/submit-once.server.ts";
import type { Route } from "./+types/home";

/**
 * POST /app/home, multipart { message, files } (docs/product/workspaces-list.md, "Home"): starts a workspace
 * with the message and files, then opens it; a refusal is { error } under the prompt box.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (context.bodyTooLarge)
    return {
      error: `These files are too large; files can be up to ${formatFileSize(context.publicConfig.maxUploadBytes)}.`,
    };
  const form = await request.formData();
  return submitOnce(context, request, form, async () => {
    const message = String(form.get("message") ?? "").trim();
    if (!message) return { error: "Write a message for Cara" };
    const files = chosenFiles(form);
    const result = await createWorkspace(context, { message, files: files.length ? files : null });
    if (result.id) throw redirect(`/app/workspaces/${result.id}`);
    return { error: result.error };
  });
}
