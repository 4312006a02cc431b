import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { latestMailedCode, wrongCode } from "#tests/setup/sign-in.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { agencyCtx, type Ctx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { listMailbox } from "../mail/mail.service.ts";
import { setAgencyUserState } from "./agency.service.ts";
import { sessions, signInCodes } from "./identity.table.ts";
import { resolveSession } from "./session.service.ts";
import { requestSignInCode, signInMessages, signOut, verifySignInCode } from "./sign-in.service.ts";

let runtime: TestRuntime;
let agencyId: string;
let clientNumber = 0;

/** Each test signs in from its own address so per-client limits do not leak between tests. */
function anonymous(ip = `10.0.0.${++clientNumber}`): Ctx {
  return { ...runtime, actor: { type: "ANONYMOUS" }, client: { ipAddress: ip, userAgent: "vitest" } };
}

/** The agency's audit log (newest first), read as the system working for it. */
const auditOf = (agency: string) =>
  listAuditEntries(agencyCtx(runtime, { type: "SYSTEM", agencyId: agency }), { limit: 200 });

async function fieldError(promise: Promise<unknown>): Promise<{ path: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors[0]!;
}

beforeAll(async () => {
  runtime = await startTestRuntime();
  agencyId = (await buildAgency(runtime.system)).id;
});
afterAll(() => runtime.close());

describe("requesting a code", () => {
  it("mails a six-digit code to an active user and stores only its hash", async () => {
    const user = await buildAgencyUser(runtime.system, agencyId);
    await requestSignInCode(anonymous(), { email: `  ${user.email.toUpperCase()} ` });
    const code = await latestMailedCode(runtime, user.email);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await runtime.db.select().from(signInCodes).where(eq(signInCodes.agencyUserId, user.id));
    expect(stored!.codeHash).not.toContain(code!);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(10);
  });

  it("answers an unknown or disabled email exactly like a known one, and sends nothing", async () => {
    const disabled = await buildAgencyUser(runtime.system, agencyId, { state: "DISABLED" });
    const before = await listMailbox(runtime, 10_000);
    const unknown = await requestSignInCode(anonymous(), { email: "nobody@nowhere.test" });
    const off = await requestSignInCode(anonymous(), { email: disabled.email });
    expect(unknown).toEqual({ email: "nobody@nowhere.test" });
    expect(off).toEqual({ email: disabled.email });
    const after = await listMailbox(runtime, 10_000);
    expect(after.length).toBe(before.length);
  });

  it("refuses a malformed email with a message under the field", async () => {
    expect(await fieldError(requestSignInCode(anonymous(), { email: "not-an-email" }))).toEqual({
      path: "email",
      message: "Enter a valid email address",
    });
    expect((await fieldError(requestSignInCode(anonymous(), { email: "" }))).message).toBe("Enter your email address");
  });

  it("limits code requests per email, known or not", async () => {
    const user = await buildAgencyUser(runtime.system, agencyId);
    for (let i = 0; i < 5; i++) await requestSignInCode(anonymous(), { email: user.email });
    const error = await fieldError(requestSignInCode(anonymous(), { email: user.email }));
    expect(error.path).toBe("email");
    expect(error.message).toMatch(/^Too many codes requested\. Try again in \d+ minutes?\.$/);
    for (let i = 0; i < 5; i++) await requestSignInCode(anonymous(), { email: "ghost@nowhere.test" });
    expect((await fieldError(requestSignInCode(anonymous(), { email: "ghost@nowhere.test" }))).message).toMatch(
      /Too many/,
    );
  });

  it("limits code requests per client address", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 20; i++) await requestSignInCode(anonymous(ip), { email: `spray-${i}@nowhere.test` });
    expect((await fieldError(requestSignInCode(anonymous(ip), { email: "one-more@nowhere.test" }))).message).toMatch(
      /Too many codes requested/,
    );
  });
});

describe("verifying a code", () => {
  it("signs in with the right code once, records it, and the code cannot be reused", async () => {
    const user = await buildAgencyUser(runtime.system, agencyId);
    await requestSignInCode(anonymous(), { email: user.email });
    const code = (await latestMailedCode(runtime, user.email))!;
    const result = await verifySignInCode(anonymous(), { email: user.email, code });
    expect(result.agencyUserId).toBe(user.id);
    const viewer = await resolveSession(runtime, result.session.token);
    expect(viewer).toMatchObject({ agencyUserId: user.id, agencyId });
    const entries = (await auditOf(agencyId)).filter((e) => e.recordId === user.id);
    expect(entries.map((e) => e.action)).toContain("identity.sign_in");
    expect(await fieldError(verifySignInCode(anonymous(), { email: user.email, code }))).toEqual({
      path: "code",
      message: signInMessages.invalidCode,
    });
  });

  it("says 'Invalid code' for a wrong code and locks the code after five wrong tries", async () => {
    const user = await buildAgencyUser(runtime.system, agencyId);
    await requestSignInCode(anonymous(), { email: user.email });
    const code = (await latestMailedCode(runtime, user.email))!;
    for (let i = 0; i < 4; i++) {
      expect(
        (await fieldError(verifySignInCode(anonymous(), { email: user.email, code: wrongCode(code) }))).message,
      ).toBe("Invalid code");
    }
    expect(
      (await fieldError(verifySignInCode(anonymous(), { email: user.email, code: wrongCode(code) }))).message,
    ).toBe(signInMessages.tooManyAttempts);
    // even the right code is refused now
    expect((await fieldError(verifySignInCode(anonymous(), { email: user.email, code }))).message).toBe(
      signInMessages.tooManyAttempts,
    );
    const failures = (await auditOf(agencyId)).filter((e) => e.action === "identity.sign_in_failed");
    expect(failures.filter((f) => f.recordId === user.id)).toHaveLength(5);
  });

  it("refuses an expired code with its own message", async () => {
    const user = await buildAgencyUser(runtime.system, agencyId);
    await requestSignInCode(anonymous(), { email: user.email });
    const code = (await latestMailedCode(runtime, user.email))!;
    runtime.clock.advanceMinutes(11);
    try {
      expect((await fieldError(verifySignInCode(anonymous(), { email: user.email, code }))).message).toBe(
        signInMessages.expiredCode,
      );
    } finally {
      runtime.clock.advanceMinutes(-11);
    }
  });

  it("replaces the previous code when a new one is requested", async () => {
    const user = await buildAgencyUser(runtime.system, agencyId);
    await requestSignInCode(anonymous(), { email: user.email });
    const first = (await latestMailedCode(runtime, user.email))!;
    await requestSignInCode(anonymous(), { email: user.email });
    const second = (await latestMailedCode(runtime, user.email))!;
    if (first !== second) {
      expect((await fieldError(verifySignInCode(anonymous(), { email: user.email, code: first }))).message).toBe(
        "Invalid code",
      );
    }
    await expect(verifySignInCode(anonymous(), { email: user.email, code: second })).resolves.toMatchObject({
      agencyUserId: user.id,
    });
  });

  it("validates the code's form before anything else", async () => {
    expect(await fieldError(verifySignInCode(anonymous(), { email: "a@b.test", code: "12ab56" }))).toEqual({
      path: "code",
      message: "The code contains only digits",
    });
    expect((await fieldError(verifySignInCode(anonymous(), { email: "a@b.test", code: "123" }))).message).toBe(
      "The code has 6 digits",
    );
    expect((await fieldError(verifySignInCode(anonymous(), { email: "a@b.test", code: "" }))).message).toBe(
      "Enter the code from your email",
    );
  });

  it("gives an unknown email the same 'Invalid code' as a wrong code", async () => {
    expect(
      (await fieldError(verifySignInCode(anonymous(), { email: "nobody@nowhere.test", code: "123456" }))).message,
    ).toBe("Invalid code");
  });

  it("limits code checks per client address", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < 60; i++) {
      await verifySignInCode(anonymous(ip), { email: `x${i}@nowhere.test`, code: "000000" }).catch(() => undefined);
    }
    expect(
      (await fieldError(verifySignInCode(anonymous(ip), { email: "y@nowhere.test", code: "000000" }))).message,
    ).toMatch(/^Too many sign-in attempts from your network/);
  });
});

describe("sessions", () => {
  it("end on sign-out, which is recorded", async () => {
    const user = await buildAgencyUser(runtime.system, agencyId);
    await requestSignInCode(anonymous(), { email: user.email });
    const { session } = await verifySignInCode(anonymous(), {
      email: user.email,
      code: (await latestMailedCode(runtime, user.email))!,
    });
    const viewer = (await resolveSession(runtime, session.token))!;
    await signOut({
      ...anonymous(),
      actor: { type: "AGENCY_USER", agencyId, agencyUserId: user.id, sessionId: viewer.sessionId },
    });
    expect(await resolveSession(runtime, session.token)).toBeNull();
    const [entry] = (await auditOf(agencyId)).filter((e) => e.action === "identity.sign_out");
    expect(entry).toMatchObject({ agencyId, actorId: user.id, recordId: user.id });
  });

  it("of a disabled user end at once, and the user can no longer get a code", async () => {
    const user = await buildAgencyUser(runtime.system, agencyId);
    await requestSignInCode(anonymous(), { email: user.email });
    const { session } = await verifySignInCode(anonymous(), {
      email: user.email,
      code: (await latestMailedCode(runtime, user.email))!,
    });
    expect(await resolveSession(runtime, session.token)).not.toBeNull();
    await setAgencyUserState(runtime.system, user, "DISABLED");
    expect(await resolveSession(runtime, session.token)).toBeNull();
    expect(await runtime.db.select().from(sessions).where(eq(sessions.agencyUserId, user.id))).toHaveLength(0);
    const mails = (await listMailbox(runtime, 10_000)).filter((m) => m.to === user.email).length;
    await requestSignInCode(anonymous(), { email: user.email });
    expect((await listMailbox(runtime, 10_000)).filter((m) => m.to === user.email).length).toBe(mails);
  });

  it("expire after 30 idle days and slide while used", async () => {
    const user = await buildAgencyUser(runtime.system, agencyId);
    await requestSignInCode(anonymous(), { email: user.email });
    const { session } = await verifySignInCode(anonymous(), {
      email: user.email,
      code: (await latestMailedCode(runtime, user.email))!,
    });
    const day = 24 * 60 * 60 * 1000;
    try {
      runtime.clock.advance(20 * day);
      expect(await resolveSession(runtime, session.token)).not.toBeNull(); // used: slides 30 days on
      runtime.clock.advance(25 * day);
      expect(await resolveSession(runtime, session.token)).not.toBeNull();
      runtime.clock.advance(31 * day);
      expect(await resolveSession(runtime, session.token)).toBeNull();
    } finally {
      runtime.clock.advance(-76 * day);
    }
  });
});
