import { and, asc, eq } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { calls, serviceRequestCalls } from "./calls.table.ts";

export type Call = typeof calls.$inferSelect;
export type { CallTranscriptEntry } from "./calls.table.ts";

/** Calls linked to a service request, oldest first (servicing shows their transcripts). */
export async function listRequestCalls(ctx: AgencyCtx, requestId: string): Promise<Call[]> {
  const rows = await ctx.db
    .select({ call: calls })
    .from(serviceRequestCalls)
    .innerJoin(calls, and(eq(calls.id, serviceRequestCalls.callId), eq(calls.agencyId, ctx.actor.agencyId)))
    .where(eq(serviceRequestCalls.serviceRequestId, requestId))
    .orderBy(asc(calls.startedAt));
  return rows.map((r) => r.call);
}
