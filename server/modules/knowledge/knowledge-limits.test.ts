import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { textPdf } from "../documents/document-fixtures.ts";
import { readPages } from "../documents/documents.service.ts";
import { searchFiles } from "../workspaces/search-files.service.ts";
import { indexKnowledgeDocument } from "./knowledge-index.service.ts";
import {
  createTextDocument,
  getDocument,
  knowledgePageCount,
  knowledgePageLimit,
  searchKnowledge,
  uploadFileDocuments,
} from "./knowledge.service.ts";
import { knowledgeDocuments } from "./knowledge.table.ts";

let runtime: TestRuntime;
let basic: AgencyUserCtx;
let pro: AgencyUserCtx;

const BASIC_MESSAGE =
  "Your Basic plan includes 500 knowledge base pages. Upgrade to Pro for 5,000 knowledge base pages.";

/** Arranges how many pages a completed document counts (a 500-page PDF is too slow to read in a test). */
async function setPages(documentId: string, pageCount: number) {
  await runtime.system.db.update(knowledgeDocuments).set({ pageCount }).where(eq(knowledgeDocuments.id, documentId));
}

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system, { subscription: { plan: "BASIC" } });
  basic = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const other = await buildAgency(runtime.system);
  pro = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
});
afterAll(() => runtime.close());

describe("the plan's knowledge base pages", () => {
  it("are 500 on Basic and 5,000 on Pro", async () => {
    expect(await knowledgePageLimit(basic)).toBe(500);
    expect(await knowledgePageLimit(pro)).toBe(5000);
  });

  it("refuse an upload whose pages would go over, naming the plan; at the limit nothing more is taken", async () => {
    const held = await createTextDocument(basic, { title: "Playbook", content: "Servicing playbook for the team." });
    await indexKnowledgeDocument(basic, held.id);
    await setPages(held.id, 499);
    expect(await knowledgePageCount(basic, { indexedOnly: true })).toBe(499);
    await expect(uploadFileDocuments(basic, [fileOf(await textPdf(2), "two-pages.pdf")])).rejects.toMatchObject({
      code: "PLAN_LIMIT",
      message: BASIC_MESSAGE,
    });
    const [one] = await uploadFileDocuments(basic, [fileOf(await textPdf(1), "one-page.pdf")]);
    expect(one).toMatchObject({ status: "UNKNOWN", pageCount: 1 });
    await expect(createTextDocument(basic, { title: "More", content: "One more page." })).rejects.toMatchObject({
      code: "PLAN_LIMIT",
      message: BASIC_MESSAGE,
    });
  });

  it("fail a document at indexing when the pages read would go over, keeping none of its passages", async () => {
    const [queued] = await uploadFileDocuments(pro, [fileOf(await textPdf(3), "three-pages.pdf")]);
    // the Basic agency's queued one-page document is read after the playbook grew to the limit
    const basicDocs = await runtime.system.db
      .select()
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.agencyId, basic.actor.agencyId));
    const onePage = basicDocs.find((d) => d.title === "one-page")!;
    const playbook = basicDocs.find((d) => d.title === "Playbook")!;
    await setPages(playbook.id, 500);
    await indexKnowledgeDocument(basic, onePage.id);
    const failed = await getDocument(basic, onePage.id);
    expect(failed).toMatchObject({ status: "FAILED", progress: 0, pageCount: 0 });
    expect(failed.error).toBe(
      `This document's 1 page would go over your plan's knowledge base pages. ${BASIC_MESSAGE}`,
    );
    expect(await readPages(basic, { fileId: onePage.fileId, fromPage: 1, toPage: 5 })).toEqual([]);
    expect((await searchKnowledge(basic, { query: "legally obligated to pay" })).passages).toEqual([]);
    // the Pro agency's three pages are well within its plan
    await indexKnowledgeDocument(pro, queued!.id);
    expect(await getDocument(pro, queued!.id)).toMatchObject({ status: "COMPLETED", pageCount: 3 });
  });
});

describe("search", () => {
  it("answers from the agency's completed documents with citations by document and page", async () => {
    const document = await createTextDocument(pro, {
      title: "Cancellation requests",
      content:
        "Cancellation requests\nA cancellation request must be signed by the named insured. Send the signed request to the carrier within 2 business days.",
    });
    await indexKnowledgeDocument(pro, document.id);
    const result = await searchKnowledge(pro, { query: "cancellation request signed" });
    expect(result).toMatchObject({ query: "cancellation request signed", found: true });
    expect(result.citations[0]).toMatchObject({ fileId: document.fileId, page: 1 });
    expect(result.answer).toContain("[1]");
    expect(result.passages[0]).toMatchObject({
      documentId: document.id,
      documentTitle: "Cancellation requests",
      fileId: document.fileId,
      page: 1,
      score: expect.any(Number),
    });
    expect(result.passages[0]!.snippet).toContain("signed by the named insured");
  });

  it("says not found in the knowledge base, citing nothing, when nothing relevant is retrieved", async () => {
    const result = await searchKnowledge(pro, { query: "earthquake sprinkler zeppelin" });
    expect(result).toEqual({
      query: "earthquake sprinkler zeppelin",
      found: false,
      answer: '"earthquake sprinkler zeppelin" was not found in the knowledge base.',
      citations: [],
      passages: [],
    });
  });

  it("leaves queued and failed documents out", async () => {
    await createTextDocument(pro, { title: "Queued note", content: "Zebra crossing procedure for the parking lot." });
    expect((await searchKnowledge(pro, { query: "zebra crossing procedure" })).found).toBe(false);
  });

  it("is found by the existing-file picker as a knowledge document of the knowledge base", async () => {
    const results = await searchFiles(pro, "cancellation requests");
    expect(results).toEqual([
      expect.objectContaining({
        name: "Cancellation requests.txt",
        source: "KNOWLEDGE",
        context: "Agency knowledge base",
      }),
    ]);
    expect(await searchFiles(basic, "cancellation requests")).toEqual([]);
  });
});
