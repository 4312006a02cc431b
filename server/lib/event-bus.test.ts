import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalEventBus, createPostgresEventBus, MAX_EVENT_BYTES, type EventBus } from "./event-bus.ts";
import { createLogger } from "./logger.ts";
import { defineTopic, serviceRequestActivityTopic } from "./topics.ts";
import { z } from "zod";

const log = createLogger("error");
const noteTopic = defineTopic("test.note", z.object({ agencyId: z.string(), text: z.string() }));

async function collect<T>(events: AsyncIterable<T>, count: number): Promise<T[]> {
  const received: T[] = [];
  for await (const event of events) {
    received.push(event);
    if (received.length === count) break;
  }
  return received;
}

function behavesAsATypedBus(buses: () => { publisher: EventBus; subscriber: EventBus }) {
  it("delivers a topic's events in order, to the publishing agency only", async () => {
    const { publisher, subscriber } = buses();
    const agencyId = randomUUID();
    const controller = new AbortController();
    const ours = collect(subscriber.subscribe(serviceRequestActivityTopic, agencyId, controller.signal), 40);
    const others: unknown[] = [];
    const stop = subscriber.listen(serviceRequestActivityTopic, randomUUID(), (event) => others.push(event));
    const serviceRequestId = randomUUID();
    for (let version = 1; version <= 40; version++) {
      await publisher.publish(serviceRequestActivityTopic, { agencyId, serviceRequestId, version });
      if (version % 10 === 0)
        await publisher.publish(serviceRequestActivityTopic, { agencyId: randomUUID(), serviceRequestId, version });
    }
    const received = await ours;
    expect(received.map((event) => event.version)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(received[0]).toEqual({ agencyId, serviceRequestId, version: 1 });
    expect(others).toEqual([]);
    stop();
    controller.abort();
  });

  it("refuses at publish a payload that does not match the topic's schema", async () => {
    const { publisher } = buses();
    await expect(
      publisher.publish(serviceRequestActivityTopic, { agencyId: "a", serviceRequestId: "r", version: 0 }),
    ).rejects.toThrow('Live event "serviceRequest.activity" does not match its schema (version: ');
    await expect(
      // @ts-expect-error the topic's schema asks for a service request id
      publisher.publish(serviceRequestActivityTopic, { agencyId: "a", version: 2 }),
    ).rejects.toThrow(/serviceRequestId/);
  });

  it("refuses at publish a payload over the NOTIFY limit, with a clear error", async () => {
    const { publisher, subscriber } = buses();
    const agencyId = randomUUID();
    const heard: unknown[] = [];
    const stop = subscriber.listen(noteTopic, agencyId, (event) => heard.push(event));
    await expect(publisher.publish(noteTopic, { agencyId, text: "x".repeat(MAX_EVENT_BYTES) })).rejects.toThrow(
      /Live event "test.note" is \d+ bytes; PostgreSQL NOTIFY carries at most 7999\. Publish ids and deltas/,
    );
    // multi-byte text counts in bytes, not characters
    await expect(publisher.publish(noteTopic, { agencyId, text: "é".repeat(4000) })).rejects.toThrow(/bytes/);
    await publisher.publish(noteTopic, { agencyId, text: "fits" });
    await expect.poll(() => heard).toEqual([{ agencyId, text: "fits" }]);
    stop();
  });
}

describe("the in-process event bus", () => {
  const bus = createLocalEventBus(log);
  behavesAsATypedBus(() => ({ publisher: bus, subscriber: bus }));
});

describe.skipIf(!process.env.DATABASE_URL)("the PostgreSQL event bus across two connections", () => {
  const url = process.env.DATABASE_URL!;
  let notifier: pg.Client;
  let first: EventBus;
  let second: EventBus;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    notifier = await connect();
    const notify = (channel: string, payload: string) => notifier.query("select pg_notify($1, $2)", [channel, payload]);
    first = await createPostgresEventBus(connect, notify, log);
    second = await createPostgresEventBus(connect, notify, log); // its own LISTEN connection
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await notifier.end();
  });

  behavesAsATypedBus(() => ({ publisher: first, subscriber: second }));

  it("drops a notification that does not match its topic and goes on", async () => {
    const agencyId = randomUUID();
    const controller = new AbortController();
    const received = collect(second.subscribe(noteTopic, agencyId, controller.signal), 1);
    await notifier.query("select pg_notify('cara_events', $1)", [
      JSON.stringify({ topic: "test.note", payload: { agencyId, text: 42 } }),
    ]);
    await notifier.query("select pg_notify('cara_events', 'not json')");
    await first.publish(noteTopic, { agencyId, text: "valid" });
    expect(await received).toEqual([{ agencyId, text: "valid" }]);
    controller.abort();
  });
});
