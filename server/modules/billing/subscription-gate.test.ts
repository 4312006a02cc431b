import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionState } from "#domain/subscription.ts";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { agencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { requireActiveSubscription } from "./entitlements.service.ts";

/** docs/product/plans-and-limits.md: an EXPIRED or PAUSED agency reaches billing, its profile and sign-out only. */
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

async function agencyIn(state: SubscriptionState) {
  const agency = await buildAgency(runtime.system, { subscription: { state, plan: "PRO", numSeats: 5 } });
  const user = await buildAgencyUser(runtime.system, agency.id);
  const ctx = agencyCtxFor(runtime, user);
  const account = await buildAccount(ctx);
  const request = await buildServiceRequest(ctx, { type: "OTHER" });
  return { agency, user, ctx, account, request, client: await signedInClient(runtime, server.url, user) };
}

const MESSAGES = {
  EXPIRED: "Your subscription has expired. Choose a plan in Settings → Subscription to use Cara again.",
  PAUSED: "Your subscription is paused. Resume it in Settings → Subscription to use Cara again.",
};

/** Every call the gate must refuse: reads and writes of each area. */
function refusedCalls(ids: { accountId: string; requestId: string }): Array<[string, Record<string, unknown>?]> {
  return [
    [`{ accounts { nodes { id } } }`],
    [`query ($id: ID!) { account(id: $id) { id } }`, { id: ids.accountId }],
    [`{ serviceRequests { nodes { id } } }`],
    [`{ businessPolicies { nodes { id } } }`],
    [`{ carriers { id } }`],
    [`{ agencyUsers { id } }`],
    [`{ auditEvents { id } }`],
    [
      `mutation ($id: ID!) { addServiceRequestComment(id: $id, input: { content: "still here?" }) { __typename } }`,
      { id: ids.requestId },
    ],
    [`mutation { createAccount(input: { type: BUSINESS }) { __typename } }`],
    [`mutation { createAgencyUser(input: { name: "New Person", email: "new.person@gated.test" }) { __typename } }`],
  ];
}

async function expectRefused(client: TestClient, state: "EXPIRED" | "PAUSED", query: string, variables?: object) {
  const { status, body } = await client.request(query, variables as Record<string, unknown>);
  expect(status, query).toBe(200);
  expect(body?.errors?.[0], query).toMatchObject({
    message: MESSAGES[state],
    extensions: { code: "SUBSCRIPTION_INACTIVE", subscriptionState: state },
  });
  const data = body?.data as Record<string, unknown> | null | undefined;
  for (const value of Object.values(data ?? {})) expect(value, query).toBeNull();
}

describe.each(["EXPIRED", "PAUSED"] as const)("a %s agency over GraphQL", (state) => {
  it("is refused every read and write but billing, the viewer and sign-out", async () => {
    const { client, account, request } = await agencyIn(state);
    for (const [query, variables] of refusedCalls({ accountId: account.id, requestId: request.id })) {
      await expectRefused(client, state, query, variables);
    }
    // nothing was written
    const viewer = await client.request(`{ agencyUser { name agency { subscription { state plan } } } }`);
    expect(viewer.body?.errors).toBeUndefined();
    expect(viewer.body?.data.agencyUser.agency.subscription).toEqual({ state, plan: "PRO" });
    const tiers = await client.request(`{ planTiers { id } }`);
    expect(tiers.body?.data.planTiers.map((t: { id: string }) => t.id)).toContain("BASIC");
    const preview = await client.request(
      `{ subscriptionManagementLinks { previewUpdateSubscription(input: { plan: BASIC, period: ANNUAL, seats: 5, voiceAgents: 1 }) { __typename ... on SubscriptionUpdatePreview { invoice { total } } } } }`,
    );
    expect(preview.body?.errors).toBeUndefined();

    // restarting lifts the gate at once
    const restart = await client.request(
      `mutation { updateSubscription(input: { plan: BASIC, period: ANNUAL, seats: 5, voiceAgents: 1 }) { __typename ... on AgencySubscription { state } } }`,
    );
    expect(restart.body?.data.updateSubscription).toEqual({ __typename: "AgencySubscription", state: "ACTIVE" });
    const accounts = await client.request(`{ accounts { nodes { id } } }`);
    expect(accounts.body?.errors).toBeUndefined();
    expect(accounts.body?.data.accounts.nodes).toEqual([{ id: account.id }]);

    const out = await client.request(`mutation { agencySignOut }`);
    expect(out.body?.data.agencySignOut).toBe(true);
  });

  it("lets a gated user sign out, and sign in again to reach billing", async () => {
    const { client, user } = await agencyIn(state);
    const out = await client.request(`mutation { agencySignOut }`);
    expect(out.body).toEqual({ data: { agencySignOut: true } });
    const again = await signedInClient(runtime, server.url, user);
    await expectRefused(again, state, `{ accounts { nodes { id } } }`);
  });

  it("stops Cara, integrations and jobs acting for the agency too", async () => {
    const { agency } = await agencyIn(state);
    const cara = agencyCtx(runtime, { type: "CARA", agencyId: agency.id, channel: "VOICE", onBehalfOfUserId: null });
    const refusal = await requireActiveSubscription(cara).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: "SUBSCRIPTION_INACTIVE", message: MESSAGES[state] });
  });
});

describe.each(["ACTIVE", "TRIAL", "OVERDUE"] as const)("a %s agency", (state) => {
  it("reads and writes as usual", async () => {
    const { client, account, request } = await agencyIn(state);
    const accounts = await client.request(`{ accounts { nodes { id } } }`);
    expect(accounts.body?.errors).toBeUndefined();
    expect(accounts.body?.data.accounts.nodes).toEqual([{ id: account.id }]);
    const comment = await client.request(
      `mutation ($id: ID!) { addServiceRequestComment(id: $id, input: { content: "on it" }) { __typename } }`,
      { id: request.id },
    );
    expect(comment.body?.data.addServiceRequestComment).toEqual({ __typename: "ServiceRequestComment" });
    const cara = agencyCtx(runtime, { type: "SYSTEM", agencyId: account.agencyId });
    await expect(requireActiveSubscription(cara)).resolves.toBeUndefined();
  });
});
