import {
  ARTIFACT_TYPES,
  EVENT_STATES,
  EVENT_TYPES,
  MESSAGE_ROLES,
  STAGE_STATES,
  STAGE_TYPES,
  WORKSPACE_DATE_RANGES,
  WORKSPACE_SCHEMA_VERSIONS,
  WORKSPACE_SORTS,
  WORKSPACE_STATES,
  type AttachmentProgress,
  type Citation,
} from "../../../domain/workspace.ts";
import { builder } from "../../graphql/builder.ts";
import { fileUrl } from "../files/files.service.ts";
import type { ArtifactVersion, PlanStage, StageEvent, WorkspaceFile, WorkspaceMessage } from "./workspaces.service.ts";

/** The workspace's parts as GraphQL types (the workspace itself is in `workspaces.graphql.ts`). */

export const CaraWorkspaceStateEnum = builder.enumType("CaraWorkspaceState", { values: WORKSPACE_STATES });
export const CaraSchemaVersionEnum = builder.enumType("CaraWorkspaceSchemaVersion", {
  values: WORKSPACE_SCHEMA_VERSIONS,
});
export const CaraMessageRoleEnum = builder.enumType("CaraMessageRole", { values: MESSAGE_ROLES });
export const CaraPlanStageTypeEnum = builder.enumType("CaraPlanStageType", { values: STAGE_TYPES });
export const CaraPlanStageStateEnum = builder.enumType("CaraPlanStageState", { values: STAGE_STATES });
export const CaraEventTypeEnum = builder.enumType("CaraEventType", { values: EVENT_TYPES });
export const CaraEventStateEnum = builder.enumType("CaraEventState", { values: EVENT_STATES });
export const CaraArtifactTypeEnum = builder.enumType("CaraArtifactType", { values: ARTIFACT_TYPES });
export const CaraDateRangeEnum = builder.enumType("CaraDateRange", { values: WORKSPACE_DATE_RANGES });
export const CaraWorkspaceSortEnum = builder.enumType("CaraWorkspaceSort", { values: WORKSPACE_SORTS });

export const CaraFileRef = builder.objectRef<WorkspaceFile>("CaraFile").implement({
  description: "A file of a workspace (uploaded to it or picked from the agency's files).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    url: t.string({ description: "Download address (signed-in agency users only).", resolve: (f) => fileUrl(f.id) }),
    mimeType: t.exposeString("mimeType"),
  }),
});

export const CitationRef = builder.objectRef<Citation>("Citation").implement({
  description: "The passage a statement relies on: the file, its page (1-based) and the exact quote.",
  fields: (t) => ({
    fileId: t.exposeID("fileId"),
    fileName: t.exposeString("fileName"),
    page: t.exposeInt("page"),
    quote: t.exposeString("quote"),
  }),
});

export type MessageWithFiles = WorkspaceMessage & { files: WorkspaceFile[] };

export const CaraMessageRef = builder.objectRef<MessageWithFiles>("CaraMessage").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    role: t.field({ type: CaraMessageRoleEnum, resolve: (m) => m.role }),
    content: t.exposeString("content", { description: "Cara's text as written so far while `complete` is false." }),
    timestamp: t.field({ type: "DateTime", resolve: (m) => m.createdAt }),
    complete: t.exposeBoolean("complete"),
    files: t.field({ type: [CaraFileRef], resolve: (m) => m.files }),
    citations: t.field({
      type: [CitationRef],
      description: "Where an AGENT message's statements come from; [1], [2] in the text refer to them in order.",
      resolve: (m) => m.citations,
    }),
  }),
});

const CaraToolCallRef = builder.objectRef<StageEvent>("CaraToolCall").implement({
  fields: (t) => ({
    type: t.string({ description: "The tool (SEARCH_FILE, DRAFT_EMAIL, ...).", resolve: (e) => e.toolType ?? "" }),
    input: t.field({ type: "JSON", resolve: (e) => e.toolInput ?? {} }),
    output: t.field({ type: "JSON", nullable: true, resolve: (e) => e.toolOutput ?? null }),
  }),
});

const CaraPlanStageEventRef = builder.objectRef<StageEvent>("CaraPlanStageEvent").implement({
  description: "A thought or a tool call, kept as the record of what Cara did and why.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.field({ type: CaraEventTypeEnum, resolve: (e) => e.type }),
    state: t.field({ type: CaraEventStateEnum, resolve: (e) => e.state }),
    title: t.exposeString("title"),
    content: t.exposeString("content", { nullable: true }),
    startedAt: t.expose("startedAt", { type: "DateTime", nullable: true }),
    endedAt: t.expose("endedAt", { type: "DateTime", nullable: true }),
    error: t.exposeString("error", { nullable: true }),
    toolCall: t.field({ type: CaraToolCallRef, nullable: true, resolve: (e) => (e.toolType ? e : null) }),
  }),
});

const CaraAttachmentProgressRef = builder.objectRef<AttachmentProgress>("CaraAttachmentProgress").implement({
  fields: (t) => ({
    fileName: t.exposeString("fileName"),
    progress: t.exposeFloat("progress", { description: "0 to 1." }),
    error: t.string({ nullable: true, resolve: (p) => p.error ?? null }),
  }),
});

const CaraProcessAttachmentsDetailsRef = builder
  .objectRef<AttachmentProgress[]>("CaraProcessAttachmentsDetails")
  .implement({ fields: (t) => ({ progress: t.field({ type: [CaraAttachmentProgressRef], resolve: (p) => p }) }) });

export const CaraPlanStageRef = builder.objectRef<PlanStage & { events: StageEvent[] }>("CaraPlanStage").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.field({ type: CaraPlanStageTypeEnum, resolve: (s) => s.type }),
    state: t.field({ type: CaraPlanStageStateEnum, resolve: (s) => s.state }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    events: t.field({
      type: [CaraPlanStageEventRef],
      description: "In the order they happened.",
      resolve: (s) => s.events,
    }),
    processAttachmentsDetails: t.field({
      type: CaraProcessAttachmentsDetailsRef,
      nullable: true,
      resolve: (s) => (s.type === "PROCESS_ATTACHMENTS" ? s.progress : null),
    }),
  }),
});

export interface ArtifactView {
  row: ArtifactVersion;
  versions: number[];
}

const CaraArtifactDocumentRef = builder.objectRef<ArtifactVersion>("CaraArtifactDocument").implement({
  fields: (t) => ({ title: t.exposeString("title"), content: t.exposeString("content", { description: "HTML." }) }),
});
const CaraEmailAttachmentRef = builder.objectRef<{ fileId: string; name: string }>("CaraEmailAttachment").implement({
  description: "A file sent with an email draft (a certificate, a filled form).",
  fields: (t) => ({
    fileId: t.id({ resolve: (a) => a.fileId }),
    name: t.exposeString("name"),
    url: t.string({
      description: "The file's address (opens in the browser).",
      resolve: (a) => fileUrl(a.fileId, { inline: true }),
    }),
  }),
});
const CaraEmailDraftRef = builder.objectRef<ArtifactVersion>("CaraEmailDraft").implement({
  fields: (t) => ({
    subject: t.string({ resolve: (a) => a.emailSubject ?? "" }),
    toEmail: t.string({ nullable: true, resolve: (a) => a.emailTo }),
    body: t.string({ resolve: (a) => a.emailBody ?? "" }),
    attachments: t.field({
      type: [CaraEmailAttachmentRef],
      description: "The files the user sends with the email.",
      resolve: (a) => a.attachments ?? [],
    }),
  }),
});
const CaraArtifactPdfRef = builder.objectRef<ArtifactVersion>("CaraArtifactPdf").implement({
  fields: (t) => ({
    title: t.exposeString("title"),
    externalUrl: t.string({
      description: "The PDF's address (/agency/template/...).",
      resolve: (a) => `/agency/template/${a.workspaceId}/${a.artifactId}`,
    }),
  }),
});

type FormFields = NonNullable<ArtifactVersion["formFields"]>;
type Filled = FormFields["filled"][number];
const CaraFieldSourceRef = builder.objectRef<Filled["source"]>("CaraFieldSource").implement({
  description: "Where a filled value came from: a record, a document page (with the quoted passage) or the user.",
  fields: (t) => ({
    kind: t.string({ description: "record, document or user.", resolve: (s) => s.kind }),
    label: t.string({
      description: "The record and field, the file and page, or who typed it.",
      resolve: (s) => (s.kind === "document" ? `${s.fileName} p. ${s.page}` : s.label),
    }),
    record: t.string({ nullable: true, resolve: (s) => (s.kind === "record" ? s.record : null) }),
    recordId: t.string({ nullable: true, resolve: (s) => (s.kind === "record" ? s.id : null) }),
    fileId: t.string({ nullable: true, resolve: (s) => (s.kind === "document" ? s.fileId : null) }),
    fileName: t.string({ nullable: true, resolve: (s) => (s.kind === "document" ? s.fileName : null) }),
    page: t.int({ nullable: true, resolve: (s) => (s.kind === "document" ? s.page : null) }),
    quote: t.string({ nullable: true, resolve: (s) => (s.kind === "document" ? s.quote : null) }),
  }),
});
const CaraFilledFieldRef = builder.objectRef<Filled>("CaraFilledField").implement({
  fields: (t) => ({
    key: t.exposeString("key"),
    label: t.exposeString("label"),
    value: t.exposeString("value"),
    source: t.field({ type: CaraFieldSourceRef, resolve: (f) => f.source }),
  }),
});
const CaraUnfilledFieldRef = builder.objectRef<FormFields["missing"][number]>("CaraUnfilledField").implement({
  fields: (t) => ({ key: t.exposeString("key"), label: t.exposeString("label"), reason: t.exposeString("reason") }),
});
const CaraFormFieldsRef = builder.objectRef<FormFields>("CaraFormFields").implement({
  description: "A filled form's fields: each value with its source, and the fields left empty with why.",
  fields: (t) => ({
    template: t.string({ nullable: true, resolve: (f) => f.template }),
    filled: t.field({ type: [CaraFilledFieldRef], resolve: (f) => f.filled }),
    missing: t.field({ type: [CaraUnfilledFieldRef], resolve: (f) => f.missing }),
  }),
});

export const CaraArtifactRef = builder.objectRef<ArtifactView>("CaraArtifact").implement({
  description: "One version of a draft (email, HTML document, PDF); an edit makes the next version.",
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.row.artifactId }),
    stageId: t.id({ nullable: true, resolve: (a) => a.row.stageId }),
    type: t.field({ type: CaraArtifactTypeEnum, resolve: (a) => a.row.type }),
    version: t.int({ resolve: (a) => a.row.version }),
    versions: t.intList({ description: "Every version, oldest first.", resolve: (a) => a.versions }),
    complete: t.boolean({ description: "False while Cara drafts it.", resolve: (a) => a.row.complete }),
    createdAt: t.field({ type: "DateTime", resolve: (a) => a.row.createdAt }),
    document: t.field({
      type: CaraArtifactDocumentRef,
      nullable: true,
      resolve: (a) => (a.row.type === "EMAIL" || a.row.type === "PDF_FILE" ? null : a.row),
    }),
    email: t.field({
      type: CaraEmailDraftRef,
      nullable: true,
      resolve: (a) => (a.row.type === "EMAIL" ? a.row : null),
    }),
    pdf: t.field({
      type: CaraArtifactPdfRef,
      nullable: true,
      resolve: (a) => (a.row.type === "PDF_FILE" ? a.row : null),
    }),
    formFields: t.field({
      type: CaraFormFieldsRef,
      nullable: true,
      description: "A filled form (PDF): its fields with their sources; null for other drafts.",
      resolve: (a) => (a.row.type === "PDF_FILE" ? (a.row.formFields ?? null) : null),
    }),
  }),
});

/** Artifact views from every version: the latest of each (or `version` of `id`). */
export function artifactViews(rows: ArtifactVersion[]): Map<string, ArtifactVersion[]> {
  const byId = new Map<string, ArtifactVersion[]>();
  for (const row of rows) byId.set(row.artifactId, [...(byId.get(row.artifactId) ?? []), row]);
  return byId;
}
