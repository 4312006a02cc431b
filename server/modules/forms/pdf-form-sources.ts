import type { Address } from "../../../domain/account.ts";
import type { FieldSource } from "../../../domain/form-fill.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import { readAll, fileStoreOf } from "../files/file-store.ts";
import { getFile } from "../files/files.service.ts";
import { normalise, type Instruction } from "./pdf-form-match.ts";

/**
 * Where a filled value came from (docs/product/form-skills-pdf-editor.md "Sources"): what the
 * user wrote in the conversation, or a record field or a document passage the caller names —
 * checked here: a record's value must be the record's current value, a passage must contain
 * the value. A source that does not hold is a refusal, never written.
 */

export const CONVERSATION_SOURCE: FieldSource = { kind: "user", label: "Instructions in the conversation" };

/** The account fields a fill may name, with the words a person reads in the source. */
const ACCOUNT_FIELDS: Record<string, { label: string; read: (a: AccountRecord) => string | null | undefined }> = {
  name: { label: "name", read: (a) => a.name },
  dba: { label: "DBA", read: (a) => a.dba },
  email: { label: "email", read: (a) => a.email },
  phone: { label: "phone", read: (a) => a.phone },
  website: { label: "website", read: (a) => a.website },
  "mailingAddress.line1": { label: "mailing address, street", read: (a) => a.mailingAddress?.line1 },
  "mailingAddress.line2": { label: "mailing address, line 2", read: (a) => a.mailingAddress?.line2 },
  "mailingAddress.city": { label: "mailing address, city", read: (a) => a.mailingAddress?.city },
  "mailingAddress.zone": { label: "mailing address, state", read: (a) => a.mailingAddress?.zone },
  "mailingAddress.postalCode": { label: "mailing address, ZIP", read: (a) => a.mailingAddress?.postalCode },
  "mailingAddress.street": {
    label: "mailing address, street",
    read: (a) => [a.mailingAddress?.line1, a.mailingAddress?.line2].filter(Boolean).join(", ") || null,
  },
};

interface AccountRecord {
  id: string;
  name: string;
  dba: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  mailingAddress: Address | null;
}

export type SourceCheck = { source: FieldSource } | { refused: string };

/**
 * The source of each instruction's value: the conversation when none is named; a named one
 * checked. `workspaceFiles` are the files a document source may cite.
 */
export async function checkSource(
  ctx: AgencyCtx,
  instruction: Instruction,
  workspaceFiles: Array<{ id: string; name: string }>,
): Promise<SourceCheck> {
  const source = instruction.source;
  if (!source) return { source: CONVERSATION_SOURCE };
  if ("record" in source) {
    const spec = ACCOUNT_FIELDS[source.field];
    if (!spec) return { refused: `the account has no field "${source.field}"` };
    let account: AccountRecord;
    try {
      account = await getAccount(ctx, source.id);
    } catch (error) {
      if (error instanceof DomainError) return { refused: "the account it cites was not found" };
      throw error;
    }
    const recorded = spec.read(account) ?? "";
    if (!recorded || normalise(recorded) !== normalise(instruction.value))
      return {
        refused: `the account's ${spec.label} is ${recorded ? `"${recorded}"` : "empty"}, not "${instruction.value}"`,
      };
    return {
      source: {
        kind: "record",
        record: "account",
        id: account.id,
        field: source.field,
        label: `${account.name}: ${spec.label}`,
      },
    };
  }
  const file = workspaceFiles.find((candidate) => candidate.name === source.fileName);
  if (!file) return { refused: `the file it cites, "${source.fileName}", is not in this workspace` };
  if (!normalise(source.quote).includes(normalise(instruction.value)))
    return { refused: `the quoted passage of "${source.fileName}" does not contain "${instruction.value}"` };
  return { source: { kind: "document", fileId: file.id, fileName: file.name, page: source.page, quote: source.quote } };
}

/** A stored file's bytes (the acting agency's only). */
export async function readStoredFile(ctx: AgencyCtx, fileId: string): Promise<Uint8Array> {
  const file = await getFile(ctx, fileId);
  const stream = await fileStoreOf(ctx).get(file.storageKey);
  if (!stream) throw new DomainError("NOT_FOUND", "File not found");
  return new Uint8Array(await readAll(stream));
}
