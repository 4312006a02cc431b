import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import { GraphQLError } from "graphql";
import { maskError, type MaskError } from "graphql-yoga";
import type { DatabaseHealth } from "../db/health.ts";

/**
 * While PostgreSQL cannot be reached, requests answer 503 with `Retry-After` and a message
 * instead of 500 (ADR 059, docs/product/security.md "Outages"): pages a small page that reloads
 * itself, /graphql an error with code DATABASE_UNAVAILABLE, anything else the message as text.
 */

export const DATABASE_UNAVAILABLE_CODE = "DATABASE_UNAVAILABLE";
export const databaseUnavailableMessage =
  "Cara is temporarily unavailable: its database cannot be reached. It reconnects on its own; try again in a few seconds.";

function page(retryAfterSeconds: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<title>Temporarily unavailable · Cara</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 15vh auto; padding: 0 1rem; color: #262626">
<h1 style="font-size: 1.25rem">Cara is temporarily unavailable</h1>
<p role="status">Its database cannot be reached right now. This page retries every ${retryAfterSeconds} seconds and comes back on its own as soon as it can.</p>
</body>
</html>
`;
}

/** The 503 answer, in the shape the caller reads. */
export function answerDatabaseUnavailable(req: Request, res: Response, retryAfterSeconds: number) {
  res.status(503).set("Retry-After", String(retryAfterSeconds)).set("Cache-Control", "no-store");
  if (req.path === "/graphql") {
    res.json({ errors: [{ message: databaseUnavailableMessage, extensions: { code: DATABASE_UNAVAILABLE_CODE } }] });
  } else if (req.accepts(["text/html", "text/plain", "application/json"]) === "text/html") {
    res.type("html").send(page(retryAfterSeconds));
  } else {
    res.type("text/plain").send(databaseUnavailableMessage);
  }
}

/** Before anything reads the database (sessions, pages, /graphql): 503 at once while it is known to be down. */
export function databaseUnavailableGate(health: DatabaseHealth): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (health.available) return next();
    answerDatabaseUnavailable(req, res, health.retryAfterSeconds);
  };
}

/** The last error handler: a request that failed on a lost connection answers 503, not 500. */
export function databaseUnavailableErrors(health: DatabaseHealth): ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!health.noteError(error) || res.headersSent) return next(error);
    answerDatabaseUnavailable(req, res, health.retryAfterSeconds);
  };
}

/**
 * GraphQL error masking: a resolver (or the context) that failed on a lost connection gives the
 * DATABASE_UNAVAILABLE error with status 503 and `Retry-After`; everything else is masked as before.
 */
export function maskDatabaseErrors(health: DatabaseHealth): MaskError {
  return (error, message, isDev) => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    if (health.noteError(original)) {
      return new GraphQLError(databaseUnavailableMessage, {
        path: error instanceof GraphQLError ? error.path : undefined,
        extensions: {
          code: DATABASE_UNAVAILABLE_CODE,
          http: { status: 503, headers: { "Retry-After": String(health.retryAfterSeconds) } },
        },
      });
    }
    return maskError(error, message, isDev);
  };
}
