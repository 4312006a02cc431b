import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { openSubscription } from "#tests/setup/sse.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";

let runtime: TestRuntime;
let server: TestServer;
let viewer: TestClient;
let colleague: TestClient;
let ctx: AgencyCtx;
let theirs: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
  const agency = await buildAgency(runtime.system);
  const me = await buildAgencyUser(runtime.system, agency.id, { name: "Priya Shah" });
  const other = await buildAgencyUser(runtime.system, agency.id, { name: "Marcus Bell" });
  ctx = agencyCtxFor(runtime, me);
  theirs = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  viewer = await signedInClient(runtime, server.url, me);
  colleague = await signedInClient(runtime, server.url, other);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const ACTIVITY = `subscription ($id: ID!) {
  serviceRequestActivity(id: $id) { id comments { content agencyUser { name } } versionHistory { version updateTypes } }
}`;
const QUESTION = { type: "QUESTION" as const, question: { question: "Is flood covered?" } };
const COMMENT = `mutation ($id: ID!, $content: String!) {
  addServiceRequestComment(id: $id, input: { content: $content }) { __typename }
}`;

describe("a service request's live activity (subscription over SSE)", () => {
  it("delivers the request read back after another user comments, and nothing of other requests", async () => {
    const request = await buildServiceRequest(ctx, QUESTION);
    const elsewhere = await buildServiceRequest(ctx, QUESTION);
    const stream = await openSubscription(server.url, viewer.cookie, ACTIVITY, { id: request.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await colleague.request(COMMENT, { id: elsewhere.id, content: "On another request" });
    const reply = await colleague.request(COMMENT, {
      id: request.id,
      content: "Called the carrier, waiting on the endorsement",
    });
    expect(reply.body?.data.addServiceRequestComment.__typename).toBe("ServiceRequestComment");
    const text = await stream.until("event: next");
    stream.close();
    const data = JSON.parse(/event: next\ndata: (.*)\n/.exec(text)![1]!).data.serviceRequestActivity;
    expect(data.id).toBe(request.id);
    expect(data.comments.at(-1)).toEqual({
      content: "Called the carrier, waiting on the endorsement",
      agencyUser: { name: "Marcus Bell" },
    });
    expect(data.versionHistory.at(-1).updateTypes).toEqual(["ADD_COMMENT"]);
    expect(text).not.toContain("On another request");
  });

  it("refuses another agency's request as NOT_FOUND", async () => {
    const foreign = await buildServiceRequest(theirs, QUESTION);
    const stream = await openSubscription(server.url, viewer.cookie, ACTIVITY, { id: foreign.id });
    const text = await stream.rest();
    expect(text).toContain('"code":"NOT_FOUND"');
    expect(text).toContain("event: complete");
  });
});
