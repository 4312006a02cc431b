import { lt, sql } from "drizzle-orm";
import type { Ctx, Runtime } from "../../lib/context.ts";
import { rateLimitBuckets } from "./security.table.ts";

export interface RateLimit {
  /** Counter name, e.g. `sign-in-code:email`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within the
 * limit. Counters live in the database so every web process shares them.
 */
export async function hitRateLimit(ctx: Ctx, rule: RateLimit, key: string): Promise<RateLimitResult> {
  const now = ctx.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await ctx.db
    .insert(rateLimitBuckets)
    .values({ key: `${rule.name}:${key}`, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { hits: sql`${rateLimitBuckets.hits} + 1` },
    })
    .returning({ hits: rateLimitBuckets.hits });
  return {
    allowed: row!.hits <= rule.limit,
    retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now) / 1000),
  };
}

/** Drops counters of windows that ended more than a day ago. */
export async function purgeRateLimitBuckets(runtime: Runtime): Promise<number> {
  const cutoff = new Date(runtime.now().getTime() - 24 * 60 * 60 * 1000);
  const deleted = await runtime.db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStart, cutoff))
    .returning({ key: rateLimitBuckets.key });
  return deleted.length;
}
