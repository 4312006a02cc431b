import type { FormTemplate } from "../../../domain/preset-options.ts";
import type { FilledField, UnfilledField } from "../../../domain/form-fill.ts";
import type { AgencyCtx } from "../../lib/context.ts";

export type { FieldSource, FilledField, UnfilledField } from "../../../domain/form-fill.ts";

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
  /** ACORD 25: the holder is an additional insured / has a waiver of subrogation / primary and non-contributory. */
  additionalInsured?: boolean | null;
  waiverOfSubrogation?: boolean | null;
  primaryNonContributory?: boolean | null;
  /** ACORD 25: the description of operations / locations / vehicles the holder asked for. */
  descriptionOfOperations?: string | null;
  /** The service request the form answers (its data: holder, additional insured, relationship). */
  serviceRequestId?: string | null;
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
