import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { inTransaction, type AgencyCtx } from "../lib/context.ts";
import { createLogger } from "../lib/logger.ts";
import { jobProgressTopic } from "../lib/topics.ts";
import { getJobStatus, reportJobProgress } from "../modules/jobs/job-progress.service.ts";
import { defineJob } from "./define.ts";
import { agencyJobPayload, jobActorOf, type AgencyJobCtx } from "./job-ctx.ts";
import { createJobQueue, type JobQueue } from "./queue.ts";

let runtime: TestRuntime;
let queue: JobQueue;
const handled: string[] = [];
let failuresLeft = 0;

const recordJob = defineJob({
  name: "test.record",
  payload: z.object({ label: z.string().min(1) }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  handler: async (_runtime, { label }) => {
    if (label === "flaky" && failuresLeft-- > 0) throw new Error("temporary failure");
    handled.push(label);
  },
});

const contexts: Array<{ ctx: AgencyJobCtx; attempt: number; label: string }> = [];
/** An agency job: reports progress, fails its first attempt when asked to. */
const quoteJob = defineJob({
  name: "test.agency-quote",
  agency: true,
  payload: agencyJobPayload.extend({ label: z.string(), failFirst: z.boolean() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 30,
  handler: async (ctx, { label, failFirst }, job) => {
    contexts.push({ ctx, attempt: job.attempt, label });
    await job.progress(0.5);
    if (failFirst && job.attempt === 1) throw new Error("the carrier's rating service timed out");
    await job.progress(0.75);
  },
});

let active = 0;
let mostAtOnce = 0;
const concurrentDone: number[] = [];
const concurrentJob = defineJob({
  name: "test.concurrent",
  payload: z.object({ n: z.number() }),
  concurrency: 2,
  handler: async (_runtime, { n }) => {
    active++;
    mostAtOnce = Math.max(mostAtOnce, active);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    active--;
    concurrentDone.push(n);
  },
});

const sharedStarts: string[] = [];
const sharedRunning = new Map<string, number>();
const sharedMost = new Map<string, number>();
let sharedDone = 0;
/** Agency A's jobs hold their slots until B's job starts (or 20 s pass): B must not wait for A's backlog. */
let releaseShared: () => void = () => {};
const bStarted = new Promise<void>((resolve) => (releaseShared = resolve));
/** An agency job with 4 workers and at most 2 running per agency (ADR 062). */
const sharedJob = defineJob({
  name: "test.agency-share",
  agency: true,
  payload: agencyJobPayload.extend({ label: z.string() }),
  concurrency: 4,
  perAgency: 2,
  handler: async (ctx, { label }) => {
    sharedStarts.push(label);
    const running = (sharedRunning.get(ctx.agencyId) ?? 0) + 1;
    sharedRunning.set(ctx.agencyId, running);
    sharedMost.set(ctx.agencyId, Math.max(sharedMost.get(ctx.agencyId) ?? 0, running));
    if (label.startsWith("B")) releaseShared();
    await Promise.race([bStarted, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    sharedRunning.set(ctx.agencyId, (sharedRunning.get(ctx.agencyId) ?? 1) - 1);
    sharedDone++;
  },
});

let ctx: AgencyCtx;
let otherAgency: AgencyCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const agency = await buildAgency(runtime.system);
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
  otherAgency = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  queue = await createJobQueue({
    sql: runtime.database.sql,
    definitions: [recordJob, quoteJob, concurrentJob, sharedJob],
    log: createLogger("error"),
    supervise: true,
    pollingIntervalSeconds: 0.5,
  });
  await queue.work(runtime);
});
afterAll(async () => {
  await queue.stop();
  await runtime.close();
});

describe("jobs", () => {
  it("run a job enqueued in a transaction once it commits", async () => {
    await inTransaction(runtime.system, (ctx) => queue.enqueue(ctx.db, recordJob, { label: "committed" }));
    await expect.poll(() => handled, { timeout: 15_000 }).toContain("committed");
  });

  it("never run a job whose transaction rolled back", async () => {
    await inTransaction(runtime.system, async (ctx) => {
      await queue.enqueue(ctx.db, recordJob, { label: "rolled-back" });
      throw new Error("roll back");
    }).catch(() => undefined);
    await queue.enqueue(runtime.db, recordJob, { label: "after-rollback" });
    await expect.poll(() => handled, { timeout: 15_000 }).toContain("after-rollback");
    expect(handled).not.toContain("rolled-back");
  });

  it("refuse a payload that does not match the job's schema", async () => {
    await expect(queue.enqueue(runtime.db, recordJob, { label: "" })).rejects.toThrow();
  });

  it("retry a failing handler", async () => {
    failuresLeft = 1;
    await queue.enqueue(runtime.db, recordJob, { label: "flaky" });
    await expect.poll(() => handled, { timeout: 20_000, interval: 250 }).toContain("flaky");
  });

  it("create a job with a deterministic key once", async () => {
    const later = { key: "policy-42:expire", startAfter: new Date(Date.now() + 3_600_000) };
    const first = await queue.enqueue(runtime.db, recordJob, { label: "single" }, later);
    const second = await queue.enqueue(runtime.db, recordJob, { label: "single" }, later);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBeNull();
  });
});

describe("agency jobs", () => {
  it("run in their agency's context, report progress (stored and announced) and are retried", async () => {
    const heard: number[] = [];
    const stop = runtime.events.listen(jobProgressTopic, ctx.actor.agencyId, (event) => heard.push(event.progress));
    const id = await inTransaction(ctx, (tx) =>
      queue.enqueue(tx.db, quoteJob, { ...jobActorOf(tx), label: "flaky", failFirst: true }),
    );
    expect(await getJobStatus(ctx, id!)).toMatchObject({ jobName: "test.agency-quote", attempt: 0 });
    await expect
      .poll(async () => (await getJobStatus(ctx, id!)).state, { timeout: 20_000, interval: 250 })
      .toBe("COMPLETED");
    stop();
    expect(await getJobStatus(ctx, id!)).toMatchObject({ progress: 1, attempt: 2, state: "COMPLETED" });
    // attempt 1: starts, half way, fails (announced as it stood); attempt 2 starts over and finishes
    expect(heard).toEqual([0, 0.5, 0.5, 0, 0.5, 0.75, 1]);
    const mine = contexts.filter((c) => c.label === "flaky");
    expect(mine.map((c) => c.attempt)).toEqual([1, 2]);
    expect(mine[0]!.ctx.agencyId).toBe(ctx.actor.agencyId);
    expect(mine[0]!.ctx.actor).toEqual({ ...ctx.actor, sessionId: null });
    await expect(getJobStatus(otherAgency, id!)).rejects.toThrow("Job not found");
  });

  it("refuse a payload without agency and actor, and progress outside 0–1", async () => {
    await expect(
      // @ts-expect-error an agency job's payload names its agency and actor
      queue.enqueue(runtime.db, quoteJob, { label: "x", failFirst: false }),
    ).rejects.toThrow();
    const job = { id: crypto.randomUUID(), name: "test.agency-quote", agencyId: ctx.actor.agencyId };
    await expect(reportJobProgress(ctx, job, 1.5, 1)).rejects.toThrow("Job progress is a fraction from 0 to 1");
  });

  it("keep their retry, backoff and expiry on the queue, and run as many at once as their concurrency", async () => {
    const [row] = (
      await runtime.database.sql.executeSql(
        "select retry_limit, retry_delay, retry_backoff, expire_seconds from pgboss.queue where name = $1",
        ["test.agency-quote"],
      )
    ).rows;
    expect(row).toEqual({ retry_limit: 2, retry_delay: 1, retry_backoff: false, expire_seconds: 30 });
    for (const n of [1, 2, 3]) await queue.enqueue(runtime.db, concurrentJob, { n });
    await expect.poll(() => concurrentDone.length, { timeout: 20_000, interval: 250 }).toBe(3);
    expect(mostAtOnce).toBe(2);
  });
});

describe("a queue with a share per agency", () => {
  it("runs at most that many of one agency's jobs at once, and another agency's job without waiting", async () => {
    const a = ctx.actor.agencyId;
    const b = otherAgency.actor.agencyId;
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      ids.push(
        (await inTransaction(ctx, (tx) => queue.enqueue(tx.db, sharedJob, { ...jobActorOf(tx), label: `A${n}` })))!,
      );
    }
    await expect.poll(() => sharedRunning.get(a) ?? 0, { timeout: 15_000, interval: 50 }).toBe(2);
    await inTransaction(otherAgency, (tx) => queue.enqueue(tx.db, sharedJob, { ...jobActorOf(tx), label: "B1" }));
    await expect.poll(() => sharedDone, { timeout: 40_000, interval: 250 }).toBe(6);
    expect(sharedMost.get(a)).toBe(2);
    // B's job started while A's first two were still running (they hold until B starts): before A's third
    // (which two of A's: the queue does not promise A's order among its own jobs)
    const firstThree = sharedStarts.slice(0, 3);
    expect(firstThree).toContain("B1");
    expect(firstThree.filter((label) => label.startsWith("A"))).toHaveLength(2);
    expect(sharedStarts).toHaveLength(6);
    // the jobs that stepped aside kept their retries: each ran its first attempt only
    const { rows } = await runtime.database.sql.executeSql(
      "select count(*)::int as n from pgboss.job where name = $1 and id = any($2::uuid[]) and state = 'completed' and retry_count = 0",
      ["test.agency-share", ids],
    );
    expect(rows[0].n).toBe(5);
    expect(b).not.toBe(a);
  });
});

describe("a woken worker", () => {
  it("takes a committed job at once instead of at its next poll", async () => {
    const woken: string[] = [];
    const wokenJob = defineJob({
      name: "test.woken",
      payload: z.object({ label: z.string() }),
      handler: async (_runtime, { label }) => void woken.push(label),
    });
    const slow = await createJobQueue({
      sql: runtime.database.sql,
      definitions: [wokenJob],
      log: createLogger("error"),
      supervise: false,
      pollingIntervalSeconds: 60,
    });
    try {
      await slow.work(runtime);
      await new Promise((resolve) => setTimeout(resolve, 500)); // its first (empty) fetch is done: next poll in 60 s
      await slow.enqueue(runtime.db, wokenJob, { label: "now" });
      slow.wake("test.woken");
      slow.wake("test.unknown"); // no worker of that queue here: nothing
      await expect.poll(() => woken, { timeout: 15_000, interval: 100 }).toEqual(["now"]);
    } finally {
      await slow.stop();
    }
  });
});
