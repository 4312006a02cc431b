import type { FormTemplate } from "../../../domain/preset-options.ts";
import { fillCertificateOfLiability } from "./certificate-liability.ts";
import { fillEvidenceOfCommercialProperty, fillEvidenceOfProperty } from "./evidence-filler.ts";
import type { FormFiller } from "./form-fill.types.ts";

/** ACORD 25 (issued through the certificates module) and ACORD 27/28 evidence of property. */
export const CERTIFICATE_FILLERS: Partial<Record<FormTemplate, FormFiller>> = {
  "ACORD 25": fillCertificateOfLiability,
  "ACORD 27": fillEvidenceOfProperty,
  "ACORD 28": fillEvidenceOfCommercialProperty,
};
