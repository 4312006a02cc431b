import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { listAgencyUsers, type AgencyUser } from "../identity/agency.service.ts";
import { createSession, isSessionActive } from "../identity/session.service.ts";
import { listMailbox } from "../mail/mail.service.ts";
import { createAgencyUser, disableAgencyUser, enableAgencyUser } from "./seats.service.ts";
import { getAgencySubscription } from "./subscription.service.ts";
import { writeSubscriptionRow } from "./subscription.store.ts";

let runtime: TestRuntime;
let ctx: AgencyCtx;
let me: AgencyUser;
let otherAgencyUser: AgencyUser;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const theirs = await buildAgency(runtime.system, { name: "Theirs" });
  otherAgencyUser = await buildAgencyUser(runtime.system, theirs.id, { state: "DISABLED" });
});
afterAll(() => runtime.close());

beforeEach(async () => {
  const agency = await buildAgency(runtime.system, { subscription: { numSeats: 3 } });
  me = await buildAgencyUser(runtime.system, agency.id, { name: "Jordan Me" });
  ctx = agencyCtxFor(runtime, me);
});

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("Add User", () => {
  it("adds an active user, emails them how to sign in, and audits it", async () => {
    const user = await createAgencyUser(ctx, { name: "  Casey New ", email: "Casey.New@Example.test" });
    expect(user).toMatchObject({
      name: "Casey New",
      email: "casey.new@example.test",
      state: "ACTIVE",
      agencyId: me.agencyId,
    });
    const mail = (await listMailbox(runtime)).find((m) => m.to === "casey.new@example.test");
    expect(mail?.subject).toBe("Jordan Me added you to Cara");
    const audit = await listAuditEntries(ctx);
    expect(audit.map((entry) => entry.action)).toContain("identity.user_created");
    expect((await getAgencySubscription(ctx))?.numSeatsActive).toBe(2);
  });

  it("gives field errors for a missing name and an invalid or duplicate email", async () => {
    const invalid = await errorOf(createAgencyUser(ctx, { name: " ", email: "not-an-email" }));
    expect(invalid).toBeInstanceOf(ValidationError);
    expect((invalid as ValidationError).fieldErrors).toEqual([
      { path: "name", message: "Enter the user's name" },
      { path: "email", message: "Enter a valid email address for the user" },
    ]);
    const duplicate = await errorOf(createAgencyUser(ctx, { name: "Dup", email: me.email.toUpperCase() }));
    expect((duplicate as ValidationError).fieldErrors).toEqual([
      { path: "email", message: "A user with this email already exists" },
    ]);
  });

  it("refuses a user beyond the seats", async () => {
    await createAgencyUser(ctx, { name: "Two", email: `two-${me.id}@example.test` });
    await createAgencyUser(ctx, { name: "Three", email: `three-${me.id}@example.test` });
    const error = await errorOf(createAgencyUser(ctx, { name: "Four", email: `four-${me.id}@example.test` }));
    expect(error).toBeInstanceOf(DomainError);
    expect((error as Error).message).toBe(
      "All 3 seats are assigned. Add a seat to your plan before adding another user.",
    );
    expect((await listAgencyUsers(ctx)).length).toBe(3);
  });
});

describe("Disable and Enable", () => {
  it("disabling frees the seat and ends the user's sessions; enabling takes it back", async () => {
    const casey = await createAgencyUser(ctx, { name: "Casey", email: `casey-${me.id}@example.test` });
    const session = await createSession(runtime.system, casey);
    const disabled = await disableAgencyUser(ctx, casey.id);
    expect(disabled.state).toBe("DISABLED");
    expect(await isSessionActive(runtime.system, session.id)).toBe(false);
    expect((await getAgencySubscription(ctx))?.numSeatsActive).toBe(1);
    const enabled = await enableAgencyUser(ctx, casey.id);
    expect(enabled.state).toBe("ACTIVE");
    const actions = (await listAuditEntries(ctx)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["identity.user_disabled", "identity.user_enabled"]));
  });

  it("refuses to enable without a free seat, and allows it once the plan has one more", async () => {
    const off = await buildAgencyUser(runtime.system, me.agencyId, { state: "DISABLED" });
    await createAgencyUser(ctx, { name: "Two", email: `two-${me.id}@example.test` });
    await createAgencyUser(ctx, { name: "Three", email: `three-${me.id}@example.test` });
    const error = await errorOf(enableAgencyUser(ctx, off.id));
    expect((error as Error).message).toBe("All 3 seats are assigned. Add a seat to your plan to enable this user.");
    await writeSubscriptionRow(runtime.system, me.agencyId, { numSeats: 4 });
    expect((await enableAgencyUser(ctx, off.id)).state).toBe("ACTIVE");
  });

  it("will not let users disable themselves", async () => {
    const error = await errorOf(disableAgencyUser(ctx, me.id));
    expect(error).toMatchObject({
      code: "FORBIDDEN",
      message: "You cannot disable yourself. Ask another user of your agency to do it.",
    });
  });

  it("refuses another agency's users as not found", async () => {
    for (const change of [disableAgencyUser, enableAgencyUser]) {
      const error = await errorOf(change(ctx, otherAgencyUser.id));
      expect(error).toMatchObject({ code: "NOT_FOUND", message: "User not found" });
    }
  });
});
