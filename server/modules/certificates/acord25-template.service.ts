import { type AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { readUpload, storeFile, withNewStorageKey } from "../files/files-upload.service.ts";
import { findFile, type StoredFile, type UploadedFile } from "../files/files.service.ts";
import { setAcord25TemplateFileId } from "../identity/agency-configuration.service.ts";
import { getViewerAgency, type AgencyConfiguration } from "../identity/agency.service.ts";
import { loadAcord25Template } from "./acord25-fill.ts";

/**
 * The agency's own licensed, fillable ACORD 25. ACORD forms are licensed per agency, so Cara
 * does not ship one: an agency that uploads its form gets certificates on it; others get
 * our own layout with the same content. Kept as a stored file referenced from
 * `agencies.configuration.acord25TemplateFileId`.
 */
export function acord25TemplateFileId(configuration: AgencyConfiguration | null | undefined): string | null {
  return configuration?.acord25TemplateFileId ?? null;
}

/** The agency's template file, or null when certificates use our layout. */
export async function getAcord25Template(ctx: AgencyCtx): Promise<StoredFile | null> {
  const agency = await getViewerAgency(ctx);
  const fileId = acord25TemplateFileId(agency.configuration);
  return fileId ? findFile(ctx, fileId) : null;
}

/**
 * Sets (a fillable ACORD 25 PDF with the form's field names) or clears (null) the agency's
 * certificate template.
 */
export async function setAcord25Template(ctx: AgencyCtx, file: UploadedFile | null): Promise<StoredFile | null> {
  if (file === null) {
    return withNewStorageKey(ctx, async (tx) => {
      await setAcord25TemplateFileId(tx, null);
      await recordAudit(tx, { action: "acord25_template.removed", recordType: "agency", recordId: tx.actor.agencyId });
      return null;
    });
  }
  const upload = await readUpload(file, ctx.config.maxUploadBytes);
  if (upload.type.mimeType !== "application/pdf")
    throw ValidationError.field("file", "Upload the ACORD 25 as a fillable PDF.");
  await loadAcord25Template(upload.bytes);
  return withNewStorageKey(ctx, async (tx, storageKey) => {
    const stored = await storeFile(tx, {
      agencyId: tx.actor.agencyId,
      storageKey,
      name: upload.name,
      bytes: upload.bytes,
      type: upload.type,
      visible: false,
    });
    await setAcord25TemplateFileId(tx, stored.id);
    await recordAudit(tx, {
      action: "acord25_template.set",
      recordType: "agency",
      recordId: tx.actor.agencyId,
      data: { fileId: stored.id, name: stored.name },
    });
    return stored;
  });
}
