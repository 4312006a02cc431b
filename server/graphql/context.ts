import type { AgencyCtx, Ctx } from "../lib/context.ts";
import type { Loaders } from "./loaders.ts";

/** Lets resolvers start and end the browser's session (cookies are an HTTP concern). */
export interface SessionCookieWriter {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
}

export interface GraphQLContext {
  /** Service context of the request: anonymous or the signed-in agency user. */
  ctx: Ctx;
  /** The same context when an agency user is signed in. */
  agency: AgencyCtx | null;
  cookies: SessionCookieWriter;
  /** Runs `task` once the HTTP response is sent (work whose duration must not show in the answer). */
  afterResponse?: (task: () => void) => void;
  /** Per-request batching of relations (ADR 018); null when nobody is signed in. */
  loaders: Loaders | null;
}

export interface SignedInGraphQLContext extends GraphQLContext {
  agency: AgencyCtx;
  loaders: Loaders;
}
