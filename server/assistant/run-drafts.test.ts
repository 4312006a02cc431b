import type { LanguageModelV3, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { convertArrayToReadableStream, MockLanguageModelV3 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { getWorkspace, loadWorkspaceDetail } from "#server/modules/workspaces/workspaces.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { createOfflineModel } from "../ai/offline/offline-model.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/** A draft exists, 'Drafting' (not complete), while the model writes the drafting call; the tool completes it. */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
});
afterAll(() => runtime.close());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 45_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`Timed out: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const detailOf = (workspaceId: string) => loadWorkspaceDetail(ctx, workspaceId);
const settled = (workspaceId: string) =>
  until(
    async () => ({ state: (await getWorkspace(ctx, workspaceId)).state, detail: await detailOf(workspaceId) }),
    ({ state, detail }) =>
      state !== "WORKING" && state !== "CREATED" && detail.messages.some((m) => m.role === "AGENT" && m.complete),
  ).then((r) => r.detail);

/** A gate the test opens: the model's stream waits at it, so the drafting state can be read. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Parts streamed in order; at `stopAt`, the stream waits for the gate. */
function gatedStream(
  parts: LanguageModelV3StreamPart[],
  stopAt: (part: LanguageModelV3StreamPart) => boolean,
  at: Promise<void>,
) {
  const queue = [...parts];
  return new ReadableStream<LanguageModelV3StreamPart>({
    async pull(controller) {
      const next = queue.shift();
      if (!next) return controller.close();
      if (stopAt(next)) await at;
      controller.enqueue(next);
    },
  });
}

const finish = (unified: "stop" | "tool-calls"): LanguageModelV3StreamPart => ({
  type: "finish",
  finishReason: { unified, raw: unified },
  usage: {
    inputTokens: { total: 5, noCache: 5, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 5, text: 5, reasoning: undefined },
  },
});
const answer = (text: string) => ({
  stream: convertArrayToReadableStream<LanguageModelV3StreamPart>([
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: text },
    { type: "text-end", id: "t" },
    finish("stop"),
  ]),
});
const emailCall = (subject: string, pieces: string[]): LanguageModelV3StreamPart[] => [
  { type: "tool-input-start", id: "c1", toolName: "DRAFT_EMAIL" },
  ...pieces.map((delta): LanguageModelV3StreamPart => ({ type: "tool-input-delta", id: "c1", delta })),
  { type: "tool-input-end", id: "c1" },
  { type: "tool-call", toolCallId: "c1", toolName: "DRAFT_EMAIL", input: pieces.join("") },
  finish("tool-calls"),
];

describe("drafts while Cara writes them", () => {
  it("with a streaming model: the email is 'Drafting' under its subject as it is written, then the same version completes", async () => {
    const { open, opened } = gate();
    const pieces = ['{"subject":"Your certificate",', '"toEmail":"dana@acme.test","body":"Hi Da', 'na,"}'];
    runtime.assistant = createAssistantRunner({
      model: new MockLanguageModelV3({
        doStream: [
          {
            stream: gatedStream(
              emailCall("Your certificate", pieces),
              (p) => p.type === "tool-input-delta" && p.delta === 'na,"}',
              opened,
            ),
          },
          answer("I drafted the email."),
        ],
      }),
    });
    const workspace = await createWorkspace(ctx, { message: "Email Dana about the certificate" }, []);
    const drafting = await until(
      () => detailOf(workspace.id),
      (d) => d.artifactVersions.some((a) => a.emailSubject === "Your certificate"),
    );
    expect(drafting.artifactVersions).toMatchObject([
      { type: "EMAIL", version: 1, complete: false, title: "Your certificate", emailBody: "" },
    ]);
    open();
    const detail = await settled(workspace.id);
    const task = detail.stages.find((s) => s.type === "TASK")!;
    expect(detail.artifactVersions).toMatchObject([
      {
        artifactId: drafting.artifactVersions[0]!.artifactId,
        version: 1,
        complete: true,
        emailSubject: "Your certificate",
        emailTo: "dana@acme.test",
        emailBody: "Hi Dana,",
        stageId: task.id,
      },
    ]);
  });

  it("a drafting call the tool refuses leaves no draft behind", async () => {
    const pieces = ['{"subject":" ","toEmail":null,', '"body":"Hi"}'];
    runtime.assistant = createAssistantRunner({
      model: new MockLanguageModelV3({
        doStream: [{ stream: convertArrayToReadableStream(emailCall(" ", pieces)) }, answer("I could not draft it.")],
      }),
    });
    const workspace = await createWorkspace(ctx, { message: "Email Dana" }, []);
    const detail = await settled(workspace.id);
    const task = detail.stages.find((s) => s.type === "TASK")!;
    expect(task.events[0]).toMatchObject({ toolType: "DRAFT_EMAIL", state: "FAILED" });
    expect(task.events[0]!.error).toContain("Give the email a subject");
    expect(detail.artifactVersions).toEqual([]);
  });

  it("with the offline engine: the coverage summary is 'Drafting' before its content is written", async () => {
    const { open, opened } = gate();
    const offline = createOfflineModel();
    const paused: LanguageModelV3 = {
      ...offline,
      async doStream(options) {
        const { stream } = await offline.doStream(options);
        const parts: LanguageModelV3StreamPart[] = [];
        for await (const part of stream as unknown as AsyncIterable<LanguageModelV3StreamPart>) parts.push(part);
        const drafting = new Set(
          parts.flatMap((p) => (p.type === "tool-input-start" && p.toolName === "DRAFT_DOCUMENT" ? [p.id] : [])),
        );
        return { stream: gatedStream(parts, (p) => p.type === "tool-input-end" && drafting.has(p.id), opened) };
      },
    };
    runtime.assistant = createAssistantRunner({ model: paused });
    const policyPdf = await declarationsPdf([
      { title: "Commercial General Liability Declarations", rows: [["Each Occurrence", "$1,000,000"]] },
    ]);
    const workspace = await createWorkspace(ctx, { message: "Create a coverage summary document" }, [
      fileOf(policyPdf, "gl.pdf"),
    ]);
    const drafting = await until(
      () => detailOf(workspace.id),
      (d) => d.artifactVersions.length > 0 && d.artifactVersions[0]!.title !== "",
    );
    expect(drafting.artifactVersions).toMatchObject([
      { type: "HTML_DOCUMENT", version: 1, complete: false, content: "" },
    ]);
    open();
    const detail = await settled(workspace.id);
    expect(detail.artifactVersions).toMatchObject([
      { artifactId: drafting.artifactVersions[0]!.artifactId, version: 1, complete: true },
    ]);
    expect(detail.artifactVersions[0]!.content).toContain("$1,000,000");
  });
});
