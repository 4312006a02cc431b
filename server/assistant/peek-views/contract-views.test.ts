import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  certificatePdf,
  notACertificatePdf,
  type CertificateSpec,
} from "../../../scripts/contract-docs/certificates.ts";
import { generateContract } from "../../../scripts/contract-docs/contracts.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { runOperation } from "../../lib/operation.ts";
import { indexFile } from "../../modules/documents/documents.service.ts";
import { uploadPolicyFile } from "../../modules/files/files-upload.service.ts";
import { peekFileOperation } from "../tools/peek-file.operation.ts";

/** PEEK_FILE's REQUIREMENTS and CERTIFICATE views on uploaded, indexed PDFs (docs/product/contract-and-certificate-review.md). */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let policyId: string;

const spec: CertificateSpec = {
  insured: "Ridgeway Electric Inc",
  holder: "Northline Construction Co",
  effective: "2026-03-01",
  expiration: "2027-03-01",
  gl: { occ: 1_000_000, agg: 2_000_000 },
  umbrella: 5_000_000,
  el: [1_000_000, 1_000_000, 1_000_000],
  additionalInsured: true,
  waiver: true,
};

async function upload(bytes: Uint8Array, name: string) {
  const file = await uploadPolicyFile(ctx, { policyId, type: "POLICY_DOCUMENT", file: fileOf(bytes, name) });
  await indexFile(ctx, file.id);
  return file.id;
}

async function peek(fileId: string, view: "REQUIREMENTS" | "CERTIFICATE") {
  const result = await runOperation(ctx, peekFileOperation, { fileIds: [fileId], view });
  if (!result.ok) throw result.error;
  return (result.value.files as any[])[0];
}

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  policyId = (await insertTestPolicy(runtime.system, agency.id, (await buildAccount(ctx)).id)).id;
});
afterAll(() => runtime.close());

describe("PEEK_FILE REQUIREMENTS", () => {
  it("lists a contract PDF's requirements with sections and quotes from its pages, and refuses another agency", async () => {
    const contract = generateContract({ type: "lease", layout: "numbered", wording: 1, seed: 2 });
    const fileId = await upload(await contract.pdf(), "lease.pdf");
    const file = await peek(fileId, "REQUIREMENTS");
    expect(file.requirements.map((r: { kind: string }) => r.kind)).toEqual(
      expect.arrayContaining(contract.expected.map((e) => e.kind)),
    );
    expect(file.requirements[0].section).toMatch(/^Section \d+\.1/);
    expect(file.parties.map((p: { role: string }) => p.role)).toEqual(["Landlord", "Tenant"]);
    const stranger = agencyCtxFor(
      runtime,
      await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id),
    );
    const refused = await runOperation(stranger, peekFileOperation, { fileIds: [fileId], view: "REQUIREMENTS" });
    expect(!refused.ok && refused.error).toBeInstanceOf(DomainError);
  });

  it("says a contract without an insurance clause has none", async () => {
    const contract = generateContract({ type: "msa", layout: "prose", wording: 0, seed: 4, noInsurance: true });
    const file = await peek(await upload(await contract.pdf(), "msa.pdf"), "REQUIREMENTS");
    expect(file.requirements).toEqual([]);
    expect(file.note).toBe("No insurance requirements found: this document has no insurance clause I can read.");
  });
});

describe("PEEK_FILE CERTIFICATE", () => {
  it("reads a filled ACORD 25 from its form fields, and a drawn one from its page", async () => {
    const fields = await peek(await upload(await certificatePdf(spec, "form fields"), "coi-fields.pdf"), "CERTIFICATE");
    expect(fields.certificate.readFrom).toBe("form fields");
    expect(fields.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const flat = await peek(await upload(await certificatePdf(spec, "flattened"), "coi-flat.pdf"), "CERTIFICATE");
    expect(flat.certificate.readFrom).toBe("page text");
    for (const reading of [fields.certificate, flat.certificate]) {
      expect(reading.insured.value).toBe("Ridgeway Electric Inc");
      expect(reading.holder.value).toMatch(/^Northline Construction Co/);
      expect(reading.insurers[0]).toMatchObject({ letter: "A", name: "Penobscot Casualty Company", naic: "24147" });
      const gl = reading.coverages.find((c: { line: string }) => c.line === "gl");
      expect(gl).toMatchObject({ policyNumber: "CGL-5521-27", expiration: "03/01/2027" });
      expect(gl.limits.find((l: { key: string }) => l.key === "occurrence").amount).toBe(1_000_000);
      expect(reading.coverages.find((c: { line: string }) => c.line === "wc").statutory).toBe(true);
    }
    expect(fields.certificate.coverages[0].additionalInsured).toBe(true);
  }, 120_000);

  it("says a PDF that is not an ACORD certificate is not one", async () => {
    const file = await peek(await upload(await notACertificatePdf(), "letter.pdf"), "CERTIFICATE");
    expect(file).toMatchObject({
      certificate: null,
      note: "This file is not an ACORD 25 certificate of liability insurance.",
    });
  });

  it("reads a scanned certificate through OCR", async () => {
    const file = await peek(await upload(await certificatePdf(spec, "scanned"), "coi-scan.pdf"), "CERTIFICATE");
    expect(file.certificate.insured.value).toBe("Ridgeway Electric Inc");
    const gl = file.certificate.coverages.find((c: { line: string }) => c.line === "gl");
    expect(gl.policyNumber).toBe("CGL-5521-27");
    expect(gl.limits.find((l: { key: string }) => l.key === "occurrence").amount).toBe(1_000_000);
  }, 240_000);
});
