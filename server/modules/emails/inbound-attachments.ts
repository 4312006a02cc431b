import { formatFileSize } from "../../../domain/document.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DocumentError, extractDocument } from "../documents/extract.ts";
import { sniffFileType } from "../files/file-sniff.ts";
import { newStorageKey, safeFileName, storeFile } from "../files/files-upload.service.ts";
import type { EmailAttachmentRecord } from "./email-threads.table.ts";
import type { RawAttachment } from "./mail-parse.ts";

/**
 * An inbound message's attachments (ADR 067): each stored as the agency's file (over the upload
 * limit or empty: only its reason) and read like a workspace file in a reader process (ADR 058).
 */

/** Characters of an attachment's text kept on the message (triage reads it; the file has it all). */
const ATTACHMENT_TEXT_CHARS = 20_000;

/** A part of the message kept as the agency's file; over the upload limit, only its reason. */
export async function storeAttachment(
  ctx: AgencyCtx,
  attachment: RawAttachment,
  storageKeys: string[],
): Promise<{ record: EmailAttachmentRecord; bytes: Uint8Array | null }> {
  const size = attachment.bytes.byteLength;
  const base = {
    name: attachment.name.slice(0, 200),
    contentType: attachment.contentType,
    size,
    ...(attachment.contentId ? { contentId: attachment.contentId } : {}),
    ...(attachment.inline ? { inline: true } : {}),
  };
  if (size > ctx.config.maxUploadBytes) {
    return {
      record: {
        ...base,
        fileId: "",
        unreadableReason: `${attachment.name} is ${formatFileSize(size)}; attachments up to ${formatFileSize(ctx.config.maxUploadBytes)} are stored and read. It is kept in the original message.`,
      },
      bytes: null,
    };
  }
  if (size === 0)
    return { record: { ...base, fileId: "", unreadableReason: `${attachment.name} is empty.` }, bytes: null };
  const sniffed = sniffFileType(attachment.bytes, attachment.name);
  const extension = sniffed.ok
    ? sniffed.type.extension
    : (/\.([A-Za-z0-9]{1,8})$/.exec(attachment.name)?.[1]?.toLowerCase() ?? "bin");
  const storageKey = newStorageKey(ctx.actor.agencyId);
  storageKeys.push(storageKey);
  const file = await storeFile(ctx, {
    agencyId: ctx.actor.agencyId,
    storageKey,
    name: safeFileName(attachment.name, extension),
    bytes: attachment.bytes,
    type: sniffed.ok ? sniffed.type : { mimeType: attachment.contentType || "application/octet-stream" },
    notes: "Received by email",
  });
  return {
    record: { ...base, fileId: file.id, name: file.name, ...(sniffed.ok ? {} : { unreadableReason: sniffed.reason }) },
    bytes: sniffed.ok ? attachment.bytes : null,
  };
}

/** Reads a stored attachment's text in a reader process (ADR 058); its failure is its reason. */
export async function readAttachment(record: EmailAttachmentRecord, bytes: Uint8Array, maxBytes: number) {
  try {
    const { pages } = await extractDocument(
      { bytes, mimeType: record.contentType ?? "application/octet-stream", fileName: record.name },
      { maxBytes },
    );
    const text = pages
      .map((page) => page.text)
      .join("\n\n")
      .trim();
    if (!text) return { ...record, unreadableReason: "No text could be read from it." };
    return { ...record, text: text.slice(0, ATTACHMENT_TEXT_CHARS) };
  } catch (error) {
    const reason = error instanceof DocumentError ? error.message : "It could not be read.";
    return { ...record, unreadableReason: reason };
  }
}
