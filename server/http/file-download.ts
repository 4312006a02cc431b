import { pipeline } from "node:stream/promises";
import type { Request, RequestHandler, Response } from "express";
import type { Runtime } from "../lib/context.ts";
import { DomainError } from "../lib/errors.ts";
import { BIDI_CONTROLS, openFile } from "../modules/files/files.service.ts";

/** Types a browser may show in a frame: PDFs and raster images. Anything else is always an attachment. */
const INLINE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]);

/**
 * `Content-Disposition` with a safe filename: an ASCII fallback (quotes, backslashes,
 * control and non-ASCII characters replaced) and the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const clean =
    name
      // eslint-disable-next-line no-control-regex -- control characters are what is stripped
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .replace(BIDI_CONTROLS, "")
      .trim() || "download";
  const fallback = clean.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function notFound(res: Response) {
  res.status(404).type("text/plain").set("Cache-Control", "no-store").send("File not found");
}

/**
 * GET /files/:fileId — a stored file for the signed-in user's agency. Another agency's
 * file, a deleted file, or a file of a deleted policy: 404. `?inline=1` shows PDFs and
 * images in the browser (the certificate view's frame); otherwise a download.
 */
export function fileDownloadHandler(_runtime: Runtime): RequestHandler {
  return async (req: Request, res: Response) => {
    const { agency } = await req.cara.graphqlContext();
    if (!agency) {
      res.status(401).type("text/plain").set("Cache-Control", "no-store").send("Sign in to open this file");
      return;
    }
    let opened: Awaited<ReturnType<typeof openFile>>;
    try {
      opened = await openFile(agency, String(req.params.fileId));
    } catch (error) {
      if (error instanceof DomainError && error.code === "NOT_FOUND") return notFound(res);
      throw error;
    }
    const { file, stream } = opened;
    const baseType = file.mimeType.split(";")[0]!.trim().toLowerCase();
    const inline = req.query.inline === "1" && INLINE_TYPES.has(baseType);
    res.status(200);
    res.set({
      "Content-Type": file.mimeType,
      "Content-Length": String(file.sizeBytes),
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", file.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    });
    // an attachment is never rendered; the browsers' PDF viewers break under a strict policy, so inline gets none
    if (!inline) res.set("Content-Security-Policy", "default-src 'none'; sandbox");
    if (req.method === "HEAD") {
      stream.destroy();
      res.end();
      return;
    }
    await pipeline(stream, res).catch(() => res.destroy());
  };
}
