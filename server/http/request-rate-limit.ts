import type { NextFunction, Request, Response } from "express";

export interface RequestRateLimits {
  /** Requests per minute from one client address. */
  perIpPerMinute: number;
  /** Requests per minute from one signed-in user, whatever the address. */
  perUserPerMinute: number;
}

export const rateLimitMessage = (seconds: number) =>
  `Too many requests. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;

/** Fixed one-minute windows of counters kept in this process (docs/product/security.md). */
class WindowCounter {
  private window = 0;
  private counts = new Map<string, number>();

  hit(key: string, now: number): { count: number; retryAfterSeconds: number } {
    const window = Math.floor(now / 60_000);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return { count, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000)) };
  }
}

/**
 * Per-address and per-user request limits for pages, route actions and /graphql (static
 * assets are served before this and not counted). Over the limit: 429 with Retry-After.
 */
export function requestRateLimit(limits: RequestRateLimits, now: () => number = Date.now) {
  const byIp = new WindowCounter();
  const byUser = new WindowCounter();
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const at = now();
      const ip = byIp.hit(req.ip ?? "unknown", at);
      let over = ip.count > limits.perIpPerMinute ? ip.retryAfterSeconds : 0;
      if (!over) {
        // a failing session lookup is reported by the handler that needs it, not here
        const viewer = await req.cara.viewer().catch(() => null);
        if (viewer) {
          const user = byUser.hit(viewer.agencyUserId, at);
          if (user.count > limits.perUserPerMinute) over = user.retryAfterSeconds;
        }
      }
      if (!over) return next();
      res.setHeader("Retry-After", String(over));
      res.setHeader("Cache-Control", "no-store");
      const message = rateLimitMessage(over);
      if (req.path === "/graphql") {
        res.status(429).json({ errors: [{ message, extensions: { code: "RATE_LIMITED" } }] });
      } else {
        res.status(429).type("text/plain").send(message);
      }
    } catch (error) {
      next(error);
    }
  };
}
