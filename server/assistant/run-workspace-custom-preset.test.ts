import type { LanguageModelV3, LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateContract } from "../../scripts/contract-docs/contracts.ts";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { createOfflineModel } from "#server/ai/offline/offline-model.ts";
import { createCustomPreset } from "#server/modules/presets/presets-write.service.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, samplePdf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/**
 * A run of a workspace made from a custom preset (ADR 046): the base prompt as the agency's
 * instructions, the inherited preset's skill, the reference files searchable like workspace files.
 */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
const systemPrompts: string[] = [];

/** The offline engine, with every system prompt it is sent kept for the test to read. */
function recordingModel(): LanguageModelV3 {
  const offline = createOfflineModel();
  const record = (options: LanguageModelV3CallOptions) => {
    for (const message of options.prompt) if (message.role === "system") systemPrompts.push(message.content);
  };
  return {
    ...offline,
    doGenerate: (options) => (record(options), offline.doGenerate(options)),
    doStream: (options) => (record(options), offline.doStream(options)),
  };
}

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner({ model: recordingModel() });
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
});
afterAll(() => runtime.close());

const toolCalls = (detail: Awaited<ReturnType<typeof settledRun>>) =>
  detail.stages
    .find((stage) => stage.type === "TASK")!
    .events.filter((e) => e.type === "TOOL_CALL")
    .map((e) => {
      const input = e.toolInput as { fileName?: string; contractFileName?: string } | null;
      return [e.toolType, e.state, input?.fileName ?? input?.contractFileName ?? null];
    });

describe("a custom preset's run", () => {
  it("uses the inherited Contract Review skill on the input file and carries the base prompt into the system prompt", async () => {
    const basePrompt =
      "You review subcontract agreements for Harbor Point Insurance. Flag any waiver of subrogation requirement for the account manager.";
    const preset = await createCustomPreset(
      ctx,
      {
        title: "Contractor COI Requirements",
        description: "Lists a subcontract's insurance requirements against our standard.",
        basePrompt,
        inheritFromPreset: "ContractReview",
      },
      [fileOf(new TextEncoder().encode("Our standard: GL $1,000,000 each occurrence."), "agency-standard.txt")],
    );
    const contract = generateContract({ type: "subcontract", layout: "numbered", wording: 0, seed: 1 });
    systemPrompts.length = 0;
    const workspace = await createWorkspace(ctx, { message: "", customPresetId: preset.id }, [
      fileOf(await contract.pdf(), contract.fileName),
    ]);
    expect(workspace).toMatchObject({ customPresetId: preset.id, preset: null, title: "Contractor COI Requirements" });
    const detail = await settledRun(ctx, workspace.id, 120_000);
    // the skill read the contract (not the reference file) and drafted its findings
    expect(toolCalls(detail)).toEqual([
      ["CHECK_CONTRACT", "SUCCESS", contract.fileName],
      ["DRAFT_DOCUMENT", "SUCCESS", null],
    ]);
    expect(detail.messages.findLast((m) => m.role === "AGENT")!.content).toContain(
      "| Requirement | Contract requires | Section | Quote |",
    );
    expect(detail.files.map((f) => [f.name, f.roleTag])).toEqual([
      [contract.fileName, null],
      ["agency-standard.txt", "[Reference]"],
    ]);
    const system = systemPrompts[0]!;
    expect(system).toContain("The agency's instructions for this preset:");
    expect(system).toContain(basePrompt);
    expect(system).toContain('Custom preset "Contractor COI Requirements"');
    expect(system).toContain('"preset":"ContractReview"');
  }, 150_000);

  it("searches the preset's reference file and answers from it, cited", async () => {
    const requirements = await samplePdf("Harbor Point Insurance - Contractor COI Requirements", [
      "Minimum limits every subcontractor must carry:",
      "Umbrella each occurrence limit: $5,000,000",
      "The certificate holder is Harbor Point Insurance, 40 Commercial Street, Portland ME 04101.",
    ]);
    const preset = await createCustomPreset(
      ctx,
      {
        title: "COI Standards",
        basePrompt: "Answer from our COI requirements document.",
        allowFileUpload: false,
      },
      [fileOf(requirements, "coi-requirements.pdf")],
    );
    const workspace = await createWorkspace(
      ctx,
      { message: "What umbrella limit must every subcontractor carry?", customPresetId: preset.id },
      null,
    );
    const detail = await settledRun(ctx, workspace.id, 120_000);
    expect(toolCalls(detail)).toEqual([["SEARCH_FILE", "SUCCESS", null]]);
    const answer = detail.messages.findLast((m) => m.role === "AGENT")!;
    expect(answer.content).toContain("$5,000,000");
    expect(answer.citations[0]).toMatchObject({ fileName: "coi-requirements.pdf" });
  }, 120_000);

  it("refuses input files when the preset takes none", async () => {
    const preset = await createCustomPreset(
      ctx,
      { title: "No Uploads", basePrompt: "Answer from the knowledge base.", allowFileUpload: false },
      null,
    );
    await expect(
      createWorkspace(ctx, { message: "Hi", customPresetId: preset.id }, [
        fileOf(new TextEncoder().encode("hello"), "note.txt"),
      ]),
    ).rejects.toMatchObject({ fieldErrors: [{ path: "files" }] });
  });
});
