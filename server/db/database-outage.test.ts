import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { buildServiceRequest } from "#server/seed/service-request.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import type { TestClient } from "#tests/setup/graphql-client.ts";
import { signedInClient } from "#tests/setup/sign-in.ts";
import { openSubscription } from "#tests/setup/sse.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { DATABASE_UNAVAILABLE_CODE } from "../http/database-unavailable.ts";
import type { AgencyUserCtx } from "../lib/context.ts";
import { serviceRequestActivityTopic } from "../lib/topics.ts";
import { sendMailJob } from "../modules/mail/mail.jobs.ts";
import { mailMessages } from "../modules/mail/mail.table.ts";

/**
 * PostgreSQL going away and coming back, with work in flight (ADR 059, issue 29 item 4). The
 * app reaches the database through a proxy this file stops (every connection cut, new ones
 * refused, as a stopped server does) and starts again; the shared server is never touched.
 */
describe.runIf(process.env.DATABASE_URL)("PostgreSQL stopped and started again (no restart)", () => {
  let runtime: TestRuntime;
  let server: TestServer;
  let ctx: AgencyUserCtx;
  let client: TestClient;

  beforeAll(async () => {
    runtime = await startTestRuntime({ work: true, proxied: true });
    server = await startTestServer(runtime);
    const agency = await buildAgency(runtime.system);
    const user = await buildAgencyUser(runtime.system, agency.id, { name: "Priya Shah" });
    ctx = agencyCtxFor(runtime, user);
    client = await signedInClient(runtime, server.url, user);
  });
  afterEach(async () => {
    await runtime.proxy!.start();
    await backUp();
  });
  afterAll(async () => {
    await server?.close();
    await runtime?.close();
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const backUp = () => expect.poll(() => runtime.databaseHealth.available, { timeout: 15_000 }).toBe(true);
  const VIEWER = "{ agencyUser { name } }";

  it("a transaction open when the server goes away fails; the process carries on and works once it is back", async () => {
    let release!: () => void;
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    // a job's transaction, mid-way: its connection is checked out of the pool and idle
    const transaction = runtime.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      opened();
      await new Promise<void>((resolve) => (release = resolve));
      await tx.execute(sql`select 1`);
    });
    const outcome = transaction.then(
      () => null,
      (error: unknown) => error,
    );
    await open;
    await runtime.proxy!.stop();
    await sleep(300); // the cut connection's 'error' arrives: without a listener it ended the process
    release();
    expect(await outcome).toBeInstanceOf(Error);
    expect(runtime.databaseHealth.available).toBe(false);

    await runtime.proxy!.start();
    await backUp();
    const result = (await runtime.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ answer: 42 }]);
  });

  it("requests answer 503 with Retry-After and a message while it is down, and normally once it is back", async () => {
    expect((await client.request(VIEWER)).status).toBe(200);
    await runtime.proxy!.stop();

    // the first request may find the outage itself (a failed connection): 503 as well, not 500
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: client.cookie! },
        body: JSON.stringify({ query: VIEWER }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors[0]!.extensions.code).toBe(DATABASE_UNAVAILABLE_CODE);
      expect(body.errors[0]!.message).toMatch(/temporarily unavailable/);
    }
    const page = await fetch(`${server.url}/app/accounts`, {
      headers: { accept: "text/html", cookie: client.cookie! },
    });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    const html = await page.text();
    expect(html).toContain("Cara is temporarily unavailable");
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true, database: "down" });

    await runtime.proxy!.start();
    await expect.poll(async () => (await client.request(VIEWER)).status, { timeout: 15_000 }).toBe(200);
    expect((await client.request(VIEWER)).body?.data).toEqual({ agencyUser: { name: "Priya Shah" } });
  });

  it("a live stream is told to read again when the listener is back, and receives every later event", async () => {
    const controller = new AbortController();
    const agencyId = ctx.actor.agencyId;
    const resync = { agencyId, serviceRequestId: crypto.randomUUID(), version: 1 };
    const received: Array<{ serviceRequestId: string }> = [];
    const reading = (async () => {
      const events = runtime.events.subscribe(serviceRequestActivityTopic, agencyId, controller.signal, { resync });
      for await (const event of events) received.push(event);
    })();

    await runtime.proxy!.stop();
    await sleep(1000);
    await runtime.proxy!.start();
    await backUp();
    // the listener reconnected: the stream got the resync (something may have changed meanwhile)
    await expect
      .poll(() => received.map((event) => event.serviceRequestId), { timeout: 15_000 })
      .toEqual([resync.serviceRequestId]);
    const published = Array.from({ length: 4 }, () => crypto.randomUUID());
    for (const serviceRequestId of published)
      await runtime.events.publish(serviceRequestActivityTopic, { agencyId, serviceRequestId, version: 2 });
    await expect
      .poll(() => received.slice(1).map((event) => event.serviceRequestId), { timeout: 10_000 })
      .toEqual(published);
    controller.abort();
    await reading;
  });

  it("a GraphQL subscription opened before the outage delivers the request read again after it, and later changes", async () => {
    const request = await buildServiceRequest(ctx, { type: "QUESTION", question: { question: "Is flood covered?" } });
    const stream = await openSubscription(
      server.url,
      client.cookie,
      "subscription ($id: ID!) { serviceRequestActivity(id: $id) { id comments { content } } }",
      { id: request.id },
    );
    try {
      await sleep(200);
      await runtime.proxy!.stop();
      await sleep(1000);
      await runtime.proxy!.start();
      await backUp();
      const resynced = await stream.until("event: next");
      expect(resynced).toContain(request.id);
      await client.request(
        `mutation ($id: ID!) { addServiceRequestComment(id: $id, input: { content: "After the outage" }) { __typename } }`,
        { id: request.id },
      );
      expect(await stream.until("After the outage")).toContain("After the outage");
    } finally {
      stream.close();
    }
  });

  it("a job that falls due while the database is down runs once it is back", async () => {
    const [message] = await runtime.db
      .insert(mailMessages)
      .values({
        from: "Cara <no-reply@cara.localhost>",
        to: "elena.ruiz@example.test",
        subject: "Renewal",
        text: "Ready.",
      })
      .returning();
    await runtime.jobs.enqueue(
      runtime.db,
      sendMailJob,
      { messageId: message!.id },
      { startAfter: new Date(Date.now() + 1000) },
    );
    await runtime.proxy!.stop();
    await sleep(3000); // due meanwhile: every worker poll fails
    const status = async () =>
      (await runtime.db.select().from(mailMessages).where(eq(mailMessages.id, message!.id)))[0]?.status;
    await runtime.proxy!.start();
    await backUp();
    await expect.poll(status, { timeout: 20_000, interval: 250 }).toBe("SENT");
  });
});
