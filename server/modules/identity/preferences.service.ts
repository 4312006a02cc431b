import { and, eq } from "drizzle-orm";
import type { UpdatePreferencesInput } from "../../../domain/preferences.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { findCustomPreset } from "../presets/presets.service.ts";
import { agencyUsers } from "./identity.table.ts";
import type { AgencyUser } from "./agency.service.ts";

/**
 * Sets the signed-in user's favourite presets (docs/product/home-and-presets.md): only their own
 * row, in their own agency; other preferences are kept as they are.
 */
export async function updateAgencyUserPreferences(
  ctx: AgencyUserCtx,
  input: UpdatePreferencesInput,
): Promise<AgencyUser> {
  const where = and(eq(agencyUsers.id, ctx.actor.agencyUserId), eq(agencyUsers.agencyId, ctx.actor.agencyId));
  const [current] = await ctx.db.select({ preferences: agencyUsers.preferences }).from(agencyUsers).where(where);
  if (!current) throw new DomainError("NOT_FOUND", "User not found");
  // only the agency's own custom presets can be favourites (another agency's id is refused as not found)
  for (const id of input.favoritePresets.customPresetIds)
    if (!(await findCustomPreset(ctx, id)))
      throw ValidationError.field("favoritePresets.customPresetIds", "One of the chosen custom presets was not found");
  const [user] = await ctx.db
    .update(agencyUsers)
    .set({
      preferences: {
        ...current.preferences,
        favoritePresets: input.favoritePresets.presets,
        favoriteCustomPresets: input.favoritePresets.customPresetIds,
      },
      updatedAt: ctx.now(),
    })
    .where(where)
    .returning();
  return user!;
}
