import type { FormTemplate } from "../../../../domain/preset-options.ts";
import type { FormDefinition } from "../form-definition.ts";
import { ACORD_125 } from "./acord-125.ts";
import { ACORD_126 } from "./acord-126.ts";
import { ACORD_140 } from "./acord-140.ts";
import { ACORD_24 } from "./acord-24.ts";
import { ACORD_130, ACORD_131, ACORD_35, ACORD_36, ACORD_75 } from "./own-layout-forms.ts";

/** The forms filled from definitions (ACORD 25, 27 and 28 are the certificates module's). */
export const FORM_DEFINITIONS: Partial<Record<FormTemplate, FormDefinition>> = {
  "ACORD 24": ACORD_24,
  "ACORD 125": ACORD_125,
  "ACORD 126": ACORD_126,
  "ACORD 140": ACORD_140,
  "ACORD 130": ACORD_130,
  "ACORD 131": ACORD_131,
  "ACORD 75": ACORD_75,
  "ACORD 35": ACORD_35,
  "ACORD 36": ACORD_36,
};
