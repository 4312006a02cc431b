import { useNavigation } from "react-router";
import { PRESET_DESCRIPTIONS, PRESET_LABELS } from "#domain/workspace.ts";
import { pageTitle } from "#app/components/area-page.tsx";
import { replyError } from "#app/components/copilot/reply-error.ts";
import { PresetForm } from "#app/components/presets/preset-form.tsx";
import { RouteDialog } from "#app/components/route-dialog.tsx";
import type { Route } from "./+types/builtin-preset";

export { action, loader } from "./builtin-preset.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data ? PRESET_LABELS[data.preset] : "Preset");

/** A built-in preset's dialog form over Home (ADR 036); submitting opens the new workspace. */
export default function BuiltinPreset({ loaderData, actionData }: Route.ComponentProps) {
  const { preset } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const reply = pending ? undefined : actionData;
  return (
    <RouteDialog
      parentPath="/app/home"
      title={PRESET_LABELS[preset]}
      description={PRESET_DESCRIPTIONS[preset]}
      className="sm:max-w-xl"
    >
      <PresetForm
        key={preset}
        preset={preset}
        pending={pending}
        error={replyError(reply)}
        fieldErrors={reply && "fieldErrors" in reply ? reply.fieldErrors : undefined}
      />
    </RouteDialog>
  );
}
