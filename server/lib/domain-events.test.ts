import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountInputFor, buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicy } from "#server/seed/policy.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { getAccount } from "../modules/accounts/accounts.query.ts";
import { updateAccount } from "../modules/accounts/accounts.service.ts";
import { listBusinessPolicies } from "../modules/policies/policies.service.ts";
import { listServiceRequests } from "../modules/servicing/servicing.service.ts";
import { inTransaction, type AgencyCtx } from "./context.ts";
import { deliverEventJob, onEvent, publishEvent, type AnyEventHandler } from "./domain-events.ts";

let runtime: TestRuntime;
let ctx: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
});
afterAll(() => runtime.close());

/** The delivery jobs of one handler, as pg-boss keeps them. */
async function deliveriesOf(handler: string): Promise<Array<{ id: string; state: string; data: any }>> {
  const { rows } = await runtime.database.sql.executeSql(
    "select id, state, data from pgboss.job where name = $1 and data->>'handler' = $2",
    [deliverEventJob.name, handler],
  );
  return rows;
}

/** A business account's input with this name. */
function named(name: string) {
  const input = accountInputFor("BUSINESS");
  return { ...input, account: { ...input.account, name } };
}

describe("domain events after commit", () => {
  it("renaming an account: its policies and requests are found by the new name, and the deliveries are done", async () => {
    const account = await buildAccount(ctx, "BUSINESS", named("Casco Bay Ferries"));
    const policy = await buildPolicy(ctx, account.id, {});
    const request = await buildServiceRequest(ctx, { type: "OTHER", accountId: account.id, clientName: "Ann" });
    const policiesFound = async (search: string) =>
      (await listBusinessPolicies(ctx, { search })).nodes.map((p) => p.id);
    const requestsFound = async (search: string) =>
      (await listServiceRequests(ctx, { search, state: null })).nodes.map((r) => r.id);
    expect(await policiesFound("casco bay")).toEqual([policy.id]);
    expect(await requestsFound("casco bay")).toEqual([request.id]);

    await updateAccount(ctx, account.id, named("Penobscot Shipping"));

    expect(await policiesFound("penobscot shipping")).toEqual([policy.id]);
    expect(await policiesFound("casco bay")).toEqual([]);
    expect(await requestsFound("penobscot shipping")).toEqual([request.id]);
    expect(await requestsFound("casco bay")).toEqual([]);
    // each handler's durable delivery was enqueued with the write and cancelled once delivered
    for (const handler of ["policies.refresh-search-text", "servicing.refresh-search-text"]) {
      const deliveries = (await deliveriesOf(handler)).filter((d) => d.data.data?.accountId === account.id);
      expect(deliveries.map((d) => d.state)).toEqual(["cancelled"]);
    }
  });

  it("a failing handler leaves the write and the other handlers' work in place, and its job delivers it later", async () => {
    let attempts = 0;
    const delivered: string[] = [];
    const flaky = onEvent("accounts.account_details_changed", "test.flaky", async (_ctx, { accountId }) => {
      attempts += 1;
      if (attempts === 1) throw new Error("the handler's first attempt fails");
      delivered.push(accountId);
    });
    const handlers: AnyEventHandler[] = [flaky, ...runtime.eventHandlers];
    const withFlaky: AgencyCtx = { ...ctx, eventHandlers: handlers };
    const account = await buildAccount(ctx, "BUSINESS", named("Harpswell Marine"));
    const policy = await buildPolicy(ctx, account.id, {});

    await updateAccount(withFlaky, account.id, named("Bailey Island Marine"));

    expect(attempts).toBe(1);
    expect((await getAccount(ctx, account.id)).name).toBe("Bailey Island Marine"); // not rolled back
    expect((await listBusinessPolicies(ctx, { search: "bailey island" })).nodes.map((p) => p.id)).toEqual([policy.id]);
    const [job] = await deliveriesOf("test.flaky");
    expect(job).toMatchObject({ state: "created", data: { event: "accounts.account_details_changed" } });

    // what the worker does when the job's time comes: the handler runs again, with the event's data
    await deliverEventJob.handler({ ...runtime, eventHandlers: handlers }, deliverEventJob.payload.parse(job!.data));
    expect(delivered).toEqual([account.id]);
  });

  it("an event of a transaction that rolls back is never delivered", async () => {
    const delivered: string[] = [];
    const recording = onEvent("accounts.account_details_changed", "test.recording", async (_ctx, { accountId }) => {
      delivered.push(accountId);
    });
    const withRecording: AgencyCtx = { ...ctx, eventHandlers: [recording] };
    await expect(
      inTransaction(withRecording, async (tx) => {
        await publishEvent(tx, "accounts.account_details_changed", { accountId: "rolled-back", nameChanged: true });
        throw new Error("the write fails");
      }),
    ).rejects.toThrow("the write fails");
    expect(delivered).toEqual([]);
    expect(await deliveriesOf("test.recording")).toEqual([]);

    await publishEvent(withRecording, "accounts.account_details_changed", {
      accountId: "committed",
      nameChanged: true,
    });
    expect(delivered).toEqual(["committed"]);
  });
});
