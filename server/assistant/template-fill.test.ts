import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { buildFormScenario, type FormScenario } from "#server/seed/form.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { extractPdfText } from "#tests/support/pdf-text.ts";
import { eq } from "drizzle-orm";
import { agencyCtx, type AgencyCtx } from "../lib/context.ts";
import { runOperation } from "../lib/operation.ts";
import { readAll } from "../modules/files/file-store.ts";
import { openFile } from "../modules/files/files.service.ts";
import { FORM_DEFINITIONS } from "../modules/forms/acord/index.ts";
import { readAcroForm } from "../modules/forms/acroform.ts";
import { CHECKED } from "../modules/forms/form-definition.ts";
import { buildDocumentPdf, buildFillableForm } from "../modules/forms/form-fixtures.ts";
import { LAYOUT_NOTE } from "../modules/forms/form-layout.ts";
import { loadWorkspaceDetail } from "../modules/workspaces/workspaces.service.ts";
import { caraWorkspaces } from "../modules/workspaces/workspaces.table.ts";
import { setFormTemplateOperation, updateCaraWorkspaceFormFieldOperation } from "./form-fields.operations.ts";
import { fillTemplateOperation, requestTemplateToolsOperation } from "./tools/fill-template.operation.ts";

/** The Fill Template skill end to end on PGlite: real records, real documents read, real PDFs read back. */
let runtime: TestRuntime;
let user: AgencyCtx;
let cara: AgencyCtx;
let theirCara: AgencyCtx;
let scenario: FormScenario;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system, {
    name: "Harbor Insurance Agency",
    mailingAddress: {
      line1: "48 Commercial Street",
      line2: "Suite 300",
      city: "Portland",
      zone: "ME",
      postalCode: "04101",
    },
    configuration: {
      liabilityCOIConfiguration: {
        contactName: "Jordan Avery",
        contactEmail: "jordan@harbor.test",
        contactPhone: "(207) 555-0142",
      },
    },
  });
  const member = await buildAgencyUser(runtime.system, agency.id, { name: "Riley Chen" });
  user = agencyCtxFor(runtime, member);
  cara = agencyCtx(runtime, { type: "CARA", agencyId: agency.id, channel: "COPILOT", onBehalfOfUserId: member.id });
  const other = await buildAgency(runtime.system);
  theirCara = agencyCtx(runtime, { type: "CARA", agencyId: other.id, channel: "COPILOT", onBehalfOfUserId: null });
  scenario = await buildFormScenario(user, {
    seed: 7,
    generalLiability: 1,
    property: true,
    workersCompensation: true,
    umbrella: true,
  });
}, 120_000);
afterAll(() => runtime.close());

const fill = (ctx: AgencyCtx, template: string, workspaceId: string, values: unknown[] = []) =>
  runOperation(ctx, fillTemplateOperation, {
    template,
    workspaceId,
    stageId: crypto.randomUUID(),
    fileIds: [],
    values,
  });

async function pdfOf(ctx: AgencyCtx, fileId: string) {
  const { stream } = await openFile(ctx, fileId);
  return new Uint8Array(await readAll(stream));
}

async function artifactOf(ctx: AgencyCtx, workspaceId: string, artifactId: string) {
  const versions = (await loadWorkspaceDetail(ctx, workspaceId)).artifactVersions.filter(
    (a) => a.artifactId === artifactId,
  );
  return versions.at(-1)!;
}

describe("FILL_TEMPLATE", () => {
  it("fills ACORD 125 in Cara's layout: records and cited document values, the rest listed with reasons", async () => {
    const result = await fill(cara, "ACORD 125", scenario.workspaceId);
    if (!result.ok) throw result.error;
    const value = result.value as any;
    expect(value).toMatchObject({ success: true, version: 1, template: "ACORD 125" });
    const artifact = await artifactOf(user, scenario.workspaceId, value.artifactId);
    expect(artifact.type).toBe("PDF_FILE");
    const fields = artifact.formFields!;
    const byKey = new Map(fields.filled.map((f) => [f.key, f]));
    expect(byKey.get("NamedInsured_FullName_A")).toMatchObject({
      value: scenario.account.name,
      source: { kind: "record", record: "account" },
    });
    expect(byKey.get("Producer_FullName_A")?.value).toBe("Harbor Insurance Agency");
    expect(byKey.get("NamedInsured_TaxIdentifier_A")).toMatchObject({
      value: scenario.document.fein,
      source: { kind: "document", fileId: scenario.fileId, page: 1, quote: `FEIN: ${scenario.document.fein}` },
    });
    expect(byKey.get("NamedInsured_NAICSCode_A")?.value).toBe(scenario.document.naics);
    const gl = scenario.policies.find((p) => p.type === "GENERAL_LIABILITY")!;
    expect(byKey.get("Policy_LineOfBusiness_CommercialGeneralLiability_A")?.value).toBe(CHECKED);
    expect(byKey.get("GeneralLiabilityLineOfBusiness_TotalPremiumAmount_A")?.value).toBe(
      `$${Number(gl.premium).toLocaleString("en-US")}`,
    );
    expect(fields.missing.map((m) => m.key)).toContain("NamedInsured_SICCode_A");
    expect(fields.missing.find((m) => m.key === "NamedInsured_SICCode_A")?.reason).toMatch(/No SIC code/);
    // every filled value has a source, and is printed on the PDF
    const text = (await extractPdfText(await pdfOf(user, value.fileId))).join("\n");
    expect(text).toContain(LAYOUT_NOTE);
    for (const field of fields.filled.filter((f) => f.value !== CHECKED))
      expect(text).toContain(field.value.split("\n")[0]);
    expect(value.filled.length).toBe(fields.filled.length);
    expect(value.missing.length).toBe(fields.missing.length);
  });

  it("fills every form Cara knows, each value read back from the PDF", async () => {
    for (const template of Object.keys(FORM_DEFINITIONS)) {
      const result = await fill(cara, template, scenario.workspaceId);
      if (!result.ok) throw result.error;
      const value = result.value as any;
      const artifact = await artifactOf(user, scenario.workspaceId, value.artifactId);
      const text = (await extractPdfText(await pdfOf(user, value.fileId))).join("\n");
      expect(text, template).toContain(template);
      for (const field of artifact.formFields!.filled.filter((f) => f.value !== CHECKED))
        expect(text, `${template} ${field.key}`).toContain(field.value.split("\n")[0]);
      expect(artifact.formFields!.filled.length, template).toBeGreaterThan(3);
    }
  });

  it("fills the agency's uploaded licensed edition (ACORD's encrypted XFA form) by its field names", async () => {
    const edition = await buildFillableForm(FORM_DEFINITIONS["ACORD 126"]!, { edition: "acord" });
    const set = await runOperation(user, setFormTemplateOperation, {
      template: "ACORD 126",
      file: fileOf(edition, "acord126.pdf"),
    });
    if (!set.ok) throw set.error;
    const result = await fill(cara, "ACORD 126", scenario.workspaceId);
    if (!result.ok) throw result.error;
    const value = result.value as any;
    const fields = (await artifactOf(user, scenario.workspaceId, value.artifactId)).formFields!;
    const read = await readAcroForm(await pdfOf(user, value.fileId));
    const gl = scenario.policies.find((p) => p.type === "GENERAL_LIABILITY")!;
    expect(read.Policy_PolicyNumberIdentifier_A).toBe(gl.policyNumber);
    expect(read.GeneralLiability_OccurrenceIndicator_A).toBe(true);
    expect(read.GeneralLiability_ClaimsMadeIndicator_A).toBe(false);
    for (const field of fields.filled)
      expect(read[field.key], field.key).toBe(field.value === CHECKED ? true : field.value);
  });

  it("refuses an uploaded form that needs an open password or has no fields", async () => {
    const locked = await buildFillableForm(FORM_DEFINITIONS["ACORD 140"]!, { openPassword: "secret" });
    const refused = await runOperation(user, setFormTemplateOperation, {
      template: "ACORD 140",
      file: fileOf(locked, "140.pdf"),
    });
    expect(refused.ok).toBe(false);
    expect(String(!refused.ok && refused.error.message)).toMatch(/needs a password to open/);
    const blank = await buildDocumentPdf("Letter", ["No fields here"]);
    const noFields = await runOperation(user, setFormTemplateOperation, {
      template: "ACORD 140",
      file: fileOf(blank, "140.pdf"),
    });
    expect(!noFields.ok && noFields.error.message).toMatch(/no fillable fields/);
    const text = new TextEncoder().encode("Name,FEIN\nHarbor,12-3456789\n");
    const notPdf = await runOperation(user, setFormTemplateOperation, {
      template: "ACORD 140",
      file: fileOf(text, "140.csv"),
    });
    expect(!notPdf.ok && notPdf.error.message).toMatch(/as a fillable PDF/);
  });

  it("writes a model's value only with a page whose text holds the quote", async () => {
    const result = await fill(cara, "ACORD 125", scenario.workspaceId, [
      {
        key: "BusinessInformation_FullTimeEmployeeCount_A",
        value: "999",
        source: { fileName: scenario.fileName, page: 1, quote: "Full-time employees: 999" },
      },
      {
        key: "NamedInsured_SICCode_A",
        value: "5461",
        source: { fileName: "elsewhere.pdf", page: 1, quote: "SIC 5461" },
      },
      {
        key: "CommercialStructure_AnnualRevenueAmount_A",
        value: "$1,200,000",
        source: { fileName: scenario.fileName, page: 1, quote: `Applicant: ${scenario.account.name}` },
      },
    ]);
    if (!result.ok) throw result.error;
    const value = result.value as any;
    const fields = (await artifactOf(user, scenario.workspaceId, value.artifactId)).formFields!;
    const byKey = new Map(fields.filled.map((f) => [f.key, f]));
    // the quote is not on the page: refused; the document's own value stays
    expect(byKey.get("BusinessInformation_FullTimeEmployeeCount_A")?.value).toBe(scenario.document.employees);
    expect(fields.missing.find((m) => m.reason.includes("not a file of this workspace"))).toBeTruthy();
    expect(fields.missing.find((m) => m.reason.includes("The quote is not on"))).toBeTruthy();
    expect(byKey.get("CommercialStructure_AnnualRevenueAmount_A")).toMatchObject({
      value: "$1,200,000",
      source: { kind: "document", page: 1 },
    });
  });

  it("fills what it can for an account without policies and lists the policy fields (never fails)", async () => {
    const bare = await buildFormScenario(user, { seed: 11, generalLiability: 0, fein: false });
    const result = await fill(cara, "ACORD 125", bare.workspaceId);
    if (!result.ok) throw result.error;
    const fields = (await artifactOf(user, bare.workspaceId, (result.value as any).artifactId)).formFields!;
    expect(fields.filled.find((f) => f.key === "NamedInsured_FullName_A")?.value).toBe(bare.account.name);
    const reasons = new Map(fields.missing.map((m) => [m.key, m.reason]));
    expect(reasons.get("Policy_PolicyNumberIdentifier_A")).toMatch(/No business policy in force or bound/);
    expect(reasons.get("NamedInsured_TaxIdentifier_A")).toMatch(/No FEIN/);
  });

  it("answers REQUEST_TEMPLATE_TOOLS with the form's fields, and a clear message for a form it cannot fill", async () => {
    const tools = await runOperation(cara, requestTemplateToolsOperation, { template: "ACORD 125" });
    expect(
      tools.ok && (tools.value as any).fields.find((f: any) => f.key === "NamedInsured_TaxIdentifier_A"),
    ).toMatchObject({ label: "FEIN or SOC SEC #", section: "Applicant information" });
    const evidence = await runOperation(cara, requestTemplateToolsOperation, { template: "acord 27" });
    expect(evidence.ok && (evidence.value as any).success).toBe(true);
    const unknown = await runOperation(cara, requestTemplateToolsOperation, { template: "ACORD 90" });
    expect(unknown.ok && (unknown.value as any).success).toBe(false);
    expect(unknown.ok && (unknown.value as any).message).toMatch(/Cara cannot fill ACORD 90 yet/);
  });

  it("refuses another agency's workspace", async () => {
    const result = await fill(theirCara, "ACORD 125", scenario.workspaceId);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toMatch(/not found/i);
  });
});

describe("correcting a filled form field by field", () => {
  it("writes version 2 with the user's value, sourced to them, on a re-filled PDF; refused while Cara works", async () => {
    const result = await fill(cara, "ACORD 125", scenario.workspaceId);
    if (!result.ok) throw result.error;
    const { artifactId } = result.value as any;
    const corrected = await runOperation(user, updateCaraWorkspaceFormFieldOperation, {
      workspaceId: scenario.workspaceId,
      artifactId,
      key: "NamedInsured_SICCode_A",
      value: "5461",
    });
    if (!corrected.ok) throw corrected.error;
    expect(corrected.value.row.version).toBe(2);
    expect(corrected.value.versions).toEqual([1, 2]);
    const fields = corrected.value.row.formFields!;
    expect(fields.filled.find((f) => f.key === "NamedInsured_SICCode_A")).toMatchObject({
      value: "5461",
      source: { kind: "user", label: "Corrected by Riley Chen" },
    });
    expect(fields.missing.some((m) => m.key === "NamedInsured_SICCode_A")).toBe(false);
    const text = (await extractPdfText(await pdfOf(user, corrected.value.row.pdfFileId!))).join("\n");
    expect(text).toContain("5461");

    await user.db.update(caraWorkspaces).set({ state: "WORKING" }).where(eq(caraWorkspaces.id, scenario.workspaceId));
    const refused = await runOperation(user, updateCaraWorkspaceFormFieldOperation, {
      workspaceId: scenario.workspaceId,
      artifactId,
      key: "NamedInsured_SICCode_A",
      value: "1234",
    });
    expect(refused.ok).toBe(false);
    await user.db.update(caraWorkspaces).set({ state: "IDLE" }).where(eq(caraWorkspaces.id, scenario.workspaceId));
  });
});
