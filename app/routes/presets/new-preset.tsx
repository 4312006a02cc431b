import { useState } from "react";
import { useNavigation } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { CustomPresetForm } from "#app/components/presets/custom-preset-form.tsx";
import { RouteDialog } from "#app/components/route-dialog.tsx";
import { cn } from "#app/lib/cn.ts";
import type { Route } from "./+types/new-preset";

export { action } from "./new-preset.server.ts";
export const meta = () => pageTitle("Create Preset");

const NEW_PRESET = { title: "", description: "", basePrompt: "", allowFileUpload: true, inheritFromPreset: "" };

/** Create Preset (docs/product/custom-presets.md): the editor in a dialog over the list. */
export default function NewPreset({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <RouteDialog
      parentPath="/app/presets"
      title="Create Preset"
      description="Your agency's instructions for a task, ready to run in one click."
      className={cn("sm:max-w-2xl", helpOpen && "lg:max-w-5xl")}
    >
      <CustomPresetForm
        method="post"
        defaults={NEW_PRESET}
        files={[]}
        parentPath="/app/presets"
        submitLabel="Create Preset"
        pending={pending}
        reply={actionData}
        helpOpen={helpOpen}
        onToggleHelp={() => setHelpOpen((open) => !open)}
      />
    </RouteDialog>
  );
}
