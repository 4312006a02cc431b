import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { uploadPolicyFile } from "../files/files-upload.service.ts";
import { searchPassages } from "./documents-search.service.ts";
import { indexFile, indexStatus, pagesForQuestion, readPages } from "./documents.service.ts";
import { declarationsPdf } from "./document-fixtures.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;
let decsId: string;
let theirFileId: string;

const DECLARATIONS = declarationsPdf([
  {
    title: "Common Policy Declarations",
    rows: [
      ["Named Insured", "Acme Roofing LLC"],
      ["Policy Period", "From 01/01/2026 to 01/01/2027"],
      ["Total Premium", "$12,480"],
    ],
  },
  {
    title: "Commercial General Liability Limits of Insurance",
    rows: [
      ["Each Occurrence", "$1,000,000"],
      ["General Aggregate", "$2,000,000"],
      ["Deductible", "$2,500"],
    ],
    paragraph: ["Coverage applies to bodily injury and property damage caused by an occurrence."],
  },
]);

async function upload(c: AgencyUserCtx, bytes: Uint8Array, name: string): Promise<string> {
  const account = await buildAccount(c);
  const policy = await insertTestPolicy(runtime.system, c.actor.agencyId, account.id);
  return (await uploadPolicyFile(c, { policyId: policy.id, type: "POLICY_DOCUMENT", file: fileOf(bytes, name) })).id;
}

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const other = await buildAgency(runtime.system, { name: "Other Agency" });
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
  decsId = await upload(ctx, await DECLARATIONS, "gl-declarations.pdf");
  theirFileId = await upload(theirs, await DECLARATIONS, "their-declarations.pdf");
});
afterAll(() => runtime.close());

describe("indexFile", () => {
  it("reads a file into pages, reports progress and records it READY", async () => {
    const progress: number[] = [];
    expect(await indexFile(ctx, decsId, (fraction) => void progress.push(fraction))).toEqual({
      pageCount: 2,
      ocrPages: 0,
    });
    expect(progress).toEqual([0.5, 1]);
    const [state] = await indexStatus(ctx, [decsId, theirFileId, "not-a-uuid"]);
    expect(state).toMatchObject({ fileId: decsId, status: "READY", pageCount: 2, ocrPages: 0, errorCode: null });
    const pages = await readPages(ctx, { fileId: decsId, fromPage: 2, toPage: 9 });
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ number: 2, ocr: false });
    expect(pages[0]!.text).toContain("Each Occurrence\t$1,000,000");
  });

  it("reads again idempotently: the pages and passages are replaced, not added", async () => {
    await indexFile(ctx, decsId);
    await indexFile(ctx, decsId);
    expect(await readPages(ctx, { fileId: decsId, fromPage: 1, toPage: 10 })).toHaveLength(2);
    const passages = await searchPassages(ctx, { fileIds: [decsId], query: "general aggregate", limit: 50 });
    expect(passages).toHaveLength(1);
  });

  it("records a file that cannot be read as FAILED with the reason, and throws", async () => {
    const brokenId = await upload(ctx, new TextEncoder().encode("%PDF-1.7\nnot a real pdf\n%%EOF"), "broken.pdf");
    await expect(indexFile(ctx, brokenId)).rejects.toMatchObject({ code: "CORRUPT" });
    const [state] = await indexStatus(ctx, [brokenId]);
    expect(state).toMatchObject({ status: "FAILED", errorCode: "CORRUPT", errorMessage: expect.any(String) });
  });

  it("cannot read another agency's file", async () => {
    await expect(indexFile(ctx, theirFileId)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("searchPassages", () => {
  it("finds the declarations row through insurance synonyms, with its page", async () => {
    const [best] = await searchPassages(ctx, { fileIds: [decsId], query: "per occurrence limit" });
    expect(best).toMatchObject({ fileId: decsId, fileName: "gl-declarations.pdf", page: 2 });
    expect(best!.text).toContain("Each Occurrence\t$1,000,000");
    expect(best!.rank).toBeGreaterThan(0);
    const [retention] = await searchPassages(ctx, { fileIds: [decsId], query: "self-insured retention" });
    expect(retention).toMatchObject({ page: 2 });
    const [period] = await searchPassages(ctx, { fileIds: [decsId], query: "when does the policy expire? expiration" });
    expect(period).toMatchObject({ page: 1 });
  });

  it("falls back to any significant word when no passage has them all", async () => {
    const passages = await searchPassages(ctx, { fileIds: [decsId], query: "Acme flood zone" });
    expect(passages.map((passage) => passage.page)).toEqual([1]);
    expect(await searchPassages(ctx, { fileIds: [decsId], query: "earthquake sprinkler" })).toEqual([]);
  });

  it("never searches another agency's files", async () => {
    await indexFile(theirs, theirFileId);
    expect(await searchPassages(ctx, { fileIds: [theirFileId], query: "each occurrence" })).toEqual([]);
    expect(await readPages(ctx, { fileId: theirFileId, fromPage: 1, toPage: 2 })).toEqual([]);
    expect(await indexStatus(ctx, [theirFileId])).toEqual([]);
    const mixed = await searchPassages(ctx, { fileIds: [decsId, theirFileId], query: "each occurrence" });
    expect(mixed.map((passage) => passage.fileId)).toEqual([decsId]);
  });
});

describe("pagesForQuestion", () => {
  it("widens the search's passages to their whole pages, each page once", async () => {
    const filler = Array.from({ length: 30 }, (_, i) => `Condition ${i + 1} applies to every location scheduled.`);
    const long = declarationsPdf([
      {
        title: "Evidence of Commercial Property Insurance",
        rows: [["Named Insured", "Harbor View Apartments LLC"]],
        paragraph: [...filler, "Mortgagee: Inland Mortgage Capital LLC"],
      },
    ]);
    const id = await upload(ctx, await long, "evidence.pdf");
    await indexFile(ctx, id);
    const passages = await searchPassages(ctx, { fileIds: [id], query: "mortgagee" });
    expect(passages[0]!.text).not.toContain("Evidence of Commercial Property Insurance");
    const pages = await pagesForQuestion(ctx, { fileIds: [id], query: "mortgagee" });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain("Evidence of Commercial Property Insurance");
    expect(pages[0]!.text).toContain("Mortgagee: Inland Mortgage Capital LLC");
  });

  it("brings the cover when the question asks about it", async () => {
    // more wording pages about claims than the search returns passages: the cover is not among them
    const wording = Array.from(
      { length: 12 },
      (_, i) => `Claim condition ${i + 1}: give the claim number and phone number.`,
    );
    const pdf = declarationsPdf([
      { title: "Report Claims Immediately by Calling", rows: [["Claims line", "1-800-555-0142"]] },
      ...Array.from({ length: 12 }, (_, i) => ({ title: `Claim Conditions ${i + 1}`, rows: [], paragraph: wording })),
    ]);
    const id = await upload(ctx, await pdf, "cover.pdf");
    await indexFile(ctx, id);
    const asked = await pagesForQuestion(ctx, {
      fileIds: [id],
      query: "What claim phone number is given on the cover",
    });
    expect(asked.map((p) => p.page)).toContain(1);
    const plain = await pagesForQuestion(ctx, { fileIds: [id], query: "claim condition promptly" });
    expect(plain.map((p) => p.page)).not.toContain(1);
    // a party of the policy: its cover names the insured and the broker that presented it
    const broker = await pagesForQuestion(ctx, { fileIds: [id], query: "Which broker presented the claim conditions" });
    expect(broker.map((p) => p.page)).toContain(1);
  });
});
