import type { FormTemplate } from "../../../domain/preset-options.ts";
import { ACORD_FILLERS } from "./acord-fillers.ts";
import { CERTIFICATE_FILLERS } from "./certificate-fillers.ts";
import type { FormFiller } from "./form-fill.types.ts";

/** Every form Cara can fill, by template. */
export const FORM_FILLERS: Partial<Record<FormTemplate, FormFiller>> = { ...ACORD_FILLERS, ...CERTIFICATE_FILLERS };
