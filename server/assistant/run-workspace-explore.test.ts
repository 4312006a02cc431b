import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExplorationMode } from "#domain/preset-options.ts";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { createLanguageModel } from "#server/ai/models.ts";
import { unquoteMaterial } from "#server/ai/quoted-material.ts";
import type { FindCoverageGapsOutput } from "#server/ai/tool-contract.ts";
import { loadConfig } from "#server/config.ts";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "#tests/support/fake-openai-server.ts";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { addWorkspaceMessage, createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { accountInputFor, buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { labelsA } from "../../scripts/insurance-docs/labels.ts";
import { cglDeclarations } from "../../scripts/insurance-docs/layouts-cgl.ts";
import { renderPdf } from "../../scripts/insurance-docs/render.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/** Explore a Policy in each mode, end to end with the offline engine, the real tools and a generated policy PDF. */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let policyPdf: Uint8Array;
const doc = cglDeclarations(1, "table", labelsA, "dev");

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  policyPdf = await renderPdf(doc);
});
afterAll(() => runtime.close());

async function explore(
  mode: ExplorationMode,
  message: string,
  files = [fileOf(policyPdf, "[Policy] cgl.pdf")],
  accountId?: string,
) {
  const workspace = await createWorkspace(
    ctx,
    { message, preset: "DocumentExploration", presetOptions: { explorationMode: mode }, accountId },
    files,
  );
  const detail = await settledRun(ctx, workspace.id);
  const task = detail.stages.find((stage) => stage.type === "TASK");
  const tools = (task?.events ?? []).filter((e) => e.type === "TOOL_CALL").map((e) => e.toolType);
  return { workspace, detail, tools, answer: detail.messages.findLast((m) => m.role === "AGENT")!.content };
}

describe("Explore a Policy", () => {
  it("Explore Exclusions: each exclusion with its form and edition, page, what it removes and an illustration", async () => {
    const { answer, tools, detail } = await explore("EXCLUSIONS", "");
    expect(tools).toEqual(["PEEK_FILE", "DRAFT_DOCUMENT"]);
    expect(answer).toContain("| Exclusion | Form | Page | What it removes |");
    for (const e of doc.truth.exclusions) expect(answer).toMatch(new RegExp(`CG 00 01 04 13 \\| ${e.page} \\|`));
    expect(answer).toMatch(
      /Pollution \[\d+\] \| CG 00 01 04 13 \| 3 \| Injury or damage from the release of pollutants \| Illustration:/,
    );
    expect(answer).toContain("not a coverage opinion");
    expect(detail.messages.findLast((m) => m.role === "AGENT")!.citations.length).toBeGreaterThan(3);
    expect(detail.artifactVersions.map((a) => a.title)).toContain("Policy exclusions");
  });

  it("Summarize Coverage: a cited coverage table and what was not found, saved as a document", async () => {
    const { answer, tools } = await explore("SUMMARY", "");
    expect(tools).toEqual(["PEEK_FILE", "DRAFT_DOCUMENT"]);
    const occurrence = doc.truth.values.eachOccurrence![0]!.value;
    expect(answer).toMatch(new RegExp(`\\| Each occurrence \\| ${occurrence.replace(/[$]/g, "\\$")} \\[\\d+\\] \\|`));
    expect(answer).toContain(`| ${doc.truth.values.policyNumber![0]!.value} [`);
  });

  it("Coverage Gap Analysis: exposures from the description against the policy file and the agency's records", async () => {
    const account = await buildAccount(ctx, "BUSINESS", {
      account: { ...accountInputFor().account, name: "Harbor Roofing LLC" },
    });
    await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id, {
      type: "COMMERCIAL_AUTO",
      policyNumber: "AUT-7781",
    });
    const { answer, tools } = await explore(
      "GAPS",
      "Roofing contractor with 12 employees and three pickup trucks; we take card payments and serve beer at customer events.",
      undefined,
      account.id,
    );
    expect(tools).toEqual(["FIND_COVERAGE_GAPS", "DRAFT_DOCUMENT"]);
    expect(answer).toMatch(
      /\| Premises and operations liability \|[^\n]*\| Green \| policy-confirmed \| The policy shows Each occurrence: \$[\d,]+ \[\d+\]/,
    );
    expect(answer).toMatch(
      /\| Owned autos \|[^\n]*\| Amber \| exposure-inferred \| Auto policy AUT-7781 is on the agency's records/,
    );
    expect(answer).toMatch(
      /\| Workers compensation and employer's liability \|[^\n]*\| Red \| exposure-inferred \| Not found/,
    );
    if (doc.truth.exclusions.some((e) => e.topic === "employment practices"))
      expect(answer).toMatch(
        /\| Employment practices liability \|[^\n]*\| Red \| policy-confirmed \| Excluded by "Employment-Related Practices" \(CG 00 01 04 13\) \[\d+\]/,
      );
    // never "covered" without a cited passage
    for (const line of answer.split("\n").filter((l) => /\bcovered\b/i.test(l))) expect(line).toMatch(/\[\d+\]/);
  });

  it("Coverage Gap Analysis with a configured model (OpenAI, scripted against a local server): FIND_COVERAGE_GAPS's cited rows reach it, and its answer cites the tool's passage", async () => {
    const account = await buildAccount(ctx, "BUSINESS", {
      account: { ...accountInputFor().account, name: "Harbor Roofing LLC" },
    });
    await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id, {
      type: "COMMERCIAL_AUTO",
      policyNumber: "AUT-7781",
    });
    const description = "Roofing contractor with 12 employees and three pickup trucks.";
    const openai = await startFakeOpenAIServer();
    try {
      openai.script(
        { kind: "tool-call", name: "FIND_COVERAGE_GAPS", args: { description } },
        { kind: "text", text: "Premises and operations are covered [1]; the rest is in the table." },
      );
      const config = loadConfig({
        CARA_MODEL: "openai:gpt-4.1",
        OPENAI_API_KEY: FAKE_OPENAI_KEY,
        OPENAI_BASE_URL: `${openai.url}/v1`,
      });
      runtime.assistant = createAssistantRunner({ model: createLanguageModel(config) });
      const { detail, tools } = await explore("GAPS", description, undefined, account.id);
      expect(tools).toEqual(["FIND_COVERAGE_GAPS"]);
      const [first, second] = openai.requests;
      const tool = first!.body.tools.find((t: { name: string }) => t.name === "FIND_COVERAGE_GAPS");
      expect(Object.keys(tool.parameters.properties).sort()).toEqual(["description", "policyFileNames"]);
      const output = second!.body.input.find((item: { type: string }) => item.type === "function_call_output");
      const found = unquoteMaterial(output.output) as FindCoverageGapsOutput;
      const premises = found.rows.find((r) => r.exposure === "Premises and operations liability")!;
      expect(premises).toMatchObject({ status: "Green", basis: "policy-confirmed", citation: { ref: 1 } });
      expect(found.rows.find((r) => r.exposure === "Owned autos")).toMatchObject({
        status: "Amber",
        record: "Agency records",
        citation: null,
      });
      expect(found.records).toEqual([{ name: "COMMERCIAL_AUTO AUT-7781", state: expect.any(String) }]);
      const answer = detail.messages.findLast((m) => m.role === "AGENT")!;
      const { fileId, fileName, page, quote } = premises.citation!;
      expect(answer.citations).toEqual([{ fileId, fileName, page, quote }]);
      expect(answer.citations[0]!.fileName).toBe("[Policy] cgl.pdf");
    } finally {
      runtime.assistant = createAssistantRunner();
      await openai.close();
    }
  });

  it("Coverage Gap Analysis asks what the business does when the description says nothing of it", async () => {
    const { answer, tools } = await explore("GAPS", "");
    expect(tools).toEqual([]);
    expect(answer).toContain("I need to know what the business does");
  });

  it("Explore Exclusions with no policy file asks for it; a file that is not a policy says so", async () => {
    const none = await explore("EXCLUSIONS", "", []);
    expect(none.answer).toContain("attach the policy");
    const letter = await declarationsPdf([{ title: "Welcome letter", rows: [["Customer", "Jo Smith"]] }]);
    const other = await explore("EXCLUSIONS", "", [fileOf(letter, "[Policy] letter.pdf")]);
    expect(other.answer).toContain('I found no exclusions in "[Policy] letter.pdf"');
  });

  it("a follow-up question in a mode gets the cited answer", async () => {
    const { workspace } = await explore("EXCLUSIONS", "");
    await addWorkspaceMessage(ctx, workspace.id, { message: "Is there a pollution exclusion?" }, []);
    const detail = await settledRun(ctx, workspace.id, 60_000, 2);
    const answer = detail.messages.findLast((m) => m.role === "AGENT")!;
    expect(answer.content).toMatch(/\[\d+\]/);
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it("another agency's workspace is not found", async () => {
    const { workspace } = await explore("SUMMARY", "");
    const stranger = agencyCtxFor(
      runtime,
      await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id),
    );
    await expect(addWorkspaceMessage(stranger, workspace.id, { message: "List the exclusions" }, [])).rejects.toThrow(
      /not found/i,
    );
  });
});
