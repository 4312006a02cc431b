import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SIGN_IN_CODE_TTL_MINUTES,
  normalizeEmail,
  requestSignInCodeInput,
  verifySignInCodeInput,
} from "../../../domain/identity.ts";
import { inTransaction, type Ctx, type Runtime } from "../../lib/context.ts";
import { ValidationError, parseInput } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { sendMail } from "../mail/mail.service.ts";
import { hitRateLimit, type RateLimit } from "../security/rate-limit.service.ts";
import { agencyUsers, signInCodes } from "./identity.table.ts";
import { signInCodeMail } from "./sign-in.mail.ts";
import { createSession, endSession, type NewSession } from "./session.service.ts";

export const signInLimits = {
  codesPerEmail: { name: "sign-in-code:email", limit: 5, windowSeconds: 15 * 60 },
  codesPerClient: { name: "sign-in-code:client", limit: 20, windowSeconds: 15 * 60 },
  checksPerClient: { name: "sign-in-check:client", limit: 60, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

export const signInMessages = {
  invalidCode: "Invalid code",
  expiredCode: "This code has expired. Request a new code.",
  tooManyAttempts: "Too many attempts. Request a new code.",
  tooManyCodes: (minutes: number) =>
    `Too many codes requested. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  tooManyChecks: (minutes: number) =>
    `Too many sign-in attempts from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
};

async function enforce(ctx: Ctx, rule: RateLimit, key: string, field: string, message: (minutes: number) => string) {
  const result = await hitRateLimit(ctx, rule, key);
  if (!result.allowed)
    throw ValidationError.field(field, message(Math.max(1, Math.ceil(result.retryAfterSeconds / 60))));
}

function hashCode(ctx: Ctx, agencyUserId: string, code: string): string {
  return createHmac("sha256", ctx.secretKey).update(`${agencyUserId}:${code}`).digest("hex");
}

async function findActiveUser(ctx: Ctx, email: string) {
  const [user] = await ctx.db
    .select()
    .from(agencyUsers)
    .where(and(eq(agencyUsers.email, email), eq(agencyUsers.state, "ACTIVE")));
  return user ?? null;
}

/**
 * Step one: email a six-digit code. Unknown and disabled emails get the same answer and
 * no code, so the answer never tells whether an address has an account. This form waits
 * for the code to be stored and mailed (service callers, scripts).
 */
export async function requestSignInCode(ctx: Ctx, input: unknown): Promise<{ email: string }> {
  const email = await admitSignInCodeRequest(ctx, input);
  await deliverSignInCode(ctx, email);
  return { email };
}

/**
 * Step one as the API answers it (docs/product/security.md): input and rate limits are
 * checked, then the answer goes back before the address is even looked up; the lookup,
 * the code and the mail run after it (`later`: once the HTTP response is sent). So the
 * answer takes the same time whether or not the address has an account.
 */
export async function startSignInCodeRequest(
  ctx: Ctx,
  input: unknown,
  later: (task: () => void) => void = setImmediate,
): Promise<{ email: string }> {
  const email = await admitSignInCodeRequest(ctx, input);
  const delivery = new Promise<void>((resolve) => later(resolve))
    .then(() => deliverSignInCode(ctx, email))
    .catch((error: unknown) => ctx.log.error("Sign-in code delivery failed", { error }))
    .finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
  return { email };
}

const inFlight = new Set<Promise<void>>();

/** Resolves once every code delivery started so far has finished (shutdown, tests). */
export async function signInDeliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

async function admitSignInCodeRequest(ctx: Ctx, input: unknown): Promise<string> {
  const email = normalizeEmail(parseInput(requestSignInCodeInput, input).email);
  await enforce(ctx, signInLimits.codesPerEmail, email, "email", signInMessages.tooManyCodes);
  await enforce(
    ctx,
    signInLimits.codesPerClient,
    ctx.client.ipAddress ?? "unknown",
    "email",
    signInMessages.tooManyCodes,
  );
  return email;
}

async function deliverSignInCode(ctx: Ctx, email: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const user = await findActiveUser(tx, email);
    if (!user) return;
    const now = tx.now();
    await tx.db
      .update(signInCodes)
      .set({ consumedAt: now })
      .where(and(eq(signInCodes.agencyUserId, user.id), isNull(signInCodes.consumedAt)));
    const code = randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)
      .toString()
      .padStart(SIGN_IN_CODE_LENGTH, "0");
    await tx.db.insert(signInCodes).values({
      agencyUserId: user.id,
      codeHash: hashCode(tx, user.id, code),
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MINUTES * 60 * 1000),
      requestedFrom: tx.client.ipAddress,
    });
    await sendMail(tx, {
      to: user.email,
      agencyId: user.agencyId,
      sensitive: true,
      ...signInCodeMail({ appUrl: tx.config.appUrl, email: user.email, name: user.name, code }),
    });
    await recordAudit(tx, {
      action: "identity.sign_in_code_requested",
      agencyId: user.agencyId,
      actorId: user.id,
      recordType: "agency_user",
      recordId: user.id,
    });
  });
}

type Verification =
  { ok: true; agencyUserId: string; agencyId: string; session: NewSession } | { ok: false; message: string };

/** Step two: check the code; on success a new session. Wrong tries count against the code. */
export async function verifySignInCode(ctx: Ctx, input: unknown) {
  const parsed = parseInput(verifySignInCodeInput, input);
  const email = normalizeEmail(parsed.email);
  await enforce(
    ctx,
    signInLimits.checksPerClient,
    ctx.client.ipAddress ?? "unknown",
    "code",
    signInMessages.tooManyChecks,
  );

  // The transaction commits failed tries too; the error is raised after it.
  const result = await inTransaction(ctx, async (tx): Promise<Verification> => {
    const user = await findActiveUser(tx, email);
    if (!user) return { ok: false, message: signInMessages.invalidCode };
    const [latest] = await tx.db
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.agencyUserId, user.id))
      .orderBy(desc(signInCodes.createdAt))
      .limit(1)
      .for("update");
    if (!latest || latest.consumedAt) return { ok: false, message: signInMessages.invalidCode };
    if (latest.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return { ok: false, message: signInMessages.tooManyAttempts };
    if (latest.expiresAt.getTime() <= tx.now().getTime()) return { ok: false, message: signInMessages.expiredCode };

    const expected = Buffer.from(latest.codeHash, "hex");
    const actual = Buffer.from(hashCode(tx, user.id, parsed.code), "hex");
    if (!timingSafeEqual(expected, actual)) {
      const attempts = latest.attempts + 1;
      await tx.db.update(signInCodes).set({ attempts }).where(eq(signInCodes.id, latest.id));
      await recordAudit(tx, {
        action: "identity.sign_in_failed",
        agencyId: user.agencyId,
        actorId: user.id,
        recordType: "agency_user",
        recordId: user.id,
        data: { attempts },
      });
      return {
        ok: false,
        message: attempts >= SIGN_IN_CODE_MAX_ATTEMPTS ? signInMessages.tooManyAttempts : signInMessages.invalidCode,
      };
    }

    await tx.db.update(signInCodes).set({ consumedAt: tx.now() }).where(eq(signInCodes.id, latest.id));
    const session = await createSession(tx, user);
    await recordAudit(tx, {
      action: "identity.sign_in",
      agencyId: user.agencyId,
      actorId: user.id,
      recordType: "agency_user",
      recordId: user.id,
      data: { sessionId: session.id },
    });
    return { ok: true, agencyUserId: user.id, agencyId: user.agencyId, session };
  });
  if (!result.ok) throw ValidationError.field("code", result.message);
  return result;
}

/** Ends the acting user's session. Signing out twice is harmless. */
export async function signOut(ctx: Ctx): Promise<void> {
  const actor = ctx.actor;
  if (actor.type !== "AGENCY_USER" || !actor.sessionId) return;
  const sessionId = actor.sessionId;
  await inTransaction(ctx, async (tx) => {
    await endSession(tx, sessionId);
    await recordAudit(tx, {
      action: "identity.sign_out",
      recordType: "agency_user",
      recordId: actor.agencyUserId,
      data: { sessionId },
    });
  });
}

/** Deletes codes that expired or were used or replaced more than a day ago (scheduled). */
export async function purgeStaleSignInCodes(runtime: Runtime): Promise<number> {
  const dayAgo = new Date(runtime.now().getTime() - 24 * 60 * 60 * 1000);
  const deleted = await runtime.db
    .delete(signInCodes)
    .where(
      or(lt(signInCodes.expiresAt, dayAgo), and(isNotNull(signInCodes.consumedAt), lt(signInCodes.consumedAt, dayAgo))),
    )
    .returning({ id: signInCodes.id });
  return deleted.length;
}
