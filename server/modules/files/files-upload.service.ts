import { randomUUID } from "node:crypto";
import {
  ACCEPTED_FILE_KINDS,
  emptyFileMessage,
  formatFileSize,
  resolveVisibility,
  uploadPolicyFileInput,
} from "../../../domain/document.ts";
import type { PolicyFileType } from "#domain/policy/vocabulary.ts";
import { inTransaction, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { parseInput, ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { getBusinessPolicy } from "../policies/policies.service.ts";
import { fileStoreOf } from "./file-store.ts";
import { sniffFileType, type SniffedType } from "./file-sniff.ts";
import { BIDI_CONTROLS, type StoredFile, type UploadedFile } from "./files.service.ts";
import { storedFiles } from "./files.table.ts";

/** Uploads: checking the bytes, naming them safely, storing them and their record. */

/** Extensions each detected kind may carry in its name (docs/product/security.md). */
const EXTENSIONS: Record<string, string[]> = {
  pdf: ["pdf"],
  png: ["png"],
  jpg: ["jpg", "jpeg", "jpe", "jfif"],
  gif: ["gif"],
  webp: ["webp"],
  tiff: ["tif", "tiff"],
  docx: ["docx"],
  xlsx: ["xlsx"],
  doc: ["doc"],
  xls: ["xls"],
  eml: ["eml"],
  csv: ["csv"],
  txt: ["txt", "text", "log", "md"],
};
const KNOWN_EXTENSIONS = new Map(Object.entries(EXTENSIONS).flatMap(([kind, list]) => list.map((e) => [e, kind])));

/**
 * A name safe to keep and to send back: no folders, no control or bidi characters, not
 * too long, and ending in an extension of the detected kind (`report` → `report.pdf`).
 */
export function safeFileName(name: string | null | undefined, extension: string): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  let cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters cannot be in a file name
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .replace(BIDI_CONTROLS, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!cleaned || cleaned === "." || cleaned === "..") cleaned = "document";
  const current = cleaned.match(/\.([A-Za-z0-9]{1,8})$/)?.[1]?.toLowerCase();
  const suffix = current && EXTENSIONS[extension]?.includes(current) ? "" : `.${extension}`;
  return cleaned.slice(-(200 - suffix.length)) + suffix;
}

/** The kind a name claims by its extension, when it is one of the accepted kinds'. */
function claimedKind(name: string | null | undefined): string | null {
  const current = (name ?? "")
    .replace(BIDI_CONTROLS, "")
    .trim()
    .match(/\.([A-Za-z0-9]{1,8})$/)?.[1]
    ?.toLowerCase();
  return (current && KNOWN_EXTENSIONS.get(current)) ?? null;
}

const acceptedKinds = `Upload ${ACCEPTED_FILE_KINDS.slice(0, -1).join(", ")} or ${ACCEPTED_FILE_KINDS.at(-1)}.`;

/**
 * Reads and checks an upload: present, not empty, at most `maxBytes` (the MAX_UPLOAD_MB setting), and of an
 * accepted kind by its content. Errors are field errors under `path`.
 */
export async function readUpload(file: UploadedFile | null | undefined, maxBytes: number, path = "file") {
  if (!file || typeof file.arrayBuffer !== "function") throw ValidationError.field(path, "Choose a file to upload");
  if (file.size > maxBytes) {
    throw ValidationError.field(
      path,
      `This file is ${formatFileSize(file.size)}; files can be up to ${formatFileSize(maxBytes)}.`,
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxBytes) {
    throw ValidationError.field(path, `This file is too large; files can be up to ${formatFileSize(maxBytes)}.`);
  }
  if (bytes.byteLength === 0) throw ValidationError.field(path, emptyFileMessage(file.name));
  const sniffed = sniffFileType(bytes, file.name);
  if (!sniffed.ok) throw ValidationError.field(path, `${sniffed.reason} ${acceptedKinds}`);
  const claimed = claimedKind(file.name);
  const detected = sniffed.type.extension;
  // text named .csv is CSV; otherwise a name must not claim another kind than the content
  if (claimed && claimed !== detected && !(claimed === "csv" && detected === "txt")) {
    throw ValidationError.field(
      path,
      `This file's name says ${claimed.toUpperCase()}, but its content is ${detected.toUpperCase()}. Upload the real file, or rename it.`,
    );
  }
  return { bytes, type: sniffed.type, name: safeFileName(file.name, detected) };
}

export interface NewStoredFile {
  agencyId: string;
  /** From `newStorageKey`; the caller removes the bytes with `discardBytes` if its transaction fails. */
  storageKey: string;
  name: string;
  bytes: Uint8Array;
  type: SniffedType | { mimeType: string };
  policyId?: string | null;
  serviceRequestId?: string | null;
  fileType?: PolicyFileType | null;
  notes?: string | null;
  visible?: boolean;
}

/** A fresh opaque key in the file store: `<agencyId>/<uuid>`. */
export const newStorageKey = (agencyId: string) => `${agencyId}/${randomUUID()}`;

/** Removes bytes whose record was never committed (best effort). */
export async function discardBytes(ctx: Ctx, storageKey: string): Promise<void> {
  await fileStoreOf(ctx)
    .delete(storageKey)
    .catch((error) => ctx.log.warn("Could not remove uncommitted file bytes", { storageKey, error }));
}

/** Puts the bytes in the file store, then records the file through `ctx.db` (the caller's transaction). */
export async function storeFile(ctx: Ctx, input: NewStoredFile): Promise<StoredFile> {
  await fileStoreOf(ctx).put(input.storageKey, input.bytes, { contentType: input.type.mimeType });
  const [row] = await ctx.db
    .insert(storedFiles)
    .values({
      agencyId: input.agencyId,
      policyId: input.policyId ?? null,
      serviceRequestId: input.serviceRequestId ?? null,
      name: input.name,
      type: input.fileType ?? null,
      mimeType: input.type.mimeType,
      sizeBytes: input.bytes.byteLength,
      notes: input.notes ?? null,
      visible: input.visible ?? false,
      storageKey: input.storageKey,
      uploadedById: ctx.actor.type === "AGENCY_USER" ? ctx.actor.agencyUserId : null,
    })
    .returning();
  return row!;
}

/** Runs `work` in a transaction with a fresh storage key; bytes put under it are removed if the work fails. */
export async function withNewStorageKey<T>(
  ctx: AgencyCtx,
  work: (tx: AgencyCtx, storageKey: string) => Promise<T>,
): Promise<T> {
  const storageKey = newStorageKey(ctx.actor.agencyId);
  try {
    return await inTransaction(ctx, (tx) => work(tx, storageKey));
  } catch (error) {
    await discardBytes(ctx, storageKey);
    throw error;
  }
}

/**
 * Upload a policy document (docs/product/documents.md): one file, a type of the ten, notes for the agency
 * only, and `visible` from the type unless given.
 */
export async function uploadPolicyFile(
  ctx: AgencyCtx,
  input: { policyId: string; type: unknown; notes?: unknown; visible?: unknown; file: UploadedFile | null | undefined },
): Promise<StoredFile> {
  const fields = parseInput(uploadPolicyFileInput, {
    policyId: input.policyId,
    type: input.type,
    notes: input.notes ?? undefined,
    visible: input.visible ?? undefined,
  });
  await getBusinessPolicy(ctx, fields.policyId);
  const upload = await readUpload(input.file, ctx.config.maxUploadBytes);
  return withNewStorageKey(ctx, async (tx, storageKey) => {
    await getBusinessPolicy(tx, fields.policyId);
    const file = await storeFile(tx, {
      agencyId: tx.actor.agencyId,
      storageKey,
      policyId: fields.policyId,
      name: upload.name,
      bytes: upload.bytes,
      type: upload.type,
      fileType: fields.type,
      notes: fields.notes,
      visible: resolveVisibility(fields.type, fields.visible),
    });
    await recordAudit(tx, {
      action: "policy_file.uploaded",
      recordType: "stored_file",
      recordId: file.id,
      data: {
        policyId: fields.policyId,
        name: file.name,
        type: file.type,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        visible: file.visible,
      },
    });
    return file;
  });
}
