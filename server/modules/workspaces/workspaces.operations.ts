import { z } from "zod";
import { filePartInput } from "../../../domain/document.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import { addWorkspaceMessage, createWorkspace } from "./workspace-create.service.ts";
import { updateArtifact, updateWorkspaces } from "./workspace-update.service.ts";

/** Workspaces' use cases (ADR 011) for people (GraphQL); Cara's tools are in `workspace-tools.operations.ts`. */

const files = z.array(filePartInput.nullable()).nullish();

export const createCaraWorkspaceOperation = defineOperation({
  name: "createCaraWorkspace",
  description:
    "Starts a copilot workspace: the first message (required unless files or a preset are given), files uploaded " +
    "or picked from the agency's, a preset, and a linked service request or account. Cara starts working on it.",
  access: "agency",
  // the fields are checked by the service, after the files are counted
  input: z.object({ input: z.looseObject({ files }) }),
  run: (ctx, { input }) => createWorkspace(ctx, input, input.files),
});

export const addCaraWorkspaceMessageOperation = defineOperation({
  name: "addCaraWorkspaceMessage",
  description:
    "Adds a message (and files) to the conversation; refused while Cara is still working on the previous one.",
  access: "agency",
  input: z.object({ id: recordIdInput, input: z.looseObject({ files }) }),
  run: (ctx, { id, input }) => addWorkspaceMessage(ctx, id, input, input.files),
});

export const updateCaraWorkspacesOperation = defineOperation({
  name: "updateCaraWorkspaces",
  description: "Renames (a blank title is ignored) or archives the agency's workspaces among the ids.",
  access: "agency",
  input: z.object({
    workspaceIds: z.array(recordIdInput).max(500, "Choose up to 500 workspaces"),
    input: z.object({ title: z.string().max(1000).nullish(), archive: z.boolean().nullish() }),
  }),
  run: (ctx, { workspaceIds, input }) => updateWorkspaces(ctx, workspaceIds, input),
});

export const updateCaraWorkspaceArtifactOperation = defineOperation({
  name: "updateCaraWorkspaceArtifact",
  description:
    "Saves an edit of a document draft (its content) or an email draft (recipient, subject, body; its attachments kept) " +
    "as a new version (after the latest), from the version edited; refused while Cara is working.",
  access: "agency",
  input: z.object({
    workspaceId: recordIdInput,
    artifactId: recordIdInput,
    version: z.number().int().positive(),
    input: z
      .object({
        document: z.object({ content: z.string().max(2_000_000, "This document is too long") }).nullish(),
        email: z
          .object({
            subject: z.string().trim().max(998, "This subject is too long"),
            toEmail: z
              .string()
              .trim()
              .max(320)
              .nullish()
              .transform((value) => value || null)
              .refine((value) => value === null || z.email().safeParse(value).success, "Enter an email address"),
            body: z.string().max(200_000, "This email is too long"),
          })
          .nullish(),
      })
      .refine((edit) => !!edit.document !== !!edit.email, "Give either the document or the email"),
  }),
  run: (ctx, { workspaceId, artifactId, version, input }) =>
    updateArtifact(
      ctx,
      workspaceId,
      artifactId,
      version,
      input.email ? { email: input.email } : { document: input.document! },
    ),
});
