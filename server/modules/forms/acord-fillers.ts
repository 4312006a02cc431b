import type { FormTemplate } from "../../../domain/preset-options.ts";
import type { FormFiller } from "./form-fill.types.ts";

/** The ACORD forms filled from form definitions (all but the certificate forms). */
export const ACORD_FILLERS: Partial<Record<FormTemplate, FormFiller>> = {};
