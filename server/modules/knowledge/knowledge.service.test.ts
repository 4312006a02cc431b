import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { encryptedPdf, declarationsPdf, textImagePng } from "../documents/document-fixtures.ts";
import { readPages, searchPassages } from "../documents/documents.service.ts";
import { findFile } from "../files/files.service.ts";
import { eq } from "drizzle-orm";
import { INTERRUPTED_MESSAGE, indexKnowledgeDocument, recoverAbandonedIndexing } from "./knowledge-index.service.ts";
import { knowledgeDocuments } from "./knowledge.table.ts";
import {
  createTextDocument,
  deleteDocument,
  ensureKnowledgeBase,
  findDocument,
  getDocument,
  getKnowledgeBase,
  listDocuments,
  searchKnowledge,
  updateDocument,
  uploadFileDocuments,
} from "./knowledge.service.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;

const APPETITE = declarationsPdf([
  {
    title: "Underwriting Appetite Guide",
    rows: [
      ["Carrier", "Northwind Mutual"],
      ["Class", "Artisan contractors"],
    ],
    paragraph: ["Northwind Mutual writes artisan contractors with payroll under two million dollars."],
  },
  {
    title: "Restaurants",
    rows: [["Carrier", "Harbor Specialty"]],
    paragraph: ["Harbor Specialty accepts restaurants with no deep fryers and sprinklered kitchens."],
  },
]);

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id, { name: "Dana Whitfield" }));
  const other = await buildAgency(runtime.system, { name: "Other Agency" });
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id, { name: "Olu Ade" }));
});
afterAll(() => runtime.close());

describe("the knowledge base", () => {
  it("is one per agency, created on first use", async () => {
    const base = await ensureKnowledgeBase(ctx);
    expect(base).toMatchObject({ agencyId: ctx.actor.agencyId, title: "Agency knowledge base" });
    expect((await ensureKnowledgeBase(ctx)).id).toBe(base.id);
    expect((await getKnowledgeBase(ctx)).id).toBe(base.id);
    const theirBase = await ensureKnowledgeBase(theirs);
    expect(theirBase.id).not.toBe(base.id);
    await expect(getKnowledgeBase(ctx, theirBase.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getKnowledgeBase(ctx, "not-an-id")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("text documents", () => {
  it("are created queued, read to completed with extractive metadata, and listed with their creator", async () => {
    const created = await createTextDocument(ctx, {
      title: "  Office hours  ",
      content:
        "Office Hours and Escalation\n\nThe office is open Monday to Friday from 8:30 am to 5:30 pm Central time. After hours, urgent claims go to the on-call producer at 555-0142.\n\nEscalation\nUnresolved service requests go to the account manager after two business days.",
    });
    expect(created).toMatchObject({ title: "Office hours", kind: "TEXT", status: "UNKNOWN", progress: 0 });
    await indexKnowledgeDocument(ctx, created.id);
    const read = await getDocument(ctx, created.id);
    expect(read).toMatchObject({
      status: "COMPLETED",
      progress: 1,
      error: null,
      pageCount: 1,
      creatorName: "Dana Whitfield",
      metadataTitle: "Office Hours and Escalation",
      metadataPurpose: "Reference for Escalation.",
    });
    expect(read.metadataSummary).toContain("The office is open Monday to Friday");
    expect(read.startedAt).toBeInstanceOf(Date);
    expect(read.completedAt).toBeInstanceOf(Date);
    const file = await findFile(ctx, read.fileId);
    expect(file).toMatchObject({ mimeType: "text/plain", name: "Office hours.txt", policyId: null });
  });

  it("refuses an empty content and a missing or too long title, with field errors", async () => {
    await expect(createTextDocument(ctx, { title: "Empty", content: "  \n " })).rejects.toMatchObject({
      fieldErrors: [{ path: "content", message: "Write the document's content" }],
    });
    await expect(createTextDocument(ctx, { title: " ", content: "Something" })).rejects.toMatchObject({
      fieldErrors: [{ path: "title", message: "Give the document a title" }],
    });
    await expect(createTextDocument(ctx, { title: "x".repeat(121), content: "Something" })).rejects.toMatchObject({
      fieldErrors: [{ path: "title" }],
    });
  });

  it("is read again when its content changes: the old text is no longer found, the new one is", async () => {
    const document = await createTextDocument(ctx, {
      title: "Claims reporting",
      content: "Report Northwind Mutual claims to the claims desk at 800-555-0100.",
    });
    await indexKnowledgeDocument(ctx, document.id);
    expect((await searchKnowledge(ctx, { query: "Northwind claims desk" })).passages[0]).toMatchObject({
      documentId: document.id,
      documentTitle: "Claims reporting",
    });
    const updated = await updateDocument(ctx, document.id, {
      title: "Claims reporting numbers",
      content: "Report Harbor Specialty losses by email to losses@harbor.example within 24 hours.",
    });
    expect(updated).toMatchObject({ title: "Claims reporting numbers", status: "UNKNOWN", progress: 0 });
    await indexKnowledgeDocument(ctx, document.id);
    expect(await getDocument(ctx, document.id)).toMatchObject({ status: "COMPLETED" });
    const old = await searchKnowledge(ctx, { query: "Northwind claims desk 800-555-0100" });
    // The new title still shares "claims" with the old question; the old text itself is gone.
    expect(
      old.passages
        .filter((p) => p.documentId === document.id)
        .map((p) => p.snippet)
        .join(" "),
    ).not.toMatch(/Northwind|800-555-0100/);
    const fresh = await searchKnowledge(ctx, { query: "Harbor Specialty losses email" });
    expect(fresh.passages[0]).toMatchObject({ documentId: document.id, documentTitle: "Claims reporting numbers" });
    expect(fresh.passages[0]!.snippet.replace(/<\/?mark>/g, "")).toContain("losses@harbor.example");
  });

  it("renames without reading again, and refuses content for a file document", async () => {
    const document = await createTextDocument(ctx, {
      title: "COI steps",
      content: "Issue a certificate from the policy.",
    });
    await indexKnowledgeDocument(ctx, document.id);
    expect(await updateDocument(ctx, document.id, { title: "Issuing a COI" })).toMatchObject({
      title: "Issuing a COI",
      status: "COMPLETED",
    });
    const [pdf] = await uploadFileDocuments(ctx, [fileOf(await APPETITE, "appetite.pdf")]);
    await expect(updateDocument(ctx, pdf!.id, { content: "New text" })).rejects.toMatchObject({
      fieldErrors: [{ path: "content", message: "Only a text document's content can be edited" }],
    });
  });
});

describe("uploaded documents", () => {
  it("takes several PDFs and images, queued, and reads each (OCR for the image) with pages kept", async () => {
    const documents = await uploadFileDocuments(ctx, [
      fileOf(await APPETITE, "Underwriting_appetite.pdf"),
      fileOf(await textImagePng(["Carrier contact sheet", "Harbor Specialty claims 800-555-0199"]), "contacts.png"),
    ]);
    expect(documents.map((d) => [d.title, d.kind, d.status, d.pageCount])).toEqual([
      ["Underwriting appetite", "FILE", "UNKNOWN", 2],
      ["contacts", "FILE", "UNKNOWN", 1],
    ]);
    for (const document of documents) await indexKnowledgeDocument(ctx, document.id);
    const [pdf, image] = await Promise.all(documents.map((d) => getDocument(ctx, d.id)));
    expect(pdf).toMatchObject({ status: "COMPLETED", pageCount: 2, metadataTitle: "Underwriting Appetite Guide" });
    expect(image).toMatchObject({ status: "COMPLETED", pageCount: 1 });
    const restaurants = await searchKnowledge(ctx, { query: "restaurants deep fryers" });
    expect(restaurants.passages[0]).toMatchObject({ documentId: pdf!.id, page: 2 });
    const ocr = await readPages(ctx, { fileId: image!.fileId, fromPage: 1, toPage: 1 });
    expect(ocr[0]).toMatchObject({ ocr: true });
    expect(ocr[0]!.text.toLowerCase()).toContain("carrier contact sheet");
  });

  it("refuses a file that is not a PDF or an image, and an empty upload, under files", async () => {
    await expect(
      uploadFileDocuments(ctx, [
        fileOf(await APPETITE, "fine.pdf"),
        fileOf(new TextEncoder().encode("name,limit\nAcme,1000000\n"), "limits.csv"),
      ]),
    ).rejects.toMatchObject({
      fieldErrors: [
        { path: "files.1", message: '"limits.csv" is CSV. Upload PDFs or images (PNG, JPEG, GIF, WebP, TIFF) only.' },
      ],
    });
    await expect(uploadFileDocuments(ctx, [])).rejects.toMatchObject({
      fieldErrors: [{ path: "files", message: "Choose at least one PDF or image to upload" }],
    });
    await expect(uploadFileDocuments(ctx, [fileOf(new Uint8Array(), "empty.pdf")])).rejects.toMatchObject({
      fieldErrors: [
        {
          path: "files.0",
          message:
            '"empty.pdf" is empty (0 bytes), so there is nothing to read. Check that it finished downloading or saving, then attach it again.',
        },
      ],
    });
    const big = {
      name: "huge.pdf",
      size: runtime.config.maxUploadBytes + 1,
      arrayBuffer: async () => new ArrayBuffer(0),
    };
    await expect(uploadFileDocuments(ctx, [big])).rejects.toMatchObject({
      fieldErrors: [{ path: "files.0", message: expect.stringContaining("files can be up to") }],
    });
  });

  it("accepts a damaged or password-protected PDF and fails it when read, with the reason", async () => {
    const [broken, locked] = await uploadFileDocuments(ctx, [
      fileOf(new TextEncoder().encode("%PDF-1.7\nnot a real pdf\n%%EOF"), "broken.pdf"),
      fileOf(await encryptedPdf(), "locked.pdf"),
    ]);
    await indexKnowledgeDocument(ctx, broken!.id);
    await indexKnowledgeDocument(ctx, locked!.id);
    const failedBroken = await getDocument(ctx, broken!.id);
    expect(failedBroken).toMatchObject({ status: "FAILED", progress: 0, pageCount: 0 });
    expect(failedBroken.error).toMatch(/damaged|not a PDF|could not be read/i);
    expect((await getDocument(ctx, locked!.id)).error).toMatch(/password/i);
  });
});

describe("listing and deleting", () => {
  it("filters by title, metadata title, summary and creator name, case-insensitively", async () => {
    const base = await ensureKnowledgeBase(ctx);
    const titles = async (search: string) => (await listDocuments(ctx, base.id, search)).map((d) => d.title);
    expect(await titles("OFFICE hours")).toEqual(["Office hours"]);
    expect(await titles("appetite guide")).toEqual(expect.arrayContaining(["Underwriting appetite"]));
    expect(await titles("monday to friday")).toEqual(["Office hours"]);
    expect((await titles("dana whitfield")).length).toBeGreaterThan(3);
    expect(await titles("nothing like this")).toEqual([]);
  });

  it("deletes a document: it leaves the list and search, its chunks and stored file go", async () => {
    const document = await createTextDocument(ctx, {
      title: "Vehicle changes",
      content: "To add a vehicle, get the VIN and garaging address.",
    });
    await indexKnowledgeDocument(ctx, document.id);
    expect((await searchKnowledge(ctx, { query: "add a vehicle VIN" })).found).toBe(true);
    const file = await findFile(ctx, document.fileId);
    await deleteDocument(ctx, document.id);
    expect(await findDocument(ctx, document.id)).toBeNull();
    expect(await findFile(ctx, document.fileId)).toBeNull();
    expect(await runtime.files.get(file!.storageKey)).toBeNull();
    expect(await searchPassages(ctx, { fileIds: [document.fileId], query: "vehicle" })).toEqual([]);
    const search = await searchKnowledge(ctx, { query: "add a vehicle VIN garaging" });
    expect(search.passages.map((p) => p.documentId)).not.toContain(document.id);
    await expect(deleteDocument(ctx, document.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("never reads, changes or deletes another agency's document", async () => {
    const mine = await createTextDocument(ctx, { title: "Private", content: "Our private procedure for renewals." });
    await indexKnowledgeDocument(ctx, mine.id);
    expect(await findDocument(theirs, mine.id)).toBeNull();
    await expect(getDocument(theirs, mine.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(updateDocument(theirs, mine.id, { title: "Mine now" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(deleteDocument(theirs, mine.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await indexKnowledgeDocument(theirs, mine.id);
    expect(await listDocuments(theirs, (await ensureKnowledgeBase(ctx)).id)).toEqual([]);
    expect((await searchKnowledge(theirs, { query: "private procedure renewals" })).found).toBe(false);
    expect(await getDocument(ctx, mine.id)).toMatchObject({ title: "Private", status: "COMPLETED" });
  });
});

describe("abandoned readings", () => {
  it("leave a document whose job is still queued alone, and fail one whose job is gone with a message", async () => {
    const waiting = await createTextDocument(ctx, { title: "Waiting", content: "Queued and its job is waiting." });
    const lost = await createTextDocument(ctx, { title: "Lost", content: "Its job will never run." });
    // a version whose job never existed (as when a worker was killed past its retry and the job was purged)
    await runtime.system.db
      .update(knowledgeDocuments)
      .set({ status: "INDEXING", updatedAt: new Date(lost.updatedAt.getTime() + 1000) })
      .where(eq(knowledgeDocuments.id, lost.id));
    expect(await recoverAbandonedIndexing(runtime.system)).toBe(1);
    expect(await getDocument(ctx, waiting.id)).toMatchObject({ status: "UNKNOWN", error: null });
    expect(await getDocument(ctx, lost.id)).toMatchObject({ status: "FAILED", error: INTERRUPTED_MESSAGE });
  });
});
