import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { indexedUmbrellaFile } from "#tests/setup/indexed-policy-file.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { runOperation } from "../../lib/operation.ts";
import { CitationBook } from "../citations.ts";
import { toolEntry } from "../toolset.ts";
import { peekFileOperation } from "./peek-file.operation.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let fileId: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  ({ ctx, fileId } = await indexedUmbrellaFile(runtime));
});
afterAll(() => runtime.close());

describe("PEEK_FILE", () => {
  it("SUMMARY (the default) reads the file whole: its page count and a cited summary with what is missing", async () => {
    const result = await runOperation(ctx, peekFileOperation, { fileIds: [fileId] });
    if (!result.ok) throw result.error;
    const [file] = result.value.files as any[];
    expect(file).toMatchObject({ fileId, fileName: "umb.pdf", pageCount: 8, view: "SUMMARY" });
    expect(file.summary.missing.length).toBeGreaterThan(0);
    for (const line of file.summary.lines) expect(line.citation.fileId).toBe(fileId);
  });

  it("PAGES gives the text of the pages asked for", async () => {
    const result = await runOperation(ctx, peekFileOperation, {
      fileIds: [fileId],
      view: "PAGES",
      fromPage: 7,
      toPage: 8,
    });
    if (!result.ok) throw result.error;
    const [file] = result.value.files as any[];
    expect(file.pages.map((p: { page: number }) => p.page)).toEqual([7, 8]);
    expect(file.pages[0].text).toContain("$5,000,000");
  });

  it("numbers every citation of a view's answer for the run, however deep", () => {
    const book = new CitationBook();
    const citation = { fileId, fileName: "umb.pdf", page: 7, quote: "$5,000,000" };
    const answer = toolEntry("PEEK_FILE")!.answer!(
      { files: [{ items: [{ label: "Umbrella", value: "$5,000,000", citation }], nested: { rows: [{ citation }] } }] },
      book,
    ) as any;
    expect(answer.files[0].items[0].citation).toMatchObject({ ref: 1, page: 7, quote: "$5,000,000" });
    expect(answer.files[0].nested.rows[0].citation.ref).toBe(1);
  });

  it("refuses another agency's file and an unknown view", async () => {
    const other = await buildAgency(runtime.system);
    const stranger = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
    const refused = await runOperation(stranger, peekFileOperation, { fileIds: [fileId] });
    expect(!refused.ok && refused.error).toBeInstanceOf(DomainError);
    const bad = await runOperation(ctx, peekFileOperation, { fileIds: [fileId], view: "EVERYTHING" as never });
    expect(bad.ok).toBe(false);
  });
});
