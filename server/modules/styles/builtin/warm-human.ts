import { band, BASE_CSS, escapeHtml, PAGE_OF, type DocumentTheme } from "./theme.ts";

/** Warm Human: friendly rounded sans-serif, terracotta and cream, soft rounded tables. */
const SANS = `"Trebuchet MS", "Segoe UI", Verdana, "DejaVu Sans", sans-serif`;
const CLAY = "#b4532a";
const CREAM = "#fdf6ec";

export const warmHuman: DocumentTheme = {
  id: "builtin:warm-human",
  name: "Warm Human",
  margin: { top: "0.95in", bottom: "0.9in", left: "0.85in", right: "0.85in" },
  css: `${BASE_CSS}
html { font-family: ${SANS}; font-size: 10.5pt; line-height: 1.6; color: #3f3a36; background: #fff; }
h1 { font-size: 22pt; color: ${CLAY}; margin: 0 0 14pt; font-weight: 700; }
h2 { font-size: 14pt; color: #7c3a1d; margin: 20pt 0 8pt; padding: 4pt 10pt; background: ${CREAM}; border-radius: 8px; border-left: 5px solid ${CLAY}; }
h3 { font-size: 11.5pt; color: ${CLAY}; margin: 14pt 0 6pt; }
p, ul, ol { margin: 0 0 9pt; }
a { color: ${CLAY}; }
table { border-collapse: separate; border-spacing: 0; margin: 8pt 0 14pt; font-size: 9.5pt; border: 1px solid #ecd9c3; border-radius: 10px; overflow: hidden; }
th, td { padding: 6pt 9pt; border-bottom: 1px solid #f1e4d3; }
tr:last-child td { border-bottom: 0; }
th { background: ${CREAM}; color: #7c3a1d; font-weight: 700; border-bottom: 1px solid #ecd9c3; }
blockquote { margin: 10pt 0; padding: 8pt 12pt; background: ${CREAM}; border-radius: 10px; color: #5b4636; }
.email-meta { background: ${CREAM}; border-radius: 8px; padding: 8pt 10pt; }
.letterhead { margin-bottom: 22px; font-size: 10pt; color: ${CLAY}; font-weight: 700; }
.letterhead::before { content: "●"; margin-right: 6px; font-size: 8pt; }
.pagefoot { margin-top: 32px; padding-top: 6px; border-top: 2px dotted #ecd9c3; font-size: 8.5pt; color: #8a6f5c; text-align: center; }
`,
  header: (agency) =>
    band(
      `font-family:${SANS};font-size:8.5pt;color:${CLAY};font-weight:700;`,
      `<span style="font-size:7pt">●</span>&nbsp; ${escapeHtml(agency)}`,
    ),
  footer: (agency) =>
    band(
      `font-family:${SANS};font-size:8pt;color:#8a6f5c;text-align:center;border-top:2px dotted #ecd9c3;padding-top:5px;`,
      `${escapeHtml(agency)} &nbsp;·&nbsp; Page ${PAGE_OF}`,
    ),
};
