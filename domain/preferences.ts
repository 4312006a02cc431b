import { z } from "zod";
import { PRESETS, type Preset } from "./workspace.ts";

/**
 * The signed-in user's own preferences (docs/product/home-and-presets.md): which presets Home
 * shows. Empty lists mean "no favourites": Home shows every preset.
 */
export const MAX_FAVORITE_CUSTOM_PRESETS = 200;

export const favoritePresetsInput = z.object({
  presets: z
    .array(z.enum(PRESETS, { error: "Choose a built-in preset" }))
    .max(PRESETS.length * 2, "Too many presets")
    .transform((presets) => PRESETS.filter((preset) => presets.includes(preset))),
  customPresetIds: z
    .array(z.uuid("Choose a custom preset"))
    .max(MAX_FAVORITE_CUSTOM_PRESETS, "Too many custom presets")
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
});

export const updatePreferencesInput = z.object({ favoritePresets: favoritePresetsInput });
export type UpdatePreferencesInput = z.output<typeof updatePreferencesInput>;

/** The built-in presets Home shows: the favourites when any are set, else all, in the product's order. */
export function visiblePresets(favorites: readonly string[] | null | undefined): Preset[] {
  const chosen = PRESETS.filter((preset) => favorites?.includes(preset));
  return chosen.length > 0 ? chosen : [...PRESETS];
}

/**
 * The cards Home shows, built-in and custom (ADR 046): when the user has any favourite — of either
 * kind, among presets that still exist — only the favourites; with none, every preset. Custom
 * presets keep the agency's order (last updated first).
 */
export function homePresets<Custom extends { id: string }>(
  favorites: readonly string[] | null | undefined,
  favoriteCustomIds: readonly string[] | null | undefined,
  customPresets: readonly Custom[],
): { presets: Preset[]; customPresets: Custom[] } {
  const builtins = PRESETS.filter((preset) => favorites?.includes(preset));
  const customs = customPresets.filter((custom) => favoriteCustomIds?.includes(custom.id));
  if (builtins.length === 0 && customs.length === 0)
    return { presets: [...PRESETS], customPresets: [...customPresets] };
  return { presets: builtins, customPresets: customs };
}
