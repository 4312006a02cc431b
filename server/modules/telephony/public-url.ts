import type { IncomingHttpHeaders } from "node:http";
import type { Config } from "../../config.ts";

/** What the URL is rebuilt from: the path and query as received, the headers, whether the socket was TLS. */
export interface ReceivedRequest {
  /** Path and query as the client sent them (`req.originalUrl`, or `req.url` on an upgrade). */
  pathAndQuery: string;
  headers: IncomingHttpHeaders;
  encrypted: boolean;
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;

const toSocketScheme = (url: string) => url.replace(/^https:/, "wss:").replace(/^http:/, "ws:");

/**
 * The URLs Twilio may have used for this request, most trusted first (ADR 075): the configured
 * public address (APP_URL) with the path and query received, then the scheme and host the proxy
 * forwarded (X-Forwarded-Proto, X-Forwarded-Host), then the Host header as received. Behind a
 * proxy the socket's own `http://10.0.0.5:8080` is never what Twilio signed. For a WebSocket
 * upgrade (`socket`) each comes as wss:// (ws://) first and https:// (http://) after: which scheme
 * Twilio signs on the upgrade is not settled without a live call (reference §2).
 */
export function candidateUrls(request: ReceivedRequest, config: Config, socket = false): string[] {
  const path = request.pathAndQuery.startsWith("/") ? request.pathAndQuery : `/${request.pathAndQuery}`;
  const bases: string[] = [];
  if (config.APP_URL) bases.push(config.appUrl);
  const host = first(request.headers.host);
  const forwardedHost = first(request.headers["x-forwarded-host"]) ?? host;
  const forwardedProto = first(request.headers["x-forwarded-proto"])?.toLowerCase();
  if (forwardedHost && forwardedProto) {
    const scheme = forwardedProto === "https" || forwardedProto === "wss" ? "https" : "http";
    bases.push(`${scheme}://${forwardedHost}`);
  }
  if (host) bases.push(`${request.encrypted ? "https" : "http"}://${host}`);
  const urls: string[] = [];
  for (const base of bases) {
    const url = base + path;
    for (const variant of socket ? [toSocketScheme(url), url] : [url]) {
      if (!urls.includes(variant)) urls.push(variant);
    }
  }
  return urls;
}

/** The public base (scheme://host[/prefix]) of a URL Twilio signed, minus the path received. */
export function baseOf(url: string, pathAndQuery: string): string {
  return url.endsWith(pathAndQuery) ? url.slice(0, url.length - pathAndQuery.length) : new URL(url).origin;
}

export { toSocketScheme };
