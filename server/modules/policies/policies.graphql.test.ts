import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicy } from "#server/seed/policy.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyActor, AgencyCtx } from "../../lib/context.ts";
import type { Account } from "../accounts/accounts.query.ts";
import { getViewer } from "../identity/agency.service.ts";
import { updateBusinessPolicy } from "./policy-writes.service.ts";

let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let ctx: AgencyCtx;
let theirs: AgencyCtx;
let account: Account;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  ctx = agencyCtxFor(runtime, me);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  account = await buildAccount(ctx);
  client = await signedInClient(runtime, server.url, me);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const CREATE = `mutation ($input: CreateBusinessPoliciesInput!) {
  createBusinessPolicies(input: $input) {
    __typename
    ... on CreateBusinessPoliciesPayload {
      results { __typename ... on BusinessPolicy { id state typeName pricing { total } } ... on ValidationError { fieldErrors { path message } } }
    }
    ... on ApplicationError { code message }
  }
}`;

describe("policies over GraphQL", () => {
  it("createBusinessPolicies gives one outcome per policy (partial errors)", async () => {
    const { body } = await client.request(CREATE, {
      input: {
        accountId: account.id,
        policies: [
          { type: "COMMERCIAL_AUTO", pricing: { premium: "1000.00", taxes: "20.00" } },
          {
            type: "CYBER",
            inforceAt: "2026-06-01T00:00:00Z",
            expiresAt: "2026-01-01T00:00:00Z",
            pricing: { premium: "5.00" },
          },
        ],
      },
    });
    expect(body?.data.createBusinessPolicies.results).toEqual([
      {
        __typename: "BusinessPolicy",
        id: expect.any(String),
        state: "BINDING",
        typeName: "Auto",
        pricing: { total: "1020.00" },
      },
      {
        __typename: "ValidationError",
        fieldErrors: [{ path: "expiresAt", message: "The expiration date must be after the in-force date" }],
      },
    ]);
  });

  it("reads the list with account and carrier, and a policy with its menu, renewal and Account.businessPolicies", async () => {
    const policy = await buildPolicy(ctx, account.id, { policyNumber: "GQL-1" });
    const list = await client.request(
      `query { businessPolicies(search: "gql-1") { totalCount nodes { id policyNumber account { id account { name } } carrier { name } } } }`,
    );
    expect(list.body?.data.businessPolicies).toMatchObject({
      totalCount: 1,
      nodes: [{ id: policy.id, policyNumber: "GQL-1", account: { id: account.id } }],
    });

    const renewed = await client.request(
      `mutation ($id: ID!) { renewBusinessPolicy(id: $id, input: {}) { __typename ... on BusinessPolicy { id state renewal { previousPolicies { id } } } } }`,
      { id: policy.id },
    );
    const next = renewed.body?.data.renewBusinessPolicy;
    expect(next).toMatchObject({
      __typename: "BusinessPolicy",
      state: "BINDING",
      renewal: { previousPolicies: [{ id: policy.id }] },
    });

    const read = await client.request(
      `query ($id: ID!) { businessPolicy(id: $id) { id actions { canDelete canRenew canCancel canReinstate hasNewerRenewal cancellationPending } renewal { nextPolicies { id } } } }`,
      { id: policy.id },
    );
    expect(read.body?.data.businessPolicy).toEqual({
      id: policy.id,
      actions: {
        canDelete: false,
        canRenew: false,
        canCancel: true,
        canReinstate: false,
        hasNewerRenewal: true,
        cancellationPending: false,
      },
      renewal: { nextPolicies: [{ id: next.id }] },
    });
    const tab = await client.request(`query ($id: ID!) { account(id: $id) { businessPolicies { id } } }`, {
      id: account.id,
    });
    expect(tab.body?.data.account.businessPolicies.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([policy.id, next.id]),
    );
  });

  it("refuses another agency's policy and account", async () => {
    const foreign = await buildPolicy(theirs, (await buildAccount(theirs)).id);
    const read = await client.request(`query ($id: ID!) { businessPolicy(id: $id) { id } }`, { id: foreign.id });
    expect(read.body?.errors?.[0]).toMatchObject({ message: "Policy not found", extensions: { code: "NOT_FOUND" } });
    const cancel = await client.request(
      `mutation ($id: ID!) { cancelBusinessPolicy(id: $id, input: { effectiveAt: "2026-01-01T00:00:00Z" }) { __typename ... on ApplicationError { code message } } }`,
      { id: foreign.id },
    );
    expect(cancel.body?.data.cancelBusinessPolicy).toEqual({
      __typename: "ApplicationError",
      code: "NOT_FOUND",
      message: "Policy not found",
    });
    const create = await client.request(CREATE, {
      input: { accountId: foreign.accountId, policies: [{ type: "CYBER", pricing: { premium: "1.00" } }] },
    });
    expect(create.body?.data.createBusinessPolicies).toEqual({
      __typename: "ApplicationError",
      code: "NOT_FOUND",
      message: "Account not found",
    });
  });

  it("the history says who made each change: the user, Cara on their behalf, an integration", async () => {
    const policy = await buildPolicy(ctx, account.id);
    const { agencyId, agencyUserId } = ctx.actor as { agencyId: string; agencyUserId: string };
    const edit = (actor: AgencyActor, quoteNumber: string) =>
      updateBusinessPolicy({ ...ctx, actor }, policy.id, { quoteNumber, updateReason: "Quote" });
    await edit(ctx.actor, "Q-1");
    await edit({ type: "CARA", agencyId, channel: "COPILOT", onBehalfOfUserId: agencyUserId }, "Q-2");
    await edit({ type: "INTEGRATION", agencyId, integration: "Applied Epic" }, "Q-3");
    const { body } = await client.request(
      `query ($id: ID!) { businessPolicy(id: $id) { history { actorType actorName } } }`,
      { id: policy.id },
    );
    const me = (await getViewer(ctx)).name;
    expect(body?.data.businessPolicy.history).toEqual([
      { actorType: "INTEGRATION", actorName: "Applied Epic" },
      { actorType: "CARA", actorName: `Cara on behalf of ${me}` },
      { actorType: "AGENCY_USER", actorName: me },
    ]);
  });
});
