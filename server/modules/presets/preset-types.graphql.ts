import { PRESETS } from "../../../domain/workspace.ts";
import { builder } from "../../graphql/builder.ts";

/** The built-in presets (a workspace's preset, a custom preset's inherited one). */
export const CaraPresetEnum = builder.enumType("CaraPreset", { values: PRESETS });
