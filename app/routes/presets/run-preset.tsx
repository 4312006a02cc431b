import { useNavigation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { replyError } from "#app/components/copilot/reply-error.ts";
import { CustomPresetRun } from "#app/components/presets/custom-preset-run.tsx";
import { RouteDialog } from "#app/components/route-dialog.tsx";
import type { Route } from "./+types/run-preset";

export { action, loader } from "./run-preset.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data ? `Run ${data.preset.title}` : "Run preset");

/** /app/presets/{id}/run: the preset's run dialog over the list; Create Workspace opens the new workspace. */
export default function RunPreset({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const reply = pending ? undefined : actionData;
  return (
    <RouteDialog
      parentPath="/app/presets"
      title={loaderData.preset.title}
      description={loaderData.preset.description || undefined}
      className="sm:max-w-xl"
    >
      <CustomPresetRun
        key={loaderData.preset.id}
        preset={loaderData.preset}
        parentPath="/app/presets"
        pending={pending}
        error={replyError(reply)}
        fieldErrors={reply && "fieldErrors" in reply ? reply.fieldErrors : undefined}
      />
    </RouteDialog>
  );
}
