import type { BuiltinStyleId } from "../../../../domain/document-styles.ts";
import { classicProfessional } from "./classic-professional.ts";
import { elegantPremium } from "./elegant-premium.ts";
import { modernMinimalist } from "./modern-minimalist.ts";
import { neutralTheme } from "./neutral.ts";
import { technicalStructured } from "./technical-structured.ts";
import type { DocumentTheme } from "./theme.ts";
import { warmHuman } from "./warm-human.ts";

/** The five built-in document themes by id (ADR 047), and the neutral one of a style with no base. */
export const BUILTIN_THEMES: Record<BuiltinStyleId, DocumentTheme> = {
  "builtin:classic-professional": classicProfessional,
  "builtin:modern-minimalist": modernMinimalist,
  "builtin:warm-human": warmHuman,
  "builtin:elegant-premium": elegantPremium,
  "builtin:technical-structured": technicalStructured,
};

export const themeOf = (baseStyleId: BuiltinStyleId | null): DocumentTheme =>
  baseStyleId ? BUILTIN_THEMES[baseStyleId] : neutralTheme;

export type { DocumentTheme } from "./theme.ts";
