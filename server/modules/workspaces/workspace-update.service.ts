import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { EDIT_WHILE_WORKING_MESSAGE, HTML_ARTIFACT_TYPES } from "../../../domain/workspace.ts";
import { inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { isUuid } from "../files/files.service.ts";
import { saveArtifact } from "./workspace-artifacts.service.ts";
import {
  getWorkspace,
  refreshSearchText,
  workspaceChanged,
  workspacesByIds,
  type Workspace,
} from "./workspaces.service.ts";
import { caraArtifacts, caraWorkspaces } from "./workspaces.table.ts";

/** Renaming and archiving workspaces; editing an artifact as a new version. */

const MAX_TITLE = 200;
const MAX_BULK = 500;

/**
 * Renames (a blank title is ignored) and/or archives the agency's workspaces among `ids`;
 * another agency's ids are left out. Gives the workspaces as they are after.
 */
export async function updateWorkspaces(
  ctx: AgencyCtx,
  ids: string[],
  input: { title?: string | null; archive?: boolean | null },
): Promise<Workspace[]> {
  if (ids.length > MAX_BULK) throw ValidationError.field("workspaceIds", `Choose up to ${MAX_BULK} workspaces`);
  const title = input.title?.trim().slice(0, MAX_TITLE) || null;
  const found = await workspacesByIds(ctx, ids, { archived: true });
  if (found.length === 0) return [];
  const targets = found.map((w) => w.id);
  if (!title && !input.archive) return found;
  return inTransaction(ctx, async (tx) => {
    const rows = await tx.db
      .update(caraWorkspaces)
      .set({
        ...(title ? { title } : {}),
        ...(input.archive ? { archivedAt: sql`coalesce(${caraWorkspaces.archivedAt}, now())` } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(inArray(caraWorkspaces.id, targets), eq(caraWorkspaces.agencyId, tx.actor.agencyId)))
      .returning();
    if (title) await refreshSearchText(tx, targets);
    for (const id of targets) await workspaceChanged(tx, id);
    return title ? workspacesByIds(tx, targets, { archived: true }) : rows;
  });
}

/** One version of an artifact (the latest complete one without `version`), or null. */
export async function findArtifactVersion(
  ctx: AgencyCtx,
  workspaceId: string,
  artifactId: string,
  version?: number | null,
) {
  if (!isUuid(artifactId)) return null;
  await getWorkspace(ctx, workspaceId);
  const [row] = await ctx.db
    .select()
    .from(caraArtifacts)
    .where(
      and(
        eq(caraArtifacts.workspaceId, workspaceId),
        eq(caraArtifacts.artifactId, artifactId),
        version ? eq(caraArtifacts.version, version) : eq(caraArtifacts.complete, true),
      ),
    )
    .orderBy(desc(caraArtifacts.version))
    .limit(1);
  return row ?? null;
}

/** A user's edit of a draft: an HTML document's content, or an email draft's recipient, subject and body. */
export type ArtifactEdit =
  | { document: { content: string }; email?: null }
  | { document?: null; email: { subject: string; toEmail: string | null; body: string } };

/**
 * A user's edit of a draft (an HTML document, or an email draft): a new version (after the
 * latest) from the given version with the new content; an email keeps its attachments. Refused
 * while Cara is working on the workspace.
 */
export async function updateArtifact(
  ctx: AgencyCtx,
  workspaceId: string,
  artifactId: string,
  version: number,
  edit: ArtifactEdit,
) {
  return inTransaction(ctx, async (tx) => {
    const workspace = await getWorkspace(tx, workspaceId, { forUpdate: true });
    if (workspace.state === "WORKING") throw new DomainError("INVALID_STATE", EDIT_WHILE_WORKING_MESSAGE);
    const base = await findArtifactVersion(tx, workspaceId, artifactId, version);
    if (!base || base.version !== version) throw new DomainError("NOT_FOUND", "Artifact version not found");
    const isEmail = base.type === "EMAIL";
    if (!isEmail && !HTML_ARTIFACT_TYPES.includes(base.type))
      throw new DomainError("INVALID_STATE", "Only document and email drafts can be edited here.");
    if (isEmail ? !edit.email : !edit.document)
      throw new DomainError(
        "INVALID_STATE",
        isEmail
          ? "An email draft is edited by its recipient, subject and body."
          : "A document is edited by its content.",
      );
    const saved = await saveArtifact(tx, workspaceId, {
      artifactId,
      stageId: base.stageId ?? undefined,
      type: base.type,
      ...(edit.email
        ? { title: edit.email.subject, email: edit.email, attachments: base.attachments }
        : { title: base.title, content: edit.document!.content }),
    });
    const versions = await tx.db
      .select({ version: caraArtifacts.version })
      .from(caraArtifacts)
      .where(and(eq(caraArtifacts.workspaceId, workspaceId), eq(caraArtifacts.artifactId, artifactId)))
      .orderBy(caraArtifacts.version);
    const row = (await findArtifactVersion(tx, workspaceId, artifactId, saved.version))!;
    return { row, versions: versions.map((v) => v.version) };
  });
}
