import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { getAgencyUser, getViewerAgency, insertAgencyUser, listAgencyUsers } from "./agency.service.ts";
import { getAgencySubscription } from "../billing/subscription.service.ts";

let runtime: TestRuntime;
let ctx: AgencyCtx;
let otherUserId: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const mine = await buildAgency(runtime.system, { name: "Mine", subscription: { numSeats: 7 } });
  const theirs = await buildAgency(runtime.system, { name: "Theirs" });
  const me = await buildAgencyUser(runtime.system, mine.id, { name: "Zoe Me" });
  await buildAgencyUser(runtime.system, mine.id, { name: "Al Off", state: "DISABLED" });
  otherUserId = (await buildAgencyUser(runtime.system, theirs.id)).id;
  ctx = {
    ...runtime,
    actor: { type: "AGENCY_USER", agencyId: mine.id, agencyUserId: me.id, sessionId: null },
    client: runtime.system.client,
  };
});
afterAll(() => runtime.close());

describe("agency users", () => {
  it("refuse another agency's user ids as not found", async () => {
    const error = await getAgencyUser(ctx, otherUserId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: "NOT_FOUND", message: "User not found" });
    expect((await listAgencyUsers(ctx)).some((u) => u.id === otherUserId)).toBe(false);
  });

  it("list active users first", async () => {
    const users = await listAgencyUsers(ctx);
    expect(users.map((u) => u.state)).toEqual(["ACTIVE", "DISABLED"]);
    expect((await getViewerAgency(ctx)).name).toBe("Mine");
  });

  it("keep emails unique across agencies, case-insensitively, as a field error", async () => {
    const taken = (await listAgencyUsers(ctx))[0]!.email;
    const error = await insertAgencyUser(runtime.system, ctx.actor.agencyId, {
      email: taken.toUpperCase(),
      name: "Dup",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual([
      { path: "email", message: "A user with this email already exists" },
    ]);
  });

  it("count active seats in the subscription", async () => {
    expect(await getAgencySubscription(ctx)).toMatchObject({ numSeats: 7, numSeatsActive: 1, plan: "PRO" });
  });
});
