import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOperation } from "#server/lib/operation.ts";
import { readStoredFile } from "#server/modules/forms/pdf-form-sources.ts";
import { buildCarrierSupplementalPdf, buildFlatPdf } from "#server/modules/forms/pdf-form-fixture.ts";
import { createWorkspace } from "#server/modules/workspaces/workspace-create.service.ts";
import { startStage } from "#server/modules/workspaces/workspace-run.service.ts";
import { loadWorkspaceDetail } from "#server/modules/workspaces/workspaces.service.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { agencyCtx, type AgencyCtx } from "../../lib/context.ts";
import { pdfEditorOperation } from "./pdf-editor.operation.ts";

/** PDF_EDITOR on the real database, as Cara of a Pro agency, a Basic agency and another agency. */
let runtime: TestRuntime;
let cara: AgencyCtx;
let basicCara: AgencyCtx;
let otherCara: AgencyCtx;
let workspaceId: string;
let stageId: string;
let accountId: string;

const caraOf = (agencyId: string, userId: string): AgencyCtx =>
  agencyCtx(runtime, { type: "CARA", agencyId, channel: "COPILOT", onBehalfOfUserId: userId });

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  const user = await buildAgencyUser(runtime.system, agency.id);
  cara = caraOf(agency.id, user.id);
  const basic = await buildAgency(runtime.system, { subscription: { plan: "BASIC" } });
  basicCara = caraOf(basic.id, (await buildAgencyUser(runtime.system, basic.id)).id);
  const other = await buildAgency(runtime.system);
  otherCara = caraOf(other.id, (await buildAgencyUser(runtime.system, other.id)).id);
  const userCtx = agencyCtxFor(runtime, user);
  accountId = (
    await buildAccount(userCtx, "BUSINESS", {
      account: {
        name: "Łódź Café Roofing LLC",
        email: "office@lodzroofing.test",
        phone: "(207) 555-0142",
        mailingAddress: { line1: "14 Fore Street", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
      },
    })
  ).id;
  const workspace = await createWorkspace(userCtx, { message: "Fill the supplemental" }, [
    fileOf(await buildCarrierSupplementalPdf(), "[Input Document] Acadia supplemental.pdf"),
    fileOf(await buildCarrierSupplementalPdf({ edition: "distributed" }), "Acadia CS-104 distributed.pdf"),
    fileOf(await buildFlatPdf(), "Scanned application.pdf"),
    fileOf(await buildCarrierSupplementalPdf({ openPassword: "open-sesame" }), "Locked supplemental.pdf"),
    fileOf(new TextEncoder().encode("Applicant name: Łódź Café Roofing LLC\n"), "notes.txt"),
  ]);
  workspaceId = workspace.id;
  stageId = await startStage(cara, workspaceId, "TASK");
});
afterAll(() => runtime.close());

const run = (ctx: AgencyCtx, input: Record<string, unknown>) =>
  runOperation(ctx, pdfEditorOperation, { workspaceId, stageId, fileIds: [], ...input });

async function ok(ctx: AgencyCtx, input: Record<string, unknown>) {
  const result = await run(ctx, input);
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return result.value as any;
}

async function refusal(ctx: AgencyCtx, input: Record<string, unknown>) {
  const result = await run(ctx, input);
  expect(result.ok).toBe(false);
  return result.ok ? "" : result.error.message;
}

async function readBack(fileId: string) {
  const doc = await PDFDocument.load(await readStoredFile(cara, fileId));
  const form = doc.getForm();
  return { doc, form, text: (name: string) => form.getTextField(name).getText() };
}

describe("INSPECT_FORM_FIELDS", () => {
  it("lists every field with the label printed beside it, its type, options and length", async () => {
    const out = await ok(cara, {
      operation: "INSPECT_FORM_FIELDS",
      inputFiles: [{ fileName: "Acadia supplemental.pdf" }], // the role tag is tolerated
    });
    const fields = out.forms[0].fields as Array<Record<string, unknown>>;
    const byName = Object.fromEntries(fields.map((field) => [field.name, field]));
    expect(out.forms[0].fileName).toBe("[Input Document] Acadia supplemental.pdf");
    expect(byName.ApplicantName).toMatchObject({ label: "Applicant name", type: "text", page: 1, value: null });
    expect(byName.State).toMatchObject({ label: "State", maxLength: 2 });
    expect(byName.Zip).toMatchObject({ label: "ZIP", maxLength: 10 });
    expect(byName.Email).toMatchObject({ label: "Email" });
    expect(byName.EffectiveDate).toMatchObject({ label: "Proposed effective date" });
    expect(byName.Operations).toMatchObject({ label: "Describe the applicant's operations" }); // above its box
    expect(byName.Roofing).toMatchObject({ label: "Roofing work", type: "checkbox", onValue: "Yes" }); // right of it
    expect(byName.HazMat).toMatchObject({ label: "Hazardous materials stored on premises", type: "checkbox" });
    expect(byName.Subcontractors).toMatchObject({
      label: "Do you use subcontractors?",
      type: "radio",
      options: ["Yes", "No"],
    });
    expect(byName.EntityType).toMatchObject({ label: "Entity type", type: "dropdown" });
    expect(byName.AgcyCd).toMatchObject({ label: "Agency code" }); // its tooltip
    expect(byName.Txt7).toMatchObject({ label: "Txt7" }); // only its name
    expect(out.result).toContain('"[Input Document] Acadia supplemental.pdf" has 16 fillable fields');
  });

  it("reads the form as carriers distribute it: encrypted, with XFA and fully-qualified names", async () => {
    const out = await ok(cara, {
      operation: "INSPECT_FORM_FIELDS",
      inputFiles: [{ fileName: "Acadia CS-104 distributed.pdf" }],
    });
    const applicant = out.forms[0].fields.find((field: any) => field.name === "F[0].P1[0].ApplicantName[0]");
    expect(applicant).toMatchObject({ label: "Applicant name", value: null });
  });

  it("refuses a flat PDF, an open password, a non-PDF and a file not in the workspace, each with its reason", async () => {
    expect(
      await refusal(cara, { operation: "INSPECT_FORM_FIELDS", inputFiles: [{ fileName: "Scanned application.pdf" }] }),
    ).toMatch(/^This PDF has no fillable fields: "Scanned application.pdf" is a flat document/);
    expect(
      await refusal(cara, { operation: "INSPECT_FORM_FIELDS", inputFiles: [{ fileName: "Locked supplemental.pdf" }] }),
    ).toBe(
      '"Locked supplemental.pdf" needs a password to open. Upload the form without an open password (a form that only restricts editing is fine).',
    );
    expect(await refusal(cara, { operation: "INSPECT_FORM_FIELDS", inputFiles: [{ fileName: "notes.txt" }] })).toBe(
      '"notes.txt" is not a PDF: upload the form as a PDF.',
    );
    expect(
      await refusal(cara, { operation: "INSPECT_FORM_FIELDS", inputFiles: [{ fileName: "ACORD 125.pdf" }] }),
    ).toMatch(/^There is no file named "ACORD 125.pdf" in this workspace\. Its files: /);
    expect(await refusal(cara, { operation: "INSPECT_FORM_FIELDS", inputFiles: [] })).toMatch(
      /^Name the form to use in inputFiles: this workspace has 4 PDFs/,
    );
  });
});

describe("FILL_FORM_FIELDS", () => {
  let artifactId: string;

  it("fills by label and by name, keeps the form fillable, reports what matched nothing and what was refused", async () => {
    const out = await ok(cara, {
      operation: "FILL_FORM_FIELDS",
      inputFiles: [{ fileName: "[Input Document] Acadia supplemental.pdf" }],
      formFillInstructions: [
        "Applicant name: Łódź Café Roofing LLC",
        "City: Portland",
        "State: Maine",
        "ZIP: 04101",
        "FEIN = 01-2345678",
        "Roofing work: yes",
        "HazMat: no",
        "Do you use subcontractors: Yes",
        "Entity type: llc",
        "Agency code: HB-7",
        "Fax: (207) 555-0100",
        "Years in business: 12",
      ].join("\n"),
    });
    expect(out.version).toBe(1);
    artifactId = out.artifactId;
    expect(out.unmatched).toEqual(["Fax", "Years in business"]);
    expect(out.refused).toEqual([
      { key: "State", value: "Maine", reason: "5 characters do not fit: the field takes 2" },
    ]);
    expect(out.result).toContain('Filled 9 fields of "[Input Document] Acadia supplemental.pdf"');
    expect(out.result).toContain('No field is named "Fax", "Years in business".');

    const { doc, form, text } = await readBack(out.fileId);
    expect(form.getFields().length).toBe(16); // not flattened
    expect(text("ApplicantName")).toBe("Łódź Café Roofing LLC");
    expect(text("City")).toBe("Portland");
    expect(text("State")).toBeUndefined();
    expect(text("Zip")).toBe("04101");
    expect(text("FEIN")).toBe("01-2345678");
    expect(text("AgcyCd")).toBe("HB-7");
    expect(form.getCheckBox("Roofing").isChecked()).toBe(true);
    expect(form.getCheckBox("HazMat").isChecked()).toBe(false);
    expect(form.getRadioGroup("Subcontractors").getSelected()).toBe("Y");
    expect(form.getDropdown("EntityType").getSelected()).toEqual(["LLC"]);
    expect(doc.getForm().hasXFA()).toBe(false);

    const detail = await loadWorkspaceDetail(cara, workspaceId);
    const artifact = detail.artifactVersions.find((row) => row.artifactId === artifactId)!;
    expect(artifact).toMatchObject({ type: "PDF_FILE", version: 1, pdfFileId: out.fileId, stageId });
    expect(artifact.title).toBe("[Input Document] Acadia supplemental (filled).pdf");
    expect(artifact.formFields!.template).toBeNull();
    expect(artifact.formFields!.filled).toContainEqual({
      key: "ApplicantName",
      label: "Applicant name",
      value: "Łódź Café Roofing LLC",
      source: { kind: "user", label: "Instructions in the conversation" },
    });
    expect(artifact.formFields!.missing).toContainEqual({
      key: "State",
      label: "State",
      reason: 'Refused "Maine": 5 characters do not fit: the field takes 2',
    });
    expect(artifact.formFields!.missing).toContainEqual({
      key: "Phone",
      label: "Phone",
      reason: "No value for it in the instructions or the records",
    });
  });

  it("makes a second fill of the same file the next version of the same artifact, with record sources checked", async () => {
    const out = await ok(cara, {
      operation: "FILL_FORM_FIELDS",
      inputFiles: [{ fileName: "Acadia supplemental.pdf" }],
      formFillInstructions: JSON.stringify({
        "Applicant name": {
          value: "Łódź Café Roofing LLC",
          source: { record: "account", id: accountId, field: "name" },
        },
        Phone: { value: "(207) 555-0142", source: { record: "account", id: accountId, field: "phone" } },
        City: { value: "Bangor", source: { record: "account", id: accountId, field: "mailingAddress.city" } },
        State: "ME",
      }),
    });
    expect(out).toMatchObject({ artifactId, version: 2 });
    expect(out.refused).toEqual([
      { key: "City", value: "Bangor", reason: 'the account\'s mailing address, city is "Portland", not "Bangor"' },
    ]);
    const { text } = await readBack(out.fileId);
    expect(text("Phone")).toBe("(207) 555-0142");
    expect(text("State")).toBe("ME");
    expect(text("City")).toBeUndefined();
    expect(out.filled).toContainEqual({
      field: "Phone",
      label: "Phone",
      value: "(207) 555-0142",
      source: {
        kind: "record",
        record: "account",
        id: accountId,
        field: "phone",
        label: "Łódź Café Roofing LLC: phone",
      },
    });
  });

  it("fills the distributed edition by its labels and saves it openable without a password, without XFA", async () => {
    const out = await ok(cara, {
      operation: "FILL_FORM_FIELDS",
      inputFiles: [{ fileName: "Acadia CS-104 distributed.pdf" }],
      formFillInstructions: "Applicant name: Łódź Café Roofing LLC\nF[0].P1[0].Zip[0]: 04101\nEntity type: Corporation",
    });
    expect(out.version).toBe(1);
    const doc = await PDFDocument.load(await readStoredFile(cara, out.fileId), { preserveXFA: true });
    expect(doc.isEncrypted).toBe(false);
    expect(doc.getForm().hasXFA()).toBe(false);
    expect(doc.getForm().getTextField("F[0].P1[0].ApplicantName[0]").getText()).toBe("Łódź Café Roofing LLC");
    expect(doc.getForm().getTextField("F[0].P1[0].Zip[0]").getText()).toBe("04101");
    expect(doc.getForm().getDropdown("F[0].P1[0].EntityType[0]").getSelected()).toEqual(["Corporation"]);
  });

  it("refuses an option the form does not offer and a value that is not yes or no, and saves nothing when nothing fits", async () => {
    const out = await ok(cara, {
      operation: "FILL_FORM_FIELDS",
      inputFiles: [{ fileName: "Acadia supplemental.pdf" }],
      formFillInstructions: "Entity type: Trust\nRoofing work: sometimes\nSubcontractors: Maybe",
    });
    expect(out).toMatchObject({ fileId: null, version: null, artifactId: null });
    expect(out.refused.map((r: any) => r.reason)).toEqual([
      '"Trust" is not one of its options: "Corporation", "LLC", "Partnership", "Individual"',
      'a checkbox takes yes or no, not "sometimes"',
      '"Maybe" is not one of its options: "Yes", "No"',
    ]);
    expect(out.result).toMatch(/^Nothing was filled in "\[Input Document\] Acadia supplemental.pdf"/);
  });
});

describe("who may use it", () => {
  it("is refused without COPILOT_PDF_EDITOR (a Basic agency), with the plan to upgrade to", async () => {
    expect(await refusal(basicCara, { operation: "INSPECT_FORM_FIELDS", inputFiles: [] })).toBe(
      "Your plan does not include the PDF editor. Upgrade to Pro to use it.",
    );
  });

  it("is refused on another agency's workspace", async () => {
    expect(
      await refusal(otherCara, {
        operation: "INSPECT_FORM_FIELDS",
        inputFiles: [{ fileName: "Acadia supplemental.pdf" }],
      }),
    ).toBe("Workspace not found");
  });
});
