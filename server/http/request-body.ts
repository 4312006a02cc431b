import { Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { formatFileSize } from "../../domain/document.ts";
import type { Logger } from "../lib/logger.ts";
import { badInputMessages, hasForbiddenCharacters } from "./bad-input.ts";

/**
 * Request bodies (ADR 025, docs/product/security.md): one size limit for /graphql, form posts and
 * uploads (`config.maxBodyBytes`), and no NUL or unpaired surrogate in a route action's fields.
 * The body is read once here and handed on as `req.body` (a Buffer for the React Router handler,
 * `react-router-handler.ts`; a stream of it for Yoga): they take it from there.
 */

export const bodyMessages = {
  tooLarge: (limits: BodyLimits) =>
    `This request is larger than the server accepts (${formatFileSize(limits.maxBodyBytes)}). Files can be up to ${formatFileSize(limits.maxUploadBytes)} in all: send fewer or smaller files.`,
};

/** From the configuration: MAX_UPLOAD_MB, and the body limit derived from it. */
export interface BodyLimits {
  maxBodyBytes: number;
  maxUploadBytes: number;
}

declare module "express-serve-static-core" {
  interface Request {
    /** A multipart form over the limit was read and dropped: its action answers with a message under the file field. */
    bodyTooLarge?: boolean;
  }
}

/** Past this many bytes an over-limit body is no longer read to its end (the connection closes). */
const DRAIN_FACTOR = 4;

type Read = { body: Buffer } | { tooLarge: true } | { aborted: true };

/** Reads the body up to `maxBytes`; an over-limit one is read on without keeping it, so the client gets the answer. */
function readBody(req: Request, maxBytes: number): Promise<Read> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else if (size > maxBytes * DRAIN_FACTOR) req.destroy();
    });
    req.once("end", () => resolve(size > maxBytes ? { tooLarge: true } : { body: Buffer.concat(chunks) }));
    req.once("error", reject);
    // the client went away (or was cut off past the drain limit): nobody to answer
    req.once("close", () => (req.readableEnded ? undefined : resolve({ aborted: true })));
  });
}

const hasBody = (req: Request) =>
  req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS" && req.readable;

const mediaType = (req: Request) => (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/** `/graphql`: the body within the limit, else 413 with a GraphQL error naming it. */
export function graphqlBody(limits: BodyLimits, log: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const read = await readBody(req, limits.maxBodyBytes);
    if ("aborted" in read) return;
    if ("body" in read) {
      // a stream of the one buffer: Yoga's adapter lists a body object's keys first, which for a
      // Buffer is one string per byte (10 s of the thread for a 20 MB upload, ADR 058)
      req.body = Readable.from([read.body]);
      return next();
    }
    log.warn("Request body too large", { requestId: req.cara.requestId, path: req.path });
    res.status(413).json({
      errors: [{ message: bodyMessages.tooLarge(limits), extensions: { code: "PAYLOAD_TOO_LARGE" } }],
    });
  };
}

/** The text a route action would read from a form or JSON body, for the character check. */
async function fieldsOf(type: string, contentType: string, body: Buffer): Promise<unknown> {
  if (type === "application/x-www-form-urlencoded") return [...new URLSearchParams(body.toString("utf8"))];
  if (type === "application/json") {
    try {
      return JSON.parse(body.toString("utf8"));
    } catch {
      return null; // the action answers a body that is not JSON
    }
  }
  try {
    const form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
      headers: { "content-type": contentType },
    }).formData();
    return [...form].map(([name, value]) => [name, typeof value === "string" ? value : value.name]);
  } catch {
    return null; // the action answers a form it cannot read
  }
}

/**
 * Route actions: the body within the limit (a multipart form over it is dropped and flagged,
 * so the upload dialog says so under its field; any other over-limit body is a 413), and no NUL
 * or unpaired surrogate in its fields (400). Client mistakes are logged as warnings, no stack.
 */
export function routeActionBody(limits: BodyLimits, log: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const type = mediaType(req);
    const refuse = (status: number, message: string) => {
      log.warn("Form post refused", { requestId: req.cara.requestId, path: req.path, status });
      res.status(status).type("text/plain").send(message);
    };
    const read = await readBody(req, limits.maxBodyBytes);
    if ("aborted" in read) return;
    if (!("body" in read)) {
      if (type !== "multipart/form-data") return refuse(413, bodyMessages.tooLarge(limits));
      log.warn("Upload too large", { requestId: req.cara.requestId, path: req.path });
      req.bodyTooLarge = true;
      req.body = Buffer.alloc(0);
      req.headers["content-type"] = "application/x-www-form-urlencoded"; // an empty form the action can read
      return next();
    }
    const fields = await fieldsOf(type, req.get("content-type") ?? "", read.body);
    if (hasForbiddenCharacters(fields)) return refuse(400, badInputMessages.characters);
    req.body = read.body;
    next();
  };
}
