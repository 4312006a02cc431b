/**
 * What filling a form produces, whichever form it is (docs/product/form-skills.md): every value
 * with where it came from, and every field left empty with why. A value without a source is
 * never written. Kept on the PDF artifact (`cara_artifacts.form_fields`) so the user can read
 * each value's source and correct it field by field.
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

/** A filled PDF artifact's fields: the form, what was filled (with sources) and what was not. */
export interface ArtifactFormFields {
  /** "ACORD 125", or null for an uploaded form (PDF editor). */
  template: string | null;
  /** For an uploaded form (PDF editor): the workspace file it was filled from; a refill of it is the next version. */
  sourceFile?: { fileId: string; fileName: string } | null;
  filled: FilledField[];
  missing: UnfilledField[];
}

/**
 * Whether the user corrects a filled form field by field (the ACORD forms Cara fills from its
 * definitions); a certificate or evidence is issued again instead, and an uploaded form is
 * changed by asking Cara (the PDF editor).
 */
export const correctableFieldByField = (template: string | null): boolean =>
  template !== null && !["ACORD 25", "ACORD 27", "ACORD 28"].includes(template);
