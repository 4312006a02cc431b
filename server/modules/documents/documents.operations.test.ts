import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { runOperation } from "../../lib/operation.ts";
import { uploadPolicyFile } from "../files/files-upload.service.ts";
import { declarationsPdf } from "./document-fixtures.ts";
import { peekFileOperation, searchFileOperation } from "./documents.operations.ts";
import { indexFile } from "./documents.service.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let fileId: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const policy = await insertTestPolicy(runtime.system, agency.id, (await buildAccount(ctx)).id);
  const pages = Array.from({ length: 8 }, (_, i) => ({
    title: `Form page ${i + 1}`,
    rows: i === 6 ? ([["Umbrella Each Occurrence", "$5,000,000"]] as Array<[string, string]>) : [],
  }));
  const bytes = await declarationsPdf(pages);
  fileId = (
    await uploadPolicyFile(ctx, { policyId: policy.id, type: "POLICY_DOCUMENT", file: fileOf(bytes, "umb.pdf") })
  ).id;
  await indexFile(ctx, fileId);
});
afterAll(() => runtime.close());

describe("searchFile", () => {
  it("answers each query with its passages", async () => {
    const result = await runOperation(ctx, searchFileOperation, {
      queries: ["excess per occurrence", "flood exclusion"],
      fileIds: [fileId],
    });
    if (!result.ok) throw result.error;
    const [umbrella, flood] = result.value.results;
    expect(umbrella!.query).toBe("excess per occurrence");
    expect(umbrella!.passages[0]).toMatchObject({ fileId, fileName: "umb.pdf", page: 7 });
    expect(umbrella!.passages[0]!.text).toContain("Umbrella Each Occurrence\t$5,000,000");
    expect(flood).toEqual({ query: "flood exclusion", passages: [] });
  });

  it("takes one to five queries", async () => {
    const none = await runOperation(ctx, searchFileOperation, { queries: [], fileIds: [fileId] });
    expect(none.ok).toBe(false);
    const six = await runOperation(ctx, searchFileOperation, { queries: Array(6).fill("limit"), fileIds: [fileId] });
    expect(!six.ok && six.error).toBeInstanceOf(ValidationError);
  });
});

describe("peekFile", () => {
  it("returns at most five pages from the first asked", async () => {
    const result = await runOperation(ctx, peekFileOperation, { fileId, fromPage: 2, toPage: 20 });
    if (!result.ok) throw result.error;
    expect(result.value.pages.map((page) => page.number)).toEqual([2, 3, 4, 5, 6]);
    expect(result.value.pages[0]!.text).toBe("Form page 2");
    const one = await runOperation(ctx, peekFileOperation, { fileId, fromPage: 7 });
    expect(one.ok && one.value.pages.map((page) => page.text)).toEqual([
      "Form page 7\nUmbrella Each Occurrence\t$5,000,000",
    ]);
  });
});
