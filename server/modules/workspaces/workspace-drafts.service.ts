import { and, eq, sql } from "drizzle-orm";
import type { ArtifactType } from "../../../domain/workspace.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { saveArtifact } from "./workspace-artifacts.service.ts";
import { workspaceChanged } from "./workspaces.service.ts";
import { caraArtifacts } from "./workspaces.table.ts";

/**
 * Drafts while Cara writes them (ADR 029): the drafting tool's artifact version exists, not
 * complete, from the moment the model starts writing the call — the card shows 'Drafting' live
 * — and the tool completes that same version with its content (`saveArtifact` with `draft`).
 * A drafting version holds no content yet, so one whose call never completes it (the tool
 * refused its input, the run crashed or failed) is removed; the call's event keeps the record.
 */

export interface DraftRef {
  artifactId: string;
  version: number;
}

/** A drafting version: a new artifact, or the next version of `artifactId` (same type as it). */
export async function startDraft(
  ctx: AgencyCtx,
  workspaceId: string,
  draft: { type: ArtifactType; stageId: string; artifactId?: string; title?: string },
): Promise<DraftRef> {
  return saveArtifact(ctx, workspaceId, {
    artifactId: draft.artifactId,
    type: draft.type,
    stageId: draft.stageId,
    title: draft.title ?? "",
    email: draft.type === "EMAIL" ? { subject: draft.title ?? "", toEmail: null, body: "" } : undefined,
    complete: false,
  });
}

/** The drafting version's title (or the email's subject), once the model has written it. */
export async function titleDraft(ctx: AgencyCtx, workspaceId: string, draft: DraftRef, title: string) {
  const [row] = await ctx.db
    .update(caraArtifacts)
    .set({
      title,
      emailSubject: sql`case when ${caraArtifacts.type} = 'EMAIL' then ${title} else ${caraArtifacts.emailSubject} end`,
    })
    .where(and(draftOf(workspaceId, draft), ownedBy(ctx)))
    .returning({ workspaceId: caraArtifacts.workspaceId });
  if (row) await workspaceChanged(ctx, workspaceId);
}

/** A draft its call did not complete (the tool refused its input): removed. */
export async function discardDraft(ctx: AgencyCtx, workspaceId: string, draft: DraftRef): Promise<void> {
  const removed = await ctx.db
    .delete(caraArtifacts)
    .where(and(draftOf(workspaceId, draft), ownedBy(ctx)))
    .returning({ version: caraArtifacts.version });
  if (removed.length > 0) await workspaceChanged(ctx, workspaceId);
}

/** The drafting versions of a run's stages (an attempt that crashed, a run that failed): removed. */
export async function discardRunDrafts(ctx: AgencyCtx, runId: string): Promise<number> {
  const removed = await ctx.db
    .delete(caraArtifacts)
    .where(
      and(
        eq(caraArtifacts.complete, false),
        sql`${caraArtifacts.stageId} in (select s.id from cara_plan_stages s where s.run_id = ${runId})`,
        ownedBy(ctx),
      ),
    )
    .returning({ workspaceId: caraArtifacts.workspaceId });
  for (const workspaceId of new Set(removed.map((r) => r.workspaceId))) await workspaceChanged(ctx, workspaceId);
  return removed.length;
}

const draftOf = (workspaceId: string, draft: DraftRef) =>
  and(
    eq(caraArtifacts.workspaceId, workspaceId),
    eq(caraArtifacts.artifactId, draft.artifactId),
    eq(caraArtifacts.version, draft.version),
    eq(caraArtifacts.complete, false),
  );

const ownedBy = (ctx: AgencyCtx) =>
  sql`exists (select 1 from cara_workspaces w where w.id = ${caraArtifacts.workspaceId} and w.agency_id = ${ctx.actor.agencyId})`;
