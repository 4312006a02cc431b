import { and, eq, sql, type SQL } from "drizzle-orm";
import type {
  AttachmentProgress,
  Citation,
  EventState,
  EventType,
  StageState,
  StageType,
  ToolName,
  WorkspaceState,
} from "../../../domain/workspace.ts";
import { type AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { getWorkspace, loadWorkspaceDetail, touchWorkspace, workspaceChanged } from "./workspaces.service.ts";
import { caraMessages, caraPlanStages, caraStageEvents, caraWorkspaces } from "./workspaces.table.ts";

/**
 * The run recorder: what Cara's runtime writes through while it works. Every write is scoped
 * to the acting agency and announces `caraWorkspace.changed` (after the commit, when in one).
 */

const ownedBy = (ctx: AgencyCtx, workspaceId: unknown) =>
  sql`exists (select 1 from cara_workspaces w where w.id = ${workspaceId} and w.agency_id = ${ctx.actor.agencyId})`;
/**
 * When a row of the run is written: the statement's own time (clock_timestamp), not the
 * transaction's (now()), so rows written in one transaction (the demo seed runs Cara inside
 * its transaction) keep their order and events their real durations.
 */
export const writtenAt = sql`clock_timestamp()`;

const stageNotFound = () => new DomainError("NOT_FOUND", "Plan stage not found");

export async function startStage(ctx: AgencyCtx, workspaceId: string, type: StageType, runId?: string) {
  await getWorkspace(ctx, workspaceId);
  const [stage] = await ctx.db
    .insert(caraPlanStages)
    .values({ workspaceId, type, state: "IN_PROGRESS", runId: runId ?? null, createdAt: writtenAt })
    .returning({ id: caraPlanStages.id });
  await touchWorkspace(ctx, workspaceId);
  return stage!.id;
}

export async function updateStage(
  ctx: AgencyCtx,
  stageId: string,
  change: { state?: StageState; progress?: AttachmentProgress[] },
): Promise<void> {
  const [stage] = await ctx.db
    .update(caraPlanStages)
    .set({
      ...(change.state ? { state: change.state } : {}),
      ...(change.progress ? { progress: change.progress } : {}),
    })
    .where(and(eq(caraPlanStages.id, stageId), ownedBy(ctx, caraPlanStages.workspaceId)))
    .returning({ workspaceId: caraPlanStages.workspaceId });
  if (!stage) throw stageNotFound();
  await workspaceChanged(ctx, stage.workspaceId);
}

async function stageOf(ctx: AgencyCtx, stageId: string) {
  const [stage] = await ctx.db
    .select({ id: caraPlanStages.id, workspaceId: caraPlanStages.workspaceId })
    .from(caraPlanStages)
    .where(and(eq(caraPlanStages.id, stageId), ownedBy(ctx, caraPlanStages.workspaceId)));
  if (!stage) throw stageNotFound();
  return stage;
}

export interface NewEvent {
  type: EventType;
  title: string;
  content?: string;
  state: EventState;
  toolCall?: { type: ToolName; input: unknown };
}

/** A thought or tool call, after the stage's previous events. */
export async function addEvent(ctx: AgencyCtx, stageId: string, event: NewEvent): Promise<string> {
  const stage = await stageOf(ctx, stageId);
  const started = event.state === "PLANNED" ? null : writtenAt;
  const ended = event.state === "SUCCESS" || event.state === "FAILED" ? writtenAt : null;
  const [row] = await ctx.db
    .insert(caraStageEvents)
    .values({
      stageId,
      seq: sql`(select coalesce(max(e.seq), 0) + 1 from cara_stage_events e where e.stage_id = ${stageId})`,
      type: event.type,
      state: event.state,
      title: event.title,
      content: event.content ?? null,
      toolType: event.toolCall?.type ?? null,
      toolInput: event.toolCall ? (event.toolCall.input ?? null) : null,
      startedAt: started,
      endedAt: ended,
    })
    .returning({ id: caraStageEvents.id });
  await workspaceChanged(ctx, stage.workspaceId);
  return row!.id;
}

/** An event ends: its state, content, the tool's output or error, and when. */
export async function finishEvent(
  ctx: AgencyCtx,
  eventId: string,
  end: { state: "SUCCESS" | "FAILED" | "IN_PROGRESS"; content?: string; output?: unknown; error?: string },
): Promise<void> {
  const [row] = await ctx.db
    .update(caraStageEvents)
    .set({
      state: end.state,
      ...(end.content !== undefined ? { content: end.content } : {}),
      ...(end.output !== undefined ? { toolOutput: end.output } : {}),
      ...(end.error !== undefined ? { error: end.error } : {}),
      startedAt: sql`coalesce(${caraStageEvents.startedAt}, clock_timestamp())`,
      ...(end.state === "IN_PROGRESS" ? {} : { endedAt: writtenAt }),
    })
    .where(
      and(
        eq(caraStageEvents.id, eventId),
        sql`exists (select 1 from cara_plan_stages s join cara_workspaces w on w.id = s.workspace_id where s.id = ${caraStageEvents.stageId} and w.agency_id = ${ctx.actor.agencyId})`,
      ),
    )
    .returning({ stageId: caraStageEvents.stageId });
  if (!row) throw new DomainError("NOT_FOUND", "Event not found");
  const stage = await stageOf(ctx, row.stageId);
  await workspaceChanged(ctx, stage.workspaceId);
}

/** The run's AGENT message: created once; a retried run gets the same one back (no duplicate). */
export async function startAgentMessage(ctx: AgencyCtx, workspaceId: string, runId: string): Promise<string> {
  await getWorkspace(ctx, workspaceId);
  const [created] = await ctx.db
    .insert(caraMessages)
    .values({ workspaceId, role: "AGENT", content: "", complete: false, runId, createdAt: writtenAt })
    .onConflictDoNothing({ target: caraMessages.runId, where: sql`${caraMessages.runId} is not null` })
    .returning({ id: caraMessages.id });
  if (created) {
    await touchWorkspace(ctx, workspaceId);
    return created.id;
  }
  // a retry: the text of the crashed attempt is cleared, the message is written again
  const [existing] = await ctx.db
    .update(caraMessages)
    .set({ content: "", citations: [], complete: false })
    .where(and(eq(caraMessages.runId, runId), eq(caraMessages.workspaceId, workspaceId)))
    .returning({ id: caraMessages.id });
  if (!existing) throw new DomainError("CONFLICT", "This run belongs to another workspace");
  await workspaceChanged(ctx, workspaceId);
  return existing.id;
}

async function updateMessage(
  ctx: AgencyCtx,
  messageId: string,
  set: { content?: string | SQL; citations?: Citation[]; complete?: boolean },
) {
  const [row] = await ctx.db
    .update(caraMessages)
    .set(set)
    .where(and(eq(caraMessages.id, messageId), ownedBy(ctx, caraMessages.workspaceId)))
    .returning({ workspaceId: caraMessages.workspaceId });
  if (!row) throw new DomainError("NOT_FOUND", "Message not found");
  await workspaceChanged(ctx, row.workspaceId);
}

/** Live text as it is written. */
export async function appendMessageText(ctx: AgencyCtx, messageId: string, delta: string): Promise<void> {
  if (!delta) return;
  await updateMessage(ctx, messageId, { content: sql`${caraMessages.content} || ${delta}` });
}

export async function finishAgentMessage(
  ctx: AgencyCtx,
  messageId: string,
  done: { content: string; citations: Citation[] },
): Promise<void> {
  await updateMessage(ctx, messageId, { content: done.content, citations: done.citations, complete: true });
}

export async function setWorkspaceState(ctx: AgencyCtx, workspaceId: string, state: WorkspaceState): Promise<void> {
  const [row] = await ctx.db
    .update(caraWorkspaces)
    .set({ state, updatedAt: sql`now()` })
    .where(and(eq(caraWorkspaces.id, workspaceId), eq(caraWorkspaces.agencyId, ctx.actor.agencyId)))
    .returning({ id: caraWorkspaces.id });
  if (!row) throw new DomainError("NOT_FOUND", "Workspace not found");
  await workspaceChanged(ctx, workspaceId);
}

/** What the runtime needs to work: the workspace, its files (with role tags) and the conversation so far. */
export async function loadConversation(ctx: AgencyCtx, workspaceId: string) {
  const workspace = await getWorkspace(ctx, workspaceId);
  const detail = await loadWorkspaceDetail(ctx, workspaceId);
  return {
    workspace: {
      id: workspace.id,
      title: workspace.title,
      state: workspace.state,
      preset: workspace.preset,
      agencyUserId: workspace.agencyUserId,
      presetOptions: workspace.presetOptions ?? null,
      customPresetId: workspace.customPresetId,
      serviceRequestId: workspace.serviceRequestId,
      accountId: workspace.accountId,
      metadata: { clientName: workspace.clientName, keywords: workspace.keywords },
      files: detail.files.map((f) => ({ id: f.id, name: f.name, mimeType: f.mimeType, role: f.roleTag })),
    },
    messages: detail.messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      citations: m.citations,
      complete: m.complete,
      runId: m.runId,
    })),
  };
}
