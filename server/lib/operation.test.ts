import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { accountInput } from "#domain/account.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { createAccountOperation } from "../modules/accounts/accounts.operations.ts";
import { agencyCtx, systemCtx } from "./context.ts";
import { DomainError, ValidationError } from "./errors.ts";
import { defineOperation, operationJsonSchema, runOperation } from "./operation.ts";

/** ADR 011: one runOperation checks who acts and the plan, validates the input and runs the use case. */
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(async () => {
  await runtime.close();
});

async function userOn(plan: "BASIC" | "PRO") {
  const agency = await buildAgency(runtime.system, { subscription: { state: "ACTIVE", plan, numSeats: 5 } });
  const user = await buildAgencyUser(runtime.system, agency.id);
  return agencyCtxFor(runtime, user);
}

const validAccount = {
  type: "INDIVIDUAL",
  account: {
    name: "Dana Cole",
    email: "Dana.Cole@example.test",
    phone: "512-555-0147",
    mailingAddress: { line1: "1 Main St", city: "Austin", zone: "TX", postalCode: "78701" },
  },
};

describe("runOperation", () => {
  it("answers bad input with field errors keyed by path, relative to the form's `input`", async () => {
    const ctx = await userOn("BASIC");
    const result = await runOperation(ctx, createAccountOperation, {
      input: { type: "BUSINESS", account: { ...validAccount.account, phone: "12", mailingAddress: null } },
    });
    expect(result.ok).toBe(false);
    const error = !result.ok ? result.error : null;
    expect(error).toBeInstanceOf(ValidationError);
    const byPath = Object.fromEntries((error as ValidationError).fieldErrors.map((e) => [e.path, e.message]));
    expect(byPath["account.phone"]).toBe("Enter a 10-digit US phone number");
    expect(byPath["account.mailingAddress"]).toBeDefined();
    expect(byPath["contact.name"]).toBeDefined(); // a business needs its primary contact
    expect(Object.keys(byPath).some((path) => path.startsWith("input."))).toBe(false);
  });

  it("runs the use case with the parsed input and returns its value", async () => {
    const ctx = await userOn("BASIC");
    const result = await runOperation(ctx, createAccountOperation, { input: validAccount });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ name: "Dana Cole", email: "dana.cole@example.test", phone: "(512) 555-0147" });
    expect(result.value.agencyId).toBe(ctx.actor.agencyId);
  });

  it("refuses a feature the plan does not include, before the input is even read", async () => {
    let ran = false;
    const connect = defineOperation({
      name: "connectIntegration",
      description: "Test operation behind the INTEGRATIONS feature.",
      access: "agency",
      entitlement: "INTEGRATIONS",
      input: z.object({ name: z.string({ error: "Name the integration" }) }),
      run: async (_ctx, input) => {
        ran = true;
        return input.name;
      },
    });
    const basic = await runOperation(await userOn("BASIC"), connect, {});
    expect(basic).toMatchObject({ ok: false, error: { code: "PLAN_LIMIT" } });
    expect((basic as { error: Error }).error.message).toMatch(/Upgrade to Pro/);
    expect(ran).toBe(false);
    const pro = await runOperation(await userOn("PRO"), connect, { name: "AMS" });
    expect(pro).toEqual({ ok: true, value: "AMS" });
  });

  it("refuses actors the operation is not for", async () => {
    const ctx = await userOn("PRO");
    const personOnly = defineOperation({
      name: "personOnly",
      description: "Test operation for signed-in people only.",
      access: "agencyUser",
      input: z.object({}),
      run: async () => "done",
    });
    const cara = agencyCtx(runtime, {
      type: "CARA",
      agencyId: ctx.actor.agencyId,
      channel: "COPILOT",
      onBehalfOfUserId: ctx.actor.agencyUserId,
    });
    const refused = await runOperation(cara, personOnly, {});
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toBeInstanceOf(DomainError);
    expect(!refused.ok && (refused.error as DomainError).code).toBe("FORBIDDEN");
    expect(await runOperation(ctx, personOnly, {})).toEqual({ ok: true, value: "done" });
    // an agency operation needs an agency: the platform acting for none is not signed in anywhere
    const anonymous = await runOperation(systemCtx(runtime), createAccountOperation, { input: validAccount });
    expect(!anonymous.ok && (anonymous.error as DomainError).code).toBe("UNAUTHENTICATED");
    // Cara may run what any agency actor may
    const byCara = await runOperation(cara, createAccountOperation, { input: validAccount });
    expect(byCara.ok).toBe(true);
  });

  it("throws what is not a failure the user can act on", async () => {
    const broken = defineOperation({
      name: "broken",
      description: "Test operation that fails unexpectedly.",
      access: "public",
      input: accountInput.optional(),
      run: async () => {
        throw new Error("disk on fire");
      },
    });
    await expect(runOperation(systemCtx(runtime), broken, undefined)).rejects.toThrow("disk on fire");
  });
});

describe("operationJsonSchema", () => {
  it("describes an operation's input for a tool, dates as ISO strings", async () => {
    const { cancelBusinessPolicyOperation } = await import("../modules/policies/policies.operations.ts");
    const schema = operationJsonSchema(cancelBusinessPolicyOperation);
    expect(schema.required).toEqual(["id", "input"]);
    const input = schema.properties?.input as { properties: Record<string, object> };
    expect(input.properties.effectiveAt).toMatchObject({ type: "string", format: "date-time" });
    expect(Object.keys(input.properties)).toEqual(
      expect.arrayContaining(["canceledBy", "type", "reason", "returnPremium"]),
    );
    const account = operationJsonSchema(createAccountOperation);
    expect(JSON.stringify(account.properties?.input)).toContain("mailingAddress");
  });
});
