import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { declarationsPdf, textImagePng, textPdf } from "../documents/document-fixtures.ts";

/** The knowledge base over GraphQL, with the worker reading documents in this process. */

let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let other: TestClient;
let me: Awaited<ReturnType<typeof buildAgencyUser>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  server = await startTestServer(runtime);
  me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id, { name: "Priya Shah" });
  const them = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  client = await signedInClient(runtime, server.url, me);
  other = await signedInClient(runtime, server.url, them);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const DOCUMENT = `id title createdAt createdBy { name } file { id name mimeType size url } text { content }
  metadata { title summary purpose } indexingStatus { status progress error startedAt completedAt } pageCount`;
const RESULT = (success: string) =>
  `__typename ... on ${success} ValidationError { fieldErrors { path message } } ... on ApplicationError { code message }`.replace(
    `on ${success}`,
    `on ${success} { ${success === "KnowledgeBaseDocument" ? DOCUMENT : `documents { ${DOCUMENT} }`} } ... on`,
  );

async function baseId(c: TestClient): Promise<string> {
  const { body } = await c.request(`{ knowledgeBase { id title pageCount pageLimit } }`);
  return body!.data.knowledgeBase.id;
}

async function upload(c: TestClient, knowledgeBaseId: string, files: Array<[Uint8Array, string]>) {
  const query = `mutation($id: ID!, $files: [File!]!) { uploadKnowledgeBaseFileDocument(knowledgeBaseId: $id, files: $files) { ${RESULT("UploadKnowledgeBaseFileDocumentPayload")} } }`;
  const form = new FormData();
  form.set("operations", JSON.stringify({ query, variables: { id: knowledgeBaseId, files: files.map(() => null) } }));
  form.set("map", JSON.stringify(Object.fromEntries(files.map((_, i) => [i, [`variables.files.${i}`]]))));
  files.forEach(([bytes, name], i) => form.set(String(i), new Blob([bytes as BlobPart]), name));
  const response = await fetch(`${server.url}/graphql`, { method: "POST", headers: { cookie: c.cookie! }, body: form });
  return ((await response.json()) as { data: { uploadKnowledgeBaseFileDocument: any } }).data
    .uploadKnowledgeBaseFileDocument;
}

async function documentOf(c: TestClient, id: string) {
  return (await c.request(`query($id: ID!) { knowledgeBaseDocument(id: $id) { ${DOCUMENT} } }`, { id })).body!.data
    .knowledgeBaseDocument;
}

/** Polls the document as the screen does, recording each status seen, until it is done. */
async function watch(c: TestClient, id: string): Promise<{ seen: string[]; document: any }> {
  const seen: string[] = [];
  for (let i = 0; i < 600; i++) {
    const document = await documentOf(c, id);
    const status = document.indexingStatus.status;
    if (seen.at(-1) !== status) seen.push(status);
    if (status === "COMPLETED" || status === "FAILED") return { seen, document };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`document ${id} never finished: ${seen.join(" → ")}`);
}

describe("the knowledge base over GraphQL", () => {
  it("gives the agency's knowledge base with its plan's page limit", async () => {
    const { body } = await client.request(`{ knowledgeBases { id title pageCount pageLimit documents { id } } }`);
    expect(body!.data.knowledgeBases).toEqual([
      { id: expect.any(String), title: "Agency knowledge base", pageCount: 0, pageLimit: 5000, documents: [] },
    ]);
  });

  it("uploads two PDFs and an image; each moves from queued through indexing to completed", async () => {
    const id = await baseId(client);
    const result = await upload(client, id, [
      [await textPdf(40), "Servicing playbook.pdf"],
      [
        await declarationsPdf([{ title: "Carrier Contacts", rows: [["Harbor Specialty claims", "800-555-0199"]] }]),
        "contacts.pdf",
      ],
      [await textImagePng(["Office hours", "Monday to Friday 8:30 to 5:30"]), "hours.png"],
    ]);
    expect(result.__typename).toBe("UploadKnowledgeBaseFileDocumentPayload");
    // The payload reads each document back after the upload, and the worker in this process may
    // already have started on the first: queued or being read, never completed yet.
    expect(result.documents.map((d: any) => [d.title, d.createdBy.name, d.file.mimeType])).toEqual([
      ["Servicing playbook", "Priya Shah", "application/pdf"],
      ["contacts", "Priya Shah", "application/pdf"],
      ["hours", "Priya Shah", "image/png"],
    ]);
    for (const document of result.documents) expect(["UNKNOWN", "INDEXING"]).toContain(document.indexingStatus.status);
    const playbook = await watch(client, result.documents[0].id);
    // queued (when the poll is quick enough to see it), then indexing with progress, then completed
    expect(["UNKNOWN", "INDEXING"]).toContain(playbook.seen[0]);
    expect(playbook.seen.slice(-2)).toEqual(["INDEXING", "COMPLETED"]);
    expect(playbook.document).toMatchObject({
      pageCount: 40,
      text: null,
      indexingStatus: { status: "COMPLETED", progress: 1, error: null },
      metadata: { title: "Commercial General Liability - page 1" },
    });
    for (const document of result.documents.slice(1)) {
      expect((await watch(client, document.id)).document.indexingStatus.status).toBe("COMPLETED");
    }
    const search = await client.request(
      `{ searchKnowledgeBase(query: "Harbor Specialty claims") { query answer found citations { fileId fileName page quote } passages { documentTitle page snippet score } } }`,
    );
    expect(search.body!.data.searchKnowledgeBase.passages[0]).toMatchObject({ documentTitle: "contacts", page: 1 });
    const base = await client.request(`{ knowledgeBase { pageCount documents(search: "PLAYBOOK") { title } } }`);
    expect(base.body!.data.knowledgeBase).toEqual({ pageCount: 42, documents: [{ title: "Servicing playbook" }] });
  });

  it("creates, edits and deletes a text document; refuses an empty one and a wrong file type with field errors", async () => {
    const id = await baseId(client);
    const create = `mutation($id: ID!, $input: KnowledgeBaseTextDocumentInput!) { createKnowledgeBaseTextDocument(knowledgeBaseId: $id, input: $input) { ${RESULT("KnowledgeBaseDocument")} } }`;
    const empty = await client.request(create, { id, input: { title: "Empty", content: "   " } });
    expect(empty.body!.data.createKnowledgeBaseTextDocument).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ path: "content", message: "Write the document's content" }],
    });
    const created = (
      await client.request(create, {
        id,
        input: { title: "Escalation", content: "Escalate to the principal after 48 hours." },
      })
    ).body!.data.createKnowledgeBaseTextDocument;
    expect(created).toMatchObject({
      __typename: "KnowledgeBaseDocument",
      title: "Escalation",
      file: null,
      text: { content: "Escalate to the principal after 48 hours." },
    });
    expect((await watch(client, created.id)).document.indexingStatus.status).toBe("COMPLETED");
    const update = `mutation($id: ID!, $input: UpdateKnowledgeBaseDocumentInput!) { updateKnowledgeBaseDocument(id: $id, input: $input) { ${RESULT("KnowledgeBaseDocument")} } }`;
    const edited = await client.request(update, {
      id: created.id,
      input: { content: "Escalate to the principal after 24 hours." },
    });
    expect(edited.body!.data.updateKnowledgeBaseDocument).toMatchObject({
      text: { content: "Escalate to the principal after 24 hours." },
    });
    expect((await watch(client, created.id)).document.indexingStatus.status).toBe("COMPLETED");
    const wrong = await upload(client, id, [[new TextEncoder().encode("plain notes"), "notes.txt"]]);
    expect(wrong).toEqual({
      __typename: "ValidationError",
      fieldErrors: [
        { path: "files.0", message: '"notes.txt" is TXT. Upload PDFs or images (PNG, JPEG, GIF, WebP, TIFF) only.' },
      ],
    });
    const deleted = await client.request(
      `mutation($id: ID!) { deleteKnowledgeBaseDocument(id: $id) { ${RESULT("KnowledgeBaseDocument")} } }`,
      {
        id: created.id,
      },
    );
    expect(deleted.body!.data.deleteKnowledgeBaseDocument).toMatchObject({
      __typename: "KnowledgeBaseDocument",
      id: created.id,
    });
    expect(await documentOf(client, created.id)).toBeNull();
  });

  it("links a document to a client and back to agency-wide (issue 28)", async () => {
    const id = await baseId(client);
    const account = await buildAccount(agencyCtxFor(runtime, me), "BUSINESS");
    const create = `mutation($id: ID!, $input: KnowledgeBaseTextDocumentInput!) { createKnowledgeBaseTextDocument(knowledgeBaseId: $id, input: $input) { __typename ... on KnowledgeBaseDocument { id account { id account { name } } } } }`;
    const created = (
      await client.request(create, {
        id,
        input: { title: "Acme notes", content: "Acme renews in March.", accountId: account.id },
      })
    ).body!.data.createKnowledgeBaseTextDocument;
    expect(created.account).toEqual({ id: account.id, account: { name: account.name } });
    const update = `mutation($id: ID!, $input: UpdateKnowledgeBaseDocumentInput!) { updateKnowledgeBaseDocument(id: $id, input: $input) { __typename ... on KnowledgeBaseDocument { title account { id } } ... on ValidationError { fieldErrors { path message } } } }`;
    const renamed = await client.request(update, { id: created.id, input: { title: "Acme renewal notes" } });
    expect(renamed.body!.data.updateKnowledgeBaseDocument).toEqual({
      __typename: "KnowledgeBaseDocument",
      title: "Acme renewal notes",
      account: { id: account.id },
    });
    const unlinked = await client.request(update, { id: created.id, input: { accountId: null } });
    expect(unlinked.body!.data.updateKnowledgeBaseDocument.account).toBeNull();
    const unknown = await client.request(update, {
      id: created.id,
      input: { accountId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.body!.data.updateKnowledgeBaseDocument.fieldErrors[0].path).toBe("accountId");
    await client.request(`mutation($id: ID!) { deleteKnowledgeBaseDocument(id: $id) { __typename } }`, {
      id: created.id,
    });
  });

  it("refuses every query and mutation on another agency's knowledge base and documents", async () => {
    const id = await baseId(client);
    const { body } = await client.request(`{ knowledgeBase { documents { id } } }`);
    const documentId = body!.data.knowledgeBase.documents[0].id;
    const theirs = await other.request(`query($id: ID) { knowledgeBase(id: $id) { id } }`, { id });
    expect(theirs.body!.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await documentOf(other, documentId)).toBeNull();
    const list = await other.request(`{ knowledgeBases { id documents { id } } }`);
    expect(list.body!.data.knowledgeBases[0].id).not.toBe(id);
    expect(list.body!.data.knowledgeBases[0].documents).toEqual([]);
    const search = await other.request(
      `{ searchKnowledgeBase(query: "Harbor Specialty claims") { found answer citations { fileId } passages { documentId } } }`,
    );
    expect(search.body!.data.searchKnowledgeBase).toEqual({
      found: false,
      answer: '"Harbor Specialty claims" was not found in the knowledge base.',
      citations: [],
      passages: [],
    });
    const notFound = { __typename: "ApplicationError", code: "NOT_FOUND" };
    const create = await other.request(
      `mutation($id: ID!) { createKnowledgeBaseTextDocument(knowledgeBaseId: $id, input: { title: "x", content: "y" }) { ${RESULT("KnowledgeBaseDocument")} } }`,
      { id },
    );
    expect(create.body!.data.createKnowledgeBaseTextDocument).toMatchObject(notFound);
    expect(await upload(other, id, [[await textPdf(1), "x.pdf"]])).toMatchObject(notFound);
    const update = await other.request(
      `mutation($id: ID!) { updateKnowledgeBaseDocument(id: $id, input: { title: "Mine" }) { ${RESULT("KnowledgeBaseDocument")} } }`,
      { id: documentId },
    );
    expect(update.body!.data.updateKnowledgeBaseDocument).toMatchObject(notFound);
    const remove = await other.request(
      `mutation($id: ID!) { deleteKnowledgeBaseDocument(id: $id) { ${RESULT("KnowledgeBaseDocument")} } }`,
      {
        id: documentId,
      },
    );
    expect(remove.body!.data.deleteKnowledgeBaseDocument).toMatchObject(notFound);
    const file = (await documentOf(client, documentId)).file;
    expect((await fetch(`${server.url}${file.url}`, { headers: { cookie: other.cookie! } })).status).toBe(404);
    expect((await fetch(`${server.url}${file.url}`, { headers: { cookie: client.cookie! } })).status).toBe(200);
  });
});
