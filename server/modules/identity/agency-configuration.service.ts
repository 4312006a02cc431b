import { eq, sql } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { agencies } from "./identity.table.ts";

/**
 * Sets (a stored file's id) or clears (null) the agency's own ACORD 25 template in its
 * configuration; through the caller's transaction. The certificates module owns the rule, this
 * module the agency row.
 */
export async function setAcord25TemplateFileId(ctx: AgencyCtx, fileId: string | null): Promise<void> {
  await ctx.db
    .update(agencies)
    .set({
      configuration:
        fileId === null
          ? sql`${agencies.configuration} - 'acord25TemplateFileId'`
          : sql`${agencies.configuration} || jsonb_build_object('acord25TemplateFileId', ${fileId}::text)`,
      updatedAt: ctx.now(),
    })
    .where(eq(agencies.id, ctx.actor.agencyId));
}
