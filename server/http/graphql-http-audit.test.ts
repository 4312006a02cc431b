import { serverAudits } from "graphql-http";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";

const http = useHttpTestServer();
let cookie = "";

beforeAll(async () => {
  // the audits introspect (`__type`), which only signed-in callers may (ADR 019)
  const agency = await buildAgency(http.runtime.system);
  const user = await buildAgencyUser(http.runtime.system, agency.id);
  cookie = (await signedInClient(http.runtime, http.url, user)).cookie ?? "";
});

/**
 * The GraphQL-over-HTTP specification's server audits (graphql-http). Every MUST passes;
 * SHOULD and MAY results are reported, and none may be an error either.
 */
describe("GraphQL over HTTP audit", () => {
  const signedInFetch = (input: RequestInfo | URL, init: RequestInit = {}) =>
    fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
  const audits = serverAudits({ url: () => `${http.url}/graphql`, fetchFn: signedInFetch });
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
