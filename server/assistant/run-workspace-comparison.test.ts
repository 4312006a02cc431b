import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotePairs } from "../../scripts/analysis-docs/quotes/corpus.ts";
import { renderPdf } from "../../scripts/insurance-docs/render.ts";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { unquoteMaterial } from "#server/ai/quoted-material.ts";
import { createLanguageModel } from "#server/ai/models.ts";
import type { CompareCoverageOutput, ToolCitation } from "#server/ai/tool-contract.ts";
import { loadConfig } from "#server/config.ts";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "#tests/support/fake-openai-server.ts";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { addWorkspaceMessage, createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { getWorkspace } from "#server/modules/workspaces/workspaces.service.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/**
 * Coverage Comparison and Create Quote Proposal end to end with the offline engine: the preset,
 * the role-tagged generated quote PDFs, COMPARE_COVERAGE (a comparison) or PEEK_FILE's
 * COVERAGE_LINES (a proposal), the drafted document, the answer; the bad inputs; another agency.
 * And the comparison with a configured model scripted to call the same tool (ADR 063).
 */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let accountId: string;
const [pair] = quotePairs("dev", 4, 0).slice(3);
const [one, two] = pair!.options;
let pdfs: [Uint8Array, Uint8Array];

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  const agency = await buildAgency(runtime.system, {
    name: "Casco Bay Insurance Partners",
    mailingAddress: { line1: "48 Commercial Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
  });
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  accountId = (
    await buildAccount(ctx, "BUSINESS", {
      account: {
        name: "Delta Ridge Roofing Co",
        email: "office@deltaridge.test",
        phone: "(207) 555-0188",
        mailingAddress: { line1: "9 Exchange Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
    })
  ).id;
  pdfs = [await renderPdf(one!), await renderPdf(two!)];
});
afterAll(() => runtime.close());

const calls = (detail: Awaited<ReturnType<typeof settledRun>>) =>
  detail.stages
    .flatMap((s) => s.events)
    .filter((e) => e.type === "TOOL_CALL")
    .map((e) => [e.toolType, e.state]);
const answerOf = (detail: Awaited<ReturnType<typeof settledRun>>) =>
  detail.messages.findLast((m) => m.role === "AGENT")!.content;

const READ_BY: Record<string, string[]> = {
  CoverageComparison: ["COMPARE_COVERAGE"],
  GenerateQuoteProposal: ["PEEK_FILE", "PEEK_FILE"],
};

/** A preset run on both quote PDFs (named with their role tags): the comparison or two readings, one document. */
async function draftedRun(preset: string, names: [string, string]) {
  const workspace = await createWorkspace(ctx, { message: "", accountId, preset }, [
    fileOf(pdfs[0], names[0]),
    fileOf(pdfs[1], names[1]),
  ]);
  const detail = await settledRun(ctx, workspace.id, 90_000);
  expect(calls(detail)).toEqual([...READ_BY[preset]!.map((tool) => [tool, "SUCCESS"]), ["DRAFT_DOCUMENT", "SUCCESS"]]);
  return { detail, workspace, document: detail.artifactVersions.find((a) => a.type === "HTML_DOCUMENT")! };
}

describe("Coverage Comparison with the offline engine", () => {
  it("compares [Option 1] with [Option 2] line by line, every cell cited, and drafts the comparison", async () => {
    const { detail, document } = await draftedRun("CoverageComparison", [
      "[Option 1] Summit quote.pdf",
      "[Option 2] Coastal quote.pdf",
    ]);
    expect(document.title).toBe("Coverage comparison — Delta Ridge Roofing Co");
    const occurrence = (doc: typeof one) => doc!.truth.values["gl.eachOccurrence"]![0]!;
    expect(document.content).toContain(`${occurrence(one).value} <span class="cite"`);
    expect(document.content).toContain("[Option 1] Summit quote.pdf, p. 1");
    expect(document.content).toContain("Differs");
    expect(document.content).toContain("<h2>Sources</h2>");
    const answer = answerOf(detail);
    expect(answer).toMatch(/I compared \*\*option 1\*\* \("\[Option 1\] Summit quote.pdf"\) with \*\*option 2\*\*/);
    expect(answer).toContain(
      "| Item | Option 1 ([Option 1] Summit quote.pdf) | Option 2 ([Option 2] Coastal quote.pdf) | Status |",
    );
    expect(answer).toMatch(/\| Each occurrence \| .*\$\d[\d,]* \[\d+\] \|/);
    expect(answer).toContain("I have not recommended a carrier");
  }, 120_000);

  it("answers a follow-up question from the files (SEARCH_FILE) instead of comparing again; 'compare again' compares", async () => {
    const { workspace } = await draftedRun("CoverageComparison", [
      "[Option 1] Summit quote.pdf",
      "[Option 2] Coastal quote.pdf",
    ]);
    const workspaceId = workspace.id;
    await addWorkspaceMessage(ctx, workspaceId, { message: "What is the premium of option 2?" }, []);
    const followUp = await settledRun(ctx, workspaceId, 90_000, 2);
    expect(calls(followUp).slice(2)).toEqual([["SEARCH_FILE", "SUCCESS"]]);
    expect(answerOf(followUp)).toMatch(/\$[\d,]+.*\[\d+\]/);
    expect(answerOf(followUp)).not.toContain("I compared **option 1**");
    await addWorkspaceMessage(ctx, workspaceId, { message: "Compare them again" }, []);
    const again = await settledRun(ctx, workspaceId, 90_000, 3);
    expect(calls(again).slice(3)).toEqual([
      ["COMPARE_COVERAGE", "SUCCESS"],
      ["DRAFT_DOCUMENT", "SUCCESS"],
    ]);
  }, 240_000);

  it("asks for the missing option instead of calling a tool", async () => {
    const workspace = await createWorkspace(ctx, { message: "", accountId, preset: "CoverageComparison" }, [
      fileOf(pdfs[0], "[Option 1] Summit quote.pdf"),
    ]);
    const detail = await settledRun(ctx, workspace.id);
    expect(calls(detail)).toEqual([]);
    expect(answerOf(detail)).toContain("no [Option 2] to compare it with");
  });

  it("says a file that is not a quote or a policy holds no coverage", async () => {
    const notes = await declarationsPdf([
      {
        title: "Renewal meeting notes",
        rows: [["Attendees", "Priya and Sam"]],
        paragraph: ["We discussed the timeline."],
      },
    ]);
    const workspace = await createWorkspace(
      ctx,
      { message: "Compare these", accountId, preset: "CoverageComparison" },
      [fileOf(pdfs[0], "[Option 1] Summit quote.pdf"), fileOf(notes, "[Option 2] notes.pdf")],
    );
    const detail = await settledRun(ctx, workspace.id);
    expect(calls(detail)).toEqual([["COMPARE_COVERAGE", "SUCCESS"]]);
    expect(answerOf(detail)).toContain('"[Option 2] notes.pdf" does not read as a quote or a policy');
  });
});

describe("Create Quote Proposal with the offline engine", () => {
  it("writes a client proposal with both options, the agency, the premiums with taxes and fees, and the disclaimer", async () => {
    const { detail, document } = await draftedRun("GenerateQuoteProposal", [
      "[Quote or Policy] Summit quote.pdf",
      "[Quote or Policy] Coastal quote.pdf",
    ]);
    expect(document.title).toBe("Insurance proposal — Delta Ridge Roofing Co");
    const html = document.content!;
    expect(html).toContain("Casco Bay Insurance Partners, 48 Commercial Street, Portland, ME 04101");
    for (const doc of [one!, two!])
      expect(html).toMatch(new RegExp(`Option [12]: ${doc.truth.values.carrier![0]!.value}`));
    expect(html).toContain(two!.truth.values["fees.totalDue"]![0]!.value);
    expect(html).toContain("the policy governs");
    const answer = answerOf(detail);
    expect(answer).toContain('I prepared the proposal "Insurance proposal — Delta Ridge Roofing Co" with 2 options');
    expect(answer).toMatch(/\| Total premium \| \$[\d,]+ \[\d+\] \| \$[\d,]+ \[\d+\] \|/);
  }, 120_000);

  it("asks for the quotes when none is attached, and another agency cannot open the workspace", async () => {
    const workspace = await createWorkspace(ctx, { message: "", accountId, preset: "GenerateQuoteProposal" }, []);
    const detail = await settledRun(ctx, workspace.id);
    expect(calls(detail)).toEqual([]);
    expect(answerOf(detail)).toContain("I need the quote documents");
    const stranger = agencyCtxFor(
      runtime,
      await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id),
    );
    await expect(getWorkspace(stranger, workspace.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("Coverage Comparison with a configured model (OpenAI, scripted against a local server)", () => {
  const names: [string, string] = ["[Option 1] Summit quote.pdf", "[Option 2] Coastal quote.pdf"];

  it("gives the model the COMPARE_COVERAGE tool, not a prose recipe, and its answer cites the tool's passages, every one the offline comparison cites", async () => {
    const offline = await draftedRun("CoverageComparison", names);
    const offlineQuotes = new Set(detailCitations(offline.detail).map((c) => `${c.fileName}|${c.page}|${c.quote}`));
    const carrier = one!.truth.values.carrier![0]!.value;
    const openai = await startFakeOpenAIServer();
    try {
      openai.script(
        { kind: "tool-call", name: "COMPARE_COVERAGE", args: { fileNames: names } },
        { kind: "text", text: `Option 1 is quoted by ${carrier} [1]; the options differ as the tool's rows show [2].` },
      );
      const config = loadConfig({
        CARA_MODEL: "openai:gpt-4.1",
        OPENAI_API_KEY: FAKE_OPENAI_KEY,
        OPENAI_BASE_URL: `${openai.url}/v1`,
      });
      runtime.assistant = createAssistantRunner({ model: createLanguageModel(config) });
      const workspace = await createWorkspace(ctx, { message: "", accountId, preset: "CoverageComparison" }, [
        fileOf(pdfs[0], names[0]),
        fileOf(pdfs[1], names[1]),
      ]);
      const detail = await settledRun(ctx, workspace.id, 90_000);
      expect(calls(detail)).toEqual([["COMPARE_COVERAGE", "SUCCESS"]]);

      const [first, second] = openai.requests;
      const tool = first!.body.tools.find((t: { name: string }) => t.name === "COMPARE_COVERAGE");
      expect(Object.keys(tool.parameters.properties)).toEqual(["fileNames"]);
      const instructions = JSON.stringify(first!.body.input);
      expect(instructions).toContain("Call COMPARE_COVERAGE once");
      expect(instructions).not.toContain("Read each with PEEK_FILE (fileName, view COVERAGE_LINES)");

      const output = second!.body.input.find((item: { type: string }) => item.type === "function_call_output");
      const compared = unquoteMaterial(output.output) as CompareCoverageOutput;
      const given = toolCitations(compared);
      expect(given.find((c) => c.ref === 1)).toEqual(compared.options[0]!.carrier!.citation);
      expect(compared.options[0]!.carrier!.value).toBe(carrier);
      expect(compared.sections.map((section) => section.heading)).toContain("Premium, taxes and fees");

      const answer = detail.messages.findLast((m) => m.role === "AGENT")!;
      expect(answer.content).toBe(
        `Option 1 is quoted by ${carrier} [1]; the options differ as the tool's rows show [2].`,
      );
      const cited = (ref: number) => {
        const c = given.find((g) => g.ref === ref)!;
        return { fileId: c.fileId, fileName: c.fileName, page: c.page, quote: c.quote };
      };
      expect(answer.citations).toEqual([cited(1), cited(2)]);
      expect(answer.citations[0]!.fileName).toBe(names[0]);
      expect(answer.citations[0]!.quote).toContain(carrier);

      // as grounded as the offline engine: every passage its comparison cites reached the model
      const passed = new Set(given.map((c) => `${c.fileName}|${c.page}|${c.quote}`));
      expect(offlineQuotes.size).toBeGreaterThan(10);
      expect([...offlineQuotes].filter((q) => !passed.has(q))).toEqual([]);
    } finally {
      runtime.assistant = createAssistantRunner();
      await openai.close();
    }
  }, 240_000);
});

/** The citations of the run's last answer. */
const detailCitations = (detail: Awaited<ReturnType<typeof settledRun>>) =>
  detail.messages.findLast((m) => m.role === "AGENT")!.citations;

/** Every numbered citation in COMPARE_COVERAGE's answer as the model received it. */
function toolCitations(value: unknown): ToolCitation[] {
  if (Array.isArray(value)) return value.flatMap(toolCitations);
  if (!value || typeof value !== "object") return [];
  const v = value as Record<string, unknown>;
  if (typeof v.ref === "number" && typeof v.quote === "string") return [v as unknown as ToolCitation];
  return Object.values(v).flatMap(toolCitations);
}
