import { and, asc, eq } from "drizzle-orm";
import type { FieldSource, FilledField, UnfilledField } from "../../domain/form-fill.ts";
import { isFormTemplate, type FormTemplate } from "../../domain/preset-options.ts";
import { EDIT_WHILE_WORKING_MESSAGE } from "../../domain/workspace.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { DomainError, ValidationError } from "../lib/errors.ts";
import { readPages } from "../modules/documents/documents.service.ts";
import { storeFile, withNewStorageKey } from "../modules/files/files-upload.service.ts";
import { formDefinitionOf, rerenderForm } from "../modules/forms/form-fill.service.ts";
import { sourceSummary } from "../modules/forms/form-definition.ts";
import { FORM_FILLERS } from "../modules/forms/form-fillers.ts";
import { getAgencyUser } from "../modules/identity/agency.service.ts";
import { saveArtifact } from "../modules/workspaces/workspace-artifacts.service.ts";
import { findArtifactVersion } from "../modules/workspaces/workspace-update.service.ts";
import { getWorkspace, loadWorkspaceDetail } from "../modules/workspaces/workspaces.service.ts";
import { caraArtifacts } from "../modules/workspaces/workspaces.table.ts";

/**
 * The Fill Template skill's glue between the forms module and the workspace
 * (docs/product/form-skills.md): fills the form for the workspace's account, keeps the PDF as a
 * stored file and a PDF_FILE artifact with its fields, and corrects a field as a new version.
 */

export const notFillable = (template: string) =>
  `Cara cannot fill ${template} yet. The forms Cara fills: ${Object.keys(FORM_FILLERS).sort(byNumber).join(", ")}.`;
const byNumber = (a: string, b: string) => Number(a.replace(/\D/g, "")) - Number(b.replace(/\D/g, ""));

export interface SourcedValueInput {
  key: string;
  value: string;
  source: { fileName: string; page: number; quote: string };
}

export interface FillTemplateInput {
  template: FormTemplate;
  workspaceId: string;
  stageId: string;
  fileIds: string[];
  certificateHolder?: string | null;
  additionalInterest?: string | null;
  additionalInsured?: boolean | null;
  waiverOfSubrogation?: boolean | null;
  primaryNonContributory?: boolean | null;
  descriptionOfOperations?: string | null;
  values: SourcedValueInput[];
}

const squash = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/**
 * The model's values that cite a page of a workspace file whose text holds the quote; the
 * others are refused, each with why (listed with the fields not filled).
 */
export async function verifyValues(
  ctx: AgencyCtx,
  files: Array<{ id: string; name: string }>,
  values: SourcedValueInput[],
): Promise<{ accepted: FilledField[]; refused: UnfilledField[] }> {
  const accepted: FilledField[] = [];
  const refused: UnfilledField[] = [];
  for (const given of values) {
    const file =
      files.find((f) => f.name === given.source.fileName) ?? files.find((f) => f.id === given.source.fileName);
    const refuse = (reason: string) => refused.push({ key: given.key, label: given.key, reason });
    if (!file) {
      refuse(
        `"${given.source.fileName}" is not a file of this workspace, so the value "${given.value}" was not written`,
      );
      continue;
    }
    const [page] = await readPages(ctx, { fileId: file.id, fromPage: given.source.page, toPage: given.source.page });
    if (!page) {
      refuse(
        `${file.name} has no page ${given.source.page} that Cara has read, so the value "${given.value}" was not written`,
      );
      continue;
    }
    if (!squash(page.text).includes(squash(given.source.quote))) {
      refuse(`The quote is not on ${file.name} p. ${given.source.page}, so the value "${given.value}" was not written`);
      continue;
    }
    const source: FieldSource = {
      kind: "document",
      fileId: file.id,
      fileName: file.name,
      page: given.source.page,
      quote: given.source.quote,
    };
    accepted.push({ key: given.key, label: given.key, value: given.value, source });
  }
  return { accepted, refused };
}

export async function fillTemplateInWorkspace(ctx: AgencyCtx, input: FillTemplateInput) {
  const workspace = await getWorkspace(ctx, input.workspaceId);
  const filler = FORM_FILLERS[input.template];
  if (!filler) return { success: false as const, template: input.template, message: notFillable(input.template) };
  const { files } = await loadWorkspaceDetail(ctx, workspace.id);
  const fileIds = input.fileIds.length
    ? input.fileIds.filter((id) => files.some((f) => f.id === id))
    : files.map((f) => f.id);
  const { accepted, refused } = await verifyValues(ctx, files, input.values);
  const result = await filler(ctx, {
    template: input.template,
    workspaceId: workspace.id,
    accountId: workspace.accountId,
    fileIds,
    certificateHolder: input.certificateHolder,
    additionalInterest: input.additionalInterest,
    additionalInsured: input.additionalInsured,
    waiverOfSubrogation: input.waiverOfSubrogation,
    primaryNonContributory: input.primaryNonContributory,
    descriptionOfOperations: input.descriptionOfOperations,
    serviceRequestId: workspace.serviceRequestId ?? null,
    values: accepted,
  });
  const missing = [...result.missing, ...refused];
  const saved = await withNewStorageKey(ctx, async (tx, storageKey) => {
    const file = await storeFile(tx, {
      agencyId: tx.actor.agencyId,
      storageKey,
      name: result.fileName,
      bytes: result.pdf,
      type: { mimeType: "application/pdf" },
      visible: false,
    });
    const artifact = await saveArtifact(tx, workspace.id, {
      type: "PDF_FILE",
      stageId: input.stageId,
      title: result.title,
      pdfFileId: file.id,
      formFields: { template: input.template, filled: result.filled, missing },
    });
    return { ...artifact, fileId: file.id };
  });
  return {
    success: true as const,
    ...saved,
    template: input.template,
    title: result.title,
    certificateId: result.certificateId ?? null,
    filled: result.filled.map((f) => ({ key: f.key, label: f.label, value: f.value, source: sourceSummary(f.source) })),
    missing: missing.map((m) => ({ key: m.key, label: m.label, reason: m.reason })),
  };
}

/**
 * A user's correction of one field of a filled form: a new version of the artifact with the
 * value (sourced "Corrected by <name>"; blank empties the field) and the PDF re-filled.
 * Refused while Cara is working on the workspace.
 */
export async function correctFormField(
  ctx: AgencyCtx,
  input: { workspaceId: string; artifactId: string; key: string; value: string },
) {
  const workspace = await getWorkspace(ctx, input.workspaceId);
  if (workspace.state === "WORKING") throw new DomainError("INVALID_STATE", EDIT_WHILE_WORKING_MESSAGE);
  const latest = await findArtifactVersion(ctx, workspace.id, input.artifactId);
  if (!latest) throw new DomainError("NOT_FOUND", "Artifact not found");
  const form = latest.formFields;
  if (latest.type !== "PDF_FILE" || !form?.template || !isFormTemplate(form.template))
    throw new DomainError("INVALID_STATE", "This draft is not a filled form.");
  const definition = formDefinitionOf(form.template);
  if (!definition)
    throw new DomainError("INVALID_STATE", `${form.template} is corrected by issuing it again, not field by field.`);
  const def = definition.fields.find((f) => f.key === input.key);
  if (!def) throw ValidationError.field("key", `${form.template} has no field "${input.key}".`);
  const user = ctx.actor.type === "AGENCY_USER" ? await getAgencyUser(ctx, ctx.actor.agencyUserId) : null;
  const who = `Corrected by ${user?.name ?? "the agency"}`;
  const value = input.value.trim();
  const at = definition.fields.findIndex((f) => f.key === def.key);
  const order = (key: string) => definition.fields.findIndex((f) => f.key === key);
  let filled = form.filled.filter((f) => f.key !== def.key);
  let missing = form.missing.filter((m) => m.key !== def.key);
  if (value) {
    const field: FilledField = { key: def.key, label: def.label, value, source: { kind: "user", label: who } };
    const index = filled.findIndex((f) => order(f.key) > at);
    filled = index < 0 ? [...filled, field] : [...filled.slice(0, index), field, ...filled.slice(index)];
  } else missing = [...missing, { key: def.key, label: def.label, reason: `Emptied (${who.toLowerCase()})` }];
  const rendered = await rerenderForm(ctx, form.template, filled, workspace.accountId);
  if (!rendered) throw new DomainError("INVALID_STATE", `${form.template} cannot be re-filled here.`);
  return withNewStorageKey(ctx, async (tx, storageKey) => {
    const again = await getWorkspace(tx, workspace.id, { forUpdate: true });
    if (again.state === "WORKING") throw new DomainError("INVALID_STATE", EDIT_WHILE_WORKING_MESSAGE);
    const file = await storeFile(tx, {
      agencyId: tx.actor.agencyId,
      storageKey,
      name: rendered.fileName,
      bytes: rendered.pdf,
      type: { mimeType: "application/pdf" },
      visible: false,
    });
    const saved = await saveArtifact(tx, workspace.id, {
      artifactId: latest.artifactId,
      type: "PDF_FILE",
      stageId: latest.stageId ?? undefined,
      title: latest.title || rendered.title,
      pdfFileId: file.id,
      formFields: { template: form.template, filled, missing },
    });
    const versions = await tx.db
      .select({ version: caraArtifacts.version })
      .from(caraArtifacts)
      .where(and(eq(caraArtifacts.workspaceId, workspace.id), eq(caraArtifacts.artifactId, latest.artifactId)))
      .orderBy(asc(caraArtifacts.version));
    const row = (await findArtifactVersion(tx, workspace.id, latest.artifactId, saved.version))!;
    return { row, versions: versions.map((v) => v.version) };
  });
}
