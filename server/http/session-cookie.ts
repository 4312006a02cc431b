import { parse, serialize } from "cookie";
import type { SessionCookieWriter } from "../graphql/context.ts";

export const SESSION_COOKIE = "cara_session";
/** Over https the cookie is `__Host-` prefixed: Secure, Path=/, no Domain, so no subdomain can set it. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

export function readSessionToken(cookieHeader: string | undefined, secure = false): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[sessionCookieName(secure)] || undefined;
}

/** Collects Set-Cookie values during a request; the request state writes them with the headers. */
export function createSessionCookieWriter(secure: boolean): SessionCookieWriter & { pending: string[] } {
  const pending: string[] = [];
  const name = sessionCookieName(secure);
  const base = { httpOnly: true, sameSite: "lax" as const, secure, path: "/" };
  return {
    pending,
    setSession(token, expiresAt) {
      pending.push(serialize(name, token, { ...base, expires: expiresAt }));
    },
    clearSession() {
      pending.push(serialize(name, "", { ...base, expires: new Date(0), maxAge: 0 }));
    },
  };
}
