import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { onCommit, type Ctx, type Runtime } from "../../lib/context.ts";
import { sessionEndedTopic } from "../../lib/topics.ts";
import { agencies, agencyUsers, sessions } from "./identity.table.ts";

/** A session lasts this long after its last use. */
export const SESSION_IDLE_DAYS = 30;
/** Last-use time (and the sliding expiry, cookie included) is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Viewer {
  sessionId: string;
  agencyId: string;
  agencyUserId: string;
  expiresAt: Date;
  /** The expiry moved on with this request: the browser's cookie gets the new one. */
  renewed?: boolean;
  /** The user and agency rows, read with the session in one statement (the shell needs them on every page). */
  user?: typeof agencyUsers.$inferSelect;
  agency?: typeof agencies.$inferSelect;
}

/** Columns a caller adds to the session's statement, each a subquery on the session's agency id. */
export type SessionExtras = Record<string, SQL<unknown>>;
type ExtrasOf<E extends SessionExtras> = { [K in keyof E]: E[K] extends SQL<infer T> ? T : never };

export interface NewSession {
  token: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A session signs its user in while it has not expired and the user is ACTIVE (join agency_users). */
const signsIn = (now: Date) => and(gt(sessions.expiresAt, now), eq(agencyUsers.state, "ACTIVE"));

export async function createSession(
  ctx: Ctx,
  user: { id: string; agencyId: string },
): Promise<NewSession & { id: string }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(ctx.now().getTime() + SESSION_IDLE_DAYS * DAY_MS);
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      agencyUserId: user.id,
      agencyId: user.agencyId,
      expiresAt,
      lastSeenAt: ctx.now(),
      ipAddress: ctx.client.ipAddress,
      userAgent: ctx.client.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

function prepareSessionLookup(db: Db, extras?: (agencyId: SQL) => SessionExtras) {
  const extraColumns = extras?.(sql`${sessions.agencyId}`) ?? {};
  const statement = db
    .select({
      ...extraColumns, // read back below as `extras`
      sessionId: sessions.id,
      agencyId: sessions.agencyId,
      agencyUserId: sessions.agencyUserId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: agencyUsers,
      agency: agencies,
    })
    .from(sessions)
    .innerJoin(agencyUsers, eq(agencyUsers.id, sessions.agencyUserId))
    .innerJoin(agencies, eq(agencies.id, sessions.agencyId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
        eq(agencyUsers.state, "ACTIVE"),
      ),
    )
    .prepare(`session_lookup_${++lookupCount}`);
  return { statement, extraKeys: Object.keys(extraColumns) };
}

type SessionRow = {
  sessionId: string;
  agencyId: string;
  agencyUserId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  user: typeof agencyUsers.$inferSelect;
  agency: typeof agencies.$inferSelect;
};

let lookupCount = 0;
const lookups = new WeakMap<Db, Map<unknown, ReturnType<typeof prepareSessionLookup>>>();

/**
 * The session statement of `resolveSession`, built once per database and `extras` (building
 * its SQL cost more than running it on every signed-in request: ADR 018); named, so PostgreSQL
 * plans it once per connection.
 */
function sessionLookup(db: Db, extras?: (agencyId: SQL) => SessionExtras) {
  let byExtras = lookups.get(db);
  if (!byExtras) lookups.set(db, (byExtras = new Map()));
  let lookup = byExtras.get(extras);
  if (!lookup) byExtras.set(extras, (lookup = prepareSessionLookup(db, extras)));
  return lookup;
}

/**
 * The signed-in viewer for a session token, or null. A session of a user who is no longer
 * ACTIVE is no session: disabling a user ends their sessions at once. `extras` adds columns to
 * the same statement (another module's SQL fragment on the agency id: the HTTP layer brings the
 * subscription gate's state this way, ADR 018), returned as `extras`.
 */
export async function resolveSession<E extends SessionExtras = Record<never, SQL<unknown>>>(
  runtime: Runtime,
  token: string | undefined,
  extras?: (agencyId: SQL) => E,
): Promise<(Viewer & { extras: ExtrasOf<E> }) | null> {
  if (!token || token.length > 128) return null;
  const now = runtime.now();
  const lookup = sessionLookup(runtime.db, extras);
  const [row] = (await lookup.statement.execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
  })) as Array<SessionRow & Record<string, unknown>>;
  if (!row) return null;
  let expiresAt = row.expiresAt;
  const renewed = now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
  if (renewed) {
    expiresAt = new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS);
    await runtime.db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    agencyId: row.agencyId,
    agencyUserId: row.agencyUserId,
    expiresAt,
    renewed,
    user: row.user,
    agency: row.agency,
    extras: Object.fromEntries(lookup.extraKeys.map((key) => [key, row[key]])) as ExtrasOf<E>,
  };
}

export async function endSession(ctx: Ctx, sessionId: string): Promise<void> {
  const [ended] = await ctx.db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ agencyId: sessions.agencyId, agencyUserId: sessions.agencyUserId });
  if (ended) await onCommit(ctx, () => ctx.events.publish(sessionEndedTopic, { ...ended, sessionId }));
}

/** Ends every session of a user (on disable). Returns how many ended. */
export async function endSessionsForUser(ctx: Ctx, agencyUserId: string): Promise<number> {
  const ended = await ctx.db
    .delete(sessions)
    .where(eq(sessions.agencyUserId, agencyUserId))
    .returning({ id: sessions.id, agencyId: sessions.agencyId });
  const agencyId = ended[0]?.agencyId;
  if (agencyId) await onCommit(ctx, () => ctx.events.publish(sessionEndedTopic, { agencyId, agencyUserId }));
  return ended.length;
}

/** Deletes expired sessions (scheduled). */
export async function purgeExpiredSessions(runtime: Runtime): Promise<number> {
  const ended = await runtime.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, runtime.now()))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Whether a session still signs its user in (not ended, not expired, user ACTIVE). */
export async function isSessionActive(runtime: Runtime, sessionId: string): Promise<boolean> {
  const [row] = await runtime.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(agencyUsers, eq(agencyUsers.id, sessions.agencyUserId))
    .where(and(eq(sessions.id, sessionId), signsIn(runtime.now())));
  return Boolean(row);
}

/**
 * A live stream for a signed-in user that ends when their session does: at once on sign-out
 * or disable (the session.ended topic, heard before any later event of the same agency), and
 * on expiry or any other end when the session is re-checked on a timer
 * (LIVE_SESSION_CHECK_SECONDS), never per event (docs/product/live-updates.md).
 */
export function whileSessionActive<T>(
  ctx: Ctx,
  source: (signal: AbortSignal) => AsyncIterable<T>,
): AsyncIterableIterator<T> {
  const actor = ctx.actor;
  const controller = new AbortController();
  const queue: T[] = [];
  const cleanups: Array<() => void> = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let ended = false;
  let failure: unknown;

  const deliver = () => {
    if (!waiting) return;
    const resolve = waiting;
    if (queue.length > 0) resolve({ value: queue.shift()!, done: false });
    else if (ended) resolve({ value: undefined, done: true });
    else return;
    waiting = null;
  };
  /** Ends the stream; `revoked` drops what was not delivered yet. */
  const end = (revoked: boolean) => {
    if (revoked) queue.length = 0;
    if (!ended) {
      ended = true;
      controller.abort();
      for (const cleanup of cleanups.splice(0)) cleanup();
    }
    deliver();
  };

  if (actor.type === "AGENCY_USER" && actor.sessionId) {
    const sessionId = actor.sessionId;
    cleanups.push(
      ctx.events.listen(sessionEndedTopic, actor.agencyId, (event) => {
        if (event.agencyUserId !== actor.agencyUserId) return;
        if (!event.sessionId || event.sessionId === sessionId) end(true);
      }),
    );
    let checking = false;
    const timer = setInterval(() => {
      if (checking || ended) return;
      checking = true;
      isSessionActive(ctx, sessionId)
        .then((active) => (active ? undefined : end(true)))
        .catch((error) => ctx.log.warn("Session re-check failed", { error }))
        .finally(() => (checking = false));
    }, ctx.config.LIVE_SESSION_CHECK_SECONDS * 1000);
    timer.unref();
    cleanups.push(() => clearInterval(timer));
  }

  void (async () => {
    try {
      for await (const event of source(controller.signal)) {
        if (ended) break;
        queue.push(event);
        deliver();
      }
    } catch (error) {
      if (!ended) failure = error;
    } finally {
      end(false);
    }
  })();

  return {
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (ended) {
        if (failure) {
          const error = failure;
          failure = undefined;
          return Promise.reject(error);
        }
        return Promise.resolve({ value: undefined, done: true });
      }
      return new Promise((resolve) => (waiting = resolve));
    },
    return() {
      end(true);
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
