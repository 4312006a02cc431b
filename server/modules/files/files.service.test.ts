import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POLICY_FILE_TYPES, isVisibleToClientByDefault } from "#domain/policy/vocabulary.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { setPolicyColumns } from "#server/seed/policy.factory.ts";
import { buildPolicyFile, fileOf, insertTestPolicy, samplePdf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { fileStoreOf, readAll } from "./file-store.ts";
import { uploadPolicyFile } from "./files-upload.service.ts";
import { deleteFile, getFile, listClientVisibleFiles, listPolicyFiles, openFile } from "./files.service.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;
let policyId: string;
let theirPolicyId: string;

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const fieldErrorsOf = async (promise: Promise<unknown>) => {
  const error = await errorOf(promise);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors;
};

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const account = await buildAccount(ctx);
  policyId = (await insertTestPolicy(runtime.system, agency.id, account.id)).id;
  const other = await buildAgency(runtime.system, { name: "Other Agency" });
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
  theirPolicyId = (await insertTestPolicy(runtime.system, other.id, (await buildAccount(theirs)).id)).id;
});
afterAll(() => runtime.close());

describe("uploadPolicyFile", () => {
  it("stores the bytes, the sniffed type and the notes, and audits the upload", async () => {
    const pdf = await samplePdf("Declarations");
    const file = await uploadPolicyFile(ctx, {
      policyId,
      type: "POLICY_DOCUMENT",
      notes: "  Signed copy from the carrier  ",
      file: fileOf(pdf, "decs.pdf"),
    });
    expect(file).toMatchObject({
      policyId,
      name: "decs.pdf",
      type: "POLICY_DOCUMENT",
      mimeType: "application/pdf",
      sizeBytes: pdf.byteLength,
      notes: "Signed copy from the carrier",
      agencyId: ctx.actor.agencyId,
      uploadedById: ctx.actor.agencyUserId,
    });
    const { stream } = await openFile(ctx, file.id);
    expect(Buffer.compare(await readAll(stream), Buffer.from(pdf))).toBe(0);
    const audit = await listAuditEntries(ctx);
    expect(audit.find((entry) => entry.recordId === file.id)).toMatchObject({ action: "policy_file.uploaded" });
  });

  it.each(POLICY_FILE_TYPES)("sets visible from the type when not given: %s", async (type) => {
    const file = await buildPolicyFile(ctx, policyId, { type });
    expect(file.visible).toBe(isVisibleToClientByDefault(type));
  });

  it("shows Binder, Endorsement, Lost Policy Release, Policy Document and Quote Document to the client by default", () => {
    expect(POLICY_FILE_TYPES.filter(isVisibleToClientByDefault).sort()).toEqual([
      "BINDER",
      "ENDORSEMENT",
      "LOST_POLICY_RELEASE",
      "POLICY_DOCUMENT",
      "QUOTE_DOCUMENT",
    ]);
  });

  it("keeps an explicit visible choice over the type's default", async () => {
    expect((await buildPolicyFile(ctx, policyId, { type: "BINDER", visible: false })).visible).toBe(false);
    expect((await buildPolicyFile(ctx, policyId, { type: "INVOICE", visible: true })).visible).toBe(true);
    const fromForm = await uploadPolicyFile(ctx, {
      policyId,
      type: "INVOICE",
      visible: "on",
      file: fileOf(await samplePdf("x"), "x.pdf"),
    });
    expect(fromForm.visible).toBe(true);
  });

  it("refuses a file over the size limit with its size and the limit", async () => {
    const huge = {
      name: "scan.pdf",
      size: runtime.config.maxUploadBytes + 1,
      arrayBuffer: () => Promise.reject(new Error("must not be read")),
    };
    expect(await fieldErrorsOf(uploadPolicyFile(ctx, { policyId, type: "OTHER", file: huge }))).toEqual([
      { path: "file", message: "This file is 25 MB; files can be up to 25 MB." },
    ]);
    const bigger = {
      name: "scan.pdf",
      size: 31_500_000,
      arrayBuffer: () => Promise.reject(new Error("must not be read")),
    };
    expect((await fieldErrorsOf(uploadPolicyFile(ctx, { policyId, type: "OTHER", file: bigger })))[0]!.message).toBe(
      "This file is 30 MB; files can be up to 25 MB.",
    );
  });

  it("accepts a file of exactly the limit", async () => {
    const bytes = new Uint8Array(runtime.config.maxUploadBytes).fill(0x41);
    const file = await uploadPolicyFile(ctx, { policyId, type: "OTHER", file: fileOf(bytes, "big.txt") });
    expect(file).toMatchObject({ sizeBytes: runtime.config.maxUploadBytes, mimeType: "text/plain; charset=utf-8" });
  });

  it("refuses by content: an executable named .pdf, an empty file, a zip", async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff, 0x00, 0x00]);
    const [wrong] = await fieldErrorsOf(
      uploadPolicyFile(ctx, { policyId, type: "BINDER", file: fileOf(exe, "binder.pdf") }),
    );
    expect(wrong).toEqual({
      path: "file",
      message: expect.stringMatching(/^Programs are not accepted\. Upload PDF, PNG, JPEG, .* or email \(EML\)\.$/),
    });
    expect(
      await fieldErrorsOf(
        uploadPolicyFile(ctx, { policyId, type: "BINDER", file: fileOf(new Uint8Array(0), "empty.pdf") }),
      ),
    ).toEqual([
      {
        path: "file",
        message:
          '"empty.pdf" is empty (0 bytes), so there is nothing to read. Check that it finished downloading or saving, then attach it again.',
      },
    ]);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, ...new TextEncoder().encode("photos/a.jpg")]);
    expect(
      (await fieldErrorsOf(uploadPolicyFile(ctx, { policyId, type: "OTHER", file: fileOf(zip, "a.zip") })))[0]!.message,
    ).toMatch(/ZIP archives are not accepted/);
  });

  it("asks for a file and a type, with messages under their fields", async () => {
    expect(await fieldErrorsOf(uploadPolicyFile(ctx, { policyId, type: "BINDER", file: null }))).toEqual([
      { path: "file", message: "Choose a file to upload" },
    ]);
    expect(
      await fieldErrorsOf(
        uploadPolicyFile(ctx, { policyId, type: "PHOTO", file: fileOf(await samplePdf("x"), "x.pdf") }),
      ),
    ).toEqual([{ path: "type", message: "Choose the document type" }]);
  });

  it("keeps a safe name: no folders or control characters", async () => {
    const file = await uploadPolicyFile(ctx, {
      policyId,
      type: "OTHER",
      file: fileOf(await samplePdf("x"), '..\\..\\C:\\evil\\Bad\u0007"name".pdf'),
    });
    expect(file.name).toBe("Badname.pdf");
  });

  it("refuses a file whose name says another kind than its content (text named .pdf)", async () => {
    const text = new TextEncoder().encode("Not really a PDF at all.\n");
    expect(
      await fieldErrorsOf(uploadPolicyFile(ctx, { policyId, type: "BINDER", file: fileOf(text, "binder.pdf") })),
    ).toEqual([
      {
        path: "file",
        message: "This file's name says PDF, but its content is TXT. Upload the real file, or rename it.",
      },
    ]);
  });

  it("stores a name whose extension is the detected kind's, without bidi controls", async () => {
    const pdf = await samplePdf("x");
    const bare = await uploadPolicyFile(ctx, { policyId, type: "OTHER", file: fileOf(pdf, "Declarations") });
    expect(bare.name).toBe("Declarations.pdf");
    const spoofed = await uploadPolicyFile(ctx, { policyId, type: "OTHER", file: fileOf(pdf, "invoice\u202Eexe.pdf") });
    expect(spoofed.name).toBe("invoiceexe.pdf");
    const odd = await uploadPolicyFile(ctx, { policyId, type: "OTHER", file: fileOf(pdf, "scan.bin") });
    expect(odd.name).toBe("scan.bin.pdf");
  });

  it("refuses another agency's policy, a deleted policy and a malformed id as not found", async () => {
    const pdf = fileOf(await samplePdf("x"), "x.pdf");
    for (const id of [theirPolicyId, "not-a-uuid"]) {
      const error = await errorOf(uploadPolicyFile(ctx, { policyId: id, type: "BINDER", file: pdf }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "NOT_FOUND", message: "Policy not found" });
    }
    const deleted = await insertTestPolicy(runtime.system, ctx.actor.agencyId, (await buildAccount(ctx)).id, {
      deletedAt: new Date(),
    });
    expect(await errorOf(uploadPolicyFile(ctx, { policyId: deleted.id, type: "BINDER", file: pdf }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("reading and deleting", () => {
  it("lists a policy's live documents newest first; another agency sees none of them", async () => {
    const account = await buildAccount(ctx);
    const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id);
    const first = await buildPolicyFile(ctx, policy.id, { name: "first.pdf" });
    const second = await buildPolicyFile(ctx, policy.id, { name: "second.pdf" });
    expect((await listPolicyFiles(ctx, policy.id)).map((f) => f.id)).toEqual([second.id, first.id]);
    expect(await listPolicyFiles(theirs, policy.id)).toEqual([]);
    expect(await errorOf(getFile(theirs, first.id))).toMatchObject({ code: "NOT_FOUND", message: "File not found" });
  });

  it("deletes a document: gone from the list, not found afterwards, bytes removed, audited", async () => {
    const file = await buildPolicyFile(ctx, policyId, { name: "gone.pdf" });
    expect(await errorOf(deleteFile(theirs, file.id))).toMatchObject({ code: "NOT_FOUND" });
    await deleteFile(ctx, file.id);
    expect((await listPolicyFiles(ctx, policyId)).map((f) => f.id)).not.toContain(file.id);
    expect(await errorOf(openFile(ctx, file.id))).toMatchObject({ code: "NOT_FOUND" });
    expect(await fileStoreOf(runtime).get(file.storageKey)).toBeNull();
    expect(
      (await listAuditEntries(ctx)).find((e) => e.recordId === file.id && e.action === "policy_file.deleted"),
    ).toBeTruthy();
    expect(await errorOf(deleteFile(ctx, file.id))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("hides the files of a deleted policy", async () => {
    const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, (await buildAccount(ctx)).id);
    const file = await buildPolicyFile(ctx, policy.id);
    await setPolicyColumns(runtime.system, policy.id, { deletedAt: new Date() });
    expect(await listPolicyFiles(ctx, policy.id)).toEqual([]);
    expect(await errorOf(openFile(ctx, file.id))).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("listClientVisibleFiles (client-facing)", () => {
  it("returns only visible, live files of a live policy of the agency", async () => {
    const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, (await buildAccount(ctx)).id);
    const binder = await buildPolicyFile(ctx, policy.id, { type: "BINDER" });
    const invoice = await buildPolicyFile(ctx, policy.id, { type: "INVOICE" });
    const hiddenBinder = await buildPolicyFile(ctx, policy.id, { type: "BINDER", visible: false });
    const sharedInvoice = await buildPolicyFile(ctx, policy.id, { type: "INVOICE", visible: true });
    const deleted = await buildPolicyFile(ctx, policy.id, { type: "POLICY_DOCUMENT" });
    await deleteFile(ctx, deleted.id);
    const visible = (await listClientVisibleFiles(ctx, policy.id)).map((f) => f.id).sort();
    expect(visible).toEqual([binder.id, sharedInvoice.id].sort());
    expect(visible).not.toContain(invoice.id);
    expect(visible).not.toContain(hiddenBinder.id);
    expect(await listClientVisibleFiles(theirs, policy.id)).toEqual([]);

    await setPolicyColumns(runtime.system, policy.id, { deletedAt: new Date() });
    expect(await listClientVisibleFiles(ctx, policy.id)).toEqual([]);
  });
});
