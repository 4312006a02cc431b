import { band, BASE_CSS, escapeHtml, PAGE_OF, type DocumentTheme } from "./theme.ts";

/** Technical and Structured: numbered sections, a condensed heading face, dense gridded tables, blue rules. */
const SANS = `"Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif`;
const NARROW = `"Arial Narrow", "Liberation Sans Narrow", "Roboto Condensed", "DejaVu Sans Condensed", ${SANS}`;
const MONO = `Consolas, "SF Mono", Menlo, "DejaVu Sans Mono", "Liberation Mono", monospace`;
const BLUE = "#1d4ed8";
const SLATE = "#0f172a";

export const technicalStructured: DocumentTheme = {
  id: "builtin:technical-structured",
  name: "Technical and Structured",
  margin: { top: "0.85in", bottom: "0.8in", left: "0.7in", right: "0.7in" },
  css: `${BASE_CSS}
html { font-family: ${SANS}; font-size: 9.5pt; line-height: 1.45; color: #1e293b; background: #fff; counter-reset: h2; }
h1 { font-family: ${NARROW}; font-size: 19pt; font-weight: 700; color: ${SLATE}; margin: 0 0 12pt; padding: 8pt 10pt; border-left: 6px solid ${BLUE}; background: #eff4ff; text-transform: uppercase; letter-spacing: 0.02em; }
h2 { font-family: ${NARROW}; font-size: 12.5pt; font-weight: 700; color: ${SLATE}; margin: 16pt 0 6pt; padding-bottom: 3pt; border-bottom: 2px solid ${BLUE}; counter-increment: h2; counter-reset: h3; }
h2::before { content: counter(h2) ". "; color: ${BLUE}; font-family: ${MONO}; }
h3 { font-family: ${NARROW}; font-size: 10.5pt; font-weight: 700; color: #334155; margin: 12pt 0 4pt; counter-increment: h3; }
h3::before { content: counter(h2) "." counter(h3) " "; color: ${BLUE}; font-family: ${MONO}; font-size: 9pt; }
p, ul, ol { margin: 0 0 7pt; }
a { color: ${BLUE}; }
table { margin: 6pt 0 12pt; font-size: 8.5pt; border: 1.5px solid #334155; }
th, td { border: 1px solid #94a3b8; padding: 3pt 5pt; }
th { background: #e2e8f0; color: ${SLATE}; font-weight: 600; }
thead th, tr:first-child > th { background: #1e293b; color: #f8fafc; text-transform: uppercase; font-size: 7.5pt; letter-spacing: 0.05em; }
tr:nth-child(even) td { background: #f1f5f9; }
td.num, th.num, code { font-family: ${MONO}; }
blockquote { margin: 8pt 0; padding: 5pt 10pt; border: 1px solid #bfdbfe; background: #eff6ff; font-size: 9pt; }
.email-meta { border: 1px solid #94a3b8; padding: 6pt 8pt; background: #f8fafc; font-family: ${MONO}; font-size: 8.5pt; }
.letterhead { display: flex; justify-content: space-between; border-bottom: 2px solid ${SLATE}; margin-bottom: 18px; padding-bottom: 4px; font-family: ${MONO}; font-size: 8pt; color: #334155; }
.pagefoot { border-top: 1px solid #94a3b8; margin-top: 28px; padding-top: 4px; font-family: ${MONO}; font-size: 7.5pt; color: #64748b; }
`,
  header: (agency) =>
    band(
      `font-family:${MONO};font-size:7.5pt;color:#334155;border-bottom:1.5px solid ${SLATE};padding-bottom:3px;display:flex;justify-content:space-between;`,
      `<span style="font-weight:700">${escapeHtml(agency.toUpperCase())}</span><span class="title"></span>`,
    ),
  footer: (agency) =>
    band(
      `font-family:${MONO};font-size:7pt;color:#64748b;border-top:1px solid #94a3b8;padding-top:3px;display:flex;justify-content:space-between;`,
      `<span>${escapeHtml(agency)}</span><span>PAGE ${PAGE_OF}</span>`,
    ),
};
