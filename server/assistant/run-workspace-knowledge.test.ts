import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { declarationsPdf, encryptedPdf } from "#server/modules/documents/document-fixtures.ts";
import {
  createTextDocument,
  getDocument,
  uploadFileDocuments,
  type KnowledgeDocument,
} from "#server/modules/knowledge/knowledge.service.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
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

/** The worker reads a knowledge document (as after an upload in the app). */
async function readByWorker(document: KnowledgeDocument) {
  let read = await getDocument(ctx, document.id);
  for (let i = 0; read.status !== "COMPLETED" && i < 300; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    read = await getDocument(ctx, document.id);
  }
  expect(read.status).toBe("COMPLETED");
  return read;
}

const toolCalls = (detail: Awaited<ReturnType<typeof settledRun>>) =>
  detail.stages
    .flatMap((stage) => stage.events)
    .filter((event) => event.type === "TOOL_CALL")
    .map((event) => event.toolType);

describe("Cara keeps to the workspace's scope (issue 28)", () => {
  it("answers a question about a client's quote from that client's knowledge only, never another client's", async () => {
    const acme = await buildAccount(ctx, "BUSINESS");
    const beta = await buildAccount(ctx, "BUSINESS");
    const quote = (retention: string) =>
      `Cyber Liability Quote\nCyber Retention: ${retention}\nEach Claim Limit: $1,000,000`;
    await readByWorker(
      await createTextDocument(ctx, { title: "Cyber quote", content: quote("$25,000"), accountId: acme.id }),
    );
    await readByWorker(
      await createTextDocument(ctx, { title: "Cyber quote", content: quote("$50,000"), accountId: beta.id }),
    );
    const workspace = await createWorkspace(
      ctx,
      { message: "What is the cyber retention on the quote?", accountId: beta.id },
      [],
    );
    const answer = (await settledRun(ctx, workspace.id)).messages.find((m) => m.role === "AGENT")!;
    expect(answer.content).toContain("$50,000");
    expect(answer.content).not.toContain("$25,000");
  });

  it("says a password-protected attachment could not be read, and answers from nothing else", async () => {
    await readByWorker(
      await createTextDocument(ctx, {
        title: "Cancellations",
        content: "Cancellations\nA cancellation request must be signed by the named insured.",
      }),
    );
    const workspace = await createWorkspace(ctx, { message: "Who is the named insured?" }, [
      fileOf(await encryptedPdf(), "cyber-quote.pdf"),
    ]);
    const detail = await settledRun(ctx, workspace.id);
    expect(toolCalls(detail)).not.toContain("SEARCH_KNOWLEDGE_BASE");
    const answer = detail.messages.find((m) => m.role === "AGENT")!;
    expect(answer.content).toMatch(
      /^I could not read the attached file "cyber-quote\.pdf": this PDF is protected by a password\./,
    );
    expect(answer.content).not.toContain("signed by the named insured");
    expect(answer.citations).toEqual([]);
  });

  it("does not answer a policy question the attached policy does not answer from the knowledge base", async () => {
    const policy = await declarationsPdf([
      { title: "Commercial General Liability Declarations", rows: [["Each Occurrence", "$1,000,000"]] },
    ]);
    const workspace = await createWorkspace(ctx, { message: "What is the policy period?" }, [
      fileOf(policy, "gl-policy.pdf"),
    ]);
    const detail = await settledRun(ctx, workspace.id);
    expect(toolCalls(detail)).toEqual(["SEARCH_FILE"]);
    const answer = detail.messages.find((m) => m.role === "AGENT")!;
    expect(answer.content).toContain('I searched only the attached file "gl-policy.pdf" and did not find it there.');
    expect(answer.content).toContain("ask me to check the knowledge base");
  });
});
