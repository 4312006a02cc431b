import sanitizeHtml from "sanitize-html";
import type { ArtifactVersion } from "./workspaces.service.ts";

/** An artifact as a printable HTML page: sanitised content in the default print style. */

const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  "img",
  "h1",
  "h2",
  "span",
  "font",
  "u",
  "s",
  "sup",
  "sub",
  "colgroup",
  "col",
];

/**
 * Drops scripts, event handlers, frames, forms, external resources and `javascript:` links;
 * keeps document structure, tables, inline styles and images embedded as data: URLs.
 */
export function sanitizeArtifactHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      "*": ["style", "class", "align", "colspan", "rowspan", "width", "height", "dir", "lang", "title"],
      a: ["href", "name"],
      img: ["src", "alt", "width", "height"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["data"] },
    allowProtocolRelative: false,
  });
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The default document style: letter pages with margins, readable type, ruled tables. */
export const PRINT_STYLE = `
@page { size: Letter; margin: 0.75in 0.75in 0.9in; }
html { font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; font-size: 11pt; line-height: 1.45; color: #1f2933; }
body { margin: 0 auto; max-width: 7in; padding: 24px; }
@media print { body { padding: 0; max-width: none; } }
h1 { font-size: 20pt; margin: 0 0 12pt; } h2 { font-size: 15pt; margin: 18pt 0 8pt; } h3 { font-size: 12.5pt; margin: 14pt 0 6pt; }
p, ul, ol { margin: 0 0 8pt; }
table { border-collapse: collapse; width: 100%; margin: 8pt 0 12pt; page-break-inside: auto; }
tr { page-break-inside: avoid; }
th, td { border: 1px solid #cbd2d9; padding: 4pt 6pt; text-align: left; vertical-align: top; }
th { background: #f0f4f8; }
img { max-width: 100%; }
.email-meta { border-bottom: 1px solid #cbd2d9; margin-bottom: 12pt; padding-bottom: 8pt; }
.email-body { white-space: pre-wrap; }
`;

/** The artifact's body HTML: a document's sanitised content, or an email draft's fields as text. */
export function artifactBodyHtml(artifact: ArtifactVersion): string {
  if (artifact.type === "EMAIL") {
    const to = artifact.emailTo ? `<div><strong>To:</strong> ${escape(artifact.emailTo)}</div>` : "";
    return `<div class="email-meta"><div><strong>Subject:</strong> ${escape(artifact.emailSubject ?? "")}</div>${to}</div><div class="email-body">${escape(artifact.emailBody ?? "")}</div>`;
  }
  return sanitizeArtifactHtml(artifact.content);
}

export function artifactPage(artifact: ArtifactVersion): string {
  const title = escape(artifact.title || "Document");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${PRINT_STYLE}</style></head><body>${artifactBodyHtml(artifact)}</body></html>`;
}
