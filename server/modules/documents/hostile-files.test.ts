import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { docxBomb, manyPagesPdf, oneLineText, pngBomb } from "./hostile-fixtures.ts";

/**
 * Hostile files harm only themselves (issue 29 item 3; docs/product/documents.md, "Files that
 * cannot be read safely"): one agency starts a workspace with each file over HTTP and Cara's run,
 * in this process, reads it, while a second agency keeps asking for its own knowledge base. Each
 * file fails on the reading stage with its reason, the process lives, and every one of the other
 * agency's requests answers within its normal time (SLOW_MS).
 */

/**
 * The longest the other agency may wait while a hostile file is read: a second, or three times its
 * longest wait with nothing being read when the machine is that loaded (the tests share 2 cores).
 */
const SLOW_MS = 1000;
let allowedMs = SLOW_MS;

let runtime: TestRuntime;
let server: TestServer;
let attacker: TestClient;
let neighbour: TestClient;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  server = await startTestServer(runtime);
  const a = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system, { name: "Attacker" })).id);
  const b = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system, { name: "Neighbour" })).id);
  attacker = await signedInClient(runtime, server.url, a);
  neighbour = await signedInClient(runtime, server.url, b);
  const quiet = Date.now() + 2000;
  const normal = Math.max(...(await neighbourWhile(() => Date.now() > quiet, "nothing")));
  allowedMs = Math.max(SLOW_MS, 3 * normal);
  console.info(`the neighbour's longest wait with nothing being read: ${normal.toFixed(0)} ms`);
});
afterAll(async () => {
  await server?.close();
  await runtime?.close();
});

async function upload(bytes: Uint8Array, name: string): Promise<string> {
  const query = `mutation($input: CreateCaraWorkspaceInput!) { createCaraWorkspace(input: $input) {
    __typename ... on CaraWorkspace { id } ... on ValidationError { fieldErrors { path message } } ... on ApplicationError { code message } } }`;
  const form = new FormData();
  form.set(
    "operations",
    JSON.stringify({ query, variables: { input: { message: "What does this file say?", files: [null] } } }),
  );
  form.set("map", JSON.stringify({ 0: ["variables.input.files.0"] }));
  form.set("0", new Blob([bytes as BlobPart]), name);
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { cookie: attacker.cookie! },
    body: form,
  });
  const result = ((await response.json()) as { data: { createCaraWorkspace: any } }).data.createCaraWorkspace;
  expect(result.__typename, JSON.stringify(result)).toBe("CaraWorkspace");
  return result.id;
}

/** The reading stage's line for the workspace's one file, once it is done (null while it is read). */
async function readingOf(workspaceId: string): Promise<{ progress: number; error: string | null } | null> {
  const ask = () =>
    attacker.request(
      `query($id: ID!) { caraWorkspace(id: $id) { state planStages { type state processAttachmentsDetails { progress { progress error } } } } }`,
      { id: workspaceId },
    );
  const { body } = await ask().catch(ask); // a keep-alive socket closed while the server was busy resets once
  const stage = body!.data.caraWorkspace.planStages.find((s: any) => s.type === "PROCESS_ATTACHMENTS");
  if (!stage || stage.state === "IN_PROGRESS") return null;
  return stage.processAttachmentsDetails.progress[0];
}

/**
 * The neighbour asks for its knowledge base every TICK_MS until `done`, each request's wait timed
 * from when it was due (this process is both the server and the client: a request due while the
 * server's thread is busy starts late, and that delay is the neighbour's wait). Answers the waits.
 */
async function neighbourWhile(done: () => boolean, name: string): Promise<number[]> {
  const TICK_MS = 100;
  const started = performance.now();
  const waits: number[] = [];
  for (let k = 0; !done(); k++) {
    const due = started + k * TICK_MS;
    const ahead = due - performance.now();
    if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead));
    // a keep-alive socket the server closed while it could not answer resets once: a browser retries too
    const ask = () => neighbour.request(`{ knowledgeBase { id pageCount } }`);
    const mine = await ask()
      .catch(ask)
      .catch((error: Error) => {
        throw new Error(`${name}: the neighbour's request failed: ${error.message}`);
      });
    waits.push(performance.now() - due);
    expect(mine.body!.data.knowledgeBase.id).toEqual(expect.any(String));
  }
  return waits;
}

/**
 * Uploads a hostile file in a new workspace (Cara's run reads it) while the neighbour works.
 * Answers the file's line on the reading stage and the neighbour's longest wait.
 */
async function readWhileNeighbourWorks(bytes: Uint8Array, name: string) {
  const started = Date.now();
  let finished = false;
  const neighbourWaits = neighbourWhile(() => finished, name);
  try {
    const id = await upload(bytes, name);
    console.info(`${name}: uploaded after ${Date.now() - started} ms`);
    for (;;) {
      const reading = await readingOf(id);
      if (reading) {
        finished = true;
        const waits = await neighbourWaits;
        const slowest = Math.max(...waits);
        console.info(
          `${name}: ${reading.error ?? "read"} after ${Date.now() - started} ms; neighbour: ${waits.length} requests, longest wait ${slowest.toFixed(0)} ms`,
        );
        return { reading, slowest };
      }
      if (Date.now() - started > 150_000) throw new Error(`${name} was still being read after 150 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    finished = true;
    await neighbourWaits.catch(() => undefined);
  }
}

describe("hostile files harm only themselves", { timeout: 180_000 }, () => {
  it("a DOCX of five million empty paragraphs fails with its reason; the neighbour never waits", async () => {
    const { reading, slowest } = await readWhileNeighbourWorks(await docxBomb(), "bomb.docx");
    expect(reading).toEqual({ progress: 1, error: expect.stringMatching(/paragraphs|elements/) });
    expect(slowest).toBeLessThan(allowedMs);
  });

  it("a 20 MB text file of one line fails with its reason; the neighbour never waits", async () => {
    const { reading, slowest } = await readWhileNeighbourWorks(oneLineText(), "line.txt");
    expect(reading).toEqual({ progress: 1, error: expect.stringMatching(/characters/) });
    expect(slowest).toBeLessThan(allowedMs);
  });

  it("a 20,000 × 20,000 PNG fails with its reason before OCR; the neighbour never waits", async () => {
    const { reading, slowest } = await readWhileNeighbourWorks(pngBomb(), "bomb.png");
    expect(reading).toEqual({ progress: 1, error: expect.stringMatching(/20000 × 20000|pixels/) });
    expect(slowest).toBeLessThan(allowedMs);
  });

  it("a 10,000-page PDF fails fast with its page count; the neighbour never waits", async () => {
    const { reading, slowest } = await readWhileNeighbourWorks(await manyPagesPdf(), "pages.pdf");
    expect(reading).toEqual({ progress: 1, error: expect.stringMatching(/10000 pages/) });
    expect(slowest).toBeLessThan(allowedMs);
  });

  it("the process is still alive and reads an ordinary document afterwards", async () => {
    const { reading } = await readWhileNeighbourWorks(new TextEncoder().encode("Office hours: 8:30 to 5:30"), "ok.txt");
    expect(reading).toEqual({ progress: 1, error: null });
  });
});
