import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { verifyAgencyToken } from "../lib/agency-token.ts";
import type { Runtime } from "../lib/context.ts";
import { resolveSession } from "../modules/identity/session.service.ts";
import { twilioRelayRoute, type UpgradeOutcome } from "../modules/telephony/relay-socket.ts";
import { readSessionToken } from "./session-cookie.ts";

/** Who opened a socket: a signed-in user (session cookie) or a holder of an agency token. */
export type SocketIdentity =
  | { kind: "session"; agencyId: string; agencyUserId: string; sessionId: string }
  | { kind: "agency-token"; agencyId: string; purpose: string };

/**
 * A WebSocket endpoint on the web server's upgrade path (ADR 016). `tokenPurpose`: the
 * purpose an agency token (`?token=`) must carry to open it; without it only a session does.
 */
export interface SocketRoute {
  path: string;
  tokenPurpose?: string;
  onConnection(socket: WebSocket, identity: SocketIdentity, runtime: Runtime): void;
}

/** `/ws/ping`: a signed-in connection check; answers "pong" to "ping" (clients and operators test the path with it). */
const pingRoute: SocketRoute = {
  path: "/ws/ping",
  tokenPurpose: "ping",
  onConnection(socket, identity) {
    socket.send(JSON.stringify({ type: "ready", agencyId: identity.agencyId }));
    socket.on("message", (data) => {
      if (data.toString() === "ping") socket.send("pong");
    });
  },
};

/** Every socket endpoint; the voice relay adds its route here. */
export const socketRoutes: SocketRoute[] = [pingRoute];

/** A provider's socket that authenticates its own upgrade (Twilio's signature, ADR 075): a refusal or the connection's handler. */
export interface ProviderSocketRoute {
  path: string;
  upgrade(req: IncomingMessage, url: URL, runtime: Runtime): Promise<UpgradeOutcome>;
}

export const providerSocketRoutes: ProviderSocketRoute[] = [twilioRelayRoute];

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function sameOrigin(req: IncomingMessage, runtime: Runtime): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: cookies are not sent on its behalf
  const host = req.headers.host;
  return origin === new URL(runtime.config.appUrl).origin || (!!host && new URL(origin).host === host);
}

async function identify(req: IncomingMessage, url: URL, route: SocketRoute, runtime: Runtime) {
  const token = url.searchParams.get("token");
  if (token !== null) {
    if (!route.tokenPurpose) return null;
    const claims = verifyAgencyToken(runtime.secretKey, token, route.tokenPurpose, runtime.now());
    return claims ? ({ kind: "agency-token", agencyId: claims.agencyId, purpose: claims.purpose } as const) : null;
  }
  // a browser's cookie: only from our own pages (cross-site WebSocket hijacking)
  if (!sameOrigin(req, runtime)) return null;
  const viewer = await resolveSession(runtime, readSessionToken(req.headers.cookie));
  return viewer
    ? ({
        kind: "session",
        agencyId: viewer.agencyId,
        agencyUserId: viewer.agencyUserId,
        sessionId: viewer.sessionId,
      } as const)
    : null;
}

/**
 * Handles the server's `upgrade` requests: the path picks a route, a session or agency token
 * must identify the caller (else 401 before any WebSocket exists), then the route gets the socket.
 */
export function attachWebSockets(server: Server, runtime: Runtime, routes: SocketRoute[] = socketRoutes) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const provider = providerSocketRoutes.find((r) => r.path === url.pathname);
    if (provider) {
      provider.upgrade(req, url, runtime).then(
        (outcome) =>
          typeof outcome === "function"
            ? wss.handleUpgrade(req, socket, head, outcome)
            : refuse(socket, outcome.status, outcome.reason),
        (error: unknown) => {
          runtime.log.error("WebSocket upgrade failed", { path: url.pathname, error });
          refuse(socket, 500, "Internal Server Error");
        },
      );
      return;
    }
    const route = routes.find((r) => r.path === url.pathname);
    if (!route) return refuse(socket, 404, "Not Found");
    identify(req, url, route, runtime).then(
      (identity) => {
        if (!identity) {
          runtime.log.info("WebSocket refused", { path: url.pathname });
          return refuse(socket, 401, "Unauthorized");
        }
        wss.handleUpgrade(req, socket, head, (ws) => route.onConnection(ws, identity, runtime));
      },
      (error: unknown) => {
        runtime.log.error("WebSocket upgrade failed", { path: url.pathname, error });
        refuse(socket, 500, "Internal Server Error");
      },
    );
  });
  server.on("close", () => wss.close());
  return wss;
}
