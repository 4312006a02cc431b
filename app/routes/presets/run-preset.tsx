import { pageTitle } from "#app/components/area-page.tsx";
import { CustomPresetRunDialog } from "#app/components/presets/custom-preset-run.tsx";
import type { Route } from "./+types/run-preset";

export { action, loader } from "./run-preset.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data ? `Run ${data.preset.title}` : "Run preset");

/** /app/presets/{id}/run: the preset's run dialog over the list; Create Workspace opens the new workspace. */
export default function RunPreset({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomPresetRunDialog preset={loaderData.preset} parentPath="/app/presets" actionData={actionData} />;
}
