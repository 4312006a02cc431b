import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uwCase } from "../../../scripts/analysis-docs/underwriting/cases.ts";
import { renderUwDoc } from "../../../scripts/analysis-docs/underwriting/render.ts";
import type { UwDoc } from "../../../scripts/analysis-docs/underwriting/layouts.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { runOperation } from "../../lib/operation.ts";
import { indexFile, readPages } from "../../modules/documents/documents.service.ts";
import { uploadPolicyFile } from "../../modules/files/files-upload.service.ts";
import { peekFileOperation } from "../tools/peek-file.operation.ts";

/** PEEK_FILE's APPLICATION view on generated applications and a loss run, read end to end. */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let policyId: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  policyId = (await insertTestPolicy(runtime.system, agency.id, (await buildAccount(ctx)).id)).id;
});
afterAll(() => runtime.close());

async function upload(doc: UwDoc) {
  const file = fileOf(await renderUwDoc(doc), doc.fileName);
  const id = (await uploadPolicyFile(ctx, { policyId, type: "POLICY_DOCUMENT", file })).id;
  await indexFile(ctx, id);
  return id;
}

async function peek(fileId: string) {
  const result = await runOperation(ctx, peekFileOperation, { fileIds: [fileId], view: "APPLICATION" });
  if (!result.ok) throw result.error;
  return (result.value.files as any[])[0].application;
}

describe("PEEK_FILE view APPLICATION", () => {
  it("reads a two-column application's facts, each with its page and an exact quote, and lists what it does not state", async () => {
    const c = uwCase(101, "dev", "table");
    const doc = c.docs[0]!;
    const fileId = await upload(doc);
    const app = await peek(fileId);
    expect(app.kind).toBe("application");
    const pages = await readPages(ctx, { fileId, fromPage: 1, toPage: 5 });
    for (const [id, truth] of Object.entries(doc.truth)) {
      const fact = app.facts.find((f: any) => f.id === id);
      expect(fact?.value, id).toBe(truth.value);
      expect(fact.citation.page, id).toBe(truth.page);
      expect(pages[truth.page - 1]!.text).toContain(fact.citation.quote);
    }
    for (const id of c.risk.absent)
      expect(
        app.facts.some((f: any) => f.id === id),
        id,
      ).toBe(false);
    expect(app.classCodes.map((r: any) => r.code)).toEqual(c.risk.classCodes.map((r) => r.code));
    expect(app.vehicles.map((v: any) => v.vin)).toEqual(c.risk.vehicles.map((v) => v.vin));
  }, 60_000);

  it("reads a filled fillable application from its form fields", async () => {
    const c = uwCase(102, "dev", "fillable");
    const doc = c.docs[0]!;
    const app = await peek(await upload(doc));
    expect(app.kind).toBe("application");
    const applicant = app.facts.find((f: any) => f.id === "applicantName");
    expect(applicant).toMatchObject({
      value: c.risk.facts.applicantName,
      citation: { page: 1, quote: c.risk.facts.applicantName },
    });
    const revenue = app.facts.find((f: any) => f.id === "annualRevenue");
    expect(revenue.value).toBe(c.risk.facts.annualRevenue);
  }, 60_000);

  it("reads a loss run's claims with their amounts and status, and a 'no losses' letter", async () => {
    const c = uwCase(102, "dev", "table");
    const run = await peek(await upload(c.docs[2]!));
    expect(run.kind).toBe("loss run");
    expect(run.losses.map((l: any) => [l.date, l.status])).toEqual(c.risk.losses.map((l) => [l.date, l.status]));
    const quiet = uwCase(104, "dev", "table");
    expect(quiet.risk.losses).toEqual([]);
    const letter = await peek(await upload(quiet.docs[2]!));
    expect(letter.kind).toBe("loss run");
    expect(letter.statements.map((s: any) => s.kind)).toContain("no losses");
  }, 60_000);

  it("refuses another agency's file", async () => {
    const fileId = await upload(uwCase(103, "dev", "prose").docs[1]!);
    const stranger = agencyCtxFor(
      runtime,
      await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id),
    );
    const refused = await runOperation(stranger, peekFileOperation, { fileIds: [fileId], view: "APPLICATION" });
    expect(!refused.ok && refused.error).toBeInstanceOf(DomainError);
  }, 60_000);
});
