import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { addServiceRequestComment } from "#server/modules/servicing/servicing-comment.service.ts";
import { setAgencyUserState } from "#server/modules/identity/agency.service.ts";
import { graphql } from "./graphql.ts";
import { backoffDelay, runLiveSubscription, type LiveStatus } from "./live-subscription.ts";

let runtime: TestRuntime;
let server: TestServer;

beforeAll(async () => {
  runtime = await startTestRuntime();
  server = await startTestServer(runtime);
});
afterAll(async () => {
  await server.close();
  await runtime.close();
});

const Activity = graphql(`
  subscription Activity($id: ID!) {
    serviceRequestActivity(id: $id) {
      id
      comments {
        content
      }
    }
  }
`);

describe("the live subscription client", () => {
  it("delivers typed data, restarts 1 s after the server completes the stream, stops when signed out", async () => {
    const agency = await buildAgency(runtime.system);
    const user = await buildAgencyUser(runtime.system, agency.id);
    const colleague = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
    const client: TestClient = await signedInClient(runtime, server.url, user);
    const request = await buildServiceRequest(colleague, { type: "QUESTION", question: { question: "Flood?" } });
    const controller = new AbortController();
    const statuses: LiveStatus[] = [];
    const delays: number[] = [];
    const received: string[] = [];
    const running = runLiveSubscription({
      document: Activity,
      variables: { id: request.id },
      onData: (data) => received.push(data.serviceRequestActivity.comments.at(-1)!.content),
      onStatus: (status) => statuses.push(status),
      signal: controller.signal,
      url: `${server.url}/graphql`,
      headers: { cookie: client.cookie! },
      sleep: async (ms) => void delays.push(ms),
    });
    await expect.poll(() => statuses.at(-1)).toEqual({ state: "live" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await addServiceRequestComment(colleague, request.id, { content: "Quote attached" });
    await expect.poll(() => received).toEqual(["Quote attached"]);
    // the server ends the stream (the user is disabled); the client restarts, then stops on UNAUTHENTICATED
    await setAgencyUserState(runtime.system, user, "DISABLED");
    await running;
    expect(delays).toEqual([1000]);
    expect(statuses.slice(-4)).toEqual([
      { state: "waiting", reason: "completed", delayMs: 1000 },
      { state: "connecting" },
      { state: "live" },
      { state: "stopped", code: "UNAUTHENTICATED" },
    ]);
  });

  it("backs off 2^n s, at most 10 s, while the server cannot be reached", async () => {
    const controller = new AbortController();
    const delays: number[] = [];
    await runLiveSubscription({
      document: Activity,
      variables: { id: "x" },
      onData: () => undefined,
      signal: controller.signal,
      url: "http://127.0.0.1:9/graphql",
      sleep: async (ms) => {
        delays.push(ms);
        if (delays.length === 7) controller.abort();
      },
    });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(backoffDelay(0)).toBe(1000);
  });
});
