import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { TestClient, VIEWER } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyUser } from "../identity/agency.service.ts";

let runtime: TestRuntime;
let server: TestServer;
let me: AgencyUser;
let colleague: AgencyUser;
let stranger: AgencyUser;
let client: TestClient;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const mine = await buildAgency(runtime.system, { subscription: { plan: "PRO", period: "MONTHLY", numSeats: 3 } });
  const theirs = await buildAgency(runtime.system);
  me = await buildAgencyUser(runtime.system, mine.id, { name: "Ada Me" });
  colleague = await buildAgencyUser(runtime.system, mine.id, { name: "Bo Colleague" });
  stranger = await buildAgencyUser(runtime.system, theirs.id, { name: "Cy Stranger" });
  client = await signedInClient(runtime, server.url, me);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const USER_RESULT = `
  __typename
  ... on AgencyUser { id state }
  ... on ValidationError { message fieldErrors { path message } }
  ... on ApplicationError { message code }
`;

describe("users and seats over GraphQL", () => {
  it("lists only the agency's users", async () => {
    const { body } = await client.request(`{ agencyUsers { id name state } }`);
    const names = body?.data.agencyUsers.map((u: { name: string }) => u.name);
    expect(names).toEqual(["Ada Me", "Bo Colleague"]);
  });

  it("answers another agency's user as not found, and leaves it alone", async () => {
    for (const mutation of ["disableAgencyUser", "enableAgencyUser"]) {
      const { body } = await client.request(`mutation($id: ID!) { ${mutation}(id: $id) { ${USER_RESULT} } }`, {
        id: stranger.id,
      });
      expect(body?.data[mutation]).toEqual({
        __typename: "ApplicationError",
        message: "User not found",
        code: "NOT_FOUND",
      });
    }
  });

  it("returns field errors for Add User and the seat refusal as an application error", async () => {
    const add = (input: object) =>
      client.request(
        `mutation($input: CreateAgencyUserInput!) { createAgencyUser(input: $input) { ${USER_RESULT} } }`,
        { input },
      );
    const duplicate = await add({ name: "Dup", email: colleague.email });
    expect(duplicate.body?.data.createAgencyUser).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "email", message: "A user with this email already exists" }],
    });
    const third = await add({ name: "Di Third", email: `di-${me.id}@example.test` });
    expect(third.body?.data.createAgencyUser).toMatchObject({ __typename: "AgencyUser", state: "ACTIVE" });
    const fourth = await add({ name: "Ed Fourth", email: `ed-${me.id}@example.test` });
    expect(fourth.body?.data.createAgencyUser).toEqual({
      __typename: "ApplicationError",
      code: "PLAN_LIMIT",
      message: "All 3 seats are assigned. Add a seat to your plan before adding another user.",
    });
  });

  it("reads the seats in use afresh after a write in the same request (the session's statement brought them before it)", async () => {
    const seats = `... on AgencyUser { id agency { subscription { numSeatsActive } } }`;
    const inUse = async () =>
      (await client.request(`{ agencyUser { agency { subscription { numSeatsActive } } } }`)).body?.data.agencyUser
        .agency.subscription.numSeatsActive;
    const before = await inUse();
    const users = (await client.request(`{ agencyUsers { id name } }`)).body?.data.agencyUsers;
    const third = users.find((user: { name: string }) => user.name === "Di Third");
    const disabled = await client.request(`mutation($id: ID!) { disableAgencyUser(id: $id) { ${seats} } }`, {
      id: third.id,
    });
    expect(disabled.body?.data.disableAgencyUser.agency.subscription.numSeatsActive).toBe(before - 1);
    const added = await client.request(
      `mutation($input: CreateAgencyUserInput!) { createAgencyUser(input: $input) { ${seats} } }`,
      { input: { name: "Fay Fresh", email: `fay-${me.id}@example.test` } },
    );
    expect(added.body?.data.createAgencyUser.agency.subscription.numSeatsActive).toBe(before);
    expect(await inUse()).toBe(before);
  });

  it("signs a disabled user out at once", async () => {
    const theirClient = await signedInClient(runtime, server.url, colleague);
    expect((await theirClient.request(VIEWER)).body?.data.agencyUser.id).toBe(colleague.id);
    const { body } = await client.request(`mutation($id: ID!) { disableAgencyUser(id: $id) { ${USER_RESULT} } }`, {
      id: colleague.id,
    });
    expect(body?.data.disableAgencyUser).toEqual({ __typename: "AgencyUser", id: colleague.id, state: "DISABLED" });
    expect((await theirClient.request(VIEWER)).body?.data.agencyUser).toBeNull();
  });
});

describe("plans, previews and updates over GraphQL", () => {
  it("serves the plan tiers from the domain price table", async () => {
    const { body } = await client.request(
      `{ planTiers { id featured contactSales basePrice { monthly annually } pricePerSeat { monthly annually } features { heading features } } }`,
    );
    expect(body?.data.planTiers.map((t: { id: string }) => t.id)).toEqual(["BASIC", "PRO", "ENTERPRISE"]);
    expect(body?.data.planTiers[0]).toMatchObject({
      basePrice: { monthly: 549, annually: 5599 },
      pricePerSeat: { monthly: 150, annually: 1530 },
    });
    expect(body?.data.planTiers[2]).toMatchObject({ contactSales: true, basePrice: null });
  });

  it("previews an update as money strings", async () => {
    const { body } = await client.request(
      `query($input: UpdateSubscriptionInput!) { subscriptionManagementLinks { previewUpdateSubscription(input: $input) {
        __typename ... on SubscriptionUpdatePreview { checkoutUrl clientSecret invoice { total amountDue discountTotal lineItems { name quantity unitAmount totalAmount } } } } } }`,
      { input: { plan: "PRO", period: "ANNUAL", seats: 4, voiceAgents: 1 } },
    );
    const preview = body?.data.subscriptionManagementLinks.previewUpdateSubscription;
    expect(preview).toMatchObject({ __typename: "SubscriptionUpdatePreview", checkoutUrl: null, clientSecret: null });
    expect(preview.invoice).toMatchObject({ total: "9679.00", amountDue: "9679.00", discountTotal: "1709.00" }); // 12 × $949 − $9,679
    expect(preview.invoice.lineItems[1]).toEqual({
      name: "Additional seats, per year",
      quantity: 1,
      unitAmount: "2400.00",
      totalAmount: "2400.00",
    });
  });

  it("refuses seats below the minimum as a field error and applies a valid update", async () => {
    const update = (input: object) =>
      client.request(
        `mutation($input: UpdateSubscriptionInput!) { updateSubscription(input: $input) {
          __typename ... on AgencySubscription { plan period numSeats numVoiceAgents state } ... on ValidationError { fieldErrors { path message } } } }`,
        { input },
      );
    const below = await update({ plan: "PRO", period: "MONTHLY", seats: 2, voiceAgents: 1 });
    expect(below.body?.data.updateSubscription).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ path: "seats", message: "At least 3 seats" }],
    });
    const ok = await update({ plan: "BASIC", period: "MONTHLY", seats: 6, voiceAgents: 2 });
    expect(ok.body?.data.updateSubscription).toEqual({
      __typename: "AgencySubscription",
      plan: "BASIC",
      period: "MONTHLY",
      numSeats: 6,
      numVoiceAgents: 2,
      state: "ACTIVE",
    });
  });

  it("asks for a session first", async () => {
    const anonymous = new TestClient(server.url);
    const { body } = await anonymous.request(`{ subscriptionManagementLinks { updatePaymentMethodUrl } }`);
    expect(body?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
