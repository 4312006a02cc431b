import { and, desc, eq, lt } from "drizzle-orm";
import { actingUserIdOf, agencyIdOf, onCommit, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { auditEntryTopic } from "../../lib/topics.ts";
import { auditLog } from "./audit.table.ts";

export type AuditEntry = typeof auditLog.$inferSelect;

export interface AuditInput {
  action: string;
  recordType?: string;
  recordId?: string;
  data?: Record<string, unknown>;
  /** Defaults to the acting user's agency. */
  agencyId?: string | null;
  /** Defaults to the acting user (or the user Cara acts for); sign-in names the user who signed in. */
  actorId?: string | null;
}

/**
 * Appends an entry to the audit log through `ctx.db` (so it commits with the change it
 * describes) and announces it on the agency's live topic.
 */
export async function recordAudit(ctx: Ctx, input: AuditInput): Promise<AuditEntry> {
  const actor = ctx.actor;
  const agencyId = input.agencyId !== undefined ? input.agencyId : agencyIdOf(ctx);
  const actorId = input.actorId !== undefined ? input.actorId : actingUserIdOf(ctx);
  const [entry] = await ctx.db
    .insert(auditLog)
    .values({
      agencyId,
      actorType: input.actorId ? "AGENCY_USER" : actor.type,
      actorId,
      actorDetail: actor.type === "CARA" ? actor.channel : actor.type === "INTEGRATION" ? actor.integration : null,
      action: input.action,
      recordType: input.recordType ?? null,
      recordId: input.recordId ?? null,
      data: input.data ?? {},
      ipAddress: ctx.client.ipAddress,
      userAgent: ctx.client.userAgent,
    })
    .returning();
  if (agencyId) await onCommit(ctx, () => ctx.events.publish(auditEntryTopic, { agencyId, id: entry!.id }));
  return entry!;
}

/** The agency's audit entries, newest first, `before` an id for paging. */
export async function listAuditEntries(ctx: AgencyCtx, options: { limit?: number; before?: number } = {}) {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  return ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.agencyId, ctx.actor.agencyId), options.before ? lt(auditLog.id, options.before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** One audit entry of the acting agency by id (a live event carries only the id), or null. */
export async function getAuditEntry(ctx: AgencyCtx, id: number): Promise<AuditEntry | null> {
  const [entry] = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.id, id), eq(auditLog.agencyId, ctx.actor.agencyId)));
  return entry ?? null;
}
