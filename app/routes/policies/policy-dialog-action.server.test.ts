import type { ActionFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildPolicy } from "#server/seed/policy.factory.ts";
import { getBusinessPolicy } from "#server/modules/policies/policies.service.ts";
import { actionContextFor, answerOf, formPost } from "#tests/setup/action-context.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { deletePolicyAction, policyDialogAction } from "./policy-dialog-action.server.ts";

/** The policy dialogs' actions (ADR 011): a refusal keeps the dialog's values, with the message under its field. */
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(async () => {
  await runtime.close();
});

async function policyOfSignedInUser() {
  const agency = await buildAgency(runtime.system);
  const user = await buildAgencyUser(runtime.system, agency.id);
  const ctx = agencyCtxFor(runtime, user);
  const account = await buildAccount(ctx);
  const today = runtime.now();
  const year = (offset: number) => new Date(Date.UTC(today.getUTCFullYear() + offset, 0, 15));
  const policy = await buildPolicy(ctx, account.id, { inforceAt: year(-1), expiresAt: year(1) });
  return { ctx, policy, context: actionContextFor(runtime, user) };
}

const args = (
  path: string,
  fields: Record<string, string>,
  context: ReturnType<typeof actionContextFor>,
  policyId: string,
): ActionFunctionArgs => {
  const request = formPost(path, fields);
  return { request, url: new URL(request.url), pattern: path, params: { policyId }, context };
};

describe("Cancel policy action", () => {
  it("answers a refused date under Effective date and sends back what was typed", async () => {
    const { policy, context } = await policyOfSignedInUser();
    const typed = { effectiveAt: "2190-03-04", reason: "OTHER", reasonDescription: "Moved out of state" };
    const cancel = policyDialogAction("cancel");
    const answer = await answerOf(cancel(args(`/app/policies/${policy.id}/cancel`, typed, context, policy.id)));
    expect(answer.status).toBe(400);
    expect(answer.data.lastResult.error.effectiveAt[0]).toMatch(
      /The cancellation must take effect within the policy term/,
    );
    expect(answer.data.lastResult.initialValue).toMatchObject(typed);
    expect(answer.data.validationErrors.effectiveAt).toBeDefined();
  });

  it("cancels once for a submit repeated with its key, and goes to the overview both times", async () => {
    const { ctx, policy, context } = await policyOfSignedInUser();
    const cancel = policyDialogAction("cancel");
    const fields = { effectiveAt: new Date().toISOString().slice(0, 10), _idempotency: "cancel-key-0001" };
    const path = `/app/policies/${policy.id}/cancel`;
    const first = await answerOf(cancel(args(path, fields, context, policy.id)));
    expect(first.redirect).toBe(`/app/policies/${policy.id}/overview`);
    const again = await answerOf(cancel(args(path, fields, context, policy.id)));
    expect(again.redirect).toBe(first.redirect);
    expect((await getBusinessPolicy(ctx, policy.id)).state).toMatch(/CANCEL/);
  });
});

describe("Delete policy action", () => {
  it("answers a refusal as the dialog's application error", async () => {
    const { policy, context } = await policyOfSignedInUser();
    const renew = policyDialogAction("renew");
    await answerOf(renew(args(`/app/policies/${policy.id}/renew`, {}, context, policy.id)));
    const answer = await answerOf(
      deletePolicyAction(args(`/app/policies/${policy.id}/delete`, {}, context, policy.id)),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.applicationError).toMatch(/renewal/i);
    expect(answer.data.lastResult.error[""]).toEqual([answer.data.applicationError]);
  });
});
