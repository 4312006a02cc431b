import { z } from "zod";
import { isVisibleToClientByDefault, POLICY_FILE_TYPES, type PolicyFileType } from "./policy/vocabulary.ts";

/** Policy documents (docs/product/documents.md): limits and the upload form's input. */

/** The largest upload, in MB, unless the MAX_UPLOAD_MB setting says otherwise (server/config.ts). */
export const DEFAULT_MAX_UPLOAD_MB = 25;

/** Longest notes kept with a document. */
export const MAX_FILE_NOTES_LENGTH = 2000;

/** What an upload may be, checked by content (magic bytes), not by the name or the browser's claim. */
export const ACCEPTED_FILE_KINDS = [
  "PDF",
  "PNG",
  "JPEG",
  "GIF",
  "WEBP",
  "TIFF",
  "Word (DOC, DOCX)",
  "Excel (XLS, XLSX)",
  "plain text or CSV",
  "email (EML)",
] as const;

/** The file chooser's hint to the browser (the server decides by content). */
export const ACCEPTED_FILE_EXTENSIONS =
  ".pdf,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.doc,.docx,.xls,.xlsx,.txt,.csv,.eml";

/**
 * Why a 0-byte file is refused (issue 28), naming it: the server's field error and the prompt
 * box's message before sending say the same.
 */
export function emptyFileMessage(name: string | null | undefined): string {
  const which = name?.trim() ? `"${name.trim()}"` : "This file";
  return `${which} is empty (0 bytes), so there is nothing to read. Check that it finished downloading or saving, then attach it again.`;
}

/** Sizes as people read them: B, KB, MB, GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "0 B";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

const booleanField = z.preprocess(
  (value) => {
    if (value === "true" || value === "on" || value === "1") return true;
    if (value === "false" || value === "off" || value === "0") return false;
    return value;
  },
  z.boolean({ error: "Choose whether the client can see this document" }),
);

/** The upload form's fields besides the file itself. `visible` unset: decided by the type. */
export const uploadPolicyFileInput = z.object({
  /** A malformed id is simply not found (the service says so). */
  policyId: z.string({ error: "Choose a policy" }).trim().min(1, "Choose a policy"),
  type: z.enum(POLICY_FILE_TYPES, { error: "Choose the document type" }),
  notes: z
    .string()
    .trim()
    .max(MAX_FILE_NOTES_LENGTH, `Notes are too long (${MAX_FILE_NOTES_LENGTH} characters at most)`)
    .optional()
    .transform((value) => (value ? value : null)),
  visible: booleanField.optional().nullable(),
});
export type UploadPolicyFileInput = z.input<typeof uploadPolicyFileInput>;

/** Whether a new document is visible to the client: as chosen, else the type's default (docs/product/documents.md). */
export function resolveVisibility(type: PolicyFileType, visible: boolean | null | undefined): boolean {
  return typeof visible === "boolean" ? visible : isVisibleToClientByDefault(type);
}

/** A file part of a form or multipart request; its type is checked by content on the server. */
export interface FilePart {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Any file part (the service says what is wrong with it: empty, too large, not an accepted kind). */
export const filePartInput = z.custom<FilePart>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as FilePart).arrayBuffer === "function" &&
    typeof (value as FilePart).size === "number",
  { error: "Choose a file to upload" },
);
