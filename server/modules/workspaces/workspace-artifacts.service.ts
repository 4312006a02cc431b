import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { ArtifactFormFields } from "../../../domain/form-fill.ts";
import type { ArtifactType } from "../../../domain/workspace.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { writtenAt } from "./workspace-run.service.ts";
import { getWorkspace, touchWorkspace } from "./workspaces.service.ts";
import { caraArtifacts } from "./workspaces.table.ts";

/**
 * Artifacts (ADR 029): drafts Cara or a user writes — documents, emails, filled PDFs — each a
 * series of versions; a version is never changed once complete, a change is the next version.
 */

export interface ArtifactInput {
  artifactId?: string;
  stageId?: string;
  type: ArtifactType;
  title?: string;
  content?: string;
  email?: { subject: string; toEmail: string | null; body: string };
  pdfFileId?: string;
  /** A filled form's fields with their sources (PDF_FILE). */
  formFields?: ArtifactFormFields | null;
  /** An email draft's attachments. */
  attachments?: Array<{ fileId: string; name: string }>;
  /** False while it is being drafted (the card shows 'Drafting'); default true. */
  complete?: boolean;
  /** The version Cara started drafting (`startDraft`): it is completed with this content instead. */
  draft?: { artifactId: string; version: number } | null;
}

/** What a version holds: its title and content, an email's fields, a PDF, a form's fields, attachments. */
const contentOf = (input: ArtifactInput) => ({
  title: input.title ?? input.email?.subject ?? "",
  content: input.content ?? "",
  emailSubject: input.email?.subject ?? null,
  emailTo: input.email?.toEmail ?? null,
  emailBody: input.email?.body ?? null,
  pdfFileId: input.pdfFileId ?? null,
  formFields: input.formFields ?? null,
  attachments: input.attachments ?? [],
});

/**
 * A new artifact (version 1), or the next version of `artifactId`; or, with `draft`, that
 * drafting version completed with its content (a new version when the draft is gone).
 */
export async function saveArtifact(ctx: AgencyCtx, workspaceId: string, input: ArtifactInput) {
  await getWorkspace(ctx, workspaceId);
  if (input.draft) {
    const [done] = await ctx.db
      .update(caraArtifacts)
      .set({ ...contentOf(input), complete: true })
      .where(
        and(
          eq(caraArtifacts.workspaceId, workspaceId),
          eq(caraArtifacts.artifactId, input.draft.artifactId),
          eq(caraArtifacts.version, input.draft.version),
          eq(caraArtifacts.type, input.type),
          eq(caraArtifacts.complete, false),
        ),
      )
      .returning({ artifactId: caraArtifacts.artifactId, version: caraArtifacts.version });
    if (done) {
      await touchWorkspace(ctx, workspaceId);
      return done;
    }
  }
  const artifactId = input.artifactId ?? randomUUID();
  const [latest] = input.artifactId
    ? await ctx.db
        .select({ version: caraArtifacts.version })
        .from(caraArtifacts)
        .where(and(eq(caraArtifacts.workspaceId, workspaceId), eq(caraArtifacts.artifactId, artifactId)))
        .orderBy(desc(caraArtifacts.version))
        .limit(1)
    : [];
  if (input.artifactId && !latest) throw new DomainError("NOT_FOUND", "Artifact not found");
  const version = (latest?.version ?? 0) + 1;
  await ctx.db.insert(caraArtifacts).values({
    workspaceId,
    artifactId,
    version,
    type: input.type,
    stageId: input.stageId ?? null,
    ...contentOf(input),
    complete: input.complete ?? true,
    createdAt: writtenAt,
    createdBy: ctx.actor.type === "AGENCY_USER" ? `AGENCY_USER:${ctx.actor.agencyUserId}` : ctx.actor.type,
  });
  await touchWorkspace(ctx, workspaceId);
  return { artifactId, version };
}
