import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { runOperation } from "../../lib/operation.ts";
import { createWorkspace } from "../workspaces/workspace-create.service.ts";
import { indexKnowledgeDocument } from "./knowledge-index.service.ts";
import { searchKnowledgeBaseOperation } from "./knowledge.operations.ts";
import { CLIENT_DOCUMENTS_ONLY } from "./knowledge-search.service.ts";
import {
  createTextDocument,
  getDocument,
  searchKnowledge,
  updateDocument,
  type KnowledgeSearchResult,
} from "./knowledge.service.ts";

/**
 * Client scoping of the knowledge base (ADR 055, issue 28): a document about a client carries
 * that client, and a workspace's search covers the agency-wide documents and its own client's
 * only — never another client's.
 */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;
let acme: { id: string };
let beta: { id: string };
let documents: { agency: string; acme: string; beta: string };

const QUESTION = "What is the cyber retention?";

async function textDocument(title: string, content: string, accountId: string | null) {
  const created = await createTextDocument(ctx, { title, content, accountId });
  await indexKnowledgeDocument(ctx, created.id);
  expect((await getDocument(ctx, created.id)).status).toBe("COMPLETED");
  return created.id;
}

const fileOfDocument = async (id: string) => (await getDocument(ctx, id)).fileId;
const searchedFiles = (result: KnowledgeSearchResult) => new Set(result.passages.map((passage) => passage.fileId));

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const other = await buildAgency(runtime.system, { name: "Other Agency" });
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
  acme = await buildAccount(ctx, "BUSINESS");
  beta = await buildAccount(ctx, "BUSINESS");
  documents = {
    agency: await textDocument(
      "Cyber submissions",
      "Cyber Submissions\nEvery cyber submission needs the signed ransomware supplement and the MFA attestation.",
      null,
    ),
    acme: await textDocument(
      "Acme cyber quote",
      "Cyber Liability Quote\nNamed Insured: Acme Robotics LLC\nCyber Retention: $25,000\nEach Claim Limit: $1,000,000",
      acme.id,
    ),
    beta: await textDocument(
      "Beta cyber quote",
      "Cyber Liability Quote\nNamed Insured: Beta Bakery LLC\nCyber Retention: $50,000\nEach Claim Limit: $2,000,000",
      beta.id,
    ),
  };
});
afterAll(() => runtime.close());

describe("a knowledge document about a client", () => {
  it("carries its client; linking, unlinking and another agency's account", async () => {
    expect(await getDocument(ctx, documents.acme)).toMatchObject({ accountId: acme.id });
    expect(await getDocument(ctx, documents.agency)).toMatchObject({ accountId: null });
    const theirAccount = await buildAccount(theirs, "BUSINESS");
    await expect(updateDocument(ctx, documents.agency, { accountId: theirAccount.id })).rejects.toMatchObject({
      fieldErrors: [{ path: "accountId", message: expect.stringMatching(/^Choose one of the agency's accounts/) }],
    });
    await expect(
      createTextDocument(ctx, { title: "Theirs", content: "Their notes", accountId: theirAccount.id }),
    ).rejects.toMatchObject({ fieldErrors: [{ path: "accountId" }] });
    // the link alone is no new version: the document stays searchable as it was read
    const relinked = await updateDocument(ctx, documents.agency, { accountId: beta.id });
    expect(relinked).toMatchObject({ accountId: beta.id, status: "COMPLETED" });
    expect(await updateDocument(ctx, documents.agency, { title: "Cyber submissions" })).toMatchObject({
      accountId: beta.id,
    });
    expect(await updateDocument(ctx, documents.agency, { accountId: null })).toMatchObject({ accountId: null });
  });
});

describe("searching from a workspace", () => {
  it("covers the agency-wide documents and its own client's, never another client's", async () => {
    const files = {
      agency: await fileOfDocument(documents.agency),
      acme: await fileOfDocument(documents.acme),
      beta: await fileOfDocument(documents.beta),
    };
    const forAcme = await searchKnowledge(ctx, { query: QUESTION, scope: { accountId: acme.id } });
    expect(forAcme.found).toBe(true);
    expect(forAcme.answer).toContain("$25,000");
    expect(forAcme.answer).not.toContain("$50,000");
    expect(searchedFiles(forAcme).has(files.beta)).toBe(false);
    expect(forAcme.citations.every((citation) => citation.fileId === files.acme)).toBe(true);

    const forBeta = await searchKnowledge(ctx, { query: QUESTION, scope: { accountId: beta.id } });
    expect(forBeta.answer).toContain("$50,000");
    expect(searchedFiles(forBeta).has(files.acme)).toBe(false);

    // a workspace with no client: agency-wide documents only
    const unlinked = await searchKnowledge(ctx, {
      query: "cyber submission ransomware supplement",
      scope: { accountId: null },
    });
    expect([...searchedFiles(unlinked)]).toEqual([files.agency]);

    // the knowledge base screen's own search covers every document
    const screen = await searchKnowledge(ctx, { query: "cyber quote retention" });
    expect(searchedFiles(screen)).toEqual(new Set([files.acme, files.beta]));
  });

  it("answers a policy's value from the client's own documents only, never an agency-wide one", async () => {
    // another client's quote kept agency-wide (unlinked), as in the walk of issue 28
    const loose = await textDocument(
      "Gamma cyber quote",
      "Cyber Liability Quote\nNamed Insured: Gamma Freight LLC\nCyber Retention: $75,000",
      null,
    );
    const files = { loose: await fileOfDocument(loose), acme: await fileOfDocument(documents.acme) };
    const noClient = await searchKnowledge(ctx, { query: QUESTION, scope: { accountId: null } });
    expect(noClient.found).toBe(false);
    expect(noClient.answer).not.toMatch(/\$75,000|\$25,000|\$50,000/);
    expect(noClient.answer).toContain(CLIENT_DOCUMENTS_ONLY);
    expect(noClient.passages).toEqual([]);
    const forAcme = await searchKnowledge(ctx, { query: QUESTION, scope: { accountId: acme.id } });
    expect(forAcme.answer).toBe("Cyber Retention: $25,000 [1]");
    expect(searchedFiles(forAcme)).toEqual(new Set([files.acme]));
    // the knowledge base screen (no workspace) still finds it
    const screen = await searchKnowledge(ctx, { query: "Gamma cyber retention" });
    expect(searchedFiles(screen).has(files.loose)).toBe(true);
    await updateDocument(ctx, loose, { accountId: beta.id });
  });

  it("takes the client from the workspace the tool is bound to", async () => {
    const acmeWorkspace = await createWorkspace(ctx, { message: QUESTION, accountId: acme.id }, []);
    const tool = await runOperation(ctx, searchKnowledgeBaseOperation, {
      userQuery: QUESTION,
      workspaceId: acmeWorkspace.id,
    });
    expect(tool.ok).toBe(true);
    const answer = (tool as { value: { answer: string } }).value.answer;
    expect(answer).toContain("$25,000");
    expect(answer).not.toContain("$50,000");

    const noClient = await createWorkspace(ctx, { message: QUESTION }, []);
    const unscoped = await runOperation(ctx, searchKnowledgeBaseOperation, {
      userQuery: QUESTION,
      workspaceId: noClient.id,
    });
    const said = (unscoped as { value: { answer: string; found: boolean } }).value;
    expect(said.found).toBe(false);
    expect(said.answer).not.toMatch(/\$25,000|\$50,000/);

    // another agency's workspace is not found: the tool refuses rather than searching unscoped
    const theirWorkspace = await createWorkspace(theirs, { message: QUESTION }, []);
    const refused = await runOperation(ctx, searchKnowledgeBaseOperation, {
      userQuery: QUESTION,
      workspaceId: theirWorkspace.id,
    });
    expect(refused.ok).toBe(false);
  });
});
