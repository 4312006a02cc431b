import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgencyUserCtx } from "#server/lib/context.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { listEmailThreads } from "./emails.service.ts";

/** The Emails list pages through 10,000 threads and more (issue 30 item 9): every page, newest first. */

let runtime: TestRuntime;
let ctx: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  // 10,050 threads, thread n last updated n minutes after a fixed start; one in 100 from Maria
  await runtime.system.db.execute(sql`
    insert into email_threads (agency_id, subject, from_name, from_email, participants, created_at, updated_at)
    select ${ctx.actor.agencyId}::uuid, 'Certificate request ' || n,
      case when n % 100 = 0 then 'Maria Lopez' else 'Client ' || n end,
      case when n % 100 = 0 then 'maria@bakery.example' else 'client' || n || '@example.com' end,
      '[]'::jsonb,
      timestamp '2026-01-01' + n * interval '1 minute', timestamp '2026-01-01' + n * interval '1 minute'
    from generate_series(1, 10050) as n`);
}, 120_000);
afterAll(() => runtime.close());

describe("the Emails list at 10,000 threads", () => {
  it("counts them all and gives the first, a deep and the last page, newest first", async () => {
    const first = await listEmailThreads(ctx, { limit: 50 });
    expect(first.total).toBe(10_050);
    expect(first.threads.map((t) => t.subject).slice(0, 2)).toEqual([
      "Certificate request 10050",
      "Certificate request 10049",
    ]);
    const deep = await listEmailThreads(ctx, { limit: 50, offset: 10_000 });
    expect(deep.threads).toHaveLength(50);
    expect(deep.threads[0]!.subject).toBe("Certificate request 50");
    expect(deep.threads.at(-1)!.subject).toBe("Certificate request 1");
    const past = await listEmailThreads(ctx, { limit: 50, offset: 10_050 });
    expect(past).toEqual({ threads: [], total: 10_050 });
  });

  it("searches the sender across them", async () => {
    const maria = await listEmailThreads(ctx, { search: "maria@bakery", limit: 200 });
    expect(maria.total).toBe(100);
    expect(maria.threads).toHaveLength(100);
    expect(maria.threads.every((t) => t.fromName === "Maria Lopez")).toBe(true);
  });
});
