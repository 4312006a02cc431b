import { BUILTIN_STYLE_IDS, BUILTIN_STYLE_NAMES, isBuiltinStyleId } from "#domain/document-styles.ts";

/** The base style select's choices: the five built-in styles, then None. */
export const BASE_STYLE_OPTIONS = [
  ...BUILTIN_STYLE_IDS.map((id) => ({ value: id as string, label: BUILTIN_STYLE_NAMES[id] })),
  { value: "none", label: "None" },
];

/** A base style's display name ("None" without one). */
export const baseStyleName = (id: string | null | undefined) =>
  isBuiltinStyleId(id) ? BUILTIN_STYLE_NAMES[id] : "None";
