import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount, buildContact } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";

let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let ctx: AgencyCtx;
let theirs: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const mine = await buildAgency(runtime.system);
  const me = await buildAgencyUser(runtime.system, mine.id);
  ctx = agencyCtxFor(runtime, me);
  const other = await buildAgency(runtime.system);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, other.id));
  client = await signedInClient(runtime, server.url, me);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const RESULT = `__typename ... on Account { id type account { name phone mailingAddress { city zone postalCode } } dba primaryContact { name } }
  ... on ValidationError { fieldErrors { path message } } ... on ApplicationError { code message }`;

describe("accounts over GraphQL", () => {
  it("creates a business and reads it back; field errors come as a ValidationError", async () => {
    const { body } = await client.request(
      `mutation ($input: AccountInput!) { createAccount(input: $input) { ${RESULT} } }`,
      {
        input: {
          type: "BUSINESS",
          account: {
            name: "Harbor Test Co",
            email: "hi@harbor.example",
            phone: "2075550100",
            mailingAddress: { line1: "1 Pier", city: "Portland", zone: "ME", postalCode: "04101" },
          },
          business: { dba: "HTC" },
          contact: { name: "Pat Pier", email: "pat@harbor.example", phone: "2075550101" },
        },
      },
    );
    const created = body?.data.createAccount;
    expect(created).toMatchObject({
      __typename: "Account",
      type: "BUSINESS",
      dba: "HTC",
      account: { phone: "(207) 555-0100" },
      primaryContact: { name: "Pat Pier" },
    });

    const read = await client.request(
      `query ($id: ID!) { account(id: $id) { id account { name } contacts { name primary } } }`,
      { id: created.id },
    );
    expect(read.body?.data.account).toEqual({
      id: created.id,
      account: { name: "Harbor Test Co" },
      contacts: [{ name: "Pat Pier", primary: true }],
    });

    const invalid = await client.request(
      `mutation ($input: AccountInput!) { createAccount(input: $input) { ${RESULT} } }`,
      {
        input: {
          type: "INDIVIDUAL",
          account: {
            name: "X",
            email: "x@y.example",
            phone: "2075550100",
            mailingAddress: { line1: "1", city: "Y", zone: "ME", postalCode: "4101" },
          },
        },
      },
    );
    expect(invalid.body?.data.createAccount).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ path: "account.mailingAddress.postalCode", message: "Enter a 5-digit ZIP code (or ZIP+4)" }],
    });
  });

  it("lists a page with the total and searches on the server", async () => {
    await buildAccount(ctx, "INDIVIDUAL", {
      account: {
        name: "Zelda Quahog",
        email: "zq@x.example",
        phone: "6175550100",
        mailingAddress: { line1: "2 Elm", city: "Boston", zone: "MA", postalCode: "02108" },
      },
    });
    const { body } = await client.request(
      `{ accounts(search: "quahog", pageSize: 10) { totalCount page pageSize nodes { account { name } } } }`,
    );
    expect(body?.data.accounts).toEqual({
      totalCount: 1,
      page: 1,
      pageSize: 10,
      nodes: [{ account: { name: "Zelda Quahog" } }],
    });
  });

  it("refuses another agency's account and contact ids", async () => {
    const foreign = await buildAccount(theirs, "BUSINESS");
    const read = await client.request(`query ($id: ID!) { account(id: $id) { id } }`, { id: foreign.id });
    expect(read.body?.errors?.[0]).toMatchObject({ message: "Account not found", extensions: { code: "NOT_FOUND" } });
    const update = await client.request(
      `mutation ($id: ID!, $input: AccountInput!) { updateAccount(id: $id, input: $input) { ${RESULT} } }`,
      {
        id: foreign.id,
        input: {
          type: "INDIVIDUAL",
          account: {
            name: "Mine now",
            email: "a@b.example",
            phone: "2075550100",
            mailingAddress: { line1: "1", city: "Y", zone: "ME", postalCode: "04101" },
          },
        },
      },
    );
    expect(update.body?.data.updateAccount).toMatchObject({
      __typename: "ApplicationError",
      code: "NOT_FOUND",
      message: "Account not found",
    });
    const foreignContact = await buildContact(runtime.system, theirs.actor.agencyId, { name: "Foreign Person" });
    const contacts = await client.request(`{ contacts(search: "Foreign") { id } }`);
    expect(contacts.body?.data.contacts).toEqual([]);
    const associate = await client.request(
      `mutation ($input: AccountInput!) { createAccount(input: $input) { ${RESULT} } }`,
      {
        input: {
          type: "BUSINESS",
          account: {
            name: "B",
            email: "b@b.example",
            phone: "2075550100",
            mailingAddress: { line1: "1", city: "Y", zone: "ME", postalCode: "04101" },
          },
          associateContactId: foreignContact.id,
        },
      },
    );
    expect(associate.body?.data.createAccount.fieldErrors).toEqual([
      { path: "associateContactId", message: "Contact not found. Choose a contact from the list." },
    ]);
  });

  it("answers the ZIP autofill", async () => {
    const { body } = await client.request(
      `{ usZipCode(postalCode: "01970") { city zone } none: usZipCode(postalCode: "00000") { city } }`,
    );
    expect(body?.data).toEqual({ usZipCode: { city: "Salem", zone: "MA" }, none: null });
  });
});
