import { embed } from "ai";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, insertTestPolicy } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import {
  FAKE_EMBEDDING_DIMENSIONS,
  FAKE_OPENAI_KEY,
  fakeEmbedding,
  startFakeOpenAIServer,
} from "#tests/support/fake-openai-server.ts";
import type { FakeModelServer } from "#tests/support/fake-model-script.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { uploadPolicyFile } from "../files/files-upload.service.ts";
import { searchPassages } from "./documents-search.service.ts";
import { indexFile } from "./documents.service.ts";
import { createEmbeddingModel } from "./embeddings.ts";
import { EMBED_BATCH } from "./embeddings-store.ts";
import { fuseRankings, RRF_K } from "./rank-fusion.ts";

let fake: FakeModelServer;
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let pgvector: boolean;
const files: string[] = [];

// enough text for more than EMBED_BATCH passages
const sections = Array.from(
  { length: 700 },
  (_, i) =>
    `Section ${i + 1}\nThe account manager files note ${i + 1} about the renewal, the invoice and the payment plan.\n`,
);
const DOCS = {
  "playbook.txt": `Adding a vehicle\nAsk the insured for the VIN, then send the change to the carrier.\n\n${sections.join("\n")}`,
  "hours.txt":
    "Office hours\nThe office opens at eight and closes at five; on holidays the phones go to the answering service.",
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  fake = await startFakeOpenAIServer();
  runtime = await startTestRuntime({
    env: { CARA_EMBEDDINGS: `openai-compatible:${fake.url}/v1#fake-embed`, OPENAI_COMPATIBLE_API_KEY: FAKE_OPENAI_KEY },
  });
  // PGlite loads pgvector; a PostgreSQL server may not have it (Debian's PostgreSQL 15 does not)
  pgvector =
    runtime.database.kind === "pglite" ||
    (await runtime.database.sql.executeSql("select 1 from pg_extension where extname = 'vector'")).rows.length > 0;
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  const account = await buildAccount(ctx);
  const policy = await insertTestPolicy(runtime.system, ctx.actor.agencyId, account.id);
  for (const [name, text] of Object.entries(DOCS)) {
    const bytes = new TextEncoder().encode(text);
    files.push(
      (await uploadPolicyFile(ctx, { policyId: policy.id, type: "POLICY_DOCUMENT", file: fileOf(bytes, name) })).id,
    );
  }
});
afterAll(async () => {
  await runtime.close();
  await fake.close();
});

describe("embedding providers", () => {
  it("embeds through OpenAI's embeddings API (openai:<model>) with the key and base URL", async () => {
    const config = loadConfig({
      CARA_EMBEDDINGS: "openai:text-embedding-3-small",
      OPENAI_API_KEY: FAKE_OPENAI_KEY,
      OPENAI_BASE_URL: `${fake.url}/v1`,
    });
    const { embedding } = await embed({ model: createEmbeddingModel(config)!, value: "certificate of insurance" });
    expect(embedding).toEqual(fakeEmbedding("certificate of insurance"));
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ path: "/v1/embeddings", body: { model: "text-embedding-3-small" } });
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`);
  });

  it("refuses a malformed setting and an OpenAI model without a key", () => {
    expect(() => loadConfig({ CARA_EMBEDDINGS: "cohere:embed" })).toThrow(/CARA_EMBEDDINGS/);
    expect(() => loadConfig({ CARA_EMBEDDINGS: "openai-compatible:http://localhost:11434/v1" })).toThrow(/after "#"/);
    expect(() => loadConfig({ CARA_EMBEDDINGS: "openai:text-embedding-3-small" })).toThrow(/OPENAI_API_KEY/);
    expect(loadConfig({}).CARA_EMBEDDINGS).toBeUndefined();
  });
});

describe("reciprocal rank fusion", () => {
  it("scores Σ 1/(k + rank) over the rankings, so agreement beats one list's first place", () => {
    const fused = fuseRankings([{ id: "a" }, { id: "b" }, { id: "c" }], [{ id: "c" }, { id: "d" }, { id: "b" }]);
    expect(fused.map((r) => r.id)).toEqual(["c", "b", "a", "d"]);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 3) + 1 / (RRF_K + 1));
    expect(fused[2]!.score).toBeCloseTo(1 / (RRF_K + 1));
  });
});

describe("hybrid search", () => {
  it("embeds every passage after indexing, in batches, when the database has pgvector", async () => {
    expect(Boolean(runtime.embeddings)).toBe(pgvector);
    if (!pgvector) return;
    const before = fake.requests.length;
    for (const id of files) await indexFile(ctx, id);
    const [{ chunks }] = await rows<{ chunks: number }>(
      sql`select count(*)::int as chunks from document_chunks where agency_id = ${ctx.actor.agencyId}`,
    );
    const stored = await rows<{ dims: number; n: number }>(
      sql`select vector_dims(embedding) as dims, count(*)::int as n from document_chunk_embeddings where agency_id = ${ctx.actor.agencyId} group by 1`,
    );
    expect(stored).toEqual([{ dims: FAKE_EMBEDDING_DIMENSIONS, n: chunks }]);
    const calls = fake.requests.slice(before);
    expect(calls.every((r) => r.path === "/v1/embeddings" && r.body.model === "fake-embed")).toBe(true);
    expect(chunks).toBeGreaterThan(EMBED_BATCH);
    expect(calls.length).toBeGreaterThan(1);
    expect(Math.max(...calls.map((r) => r.body.input.length))).toBeLessThanOrEqual(EMBED_BATCH);
  });

  it("fuses the full-text and the vector rankings (k = 60), finding what full text alone misses", async () => {
    if (!pgvector) return;
    const query = "when does the office close for holidays";
    const textOnly = await searchPassages({ ...ctx, embeddings: null }, { fileIds: files, query, limit: 24 });
    const vector = await runtime.embeddings!.nearest(ctx, { fileIds: files, query, limit: 24 });
    const hybrid = await searchPassages(ctx, { fileIds: files, query });
    expect(vector[0]!.text).toContain("Office hours");
    const key = (p: { fileId: string; page: number; text: string }) => `${p.fileId}:${p.text}`;
    const expected = fuseRankings<{ id: string }>(
      textOnly.map((p) => ({ id: key(p) })),
      vector.map((p) => ({ id: key(p) })),
    );
    expect(hybrid.map(key)).toEqual(expected.slice(0, 8).map((p) => p.id));
    expect(hybrid[0]!.score).toBeCloseTo(expected[0]!.score);
    expect(hybrid[0]!.snippet).toContain("<mark>");
    // passages near the question that share none of its words come from the vector ranking alone
    expect(textOnly.length).toBeLessThan(hybrid.length);
  });

  it("keeps full-text search working when the provider fails", async () => {
    const broken = await startTestRuntime({
      env: { CARA_EMBEDDINGS: `openai-compatible:${fake.url}/v1#fake-embed`, OPENAI_COMPATIBLE_API_KEY: "sk-wrong" },
    });
    try {
      const user = agencyCtxFor(broken, await buildAgencyUser(broken.system, (await buildAgency(broken.system)).id));
      const account = await buildAccount(user);
      const policy = await insertTestPolicy(broken.system, user.actor.agencyId, account.id);
      const bytes = new TextEncoder().encode(DOCS["hours.txt"]);
      const file = await uploadPolicyFile(user, {
        policyId: policy.id,
        type: "POLICY_DOCUMENT",
        file: fileOf(bytes, "hours.txt"),
      });
      expect(await indexFile(user, file.id)).toEqual({ pageCount: 1, ocrPages: 0 });
      const [best] = await searchPassages(user, { fileIds: [file.id], query: "office hours" });
      expect(best).toMatchObject({ fileName: "hours.txt", page: 1 });
    } finally {
      await broken.close();
    }
  });
});
