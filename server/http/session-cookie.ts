import { parse, serialize } from "cookie";
import type { SessionCookieWriter } from "../graphql/context.ts";

export const SESSION_COOKIE = "cara_session";

export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[SESSION_COOKIE] || undefined;
}

/** Collects Set-Cookie values during a request; the request state writes them with the headers. */
export function createSessionCookieWriter(secure: boolean): SessionCookieWriter & { pending: string[] } {
  const pending: string[] = [];
  const base = { httpOnly: true, sameSite: "lax" as const, secure, path: "/" };
  return {
    pending,
    setSession(token, expiresAt) {
      pending.push(serialize(SESSION_COOKIE, token, { ...base, expires: expiresAt }));
    },
    clearSession() {
      pending.push(serialize(SESSION_COOKIE, "", { ...base, expires: new Date(0), maxAge: 0 }));
    },
  };
}
