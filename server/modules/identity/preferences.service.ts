import { and, eq } from "drizzle-orm";
import type { UpdatePreferencesInput } from "../../../domain/preferences.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import type { AgencyUser } from "./agency.service.ts";
import { agencyUsers } from "./identity.table.ts";

/**
 * Sets the signed-in user's favourite presets (docs/product/home-and-presets.md): only their own
 * row, in their own agency; other preferences are kept as they are. The custom preset ids are
 * checked by the caller (presets/favourites.service.ts: the presets module owns them).
 */
export async function updateAgencyUserPreferences(
  ctx: AgencyUserCtx,
  input: UpdatePreferencesInput,
): Promise<AgencyUser> {
  const where = and(eq(agencyUsers.id, ctx.actor.agencyUserId), eq(agencyUsers.agencyId, ctx.actor.agencyId));
  const [current] = await ctx.db.select({ preferences: agencyUsers.preferences }).from(agencyUsers).where(where);
  if (!current) throw new DomainError("NOT_FOUND", "User not found");
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
