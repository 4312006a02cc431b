import type { NextFunction, Request, Response } from "express";
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Logger } from "../lib/logger.ts";

export const badInputMessages = {
  characters:
    "The request contains a character that is not allowed (a NUL character or an unpaired surrogate). Remove it and try again.",
  formBody: "This address accepts forms only: send the fields as form data or JSON.",
  controlCharacters:
    "The address contains a control character (such as %01 or %7F) in its query string, which is not allowed. Remove it and try again.",
};

/**
 * A control character other than NUL, tab, line feed and carriage return (C0, DEL and C1): none
 * belongs in a query string (tabs and line breaks are whitespace: a pasted search or a GraphQL
 * document over GET keeps them). Refused in query strings only; a body's text keeps them (ADR 066).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
export const QUERY_CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// NUL, or a UTF-16 surrogate without its partner (not valid Unicode; PostgreSQL refuses both)
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string anywhere in `value` (keys included) holds a forbidden character. */
export function hasForbiddenCharacters(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return FORBIDDEN.test(value);
  if (Array.isArray(value)) return value.some((item) => hasForbiddenCharacters(item, depth + 1));
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).some(([key, item]) => FORBIDDEN.test(key) || hasForbiddenCharacters(item, depth + 1));
  }
  return false;
}

/** `/graphql`: NUL and unpaired surrogates in the document or variables are a 400 with a message. */
export function badCharactersPlugin(): Plugin {
  return {
    onParams: ({ params, setResult }) => {
      if (!hasForbiddenCharacters([params.query, params.operationName, params.variables, params.extensions])) return;
      setResult({
        errors: [
          new GraphQLError(badInputMessages.characters, {
            extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
          }),
        ],
      });
    },
  };
}

/**
 * Every request's query string: a NUL or an unpaired surrogate in a parameter's name or value
 * (a list page's `?q=%00`), or another control character (`?q=%01`, `%7F`), is a 400 with its
 * message, before any page or endpoint reads it. A percent-escape that is not UTF-8 decodes to
 * U+FFFD, which is an ordinary character.
 */
export function queryCharactersChecked(req: Request, res: Response, next: NextFunction) {
  const at = req.originalUrl.indexOf("?");
  if (at < 0) return next();
  const params = [...new URLSearchParams(req.originalUrl.slice(at + 1))];
  const message = hasForbiddenCharacters(params)
    ? badInputMessages.characters
    : params.some(([name, value]) => QUERY_CONTROL.test(name) || QUERY_CONTROL.test(value))
      ? badInputMessages.controlCharacters
      : null;
  if (!message) return next();
  if (req.path === "/graphql") {
    res.status(400).json({ errors: [{ message, extensions: { code: "BAD_USER_INPUT" } }] });
    return;
  }
  res.status(400).type("text/plain").send(message);
}

/** The GET parameter (`variables`, `extensions`) that is not a JSON object, if one is not. */
function unreadableJsonParameter(req: Request): string | null {
  const query = new URL(req.originalUrl, "http://cara.invalid").searchParams;
  for (const name of ["variables", "extensions"]) {
    const text = query.get(name);
    if (text === null || text === "") continue;
    try {
      const value: unknown = JSON.parse(text);
      if (value === null || typeof value !== "object" || Array.isArray(value)) return name;
    } catch {
      return name;
    }
  }
  return null;
}

/** `GET /graphql`: `variables` or `extensions` that are not a JSON object are a 400 with a message. */
export function graphqlParametersChecked(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const name = unreadableJsonParameter(req);
    if (!name) return next();
    log.warn("GraphQL parameter is not JSON", { requestId: req.cara.requestId, parameter: name });
    res
      .status(400)
      .json({ errors: [{ message: `${name} must be a JSON object`, extensions: { code: "BAD_USER_INPUT" } }] });
  };
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"];

/**
 * Route actions take form data (and JSON from scripts); any other body is answered 415 with
 * a message before the page code reads it.
 */
export function formBodiesOnly(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const length = Number(req.get("content-length") ?? 0);
  const chunked = Boolean(req.get("transfer-encoding"));
  if (!length && !chunked) return next();
  const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (FORM_TYPES.includes(type)) return next();
  res.status(415).type("text/plain").send(badInputMessages.formBody);
}
