import type { FilledField, UnfilledField } from "../../../domain/form-fill.ts";
import type { FormTemplate } from "../../../domain/preset-options.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import { agencyToday, usDate } from "../certificates/certificate-data.ts";
import { timeZoneOfAgency } from "../certificates/certificates.service.ts";
import { FORM_DEFINITIONS } from "./acord/index.ts";
import { fillAcroForm, type FormValue } from "./acroform.ts";
import { CHECKED, resolveFields, type FormDefinition } from "./form-definition.ts";
import type { FormFillRequest, FormFillResult } from "./form-fill.types.ts";
import { renderFormLayout } from "./form-layout.ts";
import { loadFormSources } from "./form-sources.ts";
import { formTemplateBytes } from "./form-templates.service.ts";

/**
 * Fills a form from its definition (docs/product/form-skills.md): the agency, the account, its
 * policies and the workspace's pages resolve each field with its source; values the model read
 * itself (already checked against their pages) fill what the records leave empty; a value the
 * user gave replaces any other. Rendered into the agency's uploaded edition when there is one,
 * else into Cara's layout.
 */
export async function fillForm(
  ctx: AgencyCtx,
  definition: FormDefinition,
  request: FormFillRequest,
): Promise<FormFillResult> {
  const sources = await loadFormSources(ctx, {
    accountId: request.accountId,
    fileIds: request.fileIds,
    holder: request.certificateHolder ?? request.additionalInterest ?? null,
  });
  const resolved = resolveFields(definition, sources);
  const { filled, missing } = mergeValues(definition, resolved, request.values ?? []);
  const subtitle = sources.account?.name ?? "No account linked";
  const pdf = await renderFilled(ctx, definition, filled, { subtitle, today: sources.today });
  return {
    template: definition.template,
    title: `${definition.template} — ${definition.title} — ${subtitle}`,
    fileName: fileNameOf(definition, subtitle),
    pdf,
    filled,
    missing,
  };
}

/** "ACORD 125 - Harbor Bakery.pdf" */
export function fileNameOf(definition: FormDefinition, subtitle: string): string {
  const clean = subtitle
    // eslint-disable-next-line no-control-regex -- control characters cannot be in a file name
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${definition.template} - ${clean}.pdf`;
}

/**
 * The resolved fields with the given values applied: a user's value replaces the field; a
 * document value fills a field only the records left empty (the record wins, ADR 037).
 * Keys the form does not have are listed as not filled.
 */
export function mergeValues(
  definition: FormDefinition,
  resolved: { filled: FilledField[]; missing: UnfilledField[] },
  values: FilledField[],
): { filled: FilledField[]; missing: UnfilledField[] } {
  const filled = [...resolved.filled];
  let missing = [...resolved.missing];
  for (const given of values) {
    const def = definition.fields.find((f) => f.key === given.key || f.label.toLowerCase() === given.key.toLowerCase());
    if (!def) {
      missing.push({
        key: given.key,
        label: given.key,
        reason: `${definition.template} has no field "${given.key}" that Cara fills`,
      });
      continue;
    }
    const value =
      def.kind === "checkbox" ? (/^(yes|x|true|checked|on)$/i.test(given.value.trim()) ? CHECKED : "") : given.value;
    const at = filled.findIndex((f) => f.key === def.key);
    if (at >= 0 && given.source.kind !== "user") continue;
    const field: FilledField = { key: def.key, label: def.label, value, source: given.source };
    if (at >= 0) filled.splice(at, 1, field);
    else if (value !== "") filled.splice(insertionIndex(definition, filled, def.key), 0, field);
    missing = missing.filter((m) => m.key !== def.key);
  }
  return { filled, missing };
}

const insertionIndex = (definition: FormDefinition, filled: FilledField[], key: string) => {
  const order = (k: string) => definition.fields.findIndex((f) => f.key === k);
  const at = filled.findIndex((f) => order(f.key) > order(key));
  return at < 0 ? filled.length : at;
};

/** The PDF for these values: the agency's edition of the form when uploaded (left fillable), else Cara's layout. */
export async function renderFilled(
  ctx: AgencyCtx,
  definition: FormDefinition,
  filled: FilledField[],
  meta: { subtitle: string; today: string },
): Promise<Uint8Array> {
  const template = await formTemplateBytes(ctx, definition.template);
  if (template) {
    const values: Record<string, FormValue> = {};
    for (const field of filled) {
      const def = definition.fields.find((f) => f.key === field.key);
      values[field.key] = def?.kind === "checkbox" ? field.value === CHECKED : field.value;
    }
    return (await fillAcroForm(template, values)).pdf;
  }
  return renderFormLayout(definition, filled, meta);
}

/**
 * The PDF of a corrected form (docs/product/form-skills.md "Correcting a field"): the form
 * re-rendered with these fields, for the account it was filled for. Null when Cara does not
 * fill this form from a definition (the certificate forms re-issue through their own module).
 */
export async function rerenderForm(
  ctx: AgencyCtx,
  template: string,
  filled: FilledField[],
  accountId: string | null,
): Promise<{ pdf: Uint8Array; fileName: string; title: string } | null> {
  const definition = FORM_DEFINITIONS[template as FormTemplate];
  if (!definition) return null;
  const subtitle = accountId ? (await getAccount(ctx, accountId)).name : "No account linked";
  const today = usDate(agencyToday(ctx.now(), await timeZoneOfAgency(ctx)));
  return {
    pdf: await renderFilled(ctx, definition, filled, { subtitle, today }),
    fileName: fileNameOf(definition, subtitle),
    title: `${definition.template} — ${definition.title} — ${subtitle}`,
  };
}

/** A form's fields for a model (REQUEST_TEMPLATE_TOOLS): what it may supply in `values`. */
export function formFieldList(template: string) {
  const definition = FORM_DEFINITIONS[template as FormTemplate];
  if (!definition) return null;
  return {
    template: definition.template,
    title: definition.title,
    purpose: definition.purpose,
    fields: definition.fields.map((f) => ({ key: f.key, label: f.label, section: f.section, kind: f.kind })),
  };
}

export const formDefinitionOf = (template: string) => FORM_DEFINITIONS[template as FormTemplate] ?? null;
