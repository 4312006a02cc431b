import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { getDocument, uploadFileDocuments } from "#server/modules/knowledge/knowledge.service.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/** A question in a workspace answered from the agency's knowledge base, end to end with the offline engine. */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
});
afterAll(() => runtime.close());

describe("Cara answers from the knowledge base", () => {
  it("cites the knowledge document and page for an agency question in a workspace with no files", async () => {
    const pdf = await declarationsPdf([
      { title: "Carrier Contacts", rows: [["Northwind Mutual underwriting", "underwriting@northwind.example"]] },
      {
        title: "Claims Reporting",
        rows: [["Harbor Specialty claims number", "800-555-0199"]],
        paragraph: ["Report Harbor Specialty claims by phone within 24 hours of the loss."],
      },
    ]);
    const [document] = await uploadFileDocuments(ctx, [fileOf(pdf, "Carrier contact sheet.pdf")]);
    // the worker reads it (as after an upload in the app)
    let read = await getDocument(ctx, document!.id);
    for (let i = 0; read.status !== "COMPLETED" && i < 300; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      read = await getDocument(ctx, document!.id);
    }
    expect(read.status).toBe("COMPLETED");
    const { fileId } = read;
    const workspace = await createWorkspace(ctx, { message: "What is the claims number for Harbor Specialty?" }, []);
    const detail = await settledRun(ctx, workspace.id);
    const task = detail.stages.find((stage) => stage.type === "TASK")!;
    expect(task.events.map((event) => [event.type, event.toolType ?? null])).toContainEqual([
      "TOOL_CALL",
      "SEARCH_KNOWLEDGE_BASE",
    ]);
    const answer = detail.messages.find((m) => m.role === "AGENT")!;
    expect(answer.content).toContain("800-555-0199");
    expect(answer.citations).toEqual([
      expect.objectContaining({ fileId, fileName: "Carrier contact sheet.pdf", page: 2 }),
    ]);
  });
});
