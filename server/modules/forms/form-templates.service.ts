import { FORM_TEMPLATES, type FormTemplate } from "../../../domain/preset-options.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { fileStoreOf, readAll } from "../files/file-store.ts";
import { readUpload, storeFile, withNewStorageKey } from "../files/files-upload.service.ts";
import { findFile, type StoredFile, type UploadedFile } from "../files/files.service.ts";
import { setFormTemplateFileId } from "../identity/agency-configuration.service.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { loadFillableForm } from "./acroform.ts";

/**
 * The agency's own licensed, fillable edition of a form (`agencies.configuration.formTemplates`,
 * one stored file per template). ACORD forms are licensed per agency: with one uploaded, Cara
 * fills it by its field names; without, Cara prints its own layout. ACORD 25 keeps its own
 * setting (`acord25TemplateFileId`, the certificates module).
 */

export async function formTemplateFiles(ctx: AgencyCtx): Promise<Partial<Record<FormTemplate, string>>> {
  const agency = await getViewerAgency(ctx);
  return (agency.configuration.formTemplates ?? {}) as Partial<Record<FormTemplate, string>>;
}

/** The forms an agency may upload its own edition of: every fillable form but ACORD 25 (its certificate setting). */
export const AGENCY_FORM_TEMPLATES = FORM_TEMPLATES.filter((template) => template !== "ACORD 25");

/** Each form's uploaded edition (its stored file), or null: Cara prints its own layout. Agency-scoped. */
export async function listFormTemplates(
  ctx: AgencyCtx,
): Promise<Array<{ template: FormTemplate; file: StoredFile | null }>> {
  const files = await formTemplateFiles(ctx);
  return Promise.all(
    AGENCY_FORM_TEMPLATES.map(async (template) => {
      const fileId = files[template];
      return { template, file: fileId ? await findFile(ctx, fileId) : null };
    }),
  );
}

/** The uploaded form's bytes, or null (none uploaded, or its file is gone: the Cara layout is used). */
export async function formTemplateBytes(ctx: AgencyCtx, template: FormTemplate): Promise<Uint8Array | null> {
  const fileId = (await formTemplateFiles(ctx))[template];
  if (!fileId) return null;
  const file = await findFile(ctx, fileId);
  const stream = file ? await fileStoreOf(ctx).get(file.storageKey) : null;
  if (!stream) {
    ctx.log.warn("The agency's form template is missing; using the Cara layout", { template, fileId });
    return null;
  }
  return new Uint8Array(await readAll(stream));
}

/** Sets (a fillable PDF: has fields, no open password) or clears (null) the agency's edition of a form. */
export async function setFormTemplate(
  ctx: AgencyCtx,
  template: FormTemplate,
  file: UploadedFile | null,
): Promise<StoredFile | null> {
  if (file === null) {
    return withNewStorageKey(ctx, async (tx) => {
      await setFormTemplateFileId(tx, template, null);
      await recordAudit(tx, {
        action: "form_template.removed",
        recordType: "agency",
        recordId: tx.actor.agencyId,
        data: { template },
      });
      return null;
    });
  }
  const upload = await readUpload(file, ctx.config.maxUploadBytes);
  if (upload.type.mimeType !== "application/pdf")
    throw ValidationError.field("file", `Upload the ${template} as a fillable PDF.`);
  await loadFillableForm(upload.bytes);
  return withNewStorageKey(ctx, async (tx, storageKey) => {
    const stored = await storeFile(tx, {
      agencyId: tx.actor.agencyId,
      storageKey,
      name: upload.name,
      bytes: upload.bytes,
      type: upload.type,
      visible: false,
    });
    await setFormTemplateFileId(tx, template, stored.id);
    await recordAudit(tx, {
      action: "form_template.set",
      recordType: "agency",
      recordId: tx.actor.agencyId,
      data: { template, fileId: stored.id, name: stored.name },
    });
    return stored;
  });
}
