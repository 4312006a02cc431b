import { beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import type { AgencyUser } from "../modules/identity/agency.service.ts";
import { badInputMessages } from "./bad-input.ts";

// docs/product/security.md: bad bytes are bad input, answered 400-class with a message.
const http = useHttpTestServer();
let user: AgencyUser;

beforeAll(async () => {
  const agency = await buildAgency(http.runtime.system);
  user = await buildAgencyUser(http.runtime.system, agency.id);
});

const CREATE_ACCOUNT = `mutation($input: AccountInput!) { createAccount(input: $input) { __typename } }`;
const individual = (name: string) => ({
  type: "INDIVIDUAL",
  account: {
    name,
    email: "a@example.test",
    phone: "(207) 555-0101",
    mailingAddress: { line1: "1 Main St", city: "Portland", zone: "ME", postalCode: "04101" },
  },
});

describe("bad characters", () => {
  it("answers NUL characters and unpaired surrogates with 400 and a message", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    for (const name of ["Ada\u0000Brooks", "Ada\ud800Brooks", "Ada\udc00", "\ud83d"]) {
      const answer = await client.request(CREATE_ACCOUNT, { input: individual(name) });
      expect(answer.status).toBe(400);
      expect(answer.body?.errors).toEqual([
        expect.objectContaining({ message: badInputMessages.characters, extensions: { code: "BAD_USER_INPUT" } }),
      ]);
    }
    const inQuery = await client.request(`{ agencyUser { id } } # \u0000`);
    expect(inQuery.status).toBe(400);
    // a real emoji (a paired surrogate) is fine
    const emoji = await client.request(CREATE_ACCOUNT, { input: individual("Ada 🌊 Brooks") });
    expect(emoji.body?.data?.createAccount?.__typename).toBe("Account");
  });
});

describe("out-of-range dates and malformed ids", () => {
  it("refuses a date outside 1900–2999 as a variable error, logged as a warning", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    const answer = await client.request(
      `mutation($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { __typename } }`,
      { input: { type: "OTHER", details: "x", dueAt: "+275760-09-13T00:00:00.000Z" } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errors?.[0]?.message).toMatch(/DateTime must be a date between the years 1900 and 2999/);
  });

  it("answers a non-UUID id as not found", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    const answer = await client.request(`{ account(id: "not-a-uuid") { id } }`);
    expect(answer.text).not.toMatch(/Unexpected error/);
    expect(answer.body?.errors?.[0]).toMatchObject({ message: "Account not found", extensions: { code: "NOT_FOUND" } });
    // a user's id as well (issue 29 item 6: the GraphQL fuzzer's disable/enable finding)
    for (const mutation of ["disableAgencyUser", "enableAgencyUser"]) {
      const user = await client.request(
        `mutation($id: ID!) { ${mutation}(id: $id) { __typename ... on ApplicationError { code message } } }`,
        { id: "not-a-uuid" },
      );
      expect(user.body?.data?.[mutation], mutation).toEqual({
        __typename: "ApplicationError",
        code: "NOT_FOUND",
        message: "User not found",
      });
    }
  });
});

describe("query strings", () => {
  it("answers a NUL in any page's query string with 400 and the message, before the page reads it (issue 29 item 6)", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    for (const path of [
      "/app/accounts?q=%00",
      "/app/servicing?q=a%00b&page=2",
      "/app/policies?%00=1",
      "/files/x?name=%00",
    ]) {
      const response = await fetch(`${http.url}${path}`, { headers: { cookie: client.cookie ?? "" } });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toBe(badInputMessages.characters);
    }
    const graphql = await fetch(`${http.url}/graphql?query=%7B__typename%7D%23%00`, {
      headers: { cookie: client.cookie ?? "" },
    });
    expect(graphql.status).toBe(400);
    expect((await graphql.json()).errors[0].message).toBe(badInputMessages.characters);
    // a bad percent-escape is an ordinary replacement character, not a refusal
    const fine = await fetch(`${http.url}/graphql?query=%7B__typename%7D%23%ED%A0%80`, {
      headers: { cookie: client.cookie ?? "" },
    });
    expect(await fine.json()).toEqual({ data: { __typename: "Query" } });
  });
});

describe("control characters in query strings", () => {
  it("answers any other control character in a query string with 400 and its message; tabs and line breaks pass (ADR 066)", async () => {
    const own = await buildAgencyUser(http.runtime.system, user.agencyId);
    const client = await signedInClient(http.runtime, http.url, own);
    for (const path of [
      "/app/accounts?q=%01",
      "/app/servicing?q=a%1Bb&page=2",
      "/app/policies?%07=1",
      "/app/workspaces?q=%7F",
      "/app/accounts?q=%C2%85",
      "/files/x?name=%1F",
    ]) {
      const response = await fetch(`${http.url}${path}`, { headers: { cookie: client.cookie ?? "" } });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toBe(badInputMessages.controlCharacters);
    }
    const graphql = await fetch(`${http.url}/graphql?query=%7B__typename%7D%23%01`, {
      headers: { cookie: client.cookie ?? "" },
    });
    expect(graphql.status).toBe(400);
    expect((await graphql.json()).errors[0]).toEqual({
      message: badInputMessages.controlCharacters,
      extensions: { code: "BAD_USER_INPUT" },
    });
    // a GraphQL document over GET keeps its line breaks and tabs; a pasted search its line break
    const lines = await fetch(`${http.url}/graphql?query=%7B%0A%09__typename%0D%0A%7D`, {
      headers: { cookie: client.cookie ?? "" },
    });
    expect(await lines.json()).toEqual({ data: { __typename: "Query" } });
    const search = await fetch(`${http.url}/app/accounts?q=Acme%0ARoofing`, {
      headers: { cookie: client.cookie ?? "" },
    });
    expect(search.status).not.toBe(400);
  });
});

describe("GraphQL over GET", () => {
  it("answers variables or extensions that are not a JSON object with 400 and a message (issue 29 item 6)", async () => {
    const client = await signedInClient(http.runtime, http.url, user);
    for (const [name, value] of [
      ["variables", "x"],
      ["variables", "{"],
      ["variables", "[1]"],
      ["variables", "7"],
      ["extensions", "nope"],
    ]) {
      const response = await fetch(`${http.url}/graphql?query=%7B__typename%7D&${name}=${encodeURIComponent(value!)}`, {
        headers: { cookie: client.cookie ?? "" },
      });
      expect(response.status, `${name}=${value}`).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: `${name} must be a JSON object`, extensions: { code: "BAD_USER_INPUT" } }],
      });
    }
    const fine = await fetch(`${http.url}/graphql?query=%7B__typename%7D&variables=%7B%7D`, {
      headers: { cookie: client.cookie ?? "" },
    });
    expect(await fine.json()).toEqual({ data: { __typename: "Query" } });
  });
});

describe("route action bodies", () => {
  it("answers a body that is not a form with 415 and a message", async () => {
    for (const type of ["text/plain", "application/xml", "application/octet-stream"]) {
      const answer = await fetch(`${http.url}/app/accounts/new`, {
        method: "POST",
        headers: { "content-type": type },
        body: "name=Ada",
      });
      expect(answer.status).toBe(415);
      expect(await answer.text()).toBe(badInputMessages.formBody);
    }
  });
});
