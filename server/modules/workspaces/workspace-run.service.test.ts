import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import type { AssistantRunner } from "./assistant-runner.ts";
import { saveArtifact } from "./workspace-artifacts.service.ts";
import { createWorkspace } from "./workspace-create.service.ts";
import {
  addEvent,
  appendMessageText,
  finishAgentMessage,
  finishEvent,
  loadConversation,
  startAgentMessage,
  setWorkspaceState,
  startStage,
  updateStage,
} from "./workspace-run.service.ts";
import { startDraft } from "./workspace-drafts.service.ts";
import { INTERRUPTED_MESSAGE, RETRIED_NOTE, recoverAbandonedRuns } from "./workspace-runs.service.ts";
import { getWorkspace, loadWorkspaceDetail } from "./workspaces.service.ts";
import { caraRuns } from "./workspaces.table.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
});
afterAll(() => runtime.close());
beforeEach(async () => {
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  runtime.assistant = createAssistantRunner();
});

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const runOf = async (workspaceId: string) =>
  (await runtime.db.select().from(caraRuns).where(eq(caraRuns.workspaceId, workspaceId)))[0]!;
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the run recorder", () => {
  it("keeps events in order with their tool input and output, and stage progress", async () => {
    const workspace = await createWorkspace(ctx, { message: "Read the files" }, []);
    const stage = await startStage(ctx, workspace.id, "PROCESS_ATTACHMENTS");
    await updateStage(ctx, stage, { progress: [{ fileName: "dec.pdf", progress: 0.5 }] });
    const search = await addEvent(ctx, stage, {
      type: "TOOL_CALL",
      title: "Searching the policy",
      state: "IN_PROGRESS",
      toolCall: { type: "SEARCH_FILE", input: { queries: ["each occurrence"] } },
    });
    const thought = await addEvent(ctx, stage, { type: "THOUGHT", title: "Thinking", state: "IN_PROGRESS" });
    await finishEvent(ctx, search, { state: "FAILED", error: "The file could not be read" });
    await finishEvent(ctx, thought, { state: "SUCCESS", content: "The limit is on page 2." });
    await updateStage(ctx, stage, {
      state: "ERROR",
      progress: [{ fileName: "dec.pdf", progress: 1, error: "Corrupt" }],
    });
    const [read] = (await loadWorkspaceDetail(ctx, workspace.id)).stages;
    expect(read).toMatchObject({ type: "PROCESS_ATTACHMENTS", state: "ERROR", progress: [{ error: "Corrupt" }] });
    expect(read!.events.map((e) => [e.title, e.state, e.toolType, e.toolInput, e.error, e.content])).toEqual([
      [
        "Searching the policy",
        "FAILED",
        "SEARCH_FILE",
        { queries: ["each occurrence"] },
        "The file could not be read",
        null,
      ],
      ["Thinking", "SUCCESS", null, null, null, "The limit is on page 2."],
    ]);
    expect(read!.events.every((e) => e.startedAt && e.endedAt)).toBe(true);
  });

  it("refuses another agency's workspace, stage and event", async () => {
    const workspace = await createWorkspace(ctx, { message: "Mine" }, []);
    const stage = await startStage(ctx, workspace.id, "TASK");
    const event = await addEvent(ctx, stage, { type: "THOUGHT", title: "x", state: "IN_PROGRESS" });
    expect(await errorOf(startStage(theirs, workspace.id, "TASK"))).toBeInstanceOf(DomainError);
    expect(await errorOf(addEvent(theirs, stage, { type: "THOUGHT", title: "x", state: "PLANNED" }))).toBeInstanceOf(
      DomainError,
    );
    expect(await errorOf(finishEvent(theirs, event, { state: "SUCCESS" }))).toBeInstanceOf(DomainError);
    expect(await errorOf(loadConversation(theirs, workspace.id))).toBeInstanceOf(DomainError);
  });
});

describe("the workspaces.run job", () => {
  it("runs Cara (the offline engine by default): the answer is written and the workspace goes IDLE", async () => {
    const workspace = await createWorkspace(ctx, { message: "Hello" }, []);
    const run = await until(
      () => runOf(workspace.id),
      (r) => r.status === "DONE",
    );
    expect(run).toMatchObject({ status: "DONE", attempts: 1 });
    const detail = await loadWorkspaceDetail(ctx, workspace.id);
    expect((await getWorkspace(ctx, workspace.id)).state).toBe("IDLE");
    expect(detail.messages.map((m) => [m.role, m.complete])).toEqual([
      ["USER", true],
      ["AGENT", true],
    ]);
    expect(detail.messages[1]!.content).toMatch(/^With no language model configured I can /);
  });

  it("retries a crashed run once, reusing its agent message (no duplicate), and finishes it", async () => {
    const attempts: number[] = [];
    const runner: AssistantRunner = {
      async runWorkspace(jobCtx, { workspaceId, runId }, job) {
        attempts.push(job.attempt);
        const conversation = await loadConversation(jobCtx, workspaceId);
        expect(conversation.messages[0]).toMatchObject({ role: "USER", content: "What is the premium?" });
        const message = await startAgentMessage(jobCtx, workspaceId, runId);
        const stage = await startStage(jobCtx, workspaceId, "TASK", runId);
        await addEvent(jobCtx, stage, {
          type: "TOOL_CALL",
          title: `Drafting, attempt ${job.attempt}`,
          state: "IN_PROGRESS",
        });
        const draft = await startDraft(jobCtx, workspaceId, { type: "EMAIL", stageId: stage, title: "Re: premium" });
        await appendMessageText(jobCtx, message, "The premium ");
        if (job.attempt === 1) throw new Error("worker crashed");
        await appendMessageText(jobCtx, message, "is $2,400.");
        const email = { subject: "Re: premium", toEmail: null, body: "It is $2,400." };
        await saveArtifact(jobCtx, workspaceId, { type: "EMAIL", draft, email });
        await finishAgentMessage(jobCtx, message, { content: "The premium is $2,400. [1]", citations: [] });
        await updateStage(jobCtx, stage, { state: "COMPLETED" });
      },
    };
    runtime.assistant = runner;
    const workspace = await createWorkspace(ctx, { message: "What is the premium?" }, []);
    const run = await until(
      () => runOf(workspace.id),
      (r) => r.status === "DONE",
      30_000,
    );
    expect(run).toMatchObject({ status: "DONE", attempts: 2 });
    expect(attempts).toEqual([1, 2]);
    const detail = await loadWorkspaceDetail(ctx, workspace.id);
    expect(detail.messages.map((m) => [m.role, m.content, m.complete])).toEqual([
      ["USER", "What is the premium?", true],
      ["AGENT", "The premium is $2,400. [1]", true],
    ]);
    // the crashed attempt's stage is closed, saying so, next to the retry's; its draft is gone
    expect(detail.stages.map((s) => [s.state, s.events.map((e) => [e.title, e.state, e.content ?? e.error])])).toEqual([
      [
        "ERROR",
        [
          ["Drafting, attempt 1", "FAILED", "Interrupted"],
          ["Interrupted", "FAILED", RETRIED_NOTE],
        ],
      ],
      ["COMPLETED", [["Drafting, attempt 2", "IN_PROGRESS", null]]],
    ]);
    expect(detail.artifactVersions.map((a) => [a.version, a.emailBody, a.complete])).toEqual([
      [1, "It is $2,400.", true],
    ]);
  }, 40_000);

  it("fails a run whose job is gone (a worker killed past its retry) with a message; the workspace leaves WORKING", async () => {
    const workspace = await createWorkspace(ctx, { message: "Hello" }, []);
    await until(
      () => runOf(workspace.id),
      (r) => r.status === "FAILED",
    );
    const [orphan] = await runtime.db
      .insert(caraRuns)
      .values({ workspaceId: workspace.id, status: "RUNNING", attempts: 2 })
      .returning();
    await setWorkspaceState(ctx, workspace.id, "WORKING");
    const stage = await startStage(ctx, workspace.id, "TASK", orphan!.id);
    await startDraft(ctx, workspace.id, { type: "HTML_DOCUMENT", stageId: stage, title: "Coverage summary" });
    expect(await recoverAbandonedRuns(runtime.system)).toBe(1);
    expect((await runtime.db.select().from(caraRuns).where(eq(caraRuns.id, orphan!.id)))[0]).toMatchObject({
      status: "FAILED",
      error: INTERRUPTED_MESSAGE,
    });
    expect((await getWorkspace(ctx, workspace.id)).state).toBe("IDLE");
    const messages = (await loadWorkspaceDetail(ctx, workspace.id)).messages;
    expect(messages.at(-1)).toMatchObject({ role: "AGENT", content: INTERRUPTED_MESSAGE, runId: orphan!.id });
    // its open stage ends in ERROR with the reason, and its unfinished draft does not stay 'Drafting'
    const detail = await loadWorkspaceDetail(ctx, workspace.id);
    expect(detail.stages.find((s) => s.id === stage)).toMatchObject({
      state: "ERROR",
      events: [{ title: "Interrupted", state: "FAILED", content: INTERRUPTED_MESSAGE }],
    });
    expect(detail.artifactVersions).toEqual([]);
    expect(await recoverAbandonedRuns(runtime.system)).toBe(0);
  });
});
