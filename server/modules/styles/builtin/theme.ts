/**
 * A document theme (ADR 047): the CSS a document is printed in, and the running header and
 * footer Chromium prints on every page (its headerTemplate/footerTemplate, where `pageNumber`,
 * `totalPages` and `title` are filled in). Fonts are system stacks only: a document renders
 * offline, with nothing fetched.
 */
export interface DocumentTheme {
  id: string;
  name: string;
  /** The page's CSS: type, colour, headings, tables; screen and print. */
  css: string;
  /** The header on every printed page (inline styles only: templates see no page CSS). */
  header: (agencyName: string) => string;
  footer: (agencyName: string) => string;
  /** Page margins; the header and footer print inside the top and bottom ones. */
  margin: { top: string; bottom: string; left: string; right: string };
}

/** Text for an HTML template, escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** What every theme shares: images fit, email drafts read as a letter, colours print. */
export const BASE_CSS = `
@page { size: Letter; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0 auto; max-width: 7.5in; padding: 32px 40px 48px; }
@media print { body { padding: 0; max-width: none; } .screen-only { display: none !important; } }
img { max-width: 100%; height: auto; }
table { border-collapse: collapse; width: 100%; page-break-inside: auto; }
tr, img { page-break-inside: avoid; }
h1, h2, h3, h4 { page-break-after: avoid; break-after: avoid; }
td, th { text-align: left; vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.email-meta { margin-bottom: 14pt; padding-bottom: 8pt; }
.email-body { white-space: pre-wrap; }
.running { display: flex; justify-content: space-between; align-items: baseline; gap: 16px; }
`;

/** A header or footer template's outer box: full width, explicit size (Chromium's default is tiny). */
export const band = (style: string, inner: string) =>
  `<div style="width:100%;-webkit-print-color-adjust:exact;${style.replace(/"/g, "'")}">${inner}</div>`;

export const PAGE_OF = `<span class="pageNumber"></span> of <span class="totalPages"></span>`;
