import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A short-lived token that stands for one agency and one purpose (ADR 016), for a client that
 * cannot carry the session cookie: the telephony provider opening the voice relay's WebSocket,
 * a link to a live stream. `<payload>.<HMAC-SHA256>`, both base64url; the payload is
 * `{ a: agencyId, p: purpose, e: expiry in unix seconds }`.
 */
export interface AgencyTokenClaims {
  agencyId: string;
  purpose: string;
  expiresAt: Date;
}

const macOf = (secretKey: Buffer, payload: string) =>
  createHmac("sha256", secretKey).update(`agency-token\u0000${payload}`).digest();

export function signAgencyToken(secretKey: Buffer, claims: AgencyTokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ a: claims.agencyId, p: claims.purpose, e: Math.floor(claims.expiresAt.getTime() / 1000) }),
  ).toString("base64url");
  return `${payload}.${macOf(secretKey, payload).toString("base64url")}`;
}

/** The claims of a valid, unexpired token for `purpose`, or null. */
export function verifyAgencyToken(
  secretKey: Buffer,
  token: string | null | undefined,
  purpose: string,
  now: Date,
): AgencyTokenClaims | null {
  if (!token || token.length > 1024) return null;
  const [payload, mac] = token.split(".");
  if (!payload || !mac) return null;
  const expected = macOf(secretKey, payload);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      a: string;
      p: string;
      e: number;
    };
    if (claims.p !== purpose || typeof claims.a !== "string" || claims.e * 1000 <= now.getTime()) return null;
    return { agencyId: claims.a, purpose: claims.p, expiresAt: new Date(claims.e * 1000) };
  } catch {
    return null;
  }
}
