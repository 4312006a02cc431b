import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  DEFAULT_PRE_APPROVALS,
  expiredMessage,
  PRE_APPROVAL_RULES,
  type EffectKind,
  type PreApprovalRule,
} from "../../../domain/effects.ts";
import { STILL_WORKING_MESSAGE, type ToolName } from "../../../domain/workspace.ts";
import { inTransaction, type AgencyCtx, type AgencyUserCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { isUuid } from "../../lib/uuid.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { setEffectPreApprovals } from "../identity/agency-configuration.service.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { caraEffectApprovals } from "./effect-approvals.table.ts";
import { expireStaleProposals } from "./effect-expiry.service.ts";
import { writtenAt } from "./workspace-run.service.ts";
import { queueRun } from "./workspace-create.service.ts";
import { hasActiveRun } from "./workspace-runs.service.ts";
import { getWorkspace, workspaceChanged } from "./workspaces.service.ts";
import { caraStageEvents } from "./workspaces.table.ts";

/**
 * Effects Cara proposed and a person decides (ADR 060): recorded by the run that proposed them
 * (the event PLANNED), approved or declined by an agency user (audited), carried to the model by
 * a run queued when the last of a run's proposals is decided; an approved call runs once.
 */
export type EffectApproval = typeof caraEffectApprovals.$inferSelect;
export { expireStaleProposals };

const notFound = () => new DomainError("NOT_FOUND", "Proposed action not found");

export async function recordProposal(
  ctx: AgencyCtx,
  proposal: {
    workspaceId: string;
    runId: string;
    eventId: string | null;
    toolCallId: string;
    approvalId: string;
    toolName: ToolName;
    effect: EffectKind;
    input: unknown;
  },
): Promise<string> {
  const [row] = await ctx.db
    .insert(caraEffectApprovals)
    .values({ ...proposal, input: proposal.input ?? {}, agencyId: ctx.actor.agencyId })
    .onConflictDoNothing()
    .returning({ id: caraEffectApprovals.id });
  if (proposal.eventId) await setEventState(ctx, proposal.eventId, { state: "PLANNED" });
  return row?.id ?? "";
}

async function setEventState(
  ctx: AgencyCtx,
  eventId: string,
  patch: { state: "PLANNED" | "IN_PROGRESS" | "FAILED"; error?: string | null; content?: string | null },
) {
  await ctx.db
    .update(caraStageEvents)
    .set({
      state: patch.state,
      ...(patch.error !== undefined ? { error: patch.error } : {}),
      ...(patch.content !== undefined ? { content: patch.content } : {}),
      endedAt: patch.state === "FAILED" ? writtenAt : null,
    })
    .where(
      and(
        eq(caraStageEvents.id, eventId),
        sql`exists (select 1 from cara_plan_stages s join cara_workspaces w on w.id = s.workspace_id where s.id = ${caraStageEvents.stageId} and w.agency_id = ${ctx.actor.agencyId})`,
      ),
    );
}

/** The workspace's proposed actions, oldest first (the plan shows each on its event). */
export async function listEffectApprovals(ctx: AgencyCtx, workspaceId: string): Promise<EffectApproval[]> {
  return ctx.db
    .select()
    .from(caraEffectApprovals)
    .where(and(eq(caraEffectApprovals.workspaceId, workspaceId), eq(caraEffectApprovals.agencyId, ctx.actor.agencyId)))
    .orderBy(asc(caraEffectApprovals.createdAt));
}

/** The decisions a run carries to the model: the proposals whose resume run it is. */
export async function decisionsFor(ctx: AgencyCtx, runId: string): Promise<EffectApproval[]> {
  return ctx.db
    .select()
    .from(caraEffectApprovals)
    .where(and(eq(caraEffectApprovals.resumeRunId, runId), eq(caraEffectApprovals.agencyId, ctx.actor.agencyId)))
    .orderBy(asc(caraEffectApprovals.createdAt));
}

/** Marks an approved call carried out; false when it already was (or was never approved): it does not run again. */
export async function claimApproved(ctx: AgencyCtx, id: string): Promise<boolean> {
  const claimed = await ctx.db
    .update(caraEffectApprovals)
    .set({ executedAt: sql`now()` })
    .where(
      and(
        eq(caraEffectApprovals.id, id),
        eq(caraEffectApprovals.agencyId, ctx.actor.agencyId),
        eq(caraEffectApprovals.state, "APPROVED"),
        isNull(caraEffectApprovals.executedAt),
      ),
    )
    .returning({ id: caraEffectApprovals.id });
  return claimed.length === 1;
}

/**
 * A person approves or declines a proposed action. Refused while Cara works on the workspace
 * or once decided. The audit records who and the exact input. When none of the run's proposals
 * is still pending, a run is queued that carries the decisions to the model (an approved call
 * runs there, once; a declined one is told to the model).
 */
export async function decideEffect(
  ctx: AgencyUserCtx,
  input: { id: string; approve: boolean },
): Promise<EffectApproval> {
  if (!isUuid(input.id)) throw notFound();
  const [owned] = await ctx.db
    .select({ workspaceId: caraEffectApprovals.workspaceId })
    .from(caraEffectApprovals)
    .where(and(eq(caraEffectApprovals.id, input.id), eq(caraEffectApprovals.agencyId, ctx.actor.agencyId)));
  if (!owned) throw notFound();
  // a stale proposal is marked expired (committed on its own) before the decision reads it
  await expireStaleProposals(ctx, { workspaceId: owned.workspaceId });
  return inTransaction(ctx, async (tx) => {
    const [found] = await tx.db
      .select()
      .from(caraEffectApprovals)
      .where(and(eq(caraEffectApprovals.id, input.id), eq(caraEffectApprovals.agencyId, tx.actor.agencyId)))
      .for("update");
    if (!found) throw notFound();
    const workspace = await getWorkspace(tx, found.workspaceId, { forUpdate: true });
    if (found.state === "EXPIRED") throw new DomainError("INVALID_STATE", expiredMessage(found.expiredReason));
    if (found.state !== "PENDING")
      throw new DomainError("INVALID_STATE", `This action was already ${found.state.toLowerCase()}.`);
    if (workspace.state === "WORKING" || (await hasActiveRun(tx, workspace.id)))
      throw new DomainError("INVALID_STATE", STILL_WORKING_MESSAGE);
    const state = input.approve ? "APPROVED" : "DECLINED";
    await tx.db
      .update(caraEffectApprovals)
      .set({ state, decidedBy: tx.actor.agencyUserId, decidedAt: sql`now()` })
      .where(eq(caraEffectApprovals.id, found.id));
    if (found.eventId)
      await setEventState(
        tx,
        found.eventId,
        input.approve ? { state: "IN_PROGRESS" } : { state: "FAILED", error: "Declined" },
      );
    await recordAudit(tx, {
      action: input.approve ? "cara.effect.approved" : "cara.effect.declined",
      recordType: "workspace",
      recordId: workspace.id,
      data: {
        approvalId: found.id,
        tool: found.toolName,
        effect: found.effect,
        input: found.input,
        approvedBy: "user",
      },
    });
    const pending = await tx.db
      .select({ id: caraEffectApprovals.id })
      .from(caraEffectApprovals)
      .where(and(eq(caraEffectApprovals.runId, found.runId), eq(caraEffectApprovals.state, "PENDING")));
    if (pending.length === 0) {
      const runId = await queueRun(tx, workspace.id, null);
      await tx.db
        .update(caraEffectApprovals)
        .set({ resumeRunId: runId })
        .where(and(eq(caraEffectApprovals.runId, found.runId), isNull(caraEffectApprovals.resumeRunId)));
    }
    await workspaceChanged(tx, workspace.id);
    const [decided] = await tx.db.select().from(caraEffectApprovals).where(eq(caraEffectApprovals.id, found.id));
    return decided!;
  });
}

/** The agency's pre-approval rules (its setting, else the defaults). */
export async function preApprovalsOf(ctx: AgencyCtx): Promise<readonly PreApprovalRule[]> {
  const chosen = (await getViewerAgency(ctx)).configuration.effectPreApprovals;
  return chosen ? chosen.filter((rule) => PRE_APPROVAL_RULES.includes(rule)) : DEFAULT_PRE_APPROVALS;
}

/** Sets the agency's pre-approval rules ([] asks a person for every effect); audited. */
export async function setPreApprovals(
  ctx: AgencyUserCtx,
  rules: PreApprovalRule[],
): Promise<readonly PreApprovalRule[]> {
  const chosen = [...new Set(rules)].filter((rule) => PRE_APPROVAL_RULES.includes(rule));
  return inTransaction(ctx, async (tx) => {
    await setEffectPreApprovals(tx, chosen);
    await recordAudit(tx, {
      action: "agency.effect_pre_approvals.changed",
      recordType: "agency",
      recordId: tx.actor.agencyId,
      data: { rules: chosen },
    });
    return chosen;
  });
}

/** A pre-approved call, in the audit: which rule let it run, and its exact input. */
export async function auditPreApproved(
  ctx: AgencyCtx,
  call: {
    workspaceId: string;
    toolName: string;
    toolCallId: string;
    effect: EffectKind;
    rule: PreApprovalRule;
    input: unknown;
  },
): Promise<void> {
  await recordAudit(ctx, {
    action: "cara.effect.approved",
    recordType: "workspace",
    recordId: call.workspaceId,
    data: {
      tool: call.toolName,
      toolCallId: call.toolCallId,
      effect: call.effect,
      input: call.input,
      approvedBy: "rule",
      rule: call.rule,
    },
  });
}
