import type { PdfFormField } from "./pdf-form-inspect.ts";

/**
 * Reading fill instructions and matching them to a form's fields (docs/product/form-skills-pdf-editor.md
 * "Filling"): "Field: value" lines or a JSON object; a key names a field by its full name, its
 * short name or its label, compared without case, accents or punctuation.
 */

/** Where an instruction's value was read, when the caller says (offline fills from records and documents). */
export type InstructionSource =
  { record: "account"; id: string; field: string } | { fileName: string; page: number; quote: string };

export interface Instruction {
  key: string;
  value: string;
  source?: InstructionSource;
}

export interface ParsedInstructions {
  instructions: Instruction[];
  /** Lines that are not "Field: value". */
  unreadable: string[];
}

const asSource = (raw: unknown): InstructionSource | undefined => {
  if (!raw || typeof raw !== "object") return undefined;
  const s = raw as Record<string, unknown>;
  if (s.record === "account" && typeof s.id === "string" && typeof s.field === "string")
    return { record: "account", id: s.id, field: s.field };
  if (typeof s.fileName === "string" && typeof s.page === "number" && typeof s.quote === "string")
    return { fileName: s.fileName, page: s.page, quote: s.quote };
  return undefined;
};

const asText = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : null;

/**
 * `{"Applicant name": "Ríos Ltd", "Subcontractors": {"value": "Yes", "source": {...}}}` or lines
 * `Applicant name: Ríos Ltd` (also `=`); blank lines and `#` comments are skipped.
 */
export function parseInstructions(text: string): ParsedInstructions {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      const parsed = JSON.parse(trimmed) as Record<string, unknown>;
      const instructions: Instruction[] = [];
      const unreadable: string[] = [];
      for (const [key, raw] of Object.entries(parsed)) {
        const direct = asText(raw);
        const nested = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : null;
        const value = direct ?? asText(nested?.value);
        if (value === null) unreadable.push(key);
        else
          instructions.push({
            key,
            value,
            ...(nested && asSource(nested.source) ? { source: asSource(nested.source) } : {}),
          });
      }
      return { instructions, unreadable };
    } catch {
      // not JSON after all: read it as lines
    }
  }
  const instructions: Instruction[] = [];
  const unreadable: string[] = [];
  for (const line of trimmed.split(/\r?\n/)) {
    const clean = line.replace(/^\s*[-*•]\s*/, "").trim();
    if (!clean || clean.startsWith("#")) continue;
    const match = /^([^:=]{1,200}?)\s*[:=]\s*(.*)$/.exec(clean);
    if (!match) unreadable.push(clean);
    else instructions.push({ key: match[1]!.trim(), value: match[2]!.trim() });
  }
  return { instructions, unreadable };
}

/** Lower case, no accents, words only: "Applicant's Name:" → "applicant s name". */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const words = (text: string) => normalise(text).split(" ").filter(Boolean);
const humanName = (name: string) =>
  normalise(
    name
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replace(/_[A-Z]$/, "")
      .replace(/_/g, " "),
  );

export type FieldMatch = { field: PdfFormField } | { ambiguous: PdfFormField[] } | null;

/** How well `key` names `field` (0 = not at all). */
function score(key: string, field: PdfFormField): number {
  if (key === field.name) return 100;
  if (key.toLowerCase() === field.shortName.toLowerCase()) return 90;
  const k = normalise(key);
  if (!k) return 0;
  if (k === normalise(field.label)) return 80;
  if (k === humanName(field.shortName)) return 75;
  const keyWords = words(key);
  const labelWords = new Set([...words(field.label), ...humanName(field.shortName).split(" ")]);
  const shared = keyWords.filter((word) => labelWords.has(word)).length;
  // every word of the key is in the label (or the label's words are all in the key)
  if (shared === keyWords.length) return 40 + shared;
  const label = words(field.label);
  if (label.length > 0 && label.every((word) => keyWords.includes(word))) return 30 + label.length;
  return 0;
}

/** The field `key` names, or the fields it could name equally well, or null. */
export function matchField(key: string, fields: PdfFormField[]): FieldMatch {
  let best = 0;
  let found: PdfFormField[] = [];
  for (const field of fields) {
    const s = score(key, field);
    if (s === 0 || s < best) continue;
    if (s > best) {
      best = s;
      found = [field];
    } else found.push(field);
  }
  if (found.length === 0) return null;
  return found.length === 1 ? { field: found[0]! } : { ambiguous: found };
}
