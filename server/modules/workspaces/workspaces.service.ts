import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { onCommit, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { caraWorkspaceChangedTopic } from "../../lib/topics.ts";
import { filesByIds, isUuid } from "../files/files.service.ts";
import {
  caraArtifacts,
  caraMessages,
  caraPlanStages,
  caraStageEvents,
  caraWorkspaceFiles,
  caraWorkspaces,
} from "./workspaces.table.ts";

/** Reading workspaces (docs/product/workspaces.md); the list is in `workspaces-list.service.ts`. */

export type Workspace = typeof caraWorkspaces.$inferSelect;
export type WorkspaceMessage = typeof caraMessages.$inferSelect;
export type PlanStage = typeof caraPlanStages.$inferSelect;
export type StageEvent = typeof caraStageEvents.$inferSelect;
export type ArtifactVersion = typeof caraArtifacts.$inferSelect;

export interface WorkspaceFile {
  id: string;
  name: string;
  mimeType: string;
  roleTag: string | null;
  messageId: string | null;
}

/** Everything the workspace page shows, read in a fixed number of statements. */
export interface WorkspaceDetail {
  files: WorkspaceFile[];
  messages: WorkspaceMessage[];
  stages: Array<PlanStage & { events: StageEvent[] }>;
  /** Every version of every artifact, oldest first. */
  artifactVersions: ArtifactVersion[];
}

const notFound = () => new DomainError("NOT_FOUND", "Workspace not found");

/** A workspace of the acting agency (archived ones too), or NOT_FOUND. */
export async function getWorkspace(ctx: AgencyCtx, id: string, options: { forUpdate?: boolean } = {}) {
  if (!isUuid(id)) throw notFound();
  const query = ctx.db
    .select()
    .from(caraWorkspaces)
    .where(and(eq(caraWorkspaces.id, id), eq(caraWorkspaces.agencyId, ctx.actor.agencyId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * The workspace with the moment it was read (taken before the read, so the copy holds every
 * change committed before it): of two copies, the later `readAt` is the more recent one.
 */
export async function readWorkspace(ctx: AgencyCtx, id: string): Promise<Workspace & { readAt: Date }> {
  const readAt = new Date();
  return { ...(await getWorkspace(ctx, id)), readAt };
}

/** The agency's workspaces among `ids` (archived left out unless asked). */
export async function workspacesByIds(ctx: AgencyCtx, ids: readonly string[], options: { archived?: boolean } = {}) {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return [];
  return ctx.db
    .select()
    .from(caraWorkspaces)
    .where(
      and(
        inArray(caraWorkspaces.id, unique),
        eq(caraWorkspaces.agencyId, ctx.actor.agencyId),
        options.archived ? undefined : isNull(caraWorkspaces.archivedAt),
      ),
    );
}

/** Files, messages, stages with their events, and artifact versions of one workspace: six statements. */
export async function loadWorkspaceDetail(ctx: AgencyCtx, workspaceId: string): Promise<WorkspaceDetail> {
  const [links, messages, stages, events, artifactVersions] = await Promise.all([
    ctx.db
      .select()
      .from(caraWorkspaceFiles)
      .where(eq(caraWorkspaceFiles.workspaceId, workspaceId))
      .orderBy(asc(caraWorkspaceFiles.createdAt), asc(caraWorkspaceFiles.attachedOrder)),
    ctx.db
      .select()
      .from(caraMessages)
      .where(eq(caraMessages.workspaceId, workspaceId))
      .orderBy(asc(caraMessages.createdAt), asc(caraMessages.writtenOrder)),
    ctx.db
      .select()
      .from(caraPlanStages)
      .where(eq(caraPlanStages.workspaceId, workspaceId))
      .orderBy(asc(caraPlanStages.createdAt), asc(caraPlanStages.writtenOrder)),
    ctx.db
      .select({ event: caraStageEvents })
      .from(caraStageEvents)
      .innerJoin(caraPlanStages, eq(caraPlanStages.id, caraStageEvents.stageId))
      .where(eq(caraPlanStages.workspaceId, workspaceId))
      .orderBy(asc(caraStageEvents.stageId), asc(caraStageEvents.seq)),
    ctx.db
      .select()
      .from(caraArtifacts)
      .where(eq(caraArtifacts.workspaceId, workspaceId))
      .orderBy(asc(caraArtifacts.createdAt), asc(caraArtifacts.writtenOrder)),
  ]);
  const stored = await filesByIds(
    ctx,
    links.map((l) => l.fileId),
  );
  const files = links.flatMap((link): WorkspaceFile[] => {
    const file = stored.get(link.fileId);
    return file
      ? [{ id: file.id, name: file.name, mimeType: file.mimeType, roleTag: link.roleTag, messageId: link.messageId }]
      : [];
  });
  const eventsByStage = new Map<string, StageEvent[]>();
  for (const { event } of events)
    eventsByStage.set(event.stageId, [...(eventsByStage.get(event.stageId) ?? []), event]);
  return {
    files,
    messages,
    stages: stages.map((stage) => ({ ...stage, events: eventsByStage.get(stage.id) ?? [] })),
    artifactVersions,
  };
}

/** Announces a change of the workspace once the surrounding transaction commits (and touches `updated_at`). */
export async function workspaceChanged(ctx: AgencyCtx, workspaceId: string): Promise<void> {
  await onCommit(ctx, (committed) =>
    committed.events.publish(caraWorkspaceChangedTopic, { agencyId: ctx.actor.agencyId, workspaceId }),
  );
}

/** Marks the workspace as changed now (the list's date) and announces it. */
export async function touchWorkspace(ctx: AgencyCtx, workspaceId: string): Promise<void> {
  await ctx.db
    .update(caraWorkspaces)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(caraWorkspaces.id, workspaceId), eq(caraWorkspaces.agencyId, ctx.actor.agencyId)));
  await workspaceChanged(ctx, workspaceId);
}

/** The search text of a workspace, from its own columns and its owner's name (the list search). */
export const workspaceSearchTextSql = sql`lower(concat_ws(' ', ${caraWorkspaces.title}, ${caraWorkspaces.clientName}, array_to_string(${caraWorkspaces.keywords}, ' '), (select au.name from agency_users au where au.id = ${caraWorkspaces.agencyUserId}), ${caraWorkspaces.integrationType}))`;

export async function refreshSearchText(ctx: Ctx, workspaceIds: string[]): Promise<void> {
  if (workspaceIds.length === 0) return;
  await ctx.db
    .update(caraWorkspaces)
    .set({ searchText: workspaceSearchTextSql })
    .where(inArray(caraWorkspaces.id, workspaceIds));
}
