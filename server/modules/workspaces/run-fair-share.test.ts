import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { createWorkspace } from "./workspace-create.service.ts";
import { caraWorkspaces, caraRuns } from "./workspaces.table.ts";

/** Cara's runs share the workers between agencies (ADR 062, issue 29 item 7). */
let runtime: TestRuntime;
let busy: AgencyUserCtx;
let other: AgencyUserCtx;

/** Runs of Cara that wait until the test lets them finish; how many of each agency run at once. */
const running = new Map<string, number>();
const mostAtOnce = new Map<string, number>();
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  busy = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  other = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  runtime.assistant = {
    async runWorkspace(ctx) {
      const agency = ctx.actor.agencyId;
      running.set(agency, (running.get(agency) ?? 0) + 1);
      mostAtOnce.set(agency, Math.max(mostAtOnce.get(agency) ?? 0, running.get(agency)!));
      await released;
      running.set(agency, running.get(agency)! - 1);
    },
  };
});
afterAll(async () => {
  release();
  await runtime.close();
});

const statusesOf = async (agencyId: string) =>
  (
    await runtime.db
      .select({ status: caraRuns.status })
      .from(caraRuns)
      .innerJoin(caraWorkspaces, eq(caraWorkspaces.id, caraRuns.workspaceId))
      .where(eq(caraWorkspaces.agencyId, agencyId))
  )
    .map((run) => run.status)
    .sort();

describe("Cara's runs across agencies", () => {
  it("run at most 2 of one agency at once, the rest QUEUED, and another agency's run starts without waiting", async () => {
    const a = busy.actor.agencyId;
    const b = other.actor.agencyId;
    for (let n = 1; n <= 5; n++) await createWorkspace(busy, { message: `What is the limit? (${n})` }, []);
    await expect
      .poll(() => statusesOf(a), { timeout: 20_000, interval: 100 })
      .toEqual(["QUEUED", "QUEUED", "QUEUED", "RUNNING", "RUNNING"]);
    // the free workers keep finding the agency's queued runs: they stay queued
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await statusesOf(a)).toEqual(["QUEUED", "QUEUED", "QUEUED", "RUNNING", "RUNNING"]);

    const started = Date.now();
    await createWorkspace(other, { message: "What is the limit?" }, []);
    await expect.poll(() => statusesOf(b), { timeout: 10_000, interval: 100 }).toEqual(["RUNNING"]);
    expect(Date.now() - started).toBeLessThan(5000); // a poll or two, not the busy agency's runs
    expect(await statusesOf(a)).toEqual(["QUEUED", "QUEUED", "QUEUED", "RUNNING", "RUNNING"]);

    release();
    await expect
      .poll(async () => [...(await statusesOf(a)), ...(await statusesOf(b))], { timeout: 30_000, interval: 250 })
      .toEqual(Array(6).fill("DONE"));
    expect(mostAtOnce.get(a)).toBe(2);
    expect(mostAtOnce.get(b)).toBe(1);
  });
});
