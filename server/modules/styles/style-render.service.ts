import { DEFAULT_STYLE_ID, isBuiltinStyleId } from "../../../domain/document-styles.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { htmlToPdf, type PrintLayout } from "../../lib/html-pdf.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { BUILTIN_THEMES, themeOf, type DocumentTheme } from "./builtin/index.ts";
import { escapeHtml } from "./builtin/theme.ts";
import { pageFileBytes, withStylePages } from "./style-pages.ts";
import { findStyle } from "./styles-read.service.ts";
import { sampleProposalHtml } from "./sample-proposal.ts";

/**
 * A document in a style (docs/product/document-styles.md, ADR 047): the style's theme around
 * already-sanitised body HTML, as a page (its header and footer shown on screen) or as a PDF
 * (Chromium prints them on every page), with the style's start and end pages merged around it.
 */

export interface ResolvedStyle {
  /** The style id as asked: a built-in id, or the custom style's id. */
  id: string;
  title: string;
  theme: DocumentTheme;
  prefixFileId: string | null;
  suffixFileId: string | null;
}

/**
 * The style a render asks for: a built-in id, or a custom style of the agency (NOT_FOUND for
 * another agency's or an unknown one). None ("" or "default"): the default, Classic Professional.
 */
export async function resolveStyle(ctx: AgencyCtx, styleId: string | null | undefined): Promise<ResolvedStyle> {
  const wanted = !styleId || styleId === "default" ? DEFAULT_STYLE_ID : styleId;
  if (isBuiltinStyleId(wanted)) {
    const theme = BUILTIN_THEMES[wanted];
    return { id: wanted, title: theme.name, theme, prefixFileId: null, suffixFileId: null };
  }
  const style = await findStyle(ctx, wanted);
  if (!style) throw new DomainError("NOT_FOUND", "Style not found");
  return {
    id: style.id,
    title: style.title,
    theme: themeOf(style.baseStyleId),
    prefixFileId: style.prefixFileId,
    suffixFileId: style.suffixFileId,
  };
}

interface AgencyDetails {
  name: string;
  address: string;
  phone: string;
  email: string;
}

async function agencyDetails(ctx: AgencyCtx): Promise<AgencyDetails> {
  const agency = await getViewerAgency(ctx);
  const a = agency.mailingAddress;
  const contact = agency.configuration.liabilityCOIConfiguration;
  return {
    name: agency.name,
    address: a ? [a.line1, a.line2, `${a.city}, ${a.zone} ${a.postalCode}`].filter(Boolean).join(", ") : "",
    phone: contact?.contactPhone ?? "",
    email: contact?.contactEmail ?? "",
  };
}

/** The whole page: the theme's CSS, and on screen a letterhead and page foot like the printed ones. */
function styledPage(theme: DocumentTheme, agencyName: string, title: string, bodyHtml: string): string {
  const agency = escapeHtml(agencyName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${theme.css}</style></head><body data-style="${escapeHtml(theme.id)}"><div class="letterhead screen-only"><span>${agency}</span></div>${bodyHtml}<div class="pagefoot screen-only">${agency}</div></body></html>`;
}

/** Chromium's header and footer box sits at the page's edge: padded to the theme's margins. */
function layoutOf(theme: DocumentTheme, agencyName: string): PrintLayout {
  const { left, right } = theme.margin;
  const box = (inner: string, vertical: string) =>
    `<div style="width:100%;box-sizing:border-box;padding:${vertical};padding-left:${left};padding-right:${right}">${inner}</div>`;
  return {
    headerTemplate: box(theme.header(agencyName), `0.4in 0 0`),
    footerTemplate: box(theme.footer(agencyName), `0 0 0.35in`),
    margin: theme.margin,
  };
}

/** A sanitised document body as an HTML page in the style. */
export async function renderStyledHtml(
  ctx: AgencyCtx,
  style: ResolvedStyle,
  document: { title: string; bodyHtml: string },
): Promise<string> {
  const agency = await agencyDetails(ctx);
  return styledPage(style.theme, agency.name, document.title, document.bodyHtml);
}

/** A sanitised document body printed in the style, with the style's start and end pages around it. */
export async function renderStyledPdf(
  ctx: AgencyCtx,
  style: ResolvedStyle,
  document: { title: string; bodyHtml: string },
): Promise<Uint8Array> {
  const agency = await agencyDetails(ctx);
  const printed = await htmlToPdf(
    styledPage(style.theme, agency.name, document.title, document.bodyHtml),
    layoutOf(style.theme, agency.name),
  );
  const [prefix, suffix] = await Promise.all([
    pageFileBytes(ctx, style.prefixFileId),
    pageFileBytes(ctx, style.suffixFileId),
  ]);
  return withStylePages(printed, prefix, suffix);
}

/** The style's preview document: the sample commercial package proposal, with the agency's details. */
export async function sampleDocument(ctx: AgencyCtx): Promise<{ title: string; bodyHtml: string }> {
  return { title: "Commercial Package Proposal", bodyHtml: sampleProposalHtml(await agencyDetails(ctx)) };
}
