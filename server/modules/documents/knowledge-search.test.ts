import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { uploadPolicyFile } from "../files/files-upload.service.ts";
import { declarationsPdf } from "./document-fixtures.ts";
import { searchPassages } from "./documents-search.service.ts";
import { indexFile, readPages } from "./documents.service.ts";
import { answerFromKnowledge } from "./reading/knowledge-answer.ts";

/** From a PDF to a cited answer: extraction, headings, weighted search, the knowledge answer. */

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let fileId: string;

const GUIDE = declarationsPdf([
  {
    title: "Carrier Contacts and Claims Reporting",
    rows: [
      ["Travelers claims (FNOL)", "800-238-6225"],
      ["Travelers underwriting", "860-277-0111"],
      ["Hartford claims (FNOL)", "800-327-3636"],
    ],
    paragraph: ["Report every claim to the carrier the same day, then log it in the agency system."],
  },
  {
    title: "Adding a Vehicle",
    rows: [],
    paragraph: [
      "Commercial auto changes are handled by the servicing team.",
      "1. Get the year, make, model and VIN from the insured.",
      "2. Send the change request to the carrier's underwriter.",
      "3. Save the carrier's confirmation to the client's file.",
    ],
  },
]);

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const policy = await insertTestPolicy(runtime.system, agency.id, (await buildAccount(ctx)).id);
  const file = await uploadPolicyFile(ctx, {
    policyId: policy.id,
    type: "POLICY_DOCUMENT",
    file: fileOf(await GUIDE, "agency-guide.pdf"),
  });
  fileId = file.id;
  await indexFile(ctx, fileId, undefined, { title: "Agency Servicing Guide" });
});
afterAll(() => runtime.close());

async function ask(question: string) {
  const passages = await searchPassages(ctx, { fileIds: [fileId], query: question });
  return answerFromKnowledge(question, passages);
}

async function expectOnPage(citation: { page: number; quote: string }) {
  const [page] = await readPages(ctx, { fileId, fromPage: citation.page, toPage: citation.page });
  expect(page!.text).toContain(citation.quote);
}

describe("knowledge answers from an indexed PDF", () => {
  it("answers a procedure with its steps, citing the page they are on", async () => {
    const answer = await ask("How do I add a vehicle?");
    expect(answer.found).toBe(true);
    expect(answer.answer).toContain("1. Get the year, make, model and VIN from the insured. [1]");
    expect(answer.answer).toContain("3. Save the carrier's confirmation to the client's file. [1]");
    expect(answer.citations).toHaveLength(1);
    expect(answer.citations[0]).toMatchObject({ fileName: "agency-guide.pdf", page: 2 });
    await expectOnPage(answer.citations[0]!);
  });

  it("answers a phone question with the table row, through the FNOL abbreviation", async () => {
    const answer = await ask("What number do we call for first notice of loss with Hartford?");
    expect(answer.answer).toBe("Hartford claims (FNOL) | 800-327-3636 [1]");
    expect(answer.citations[0]).toMatchObject({ page: 1, quote: "Hartford claims (FNOL)\t800-327-3636" });
    await expectOnPage(answer.citations[0]!);
  });

  it("says not found in the knowledge base for a topic the guide does not cover", async () => {
    const answer = await ask("What is our flood insurance appetite for restaurants?");
    expect(answer).toMatchObject({ found: false, citations: [] });
    expect(answer.answer).toContain("not found in the knowledge base");
  });
});
