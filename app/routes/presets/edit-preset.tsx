import { useState } from "react";
import { useNavigation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { CustomPresetForm } from "#app/components/presets/custom-preset-form.tsx";
import { RouteDialog } from "#app/components/route-dialog.tsx";
import { cn } from "#app/lib/cn.ts";
import type { Route } from "./+types/edit-preset";

export { action, loader } from "./edit-preset.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data ? `Edit ${data.preset.title}` : "Edit Preset");

/** Edit a custom preset (docs/product/custom-presets.md): the editor in a dialog over the list; saving sends PUT. */
export default function EditPreset({ loaderData, actionData }: Route.ComponentProps) {
  const { preset } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "PUT";
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <RouteDialog
      parentPath="/app/presets"
      title="Edit Preset"
      description={preset.title}
      className={cn("sm:max-w-2xl", helpOpen && "lg:max-w-5xl")}
    >
      <CustomPresetForm
        key={preset.id}
        method="put"
        defaults={{
          title: preset.title,
          description: preset.description,
          basePrompt: preset.basePrompt,
          allowFileUpload: preset.allowFileUpload,
          inheritFromPreset: preset.inheritFromPreset ?? "",
        }}
        files={preset.files}
        parentPath="/app/presets"
        submitLabel="Save Preset"
        pending={pending}
        reply={actionData}
        helpOpen={helpOpen}
        onToggleHelp={() => setHelpOpen((open) => !open)}
      />
    </RouteDialog>
  );
}
