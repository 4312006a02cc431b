import { isIP } from "node:net";
import type { NextFunction, Request, Response } from "express";
import type { Config } from "../config.ts";

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1" || plain === "0:0:0:0:0:0:0:1";
}

/**
 * Whether a Host header names this machine by a loopback name (localhost, 127.x, [::1]): a page
 * of another site whose name an attacker points at 127.0.0.1 (DNS rebinding) reaches a loopback
 * socket, but its requests still carry that site's name.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith("[") ? host.slice(1, host.indexOf("]")) : host.replace(/:\d+$/, "");
  return name.toLowerCase() === "localhost" || isLoopbackAddress(name);
}

/**
 * Whether this request may open /dev/mailbox and /dev/error (ADR 020): only in the embedded
 * setup (no SMTP server), and only from a loopback socket addressed by a loopback name unless
 * DEV_ROUTES=any. The socket's own address decides, never X-Forwarded-For.
 */
export function devRoutesOpenTo(config: Config, req: Request): boolean {
  if (!config.devMailbox) return false;
  if (config.DEV_ROUTES === "any") return true;
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host);
}

/**
 * `/dev/*` answers 404 to a client the pages are closed to, before any page code runs.
 * With SMTP configured the pages do not exist at all: the app's own not-found page answers.
 */
export function devRoutesGuard(config: Config) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!config.devMailbox || devRoutesOpenTo(config, req)) return next();
    res.status(404).type("text/plain").send("Not found");
  };
}
