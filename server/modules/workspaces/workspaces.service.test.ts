import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STILL_WORKING_MESSAGE } from "#domain/workspace.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicyFile, fileOf, insertTestPolicy, samplePdf } from "#server/seed/document.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { runOperation } from "../../lib/operation.ts";
import { addWorkspaceMessage, createWorkspace } from "./workspace-create.service.ts";
import { claimRun, finishRun } from "./workspace-runs.service.ts";
import { setWorkspaceState, startAgentMessage, startStage } from "./workspace-run.service.ts";
import { saveArtifact } from "./workspace-artifacts.service.ts";
import { updateWorkspaces } from "./workspace-update.service.ts";
import { searchFiles } from "./search-files.service.ts";
import { createCaraWorkspaceOperation } from "./workspaces.operations.ts";
import { getWorkspace, loadWorkspaceDetail } from "./workspaces.service.ts";
import { caraArtifacts, caraMessages, caraPlanStages, caraRuns, caraWorkspaces } from "./workspaces.table.ts";
import { eq } from "drizzle-orm";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const other = await buildAgency(runtime.system);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
});
afterAll(() => runtime.close());
beforeEach(async () => {
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id, { name: "Priya Shah" }));
});

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const upload = async (name: string) => fileOf(await samplePdf(name.replace(/\.pdf$/, "")), name);
const runsOf = (workspaceId: string) => runtime.db.select().from(caraRuns).where(eq(caraRuns.workspaceId, workspaceId));

describe("createCaraWorkspace", () => {
  it("stores uploads with no policy, links existing files once, writes the USER message and queues a run", async () => {
    const account = await buildAccount(ctx);
    const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id);
    const existing = await buildPolicyFile(ctx, policy.id, { name: "Declarations.pdf" });
    const result = await runOperation(ctx, createCaraWorkspaceOperation, {
      input: {
        message: "  What is the each occurrence limit on this policy?  ",
        files: [await upload("[Policy] Quote.pdf")],
        existingFiles: [{ id: existing.id }, { id: existing.id }],
        preset: "DocumentExploration",
      },
    });
    expect(result.ok).toBe(true);
    const workspace = result.ok ? result.value : null!;
    expect(workspace).toMatchObject({
      title: "What is the each occurrence limit on this",
      state: "CREATED",
      preset: "DocumentExploration",
      agencyUserId: ctx.actor.agencyUserId,
      schemaVersion: "V1",
    });
    const detail = await loadWorkspaceDetail(ctx, workspace.id);
    expect(detail.messages).toMatchObject([
      { role: "USER", content: "What is the each occurrence limit on this policy?", complete: true },
    ]);
    expect(detail.files.map((f) => [f.name, f.roleTag, f.messageId]).sort()).toEqual([
      ["Declarations.pdf", null, detail.messages[0]!.id],
      ["[Policy] Quote.pdf", "[Policy]", detail.messages[0]!.id],
    ]);
    const runs = await runsOf(workspace.id);
    expect(runs).toMatchObject([{ status: "QUEUED", attempts: 0, triggerMessageId: detail.messages[0]!.id }]);
  });

  it("lists a workspace's files in the order they were attached, also within one clock tick", async () => {
    const account = await buildAccount(ctx);
    const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id);
    const names = ["H.pdf", "C.pdf", "F.pdf", "A.pdf", "G.pdf", "B.pdf", "E.pdf", "D.pdf"];
    const files = [];
    for (const name of names) files.push(await buildPolicyFile(ctx, policy.id, { name }));
    // one statement attaches them all: the embedded engine's clock gives them one millisecond
    const workspace = await createWorkspace(
      ctx,
      { message: "Compare", existingFiles: files.map(({ id }) => ({ id })) },
      [],
    );
    expect((await loadWorkspaceDetail(ctx, workspace.id)).files.map((f) => f.name)).toEqual(names);
  });

  it("lists messages, plan stages and artifacts in the order they were written, also within one clock tick", async () => {
    const workspace = await createWorkspace(ctx, { message: "Draft the letters" }, []);
    const stages: string[] = [];
    const titles: string[] = [];
    const messages: string[] = [(await loadWorkspaceDetail(ctx, workspace.id)).messages[0]!.id];
    for (let i = 0; i < 8; i++) {
      const [run] = await runtime.db
        .insert(caraRuns)
        .values({ workspaceId: workspace.id, triggerMessageId: messages[0]! })
        .returning({ id: caraRuns.id });
      messages.push(await startAgentMessage(ctx, workspace.id, run!.id));
      stages.push(await startStage(ctx, workspace.id, "TASK", run!.id));
      titles.push(`Letter ${i}`);
      await saveArtifact(ctx, workspace.id, { type: "DOCUMENT", title: `Letter ${i}`, content: "<p>Dear client</p>" });
    }
    // the embedded engine's clock counts milliseconds: rows written that fast share one time
    const tick = new Date("2026-11-28T09:00:00.000Z");
    for (const table of [caraMessages, caraPlanStages, caraArtifacts])
      await runtime.db.update(table).set({ createdAt: tick }).where(eq(table.workspaceId, workspace.id));
    const detail = await loadWorkspaceDetail(ctx, workspace.id);
    expect(detail.messages.map((m) => m.id)).toEqual(messages);
    expect(detail.stages.map((stage) => stage.id)).toEqual(stages);
    expect(detail.artifactVersions.map((artifact) => artifact.title)).toEqual(titles);
  });

  it("links a service request, its account and the client name; another agency's request or file is refused", async () => {
    const account = await buildAccount(ctx);
    const request = await buildServiceRequest(ctx, {
      type: "QUESTION",
      accountId: account.id,
      question: { question: "Are we covered for spoilage?" },
    });
    const workspace = await createWorkspace(ctx, { message: "Answer the client", serviceRequestId: request.id }, []);
    expect(workspace).toMatchObject({ serviceRequestId: request.id, accountId: account.id, clientName: account.name });

    const refused = await errorOf(createWorkspace(theirs, { message: "x", serviceRequestId: request.id }, []));
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe("NOT_FOUND");
    const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id);
    const file = await buildPolicyFile(ctx, policy.id);
    const fileRefused = await errorOf(createWorkspace(theirs, { message: "x", existingFiles: [{ id: file.id }] }, []));
    expect((fileRefused as ValidationError).fieldErrors).toEqual([
      { path: "existingFiles", message: "One of the chosen files was not found" },
    ]);
  });

  it("requires a message unless files or a preset are given", async () => {
    const error = await errorOf(createWorkspace(ctx, { message: "   " }, []));
    expect((error as ValidationError).fieldErrors).toEqual([{ path: "message", message: "Write a message for Cara" }]);
    const withPreset = await createWorkspace(ctx, { message: "", preset: "CoverageComparison" }, []);
    expect(withPreset.title).toBe("Coverage Comparison");
  });
});

describe("addCaraWorkspaceMessage", () => {
  it("keeps the preset form's choices on the workspace (Business Operations always among the lines) and refuses bad ones", async () => {
    const workspace = await createWorkspace(
      ctx,
      { message: "", preset: "UnderwritingAnalysis", presetOptions: { lines: ["AUTO"], classificationSystem: "SIC" } },
      [],
    );
    expect((await getWorkspace(ctx, workspace.id)).presetOptions).toEqual({
      lines: ["BUSINESS_OPERATIONS", "AUTO"],
      classificationSystem: "SIC",
    });
    const withoutPreset = await createWorkspace(ctx, { message: "Hi", presetOptions: { template: "ACORD 125" } }, []);
    expect((await getWorkspace(ctx, withoutPreset.id)).presetOptions).toBeNull();
    const refused = await errorOf(
      createWorkspace(ctx, { message: "", preset: "GenerateTemplate", presetOptions: { template: "ACORD 999" } }, []),
    );
    expect(refused).toBeInstanceOf(ValidationError);
  });

  it("is refused while a run is queued or Cara is WORKING, accepted once the run finished", async () => {
    const workspace = await createWorkspace(ctx, { message: "Summarise the policy" }, []);
    const queued = await errorOf(addWorkspaceMessage(ctx, workspace.id, { message: "And the premium?" }, []));
    expect(queued).toEqual(new DomainError("INVALID_STATE", STILL_WORKING_MESSAGE));

    const [run] = await runsOf(workspace.id);
    await claimRun(ctx, run!.id);
    expect((await getWorkspace(ctx, workspace.id)).state).toBe("WORKING");
    expect(await errorOf(addWorkspaceMessage(ctx, workspace.id, { message: "And the premium?" }, []))).toEqual(
      new DomainError("INVALID_STATE", STILL_WORKING_MESSAGE),
    );
    await finishRun(ctx, run!.id, { status: "DONE" });
    expect((await getWorkspace(ctx, workspace.id)).state).toBe("IDLE");
    await addWorkspaceMessage(ctx, workspace.id, { message: " And the premium? " }, [await upload("Endorsement.pdf")]);
    const detail = await loadWorkspaceDetail(ctx, workspace.id);
    expect(detail.messages.map((m) => m.content)).toEqual(["Summarise the policy", "And the premium?"]);
    expect(detail.files.map((f) => [f.name, f.messageId])).toEqual([["Endorsement.pdf", detail.messages[1]!.id]]);
    expect((await runsOf(workspace.id)).map((r) => r.status).sort()).toEqual(["DONE", "QUEUED"]);
  });

  it("refuses a message on an old (V0) workspace", async () => {
    const workspace = await createWorkspace(ctx, { message: "Old" }, []);
    await runtime.db.update(caraWorkspaces).set({ schemaVersion: "V0" }).where(eq(caraWorkspaces.id, workspace.id));
    expect(await errorOf(addWorkspaceMessage(ctx, workspace.id, { message: "Hello?" }, []))).toEqual(
      new DomainError("INVALID_STATE", "This workspace has been archived. Please create a new workspace to continue."),
    );
  });

  it("refuses an empty message and another agency's workspace", async () => {
    const workspace = await createWorkspace(ctx, { message: "Hello" }, []);
    expect(await errorOf(addWorkspaceMessage(theirs, workspace.id, { message: "Hi" }, []))).toEqual(
      new DomainError("NOT_FOUND", "Workspace not found"),
    );
    const empty = await errorOf(addWorkspaceMessage(ctx, workspace.id, { message: "  " }, []));
    expect((empty as ValidationError).fieldErrors[0]!.path).toBe("message");
  });
});

describe("updateCaraWorkspaces", () => {
  it("renames (a blank title is ignored) and archives only the agency's workspaces", async () => {
    const a = await createWorkspace(ctx, { message: "First" }, []);
    const b = await createWorkspace(theirs, { message: "Theirs" }, []);
    expect((await updateWorkspaces(ctx, [a.id], { title: "   " }))[0]!.title).toBe("First");
    expect((await updateWorkspaces(ctx, [a.id, b.id], { title: " Harbor renewal " })).map((w) => w.title)).toEqual([
      "Harbor renewal",
    ]);
    const archived = await updateWorkspaces(ctx, [a.id, b.id], { archive: true });
    expect(archived.map((w) => w.id)).toEqual([a.id]);
    expect((await getWorkspace(ctx, a.id)).archivedAt).not.toBeNull();
    expect((await getWorkspace(theirs, b.id)).archivedAt).toBeNull();
    await setWorkspaceState(ctx, a.id, "IDLE");
  });
});

describe("searchFiles", () => {
  it("finds the agency's policy documents and workspace files by name, never another agency's", async () => {
    const account = await buildAccount(ctx);
    const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id, { policyNumber: "GL-777" });
    await buildPolicyFile(ctx, policy.id, { name: "Harbor declarations.pdf" });
    await createWorkspace(ctx, { message: "Read it" }, [await upload("Harbor loss runs.pdf")]);
    await createWorkspace(theirs, { message: "Read it" }, [await upload("Harbor other agency.pdf")]);
    const found = await searchFiles(ctx, "harbor");
    expect(found.map((f) => [f.name, f.source, f.context])).toEqual([
      ["Harbor loss runs.pdf", "WORKSPACE", "Read it"],
      ["Harbor declarations.pdf", "POLICY", `${account.name} · GL-777`],
    ]);
    expect(await searchFiles(ctx, "harbor runs")).toHaveLength(1);
  });
});
