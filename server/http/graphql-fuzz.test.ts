import { beforeAll, describe, expect, it } from "vitest";
import { graphqlSchema } from "./graphql-schema.ts";
import { buildFuzzAgency, recordIdFor, type FuzzAgency } from "#tests/setup/fuzz-agency.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { graphqlFuzzCases, type GraphQLFuzzOptions } from "#tests/support/graphql-fuzz-cases.ts";
import { findingOf, sendGraphQLCase } from "#tests/support/fuzz-http.ts";

/**
 * Schema-driven GraphQL fuzzing (issue 29 item 6, docs/product/security.md "Bad input"): every
 * query and mutation field that takes arguments gets requests with one malformed argument each,
 * made from the argument types (tests/support/graphql-fuzz-cases.ts), sent over HTTP as a
 * signed-in user of an agency with one record of each kind. No answer may be a 5xx or a GraphQL
 * error masked as "Unexpected error." (an error the code did not expect). Seeded: the same cases
 * on every run.
 */
const http = useHttpTestServer({
  env: { RATE_LIMIT_IP_PER_MINUTE: "1000000", RATE_LIMIT_USER_PER_MINUTE: "1000000" },
});
let agency: FuzzAgency;

beforeAll(async () => {
  agency = await buildFuzzAgency(http.runtime);
});

const SEED = 2906;
const MAX_CASES_PER_FIELD = 48;

const options = (): GraphQLFuzzOptions => ({
  seed: SEED,
  maxCasesPerField: MAX_CASES_PER_FIELD,
  idFor: (field, path) => recordIdFor(agency.records, field, path),
  // signing in with a fuzzed address and code changes nothing of the session; nothing is skipped
});

describe("GraphQL fuzzing", () => {
  it("makes cases for every query and mutation field that takes arguments", () => {
    const { cases, fuzzed, withoutArguments } = graphqlFuzzCases(graphqlSchema(), options());
    const query = graphqlSchema().getQueryType()!.getFields();
    const mutation = graphqlSchema().getMutationType()!.getFields();
    const all = [
      ...Object.keys(query).map((name) => `query.${name}`),
      ...Object.keys(mutation).map((name) => `mutation.${name}`),
    ];
    expect([...fuzzed, ...withoutArguments].sort()).toEqual(all.sort());
    for (const name of fuzzed)
      expect(
        cases.some((c) => `${c.operation}.${c.field}` === name),
        name,
      ).toBe(true);
    // every malformed id, page and string kind reaches the fields that take them
    expect(cases.some((c) => c.field === "account" && c.label === "id: not a UUID")).toBe(true);
    expect(cases.some((c) => c.field === "accounts" && c.label === "pageSize: the largest Int")).toBe(true);
    // seeded: the same cases each time
    expect(graphqlFuzzCases(graphqlSchema(), options()).cases).toEqual(cases);
  });

  it("answers every malformed argument without a 5xx or an unexpected error", async () => {
    const { cases, fuzzed } = graphqlFuzzCases(graphqlSchema(), options());
    let cookie = await agency.sessionCookie();
    const findings: string[] = [];
    const started = Date.now();
    let field = "";
    for (const fuzz of cases) {
      if (fuzz.field !== field) {
        field = fuzz.field;
        cookie = await agency.sessionCookie(); // a fuzzed field cannot end the next one's session
      }
      const finding = findingOf(await sendGraphQLCase(http.url, cookie, fuzz));
      if (finding) findings.push(`${fuzz.operation}.${fuzz.field} ${fuzz.label} -> ${finding}`);
    }
    console.info(
      `GraphQL fuzzing: ${cases.length} cases over ${fuzzed.length} fields in ${((Date.now() - started) / 1000).toFixed(1)} s, ${findings.length} findings`,
    );
    expect(findings).toEqual([]);
  }, 240_000);
});
