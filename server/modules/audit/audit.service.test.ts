import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { inTransaction, type AgencyUserCtx } from "../../lib/context.ts";
import { auditEntryTopic } from "../../lib/topics.ts";
import { getAuditEntry, listAuditEntries, recordAudit } from "./audit.service.ts";
import { auditLog } from "./audit.table.ts";

let runtime: TestRuntime;
let ctxA: AgencyUserCtx;
let ctxB: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const a = await buildAgency(runtime.system);
  const b = await buildAgency(runtime.system);
  const userA = await buildAgencyUser(runtime.system, a.id);
  const userB = await buildAgencyUser(runtime.system, b.id);
  const as = (agencyId: string, agencyUserId: string): AgencyUserCtx => ({
    ...runtime,
    actor: { type: "AGENCY_USER", agencyId, agencyUserId, sessionId: null },
    client: { ipAddress: "127.0.0.1", userAgent: "vitest" },
  });
  ctxA = as(a.id, userA.id);
  ctxB = as(b.id, userB.id);
});
afterAll(() => runtime.close());

describe("audit log", () => {
  it("records who, what, when and on which record", async () => {
    const entry = await recordAudit(ctxA, {
      action: "test.touched",
      recordType: "thing",
      recordId: "42",
      data: { n: 1 },
    });
    expect(entry).toMatchObject({
      agencyId: ctxA.actor.agencyId,
      actorType: "AGENCY_USER",
      actorId: ctxA.actor.agencyUserId,
      action: "test.touched",
      recordType: "thing",
      recordId: "42",
      ipAddress: "127.0.0.1",
    });
    expect(entry.createdAt).toBeInstanceOf(Date);
  });

  it("is append-only: the database refuses updates and deletes", async () => {
    const entry = await recordAudit(ctxA, { action: "test.kept" });
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => "allowed",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(
      await refusal(runtime.db.update(auditLog).set({ action: "test.rewritten" }).where(eq(auditLog.id, entry.id))),
    ).toMatch(/audit_log is append-only \(UPDATE refused\)/);
    expect(await refusal(runtime.db.delete(auditLog).where(eq(auditLog.id, entry.id)))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    expect(await refusal(runtime.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    const [kept] = await runtime.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(kept!.action).toBe("test.kept");
  });

  it("shows an agency only its own entries", async () => {
    await recordAudit(ctxB, { action: "test.agency-b-only" });
    const seenByA = await listAuditEntries(ctxA, { limit: 200 });
    expect(seenByA.length).toBeGreaterThan(0);
    expect(seenByA.every((e) => e.agencyId === ctxA.actor.agencyId)).toBe(true);
    expect(seenByA.map((e) => e.action)).not.toContain("test.agency-b-only");
  });

  it("announces an entry live only after its transaction commits", async () => {
    const controller = new AbortController();
    const received: number[] = [];
    const listening = (async () => {
      for await (const event of runtime.events.subscribe(auditEntryTopic, ctxA.actor.agencyId, controller.signal)) {
        received.push(event.id);
      }
    })();
    const committed = await inTransaction(ctxA, async (tx) => {
      const entry = await recordAudit(tx, { action: "test.committed" });
      expect(received).not.toContain(entry.id);
      return entry;
    });
    let rolledBack = 0;
    await inTransaction(ctxA, async (tx) => {
      rolledBack = (await recordAudit(tx, { action: "test.rolled-back" })).id;
      throw new Error("roll back");
    }).catch(() => undefined);
    await expect.poll(() => received).toContain(committed.id);
    controller.abort();
    await listening;
    expect(received).not.toContain(rolledBack);
    expect(await getAuditEntry(ctxA, committed.id)).toMatchObject({ action: "test.committed" });
    expect(await getAuditEntry(ctxB, committed.id)).toBeNull();
  });
});
