import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";

/**
 * The React Router request handler for Express: `@react-router/express`'s, except that the body
 * is the one `request-body.ts` already read and checked (`req.body`), not the request stream.
 */
export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request) => AppLoadContext;
}) {
  const handle = createReactRouterHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handle(fetchRequestOf(req, res), options.getLoadContext(req));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function fetchRequestOf(req: Request, res: Response): globalThis.Request {
  // the host as @react-router/express resolves it: X-Forwarded-Host's port only behind a trusted proxy
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(":")[1] : undefined;
  const port = Number.parseInt(forwardedPort ?? req.get("host")?.split(":")[1] ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => (res.writableFinished ? undefined : controller.abort()));
  const read = req.method === "GET" || req.method === "HEAD" ? undefined : (req.body as Buffer | undefined);
  const body = read ? new Uint8Array(read.buffer as ArrayBuffer, read.byteOffset, read.byteLength) : undefined;
  headers.delete("transfer-encoding"); // the body is whole now
  if (body) headers.set("content-length", String(body.byteLength));
  return new globalThis.Request(url.href, { method: req.method, headers, signal: controller.signal, body });
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("content-type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
