import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { inTransaction } from "../lib/context.ts";
import { createLogger } from "../lib/logger.ts";
import { defineJob } from "./define.ts";
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

beforeAll(async () => {
  runtime = await startTestRuntime();
  queue = await createJobQueue({
    sql: runtime.database.sql,
    definitions: [recordJob],
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
