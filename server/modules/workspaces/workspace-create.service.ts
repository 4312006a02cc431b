import { z } from "zod";
import { sql } from "drizzle-orm";
import { presetOptionsSchema } from "../../../domain/preset-options.ts";
import {
  ARCHIVED_V0_MESSAGE,
  EMPTY_MESSAGE,
  MAX_MESSAGE_LENGTH,
  MAX_WORKSPACE_FILES,
  PRESETS,
  STILL_WORKING_MESSAGE,
  titleFromMessage,
} from "../../../domain/workspace.ts";
import { actingUserIdOf, inTransaction, onCommit, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import { discardBytes } from "../files/files-upload.service.ts";
import type { UploadedFile } from "../files/files.service.ts";
import { getServiceRequest } from "../servicing/servicing.service.ts";
import { getCustomPreset, presetFiles } from "../presets/presets.service.ts";
import {
  attachFiles,
  attachReferenceFiles,
  checkExistingFiles,
  checkUploads,
  type CheckedUpload,
} from "./workspace-files.service.ts";
import { writtenAt } from "./workspace-run.service.ts";
import { hasActiveRun } from "./workspace-runs.service.ts";
import { runWorkspaceJob } from "./workspaces.jobs.ts";
import { getWorkspace, refreshSearchText, workspaceChanged, type Workspace } from "./workspaces.service.ts";
import { caraMessages, caraRuns, caraWorkspaces } from "./workspaces.table.ts";

/** Creating a workspace and adding a message: the USER message, its files, and a run of Cara queued. */

const idInput = z.string().min(1).max(64);
const messageInput = z.string().trim().max(MAX_MESSAGE_LENGTH, "This message is too long");

export const createWorkspaceFields = z.object({
  message: messageInput.default(""),
  existingFiles: z
    .array(z.object({ id: idInput, integrationId: idInput.nullish() }))
    .nullish()
    .transform((v) => v ?? []),
  preset: z.enum(PRESETS).nullish(),
  customPresetId: z.uuid("Choose a preset").nullish(),
  serviceRequestId: idInput.nullish(),
  accountId: idInput.nullish(),
  documentIds: z.array(idInput).nullish(),
  presetOptions: presetOptionsSchema.nullish(),
});

type Files = ReadonlyArray<UploadedFile | null | undefined> | null | undefined;

function checkCount(uploads: number, existing: number) {
  if (uploads + existing > MAX_WORKSPACE_FILES)
    throw ValidationError.field("files", `Attach up to ${MAX_WORKSPACE_FILES} files`);
}

/** Writes the USER message, links the files, queues a run; in the caller's transaction. */
async function writeTurn(
  tx: AgencyCtx,
  workspaceId: string,
  message: string,
  uploads: CheckedUpload[],
  existing: Array<{ id: string; name: string }>,
  references: Array<{ id: string }> = [],
) {
  const [written] = await tx.db
    .insert(caraMessages)
    .values({ workspaceId, role: "USER", content: message, complete: true, createdAt: writtenAt })
    .returning({ id: caraMessages.id });
  await attachFiles(tx, workspaceId, written!.id, uploads, existing);
  await attachReferenceFiles(tx, workspaceId, references);
  await queueRun(tx, workspaceId, written!.id);
}

/**
 * Queues a run of Cara on the workspace, in the caller's transaction: after a USER message, or
 * (no message) to carry a person's decision on proposed actions to the model (ADR 060).
 */
export async function queueRun(tx: AgencyCtx, workspaceId: string, triggerMessageId: string | null): Promise<string> {
  const [run] = await tx.db
    .insert(caraRuns)
    .values({ workspaceId, triggerMessageId, createdAt: writtenAt })
    .returning({ id: caraRuns.id });
  await tx.jobs.enqueue(
    tx.db,
    runWorkspaceJob,
    {
      agencyId: tx.actor.agencyId,
      actor: { type: "CARA", channel: "COPILOT", onBehalfOfUserId: actingUserIdOf(tx) },
      workspaceId,
      runId: run!.id,
    },
    { key: run!.id },
  );
  // the run starts as soon as it is committed (not at the worker's next poll): the user is watching
  await onCommit(tx, async (committed) => committed.jobs.wake(runWorkspaceJob.name));
  await workspaceChanged(tx, workspaceId);
  return run!.id;
}

async function withUploads<T>(uploads: CheckedUpload[], ctx: AgencyCtx, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const upload of uploads) await discardBytes(ctx, upload.storageKey);
    throw error;
  }
}

export async function createWorkspace(ctx: AgencyCtx, raw: unknown, files: Files): Promise<Workspace> {
  const input = parseInput(createWorkspaceFields, raw);
  const present = (files ?? []).filter(Boolean);
  if (
    !input.message &&
    present.length === 0 &&
    input.existingFiles.length === 0 &&
    !input.preset &&
    !input.customPresetId
  )
    throw ValidationError.field("message", EMPTY_MESSAGE);
  const custom = input.customPresetId ? await getCustomPreset(ctx, input.customPresetId) : null;
  if (custom && !custom.allowFileUpload && (present.length > 0 || input.existingFiles.length > 0))
    throw ValidationError.field("files", "This preset takes no input files; its reference files are attached for you");
  const request = input.serviceRequestId ? await getServiceRequest(ctx, input.serviceRequestId) : null;
  const accountId = input.accountId ?? request?.accountId ?? null;
  const account = accountId ? await getAccount(ctx, accountId) : null;
  const existing = await checkExistingFiles(ctx, input.existingFiles);
  checkCount(present.length, existing.length);
  const uploads = await checkUploads(ctx, files);
  return withUploads(uploads, ctx, () =>
    inTransaction(ctx, async (tx) => {
      const fallbackTitle = input.preset ? input.preset.replace(/([a-z])([A-Z])/g, "$1 $2") : custom?.title;
      const [workspace] = await tx.db
        .insert(caraWorkspaces)
        .values({
          agencyId: tx.actor.agencyId,
          title: titleFromMessage(input.message, fallbackTitle ?? uploads[0]?.name ?? existing[0]?.name),
          state: "CREATED",
          preset: input.preset ?? null,
          presetOptions: input.preset && input.presetOptions ? input.presetOptions : null,
          customPresetId: input.customPresetId ?? null,
          agencyUserId: actingUserIdOf(tx),
          integrationType: tx.actor.type === "INTEGRATION" ? tx.actor.integration : null,
          clientName: account?.name ?? request?.clientName ?? null,
          keywords: [],
          serviceRequestId: request?.id ?? null,
          accountId: account?.id ?? null,
        })
        .returning();
      await refreshSearchText(tx, [workspace!.id]);
      const references = custom ? await presetFiles(tx, custom.id) : [];
      await writeTurn(tx, workspace!.id, input.message, uploads, existing, references);
      return workspace!;
    }),
  );
}

export async function addWorkspaceMessage(ctx: AgencyCtx, id: string, raw: unknown, files: Files): Promise<Workspace> {
  const before = await getWorkspace(ctx, id);
  const message = parseInput(z.object({ message: messageInput }), raw).message;
  if (before.schemaVersion === "V0") throw new DomainError("INVALID_STATE", ARCHIVED_V0_MESSAGE);
  if (!message) throw ValidationError.field("message", EMPTY_MESSAGE);
  checkCount((files ?? []).filter(Boolean).length, 0);
  const uploads = await checkUploads(ctx, files);
  return withUploads(uploads, ctx, () =>
    inTransaction(ctx, async (tx) => {
      const workspace = await getWorkspace(tx, id, { forUpdate: true });
      if (workspace.state === "WORKING" || (await hasActiveRun(tx, id)))
        throw new DomainError("INVALID_STATE", STILL_WORKING_MESSAGE);
      await writeTurn(tx, id, message, uploads, []);
      await tx.db
        .update(caraWorkspaces)
        .set({ updatedAt: sql`now()` })
        .where(sql`${caraWorkspaces.id} = ${id}`);
      return getWorkspace(tx, id);
    }),
  );
}
