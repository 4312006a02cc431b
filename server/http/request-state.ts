import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import type { SQL } from "drizzle-orm";
import type { GraphQLContext } from "../graphql/context.ts";
import { createLoaders } from "../graphql/loaders.ts";
import type { AgencyCtx, ClientInfo, Runtime } from "../lib/context.ts";
import { subscriptionWithSeatsSql, type SubscriptionWithSeats } from "../modules/billing/billing.sql.ts";
import { resolveSession, type Viewer } from "../modules/identity/session.service.ts";
import { createSessionCookieWriter, readSessionToken } from "./session-cookie.ts";

/** The session's viewer, with the agency's subscription read in the same statement (ADR 018). */
export type SignedInViewer = Viewer & { extras: { subscription: SubscriptionWithSeats | null } };

/** Per-request state shared by GraphQL and the React Router loaders of one HTTP request. */
export interface RequestState {
  requestId: string;
  client: ClientInfo;
  secure: boolean;
  viewer(): Promise<SignedInViewer | null>;
  graphqlContext(): Promise<GraphQLContext>;
}

declare module "express-serve-static-core" {
  interface Request {
    cara: RequestState;
  }
}

/** The subscription rides on the session's statement: the shell and the gate need no statement of their own. */
const withSubscription = (agencyId: SQL) => ({ subscription: subscriptionWithSeatsSql(agencyId) });

export function requestStateMiddleware(runtime: Runtime) {
  return (req: Request, res: Response, next: NextFunction) => {
    const cookies = createSessionCookieWriter(req.secure);
    onHeaders(res, () => {
      for (const cookie of cookies.pending) res.appendHeader("Set-Cookie", cookie);
      cookies.pending.length = 0;
    });
    const client: ClientInfo = { ipAddress: req.ip ?? null, userAgent: req.get("user-agent") ?? null };
    const token = readSessionToken(req.get("cookie"), req.secure);
    let viewer: Promise<SignedInViewer | null> | undefined;
    let graphqlContext: Promise<GraphQLContext> | undefined;
    const state: RequestState = {
      requestId: req.get("x-request-id")?.slice(0, 64) || randomUUID(),
      client,
      secure: req.secure,
      // a cookie that no longer signs anyone in (ended, expired, user disabled) is dropped; one
      // whose session's expiry slid on (at most hourly) is sent again with the new expiry
      viewer: () =>
        (viewer ??= token
          ? resolveSession(runtime, token, withSubscription).then((found) => {
              if (!found) cookies.clearSession();
              else if (found.renewed) cookies.setSession(token, found.expiresAt);
              return found;
            })
          : Promise.resolve(null)),
      graphqlContext: () => (graphqlContext ??= contextFor()),
    };
    const afterResponse = (task: () => void) => {
      if (res.writableFinished) setImmediate(task);
      else res.once("close", () => setImmediate(task));
    };
    async function contextFor(): Promise<GraphQLContext> {
      const signedIn = await state.viewer();
      if (!signedIn)
        return {
          ctx: { ...runtime, client, actor: { type: "ANONYMOUS" } },
          agency: null,
          cookies,
          afterResponse,
          loaders: null,
        };
      const agency: AgencyCtx = {
        ...runtime,
        client,
        actor: {
          type: "AGENCY_USER",
          agencyId: signedIn.agencyId,
          agencyUserId: signedIn.agencyUserId,
          sessionId: signedIn.sessionId,
        },
      };
      // per-request batching; the session's user, agency and subscription are the shell's (ADR 018)
      const loaders = createLoaders(agency, {
        viewer: signedIn.user,
        agency: signedIn.agency,
        subscription: signedIn.extras.subscription,
      });
      return { ctx: agency, agency, cookies, afterResponse, loaders };
    }
    req.cara = state;
    res.setHeader("X-Request-Id", state.requestId);
    next();
  };
}
