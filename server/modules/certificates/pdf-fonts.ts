import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@cantoo/fontkit";
import type { Color, PDFDocument, PDFFont, PDFPage } from "@cantoo/pdf-lib";

/**
 * Embedded Unicode fonts for certificates (docs/product/certificates.md "Characters"): Noto
 * Sans (Latin, Latin Extended, Greek, Cyrillic) regular and bold, with Noto Sans SC for Chinese,
 * Japanese and Korean characters and Noto Emoji (monochrome) for emoji, each embedded as a
 * subset and only when the text needs it. All three are SIL Open Font License fonts shipped in
 * npm packages. Text is drawn in runs: each character in the first font that has it.
 */

const require = createRequire(import.meta.url);
const FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  cjk: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  emoji: "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf",
} as const;
type FontName = keyof typeof FILES;

interface LoadedFont {
  bytes: Uint8Array;
  has: (codePoint: number) => boolean;
}
const loaded = new Map<FontName, LoadedFont>();

function fontFile(name: FontName): LoadedFont {
  let font = loaded.get(name);
  if (!font) {
    const bytes = new Uint8Array(readFileSync(require.resolve(FILES[name])));
    const parsed = fontkit.create(bytes) as unknown as { characterSet: number[] };
    const set = new Set(parsed.characterSet);
    font = { bytes, has: (codePoint) => set.has(codePoint) };
    loaded.set(name, font);
  }
  return font;
}

/** Characters printed as nothing (joiners, variation selectors) or as a plain equivalent. */
const INVISIBLE = /\u200b|\u200c|\u200d|\u2060|[\ufe00-\ufe0f]/gu;
const normalize = (text: string) => text.replace(/\r\n?/g, "\n").replace(/\t/g, " ").replace(INVISIBLE, "");

export interface TextRun {
  font: PDFFont;
  text: string;
}

/** A primary font with fallbacks: widths, runs and drawing across fonts. */
export class FontSet {
  constructor(private readonly fonts: Array<{ font: PDFFont; has: (codePoint: number) => boolean }>) {}

  get primary(): PDFFont {
    return this.fonts[0]!.font;
  }

  private fontOf(codePoint: number) {
    return this.fonts.find((candidate) => candidate.has(codePoint))?.font ?? null;
  }

  /** The text split into runs of one font; a character no font has prints as "?". */
  runs(text: string): TextRun[] {
    const runs: TextRun[] = [];
    for (const char of normalize(text)) {
      let font = char === "\n" ? this.primary : this.fontOf(char.codePointAt(0)!);
      let value = char;
      if (!font) {
        font = this.primary;
        value = "?";
      }
      const last = runs.at(-1);
      if (last && last.font === font) last.text += value;
      else runs.push({ font, text: value });
    }
    return runs;
  }

  /** The text as it will print (unknown characters as "?"). */
  printable(text: string): string {
    return this.runs(text)
      .map((run) => run.text)
      .join("");
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** The one font that has every character of `text`, if any (form fields take a single font). */
  singleFontFor(text: string): PDFFont | null {
    const chars = [...normalize(text)].filter((char) => char !== "\n");
    return this.fonts.find((candidate) => chars.every((char) => candidate.has(char.codePointAt(0)!)))?.font ?? null;
  }

  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; color?: Color }) {
    let x = options.x;
    for (const run of this.runs(text.replace(/\n/g, " "))) {
      page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color });
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
  }
}

/**
 * Embeds the fonts `texts` need into `doc`: the primary (regular or bold) always, CJK and
 * emoji fallbacks only when some character needs them.
 */
export async function embedFontSet(doc: PDFDocument, texts: string[], weight: "regular" | "bold" = "regular") {
  doc.registerFontkit(fontkit);
  const primary = fontFile(weight);
  const all = normalize(texts.join("\n"));
  const fonts: Array<{ font: PDFFont; has: (codePoint: number) => boolean }> = [
    { font: await doc.embedFont(primary.bytes, { subset: true }), has: primary.has },
  ];
  const missing = [...new Set(all)].filter((char) => char !== "\n" && !primary.has(char.codePointAt(0)!));
  for (const name of ["cjk", "emoji"] as const) {
    if (missing.length === 0) break;
    const fallback = fontFile(name);
    if (!missing.some((char) => fallback.has(char.codePointAt(0)!))) continue;
    fonts.push({ font: await doc.embedFont(fallback.bytes, { subset: true }), has: fallback.has });
  }
  return new FontSet(fonts);
}
