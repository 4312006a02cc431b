import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicy, setPolicyColumns } from "#server/seed/policy.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
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

const UPDATE = `mutation ($input: UpdateAgencyUserPreferencesInput!) {
  updateAgencyUserPreferences(input: $input) {
    __typename
    ... on AgencyUser { id preferences { favoritePresets favoriteCustomPresets } }
    ... on ValidationError { fieldErrors { path message } }
  }
}`;

describe("Home over GraphQL", () => {
  it("updateAgencyUserPreferences saves the caller's own favourites and names a bad preset's field", async () => {
    const agency = await buildAgency(runtime.system);
    const me = await buildAgencyUser(runtime.system, agency.id);
    const colleague = await buildAgencyUser(runtime.system, agency.id);
    const client = await signedInClient(runtime, server.url, me);
    const saved = await client.request(UPDATE, {
      input: { favoritePresets: { presets: ["GenerateTemplate", "DocumentExploration"], customPresetIds: [] } },
    });
    expect(saved.body?.data.updateAgencyUserPreferences).toEqual({
      __typename: "AgencyUser",
      id: me.id,
      preferences: { favoritePresets: ["DocumentExploration", "GenerateTemplate"], favoriteCustomPresets: [] },
    });
    const refused = await client.request(UPDATE, { input: { favoritePresets: { presets: ["Nope"] } } });
    expect(refused.body?.data.updateAgencyUserPreferences).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ path: "favoritePresets.presets.0", message: "Choose a built-in preset" }],
    });
    const colleagueClient = await signedInClient(runtime, server.url, colleague);
    const theirs = await colleagueClient.request(`{ agencyUser { preferences { favoritePresets } } }`);
    expect(theirs.body?.data.agencyUser.preferences.favoritePresets).toEqual([]);
  });

  it("refuses both without a session", async () => {
    const anonymous = new TestClient(server.url);
    const mutation = await anonymous.request(UPDATE, { input: { favoritePresets: { presets: [] } } });
    expect(mutation.body?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const day = await anonymous.request(`{ userDay { today } }`);
    expect(day.body?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("userDay answers in the agency's time zone with the agency's own policies", async () => {
    const mine = await buildAgency(runtime.system, {
      mailingAddress: { line1: "1 Main Street", city: "Sacramento", zone: "CA", postalCode: "95814" },
    });
    const me = await buildAgencyUser(runtime.system, mine.id);
    const other = await buildAgency(runtime.system);
    const otherCtx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
    const theirPolicy = await buildPolicy(otherCtx, (await buildAccount(otherCtx)).id);
    const soon = new Date(Date.now() + 5 * 86_400_000);
    soon.setUTCHours(0, 0, 0, 0);
    await setPolicyColumns(otherCtx, theirPolicy.id, { state: "INFORCE", expiresAt: soon });
    const myCtx = agencyCtxFor(runtime, me);
    const myPolicy = await buildPolicy(myCtx, (await buildAccount(myCtx)).id);
    await setPolicyColumns(myCtx, myPolicy.id, { state: "INFORCE", expiresAt: soon });

    const client = await signedInClient(runtime, server.url, me);
    const { body } = await client.request(
      `query ($days: Int) { userDay(expiringWithinDays: $days) { timeZone expiringWithinDays expiringPolicies { totalCount nodes { id account { id } } } dueRequests { totalCount } pendingCancellations { totalCount } } }`,
      { days: 45 },
    );
    expect(body?.errors).toBeUndefined();
    expect(body?.data.userDay).toMatchObject({
      timeZone: "America/Los_Angeles",
      expiringWithinDays: 30, // not one of 30, 60, 90: the default
      expiringPolicies: { totalCount: 1, nodes: [{ id: myPolicy.id }] },
      dueRequests: { totalCount: 0 },
      pendingCancellations: { totalCount: 0 },
    });
  });
});
