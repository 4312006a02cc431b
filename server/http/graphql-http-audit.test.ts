import { serverAudits } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";

let runtime: TestRuntime;
let server: TestServer;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

/**
 * The GraphQL-over-HTTP specification's server audits (graphql-http). Every MUST passes;
 * SHOULD and MAY results are reported, and none may be an error either.
 */
describe("GraphQL over HTTP audit", () => {
  const audits = serverAudits({ url: () => `${server.url}/graphql`, fetchFn: fetch });
  it.each(audits.map((audit) => [audit.name, audit] as const))("%s", async (_name, audit) => {
    const result = await audit.fn();
    if (result.status !== "ok") {
      const reason = "reason" in result ? result.reason : "";
      // warnings are recommendations; errors are violations of a requirement
      expect.soft(result.status, `${audit.name}: ${reason}`).not.toBe("error");
      if (result.status === "warn") console.warn(`graphql-http audit warning: ${audit.name}: ${reason}`);
    }
  });
});
