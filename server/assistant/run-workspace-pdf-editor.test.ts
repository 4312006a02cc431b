import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistantRunner } from "#server/assistant/index.ts";
import { buildCarrierSupplementalPdf } from "#server/modules/forms/pdf-form-fixture.ts";
import { readStoredFile } from "#server/modules/forms/pdf-form-sources.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { settledRun } from "#tests/setup/settled-run.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../lib/context.ts";

/** The PDF editor end to end with the offline engine: the run, the real tools, the recorder. */
let runtime: TestRuntime;
let pro: AgencyUserCtx;
let basic: AgencyUserCtx;
let supplemental: Uint8Array;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  runtime.assistant = createAssistantRunner();
  pro = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  const basicAgency = await buildAgency(runtime.system, { subscription: { plan: "BASIC" } });
  basic = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, basicAgency.id));
  supplemental = await buildCarrierSupplementalPdf();
});
afterAll(() => runtime.close());

describe("the PDF editor with the offline engine", () => {
  it("fills the supplemental from the linked account and the user's lines, each value with its source", async () => {
    const account = await buildAccount(pro, "BUSINESS", {
      account: {
        name: "Łódź Café Roofing LLC",
        email: "office@lodzroofing.test",
        phone: "(207) 555-0142",
        mailingAddress: { line1: "14 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const workspace = await createWorkspace(
      pro,
      { message: "Fill this supplemental from the account.\nFEIN: 01-2345678", accountId: account.id },
      [fileOf(supplemental, "Acadia supplemental.pdf")],
    );
    const detail = await settledRun(pro, workspace.id);
    const task = detail.stages.find((stage) => stage.type === "TASK")!;
    expect(task.events.filter((e) => e.toolType === "PDF_EDITOR").map((e) => (e.toolInput as any).operation)).toEqual([
      "INSPECT_FORM_FIELDS",
      "FILL_FORM_FIELDS",
    ]);
    const artifact = detail.artifactVersions.find((row) => row.type === "PDF_FILE")!;
    const filled = Object.fromEntries(artifact.formFields!.filled.map((f) => [f.key, f]));
    expect(filled.ApplicantName).toMatchObject({
      value: "Łódź Café Roofing LLC",
      source: { kind: "record", record: "account", id: account.id, field: "name" },
    });
    expect(filled.Zip).toMatchObject({ value: "04101", source: { field: "mailingAddress.postalCode" } });
    expect(filled.FEIN).toMatchObject({ value: "01-2345678", source: { kind: "user" } });
    const missing = artifact.formFields!.missing.map((m) => m.label);
    expect(missing).toEqual(expect.arrayContaining(["Proposed effective date", "Describe the applicant's operations"]));
    const form = (await PDFDocument.load(await readStoredFile(pro, artifact.pdfFileId!))).getForm();
    expect(form.getTextField("MailingAddress").getText()).toBe("14 Fore Street");
    expect(form.getTextField("Email").getText()).toBe("office@lodzroofing.test");
    expect(form.getTextField("EffectiveDate").getText()).toBeUndefined();
    const answer = detail.messages.findLast((m) => m.role === "AGENT")!.content;
    expect(answer).toContain('I filled 8 fields of "Acadia supplemental.pdf" (version 1)');
    expect(answer).toContain("- **City**: Portland (account record — Łódź Café Roofing LLC: mailing address, city)");
    expect(answer).toContain("- **Proposed effective date**: No value for it in the instructions or the records");
  }, 90_000);

  it("tells a Basic agency the PDF editor is part of the Pro plan, and fills nothing", async () => {
    const workspace = await createWorkspace(
      basic,
      { message: "Fill this supplemental: Applicant name: Harbor Roofing" },
      [fileOf(supplemental, "Acadia supplemental.pdf")],
    );
    const detail = await settledRun(basic, workspace.id);
    expect(detail.artifactVersions).toEqual([]);
    const event = detail.stages.flatMap((stage) => stage.events).find((e) => e.toolType === "PDF_EDITOR")!;
    expect(event).toMatchObject({
      state: "FAILED",
      error: "Your plan does not include the PDF editor. Upgrade to Pro to use it.",
    });
    expect(detail.messages.findLast((m) => m.role === "AGENT")!.content).toBe(
      'The PDF editor is part of the Pro plan, and this agency\'s plan does not include it, so I did not open "Acadia supplemental.pdf". Your plan does not include the PDF editor. Upgrade to Pro to use it.',
    );
  }, 90_000);
});
