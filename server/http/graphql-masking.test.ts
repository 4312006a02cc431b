import { beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { SIGN_IN, TestClient, VIEWER } from "#tests/setup/graphql-client.ts";
import { latestMailedCode } from "#tests/setup/sign-in.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";

const http = useHttpTestServer({ env: { NODE_ENV: "production" } });

beforeAll(async () => {});

describe("error masking in production", () => {
  it("shows clients 'Unexpected error.' and never the internal cause", async () => {
    const agency = await buildAgency(http.runtime.system);
    const user = await buildAgencyUser(http.runtime.system, agency.id);
    const client = new TestClient(http.url);
    await client.request(SIGN_IN, { email: user.email });
    await client.request(SIGN_IN, { email: user.email, code: await latestMailedCode(http.runtime, user.email) });
    expect((await client.request(VIEWER)).body?.data.agencyUser.id).toBe(user.id);

    // the database goes away under the running server
    await http.runtime.database.close();
    const broken = await client.request(`{ auditEvents { id action } }`);
    expect(broken.body?.errors).toEqual([expect.objectContaining({ message: "Unexpected error." })]);
    expect(broken.text).not.toMatch(/pglite|closed|audit_log|stack|at /i);
  });
});
