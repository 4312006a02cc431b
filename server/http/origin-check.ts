import type { NextFunction, Request, Response } from "express";
import { canonicalOrigin } from "../config.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The request's own origin: scheme (https behind a trusted proxy), host and port. */
export function requestOrigin(req: Request): string | null {
  const host = req.get("host");
  return host ? canonicalOrigin(`${req.protocol}://${host}`) : null;
}

/** Whether `origin` is this request's own or one of the trusted ones, compared as scheme, host and port. */
export function isTrustedOrigin(origin: string, req: Request, trustedOrigins: readonly string[]): boolean {
  const canonical = canonicalOrigin(origin);
  if (!canonical) return false;
  return canonical === requestOrigin(req) || trustedOrigins.includes(canonical);
}

/**
 * Refuses state-changing requests sent by a browser from another origin (CSRF). Browsers
 * send Origin on cross-origin POSTs, or at least Sec-Fetch-Site; requests with neither
 * come from non-browser clients, which carry no ambient cookies. Webhooks authenticate
 * by signature and are exempt.
 */
export function originCheck(trustedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || req.path.startsWith("/webhooks/")) return next();
    const origin = req.get("origin");
    let allowed: boolean;
    if (origin && origin !== "null") {
      allowed = isTrustedOrigin(origin, req, trustedOrigins);
    } else {
      allowed = origin !== "null" && req.get("sec-fetch-site") !== "cross-site";
    }
    if (allowed) return next();
    res.status(403).type("text/plain").send("Cross-origin request refused");
  };
}
