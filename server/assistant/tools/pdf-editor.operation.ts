import { z } from "zod";
import type { ArtifactFormFields, FilledField, UnfilledField } from "../../../domain/form-fill.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { defineOperation } from "../../lib/operation.ts";
import { storeFile, withNewStorageKey } from "../../modules/files/files-upload.service.ts";
import { fillPdfForm, type PdfFillResult } from "../../modules/forms/pdf-form-fill.ts";
import { inspectPdfForm, type PdfFormField } from "../../modules/forms/pdf-form-inspect.ts";
import { parseInstructions, type Instruction } from "../../modules/forms/pdf-form-match.ts";
import { checkSource, readStoredFile } from "../../modules/forms/pdf-form-sources.ts";
import { saveArtifact } from "../../modules/workspaces/workspace-artifacts.service.ts";
import { earlierFill, pickFiles, workspaceForms, type NamedFile } from "./pdf-editor-files.ts";

/**
 * PDF_EDITOR (docs/product/form-skills-pdf-editor.md): INSPECT_FORM_FIELDS lists an uploaded
 * fillable PDF's fields with the labels printed beside them; FILL_FORM_FIELDS writes the
 * instructions' values into them, keeps the form fillable and saves it as a PDF artifact (a
 * refill of the same file is its next version). A Pro feature (COPILOT_PDF_EDITOR).
 */

const fieldSummary = (field: PdfFormField) => ({
  name: field.name,
  label: field.label,
  type: field.type,
  page: field.page,
  value: field.value,
  ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
  ...(field.onValue ? { onValue: field.onValue } : {}),
  ...(field.options ? { options: field.options.map((o) => field.optionLabels?.[o] ?? o) } : {}),
  ...(field.readOnly ? { readOnly: true } : {}),
});

const quoted = (values: string[]) => values.map((value) => `"${value}"`).join(", ");

async function inspect(ctx: AgencyCtx, files: NamedFile[]) {
  const forms = [];
  for (const file of files) {
    const inspected = await inspectPdfForm(await readStoredFile(ctx, file.id), file.name);
    forms.push({ fileId: file.id, fileName: file.name, pageCount: inspected.pageCount, fields: inspected.fields });
  }
  const result = forms
    .map(
      (form) =>
        `"${form.fileName}" has ${form.fields.length} fillable fields: ${form.fields.map((f) => f.label).join("; ")}.`,
    )
    .join("\n");
  return {
    result,
    fileId: forms[0]?.fileId ?? null,
    version: null,
    forms: forms.map((form) => ({ ...form, fields: form.fields.map(fieldSummary) })),
  };
}

/** The artifact's fields: what was filled with its source, what is still empty with why. */
function formFieldsOf(
  file: NamedFile,
  filled: PdfFillResult,
  sources: Map<Instruction, FilledField["source"]>,
  refusedByField: Map<string, string>,
): ArtifactFormFields {
  const filledFields: FilledField[] = filled.filled.map((entry) => ({
    key: entry.field.name,
    label: entry.field.label,
    // a radio button's printed caption ("No") rather than its export value ("N")
    value: (entry.field.value && entry.field.optionLabels?.[entry.field.value]) ?? entry.field.value ?? entry.value,
    source: sources.get(entry.instruction)!,
  }));
  const done = new Set(filledFields.map((field) => field.key));
  const missing: UnfilledField[] = filled.fields
    .filter((field) => !done.has(field.name) && field.type !== "signature" && !field.readOnly)
    .filter((field) => refusedByField.has(field.name) || (field.type !== "checkbox" && !field.value))
    .map((field) => ({
      key: field.name,
      label: field.label,
      reason: refusedByField.get(field.name) ?? "No value for it in the instructions or the records",
    }));
  return { template: null, sourceFile: { fileId: file.id, fileName: file.name }, filled: filledFields, missing };
}

const filledName = (name: string) => `${name.replace(/\.pdf$/i, "")} (filled).pdf`;

async function fill(
  ctx: AgencyCtx,
  input: { workspaceId: string; stageId: string; text: string },
  file: NamedFile,
  known: Awaited<ReturnType<typeof workspaceForms>>,
) {
  const { instructions, unreadable } = parseInstructions(input.text);
  if (instructions.length === 0)
    throw ValidationError.field(
      "formFillInstructions",
      'Give the values to fill as "Field: value" lines or a JSON object of field names or labels to values.',
    );
  const sources = new Map<Instruction, FilledField["source"]>();
  const sourceRefusals: Array<{ key: string; value: string; reason: string }> = [];
  const accepted: Instruction[] = [];
  for (const instruction of instructions) {
    const checked = await checkSource(ctx, instruction, known.files);
    if ("refused" in checked)
      sourceRefusals.push({ key: instruction.key, value: instruction.value, reason: checked.refused });
    else {
      sources.set(instruction, checked.source);
      accepted.push(instruction);
    }
  }
  const filled = await fillPdfForm(await readStoredFile(ctx, file.id), file.name, accepted);
  const refused = [
    ...sourceRefusals,
    ...filled.refused.map((r) => ({ key: r.key, value: r.value, reason: r.reason, field: r.field?.name })),
  ];
  const refusedByField = new Map(
    filled.refused.flatMap((r) => (r.field ? [[r.field.name, `Refused "${r.value}": ${r.reason}`] as const] : [])),
  );
  const unmatched = [...filled.unmatched.map((i) => i.key), ...unreadable];
  const report = {
    unmatched,
    refused: refused.map(({ key, value, reason }) => ({ key, value, reason })),
  };
  if (filled.filled.length === 0) {
    return {
      result: `Nothing was filled in "${file.name}": ${[
        unmatched.length ? `no field is named ${quoted(unmatched)}` : "",
        ...refused.map((r) => `"${r.key}" refused: ${r.reason}`),
      ]
        .filter(Boolean)
        .join("; ")}.`,
      fileId: null,
      version: null,
      artifactId: null,
      fileName: file.name,
      filled: [],
      missing: [],
      ...report,
    };
  }
  const formFields = formFieldsOf(file, filled, sources, refusedByField);
  const saved = await withNewStorageKey(ctx, async (tx, storageKey) => {
    const stored = await storeFile(tx, {
      agencyId: tx.actor.agencyId,
      storageKey,
      name: filledName(file.name),
      bytes: filled.bytes,
      type: { mimeType: "application/pdf" },
    });
    const { artifacts } = await workspaceForms(tx, input.workspaceId);
    const artifact = await saveArtifact(tx, input.workspaceId, {
      artifactId: earlierFill(artifacts, file.id) ?? undefined,
      stageId: input.stageId,
      type: "PDF_FILE",
      title: stored.name,
      pdfFileId: stored.id,
      formFields,
    });
    return { ...artifact, fileId: stored.id, fileName: stored.name };
  });
  const parts = [
    `Filled ${formFields.filled.length} field${formFields.filled.length === 1 ? "" : "s"} of "${file.name}" into "${saved.fileName}" (version ${saved.version}); the form stays fillable.`,
    formFields.missing.length ? `Left empty: ${formFields.missing.map((m) => m.label).join("; ")}.` : "",
    unmatched.length ? `No field is named ${quoted(unmatched)}.` : "",
    refused.length ? `Refused: ${refused.map((r) => `"${r.key}" (${r.reason})`).join("; ")}.` : "",
  ];
  return {
    result: parts.filter(Boolean).join(" "),
    fileId: saved.fileId,
    version: saved.version,
    artifactId: saved.artifactId,
    fileName: saved.fileName,
    filled: formFields.filled.map((f) => ({ field: f.key, label: f.label, value: f.value, source: f.source })),
    missing: formFields.missing,
    ...report,
  };
}

export const pdfEditorOperation = defineOperation({
  name: "pdfEditor",
  description:
    'Inspects (INSPECT_FORM_FIELDS) or fills (FILL_FORM_FIELDS) the form fields of a fillable PDF in the workspace, named in inputFiles. Inspect first: it lists each field with the label printed beside it, its type, options and length. To fill, give formFillInstructions as "Field label: value" lines or a JSON object of field labels or names to values (a value may carry its source: {"value": …, "source": {"fileName", "page", "quote"}}); fill only values the user gave or a document shows. The form stays fillable; a second fill of the same file is a new version.',
  access: "agency",
  entitlement: "COPILOT_PDF_EDITOR",
  input: z.object({
    operation: z.enum(["FILL_FORM_FIELDS", "INSPECT_FORM_FIELDS"]),
    formFillInstructions: z.string().max(20_000).nullish(),
    inputFiles: z
      .array(z.object({ fileName: z.string().max(500) }))
      .max(20)
      .default([]),
    workspaceId: z.string(),
    stageId: z.string(),
    fileIds: z.array(z.string()).default([]),
  }),
  run: async (ctx, input) => {
    const known = await workspaceForms(ctx, input.workspaceId);
    const files = pickFiles(known.files, input.inputFiles);
    if (input.operation === "INSPECT_FORM_FIELDS") return inspect(ctx, files);
    if (files.length > 1)
      throw ValidationError.field("inputFiles", "Fill one form at a time: name one file in inputFiles.");
    return fill(
      ctx,
      { workspaceId: input.workspaceId, stageId: input.stageId, text: input.formFillInstructions ?? "" },
      files[0]!,
      known,
    );
  },
});
