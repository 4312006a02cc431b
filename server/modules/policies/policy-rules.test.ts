import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicy, setPolicyColumns } from "#server/seed/policy.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { addDays, startOfUtcDay } from "#domain/policy/lifecycle.ts";
import type { AgencyActor, AgencyUserCtx } from "../../lib/context.ts";
import type { Account } from "../accounts/accounts.query.ts";
import { getBusinessPolicy, type BusinessPolicy } from "./policies.service.ts";
import { listPolicyVersions } from "./policy-history.service.ts";
import { applyPolicyDateMoves } from "./policy-date-moves.service.ts";
import { cancelBusinessPolicy, renewBusinessPolicy } from "./policy-lifecycle.service.ts";
import { createBusinessPolicies, updateBusinessPolicy } from "./policy-writes.service.ts";

let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let account: Account;

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

beforeEach(async () => {
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  account = await buildAccount(ctx);
});

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      const { fieldErrors, message } = error as {
        fieldErrors?: Array<{ path: string; message: string }>;
        message?: string;
      };
      return { message, fieldErrors: fieldErrors && Object.fromEntries(fieldErrors.map((f) => [f.path, [f.message]])) };
    },
  );
const today = () => startOfUtcDay(runtime.clock.now());
const termPolicy = () =>
  buildPolicy(ctx, account.id, {
    inforceAt: addDays(today(), -30),
    expiresAt: addDays(today(), 335),
    details: { insured: { name: "Casco Bay Marine" } },
  });

describe("dates outside 1900–2200", () => {
  it("are refused by the input schema with a plain message", async () => {
    const policy = await termPolicy();
    const error = await errorOf(cancelBusinessPolicy(ctx, policy.id, { effectiveAt: "0000-01-01T00:00:00Z" }));
    expect(error?.fieldErrors).toEqual({ effectiveAt: ["Enter a date between 1900 and 2200"] });
    const renew = await errorOf(renewBusinessPolicy(ctx, policy.id, { expiresAt: "2301-01-01" }));
    expect(renew?.fieldErrors).toEqual({ expiresAt: ["Enter a date between 1900 and 2200"] });
  });

  it("are refused by the database", async () => {
    const policy = await termPolicy();
    const refusal = (query: ReturnType<typeof sql>) =>
      runtime.system.db.execute(query).then(
        () => "accepted",
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ""}`,
      );
    expect(
      await refusal(
        sql`update business_policies set cancellation = '{"effectiveAt":"0000-01-01T00:00:00.000Z"}' where id = ${policy.id}`,
      ),
    ).toMatch(/business_policies_cancellation_date_check/);
    expect(await refusal(sql`update business_policies set expires_at = '2500-01-01' where id = ${policy.id}`)).toMatch(
      /business_policies_dates_range_check/,
    );
  });

  it("a bad row written before the check never stops the date moves of the others", async () => {
    const bad = await termPolicy();
    await runtime.system.db.execute(
      sql`alter table business_policies drop constraint business_policies_cancellation_date_check`,
    );
    try {
      await runtime.system.db.execute(
        sql`update business_policies set cancellation = ${JSON.stringify({ canceledAt: today().toISOString(), effectiveAt: "0000-01-01T00:00:00.000Z" })}::jsonb where id = ${bad.id}`,
      );
      const otherAgency = await buildAgency(runtime.system);
      const other = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, otherAgency.id));
      const due = await buildPolicy(other, (await buildAccount(other)).id, {
        inforceAt: addDays(today(), -1),
        expiresAt: addDays(today(), 364),
      });
      const moved = await applyPolicyDateMoves(runtime.system);
      expect(moved.inforce).toBeGreaterThanOrEqual(1);
      expect((await getBusinessPolicy(other, due.id)).state).toBe("INFORCE");
    } finally {
      await setPolicyColumns(runtime.system, bad.id, { cancellation: null });
      await runtime.system.db.execute(
        sql`alter table business_policies add constraint business_policies_cancellation_date_check check (cancellation is null or jsonb_typeof(cancellation) <> 'object' or coalesce(cancellation->>'effectiveAt', '') ~ '^(19[0-9][0-9]|2[01][0-9][0-9]|2200)-[0-9][0-9]-[0-9][0-9]T') not valid`,
      );
    }
  });
});

describe("cancel and renew follow the term", () => {
  it("a cancellation effective outside the policy term is refused under the date", async () => {
    const policy = await termPolicy();
    const late = await errorOf(cancelBusinessPolicy(ctx, policy.id, { effectiveAt: addDays(today(), 400) }));
    expect(late?.fieldErrors?.effectiveAt?.[0]).toMatch(/^The cancellation must take effect within the policy term/);
    const early = await errorOf(cancelBusinessPolicy(ctx, policy.id, { effectiveAt: addDays(today(), -31) }));
    expect(early?.fieldErrors?.effectiveAt?.[0]).toMatch(/within the policy term/);
    expect(await cancelBusinessPolicy(ctx, policy.id, { effectiveAt: addDays(today(), 335) })).toMatchObject({
      id: policy.id,
    });
  });

  it("a renewal starts when the old term ends and lasts as long", async () => {
    const policy = await buildPolicy(ctx, account.id, {
      inforceAt: "2026-03-01",
      expiresAt: "2026-09-01",
    });
    const renewal = await renewBusinessPolicy(ctx, policy.id, {});
    expect(renewal.inforceAt?.toISOString()).toBe("2026-09-01T00:00:00.000Z");
    expect(renewal.expiresAt?.toISOString()).toBe("2027-03-01T00:00:00.000Z");
  });
});

describe("editing", () => {
  it("emptying the policy number or the named insured is refused", async () => {
    const policy = await termPolicy();
    const number = await errorOf(updateBusinessPolicy(ctx, policy.id, { policyNumber: "", updateReason: "typo" }));
    expect(number?.fieldErrors).toEqual({ policyNumber: ["Enter the policy number; it cannot be removed"] });
    const insured = await errorOf(
      updateBusinessPolicy(ctx, policy.id, { details: { insured: { name: "" } }, updateReason: "typo" }),
    );
    expect(insured?.fieldErrors).toEqual({
      "details.insured.name": ["Enter the named insured; it cannot be removed"],
    });
  });

  it("a premium of $10 billion keeps its value", async () => {
    const [created] = await createBusinessPolicies(ctx, {
      accountId: account.id,
      policies: [{ type: "GENERAL_LIABILITY", pricing: { premium: "$10,000,000,000.00" } }],
    });
    expect(created).toMatchObject({ premium: "10000000000.00", total: "10000000000.00" });
    const updated = await updateBusinessPolicy(ctx, (created as { id: string }).id, {
      pricing: { premium: "9999999999.99" },
      updateReason: "endorsement",
    });
    expect(updated.premium).toBe("9999999999.99");
  });

  it("each edit is kept in the history with who, when, what changed and why", async () => {
    const policy = await termPolicy();
    await updateBusinessPolicy(ctx, policy.id, { quoteNumber: "Q-77", updateReason: "Carrier sent the quote" });
    await cancelBusinessPolicy(ctx, policy.id, { effectiveAt: addDays(today(), 10), reasonDescription: "Sold" });
    const [cancel, edit] = await listPolicyVersions(ctx, policy.id);
    expect(edit).toMatchObject({
      kind: "UPDATE",
      actorId: ctx.actor.agencyUserId,
      reason: "Carrier sent the quote",
      changes: [{ field: "quoteNumber", from: null, to: "Q-77" }],
    });
    expect(cancel).toMatchObject({ kind: "CANCEL", reason: "Sold" });
  });

  it("names who made each change: a user, Cara for a user, an integration, the system", async () => {
    const policy = await termPolicy();
    const { agencyId, agencyUserId } = ctx.actor;
    const edit = (actor: AgencyActor, quoteNumber: string) =>
      updateBusinessPolicy({ ...ctx, actor }, policy.id, { quoteNumber, updateReason: "Quote" });
    await edit(ctx.actor, "Q-1");
    await edit({ type: "CARA", agencyId, channel: "COPILOT", onBehalfOfUserId: agencyUserId }, "Q-2");
    await edit({ type: "INTEGRATION", agencyId, integration: "Applied Epic" }, "Q-3");
    await edit({ type: "SYSTEM", agencyId }, "Q-4");
    const who = (await listPolicyVersions(ctx, policy.id)).map((v) => [v.actorType, v.actorId, v.actorDetail]);
    expect(who).toEqual([
      ["SYSTEM", null, null],
      ["INTEGRATION", null, "Applied Epic"],
      ["CARA", agencyUserId, "COPILOT"],
      ["AGENCY_USER", agencyUserId, null],
    ]);
  });

  it("an edit of the quote number alone records only the quote number, whatever the intervals were created as", async () => {
    const [created] = await createBusinessPolicies(ctx, {
      accountId: account.id,
      policies: [
        {
          type: "GENERAL_LIABILITY",
          policyNumber: "GL-1",
          paymentIntervalType: "MONTHLY",
          pricing: { premium: "1000" },
        },
      ],
    });
    const policy = created as BusinessPolicy;
    expect([policy.paymentIntervalType, policy.intervalType]).toEqual(["MONTHLY", "MONTHLY"]);
    // what the edit form sends back: every field as shown, the one payment interval for both
    await updateBusinessPolicy(ctx, policy.id, {
      updateReason: "Quote arrived",
      policyNumber: policy.policyNumber,
      quoteNumber: "Q-9",
      paymentIntervalType: "MONTHLY",
      pricing: { billingType: policy.billingType, intervalType: "MONTHLY", premium: policy.premium },
    });
    const [entry] = await listPolicyVersions(ctx, policy.id);
    expect(entry!.changes).toEqual([{ field: "quoteNumber", from: null, to: "Q-9" }]);
  });
});
