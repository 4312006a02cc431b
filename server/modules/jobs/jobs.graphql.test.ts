import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { openSubscription } from "#tests/setup/sse.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { reportJobProgress, startJobProgress } from "./job-progress.service.ts";

let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let ctx: AgencyCtx;
let theirs: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  ctx = agencyCtxFor(runtime, me);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  client = await signedInClient(runtime, server.url, me);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const FIELDS = "id name progress attempt";

describe("job progress over GraphQL", () => {
  it("reads an agency job's progress, streams it live, and refuses another agency's job", async () => {
    const job = { id: randomUUID(), name: "documents.extract", agencyId: ctx.actor.agencyId };
    await startJobProgress(runtime.db, job);
    const first = await client.request(`query ($id: ID!) { jobProgress(id: $id) { ${FIELDS} } }`, { id: job.id });
    expect(first.body?.data.jobProgress).toEqual({ id: job.id, name: "documents.extract", progress: 0, attempt: 0 });

    const stream = await openSubscription(
      server.url,
      client.cookie,
      `subscription ($id: ID!) { jobProgress(id: $id) { ${FIELDS} } }`,
      {
        id: job.id,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await reportJobProgress(ctx, { ...job, id: randomUUID() }, 0.9, 1); // another job: not on this stream
    await reportJobProgress(ctx, job, 0.25, 1);
    const text = await stream.until('"progress":0.25');
    stream.close();
    expect(text).toContain('"attempt":1');
    expect(text).not.toContain("0.9");

    const foreign = { id: randomUUID(), name: "documents.extract", agencyId: theirs.actor.agencyId };
    await startJobProgress(runtime.db, foreign);
    const refused = await client.request(`query ($id: ID!) { jobProgress(id: $id) { id } }`, { id: foreign.id });
    expect(refused.body?.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const malformed = await client.request(`query { jobProgress(id: "1 or 1=1") { id } }`);
    expect(malformed.body?.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
