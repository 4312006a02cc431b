import { band, BASE_CSS, escapeHtml, type DocumentTheme } from "./theme.ts";

/** Modern Minimalist: light sans-serif, much white space, hairline tables, one teal accent. */
const SANS = `"Helvetica Neue", "Segoe UI", Arial, "Liberation Sans", "DejaVu Sans", sans-serif`;
const TEAL = "#0f766e";

export const modernMinimalist: DocumentTheme = {
  id: "builtin:modern-minimalist",
  name: "Modern Minimalist",
  margin: { top: "1in", bottom: "0.95in", left: "1in", right: "1in" },
  css: `${BASE_CSS}
html { font-family: ${SANS}; font-size: 10.5pt; line-height: 1.65; color: #27272a; background: #fff; }
h1 { font-size: 26pt; font-weight: 300; letter-spacing: -0.01em; color: #09090b; margin: 0 0 22pt; }
h1::after { content: ""; display: block; width: 36px; height: 3px; background: ${TEAL}; margin-top: 12pt; }
h2 { font-size: 9pt; font-weight: 700; letter-spacing: 0.16em; text-transform: uppercase; color: ${TEAL}; margin: 26pt 0 10pt; }
h3 { font-size: 11.5pt; font-weight: 600; color: #09090b; margin: 16pt 0 6pt; }
p, ul, ol { margin: 0 0 10pt; }
a { color: ${TEAL}; text-decoration: none; border-bottom: 1px solid #99d5cf; }
table { margin: 10pt 0 18pt; font-size: 9.5pt; }
th, td { padding: 7pt 8pt 7pt 0; border-bottom: 1px solid #e4e4e7; }
th { font-size: 7.5pt; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: #71717a; border-bottom: 1.5px solid #18181b; }
blockquote { margin: 12pt 0; padding: 0 0 0 14pt; border-left: 2px solid ${TEAL}; color: #52525b; }
.email-meta { border-bottom: 1px solid #e4e4e7; color: #52525b; }
.letterhead { margin-bottom: 36px; font-size: 7.5pt; letter-spacing: 0.2em; text-transform: uppercase; color: #a1a1aa; }
.pagefoot { margin-top: 40px; font-size: 7.5pt; letter-spacing: 0.12em; color: #a1a1aa; text-align: right; }
`,
  header: (agency) =>
    band(
      `font-family:${SANS};font-size:7pt;color:#a1a1aa;letter-spacing:0.2em;text-transform:uppercase;`,
      escapeHtml(agency),
    ),
  footer: () =>
    band(
      `font-family:${SANS};font-size:7.5pt;color:#71717a;text-align:right;letter-spacing:0.08em;`,
      `<span class="pageNumber" style="color:#0f766e;font-weight:700"></span><span style="color:#d4d4d8"> / </span><span class="totalPages"></span>`,
    ),
};
