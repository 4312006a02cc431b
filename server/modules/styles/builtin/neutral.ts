import { band, BASE_CSS, escapeHtml, PAGE_OF, type DocumentTheme } from "./theme.ts";

/** The plain neutral look of a custom style with no base style: black text, simple ruled tables. */
const SANS = `Arial, Helvetica, "Liberation Sans", sans-serif`;

export const neutralTheme: DocumentTheme = {
  id: "neutral",
  name: "None",
  margin: { top: "0.85in", bottom: "0.85in", left: "0.8in", right: "0.8in" },
  css: `${BASE_CSS}
html { font-family: ${SANS}; font-size: 10.5pt; line-height: 1.45; color: #111; background: #fff; }
h1 { font-size: 18pt; margin: 0 0 10pt; } h2 { font-size: 13.5pt; margin: 16pt 0 6pt; } h3 { font-size: 11.5pt; margin: 12pt 0 5pt; }
p, ul, ol { margin: 0 0 8pt; }
table { margin: 6pt 0 12pt; font-size: 9.5pt; }
th, td { border: 1px solid #999; padding: 4pt 6pt; }
th { background: #eee; }
.email-meta { border-bottom: 1px solid #999; }
.letterhead { margin-bottom: 18px; font-size: 8.5pt; color: #555; }
.pagefoot { margin-top: 28px; font-size: 8pt; color: #555; text-align: center; }
`,
  header: (agency) => band(`font-family:${SANS};font-size:7.5pt;color:#555;`, escapeHtml(agency)),
  footer: () => band(`font-family:${SANS};font-size:7.5pt;color:#555;text-align:center;`, `Page ${PAGE_OF}`),
};
