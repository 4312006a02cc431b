import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** Stripe.js and its frames (the payment step of checkout), and nothing else from outside. */
const STRIPE = ["https://js.stripe.com", "https://*.stripe.com"];

/** The Content-Security-Policy of a page whose scripts carry `nonce` (docs/product/security.md). */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${STRIPE.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${STRIPE.join(" ")}`,
    "font-src 'self' data:",
    `connect-src 'self' ${STRIPE.join(" ")}`,
    `frame-src 'self' ${STRIPE.join(" ")}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(self), geolocation=(), payment=(self "https://js.stripe.com"), usb=()';

declare module "express-serve-static-core" {
  interface Locals {
    /** Per-response nonce of the page's scripts (the CSP allows only these inline scripts). */
    cspNonce: string;
  }
}

/**
 * Headers on every response: a fresh CSP nonce per request (development only reports
 * violations, Vite injects its own scripts), framing limited to our origin, HSTS behind
 * https, and a Permissions-Policy.
 */
export function securityHeaders(options: { enforceCsp: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      options.enforceCsp ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only",
      contentSecurityPolicy(nonce),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** Signed-in pages and API answers are never stored by browsers or shared caches. */
export function noStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Cache-Control", "no-store");
  next();
}
