import { pipeline } from "node:stream/promises";
import { Router, type Request, type Response } from "express";
import { HTML_ARTIFACT_TYPES } from "../../domain/workspace.ts";
import { ChromiumMissingError } from "../lib/html-pdf.ts";
import type { AgencyCtx, Runtime } from "../lib/context.ts";
import { DomainError } from "../lib/errors.ts";
import { openFile } from "../modules/files/files.service.ts";
import {
  renderStyledHtml,
  renderStyledPdf,
  resolveStyle,
  type ResolvedStyle,
} from "../modules/styles/style-render.service.ts";
import { artifactBodyHtml } from "../modules/workspaces/artifact-html.ts";
import { findArtifactVersion } from "../modules/workspaces/workspace-update.service.ts";
import { contentDisposition } from "./file-download.ts";

/**
 * A workspace's drafts rendered (docs/product/workspaces.md "Render links"), for the signed-in
 * user's agency only: another agency's workspace or artifact is 404.
 *   GET /agency/html/:workspaceId/:artifactId            the latest version (the panel's frame)
 *   GET /agency/html/:workspaceId/:artifactId/v2?version=  one version (a new tab)
 *   GET /agency/pdf/:workspaceId/:artifactId?version=     the version printed to PDF
 *   GET /agency/template/:workspaceId/:artifactId         a PDF_FILE draft's file
 * `style_id` chooses the document style (docs/product/document-styles.md): a built-in id
 * (`builtin:warm-human`) or a custom style's id (another agency's: 404); none: Classic Professional.
 * The PDF carries the style's start and end pages.
 */

/** Sanitised HTML in a sandbox: no script, no plugin, no request out; framed by our own pages only. */
export const ARTIFACT_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

export function text(res: Response, status: number, message: string) {
  res.status(status).type("text/plain").set("Cache-Control", "no-store").send(message);
}

export async function signedIn(req: Request, res: Response): Promise<AgencyCtx | null> {
  const { agency } = await req.cara.graphqlContext();
  if (!agency) text(res, 401, "Sign in to open this document");
  return agency;
}

const versionOf = (req: Request) => {
  const raw = Number(req.query.version);
  return Number.isInteger(raw) && raw > 0 ? raw : null;
};

async function artifactOr404(agency: AgencyCtx, req: Request, res: Response, version: number | null) {
  try {
    const found = await findArtifactVersion(
      agency,
      String(req.params.workspaceId),
      String(req.params.artifactId),
      version,
    );
    if (!found) text(res, 404, "Document not found");
    return found;
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") {
      text(res, 404, "Document not found");
      return null;
    }
    throw error;
  }
}

/** The style `style_id` asks for, or null after answering 404 (unknown, or another agency's). */
export async function styleOr404(agency: AgencyCtx, raw: unknown, res: Response): Promise<ResolvedStyle | null> {
  try {
    return await resolveStyle(agency, typeof raw === "string" ? raw : null);
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") {
      text(res, 404, "Style not found");
      return null;
    }
    throw error;
  }
}

export function workspaceRenderRouter(_runtime: Runtime): Router {
  const router = Router();

  const html = (withVersion: boolean) => async (req: Request, res: Response) => {
    const agency = await signedIn(req, res);
    if (!agency) return;
    const artifact = await artifactOr404(agency, req, res, withVersion ? versionOf(req) : null);
    if (!artifact) return;
    if (artifact.type === "PDF_FILE") return text(res, 404, "This draft is a PDF: open it with /agency/template.");
    const style = await styleOr404(agency, req.query.style_id, res);
    if (!style) return;
    const page = await renderStyledHtml(agency, style, {
      title: artifact.title || "Document",
      bodyHtml: artifactBodyHtml(artifact),
    });
    res
      .status(200)
      .set({
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": ARTIFACT_CSP,
        "Cache-Control": "no-store",
      })
      .removeHeader("Content-Security-Policy-Report-Only");
    res.send(page);
  };
  router.get("/agency/html/:workspaceId/:artifactId", html(false));
  router.get("/agency/html/:workspaceId/:artifactId/v2", html(true));

  router.get("/agency/pdf/:workspaceId/:artifactId", async (req, res) => {
    const agency = await signedIn(req, res);
    if (!agency) return;
    const artifact = await artifactOr404(agency, req, res, versionOf(req));
    if (!artifact) return;
    if (!HTML_ARTIFACT_TYPES.includes(artifact.type) && artifact.type !== "EMAIL")
      return text(res, 404, "This draft is a PDF already: open it with /agency/template.");
    const style = await styleOr404(agency, req.query.style_id, res);
    if (!style) return;
    let pdf: Uint8Array;
    try {
      pdf = await renderStyledPdf(agency, style, {
        title: artifact.title || "Document",
        bodyHtml: artifactBodyHtml(artifact),
      });
    } catch (error) {
      if (error instanceof ChromiumMissingError) return text(res, 503, error.message);
      throw error;
    }
    res.status(200).set({
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition("inline", `${artifact.title || "Document"} v${artifact.version}.pdf`),
      "Cache-Control": "no-store",
    });
    res.end(Buffer.from(pdf));
  });

  router.get("/agency/template/:workspaceId/:artifactId", async (req, res) => {
    const agency = await signedIn(req, res);
    if (!agency) return;
    const artifact = await artifactOr404(agency, req, res, versionOf(req));
    if (!artifact) return;
    if (artifact.type !== "PDF_FILE" || !artifact.pdfFileId)
      return text(res, 404, "This draft has no PDF file: render it with /agency/pdf.");
    let opened: Awaited<ReturnType<typeof openFile>>;
    try {
      opened = await openFile(agency, artifact.pdfFileId);
    } catch (error) {
      if (error instanceof DomainError && error.code === "NOT_FOUND") return text(res, 404, "The PDF file is gone");
      throw error;
    }
    res.status(200).set({
      "Content-Type": opened.file.mimeType,
      "Content-Length": String(opened.file.sizeBytes),
      "Content-Disposition": contentDisposition("inline", opened.file.name),
      "Cache-Control": "no-store",
    });
    await pipeline(opened.stream, res);
  });

  return router;
}
