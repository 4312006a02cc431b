import { beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import type { AgencyUser } from "../modules/identity/agency.service.ts";
import { idempotencyMessages } from "./idempotency.ts";

// ADR 021: a retried submit after a lost response creates nothing twice.
const http = useHttpTestServer();
let user: AgencyUser;

beforeAll(async () => {
  const agency = await buildAgency(http.runtime.system);
  user = await buildAgencyUser(http.runtime.system, agency.id);
});

const CREATE = `mutation($input: AccountInput!) { createAccount(input: $input) { __typename ... on Account { id } } }`;
const input = (name: string) => ({
  type: "INDIVIDUAL",
  account: {
    name,
    email: "a@example.test",
    phone: "(207) 555-0101",
    mailingAddress: { line1: "1 Main St", city: "Portland", zone: "ME", postalCode: "04101" },
  },
});
const COUNT = `{ accounts(pageSize: 100) { totalCount } }`;

describe("idempotency keys on GraphQL mutations", () => {
  it("replays the first answer for a repeated key and creates one account", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    const key = { "idempotency-key": "create-account-0001" };
    const first = await client.request(CREATE, { input: input("Ada Brooks") }, key);
    const again = await client.request(CREATE, { input: input("Ada Brooks") }, key);
    expect(first.body?.data.createAccount.__typename).toBe("Account");
    expect(again.body?.data).toEqual(first.body?.data);
    expect((await client.request(COUNT)).body?.data.accounts.totalCount).toBe(1);

    const other = await client.request(
      CREATE,
      { input: input("Ada Brooks") },
      { "idempotency-key": "create-account-0002" },
    );
    expect(other.body?.data.createAccount.id).not.toBe(first.body?.data.createAccount.id);
    expect((await client.request(COUNT)).body?.data.accounts.totalCount).toBe(2);
  });

  it("refuses the same key for a different request, and a malformed key", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    const key = { "idempotency-key": "create-account-0003" };
    await client.request(CREATE, { input: input("Bea Carter") }, key);
    const changed = await client.request(CREATE, { input: input("Someone Else") }, key);
    expect(changed.status).toBe(422);
    expect(changed.body?.errors?.[0]?.message).toBe(idempotencyMessages.mismatch);
    const bad = await client.request(CREATE, { input: input("Bea Carter") }, { "idempotency-key": "x" });
    expect(bad.status).toBe(400);
    expect(bad.body?.errors?.[0]?.message).toBe(idempotencyMessages.badKey);
  });
});
