import { band, BASE_CSS, escapeHtml, type DocumentTheme } from "./theme.ts";

/** Elegant Premium: a book serif, centred small-caps headings, gold rules, airy tables. */
const SERIF = `"Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", "DejaVu Serif", Georgia, serif`;
const GOLD = "#a07c2c";
const INK = "#1c1917";

export const elegantPremium: DocumentTheme = {
  id: "builtin:elegant-premium",
  name: "Elegant Premium",
  margin: { top: "1.05in", bottom: "1in", left: "1in", right: "1in" },
  css: `${BASE_CSS}
html { font-family: ${SERIF}; font-size: 10.5pt; line-height: 1.65; color: #292524; background: #fff; }
h1 { font-size: 24pt; font-weight: 400; color: ${INK}; text-align: center; letter-spacing: 0.08em; font-variant: small-caps; margin: 0 0 18pt; padding-bottom: 12pt; border-bottom: 1px solid ${GOLD}; }
h2 { font-size: 13pt; font-weight: 400; color: ${INK}; letter-spacing: 0.12em; font-variant: small-caps; text-align: center; margin: 24pt 0 10pt; }
h2::after { content: ""; display: block; width: 48px; height: 1px; background: ${GOLD}; margin: 6pt auto 0; }
h3 { font-size: 11pt; font-style: italic; font-weight: 400; color: ${GOLD}; margin: 14pt 0 6pt; }
p, ul, ol { margin: 0 0 10pt; text-align: justify; }
a { color: ${GOLD}; }
table { margin: 10pt 0 18pt; font-size: 9.5pt; border-top: 2px solid ${GOLD}; border-bottom: 2px solid ${GOLD}; }
th, td { padding: 6pt 8pt; border-bottom: 1px solid #e7e0d0; }
th { font-weight: 400; font-variant: small-caps; letter-spacing: 0.08em; color: ${INK}; border-bottom: 1px solid ${GOLD}; background: #faf7f0; }
blockquote { margin: 12pt 24pt; font-style: italic; color: #57534e; text-align: center; }
.email-meta { border-bottom: 1px solid ${GOLD}; }
.letterhead { text-align: center; margin-bottom: 28px; font-size: 9pt; letter-spacing: 0.28em; font-variant: small-caps; color: ${GOLD}; }
.pagefoot { text-align: center; margin-top: 36px; font-size: 8.5pt; color: ${GOLD}; letter-spacing: 0.2em; }
`,
  header: (agency) =>
    band(
      `font-family:${SERIF};font-size:8pt;color:${GOLD};text-align:center;letter-spacing:0.3em;font-variant:small-caps;`,
      `<div style="border-bottom:0.75px solid ${GOLD};padding-bottom:4px;margin:0 2in">${escapeHtml(agency)}</div>`,
    ),
  footer: () =>
    band(
      `font-family:${SERIF};font-size:8.5pt;color:${GOLD};text-align:center;letter-spacing:0.15em;`,
      `— <span class="pageNumber"></span> —`,
    ),
};
