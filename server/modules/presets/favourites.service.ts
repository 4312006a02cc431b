import type { UpdatePreferencesInput } from "../../../domain/preferences.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import type { AgencyUser } from "../identity/agency.service.ts";
import { updateAgencyUserPreferences } from "../identity/preferences.service.ts";
import { findCustomPreset } from "./presets.service.ts";

/**
 * Sets the signed-in user's favourite presets (docs/product/home-and-presets.md): only the
 * agency's own custom presets can be favourites (another agency's id is refused as not found).
 */
export async function setFavouritePresets(ctx: AgencyUserCtx, input: UpdatePreferencesInput): Promise<AgencyUser> {
  for (const id of input.favoritePresets.customPresetIds)
    if (!(await findCustomPreset(ctx, id)))
      throw ValidationError.field("favoritePresets.customPresetIds", "One of the chosen custom presets was not found");
  return updateAgencyUserPreferences(ctx, input);
}
