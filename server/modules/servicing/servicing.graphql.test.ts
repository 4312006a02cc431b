import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount } from "#server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";

let runtime: TestRuntime;
let server: TestServer;
let client: TestClient;
let ctx: AgencyUserCtx;
let theirs: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const me = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id, { name: "Priya Shah" });
  ctx = agencyCtxFor(runtime, me);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  client = await signedInClient(runtime, server.url, me);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const RESULT = `__typename ... on ServiceRequest { id state } ... on ValidationError { fieldErrors { path message } } ... on ApplicationError { code message }`;

describe("servicing over GraphQL", () => {
  it("creates with per-type validation, then reads the request with its account, comments and history", async () => {
    const account = await buildAccount(ctx);
    const missing = await client.request(
      `mutation { createServiceRequest(input: { type: QUESTION, clientName: "Ava" }) { ${RESULT} } }`,
    );
    expect(missing.body?.data.createServiceRequest).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ path: "question", message: "Enter the question" }],
    });
    const created = await client.request(
      `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { ${RESULT} } }`,
      {
        input: { type: "QUESTION", accountId: account.id, question: { question: "Is flood covered?" } },
      },
    );
    const id = created.body?.data.createServiceRequest.id;
    expect(created.body?.data.createServiceRequest).toEqual({
      __typename: "ServiceRequest",
      id: expect.any(String),
      state: "OPEN",
    });
    const comment = await client.request(
      `mutation ($id: ID!) { addServiceRequestComment(id: $id, input: { content: "  " }) { __typename ... on ValidationError { fieldErrors { path message } } } }`,
      { id },
    );
    expect(comment.body?.data.addServiceRequestComment).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ path: "content", message: "Write a comment" }],
    });
    await client.request(
      `mutation ($id: ID!) { addServiceRequestComment(id: $id, input: { content: "Asked the carrier" }) { __typename } }`,
      { id },
    );
    const read = await client.request(
      `query ($id: ID!) { serviceRequest(id: $id) { type account { id } question { question } comments { content agencyUser { name } } versionHistory { version updateTypes updateInitiatorType initiator { name } snapshot } calls { id } emailThreads { id } resolution { notes } } }`,
      { id },
    );
    expect(read.body?.data.serviceRequest).toMatchObject({
      type: "QUESTION",
      account: { id: account.id },
      question: { question: "Is flood covered?" },
      comments: [{ content: "Asked the carrier", agencyUser: { name: "Priya Shah" } }],
      versionHistory: [
        {
          version: 1,
          updateTypes: ["CREATE"],
          updateInitiatorType: "AGENCY_USER",
          initiator: { name: "Priya Shah" },
          snapshot: expect.objectContaining({ id, state: "OPEN" }),
        },
        { version: 2, updateTypes: ["ADD_COMMENT"] },
      ],
      calls: [],
      emailThreads: [],
      resolution: null,
    });
    const tab = await client.request(`query ($id: ID!) { account(id: $id) { serviceRequests { id } } }`, {
      id: account.id,
    });
    expect(tab.body?.data.account.serviceRequests).toEqual([{ id }]);
  });

  it("updates with null clearing and refuses an assignee of another agency; resolving twice is an ApplicationError", async () => {
    const request = await buildServiceRequest(ctx, { type: "OTHER" });
    const foreignUser = theirs.actor.agencyUserId;
    const update = await client.request(
      `mutation ($id: ID!, $a: ID) { updateServiceRequest(id: $id, input: { assigneeId: $a }) { ${RESULT} } }`,
      { id: request.id, a: foreignUser },
    );
    expect(update.body?.data.updateServiceRequest).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ path: "assigneeId", message: "Choose a user of your agency" }],
    });
    const clear = await client.request(
      `mutation ($id: ID!) { updateServiceRequest(id: $id, input: { assigneeId: null, dueAt: null }) { ${RESULT} } }`,
      { id: request.id },
    );
    expect(clear.body?.data.updateServiceRequest).toMatchObject({ __typename: "ServiceRequest" });
    const resolve = `mutation ($id: ID!) { resolveServiceRequest(id: $id, input: { notes: "Done" }) { ${RESULT} } }`;
    expect((await client.request(resolve, { id: request.id })).body?.data.resolveServiceRequest).toMatchObject({
      __typename: "ServiceRequest",
      state: "CLOSED",
    });
    expect((await client.request(resolve, { id: request.id })).body?.data.resolveServiceRequest).toEqual({
      __typename: "ApplicationError",
      code: "INVALID_STATE",
      message: "This request is already resolved",
    });
  });

  it("never reads or changes another agency's request, and needs a session", async () => {
    const foreign = await buildServiceRequest(theirs, { type: "OTHER", clientName: "Their Client" });
    const read = await client.request(`query ($id: ID!) { serviceRequest(id: $id) { id } }`, { id: foreign.id });
    expect(read.body?.errors?.[0]).toMatchObject({
      message: "Service request not found",
      extensions: { code: "NOT_FOUND" },
    });
    const list = await client.request(`query { serviceRequests(state: null, search: "their client") { totalCount } }`);
    expect(list.body?.data.serviceRequests.totalCount).toBe(0);
    for (const mutation of [
      `updateServiceRequest(id: $id, input: { dueAt: null }) { ${RESULT} }`,
      `resolveServiceRequest(id: $id, input: {}) { ${RESULT} }`,
      `addServiceRequestComment(id: $id, input: { content: "hi" }) { __typename ... on ApplicationError { code message } }`,
    ]) {
      const response = await client.request(`mutation ($id: ID!) { result: ${mutation} }`, { id: foreign.id });
      expect(response.body?.data.result).toEqual({
        __typename: "ApplicationError",
        code: "NOT_FOUND",
        message: "Service request not found",
      });
    }
    const anonymous = await new TestClient(server.url).request(`query { serviceRequests { totalCount } }`);
    expect(anonymous.body?.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
  });
});
