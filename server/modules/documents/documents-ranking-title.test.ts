import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { uploadPolicyFile } from "../files/files-upload.service.ts";
import { searchPassages } from "./documents-search.service.ts";
import { indexFile } from "./documents.service.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
const ids: Record<string, string> = {};

/** A bulletin whose title names the carrier and underwriting, and the contact sheet that answers. */
const DOCS: Record<string, string> = {
  "Underwriting Notice from Northwind Indemnity.txt": [
    "Rate change",
    "Northwind Indemnity raises commercial property rates by 6% in Maine from March 1.",
    "Renewals after that date carry the new rates; questions go to your Northwind Indemnity contact.",
    "Northwind Indemnity will send the new rating manual to every appointed agency.",
  ].join("\n"),
  "Carrier Directory.txt": [
    "Underwriting contacts",
    "Carrier\tUnderwriter\tDirect line",
    "Harborlight Indemnity\tWren Sutton\t(207) 555-0130",
    "Northwind Indemnity\tHana Vance\t(888) 555-0134",
  ].join("\n"),
  "Loss Runs.txt": ["Loss runs", "Ask the carrier for five years of loss runs, valued within 90 days."].join("\n"),
};

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const account = await buildAccount(ctx);
  const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id);
  for (const [name, text] of Object.entries(DOCS)) {
    const file = await uploadPolicyFile(ctx, {
      policyId: policy.id,
      type: "POLICY_DOCUMENT",
      file: fileOf(new TextEncoder().encode(text), name),
    });
    ids[name] = file.id;
    await indexFile(ctx, file.id);
  }
});
afterAll(() => runtime.close());

const search = (query: string) => searchPassages(ctx, { fileIds: Object.values(ids), query });

describe("the title's share of the rank", () => {
  it("ranks the page that answers above a document whose title alone names the question's subject", async () => {
    const [best] = await search("Who is the underwriting contact at Northwind Indemnity?");
    expect(best!.fileName).toBe("Carrier Directory.txt");
  });

  it("still finds a document by its title when nothing else names the topic", async () => {
    const [best] = await search("underwriting notice");
    expect(best!.fileName).toBe("Underwriting Notice from Northwind Indemnity.txt");
  });
});

describe("the relaxed search when no passage has every term", () => {
  it("prefers passages with all the terms but one over those with one term", async () => {
    // no passage has "earthquake"; the loss runs page has the other three terms
    const passages = await search("loss runs valued earthquake");
    expect(passages[0]!.fileName).toBe("Loss Runs.txt");
  });

  it("falls back to any one term, and to nothing for unrelated words", async () => {
    expect((await search("Maine earthquake sprinkler"))[0]!.fileName).toBe(
      "Underwriting Notice from Northwind Indemnity.txt",
    );
    expect(await search("earthquake sprinkler leakage")).toEqual([]);
  });
});
