import type { FormTemplate } from "../../../domain/preset-options.ts";
import type { AgencyCtx } from "../../lib/context.ts";

/**
 * What filling a form produces, whichever form it is (docs/product/form-skills.md): the PDF,
 * every value with where it came from, and every field left empty with why. A value without
 * a source is never written.
 */
export type FieldSource =
  /** A field of one of the agency's records (the account, a policy, the agency, the request). */
  | { kind: "record"; record: string; id: string; field: string; label: string }
  /** A passage of a workspace document. */
  | { kind: "document"; fileId: string; fileName: string; page: number; quote: string }
  /** What the user typed: in the conversation, the preset form, or a correction of the filled form. */
  | { kind: "user"; label: string };

export interface FilledField {
  /** The form's field (the ACORD field name when the form has one, else our key). */
  key: string;
  label: string;
  value: string;
  source: FieldSource;
}

export interface UnfilledField {
  key: string;
  label: string;
  /** Why it is empty, in the user's words ("No FEIN on the account or in the documents"). */
  reason: string;
}

export interface FormFillRequest {
  template: FormTemplate;
  workspaceId: string;
  /** The workspace's account (the client), or null. */
  accountId: string | null;
  /** The workspace files that were read (their pages are searchable). */
  fileIds: string[];
  /** ACORD 24/25: the holder as the user named it (name and address lines). */
  certificateHolder?: string | null;
  /** ACORD 27/28: the additional interest as the user named it. */
  additionalInterest?: string | null;
  /** Values the model found itself, each with its source (a model never writes an unsourced value). */
  values?: FilledField[];
}

export interface FormFillResult {
  template: FormTemplate;
  /** The PDF's title ("ACORD 125 — Commercial Insurance Application — Harbor Bakery"). */
  title: string;
  fileName: string;
  pdf: Uint8Array;
  filled: FilledField[];
  missing: UnfilledField[];
  /** Set when the fill issued a certificate (ACORD 25 through the certificates module). */
  certificateId?: string | null;
}

export type FormFiller = (ctx: AgencyCtx, request: FormFillRequest) => Promise<FormFillResult>;
