import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { SIGN_IN, TestClient, VIEWER } from "#tests/setup/graphql-client.ts";
import { latestMailedCode } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";

let runtime: TestRuntime;
let server: TestServer;

beforeAll(async () => {
  runtime = await startTestRuntime({ env: { NODE_ENV: "production" } });
  server = await startTestServer(runtime);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

describe("error masking in production", () => {
  it("shows clients 'Unexpected error.' and never the internal cause", async () => {
    const agency = await buildAgency(runtime.system);
    const user = await buildAgencyUser(runtime.system, agency.id);
    const client = new TestClient(server.url);
    await client.request(SIGN_IN, { email: user.email });
    await client.request(SIGN_IN, { email: user.email, code: await latestMailedCode(runtime, user.email) });
    expect((await client.request(VIEWER)).body?.data.agencyUser.id).toBe(user.id);

    // the database goes away under the running server
    await runtime.database.close();
    const broken = await client.request(`{ auditEvents { id action } }`);
    expect(broken.body?.errors).toEqual([expect.objectContaining({ message: "Unexpected error." })]);
    expect(broken.text).not.toMatch(/pglite|closed|audit_log|stack|at /i);
  });
});
