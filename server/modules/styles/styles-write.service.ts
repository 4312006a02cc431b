import { and, eq } from "drizzle-orm";
import { z } from "zod";
import {
  baseStyleInput,
  DEFAULT_STYLE_ID,
  styleDescriptionInput,
  styleTitleInput,
  type BuiltinStyleId,
} from "../../../domain/document-styles.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { fieldErrorsOfIssues, ValidationError, type FieldError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { requireWithinLimit } from "../billing/entitlements.service.ts";
import { discardBytes, newStorageKey, storeFile } from "../files/files-upload.service.ts";
import type { UploadedFile } from "../files/files.service.ts";
import { inTransaction } from "../../lib/context.ts";
import { checkKeptPage, checkPageUpload, type PageSlot } from "./style-pages.ts";
import { getStyle, styleCount, type DocumentStyleView } from "./styles-read.service.ts";
import { htmlDocumentTemplates } from "./styles.table.ts";

/**
 * Creating and changing the agency's document styles (docs/product/document-styles.md, ADR 047).
 * Every field is checked and every refusal comes back together, under its field. A page is kept
 * by its file id (`prefixFileId`, `suffixFileId`), replaced by an upload (`uploadPrefixFile`,
 * `uploadSuffixFile`), and removed by sending neither.
 */

export interface StyleInput {
  title?: unknown;
  description?: unknown;
  /** Omitted: the default (create) or unchanged (update); null, "" or "none": no base style. */
  baseStyleId?: unknown;
  prefixFileId?: string | null;
  suffixFileId?: string | null;
  uploadPrefixFile?: UploadedFile | null;
  uploadSuffixFile?: UploadedFile | null;
}

const fieldsSchema = z.object({
  title: styleTitleInput,
  description: styleDescriptionInput.nullish().transform((value) => value ?? ""),
  baseStyleId: baseStyleInput.optional(),
});

type PageChoice =
  | { kind: "none" }
  | { kind: "keep"; fileId: string }
  | { kind: "upload"; bytes: Uint8Array; name: string; mimeType: string };

const present = (file: UploadedFile | null | undefined): file is UploadedFile =>
  Boolean(file) && !(file!.size === 0 && !file!.name);

/** What becomes of one page slot, checked (field errors collected into `errors`). */
async function pageChoice(
  ctx: AgencyCtx,
  slot: PageSlot,
  keepId: string | null | undefined,
  upload: UploadedFile | null | undefined,
  errors: FieldError[],
): Promise<PageChoice> {
  const uploadPath = slot === "prefix" ? "uploadPrefixFile" : "uploadSuffixFile";
  const keepPath = slot === "prefix" ? "prefixFileId" : "suffixFileId";
  try {
    if (present(upload)) {
      const checked = await checkPageUpload(ctx, upload, slot, uploadPath);
      return { kind: "upload", bytes: checked.bytes, name: checked.name, mimeType: checked.type.mimeType };
    }
    if (keepId) return { kind: "keep", fileId: (await checkKeptPage(ctx, keepId, slot, keepPath)).id };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors.push(...error.fieldErrors);
  }
  return { kind: "none" };
}

interface CheckedStyle {
  title: string;
  description: string;
  baseStyleId?: BuiltinStyleId | null;
  prefix: PageChoice;
  suffix: PageChoice;
}

async function checkInput(ctx: AgencyCtx, input: StyleInput): Promise<CheckedStyle> {
  const errors: FieldError[] = [];
  const parsed = fieldsSchema.safeParse({
    title: input.title,
    description: input.description,
    baseStyleId: input.baseStyleId,
  });
  if (!parsed.success) errors.push(...fieldErrorsOfIssues(parsed.error.issues));
  const prefix = await pageChoice(ctx, "prefix", input.prefixFileId, input.uploadPrefixFile, errors);
  const suffix = await pageChoice(ctx, "suffix", input.suffixFileId, input.uploadSuffixFile, errors);
  if (errors.length > 0 || !parsed.success) throw new ValidationError(errors);
  return { ...parsed.data, prefix, suffix };
}

/** Stores an uploaded page (in the caller's transaction) and answers the file id to keep. */
async function pageFileId(tx: AgencyCtx, choice: PageChoice, storageKey: string): Promise<string | null> {
  if (choice.kind === "none") return null;
  if (choice.kind === "keep") return choice.fileId;
  const file = await storeFile(tx, {
    agencyId: tx.actor.agencyId,
    storageKey,
    name: choice.name,
    bytes: choice.bytes,
    type: { mimeType: choice.mimeType },
  });
  return file.id;
}

/** Runs the write with fresh storage keys for the two pages; bytes put under them are removed if it fails. */
async function withPageKeys<T>(ctx: AgencyCtx, work: (tx: AgencyCtx, keys: [string, string]) => Promise<T>) {
  const keys: [string, string] = [newStorageKey(ctx.actor.agencyId), newStorageKey(ctx.actor.agencyId)];
  try {
    return await inTransaction(ctx, (tx) => work(tx, keys));
  } catch (error) {
    for (const key of keys) await discardBytes(ctx, key);
    throw error;
  }
}

/** A new style (base style Classic Professional unless another or none is chosen); within the plan's limit. */
export async function createStyle(ctx: AgencyCtx, input: StyleInput): Promise<DocumentStyleView> {
  const checked = await checkInput(ctx, input);
  const id = await withPageKeys(ctx, async (tx, [prefixKey, suffixKey]) => {
    await requireWithinLimit(tx, "documentStyles", await styleCount(tx), { forUpdate: true });
    const [row] = await tx.db
      .insert(htmlDocumentTemplates)
      .values({
        agencyId: tx.actor.agencyId,
        title: checked.title,
        description: checked.description,
        baseStyleId: checked.baseStyleId === undefined ? DEFAULT_STYLE_ID : checked.baseStyleId,
        prefixFileId: await pageFileId(tx, checked.prefix, prefixKey),
        suffixFileId: await pageFileId(tx, checked.suffix, suffixKey),
        createdByUserId: tx.actor.type === "AGENCY_USER" ? tx.actor.agencyUserId : null,
        createdAt: tx.now(),
        updatedAt: tx.now(),
      })
      .returning();
    await recordAudit(tx, {
      action: "document_style.created",
      recordType: "html_document_template",
      recordId: row!.id,
      data: { title: row!.title, baseStyleId: row!.baseStyleId },
    });
    return row!.id;
  });
  return getStyle(ctx, id);
}

/** Changes a style of the agency (NOT_FOUND for another agency's): the whole form, as sent. */
export async function updateStyle(ctx: AgencyCtx, id: string, input: StyleInput): Promise<DocumentStyleView> {
  const current = await getStyle(ctx, id);
  const checked = await checkInput(ctx, input);
  await withPageKeys(ctx, async (tx, [prefixKey, suffixKey]) => {
    await tx.db
      .update(htmlDocumentTemplates)
      .set({
        title: checked.title,
        description: checked.description,
        baseStyleId: checked.baseStyleId === undefined ? current.baseStyleId : checked.baseStyleId,
        prefixFileId: await pageFileId(tx, checked.prefix, prefixKey),
        suffixFileId: await pageFileId(tx, checked.suffix, suffixKey),
        updatedAt: tx.now(),
      })
      .where(and(eq(htmlDocumentTemplates.id, current.id), eq(htmlDocumentTemplates.agencyId, tx.actor.agencyId)));
    await recordAudit(tx, {
      action: "document_style.updated",
      recordType: "html_document_template",
      recordId: current.id,
      data: { title: checked.title },
    });
  });
  return getStyle(ctx, id);
}
