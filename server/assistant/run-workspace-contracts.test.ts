import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateContract } from "../../scripts/contract-docs/contracts.ts";
import { certificatePdf, notACertificatePdf, type CertificateSpec } from "../../scripts/contract-docs/certificates.ts";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { createLanguageModel } from "#server/ai/models.ts";
import { unquoteMaterial } from "#server/ai/quoted-material.ts";
import type { CheckCertificateOutput, CheckContractOutput } from "#server/ai/tool-contract.ts";
import { loadConfig } from "#server/config.ts";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "#tests/support/fake-openai-server.ts";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/**
 * Contract Review and Certificate Review run by the offline engine with the real tools, on
 * generated contracts and certificates (docs/product/contract-and-certificate-review.md).
 */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
});
afterAll(() => runtime.close());

const toolCalls = (detail: Awaited<ReturnType<typeof settledRun>>) =>
  detail.stages
    .find((stage) => stage.type === "TASK")!
    .events.filter((e) => e.type === "TOOL_CALL")
    .map((e) => [e.toolType, e.state]);
const lastAnswer = (detail: Awaited<ReturnType<typeof settledRun>>) =>
  detail.messages.findLast((m) => m.role === "AGENT")!.content;

const certificate: CertificateSpec = {
  insured: "Seaside Catering Co",
  holder: "Northline Construction Co",
  effective: "2026-03-01",
  expiration: "2027-03-01",
  gl: { occ: 1_000_000, agg: 2_000_000, prod: 2_000_000 },
  auto: 1_000_000,
  el: [500_000, 500_000, 500_000],
  additionalInsured: true,
  waiver: false,
  autoWithoutNaic: true,
  description: "Electrical work at 12 Elm Street.",
};

describe("Contract Review", () => {
  it("lists every requirement of the contract with its section, then checks them against the policy", async () => {
    const contract = generateContract({ type: "subcontract", layout: "numbered", wording: 0, seed: 1 });
    const policy = await declarationsPdf([
      {
        title: "Commercial General Liability Declarations",
        rows: [
          ["Each Occurrence", "$1,000,000"],
          ["General Aggregate", "$4,000,000"],
        ],
      },
    ]);
    const account = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: "Ridgeway Electric Inc",
        email: "office@ridgeway.test",
        phone: "(207) 555-0150",
        mailingAddress: { line1: "9 Wharf Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const workspace = await createWorkspace(ctx, { message: "", accountId: account.id, preset: "ContractReview" }, [
      fileOf(await contract.pdf(), `[Contract] ${contract.fileName}`),
      fileOf(policy, "[Quote or Policy] gl-policy.pdf"),
    ]);
    const detail = await settledRun(ctx, workspace.id);
    expect(toolCalls(detail)).toEqual([
      ["CHECK_CONTRACT", "SUCCESS"],
      ["DRAFT_DOCUMENT", "SUCCESS"],
    ]);
    const answer = lastAnswer(detail);
    expect(answer).toContain("| Requirement | Contract requires | Section | Policy shows | Verdict |");
    // the contract asks $2,000,000 each occurrence; the policy shows $1,000,000
    expect(answer).toMatch(
      /\| General liability each occurrence \| \$2,000,000 \[\d+\] \| Section 5\.1.*\| Not met \|/,
    );
    expect(answer).toMatch(/\| General liability general aggregate \| \$4,000,000 \[\d+\] .*\| Met \|/);
    expect(answer).toMatch(/\| Waiver of subrogation \| Required \[\d+\] .*\| Not found \|/);
    const document = detail.artifactVersions.find((row) => row.type === "HTML_DOCUMENT")!;
    expect(document.title).toBe("Contract review — Ridgeway Electric Inc");
  }, 150_000);

  it("says a contract with no insurance clause has no requirements, without drafting anything", async () => {
    const contract = generateContract({ type: "vendor", layout: "numbered", wording: 0, seed: 9, noInsurance: true });
    const workspace = await createWorkspace(ctx, { message: "", preset: "ContractReview" }, [
      fileOf(await contract.pdf(), `[Contract] ${contract.fileName}`),
    ]);
    const detail = await settledRun(ctx, workspace.id);
    expect(toolCalls(detail)).toEqual([["CHECK_CONTRACT", "SUCCESS"]]);
    expect(lastAnswer(detail)).toContain("I found no insurance requirements");
  }, 120_000);

  it("gives a configured model (OpenAI, scripted against a local server) CHECK_CONTRACT: the verdicts reach it cited, and its answer cites the tool's passages", async () => {
    const contract = generateContract({ type: "subcontract", layout: "numbered", wording: 0, seed: 1 });
    const policy = await declarationsPdf([
      {
        title: "Commercial General Liability Declarations",
        rows: [
          ["Each Occurrence", "$1,000,000"],
          ["General Aggregate", "$4,000,000"],
        ],
      },
    ]);
    const contractName = `[Contract] ${contract.fileName}`;
    const openai = await startFakeOpenAIServer();
    try {
      openai.script(
        {
          kind: "tool-call",
          name: "CHECK_CONTRACT",
          args: { contractFileName: contractName, policyFileName: "[Quote or Policy] gl-policy.pdf" },
        },
        { kind: "text", text: "The contract's first requirement [1] and the policy [2] are in the table." },
      );
      const config = loadConfig({
        CARA_MODEL: "openai:gpt-4.1",
        OPENAI_API_KEY: FAKE_OPENAI_KEY,
        OPENAI_BASE_URL: `${openai.url}/v1`,
      });
      runtime.assistant = createAssistantRunner({ model: createLanguageModel(config) });
      const workspace = await createWorkspace(ctx, { message: "", preset: "ContractReview" }, [
        fileOf(await contract.pdf(), contractName),
        fileOf(policy, "[Quote or Policy] gl-policy.pdf"),
      ]);
      const detail = await settledRun(ctx, workspace.id);
      expect(toolCalls(detail)).toEqual([["CHECK_CONTRACT", "SUCCESS"]]);
      const [first, second] = openai.requests;
      const tool = first!.body.tools.find((t: { name: string }) => t.name === "CHECK_CONTRACT");
      expect(Object.keys(tool.parameters.properties).sort()).toEqual(["contractFileName", "policyFileName"]);
      expect(JSON.stringify(first!.body.input)).toContain("Call CHECK_CONTRACT with contractFileName");
      const output = second!.body.input.find((item: { type: string }) => item.type === "function_call_output");
      const checked = unquoteMaterial(output.output) as CheckContractOutput;
      // the verdict the offline review tables, handed to the model with the policy's passage
      const occurrence = checked.requirements.find((r) => r.label === "General liability each occurrence")!;
      expect(occurrence).toMatchObject({ value: "$2,000,000", verdict: { status: "Not met" } });
      expect(occurrence.citation).toMatchObject({ fileName: contractName, ref: expect.any(Number) });
      expect(occurrence.verdict!.citation).toMatchObject({ fileName: "[Quote or Policy] gl-policy.pdf" });
      expect(occurrence.verdict!.citation!.quote).toContain("1,000,000");
      const given = (ref: number) => {
        const found = JSON.stringify(checked).match(new RegExp(`\\{[^{}]*"ref":${ref}[^{}]*\\}`))![0];
        const { fileId, fileName, page, quote } = JSON.parse(found) as Record<string, unknown>;
        return { fileId, fileName, page, quote };
      };
      const answer = detail.messages.findLast((m) => m.role === "AGENT")!;
      expect(answer.content).toBe("The contract's first requirement [1] and the policy [2] are in the table.");
      expect(answer.citations).toEqual([given(1), given(2)]);
    } finally {
      runtime.assistant = createAssistantRunner();
      await openai.close();
    }
  }, 150_000);
});

describe("Certificate Review", () => {
  it("checks a filled certificate against a contract and typed requirements, and drafts the vendor's email", async () => {
    const contract = generateContract({ type: "subcontract", layout: "exhibit", wording: 0, seed: 3 });
    const workspace = await createWorkspace(
      ctx,
      {
        message: "",
        preset: "CertificateReview",
        presetOptions: { requirements: "Additional insured on CG 20 10" },
      },
      [
        fileOf(await certificatePdf(certificate, "form fields"), "[Certificate] ridgeway-coi.pdf"),
        fileOf(await contract.pdf(), `[Contract] ${contract.fileName}`),
      ],
    );
    const detail = await settledRun(ctx, workspace.id, 120_000);
    expect(toolCalls(detail)).toEqual([
      ["CHECK_CERTIFICATE", "SUCCESS"],
      ["DRAFT_DOCUMENT", "SUCCESS"],
      ["DRAFT_EMAIL", "SUCCESS"],
    ]);
    const answer = lastAnswer(detail);
    expect(answer).toMatch(
      /\| General liability each occurrence \| \$1,000,000 \[\d+\] \| Each occurrence \$1,000,000 \[\d+\] \| Met \|/,
    );
    expect(answer).toMatch(
      /\| Employer's liability each accident \| \$1,000,000 \[\d+\] \| \*\*E\.L\. each accident \$500,000, below \$1,000,000\*\* \[\d+\] \| Not met \|/,
    );
    expect(answer).toMatch(
      /\| Additional insured \| Required; forms CG 20 10 \(Typed requirements\) \| .*CG 20 10 not named on the certificate.*\| Partly met \|/,
    );
    expect(answer).toMatch(
      /\| Certificate holder \| \*\*Northline Construction Co is not Granite Peak Builders LLC\*\*/,
    );
    expect(answer).toMatch(
      /Insurer B NAIC number \| \*\*Kennebec Auto Insurance Co has no NAIC number\*\* \[\d+\] \| Amber/,
    );
    expect(answer).toContain("nothing was sent");
    const email = detail.artifactVersions.find((row) => row.type === "EMAIL")!;
    expect(email.emailBody).toContain("Employer's liability each accident: $1,000,000 required");
  }, 150_000);

  it("gives a configured model (OpenAI, scripted against a local server) CHECK_CERTIFICATE: the verdicts and checks reach it cited, and its answer cites the tool's passages", async () => {
    const contract = generateContract({ type: "subcontract", layout: "exhibit", wording: 0, seed: 3 });
    const contractName = `[Contract] ${contract.fileName}`;
    const openai = await startFakeOpenAIServer();
    try {
      openai.script(
        {
          kind: "tool-call",
          name: "CHECK_CERTIFICATE",
          args: {
            certificateFileName: "[Certificate] ridgeway-coi.pdf",
            contractFileName: contractName,
            requirements: "Additional insured on CG 20 10",
          },
        },
        { kind: "text", text: "Two findings to correct: [1] and [2]." },
      );
      const config = loadConfig({
        CARA_MODEL: "openai:gpt-4.1",
        OPENAI_API_KEY: FAKE_OPENAI_KEY,
        OPENAI_BASE_URL: `${openai.url}/v1`,
      });
      runtime.assistant = createAssistantRunner({ model: createLanguageModel(config) });
      const workspace = await createWorkspace(ctx, { message: "", preset: "CertificateReview" }, [
        fileOf(await certificatePdf(certificate, "form fields"), "[Certificate] ridgeway-coi.pdf"),
        fileOf(await contract.pdf(), contractName),
      ]);
      const detail = await settledRun(ctx, workspace.id, 120_000);
      expect(toolCalls(detail)).toEqual([["CHECK_CERTIFICATE", "SUCCESS"]]);
      const [first, second] = openai.requests;
      const tool = first!.body.tools.find((t: { name: string }) => t.name === "CHECK_CERTIFICATE");
      expect(Object.keys(tool.parameters.properties).sort()).toEqual([
        "certificateFileName",
        "contractFileName",
        "holder",
        "requirements",
      ]);
      expect(JSON.stringify(first!.body.input)).toContain("Call CHECK_CERTIFICATE with certificateFileName");
      const output = second!.body.input.find((item: { type: string }) => item.type === "function_call_output");
      const checked = unquoteMaterial(output.output) as CheckCertificateOutput;
      const el = checked.requirements.find((r) => r.label === "Employer's liability each accident")!;
      expect(el.verdict).toMatchObject({ status: "Not met", citation: { fileName: "[Certificate] ridgeway-coi.pdf" } });
      expect(el.citation).toMatchObject({ fileName: contractName, ref: expect.any(Number) });
      // a typed requirement's source is the user's text: not a numbered passage
      const typed = checked.requirements.find((r) => r.citation.fileId === "typed")!;
      expect(typed).toMatchObject({ label: "Additional insured", verdict: { status: "Partly met" } });
      expect(typed.citation).not.toHaveProperty("ref");
      expect(checked.checks.find((c) => c.check === "Certificate holder")).toMatchObject({
        status: expect.any(String),
      });
      const given = (ref: number) => {
        const found = JSON.stringify(checked).match(new RegExp(`\\{[^{}]*"ref":${ref}[^{}]*\\}`))![0];
        const { fileId, fileName, page, quote } = JSON.parse(found) as Record<string, unknown>;
        return { fileId, fileName, page, quote };
      };
      const answer = detail.messages.findLast((m) => m.role === "AGENT")!;
      expect(answer.content).toBe("Two findings to correct: [1] and [2].");
      expect(answer.citations).toEqual([given(1), given(2)]);
    } finally {
      runtime.assistant = createAssistantRunner();
      await openai.close();
    }
  }, 150_000);

  it("reads the certificate without requirements, reports the checks and asks for the requirements", async () => {
    const workspace = await createWorkspace(ctx, { message: "Check this certificate", preset: "CertificateReview" }, [
      fileOf(
        await certificatePdf({ ...certificate, expiration: "2026-01-31" }, "flattened"),
        "[Certificate] expired.pdf",
      ),
    ]);
    const detail = await settledRun(ctx, workspace.id);
    expect(toolCalls(detail)).toEqual([
      ["CHECK_CERTIFICATE", "SUCCESS"],
      ["DRAFT_DOCUMENT", "SUCCESS"],
    ]);
    const answer = lastAnswer(detail);
    expect(answer).toContain("To check it against requirements, attach the contract");
    expect(answer).toMatch(
      /Commercial General Liability CGL-5521-27 dates \| \*\*Expired 01\/31\/2026\*\* \[\d+\] \| Red/,
    );
  });

  it("reads the wording a certificate continues on its ACORD 101 schedule, citing that page", async () => {
    const description =
      "Job: Northline Construction Co, Riverside Medical Office Building, 400 Commercial Street, Portland, ME. " +
      "Northline Construction Co and the building's owner are included as additional insureds for ongoing and " +
      "completed operations per endorsements CG 20 10 04 13 and CG 20 37 04 13, on a primary and non-contributory " +
      "basis, where required by written contract. Waiver of subrogation applies in favor of the additional insureds. " +
      "30 days' notice of cancellation will be given to the certificate holder, 10 days for non-payment of premium.";
    const workspace = await createWorkspace(
      ctx,
      {
        message: "",
        preset: "CertificateReview",
        presetOptions: {
          requirements:
            "Additional insured on CG 20 10 and CG 20 37\nPrimary and non-contributory\n30 days notice of cancellation",
        },
      },
      [fileOf(await certificatePdf({ ...certificate, description }, "form fields"), "[Certificate] riverside.pdf")],
    );
    const detail = await settledRun(ctx, workspace.id, 120_000);
    const answer = lastAnswer(detail);
    // the description box says "See attached ACORD 101"; the wording is on page 2
    expect(answer).toMatch(/\| Additional insured \| [^|]*CG 20 10[^|]* \| ADDL INSD Y on [^|]* \| Met \|/);
    expect(answer).toMatch(
      /\| Primary and non-contributory \| [^|]* \| Stated in the ACORD 101 remarks \[(\d+)\] \| Met \|/,
    );
    expect(answer).toMatch(/\| Notice of cancellation \| [^|]* \| Stated in the ACORD 101 remarks \[\d+\] \| Met \|/);
    const cited = detail.messages.findLast((m) => m.role === "AGENT")!.citations;
    // the schedule follows the certificate's own pages; the passage is the sentence that says it
    expect(cited.filter((c) => c.page > 1).map((c) => c.quote.replace(/\s+/g, " "))).toContainEqual(
      expect.stringMatching(
        /^Northline Construction Co and the building's owner .* non-contributory basis, where required by written contract\.$/,
      ),
    );
  }, 150_000);

  it("says a PDF that is not an ACORD certificate is not one", async () => {
    const workspace = await createWorkspace(ctx, { message: "", preset: "CertificateReview" }, [
      fileOf(await notACertificatePdf(), "[Certificate] letter.pdf"),
    ]);
    const detail = await settledRun(ctx, workspace.id);
    expect(toolCalls(detail)).toEqual([["CHECK_CERTIFICATE", "SUCCESS"]]);
    expect(lastAnswer(detail)).toContain("is not an ACORD 25 certificate of liability insurance");
  });

  it("asks for the certificate when none is attached", async () => {
    const workspace = await createWorkspace(ctx, { message: "Review the COI", preset: "CertificateReview" }, []);
    const detail = await settledRun(ctx, workspace.id);
    expect(toolCalls(detail)).toEqual([]);
    expect(lastAnswer(detail)).toContain("Attach the certificate of insurance (ACORD 25)");
  });
});
