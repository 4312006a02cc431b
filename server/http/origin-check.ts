import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by a browser from another origin (CSRF). Browsers
 * send Origin on cross-origin POSTs, or at least Sec-Fetch-Site; requests with neither
 * come from non-browser clients, which carry no ambient cookies. Webhooks authenticate
 * by signature and are exempt.
 */
export function originCheck(appUrl: string) {
  const trusted = new URL(appUrl).host;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || req.path.startsWith("/webhooks/")) return next();
    const origin = req.get("origin");
    let allowed: boolean;
    if (origin && origin !== "null") {
      let host: string | null = null;
      try {
        host = new URL(origin).host;
      } catch {
        host = null;
      }
      allowed = host !== null && (host === req.host || host === trusted);
    } else {
      allowed = origin !== "null" && req.get("sec-fetch-site") !== "cross-site";
    }
    if (allowed) return next();
    res.status(403).type("text/plain").send("Cross-origin request refused");
  };
}
