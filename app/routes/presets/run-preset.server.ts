import { loadRunnablePreset, runPresetAction } from "./preset-run.server.ts";
import type { Route } from "./+types/run-preset";

/** GET /app/presets/{id}/run: the preset's title, description and whether it takes input files. */
export const loader = async ({ params, context }: Route.LoaderArgs) => ({
  preset: await loadRunnablePreset(context, params.presetId),
});

/** POST /app/presets/{id}/run: see runPresetAction. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  runPresetAction(request, context, params.presetId);
