import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { openSubscription } from "#tests/setup/sse.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { createTextDocument, deleteDocument, indexKnowledgeDocument } from "./knowledge.service.ts";

let runtime: TestRuntime;
let server: TestServer;
let viewer: TestClient;
let ctx: AgencyCtx;
let theirs: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  ctx = agencyCtxFor(runtime, me);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  viewer = await signedInClient(runtime, server.url, me);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const WATCH = `subscription ($id: ID!) { watchKnowledgeBaseDocument(id: $id) { id indexingStatus { status progress } } }`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const snapshotsOf = (text: string) =>
  [...text.matchAll(/event: next\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!).data.watchKnowledgeBaseDocument);

describe("watchKnowledgeBaseDocument (subscription over SSE)", () => {
  it("delivers the reading's status and progress as it moves, then null when the document is deleted", async () => {
    const document = await createTextDocument(ctx, { title: "Hours", content: "Open Monday to Friday, 9 to 5." });
    const stream = await openSubscription(server.url, viewer.cookie, WATCH, { id: document.id });
    await pause(200);
    await indexKnowledgeDocument(ctx, document.id);
    await stream.until(/"status":"COMPLETED"/);
    await deleteDocument(ctx, document.id);
    const text = await stream.until(/data: \{"data":\{"watchKnowledgeBaseDocument":null\}\}/);
    stream.close();
    const snapshots = snapshotsOf(text);
    const statuses = snapshots.map((s) => s?.indexingStatus.status ?? "DELETED");
    // each change is read back in order (a slow reader may see a later state): never going back
    const order = ["UNKNOWN", "INDEXING", "COMPLETED", "DELETED"];
    const ranks = statuses.map((status) => order.indexOf(status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(statuses.at(-1)).toBe("DELETED");
    expect(snapshots.at(-2)).toMatchObject({ id: document.id, indexingStatus: { status: "COMPLETED", progress: 1 } });
  });

  it("refuses another agency's document as NOT_FOUND", async () => {
    const foreign = await createTextDocument(theirs, { title: "Theirs", content: "Their text." });
    const stream = await openSubscription(server.url, viewer.cookie, WATCH, { id: foreign.id });
    expect(await stream.rest()).toContain('"code":"NOT_FOUND"');
  });
});
