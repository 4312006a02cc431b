import { and, asc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { UNNAMED, type Db } from "../../db/client.ts";
import { statementCache } from "../../db/statement-cache.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import type { ServiceRequest } from "./servicing.service.ts";
import { serviceRequests } from "./servicing.table.ts";

/** The statement, built once per database (ADR 018): the first rows and, on each, how many match in all. */
function prepareDue(db: Db) {
  const due: SQL = and(
    eq(serviceRequests.agencyId, sql.placeholder("agencyId")),
    eq(serviceRequests.assigneeId, sql.placeholder("agencyUserId")),
    eq(serviceRequests.state, "OPEN"),
    isNotNull(serviceRequests.dueAt),
    sql`${serviceRequests.dueAt} < ${sql.placeholder("before")}::timestamptz`,
  )!;
  return db
    .select({ request: serviceRequests, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(serviceRequests)
    .where(due)
    .orderBy(asc(serviceRequests.dueAt), asc(serviceRequests.id))
    .limit(sql.placeholder("limit"))
    .prepare(UNNAMED);
}

const dueStatements = statementCache<ReturnType<typeof prepareDue>>();

/**
 * The signed-in user's OPEN requests falling due before `before` (the end of the agency's today:
 * due today or overdue), oldest due first: the first `limit` and how many (Home's "Your day").
 */
export async function dueRequestsOfViewer(
  ctx: AgencyUserCtx,
  before: Date,
  limit: number,
): Promise<{ nodes: ServiceRequest[]; totalCount: number }> {
  const statements = dueStatements(ctx.db, "due", () => prepareDue(ctx.db));
  const values = {
    agencyId: ctx.actor.agencyId,
    agencyUserId: ctx.actor.agencyUserId,
    before: before.toISOString(),
    limit,
  };
  const rows = await statements.execute(values);
  return { nodes: rows.map((row) => row.request), totalCount: rows[0]?.total ?? 0 };
}
