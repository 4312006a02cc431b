import { Router, type Request, type Response } from "express";
import { ChromiumMissingError } from "../lib/html-pdf.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { findFile } from "../modules/files/files.service.ts";
import { escapeHtml } from "../modules/styles/builtin/theme.ts";
import {
  renderStyledHtml,
  renderStyledPdf,
  sampleDocument,
  type ResolvedStyle,
} from "../modules/styles/style-render.service.ts";
import { contentDisposition } from "./file-download.ts";
import { ARTIFACT_CSP, signedIn, styleOr404, text } from "./workspace-render.ts";

/**
 * A style's preview (docs/product/document-styles.md), for the signed-in user's agency only:
 *   GET /agency/preview-html/:styleId?v=counter   the sample proposal in the style, for a sandboxed frame
 *   GET /agency/preview-pdf/:styleId              the same printed, with the style's start and end pages
 * `:styleId` is a custom style's id (another agency's: 404) or a built-in id; `v` only defeats caches.
 */

/** On screen, where the PDF places the start or end page: a note naming the file and its place. */
async function pageNote(agency: AgencyCtx, fileId: string | null, where: "before" | "after"): Promise<string> {
  const file = fileId ? await findFile(agency, fileId) : null;
  if (!file) return "";
  const label = where === "before" ? "Start page" : "End page";
  return `<div class="screen-only" style="margin:${where === "before" ? "0 0 24px" : "24px 0 0"};padding:14px 16px;border:1px dashed #9ca3af;border-radius:8px;background:#f9fafb;color:#374151;font:13px/1.4 Arial,sans-serif"><strong>${label}:</strong> ${escapeHtml(file.name)} — placed ${where} the document in the PDF.</div>`;
}

export function stylePreviewRouter(): Router {
  const router = Router();

  router.get("/agency/preview-html/:styleId", async (req: Request, res: Response) => {
    const agency = await signedIn(req, res);
    if (!agency) return;
    const style: ResolvedStyle | null = await styleOr404(agency, String(req.params.styleId), res);
    if (!style) return;
    const sample = await sampleDocument(agency);
    const bodyHtml = `${await pageNote(agency, style.prefixFileId, "before")}${sample.bodyHtml}${await pageNote(agency, style.suffixFileId, "after")}`;
    res
      .status(200)
      .set({
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": ARTIFACT_CSP,
        "Cache-Control": "no-store",
      })
      .removeHeader("Content-Security-Policy-Report-Only");
    res.send(await renderStyledHtml(agency, style, { title: sample.title, bodyHtml }));
  });

  router.get("/agency/preview-pdf/:styleId", async (req: Request, res: Response) => {
    const agency = await signedIn(req, res);
    if (!agency) return;
    const style = await styleOr404(agency, String(req.params.styleId), res);
    if (!style) return;
    let pdf: Uint8Array;
    try {
      pdf = await renderStyledPdf(agency, style, await sampleDocument(agency));
    } catch (error) {
      if (error instanceof ChromiumMissingError) return text(res, 503, error.message);
      throw error;
    }
    res.status(200).set({
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition("inline", `${style.title} sample.pdf`),
      "Cache-Control": "no-store",
    });
    res.end(Buffer.from(pdf));
  });

  return router;
}
