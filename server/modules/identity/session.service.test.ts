import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { Ctx } from "../../lib/context.ts";
import { agencies, sessions } from "./identity.table.ts";
import { createSession, resolveSession } from "./session.service.ts";

let runtime: TestRuntime;
let agencyId: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  agencyId = (await buildAgency(runtime.system)).id;
});

afterAll(async () => {
  await runtime?.close();
});

async function newSession() {
  const user = await buildAgencyUser(runtime.system, agencyId);
  const ctx: Ctx = { ...runtime, actor: { type: "ANONYMOUS" }, client: { ipAddress: "10.1.0.1", userAgent: "vitest" } };
  return { user, session: await createSession(ctx, { id: user.id, agencyId }) };
}

/** ADR 018: the session statement is built once per database and caller, then run with the token and time. */
describe("resolveSession", () => {
  it("signs in until the session's expiry and not after it", async () => {
    const { user, session } = await newSession();
    expect(await resolveSession(runtime, session.token)).toMatchObject({ agencyUserId: user.id, agencyId });
    await runtime.db
      .update(sessions)
      .set({ expiresAt: new Date(runtime.now().getTime() - 1000) })
      .where(eq(sessions.id, session.id));
    expect(await resolveSession(runtime, session.token)).toBeNull();
    expect(await resolveSession(runtime, `${session.token}x`)).toBeNull();
  });

  it("builds a caller's extra columns once and answers each caller with its own", async () => {
    const { session } = await newSession();
    let built = 0;
    const agencyName = (agencyIdSql: SQL) => {
      built += 1;
      return { name: sql<string>`(select ${agencies.name} from ${agencies} where ${agencies.id} = ${agencyIdSql})` };
    };
    const constant = () => ({ answer: sql<number>`42` });
    const [agency] = await runtime.db.select().from(agencies).where(eq(agencies.id, agencyId));
    for (let i = 0; i < 3; i++) {
      expect((await resolveSession(runtime, session.token, agencyName))?.extras).toEqual({ name: agency!.name });
      expect((await resolveSession(runtime, session.token, constant))?.extras).toEqual({ answer: 42 });
      expect((await resolveSession(runtime, session.token))?.extras).toEqual({});
    }
    expect(built).toBe(1);
  });
});
