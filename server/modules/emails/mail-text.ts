import sanitizeHtml from "sanitize-html";
import type { InboundParty } from "../../../domain/inbound-message.ts";
import { partiesOfHeader } from "./mail-parse.ts";

/**
 * The words of a message (ADR 067): the new text apart from the quoted history, a forwarded
 * message's original sender and text, and HTML made safe to show.
 */

/** Lines that start the quoted history: "On … wrote:", Outlook's header block, "-----Original Message-----". */
const QUOTE_STARTS: RegExp[] = [
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^(From|De|Von|Da):\s.+$/i, // Outlook's reply header block (checked with its Sent/Date line below)
  /^On\s.{4,300}\swrote:\s*$/i,
  /^Le\s.{4,300}\sa écrit\s?:\s*$/i,
  /^Am\s.{4,300}\sschrieb\s.{0,200}:\s*$/i,
  /^El\s.{4,300}\sescribió:\s*$/i,
];

const FORWARD_MARKERS: RegExp[] = [
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
  /^Begin forwarded message:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^-{2,}\s*Weitergeleitete Nachricht\s*-{2,}\s*$/i,
  /^-{2,}\s*Message transféré\s*-{2,}\s*$/i,
];

const FORWARD_SUBJECT = /^\s*(fwd?|fw|wg|tr|rv|enc)\s*:/i;

function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** Where the quoted history starts in these lines, or -1. */
function quoteStart(lines: string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    // "On Mon, Nov 17, 2025 at 9:32 AM Someone <a@b>\nwrote:" — Gmail wraps long attributions
    const joined = i + 1 < lines.length ? `${line} ${lines[i + 1]!.trim()}` : line;
    for (const pattern of QUOTE_STARTS) {
      if (pattern.source.startsWith("^(From|De|Von|Da)")) {
        if (
          pattern.test(line) &&
          lines.slice(i + 1, i + 4).some((l) => /^(Sent|Date|Gesendet|Envoyé|Enviado):\s/i.test(l.trim()))
        ) {
          return i;
        }
        continue;
      }
      if (pattern.test(line)) return i;
      if (/^On\s/i.test(line) && !/wrote:\s*$/i.test(line) && /^On\s.{4,400}\swrote:\s*$/i.test(joined)) return i;
    }
    // a block of ">" lines running to the end (or to a signature) after some text
    if (line.startsWith(">") && i > 0 && lines.slice(i).every((l) => !l.trim() || l.trim().startsWith(">"))) return i;
  }
  return -1;
}

/** The new text and the quoted history of a plain-text body. */
export function splitQuoted(text: string): { text: string; quoted: string | null } {
  const lines = normaliseNewlines(text).split("\n");
  const at = quoteStart(lines);
  if (at < 0) return { text: text.trim(), quoted: null };
  const fresh = lines.slice(0, at).join("\n").trim();
  const quoted = lines.slice(at).join("\n").trim();
  if (!fresh) return { text: text.trim(), quoted: null }; // nothing above the quote: keep it all
  return { text: fresh, quoted };
}

export interface InlineForward {
  /** What the forwarding person wrote above the forwarded message. */
  note: string;
  from: InboundParty | null;
  subject: string | null;
  /** The forwarded message's own text (its header block removed). */
  text: string;
}

/** A message forwarded inline ("---------- Forwarded message ---------", "Begin forwarded message:"), or null. */
export function inlineForwardOf(text: string, subject: string): InlineForward | null {
  const lines = normaliseNewlines(text).split("\n");
  const marker = lines.findIndex((line) => FORWARD_MARKERS.some((pattern) => pattern.test(line.trim())));
  let headerStart = marker + 1;
  let noteEnd = marker;
  if (marker < 0) {
    if (!FORWARD_SUBJECT.test(subject)) return null;
    // Outlook's FW: puts a "From: … Sent: …" block without a marker line
    headerStart = lines.findIndex(
      (line, i) =>
        /^(From|De|Von):\s/i.test(line.trim()) &&
        lines.slice(i + 1, i + 4).some((l) => /^(Sent|Date|Gesendet):\s/i.test(l.trim())),
    );
    if (headerStart < 0) return null;
    noteEnd = headerStart;
  }
  const header: Record<string, string> = {};
  let i = headerStart;
  while (i < lines.length && !lines[i]!.trim()) i++;
  for (; i < lines.length; i++) {
    const line = lines[i]!.replace(/^>\s?/, "").trim();
    if (!line) break;
    const match = /^([A-Za-z-]{2,20}):\s*(.*)$/.exec(line);
    if (!match) {
      if (Object.keys(header).length === 0) return null;
      break;
    }
    header[match[1]!.toLowerCase()] = match[2]!;
  }
  const fromValue = header.from ?? header.de ?? header.von;
  if (!fromValue) return null;
  const from = partiesOfHeader(fromValue.replace(/\[mailto:[^\]]*\]/gi, ""))[0] ?? null;
  if (!from) return null;
  const body = lines
    .slice(i)
    .map((line) => line.replace(/^>\s?/, ""))
    .join("\n")
    .trim();
  return {
    note: lines.slice(0, noteEnd).join("\n").trim(),
    from,
    subject: header.subject ?? header.betreff ?? header.objet ?? null,
    text: body,
  };
}

export const isForwardSubject = (subject: string) => FORWARD_SUBJECT.test(subject);

/** `Re: Fwd: AW: COI needed` → `coi needed` (the last-resort threading key). */
export function normaliseSubject(subject: string): string {
  let s = subject.trim();
  for (;;) {
    const next = s.replace(/^\s*(re|fwd?|fw|aw|wg|sv|vs|tr|rv|enc|antw|réf)\s*(\[\d+\])?\s*:\s*/i, "");
    if (next === s) break;
    s = next;
  }
  return s
    .replace(/^\s*(automatic reply|auto(matic)? ?reply|out of office|undeliverable|abwesenheitsnotiz)\s*:\s*/i, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, 300);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of an HTML body (when a message has no text part). */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<(script|style|head)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<blockquote[^>]*>/gi, "\n> ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote)>/gi, "\n");
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * HTML safe to show inside the app: no scripts, event handlers, forms, frames, styles or remote
 * images (a remote image is a read receipt); `cid:` images point at their stored files.
 */
export function sanitiseEmailHtml(html: string, inlineFiles: Map<string, string> = new Map()): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(["img", "span", "font", "center"]),
    allowedAttributes: {
      a: ["href", "title"],
      img: ["src", "alt", "width", "height"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan"],
      "*": ["dir", "lang"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["cid"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" },
      }),
      img: (tagName, attribs) => {
        const src = attribs.src ?? "";
        const cid = /^cid:(.+)$/i.exec(src)?.[1];
        const fileId = cid ? inlineFiles.get(cid.replace(/^<|>$/g, "")) : undefined;
        if (!fileId) return { tagName: "span", attribs: {}, text: attribs.alt ? `[image: ${attribs.alt}]` : "" };
        return { tagName, attribs: { ...attribs, src: `/files/${fileId}` } };
      },
    },
    allowedSchemesAppliedToAttributes: ["href", "cite"],
  });
}
