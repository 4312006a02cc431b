import { z } from "zod";

/**
 * Document styles (docs/product/document-styles.md, ADR 047): the look a drafted document is
 * rendered in. Five built-in styles, and the agency's own styles (an HTML document template: a
 * base style plus an optional start page and end page).
 */

export const BUILTIN_STYLE_IDS = [
  "builtin:classic-professional",
  "builtin:modern-minimalist",
  "builtin:warm-human",
  "builtin:elegant-premium",
  "builtin:technical-structured",
] as const;
export type BuiltinStyleId = (typeof BUILTIN_STYLE_IDS)[number];

export const BUILTIN_STYLE_NAMES: Record<BuiltinStyleId, string> = {
  "builtin:classic-professional": "Classic Professional",
  "builtin:modern-minimalist": "Modern Minimalist",
  "builtin:warm-human": "Warm Human",
  "builtin:elegant-premium": "Elegant Premium",
  "builtin:technical-structured": "Technical and Structured",
};

/** One line on what each built-in style looks like (the Render menu and the base style select). */
export const BUILTIN_STYLE_DESCRIPTIONS: Record<BuiltinStyleId, string> = {
  "builtin:classic-professional": "Navy headings, serif body, ruled tables",
  "builtin:modern-minimalist": "Clean sans-serif, generous white space",
  "builtin:warm-human": "Friendly type, soft terracotta accents",
  "builtin:elegant-premium": "Refined serif, gold rules, small caps",
  "builtin:technical-structured": "Numbered sections, dense grid tables",
};

/** New styles, and documents rendered without a choice, use this one. */
export const DEFAULT_STYLE_ID: BuiltinStyleId = "builtin:classic-professional";

export const isBuiltinStyleId = (value: unknown): value is BuiltinStyleId =>
  typeof value === "string" && (BUILTIN_STYLE_IDS as readonly string[]).includes(value);

export const MAX_STYLE_TITLE = 80;
export const MAX_STYLE_DESCRIPTION = 500;
/** Pages a start or end page PDF may have. */
export const MAX_STYLE_PAGE_COUNT = 20;

export const styleTitleInput = z
  .string({ error: "Give the style a title" })
  .trim()
  .min(1, "Give the style a title")
  .max(MAX_STYLE_TITLE, `Keep the title to ${MAX_STYLE_TITLE} characters (two to four words is best)`);

export const styleDescriptionInput = z
  .string()
  .trim()
  .max(MAX_STYLE_DESCRIPTION, `Keep the description to ${MAX_STYLE_DESCRIPTION} characters (about one sentence)`);

/** A base style: one of the five built-ins, or none (""/"none"/null: the plain neutral look). */
export const baseStyleInput = z
  .union([z.enum(BUILTIN_STYLE_IDS), z.literal(""), z.literal("none"), z.null()], {
    error: "Choose one of the built-in styles, or None",
  })
  .transform((value) => (value === "" || value === "none" ? null : value));
