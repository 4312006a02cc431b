import type { AttachmentProgress } from "../../domain/workspace.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { DocumentError } from "../modules/documents/document-error.ts";
import { indexFile, indexStatus } from "../modules/documents/documents.service.ts";
import { startStage, updateStage } from "../modules/workspaces/workspace-run.service.ts";

interface WorkspaceFile {
  id: string;
  name: string;
}

/** Progress writes at most this often per file (each one is a live update). */
const PROGRESS_STEP = 0.1;

/**
 * A file that failed past a reading limit (ADR 058) fails the same way each time: it is not read
 * again (a follow-up message, the run's retry), and keeps its reason.
 */
const failedForGood = (state: { status: string; errorCode: string | null } | undefined) =>
  state?.status === "FAILED" && (state.errorCode === "TOO_LARGE" || state.errorCode === "TOO_COMPLEX");

/**
 * The PROCESS_ATTACHMENTS stage: each workspace file not read yet is read (documents'
 * `indexFile`), with its progress on the stage; a file that cannot be read keeps its reason
 * and the others go on. Answers the files that can be searched. No stage when every file was
 * already read (a follow-up message), or failed past a limit.
 */
export async function processAttachments(
  ctx: AgencyCtx,
  workspaceId: string,
  runId: string,
  files: WorkspaceFile[],
): Promise<string[]> {
  if (files.length === 0) return [];
  const states = new Map(
    (
      await indexStatus(
        ctx,
        files.map((f) => f.id),
      )
    ).map((s) => [s.fileId, s]),
  );
  const pending = files.filter(
    (file) => states.get(file.id)?.status !== "READY" && !failedForGood(states.get(file.id)),
  );
  const ready = new Set(files.filter((file) => states.get(file.id)?.status === "READY").map((f) => f.id));
  if (pending.length === 0) return [...ready];

  const stageId = await startStage(ctx, workspaceId, "PROCESS_ATTACHMENTS", runId);
  const progress: AttachmentProgress[] = pending.map((file) => ({ fileName: file.name, progress: 0, error: null }));
  await updateStage(ctx, stageId, { progress });
  let failed = 0;
  for (const [index, file] of pending.entries()) {
    let reported = 0;
    try {
      await indexFile(ctx, file.id, async (fraction) => {
        if (fraction - reported < PROGRESS_STEP && fraction < 1) return;
        reported = fraction;
        progress[index] = { ...progress[index]!, progress: Math.min(fraction, 1) };
        await updateStage(ctx, stageId, { progress });
      });
      progress[index] = { ...progress[index]!, progress: 1 };
      ready.add(file.id);
    } catch (error) {
      failed += 1;
      if (!(error instanceof DocumentError)) ctx.log.error("Reading an attachment failed", { fileId: file.id, error });
      const reason = error instanceof DocumentError ? error.message : "The document could not be read.";
      progress[index] = { ...progress[index]!, progress: 1, error: reason };
    }
    await updateStage(ctx, stageId, { progress });
  }
  await updateStage(ctx, stageId, { state: failed > 0 ? "ERROR" : "COMPLETED" });
  return files.filter((file) => ready.has(file.id)).map((file) => file.id);
}
