import { z } from "zod";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { findFile } from "../files/files.service.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { saveArtifact } from "./workspace-artifacts.service.ts";
import { findArtifactVersion } from "./workspace-update.service.ts";

/**
 * Cara's drafting tools as operations (run as Cara in the workspace's agency). Each takes
 * `workspaceId`: the runtime binds it to the run's workspace, the model never sees it; and
 * `draft`, the version the runtime started drafting while the model wrote the call
 * (workspace-drafts.service.ts), which the tool completes instead of adding a version.
 */

const draftInput = z.object({ artifactId: z.uuid(), version: z.int().positive() }).nullish();

export const ATTACHMENT_NOT_FOUND =
  "The file to attach is not a PDF drafted in this workspace: attach a filled form or certificate from this workspace.";

/** The PDFs of this workspace's artifacts (latest complete version of each), as email attachments. */
async function attachmentsOf(ctx: AgencyCtx, workspaceId: string, artifactIds: string[]) {
  const attachments: Array<{ fileId: string; name: string }> = [];
  for (const artifactId of new Set(artifactIds)) {
    const artifact = await findArtifactVersion(ctx, workspaceId, artifactId);
    if (!artifact?.pdfFileId) throw new DomainError("NOT_FOUND", ATTACHMENT_NOT_FOUND);
    const file = await findFile(ctx, artifact.pdfFileId);
    if (!file) throw new DomainError("NOT_FOUND", ATTACHMENT_NOT_FOUND);
    attachments.push({ fileId: file.id, name: file.name || `${artifact.title}.pdf` });
  }
  return attachments;
}

export const draftEmailOperation = defineOperation({
  name: "draftEmail",
  description:
    "Drafts an email (subject, recipient when known, body) as an artifact the user reviews and sends; `attachArtifacts` attaches PDFs drafted in this workspace (a filled form, a certificate) by their artifact ids.",
  access: "agency",
  input: z.object({
    workspaceId: recordIdInput,
    subject: z.string().trim().min(1, "Give the email a subject").max(500),
    toEmail: z.email("Enter a valid email").nullish(),
    body: z.string().min(1, "Write the email").max(100_000),
    /** Artifact ids of PDFs drafted in this workspace to attach (the certificate, a filled form). */
    attachArtifacts: z.array(z.uuid()).max(10).nullish(),
    stageId: z.uuid().nullish(),
    draft: draftInput,
  }),
  run: async (ctx, input) => {
    const attachments = await attachmentsOf(ctx, input.workspaceId, input.attachArtifacts ?? []);
    const saved = await saveArtifact(ctx, input.workspaceId, {
      type: "EMAIL",
      draft: input.draft,
      stageId: input.stageId ?? undefined,
      title: input.subject,
      email: { subject: input.subject, toEmail: input.toEmail ?? null, body: input.body },
      attachments,
    });
    return attachments.length ? { ...saved, attachments: attachments.map((attachment) => attachment.name) } : saved;
  },
});

export const draftDocumentOperation = defineOperation({
  name: "draftDocument",
  description: "Drafts an HTML document (a coverage summary, a letter) as an artifact the user can edit and render.",
  access: "agency",
  input: z.object({
    workspaceId: recordIdInput,
    title: z.string().trim().min(1, "Give the document a title").max(500),
    html: z.string().min(1, "Write the document").max(2_000_000),
    stageId: z.uuid().nullish(),
    draft: draftInput,
  }),
  run: (ctx, input) =>
    saveArtifact(ctx, input.workspaceId, {
      type: "HTML_DOCUMENT",
      draft: input.draft,
      stageId: input.stageId ?? undefined,
      title: input.title,
      content: input.html,
    }),
});

export const fileEditorOperation = defineOperation({
  name: "fileEditor",
  description:
    "Reads a document draft (READ: its latest version) or writes one (WRITE: a new version of `artifactId`, " +
    "or a new draft without it).",
  access: "agency",
  input: z.object({
    workspaceId: recordIdInput,
    operation: z.enum(["READ", "WRITE"]),
    artifactId: z.uuid().nullish(),
    title: z.string().max(500).nullish(),
    content: z.string().max(2_000_000).nullish(),
    draft: draftInput,
  }),
  run: async (ctx, input) => {
    if (input.operation === "READ") {
      if (!input.artifactId) throw new DomainError("NOT_FOUND", "Name the draft to read");
      const found = await findArtifactVersion(ctx, input.workspaceId, input.artifactId);
      if (!found) throw new DomainError("NOT_FOUND", "Artifact not found");
      return { fileId: found.artifactId, version: found.version, title: found.title, content: found.content };
    }
    if (input.content == null) throw new DomainError("INVALID_STATE", "Give the content to write");
    const base = input.artifactId ? await findArtifactVersion(ctx, input.workspaceId, input.artifactId) : null;
    if (input.artifactId && !base) throw new DomainError("NOT_FOUND", "Artifact not found");
    const saved = await saveArtifact(ctx, input.workspaceId, {
      artifactId: input.artifactId ?? undefined,
      draft: input.draft,
      type: base?.type ?? "HTML_DOCUMENT",
      stageId: base?.stageId ?? undefined,
      title: input.title ?? base?.title ?? "Document",
      content: input.content,
    });
    return { fileId: saved.artifactId, version: saved.version };
  },
});

export const completeTaskOperation = defineOperation({
  name: "completeTask",
  description: "Says the task is done, with a short summary of what was done (the run then ends).",
  access: "agency",
  input: z.object({ workspaceId: recordIdInput, summary: z.string().trim().min(1).max(5000) }),
  run: async (_ctx, input) => ({ completed: true, summary: input.summary }),
});
