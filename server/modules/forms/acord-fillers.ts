import type { FormTemplate } from "../../../domain/preset-options.ts";
import { FORM_DEFINITIONS } from "./acord/index.ts";
import { fillForm } from "./form-fill.service.ts";
import type { FormFiller } from "./form-fill.types.ts";

/** The ACORD forms filled from form definitions (all but the certificate forms). */
export const ACORD_FILLERS: Partial<Record<FormTemplate, FormFiller>> = Object.fromEntries(
  Object.entries(FORM_DEFINITIONS).map(([template, definition]) => [
    template,
    ((ctx, request) => fillForm(ctx, definition!, request)) satisfies FormFiller,
  ]),
);
