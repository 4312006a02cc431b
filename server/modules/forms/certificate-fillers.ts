import type { FormTemplate } from "../../../domain/preset-options.ts";
import type { FormFiller } from "./form-fill.types.ts";

/** ACORD 25 (issued through the certificates module) and ACORD 27/28 evidence of property. */
export const CERTIFICATE_FILLERS: Partial<Record<FormTemplate, FormFiller>> = {};
