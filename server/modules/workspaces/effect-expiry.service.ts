import { eq, sql } from "drizzle-orm";
import { EXPIRY_LABELS, PROPOSAL_TTL_HOURS, type ExpiryReason } from "../../../domain/effects.ts";
import { agencyCtx, type Ctx } from "../../lib/context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { writtenAt } from "./workspace-run.service.ts";
import { workspaceChanged } from "./workspaces.service.ts";
import { caraStageEvents } from "./workspaces.table.ts";

/**
 * Stale proposals expire (ADR 066): a proposal still PENDING — or APPROVED but not yet carried
 * to Cara because another of its run's proposals waits — whose run FAILED (it crashed or was
 * failed after proposing), after whose run's answer a user message was written in the workspace
 * (the conversation moved on), or older than PROPOSAL_TTL_HOURS, is marked EXPIRED with its reason
 * and its plan event FAILED: it can no longer be approved and never runs. Scoped to one
 * workspace (when a person decides) or, from the run sweeper, every agency. Audited per proposal
 * (`cara.effect.expired`). Returns how many expired.
 */
export async function expireStaleProposals(ctx: Ctx, scope: { workspaceId?: string } = {}): Promise<number> {
  const result = await ctx.db.execute(sql`
    with stale as (
      select a.id,
        case
          when r.status = 'FAILED' then 'RUN_FAILED'
          when exists (
            select 1 from cara_messages m
            join cara_messages proposer on proposer.run_id = a.run_id
            where m.workspace_id = a.workspace_id and m.role = 'USER' and m.written_order > proposer.written_order
          ) then 'CONVERSATION_MOVED_ON'
          when a.created_at < now() - make_interval(hours => ${PROPOSAL_TTL_HOURS}) then 'TOO_OLD'
        end as reason
      from cara_effect_approvals a
      join cara_runs r on r.id = a.run_id
      where (a.state = 'PENDING' or (a.state = 'APPROVED' and a.resume_run_id is null and a.executed_at is null))
        ${scope.workspaceId ? sql`and a.workspace_id = ${scope.workspaceId}` : sql``}
    )
    update cara_effect_approvals a
    set state = 'EXPIRED', expired_reason = stale.reason
    from stale
    where a.id = stale.id and stale.reason is not null
    returning a.id, a.agency_id, a.workspace_id, a.event_id, a.tool_name, a.effect, stale.reason
  `);
  const expired = (
    result as unknown as {
      rows: Array<{
        id: string;
        agency_id: string;
        workspace_id: string;
        event_id: string | null;
        tool_name: string;
        effect: string;
        reason: ExpiryReason;
      }>;
    }
  ).rows;
  for (const row of expired) {
    const agency = agencyCtx(ctx, { type: "SYSTEM", agencyId: row.agency_id });
    // the event is the proposal's own (same agency): its card and plan say it expired
    if (row.event_id)
      await ctx.db
        .update(caraStageEvents)
        .set({ state: "FAILED", error: `Expired: ${EXPIRY_LABELS[row.reason]}`, endedAt: writtenAt })
        .where(eq(caraStageEvents.id, row.event_id));
    await recordAudit(agency, {
      action: "cara.effect.expired",
      recordType: "workspace",
      recordId: row.workspace_id,
      data: { approvalId: row.id, tool: row.tool_name, effect: row.effect, reason: row.reason },
    });
  }
  for (const workspaceId of new Set(expired.map((row) => row.workspace_id)))
    await workspaceChanged(
      agencyCtx(ctx, { type: "SYSTEM", agencyId: expired.find((r) => r.workspace_id === workspaceId)!.agency_id }),
      workspaceId,
    );
  return expired.length;
}
