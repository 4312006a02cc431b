import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountInputFor, buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicy, setPolicyColumns } from "#server/seed/policy.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { addDays, startOfUtcDay } from "#domain/policy/lifecycle.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import type { Account } from "../accounts/accounts.query.ts";
import { updateAccount } from "../accounts/accounts.service.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { createCarrier, listCarriers } from "../carriers/carriers.service.ts";
import { getBusinessPolicy, listBusinessPolicies, policyStatus } from "./policies.service.ts";
import { renewBusinessPolicy } from "./policy-lifecycle.service.ts";
import { createBusinessPolicies, deleteBusinessPolicy, updateBusinessPolicy } from "./policy-writes.service.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;
let account: Account;
let theirAccount: Account;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const other = await buildAgency(runtime.system);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
  theirAccount = await buildAccount(theirs);
});
afterAll(() => runtime.close());

beforeEach(async () => {
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  account = await buildAccount(ctx, "BUSINESS", {
    account: {
      name: "Casco Bay Marine",
      email: "office@cascobay.example",
      phone: "2075550100",
      mailingAddress: { line1: "1 Pier", city: "Portland", zone: "ME", postalCode: "04101" },
    },
  });
});

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const hartford = async () => (await listCarriers(ctx)).find((c) => c.naicCode === "19682")!;

describe("createBusinessPolicies", () => {
  it("creates with the new-policy defaults, an exact total and commission = rate × premium, audited", async () => {
    const carrier = await hartford();
    const [policy] = await createBusinessPolicies(ctx, {
      accountId: account.id,
      policies: [
        {
          type: "GENERAL_LIABILITY",
          carrierId: carrier.id,
          pricing: {
            premium: "$10,000.10",
            taxes: "300.20",
            agencyFees: "25",
            brokerFees: "10",
            policyFees: "0.35",
            otherFees: "0.05",
            commissionRate: "0.125",
          },
        },
      ],
    });
    const today = startOfUtcDay(runtime.clock.now());
    expect(policy).toMatchObject({
      state: "BINDING",
      billingType: "DIRECT",
      paymentIntervalType: "ANNUAL",
      issuedAt: today,
      inforceAt: today,
      expiresAt: addDays(today, 365),
      premium: "10000.10",
      total: "10335.70",
      estimatedCommission: "1250.01",
      minimumEarnedPremium: "0.00",
      carrierId: carrier.id,
      agencyUserId: ctx.actor.agencyUserId,
    });
    expect(Number((policy as { commissionRate: string }).commissionRate)).toBe(0.125);
    expect((await listAuditEntries(ctx)).map((e) => e.action)).toContain("policies.policy_created");
  });

  it("a commission alone gives the rate (commission ÷ premium)", async () => {
    const [policy] = await createBusinessPolicies(ctx, {
      accountId: account.id,
      policies: [{ type: "CYBER", pricing: { premium: "8000", estimatedCommission: "1000" } }],
    });
    expect(policy).toMatchObject({ estimatedCommission: "1000.00" });
    expect(Number((policy as { commissionRate: string }).commissionRate)).toBe(0.125);
  });

  it("partial errors: each policy succeeds or fails alone, in input order", async () => {
    const results = await createBusinessPolicies(ctx, {
      accountId: account.id,
      policies: [
        { type: "PROPERTY", pricing: { premium: "500" } },
        { type: "NOPE", pricing: { premium: "ten dollars" } },
        { type: "UMBRELLA", pricing: { premium: "750" }, carrierId: randomUUID() }, // no such carrier
      ],
    });
    expect(results[0]).toMatchObject({ type: "PROPERTY", total: "500.00" });
    expect(results[1]).toBeInstanceOf(ValidationError);
    expect((results[1] as ValidationError).fieldErrors).toEqual([
      { path: "type", message: "Choose a line of business" },
      { path: "pricing.premium", message: "Enter an amount in dollars, like 1250.00" },
    ]);
    expect(results[2]).toBeInstanceOf(ValidationError);
    expect((await listBusinessPolicies(ctx)).totalCount).toBe(1);
  });

  it("refuses individual accounts and another agency's account or carrier", async () => {
    const person = await buildAccount(ctx, "INDIVIDUAL");
    const personal = await errorOf(
      createBusinessPolicies(ctx, { accountId: person.id, policies: [{ type: "CYBER", pricing: { premium: "1" } }] }),
    );
    expect(personal).toMatchObject({
      code: "INVALID_STATE",
      message: expect.stringContaining("Personal policies are not supported yet"),
    });
    const foreign = await errorOf(
      createBusinessPolicies(ctx, {
        accountId: theirAccount.id,
        policies: [{ type: "CYBER", pricing: { premium: "1" } }],
      }),
    );
    expect(foreign).toMatchObject({ code: "NOT_FOUND", message: "Account not found" });
    const theirCarrier = await createCarrier(theirs, { name: `Their Mutual ${Math.random()}` });
    const [outcome] = await createBusinessPolicies(ctx, {
      accountId: account.id,
      policies: [{ type: "CYBER", carrierId: theirCarrier.id, pricing: { premium: "1" } }],
    });
    expect((outcome as ValidationError).fieldErrors).toEqual([
      { path: "carrierId", message: "Choose a carrier from the list" },
    ]);
  });
});

describe("the policies list", () => {
  it("searches on the server across account name and email, policy and quote numbers and carrier name; deleted ones are left out", async () => {
    const carrier = await hartford();
    const other = await buildAccount(ctx, "BUSINESS", {
      account: {
        name: "Old Port Coffee",
        email: "hello@oldport.example",
        phone: "2075550102",
        mailingAddress: { line1: "2 Fore St", city: "Portland", zone: "ME", postalCode: "04101" },
      },
    });
    const gl = await buildPolicy(ctx, account.id, {
      policyNumber: "GL-77001",
      quoteNumber: "Q-555",
      carrierId: carrier.id,
    });
    const wc = await buildPolicy(ctx, other.id, { type: "WORKERS_COMPENSATION", policyNumber: "WC-12345" });
    const gone = await buildPolicy(ctx, other.id, { policyNumber: "GONE-1" });
    await deleteBusinessPolicy(ctx, gone.id);
    const ids = async (search?: string) => (await listBusinessPolicies(ctx, { search })).nodes.map((p) => p.id);
    expect(await ids()).toEqual([wc.id, gl.id]);
    expect(await ids("casco")).toEqual([gl.id]);
    expect(await ids("OLDPORT.example")).toEqual([wc.id]);
    expect(await ids("wc-123")).toEqual([wc.id]);
    expect(await ids("q-555")).toEqual([gl.id]);
    expect(await ids("hartford fire")).toEqual([gl.id]);
    expect(await ids("gone")).toEqual([]);
    expect(await ids("100%_")).toEqual([]);
    const page = await listBusinessPolicies(ctx, { page: 2, pageSize: 1 });
    expect(page).toMatchObject({ totalCount: 2, totalCountCapped: false, page: 2, pageSize: 1 });
    // a capped count stops at the limit (or just past the page shown) and says more match
    expect(await listBusinessPolicies(ctx, { pageSize: 1, countLimit: 1 })).toMatchObject({
      totalCount: 1,
      totalCountCapped: true,
    });
    expect(await listBusinessPolicies(ctx, { page: 2, pageSize: 1, countLimit: 1 })).toMatchObject({
      totalCount: 2,
      totalCountCapped: false,
    });
    expect(await listBusinessPolicies(ctx, { search: "casco", countLimit: 1 })).toMatchObject({
      totalCount: 1,
      totalCountCapped: false,
    });
    expect(page.nodes.map((p) => p.id)).toEqual([gl.id]);
    expect(page.nodes[0]!.loaded?.account.name).toBe("Casco Bay Marine");
    // another agency sees none of them
    expect((await listBusinessPolicies(theirs, { search: "casco" })).totalCount).toBe(0);
  });

  it("finds a policy by carrier name, broker name, policy number and account email, and follows account and policy edits", async () => {
    const carrier = await hartford();
    const broker = (await listCarriers(ctx)).find((c) => c.isBroker && c.name === "CRC Group")!;
    const policy = await buildPolicy(ctx, account.id, {
      policyNumber: "GL-31337",
      carrierId: carrier.id,
      brokerId: broker.id,
    });
    const ids = async (search: string) => (await listBusinessPolicies(ctx, { search })).nodes.map((p) => p.id);
    expect(await ids("Hartford")).toEqual([policy.id]);
    expect(await ids("crc group")).toEqual([policy.id]);
    expect(await ids("gl-31337")).toEqual([policy.id]);
    expect(await ids("office@cascobay.example")).toEqual([policy.id]);
    expect((await listBusinessPolicies(ctx, { search: "casco 31337" })).totalCount).toBe(1);

    // renaming the account: found by the new name (and new email), no longer by the old
    await updateAccount(
      ctx,
      account.id,
      accountInputFor("BUSINESS", {
        account: {
          name: "Penobscot Ferry Co",
          email: "desk@penobscot.example",
          phone: "2075550100",
          mailingAddress: { line1: "1 Pier", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
        },
      }),
    );
    expect(await ids("penobscot ferry")).toEqual([policy.id]);
    expect(await ids("desk@penobscot")).toEqual([policy.id]);
    expect(await ids("casco")).toEqual([]);
    expect(await ids("cascobay")).toEqual([]);
    expect((await listBusinessPolicies(ctx, { search: "casco" })).totalCount).toBe(0);

    // editing the policy: the new number and carrier are found, the old ones not
    const travelers = (await listCarriers(ctx)).find((c) => c.name === "The Travelers Indemnity Company")!;
    await updateBusinessPolicy(ctx, policy.id, {
      updateReason: "Rewritten",
      policyNumber: "GL-42000",
      carrierId: travelers.id,
      brokerId: null,
    });
    expect(await ids("gl-42000 travelers")).toEqual([policy.id]);
    expect(await ids("31337")).toEqual([]);
    expect(await ids("hartford")).toEqual([]);
    expect(await ids("crc")).toEqual([]);
    expect(await ids("penobscot")).toEqual([policy.id]);

    // a renewal is found by its own number and by the account
    const renewal = await renewBusinessPolicy(ctx, policy.id, { policyNumber: "GL-42001" });
    expect(await ids("gl-42001")).toEqual([renewal.id]);
    expect(await ids("penobscot travelers")).toEqual([renewal.id, policy.id]);
  });

  it("another agency's policy, a deleted one and a malformed id are not found", async () => {
    const policy = await buildPolicy(ctx, account.id);
    expect(await errorOf(getBusinessPolicy(theirs, policy.id))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(getBusinessPolicy(ctx, "not-a-uuid"))).toMatchObject({ code: "NOT_FOUND" });
    for (const attempt of [
      () => updateBusinessPolicy(theirs, policy.id, { updateReason: "x", policyNumber: "HACK" }),
      () => deleteBusinessPolicy(theirs, policy.id),
    ]) {
      expect(await errorOf(attempt())).toMatchObject({ code: "NOT_FOUND", message: "Policy not found" });
    }
    await deleteBusinessPolicy(ctx, policy.id);
    expect(await errorOf(getBusinessPolicy(ctx, policy.id))).toBeInstanceOf(DomainError);
  });
});

describe("updateBusinessPolicy", () => {
  it("needs a reason, keeps a blanked number, follows the rate when the premium changes and audits the reason", async () => {
    const policy = await buildPolicy(ctx, account.id, {
      policyNumber: "GL-1",
      pricing: { premium: "1000", commissionRate: "0.1", taxes: "50" },
    });
    expect(
      ((await errorOf(updateBusinessPolicy(ctx, policy.id, { policyNumber: "X" }))) as ValidationError).fieldErrors,
    ).toEqual([{ path: "updateReason", message: "Say why the policy changed" }]);
    const updated = await updateBusinessPolicy(ctx, policy.id, {
      updateReason: "Endorsement added a location",
      quoteNumber: "Q-9",
      pricing: { premium: "2000.00" },
    });
    expect(updated).toMatchObject({
      policyNumber: "GL-1",
      quoteNumber: "Q-9",
      premium: "2000.00",
      total: "2050.00",
      estimatedCommission: "200.00",
    });
    const entry = (await listAuditEntries(ctx)).find((e) => e.action === "policies.policy_updated");
    expect(entry?.data).toMatchObject({ updateReason: "Endorsement added a location" });
    expect((entry?.data as { changed: string[] }).changed).toEqual(
      expect.arrayContaining(["quoteNumber", "premium", "total", "estimatedCommission"]),
    );
  });

  it("refuses an expiry before the in-force date and moves an expired policy back by its new dates", async () => {
    const policy = await buildPolicy(ctx, account.id);
    const bad = await errorOf(
      updateBusinessPolicy(ctx, policy.id, {
        updateReason: "dates",
        expiresAt: addDays(startOfUtcDay(runtime.clock.now()), -3),
      }),
    );
    expect((bad as ValidationError).fieldErrors).toEqual([
      { path: "expiresAt", message: "The expiration date must be after the in-force date" },
    ]);
    await setPolicyColumns(runtime.system, policy.id, { state: "EXPIRED" });
    const extended = await updateBusinessPolicy(ctx, policy.id, {
      updateReason: "extended",
      expiresAt: addDays(runtime.clock.now(), 500),
    });
    expect(extended.state).toBe("INFORCE");
  });
});

describe("deleteBusinessPolicy", () => {
  it("hides the policy (soft) and audits it", async () => {
    const policy = await buildPolicy(ctx, account.id);
    const deleted = await deleteBusinessPolicy(ctx, policy.id);
    expect(deleted.deletedAt).toBeInstanceOf(Date);
    expect((await listBusinessPolicies(ctx)).nodes).toHaveLength(0);
    expect((await listAuditEntries(ctx)).map((e) => e.action)).toContain("policies.policy_deleted");
    expect((await policyStatus(ctx, policy)).delete).toBe(true);
  });
});
