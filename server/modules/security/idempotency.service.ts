import { and, eq, lt } from "drizzle-orm";
import type { AgencyUserCtx, Runtime } from "../../lib/context.ts";
import { idempotencyKeys } from "./security.table.ts";

/** A stored answer is replayed for this long after the first request (ADR 021). */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

export type IdempotencyClaim =
  { kind: "new" } | { kind: "replay"; response: unknown } | { kind: "in-progress" } | { kind: "mismatch" };

const scope = (ctx: AgencyUserCtx, key: string) =>
  and(
    eq(idempotencyKeys.agencyId, ctx.actor.agencyId),
    eq(idempotencyKeys.agencyUserId, ctx.actor.agencyUserId),
    eq(idempotencyKeys.key, key),
  );

/**
 * Claims `key` for `operation` (a digest of the request), or says what the first request
 * with it did: its stored answer, still running, or a different request.
 */
export async function claimIdempotencyKey(
  ctx: AgencyUserCtx,
  key: string,
  operation: string,
): Promise<IdempotencyClaim> {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_HOURS * 60 * 60 * 1000);
  // an expired claim is taken over as new
  await ctx.db.delete(idempotencyKeys).where(and(scope(ctx, key), lt(idempotencyKeys.expiresAt, now)));
  const inserted = await ctx.db
    .insert(idempotencyKeys)
    .values({ agencyId: ctx.actor.agencyId, agencyUserId: ctx.actor.agencyUserId, key, operation, expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: "new" };
  const [existing] = await ctx.db.select().from(idempotencyKeys).where(scope(ctx, key));
  if (!existing) return claimIdempotencyKey(ctx, key, operation);
  if (existing.operation !== operation) return { kind: "mismatch" };
  if (existing.response === null) return { kind: "in-progress" };
  return { kind: "replay", response: existing.response };
}

/** Keeps the answer of the request that claimed `key`. */
export async function storeIdempotentResponse(ctx: AgencyUserCtx, key: string, response: unknown): Promise<void> {
  await ctx.db.update(idempotencyKeys).set({ response }).where(scope(ctx, key));
}

/** Frees `key` after a request that failed before answering, so a retry runs again. */
export async function releaseIdempotencyKey(ctx: AgencyUserCtx, key: string): Promise<void> {
  await ctx.db.delete(idempotencyKeys).where(scope(ctx, key));
}

/** Drops expired keys (scheduled with the other purges). */
export async function purgeIdempotencyKeys(runtime: Runtime): Promise<number> {
  const deleted = await runtime.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, runtime.now()))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
