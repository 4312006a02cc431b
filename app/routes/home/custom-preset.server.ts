import { loadRunnablePreset, runPresetAction } from "#app/routes/presets/preset-run.server.ts";
import type { Route } from "./+types/custom-preset";

/** GET /app/home/presets/{id}: a custom preset's run dialog over Home (404 for another agency's). */
export const loader = async ({ params, context }: Route.LoaderArgs) => ({
  preset: await loadRunnablePreset(context, params.presetId),
});

/** POST /app/home/presets/{id}: createCaraWorkspace with the custom preset, then the workspace. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  runPresetAction(request, context, params.presetId);
