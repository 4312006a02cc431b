import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicy, setPolicyColumns } from "#server/seed/policy.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { withStatements } from "#tests/setup/statements.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { listCarriers } from "../modules/carriers/carriers.service.ts";
import { policiesOfAccount } from "../modules/policies/policies.service.ts";
import { renewBusinessPolicy } from "../modules/policies/policy-lifecycle.service.ts";

/**
 * No N+1 (ADR 018): a list's statement count does not grow with its rows. Statements are counted
 * through the Drizzle hook of server/db/client.ts around one GraphQL request (session included);
 * nothing else runs meanwhile (no job workers in tests).
 */
let runtime: TestRuntime;
let server: TestServer;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
});
afterAll(async () => {
  await server?.close();
  await runtime?.close();
});

async function statementsOf(client: TestClient, query: string, variables: Record<string, unknown>) {
  const { result: body, statements } = await withStatements(async (statements) => {
    // a keep-alive socket the server closed during the slow arranging fails before the request
    // reaches it (ECONNRESET): send again on a new one
    const send = () => ((statements.length = 0), client.request(query, variables));
    return (await send().catch(send)).body;
  });
  expect(body?.errors).toBeUndefined();
  return { data: body!.data, count: statements.length, statements };
}

/** Each policy with its own carrier, broker and agent, and every other one renewed: every relation has rows to load. */
async function addPolicies(ctx: AgencyCtx, accountId: string, n: number, agents: string[]) {
  const all = await listCarriers(ctx);
  const carriers = all.filter((c) => c.isCarrier);
  const brokers = all.filter((c) => c.isBroker);
  for (let i = 0; i < n; i++) {
    const policy = await buildPolicy(ctx, accountId, {
      type: "GENERAL_LIABILITY",
      carrierId: carriers[i % carriers.length]!.id,
      brokerId: brokers[i % brokers.length]!.id,
      agencyUserId: agents[i % agents.length],
    });
    if (i % 2 === 1) await renewBusinessPolicy(ctx, policy.id, {});
  }
}

const POLICY_FIELDS = `id state typeName policyNumber expiresAt
  account { id account { name email } }
  carrier { name } broker { name } agencyUser { name }
  pricing { premium }
  actions { cancellationPending canRenew }
  renewal { nextPolicies { id } previousPolicies { id } }`;

const ACCOUNT_POLICIES = `query ($id: ID!) { account(id: $id) { id businessPolicies { ${POLICY_FIELDS} } } }`;
const POLICIES_LIST = `query ($pageSize: Int) { businessPolicies(pageSize: $pageSize) { totalCount nodes { ${POLICY_FIELDS} } } }`;

describe("statements per request do not grow with the rows of a list", () => {
  async function agencyWithAccount() {
    const agency = await buildAgency(runtime.system);
    const me = await buildAgencyUser(runtime.system, agency.id);
    const other = await buildAgencyUser(runtime.system, agency.id);
    const ctx = agencyCtxFor(runtime, me);
    const account = await buildAccount(ctx, "BUSINESS");
    return { ctx, account, agents: [me.id, other.id], client: await signedInClient(runtime, server.url, me) };
  }

  it("the account's Policies tab and the policies list cost the same at 1 row as at 50", async () => {
    const { ctx, account, agents, client } = await agencyWithAccount();
    // one row with every relation: a renewal (of a since-deleted policy) with carrier, broker and another agent
    await addPolicies(ctx, account.id, 2, agents.slice(1));
    const rows = await policiesOfAccount(ctx, account.id);
    for (const row of rows.slice(1)) await setPolicyColumns(ctx, row.id, { deletedAt: new Date() });
    const tabAtOne = await statementsOf(client, ACCOUNT_POLICIES, { id: account.id });
    const listAtOne = await statementsOf(client, POLICIES_LIST, { pageSize: 50 });
    expect(tabAtOne.data.account.businessPolicies).toHaveLength(1);
    expect(tabAtOne.data.account.businessPolicies[0]).toMatchObject({
      carrier: { name: expect.any(String) },
      broker: { name: expect.any(String) },
      agencyUser: { name: expect.any(String) },
      renewal: { previousPolicies: [] },
    });
    expect(listAtOne.data.businessPolicies.nodes).toHaveLength(1);

    await addPolicies(ctx, account.id, 32, agents); // 32 policies, 16 of them renewed: 49 rows with the first
    await buildPolicy(ctx, account.id, { type: "CYBER" });
    const tabAtFifty = await statementsOf(client, ACCOUNT_POLICIES, { id: account.id });
    const listAtFifty = await statementsOf(client, POLICIES_LIST, { pageSize: 50 });
    expect(tabAtFifty.data.account.businessPolicies).toHaveLength(50);
    expect(listAtFifty.data.businessPolicies.nodes).toHaveLength(50);
    // the relations really were read
    const renewed = tabAtFifty.data.account.businessPolicies.filter((p: any) => p.renewal.nextPolicies.length > 0);
    expect(renewed).toHaveLength(16);
    expect(tabAtFifty.data.account.businessPolicies.filter((p: any) => p.agencyUser).length).toBeGreaterThanOrEqual(33);

    expect(tabAtFifty.count).toBe(tabAtOne.count);
    expect(listAtFifty.count).toBe(listAtOne.count);
    // session (with user, agency and the subscription gate's state), account, its policies, their accounts,
    // carriers and brokers, agents, renewals, previous policies
    expect(tabAtFifty.count).toBe(8);
    // session with gate, page, total count, accounts, carriers (the list's own batch) + brokers, agents, renewals, previous
    expect(listAtFifty.count).toBeLessThanOrEqual(9);
  });
});
