import { and, eq } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { documentChunks, documentIndexState, documentPages } from "./documents.table.ts";

/**
 * Forgets what was read of a file of the agency: its chunks, pages and reading state go (the
 * file itself stays). Used when a knowledge base document is deleted or goes over its plan's
 * pages. Runs in the caller's transaction when given one.
 */
export async function forgetFileIndex(ctx: AgencyCtx, fileId: string): Promise<void> {
  const agencyId = ctx.actor.agencyId;
  await ctx.db
    .delete(documentChunks)
    .where(and(eq(documentChunks.fileId, fileId), eq(documentChunks.agencyId, agencyId)));
  await ctx.db.delete(documentPages).where(and(eq(documentPages.fileId, fileId), eq(documentPages.agencyId, agencyId)));
  await ctx.db
    .delete(documentIndexState)
    .where(and(eq(documentIndexState.fileId, fileId), eq(documentIndexState.agencyId, agencyId)));
}
