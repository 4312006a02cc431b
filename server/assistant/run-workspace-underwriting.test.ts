import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { createLanguageModel } from "#server/ai/models.ts";
import { unquoteMaterial } from "#server/ai/quoted-material.ts";
import type { AnalyzeUnderwritingOutput, ToolCitation } from "#server/ai/tool-contract.ts";
import { loadConfig } from "#server/config.ts";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "#tests/support/fake-openai-server.ts";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { getWorkspace } from "#server/modules/workspaces/workspaces.service.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildCarrier, fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { uwCase } from "../../scripts/analysis-docs/underwriting/cases.ts";
import { renderUwDoc } from "../../scripts/analysis-docs/underwriting/render.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/** Underwriting Analysis / Enrich and Verify Application end to end with the offline engine and the real tools. */
const DAY = 24 * 60 * 60 * 1000;
let runtime: TestRuntime;
let ctx: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
});
afterAll(() => runtime.close());

const lastAnswer = (detail: Awaited<ReturnType<typeof settledRun>>) =>
  detail.messages.findLast((m) => m.role === "AGENT")!.content;

describe("Underwriting Analysis with the offline engine", () => {
  it("checks the application and the loss run per line, flags what conflicts and verifies the application against our records", async () => {
    const c = uwCase(108, "dev", "table");
    expect(c.risk.deniesLosses).toBe(true);
    const account = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: c.risk.facts.applicantName!,
        email: "office@applicant.test",
        phone: "(207) 555-0100",
        mailingAddress: { line1: "1 Other Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const carrier = await buildCarrier(runtime.system, ctx.actor.agencyId, {
      name: "Acadia Mutual",
      naicCode: "31325",
    });
    await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id, {
      type: "WORKERS_COMPENSATION",
      carrierId: carrier.id,
      policyNumber: "WC-5512-26",
      inforceAt: new Date(Date.now() - 60 * DAY),
      expiresAt: new Date(Date.now() + 300 * DAY),
    });
    // attached supplemental before the application: the application checked is the fullest one, not the first
    const files = await Promise.all(
      [...c.docs].reverse().map(async (doc) => fileOf(await renderUwDoc(doc), `[Input] ${doc.fileName}`)),
    );
    const workspace = await createWorkspace(
      ctx,
      {
        message: "",
        accountId: account.id,
        preset: "UnderwritingAnalysis",
        presetOptions: { lines: ["WORKERS_COMPENSATION", "PROPERTY"] },
      },
      files,
    );
    const detail = await settledRun(ctx, workspace.id, 120_000);
    const task = detail.stages.find((stage) => stage.type === "TASK")!;
    expect(task.events.filter((e) => e.type === "TOOL_CALL").map((e) => [e.toolType, e.state])).toEqual([
      ["ANALYZE_UNDERWRITING", "SUCCESS"],
      ["DRAFT_DOCUMENT", "SUCCESS"],
    ]);
    const answer = lastAnswer(detail);
    expect(answer).toContain("| Line | Item | Status | Value |");
    // what the application truly leaves out, per chosen line, is reported missing
    expect(answer).toContain("Roof year (Property)");
    expect(answer).toContain("Stories (Property)");
    expect(answer).not.toContain("Construction (Property)");
    // "no losses" on the application against the loss run's claims
    expect(answer).toMatch(/\| Losses \| No losses stated \[\d+\] \| \*\*3 claim\(s\)/);
    // the prior carrier against the account's workers compensation policy in our records
    expect(answer).toMatch(
      /\| Prior carrier \| .* \| \*\*Acadia Mutual\*\* \(Workers Compensation policy WC-5512-26 in our records\) \| .* \| Differs \|/,
    );
    expect(answer).toMatch(/\| Phone \| .* \| Differs \|/);
    expect(answer).toMatch(/\| FEIN \| \d{2}-\d{7} \[\d+\] \| .* \| Application only \|/);
    const document = detail.artifactVersions.find((row) => row.type === "HTML_DOCUMENT")!;
    expect(document.title).toBe(`Underwriting analysis — ${c.risk.facts.applicantName}`);
    expect(document.content).toContain("<h2>Enrich and verify the application</h2>");
    expect(document.content).toContain("<h2>Sources</h2>");
  }, 180_000);

  it("gives a configured model (OpenAI, scripted against a local server) ANALYZE_UNDERWRITING: the typed findings reach it cited, and its answer cites the tool's passages", async () => {
    const c = uwCase(108, "dev", "table");
    const account = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: c.risk.facts.applicantName!,
        email: "office@applicant.test",
        phone: "(207) 555-0100",
        mailingAddress: { line1: "1 Other Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const carrier = await buildCarrier(runtime.system, ctx.actor.agencyId, {
      name: "Acadia Mutual",
      naicCode: "31325",
    });
    await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id, {
      type: "WORKERS_COMPENSATION",
      carrierId: carrier.id,
      policyNumber: "WC-5512-27",
      inforceAt: new Date(Date.now() - 60 * DAY),
      expiresAt: new Date(Date.now() + 300 * DAY),
    });
    const files = await Promise.all(
      c.docs.map(async (doc) => fileOf(await renderUwDoc(doc), `[Input] ${doc.fileName}`)),
    );
    const openai = await startFakeOpenAIServer();
    try {
      openai.script(
        {
          kind: "tool-call",
          name: "ANALYZE_UNDERWRITING",
          args: { fileNames: files.map((f) => f.name), lines: ["WORKERS_COMPENSATION"] },
        },
        { kind: "text", text: "The first item found [1] and the second [2] are in the tables." },
      );
      const config = loadConfig({
        CARA_MODEL: "openai:gpt-4.1",
        OPENAI_API_KEY: FAKE_OPENAI_KEY,
        OPENAI_BASE_URL: `${openai.url}/v1`,
      });
      runtime.assistant = createAssistantRunner({ model: createLanguageModel(config) });
      const workspace = await createWorkspace(
        ctx,
        {
          message: "",
          accountId: account.id,
          preset: "UnderwritingAnalysis",
          presetOptions: { lines: ["WORKERS_COMPENSATION"] },
        },
        files,
      );
      const detail = await settledRun(ctx, workspace.id, 120_000);
      const task = detail.stages.find((stage) => stage.type === "TASK")!;
      expect(task.events.filter((e) => e.type === "TOOL_CALL").map((e) => [e.toolType, e.state])).toEqual([
        ["ANALYZE_UNDERWRITING", "SUCCESS"],
      ]);
      const [first, second] = openai.requests;
      // the model is given the tool with its own inputs only (the run binds the files and the workspace)
      const tool = first!.body.tools.find((t: { name: string }) => t.name === "ANALYZE_UNDERWRITING");
      expect(Object.keys(tool.parameters.properties).sort()).toEqual(["fileNames", "lines"]);
      // the preset brief names the tool instead of describing the work
      expect(JSON.stringify(first!.body.input)).toContain("Call ANALYZE_UNDERWRITING");
      const output = second!.body.input.find((item: { type: string }) => item.type === "function_call_output");
      const found = unquoteMaterial(output.output) as AnalyzeUnderwritingOutput;
      expect(found.lines).toEqual(["BUSINESS_OPERATIONS", "WORKERS_COMPENSATION"]);
      expect(found.documents.map((d) => d.kind).sort()).toEqual(["application", "application", "loss run"]);
      const losses = found.inconsistencies.find((row) => row.item === "Losses")!;
      expect(losses.first).toMatchObject({
        value: "No losses stated",
        citation: { ref: expect.any(Number) },
        record: null,
      });
      expect(losses.other).toMatchObject({
        value: expect.stringMatching(/^3 claim\(s\)/),
        citation: { ref: expect.any(Number), fileName: expect.stringContaining("[Input]") },
      });
      expect(found.verify.find((row) => row.field === "Prior carrier")).toMatchObject({
        status: "Differs",
        other: {
          value: "Acadia Mutual",
          citation: null,
          record: "Workers Compensation policy WC-5512-27 in our records",
        },
      });
      expect(found.checklist.filter((item) => item.line === "WORKERS_COMPENSATION").length).toBeGreaterThan(0);
      for (const item of found.checklist.filter((i) => i.status !== "Not found"))
        expect(item.found!.citation ?? item.found!.record).toBeTruthy();
      const answer = detail.messages.findLast((m) => m.role === "AGENT")!;
      const pick = ({
        fileId,
        fileName,
        page,
        quote,
      }: {
        fileId: string;
        fileName: string;
        page: number;
        quote: string;
      }) => ({
        fileId,
        fileName,
        page,
        quote,
      });
      // the final message keeps exactly the tool's passages its text marks, [1] and [2]
      const cited = (value: unknown): ToolCitation[] =>
        Array.isArray(value)
          ? value.flatMap(cited)
          : typeof value === "object" && value !== null
            ? "ref" in value && "quote" in value
              ? [value as ToolCitation]
              : Object.values(value).flatMap(cited)
            : [];
      const byRef = (ref: number) => cited(found).find((c) => c.ref === ref)!;
      expect(answer.citations).toEqual([pick(byRef(1)), pick(byRef(2))]);
    } finally {
      runtime.assistant = createAssistantRunner();
      await openai.close();
    }
  }, 180_000);

  it("asks for the application when the [Input] slot is empty", async () => {
    const workspace = await createWorkspace(
      ctx,
      { message: "", preset: "UnderwritingAnalysis", presetOptions: { lines: [] } },
      [],
    );
    const detail = await settledRun(ctx, workspace.id);
    expect(detail.stages.flatMap((s) => s.events).filter((e) => e.type === "TOOL_CALL")).toEqual([]);
    expect(lastAnswer(detail)).toContain(
      "add the application (ACORD 125 or the carrier's form), its supplementals and the loss runs to the [Input] slot",
    );
  }, 60_000);

  it("says a file that is not an application or a loss run is not one, and writes no report", async () => {
    const letter = await declarationsPdf([
      { title: "Holiday party invitation", rows: [], paragraph: ["Join us on December 12 at the office for cake."] },
    ]);
    const workspace = await createWorkspace(ctx, { message: "", preset: "UnderwritingAnalysis" }, [
      fileOf(letter, "[Input] invitation.pdf"),
    ]);
    const detail = await settledRun(ctx, workspace.id);
    expect(lastAnswer(detail)).toContain('"[Input] invitation.pdf" does not look like an application or a loss run');
    expect(detail.artifactVersions).toEqual([]);
  }, 60_000);

  it("keeps the workspace from another agency: not found", async () => {
    const workspace = await createWorkspace(ctx, { message: "", preset: "UnderwritingAnalysis" }, []);
    await settledRun(ctx, workspace.id);
    const stranger = agencyCtxFor(
      runtime,
      await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id),
    );
    await expect(getWorkspace(stranger, workspace.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  }, 60_000);
});
