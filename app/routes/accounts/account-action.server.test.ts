import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAccounts } from "#server/modules/accounts/accounts.query.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { actionContextFor, answerOf, formPost } from "#tests/setup/action-context.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { submitAccount } from "./account-action.server.ts";

/** The New Account route action (ADR 011): its reply puts messages under fields; a resubmit creates nothing twice. */
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(async () => {
  await runtime.close();
});

const fields = {
  type: "INDIVIDUAL",
  "account.name": "Morgan Reyes",
  "account.email": "morgan@example.test",
  "account.phone": "(512) 555-0147",
  "account.mailingAddress.line1": "200 Congress Ave",
  "account.mailingAddress.city": "Austin",
  "account.mailingAddress.zone": "TX",
  "account.mailingAddress.postalCode": "78701",
};

async function signedIn() {
  const agency = await buildAgency(runtime.system);
  const user = await buildAgencyUser(runtime.system, agency.id);
  return { user, context: actionContextFor(runtime, user), ctx: agencyCtxFor(runtime, user) };
}

describe("New Account action", () => {
  it("puts a service's field error under its field and keeps what was typed", async () => {
    const { context } = await signedIn();
    // passes the form's schema, refused by the service: the contact is not one of the agency's
    const answer = await answerOf(
      submitAccount(
        formPost("/app/accounts/new", {
          ...fields,
          type: "BUSINESS",
          associateContactId: "00000000-0000-4000-8000-000000000000",
        }),
        context,
        null,
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.lastResult.error).toEqual({
      associateContactId: ["Contact not found. Choose a contact from the list."],
    });
    expect(answer.data.lastResult.initialValue.account.name).toBe("Morgan Reyes");
    expect(answer.data.validationErrors).toEqual({
      associateContactId: ["Contact not found. Choose a contact from the list."],
    });
  });

  it("answers a form that fails its schema with messages under the fields", async () => {
    const { context } = await signedIn();
    const answer = await answerOf(
      submitAccount(formPost("/app/accounts/new", { ...fields, "account.phone": "12" }), context, null),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.lastResult.error["account.phone"]).toEqual(["Enter a 10-digit US phone number"]);
  });

  it("creates one account for a submit sent twice with the same key, and replays the redirect", async () => {
    const { context, ctx } = await signedIn();
    const post = () =>
      submitAccount(formPost("/app/accounts/new", { ...fields, _idempotency: "key-new-account-1" }), context, null);
    const first = await answerOf(post());
    expect(first.redirect).toMatch(/^\/app\/accounts\/[0-9a-f-]{36}\/overview$/);
    const again = await answerOf(post());
    expect(again.redirect).toBe(first.redirect);
    expect((await listAccounts(ctx, {})).totalCount).toBe(1);
    // another key is another submit
    await answerOf(
      submitAccount(formPost("/app/accounts/new", { ...fields, _idempotency: "key-new-account-2" }), context, null),
    );
    expect((await listAccounts(ctx, {})).totalCount).toBe(2);
  });

  it("frees the key of a refused submit, so the corrected form goes through under it", async () => {
    const { context, ctx } = await signedIn();
    const key = { _idempotency: "key-corrected-1" };
    const refused = await answerOf(
      submitAccount(formPost("/app/accounts/new", { ...fields, ...key, "account.phone": "12" }), context, null),
    );
    expect(refused.status).toBe(400);
    const corrected = await answerOf(
      submitAccount(formPost("/app/accounts/new", { ...fields, ...key }), context, null),
    );
    expect(corrected.redirect).toMatch(/overview$/);
    // the same key with other values after it wrote: refused, nothing created
    const other = await answerOf(
      submitAccount(
        formPost("/app/accounts/new", { ...fields, ...key, "account.name": "Someone Else" }),
        context,
        null,
      ),
    );
    expect(other.status).toBe(400);
    expect(other.data.applicationError).toMatch(/already sent with other values/);
    expect((await listAccounts(ctx, {})).totalCount).toBe(1);
  });

  it("answers JSON callers alike: validationErrors by dotted path, and an Idempotency-Key header", async () => {
    const { context, ctx } = await signedIn();
    const json = (body: object, headers: Record<string, string> = {}) =>
      new Request("http://localhost/app/accounts/new", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const account = {
      type: "INDIVIDUAL",
      account: {
        name: "Jo Park",
        email: "jo@example.test",
        phone: "(512) 555-0147",
        mailingAddress: { line1: "1 Main St", city: "Austin", zone: "TX", postalCode: "7870" },
      },
    };
    const refused = await answerOf(submitAccount(json(account), context, null));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.data.validationErrors)).toEqual(["account.mailingAddress.postalCode"]);
    const fixed = {
      ...account,
      account: { ...account.account, mailingAddress: { ...account.account.mailingAddress, postalCode: "78701" } },
    };
    const key = { "idempotency-key": "json-key-00000001" };
    const first = await answerOf(submitAccount(json(fixed, key), context, null));
    const again = await answerOf(submitAccount(json(fixed, key), context, null));
    expect(again.redirect).toBe(first.redirect);
    expect((await listAccounts(ctx, {})).totalCount).toBe(1);
  });
});
