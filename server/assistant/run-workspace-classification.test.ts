import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { runOperation } from "#server/lib/operation.ts";
import { createTextDocument, getDocument } from "#server/modules/knowledge/knowledge.service.ts";
import { searchKnowledgeBaseOperation } from "#server/modules/knowledge/knowledge.operations.ts";
import { NO_GL_TABLE } from "#server/modules/knowledge/knowledge-class-codes.service.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/** Commercial Classification run by the offline engine with the real tools, and its reference search. */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let other: AgencyUserCtx;

// An agency's own class-code table (codes and wording written for this test, not ISO's).
const TABLE = [
  "Class Code, Description",
  "10010, Bakery shops - retail",
  "20020, Roofing contractors - residential",
  "20030, Plumbing contractors - commercial and residential",
  "30040, Restaurants - with table service",
  "40050, Furniture stores - retail",
  "50060, Electrical wiring contractors",
].join("\n");

async function uploadTable(agency: AgencyUserCtx) {
  const document = await createTextDocument(agency, { title: "GL class codes", content: TABLE });
  let read = await getDocument(agency, document.id);
  for (let i = 0; read.status !== "COMPLETED" && i < 300; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    read = await getDocument(agency, document.id);
  }
  expect(read.status).toBe("COMPLETED");
}

/** A Commercial Classification workspace with `message` and the classification system, run to its end. */
async function classification(message: string, classificationSystem: "NAICS" | "SIC" | "GL") {
  const workspace = await createWorkspace(
    ctx,
    { message, preset: "CommercialClassification", presetOptions: { classificationSystem } },
    [],
  );
  return settledRun(ctx, workspace.id);
}

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  other = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
});
afterAll(() => runtime.close());

describe("Commercial Classification", () => {
  it("classifies a described business: findings table in the answer and the memo document", async () => {
    const account = await buildAccount(ctx, "BUSINESS");
    const workspace = await createWorkspace(
      ctx,
      {
        message: "We tear off and replace asphalt shingle roofs on houses and repair leaks.",
        accountId: account.id,
        preset: "CommercialClassification",
        presetOptions: { classificationSystem: "NAICS" },
      },
      [],
    );
    const detail = await settledRun(ctx, workspace.id);
    const task = detail.stages.find((stage) => stage.type === "TASK")!;
    expect(task.events.filter((e) => e.type === "TOOL_CALL").map((e) => [e.toolType, e.state])).toEqual([
      ["SEARCH_KNOWLEDGE_BASE", "SUCCESS"],
      ["DRAFT_DOCUMENT", "SUCCESS"],
    ]);
    const answer = detail.messages.findLast((m) => m.role === "AGENT")!.content;
    expect(answer).toContain("**238160 Roofing Contractors**");
    expect(answer).toMatch(/\| Rank \| NAICS 2022 \| Title \| Matched index entries \| Why \|/);
    const memo = detail.artifactVersions.find((row) => row.type === "HTML_DOCUMENT")!;
    expect(memo.title).toBe(`Classification memo — ${account.name}`);
  });

  it("reads the description of operations from an attached application", async () => {
    const pdf = await declarationsPdf([
      {
        title: "Commercial Insurance Application",
        rows: [["Applicant", "Brightline Facility Services Inc."]],
        paragraph: [
          "Description of operations: nightly janitorial and office cleaning for commercial office buildings.",
        ],
      },
    ]);
    const workspace = await createWorkspace(
      ctx,
      { message: "", preset: "CommercialClassification", presetOptions: { classificationSystem: "NAICS" } },
      [fileOf(pdf, "Application.pdf")],
    );
    const detail = await settledRun(ctx, workspace.id);
    const task = detail.stages.find((stage) => stage.type === "TASK")!;
    expect(task.events.filter((e) => e.type === "TOOL_CALL").map((e) => e.toolType)).toEqual([
      "PEEK_FILE",
      "SEARCH_KNOWLEDGE_BASE",
      "DRAFT_DOCUMENT",
    ]);
    expect(detail.messages.findLast((m) => m.role === "AGENT")!.content).toContain("**561720 Janitorial Services**");
  });

  it("asks what the business does when the description names no activity, with no codes", async () => {
    const detail = await classification("we are great people", "NAICS");
    const answer = detail.messages.findLast((m) => m.role === "AGENT")!.content;
    expect(answer).toContain("does not say what the business does");
    expect(answer).not.toMatch(/\b\d{6}\b/);
    expect(detail.artifactVersions).toEqual([]);
  });

  it("gives SIC (1987) codes from the Census correspondence when SIC is chosen", async () => {
    const detail = await classification("Licensed plumbing contractor", "SIC");
    const answer = detail.messages.findLast((m) => m.role === "AGENT")!.content;
    expect(answer).toContain("238220");
    expect(answer).toMatch(/\| Rank \| NAICS 2022 \| Title \| SIC \(1987\) \|/);
    expect(answer).toContain("1711 Plumbing, Heating, and Air-Conditioning");
  });
});

describe("SEARCH_KNOWLEDGE_BASE references", () => {
  it("searches the NAICS 2022 reference and keeps the default knowledge search unchanged", async () => {
    const naics = await runOperation(ctx, searchKnowledgeBaseOperation, {
      userQuery: "A holding company that owns three restaurants",
      reference: "NAICS_2022",
    });
    expect(naics.ok && naics.value).toMatchObject({ found: true, reference: "NAICS_2022" });
    expect(naics.ok && "candidates" in naics.value && naics.value.candidates?.[0]?.code).toBe("551112");
    const plain = await runOperation(ctx, searchKnowledgeBaseOperation, { userQuery: "office hours" });
    expect(plain.ok && plain.value).toMatchObject({ found: false });
    const bad = await runOperation(ctx, searchKnowledgeBaseOperation, { userQuery: "x", reference: "ISO" });
    expect(bad.ok).toBe(false);
  });

  it("matches the agency's own GL class-code table, and never another agency's", async () => {
    const none = await runOperation(ctx, searchKnowledgeBaseOperation, {
      userQuery: "residential roofing",
      reference: "GL_CLASS_CODES",
    });
    expect(none.ok && none.value.answer).toBe(NO_GL_TABLE);
    await uploadTable(other);
    const refused = await runOperation(ctx, searchKnowledgeBaseOperation, {
      userQuery: "residential roofing",
      reference: "GL_CLASS_CODES",
    });
    expect(refused.ok && refused.value.answer).toBe(NO_GL_TABLE);
    const own = await runOperation(other, searchKnowledgeBaseOperation, {
      userQuery: "We replace roofs on houses (residential roofing)",
      reference: "GL_CLASS_CODES",
    });
    expect(own.ok && "classCodes" in own.value && own.value.classCodes?.[0]).toMatchObject({
      code: "20020",
      citation: { page: 1, quote: "20020, Roofing contractors - residential" },
    });
  });
});
