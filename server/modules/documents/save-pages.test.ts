import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { listAccounts } from "../accounts/accounts.query.ts";
import { uploadPolicyFile } from "../files/files-upload.service.ts";
import type { ExtractedPage } from "./document-error.ts";
import { searchPassages } from "./documents-search.service.ts";
import { indexStatus, readPages, SAVE_BATCH, savePages } from "./documents.service.ts";

/**
 * A large document's pages are saved without holding the web process (issue 29 item 4, ADR 066):
 * in short transactions, the thread given back between them, so another agency's statements run
 * while it is saved (on the embedded engine a transaction holds its one connection); the whole
 * document is there and READY at the end, and reading it again replaces it.
 */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let neighbour: AgencyUserCtx;
let fileId: string;

const pages = (count: number, word: string): ExtractedPage[] =>
  Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    ocr: false,
    text: `SECTION ${i + 1}. CONDITIONS\n\n${`The insurer will pay the ${word} sums of item ${i + 1}. `.repeat(60)}`,
  }));

beforeAll(async () => {
  runtime = await startTestRuntime();
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  neighbour = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  const account = await buildAccount(ctx);
  const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id);
  fileId = (
    await uploadPolicyFile(ctx, {
      policyId: policy.id,
      type: "POLICY_DOCUMENT",
      file: fileOf(new TextEncoder().encode("x"), "big.txt"),
    })
  ).id;
});
afterAll(() => runtime.close());

describe("saving a large document's pages", () => {
  it("lets another agency's requests through while it saves, and ends with every page READY", async () => {
    const big = pages(SAVE_BATCH.pages * 12, "flood");
    let saved = false;
    let failed: unknown = null;
    let neighbourAnswers = 0;
    let answersWhileSaving = 0;
    const saving = savePages(ctx, { id: fileId, name: "big.txt" }, big).then(
      () => (saved = true),
      (error: unknown) => ((failed = error), (saved = true)),
    );
    // the other agency asks for its accounts, one request every few milliseconds, until the save is done
    for (let k = 0; !saved && k < 2000; k++) {
      await listAccounts(neighbour, { page: 1, pageSize: 5 });
      neighbourAnswers++;
      if (!saved) answersWhileSaving++;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await saving;
    expect(failed).toBeNull();
    // one transaction for the whole document answered the neighbour only once it was done
    expect(answersWhileSaving).toBeGreaterThan(3);
    expect(neighbourAnswers).toBeGreaterThanOrEqual(answersWhileSaving);
    const [state] = await indexStatus(ctx, [fileId]);
    expect(state).toMatchObject({ status: "READY", pageCount: big.length });
    const read = await readPages(ctx, { fileId, fromPage: 1, toPage: big.length });
    expect(read.map((page) => page.number)).toEqual(big.map((page) => page.number));
    expect(await searchPassages(ctx, { fileIds: [fileId], query: "flood sums", limit: 3 })).not.toEqual([]);
  });

  it("replaces an earlier reading with the new one, large or small", async () => {
    await savePages(ctx, { id: fileId, name: "big.txt" }, pages(SAVE_BATCH.pages * 3, "hail"));
    expect(await searchPassages(ctx, { fileIds: [fileId], query: "flood", limit: 3 })).toEqual([]);
    expect((await indexStatus(ctx, [fileId]))[0]).toMatchObject({ status: "READY", pageCount: SAVE_BATCH.pages * 3 });
    await savePages(ctx, { id: fileId, name: "big.txt" }, pages(2, "wind"));
    expect(await readPages(ctx, { fileId, fromPage: 1, toPage: 1000 })).toHaveLength(2);
    expect(await searchPassages(ctx, { fileIds: [fileId], query: "hail", limit: 3 })).toEqual([]);
    expect((await indexStatus(ctx, [fileId]))[0]).toMatchObject({ status: "READY", pageCount: 2 });
  });
});
