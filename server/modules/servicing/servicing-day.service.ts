import { and, asc, count, eq, isNotNull, lt, type SQL } from "drizzle-orm";
import type { AgencyUserCtx } from "../../lib/context.ts";
import type { ServiceRequest } from "./servicing.service.ts";
import { serviceRequests } from "./servicing.table.ts";

/**
 * The signed-in user's OPEN requests falling due before `before` (the end of the agency's today:
 * due today or overdue), oldest due first: the first `limit` and how many (Home's "Your day").
 */
export async function dueRequestsOfViewer(
  ctx: AgencyUserCtx,
  before: Date,
  limit: number,
): Promise<{ nodes: ServiceRequest[]; totalCount: number }> {
  const due: SQL = and(
    eq(serviceRequests.agencyId, ctx.actor.agencyId),
    eq(serviceRequests.assigneeId, ctx.actor.agencyUserId),
    eq(serviceRequests.state, "OPEN"),
    isNotNull(serviceRequests.dueAt),
    lt(serviceRequests.dueAt, before),
  )!;
  const [nodes, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(serviceRequests)
      .where(due)
      .orderBy(asc(serviceRequests.dueAt), asc(serviceRequests.id))
      .limit(limit),
    ctx.db.select({ n: count() }).from(serviceRequests).where(due),
  ]);
  return { nodes, totalCount: Number(counted?.n ?? 0) };
}
