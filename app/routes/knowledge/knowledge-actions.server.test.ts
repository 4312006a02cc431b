import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationsPdf } from "#server/modules/documents/document-fixtures.ts";
import { ensureKnowledgeBase, findDocument, listDocuments } from "#server/modules/knowledge/knowledge.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { actionContextFor, answerOf, formPost, routeArgs } from "#tests/setup/action-context.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "#server/lib/context.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { action as clientAction } from "./document-client.ts";
import { action as deleteAction } from "./document.server.ts";
import { action as editAction, loader as editLoader } from "./edit-document.server.ts";
import { action as createAction } from "./new-document.server.ts";
import { action as uploadAction } from "./upload.server.ts";

/** The knowledge base route actions (docs/product/knowledge-base-screens.md) against a real database. */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let context: AppLoadContext;
let theirContext: AppLoadContext;
let them: Awaited<ReturnType<typeof buildAgencyUser>>;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const user = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  them = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  ctx = agencyCtxFor(runtime, user);
  context = actionContextFor(runtime, user);
  theirContext = actionContextFor(runtime, them);
});
afterAll(() => runtime.close());

const pdf = async (title: string) =>
  new File([Buffer.from(await declarationsPdf([{ title, rows: [["Carrier", "Northwind Mutual"]] }]))], `${title}.pdf`, {
    type: "application/pdf",
  });

const args = (request: Request, params: Record<string, string> = {}, as = context) => routeArgs(request, params, as);

function multipart(path: string, files: File[]): Request {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  return new Request(`http://localhost${path}`, { method: "POST", body: form });
}

const json = (path: string, method: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function titles(): Promise<string[]> {
  const base = await ensureKnowledgeBase(ctx);
  return (await listDocuments(ctx, base.id)).map((document) => document.title);
}

describe("POST /app/knowledge/upload", () => {
  it("stores every file of a plain form and goes back to the list, keeping its filter", async () => {
    const answer = await answerOf(
      uploadAction(
        args(multipart("/app/knowledge/upload?q=guide", [await pdf("Flood guide"), await pdf("Auto guide")])),
      ),
    );
    expect(answer.redirect).toBe("/app/knowledge?q=guide");
    expect(await titles()).toEqual(expect.arrayContaining(["Flood guide", "Auto guide"]));
  });

  it("refuses a wrong type under its file (files.N) and stores none of the files", async () => {
    const before = await titles();
    const text = new File(["Call the carrier first."], "notes.txt", { type: "text/plain" });
    const answer = await answerOf(
      uploadAction(args(multipart("/app/knowledge/upload", [await pdf("Marine guide"), text]))),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.validationErrors["files.1"][0]).toMatch(/Upload PDFs or images/);
    expect(await titles()).toEqual(before);
  });

  it("asks for a file when none was chosen (an empty file input still sends a part)", async () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    const answer = await answerOf(uploadAction(args(multipart("/app/knowledge/upload", [empty]))));
    expect(answer.status).toBe(400);
    expect(answer.data.validationErrors.files).toEqual(["Choose at least one PDF or image to upload"]);
  });
});

describe("text documents: POST /app/knowledge/new, PUT /app/knowledge/{id}/edit", () => {
  it("creates from a form, refuses an empty content with the title kept, then edits by PUT", async () => {
    const refused = await answerOf(
      createAction(args(formPost("/app/knowledge/new", { title: "Office hours", content: "  " }))),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.validationErrors.content).toEqual(["Write the document's content"]);
    expect(refused.data.lastResult.initialValue).toMatchObject({ title: "Office hours" });

    const created = await answerOf(
      createAction(
        args(formPost("/app/knowledge/new", { title: "Office hours", content: "Open 8:30 AM to 5:30 PM." })),
      ),
    );
    const id = created.redirect!.split("/").pop()!;
    expect(created.redirect).toBe(`/app/knowledge/${id}`);
    expect((await findDocument(ctx, id))?.title).toBe("Office hours");

    const edit = `/app/knowledge/${id}/edit`;
    const noTitle = await answerOf(
      editAction(args(formPost(edit, { title: "", content: "Open 9 AM to 5 PM." }), { documentId: id })),
    );
    expect(noTitle.status).toBe(400);
    expect(noTitle.data.validationErrors.title).toEqual(["Give the document a title"]);
    expect(noTitle.data.lastResult.initialValue).toMatchObject({ content: "Open 9 AM to 5 PM." });

    const saved = await answerOf(
      editAction(
        args(json(edit, "PUT", { title: "Front desk hours", content: "Open 9 AM to 5 PM." }), { documentId: id }),
      ),
    );
    expect(saved.redirect).toBe(`/app/knowledge/${id}`);
    const document = await findDocument(ctx, id);
    expect(document?.title).toBe("Front desk hours");
    expect(document?.content).toBe("Open 9 AM to 5 PM.");
  });

  it("sends the edit address of an uploaded file to its slide-out", async () => {
    await answerOf(uploadAction(args(multipart("/app/knowledge/upload", [await pdf("Umbrella guide")]))));
    const base = await ensureKnowledgeBase(ctx);
    const file = (await listDocuments(ctx, base.id, "umbrella"))[0]!;
    const request = new Request(`http://localhost/app/knowledge/${file.id}/edit`);
    const answer = await answerOf(editLoader({ ...args(request, { documentId: file.id }) } as never));
    expect(answer.redirect).toBe(`/app/knowledge/${file.id}`);
  });
});

describe("DELETE /app/knowledge/{id}", () => {
  it("deletes by DELETE without a body (or the dialog's POST) and refuses another agency", async () => {
    const created = await answerOf(
      createAction(args(json("/app/knowledge/new", "POST", { title: "Escalation", content: "Call the owner." }))),
    );
    const id = created.redirect!.split("/").pop()!;

    const theirs = await answerOf(
      deleteAction(args(json(`/app/knowledge/${id}`, "DELETE"), { documentId: id }, theirContext)),
    );
    expect(theirs.status).toBe(400);
    expect(theirs.data.applicationError).toBe("Document not found");
    expect(await findDocument(ctx, id)).not.toBeNull();

    const deleted = await answerOf(deleteAction(args(json(`/app/knowledge/${id}`, "DELETE"), { documentId: id })));
    expect(deleted.redirect).toBe("/app/knowledge");
    expect(await findDocument(ctx, id)).toBeNull();
  });
});

describe("the client of a document: POST /app/knowledge/{id}/client, upload with accountId (issue 28)", () => {
  it("links an uploaded document to a client, makes it agency-wide, and refuses another agency's account", async () => {
    const account = await buildAccount(ctx, "BUSINESS");
    const form = new FormData();
    form.append("accountId", account.id);
    form.append("files", await pdf("Acme cyber quote"));
    const uploaded = await answerOf(
      uploadAction(args(new Request("http://localhost/app/knowledge/upload", { method: "POST", body: form }))),
    );
    expect(uploaded.redirect).toBe("/app/knowledge");
    const base = await ensureKnowledgeBase(ctx);
    const document = (await listDocuments(ctx, base.id, "acme cyber"))[0]!;
    expect(document.accountId).toBe(account.id);

    const path = `/app/knowledge/${document.id}/client?q=acme`;
    const cleared = await answerOf(
      clientAction(args(formPost(path, { accountId: "" }), { documentId: document.id }) as never),
    );
    expect(cleared.redirect).toBe(`/app/knowledge/${document.id}?q=acme`);
    expect((await findDocument(ctx, document.id))?.accountId).toBeNull();

    const theirAccount = await buildAccount(agencyCtxFor(runtime, them), "BUSINESS");
    const refused = await answerOf(
      clientAction(args(formPost(path, { accountId: theirAccount.id }), { documentId: document.id }) as never),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.validationErrors.accountId[0]).toMatch(/^Choose one of the agency's accounts/);
    expect((await findDocument(ctx, document.id))?.accountId).toBeNull();

    const linked = await answerOf(
      clientAction(args(formPost(path, { accountId: account.id }), { documentId: document.id }) as never),
    );
    expect(linked.redirect).toBe(`/app/knowledge/${document.id}?q=acme`);
    expect((await findDocument(ctx, document.id))?.accountId).toBe(account.id);
  });
});
