import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { indexedUmbrellaFile } from "#tests/setup/indexed-policy-file.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { runOperation } from "../../lib/operation.ts";
import { searchFileOperation } from "./documents.operations.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let fileId: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  ({ ctx, fileId } = await indexedUmbrellaFile(runtime));
});
afterAll(() => runtime.close());

describe("searchFile", () => {
  it("answers each query with the value, the quoted passage and its page, or says it was not found", async () => {
    const result = await runOperation(ctx, searchFileOperation, {
      queries: ["umbrella each occurrence limit", "flood exclusion"],
      fileIds: [fileId],
    });
    if (!result.ok) throw result.error;
    const [umbrella, flood] = result.value.results;
    expect(umbrella).toMatchObject({ query: "umbrella each occurrence limit", found: true });
    expect(umbrella!.answer).toContain("$5,000,000");
    expect(umbrella!.citations[0]).toMatchObject({ fileId, fileName: "umb.pdf", page: 7 });
    expect(umbrella!.citations[0]!.quote).toContain("$5,000,000");
    expect(flood).toMatchObject({ query: "flood exclusion", found: false, citations: [] });
  });

  it("takes one to five queries", async () => {
    const none = await runOperation(ctx, searchFileOperation, { queries: [], fileIds: [fileId] });
    expect(!none.ok && none.error).toBeInstanceOf(ValidationError);
    const six = await runOperation(ctx, searchFileOperation, { queries: Array(6).fill("limit"), fileIds: [fileId] });
    expect(!six.ok && six.error).toBeInstanceOf(ValidationError);
  });

  it("does not read another agency's file", async () => {
    const other = await buildAgency(runtime.system);
    const stranger = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
    const result = await runOperation(stranger, searchFileOperation, { queries: ["limit"], fileIds: [fileId] });
    expect(!result.ok && result.error).toBeInstanceOf(DomainError);
  });
});
