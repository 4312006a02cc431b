import { band, BASE_CSS, escapeHtml, PAGE_OF, type DocumentTheme } from "./theme.ts";

/** Classic Professional: the successor of the first print style — a serif letter in navy, ruled tables. */
const NAVY = "#1e3a5f";
const SERIF = `Georgia, Cambria, "Times New Roman", "Liberation Serif", Times, serif`;
const SANS = `"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif`;

export const classicProfessional: DocumentTheme = {
  id: "builtin:classic-professional",
  name: "Classic Professional",
  margin: { top: "0.95in", bottom: "0.9in", left: "0.85in", right: "0.85in" },
  css: `${BASE_CSS}
html { font-family: ${SERIF}; font-size: 11pt; line-height: 1.5; color: #1f2933; background: #fff; }
h1 { font-size: 21pt; color: ${NAVY}; margin: 0 0 14pt; padding-bottom: 6pt; border-bottom: 3px double ${NAVY}; font-weight: 700; }
h2 { font-size: 14.5pt; color: ${NAVY}; margin: 20pt 0 8pt; padding-bottom: 3pt; border-bottom: 1px solid #c5cfdb; }
h3 { font-size: 12pt; color: ${NAVY}; margin: 14pt 0 6pt; font-style: italic; }
p, ul, ol { margin: 0 0 9pt; }
a { color: ${NAVY}; }
table { margin: 8pt 0 14pt; font-family: ${SANS}; font-size: 9.5pt; border: 1px solid #9fb0c4; }
th, td { border: 1px solid #c5cfdb; padding: 5pt 7pt; }
th { background: #e8eef5; color: ${NAVY}; font-weight: 600; }
thead th, tr:first-child > th { background: ${NAVY}; color: #fff; border-color: ${NAVY}; }
tr:nth-child(even) td { background: #f4f7fa; }
blockquote { margin: 10pt 0; padding: 6pt 12pt; border-left: 3px solid ${NAVY}; background: #f4f7fa; }
.email-meta { border-bottom: 1px solid #c5cfdb; font-family: ${SANS}; font-size: 10pt; }
.letterhead { border-bottom: 2px solid ${NAVY}; margin-bottom: 22px; padding-bottom: 6px; font-family: ${SANS}; font-size: 9pt; color: ${NAVY}; letter-spacing: 0.06em; text-transform: uppercase; }
.pagefoot { border-top: 1px solid #c5cfdb; margin-top: 32px; padding-top: 6px; font-family: ${SANS}; font-size: 8.5pt; color: #52606d; }
`,
  header: (agency) =>
    band(
      `font-family:${SANS};font-size:8pt;color:${NAVY};border-bottom:1.5px solid ${NAVY};padding-bottom:4px;display:flex;justify-content:space-between;letter-spacing:0.06em;text-transform:uppercase;`,
      `<span style="font-weight:700">${escapeHtml(agency)}</span><span class="title" style="text-transform:none;letter-spacing:0;color:#52606d"></span>`,
    ),
  footer: (agency) =>
    band(
      `font-family:${SANS};font-size:8pt;color:#52606d;border-top:1px solid #c5cfdb;padding-top:4px;display:flex;justify-content:space-between;`,
      `<span>${escapeHtml(agency)} · Confidential</span><span>Page ${PAGE_OF}</span>`,
    ),
};
