import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { APICallError } from "ai";
import { convertArrayToReadableStream, MockLanguageModelV3 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { indexStatus } from "#server/modules/documents/documents.service.ts";
import { docxBomb } from "#server/modules/documents/hostile-fixtures.ts";
import { addWorkspaceMessage, createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { getWorkspace, loadWorkspaceDetail } from "#server/modules/workspaces/workspaces.service.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "#tests/support/fake-openai-server.ts";
import { createLanguageModel } from "../ai/models.ts";
import { loadConfig } from "../config.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/** Cara's runtime end to end: the workspaces.run job, the real documents index, the loop, the recorder. */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let policyPdf: Uint8Array;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  policyPdf = await declarationsPdf([
    {
      title: "Commercial General Liability Policy",
      rows: [["Policy Number", "CGL 204-55-1983"]],
      paragraph: ["Issued by Harbor Mutual Insurance Company."],
    },
    {
      title: "Commercial General Liability Declarations",
      rows: [
        ["Named Insured", "Acme Roofing LLC"],
        ["Policy Period", "01/01/2026 to 01/01/2027"],
        ["Each Occurrence", "$1,000,000"],
        ["General Aggregate", "$2,000,000"],
        ["Damage to Premises Rented to You", "$100,000"],
      ],
    },
    { title: "Forms and Endorsements", rows: [["CG 00 01 04 13", "Commercial General Liability Coverage Form"]] },
  ]);
});
afterAll(() => runtime.close());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 45_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`Timed out: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
// the run finished and closed (tests/setup/settled-run.ts), with the state it left the workspace in
const settled = async (workspaceId: string) => {
  const detail = await settledRun(ctx, workspaceId, 45_000);
  return { state: (await getWorkspace(ctx, workspaceId)).state, detail };
};

describe("a workspace run with the offline engine", () => {
  it("reads the attachment, searches it and answers with the value cited on its page", async () => {
    runtime.assistant = createAssistantRunner();
    const workspace = await createWorkspace(
      ctx,
      { message: "What is the each occurrence limit?", preset: "DocumentExploration" },
      [fileOf(policyPdf, "acme-gl-policy.pdf")],
    );
    const { state, detail } = await settled(workspace.id);
    expect(state).toBe("IDLE");
    const [processing, task] = detail.stages;
    expect(processing).toMatchObject({
      type: "PROCESS_ATTACHMENTS",
      state: "COMPLETED",
      progress: [{ fileName: "acme-gl-policy.pdf", progress: 1, error: null }],
    });
    expect(task).toMatchObject({ type: "TASK", state: "COMPLETED" });
    expect(task!.events.map((e) => [e.type, e.state, e.toolType])).toEqual([
      ["THOUGHT", "SUCCESS", null],
      ["TOOL_CALL", "SUCCESS", "SEARCH_FILE"],
    ]);
    expect(task!.events[1]!.toolInput).toEqual({ queries: ["What is the each occurrence limit"] });
    const answer = detail.messages.find((m) => m.role === "AGENT")!;
    expect(answer.content).toContain("$1,000,000");
    expect(answer.content).toContain("[1]");
    expect(answer.citations).toHaveLength(1);
    expect(answer.citations[0]).toMatchObject({ fileName: "acme-gl-policy.pdf", page: 2 });
    expect(answer.citations[0]!.quote).toContain("$1,000,000");
  });

  it("goes on with the files that could be read and says why the others could not", async () => {
    runtime.assistant = createAssistantRunner();
    const workspace = await createWorkspace(ctx, { message: "What is the general aggregate limit?" }, [
      fileOf(policyPdf, "policy.pdf"),
      fileOf(new TextEncoder().encode("%PDF-1.7\nthis is not really a pdf"), "broken.pdf"),
    ]);
    const { detail } = await settled(workspace.id);
    const processing = detail.stages.find((s) => s.type === "PROCESS_ATTACHMENTS")!;
    expect(processing.state).toBe("ERROR");
    expect(processing.progress.find((p) => p.fileName === "broken.pdf")!.error).toBeTruthy();
    const answer = detail.messages.find((m) => m.role === "AGENT")!;
    expect(answer.content).toContain("$2,000,000");
    expect(answer.citations[0]).toMatchObject({ fileName: "policy.pdf", page: 2 });
  });

  it("does not read again, on a follow-up, a file that failed past a reading limit (ADR 058)", async () => {
    runtime.assistant = createAssistantRunner();
    const workspace = await createWorkspace(ctx, { message: "What does this say?" }, [
      fileOf(await docxBomb(), "bomb.docx"),
    ]);
    const first = await settled(workspace.id);
    expect(first.detail.stages[0]).toMatchObject({
      type: "PROCESS_ATTACHMENTS",
      state: "ERROR",
      progress: [
        {
          fileName: "bomb.docx",
          progress: 1,
          error: "This Word document has more than 200,000 paragraphs; it cannot be read",
        },
      ],
    });
    const [fileId] = (await loadWorkspaceDetail(ctx, workspace.id)).files.map((f) => f.id);
    const [failed] = await indexStatus(ctx, [fileId!]);
    expect(failed).toMatchObject({ status: "FAILED", errorCode: "TOO_LARGE" });

    await addWorkspaceMessage(ctx, workspace.id, { message: "And the limits?" }, []);
    const detail = await settledRun(ctx, workspace.id, 45_000, 2);
    expect(detail.stages.filter((s) => s.type === "PROCESS_ATTACHMENTS")).toHaveLength(1);
    expect((await indexStatus(ctx, [fileId!]))[0]!.updatedAt).toEqual(failed!.updatedAt);
  });

  it("summarizes the policy with each line cited, then drafts a coverage summary on a follow-up without reading the file again", async () => {
    runtime.assistant = createAssistantRunner();
    const workspace = await createWorkspace(ctx, { message: "Summarize this policy" }, [fileOf(policyPdf, "gl.pdf")]);
    const first = await settled(workspace.id);
    const summary = first.detail.messages.find((m) => m.role === "AGENT")!;
    expect(summary.content).toContain("$1,000,000");
    expect(summary.content).toMatch(/\[\d+\]/);
    expect(summary.citations.length).toBeGreaterThan(1);
    expect(summary.citations.every((c) => c.fileName === "gl.pdf" && c.quote.length > 0)).toBe(true);

    await addWorkspaceMessage(ctx, workspace.id, { message: "Create a coverage summary document" }, []);
    const { state, detail } = await until(
      async () => ({
        state: (await getWorkspace(ctx, workspace.id)).state,
        detail: await loadWorkspaceDetail(ctx, workspace.id),
      }),
      ({ state, detail }) =>
        state === "IDLE" && detail.messages.filter((m) => m.role === "AGENT" && m.complete).length === 2,
    );
    expect(state).toBe("IDLE");
    expect(detail.stages.map((s) => s.type)).toEqual(["PROCESS_ATTACHMENTS", "TASK", "TASK"]);
    const document = detail.artifactVersions.find((a) => a.type === "HTML_DOCUMENT")!;
    expect(document.content).toContain("<td>$1,000,000</td><td>gl.pdf, page 2</td>");
    expect(detail.messages.at(-1)!.content).toMatch(/^I drafted "Coverage summary/);
  });

  it("drafts an email reply to the linked service request from what the policy shows", async () => {
    runtime.assistant = createAssistantRunner();
    const request = await buildServiceRequest(ctx, {
      type: "QUESTION",
      question: { question: "What is my general aggregate limit?" },
      clientName: "Dana Smith",
      clientEmail: "dana@acme.test",
    });
    const workspace = await createWorkspace(
      ctx,
      { message: "Draft an email reply to the client", serviceRequestId: request.id },
      [fileOf(policyPdf, "policy.pdf")],
    );
    const { state, detail } = await settled(workspace.id);
    expect(state).toBe("IDLE");
    const task = detail.stages.find((s) => s.type === "TASK")!;
    expect(task.events.filter((e) => e.type === "TOOL_CALL").map((e) => [e.toolType, e.state])).toEqual([
      ["SEARCH_FILE", "SUCCESS"],
      ["DRAFT_EMAIL", "SUCCESS"],
    ]);
    const [email] = detail.artifactVersions;
    expect(email).toMatchObject({ type: "EMAIL", emailTo: "dana@acme.test", version: 1 });
    expect(email!.emailBody).toContain("Hi Dana,");
    expect(email!.emailBody).toContain("$2,000,000");
    expect(email!.emailBody).toContain("policy.pdf, page 2");
    const answer = detail.messages.find((m) => m.role === "AGENT")!;
    expect(answer.content).toMatch(/^I drafted a reply to the question\./);
    expect(answer.citations[0]).toMatchObject({ fileName: "policy.pdf", page: 2 });
  });
});

const finish = (unified: "stop" | "tool-calls"): LanguageModelV3StreamPart => ({
  type: "finish",
  finishReason: { unified, raw: unified },
  usage: {
    inputTokens: { total: 5, noCache: 5, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 5, text: 5, reasoning: undefined },
  },
});

describe("a workspace run with a model", () => {
  it("records a drafted email as an artifact and asks a question back (waiting for input)", async () => {
    runtime.assistant = createAssistantRunner({
      model: new MockLanguageModelV3({
        doStream: [
          {
            stream: convertArrayToReadableStream<LanguageModelV3StreamPart>([
              {
                type: "tool-call",
                toolCallId: "c1",
                toolName: "DRAFT_EMAIL",
                input: JSON.stringify({ subject: "Your certificate", toEmail: "dana@acme.test", body: "Hi Dana," }),
              },
              finish("tool-calls"),
            ]),
          },
          {
            stream: convertArrayToReadableStream<LanguageModelV3StreamPart>([
              { type: "text-start", id: "t" },
              { type: "text-delta", id: "t", delta: "I drafted the email. " },
              { type: "text-delta", id: "t", delta: "Should I copy the broker?" },
              { type: "text-end", id: "t" },
              finish("stop"),
            ]),
          },
        ],
      }),
    });
    const workspace = await createWorkspace(ctx, { message: "Email Dana about the certificate" }, []);
    const { state, detail } = await settled(workspace.id);
    expect(state).toBe("WAITING_FOR_INPUT");
    const task = detail.stages.find((s) => s.type === "TASK")!;
    expect(task.events[0]).toMatchObject({
      type: "TOOL_CALL",
      state: "SUCCESS",
      toolType: "DRAFT_EMAIL",
      title: 'Drafting the email "Your certificate"',
    });
    expect(detail.artifactVersions).toMatchObject([
      { type: "EMAIL", version: 1, emailSubject: "Your certificate", emailTo: "dana@acme.test", stageId: task.id },
    ]);
    expect(detail.messages.find((m) => m.role === "AGENT")!.content).toBe(
      "I drafted the email. Should I copy the broker?",
    );
  });

  it("gives a configured model (OpenAI, against a local server) the tools without the bound fields, and the tool's cited answer", async () => {
    const openai = await startFakeOpenAIServer();
    try {
      openai.script(
        { kind: "tool-call", name: "SEARCH_FILE", args: { queries: ["each occurrence limit"] } },
        { kind: "text", text: "The each occurrence limit is $1,000,000 [1]." },
      );
      const config = loadConfig({
        CARA_MODEL: "openai:gpt-4.1",
        OPENAI_API_KEY: FAKE_OPENAI_KEY,
        OPENAI_BASE_URL: `${openai.url}/v1`,
      });
      runtime.assistant = createAssistantRunner({ model: createLanguageModel(config) });
      const workspace = await createWorkspace(
        ctx,
        { message: "What is the each occurrence limit?", preset: "DocumentExploration" },
        [fileOf(policyPdf, "gl.pdf")],
      );
      const { detail } = await settled(workspace.id);
      const [first, second] = openai.requests;
      expect(first!.body.instructions ?? JSON.stringify(first!.body.input)).toContain("cite");
      const searchTool = first!.body.tools.find((t: { name: string }) => t.name === "SEARCH_FILE");
      expect(Object.keys(searchTool.parameters.properties)).toEqual(["queries"]);
      expect(first!.body.tools.map((t: { name: string }) => t.name)).toContain("DRAFT_EMAIL");
      const output = second!.body.input.find((item: { type: string }) => item.type === "function_call_output");
      expect(output.output).toContain("$1,000,000 [1]");
      const answer = detail.messages.find((m) => m.role === "AGENT")!;
      expect(answer.content).toBe("The each occurrence limit is $1,000,000 [1].");
      expect(answer.citations[0]).toMatchObject({ fileName: "gl.pdf", page: 2 });
    } finally {
      await openai.close();
    }
  });

  it("ends with 'I could not finish' when the model fails, and the workspace goes IDLE", async () => {
    runtime.assistant = createAssistantRunner({
      model: new MockLanguageModelV3({
        doStream: async () => {
          throw new APICallError({
            message: "Upstream model error",
            url: "http://model",
            requestBodyValues: {},
            statusCode: 500,
            isRetryable: false,
          });
        },
      }),
    });
    const workspace = await createWorkspace(ctx, { message: "Summarize" }, []);
    const { state, detail } = await settled(workspace.id);
    expect(state).toBe("IDLE");
    const task = detail.stages.find((s) => s.type === "TASK")!;
    expect(task.state).toBe("ERROR");
    expect(task.events.at(-1)).toMatchObject({ state: "FAILED", content: "Upstream model error" });
    expect(detail.messages.find((m) => m.role === "AGENT")!.content).toBe("I could not finish: Upstream model error");
  });
});
