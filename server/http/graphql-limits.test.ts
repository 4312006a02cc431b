import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { TestClient } from "#tests/setup/graphql-client.ts";
import { requestFrom } from "#tests/setup/remote-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyUser } from "../modules/identity/agency.service.ts";
import { createHttpApp } from "./app.ts";
import { graphqlLimits } from "./graphql-limits.ts";

// docs/product/security.md: what one GraphQL request may ask of the server.
const http = useHttpTestServer();
let user: AgencyUser;

beforeAll(async () => {
  const agency = await buildAgency(http.runtime.system);
  user = await buildAgencyUser(http.runtime.system, agency.id);
});

// The request of the incident: five levels of accounts and policies, ~250 bytes.
const FAN_OUT = /* GraphQL */ `
  {
    accounts(pageSize: 100) {
      nodes {
        businessPolicies {
          account {
            businessPolicies {
              account {
                businessPolicies {
                  id
                }
              }
            }
          }
        }
      }
    }
  }
`;

/** One sign-in for the pricing tests (the user's sign-in codes are rate limited). */
let pricing: Promise<TestClient> | undefined;
const pricingClient = () => (pricing ??= signedInClient(http.runtime, http.url, user));

describe("GraphQL cost limits", () => {
  it("refuses the nested fan-out of accounts and policies before running it", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    const started = Date.now();
    const { body } = await client.request(FAN_OUT);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(body?.data ?? null).toBeNull();
    expect(body?.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COSTLY");
    expect(body?.errors?.[0]?.message).toMatch(/^This query asks for too much at once/);
  });

  it("still answers a list page with its nested lists", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    const { body } = await client.request(
      `{ accounts(pageSize: 25) { nodes { id contacts { id } businessPolicies { id policyNumber } } } }`,
    );
    expect(body?.errors).toBeUndefined();
    expect(body?.data).toEqual({ accounts: { nodes: [] } });
  });

  it("prices each alias of a search and of an exact count: the alias flood is refused before it runs", async () => {
    const client = await pricingClient();
    // within the alias, depth and token limits, and a few dozen fields: but 15 searches and 15 full counts
    const searches = Array.from(
      { length: graphqlLimits.maxAliases },
      (_, i) => `a${i}: accounts(search: "harbor marine ${i}") { totalCount }`,
    ).join(" ");
    const flood = await client.request(`{ ${searches} }`);
    expect(flood.body?.data ?? null).toBeNull();
    expect(flood.body?.errors?.[0]).toMatchObject({
      message: `This query asks for too much at once (estimated cost ${15 * 2002}, limit 10000). Ask for fewer nested lists, searches or exact counts at once, or smaller pages.`,
      extensions: { code: "QUERY_TOO_COSTLY" },
    });
    const files = Array.from({ length: 12 }, (_, i) => `f${i}: searchFiles(search: "declarations") { id }`).join(" ");
    expect((await client.request(`{ ${files} }`)).body?.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COSTLY");
  });

  it("still answers a list page's search with its capped count, and a few searches at once", async () => {
    const client = await pricingClient();
    const page = await client.request(
      `query ($search: String) { accounts(search: $search, page: 1, pageSize: 100, countLimit: 1000) { totalCount totalCountCapped nodes { id type account { name email mailingAddress { line1 } } } } }`,
      { search: "harbor marine" },
    );
    expect(page.body?.errors).toBeUndefined();
    expect(page.body?.data).toEqual({ accounts: { totalCount: 0, totalCountCapped: false, nodes: [] } });
    const few = await client.request(
      `{ a: accounts(search: "harbor") { totalCount } p: businessPolicies(search: "harbor", countLimit: 100) { totalCount } f: searchFiles(search: "harbor") { id } }`,
    );
    expect(few.body?.errors).toBeUndefined();
  });

  it("refuses too deep a query and too many aliases", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    let deep = "id";
    for (let i = 0; i < graphqlLimits.maxDepth / 2; i++) deep = `businessPolicies { account { ${deep} } }`;
    const tooDeep = await client.request(`{ accounts(pageSize: 1) { nodes { ${deep} } } }`);
    expect(tooDeep.body?.errors?.[0]?.message).toMatch(/depth limit/i);

    const aliases = Array.from({ length: graphqlLimits.maxAliases + 1 }, (_, i) => `a${i}: agencyUser { id }`).join(
      " ",
    );
    const tooMany = await client.request(`{ ${aliases} }`);
    expect(tooMany.body?.errors?.[0]?.message).toMatch(/aliases limit/i);
  });
});

describe("schema privacy", () => {
  it("hides introspection and suggestions from anonymous callers, shows them once signed in", async () => {
    const anonymous = new TestClient(http.url);
    const introspection = await anonymous.request(`{ __schema { queryType { name } } }`);
    expect(introspection.body?.data ?? null).toBeNull();
    expect(introspection.body?.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await anonymous.request(`{ agencyUsr { id } }`);
    expect(typo.body?.errors?.[0]?.message).toBe('Cannot query field "agencyUsr" on type "Query".');

    const client = await signedInClient(http.runtime, http.url, user);
    const open = await client.request(`{ __schema { queryType { name } } }`);
    expect(open.body?.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    const hinted = await client.request(`{ agencyUsr { id } }`);
    expect(hinted.body?.errors?.[0]?.message).toMatch(/Did you mean "agencyUser"/);
  });
});

describe("execution deadline and request rates", () => {
  let limited: TestRuntime;
  let limitedServer: TestServer;
  beforeAll(async () => {
    limited = await startTestRuntime({
      env: { GRAPHQL_TIMEOUT_MS: "1", RATE_LIMIT_IP_PER_MINUTE: "30", RATE_LIMIT_USER_PER_MINUTE: "8" },
    });
    limitedServer = await startTestServer(limited);
  });
  afterAll(async () => {
    await limitedServer.close();
    await limited.close();
  });

  it("stops a request that runs past GRAPHQL_TIMEOUT_MS with a message", async () => {
    const agency = await buildAgency(limited.system);
    const someone = await buildAgencyUser(limited.system, agency.id);
    const client = await signedInClient(limited, limitedServer.url, someone);
    // Each clock reading moves on 5 ms, so the deadline passes however fast the database answers.
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => (now += 5));
    const { status, body } = await client
      .request(`{ agencyUser { agency { id name subscription { plan } } } }`)
      .finally(() => clock.mockRestore());
    expect(status).toBe(200);
    expect(body?.errors?.[0]).toMatchObject({
      message: "The request took longer than 0.001 s and was stopped. Ask for less at once.",
      extensions: { code: "TIMEOUT" },
    });
  });

  it("answers 429 with Retry-After past the per-address limit, other addresses unaffected", async () => {
    const app = createHttpApp(limited, {});
    const ask = (address: string) => requestFrom(app, address, "/graphql?query=%7B__typename%7D");
    for (let i = 0; i < 30; i++) expect((await ask("203.0.113.7")).status).toBe(200);
    const refused = await ask("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(refused.text).errors[0]).toMatchObject({
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/),
      extensions: { code: "RATE_LIMITED" },
    });
    expect((await ask("203.0.113.8")).status).toBe(200);
  });

  it("limits one signed-in user across addresses", async () => {
    const agency = await buildAgency(limited.system);
    const someone = await buildAgencyUser(limited.system, agency.id);
    const client = await signedInClient(limited, limitedServer.url, someone); // no request as the user yet
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await client.request(`{ __typename }`)).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
  });
});
