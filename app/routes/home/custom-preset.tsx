import { pageTitle } from "#app/components/area-page.tsx";
import { CustomPresetRunDialog } from "#app/components/presets/custom-preset-run.tsx";
import type { Route } from "./+types/custom-preset";

export { action, loader } from "./custom-preset.server.ts";
export const meta = ({ data }: Route.MetaArgs) => pageTitle(data ? `Run ${data.preset.title}` : "Run preset");

/** /app/home/presets/{id}: a custom preset card's run dialog over Home; Create Workspace opens the new workspace. */
export default function HomeCustomPreset({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomPresetRunDialog preset={loaderData.preset} parentPath="/app/home" actionData={actionData} />;
}
