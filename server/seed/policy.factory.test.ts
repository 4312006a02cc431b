import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POLICY_TYPES } from "#domain/policy/vocabulary.ts";
import type { AgencyCtx } from "#server/lib/context.ts";
import { getBusinessPolicy, policyStatus } from "#server/modules/policies/policies.service.ts";
import { businessPolicies } from "#server/modules/policies/policies.table.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { seedDemoAccounts } from "./account.factory.ts";
import { buildAgency, buildAgencyUser } from "./agency.factory.ts";
import { buildLargePolicies, seedDemoPolicies } from "./policy.factory.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

describe("policy seeds", () => {
  it("the demo agency gets ~80 policies across every line and state, a pending cancellation and a renewed chain", async () => {
    const agency = await buildAgency(runtime.system);
    const users = [await buildAgencyUser(runtime.system, agency.id), await buildAgencyUser(runtime.system, agency.id)];
    const { accounts } = await seedDemoAccounts(runtime.system, { agency, users });
    const seeded = await seedDemoPolicies(runtime.system, { agency, accounts, users });
    const ctx: AgencyCtx = agencyCtxFor(runtime, users[0]!);
    const rows = await runtime.db.select().from(businessPolicies).where(eq(businessPolicies.agencyId, agency.id));
    expect(rows.length).toBeGreaterThanOrEqual(70);
    expect(rows.length).toBeLessThanOrEqual(95);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(POLICY_TYPES));
    // recorded certificate facts on most policies, none on some (their certificate boxes stay empty)
    const gl = rows.filter((r) => r.type === "GENERAL_LIABILITY");
    expect(gl.some((r) => r.details?.facts?.coverageForm === "OCCURRENCE")).toBe(true);
    expect(rows.some((r) => !r.details?.facts)).toBe(true);
    expect(new Set(rows.map((r) => r.state))).toEqual(
      new Set(["INFORCE", "BINDING", "EXPIRED", "CANCELED", "PENDING"]),
    );
    const pending = await getBusinessPolicy(ctx, seeded.pendingCancellation.id);
    expect((await policyStatus(ctx, pending)).cancellationPending).toBe(true);
    const [oldest, middle, newest] = seeded.renewedChain;
    expect(newest!.previousPolicyId).toBe(middle!.id);
    expect(middle!.previousPolicyId).toBe(oldest!.id);
    expect((await policyStatus(ctx, await getBusinessPolicy(ctx, middle!.id))).hasNewerRenewal).toBe(true);
  });

  it("the large seed bulk-inserts policies with states that match their dates", async () => {
    const agency = await buildAgency(runtime.system);
    const users = [await buildAgencyUser(runtime.system, agency.id)];
    const { accounts } = await seedDemoAccounts(runtime.system, { agency, users });
    await buildLargePolicies(
      runtime.system,
      agency.id,
      accounts.map((a) => a.id),
      2_500,
    );
    const [row] = await runtime.db
      .select({ n: count() })
      .from(businessPolicies)
      .where(and(eq(businessPolicies.agencyId, agency.id), isNull(businessPolicies.deletedAt)));
    expect(row!.n).toBe(2_500);
    // every row carries its search text (account, numbers, carrier) for the list search
    const [unsearchable] = await runtime.db
      .select({ n: count() })
      .from(businessPolicies)
      .where(
        and(
          eq(businessPolicies.agencyId, agency.id),
          sql`${businessPolicies.searchText} not like ('%' || lower(${businessPolicies.policyNumber}) || '%')`,
        ),
      );
    expect(unsearchable!.n).toBe(0);
    const [sample] = await runtime.db
      .select()
      .from(businessPolicies)
      .where(eq(businessPolicies.agencyId, agency.id))
      .limit(1);
    expect(sample!.searchText).toContain(accounts.find((a) => a.id === sample!.accountId)!.name.toLowerCase());
  });
});
