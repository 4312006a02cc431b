import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  ArtifactType,
  AttachmentProgress,
  Citation,
  EventState,
  EventType,
  MessageRole,
  Preset,
  RunStatus,
  StageState,
  StageType,
  ToolName,
  WorkspaceSchemaVersion,
  WorkspaceState,
} from "../../../domain/workspace.ts";
import type { ArtifactFormFields } from "../../../domain/form-fill.ts";
import type { PresetOptions } from "../../../domain/preset-options.ts";
import { id, timestamps, timestamptz } from "../../db/columns.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { storedFiles } from "../files/files.table.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";
import { customPresets } from "../presets/presets.table.ts";
import { serviceRequests } from "../servicing/servicing.table.ts";

/** A copilot workspace: one conversation with Cara, its files, plan and artifacts (docs/product/workspaces.md). */
export const caraWorkspaces = pgTable(
  "cara_workspaces",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    title: text().notNull(),
    state: text().$type<WorkspaceState>().notNull().default("CREATED"),
    schemaVersion: text().$type<WorkspaceSchemaVersion>().notNull().default("V1"),
    preset: text().$type<Preset>(),
    /** The preset form's choices (domain/preset-options.ts): the form, holder, lines, classification system. */
    presetOptions: jsonb().$type<PresetOptions>(),
    /** The custom preset it was made from (ADR 046): its base prompt, inherited skill and reference files guide each run. */
    customPresetId: uuid().references(() => customPresets.id, { onDelete: "set null" }),
    /** The owner: the user who created it, or null when an integration did (`integrationType`). */
    agencyUserId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    integrationType: text(),
    clientName: text(),
    keywords: text().array().notNull().default([]),
    serviceRequestId: uuid().references(() => serviceRequests.id, { onDelete: "set null" }),
    accountId: uuid().references(() => accounts.id, { onDelete: "set null" }),
    archivedAt: timestamptz(),
    /** Lower-cased title, client name, keywords, owner's name and integration type: what the list search matches. */
    searchText: text().notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    index("cara_workspaces_list_idx")
      .on(t.agencyId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null`),
    index("cara_workspaces_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("cara_workspaces_request_idx")
      .on(t.serviceRequestId)
      .where(sql`${t.serviceRequestId} is not null`),
    check("cara_workspaces_state_check", sql`${t.state} in ('CREATED', 'IDLE', 'WAITING_FOR_INPUT', 'WORKING')`),
  ],
);

/** A file of a workspace (a stored file: uploaded to it, or picked from the agency's files). */
export const caraWorkspaceFiles = pgTable(
  "cara_workspace_files",
  {
    workspaceId: uuid()
      .notNull()
      .references(() => caraWorkspaces.id, { onDelete: "cascade" }),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    /** The preset's role tag (`[Policy]`), when the name carried one. */
    roleTag: text(),
    /** The USER message it came with. */
    messageId: uuid(),
    createdAt: timestamptz().notNull().defaultNow(),
    /**
     * The order files were attached in, where their times tie: the embedded engine's clock
     * counts milliseconds, and a preset's files are attached faster than that.
     */
    attachedOrder: bigint({ mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.fileId] }), index("cara_workspace_files_file_idx").on(t.fileId)],
);

/** A message of the conversation; an AGENT message is written live by its run (one per run). */
export const caraMessages = pgTable(
  "cara_messages",
  {
    id: id(),
    workspaceId: uuid()
      .notNull()
      .references(() => caraWorkspaces.id, { onDelete: "cascade" }),
    role: text().$type<MessageRole>().notNull(),
    content: text().notNull().default(""),
    citations: jsonb().$type<Citation[]>().notNull().default([]),
    complete: boolean().notNull().default(true),
    /** The run that wrote an AGENT message: unique, so a retried run reuses its message. */
    runId: uuid(),
    createdAt: timestamptz().notNull().defaultNow(),
    /** The order rows were written in, where their times tie (ADR 051: the embedded engine's clock counts milliseconds). */
    writtenOrder: bigint({ mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index("cara_messages_workspace_idx").on(t.workspaceId, t.createdAt),
    uniqueIndex("cara_messages_run_idx")
      .on(t.runId)
      .where(sql`${t.runId} is not null`),
  ],
);

/** One run of Cara on a workspace (a job): claimed, retried after a crash, finished. */
export const caraRuns = pgTable(
  "cara_runs",
  {
    id: id(),
    workspaceId: uuid()
      .notNull()
      .references(() => caraWorkspaces.id, { onDelete: "cascade" }),
    triggerMessageId: uuid().references(() => caraMessages.id, { onDelete: "set null" }),
    status: text().$type<RunStatus>().notNull().default("QUEUED"),
    attempts: integer().notNull().default(0),
    startedAt: timestamptz(),
    /** Written every ~15 s while a process works the run; a RUNNING run whose beat stopped is swept (ADR 059). */
    heartbeatAt: timestamptz(),
    endedAt: timestamptz(),
    error: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("cara_runs_workspace_idx").on(t.workspaceId, t.createdAt),
    index("cara_runs_active_idx")
      .on(t.status)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
  ],
);

/** A stage of Cara's plan (processing attachments, a task). */
export const caraPlanStages = pgTable(
  "cara_plan_stages",
  {
    id: id(),
    workspaceId: uuid()
      .notNull()
      .references(() => caraWorkspaces.id, { onDelete: "cascade" }),
    runId: uuid(),
    type: text().$type<StageType>().notNull(),
    state: text().$type<StageState>().notNull().default("REGISTERED"),
    progress: jsonb().$type<AttachmentProgress[]>().notNull().default([]),
    createdAt: timestamptz().notNull().defaultNow(),
    /** The order rows were written in, where their times tie (ADR 051: the embedded engine's clock counts milliseconds). */
    writtenOrder: bigint({ mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index("cara_plan_stages_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/**
 * A thought or tool call of a stage, with the tool's input and output: the record of what Cara
 * did and why (an agency's E&O file). Never deleted while the workspace exists.
 */
export const caraStageEvents = pgTable(
  "cara_stage_events",
  {
    id: id(),
    stageId: uuid()
      .notNull()
      .references(() => caraPlanStages.id, { onDelete: "cascade" }),
    /** Order within the stage (bigserial-like: the insertion sequence). */
    seq: integer().notNull(),
    type: text().$type<EventType>().notNull(),
    state: text().$type<EventState>().notNull(),
    title: text().notNull(),
    content: text(),
    toolType: text().$type<ToolName>(),
    toolInput: jsonb(),
    toolOutput: jsonb(),
    error: text(),
    startedAt: timestamptz(),
    endedAt: timestamptz(),
  },
  (t) => [uniqueIndex("cara_stage_events_stage_idx").on(t.stageId, t.seq)],
);

/** An artifact version: drafts are versioned by (workspace, artifact, version); an edit adds a version. */
export const caraArtifacts = pgTable(
  "cara_artifacts",
  {
    workspaceId: uuid()
      .notNull()
      .references(() => caraWorkspaces.id, { onDelete: "cascade" }),
    artifactId: uuid().notNull(),
    version: integer().notNull(),
    type: text().$type<ArtifactType>().notNull(),
    stageId: uuid(),
    title: text().notNull().default(""),
    content: text().notNull().default(""),
    emailSubject: text(),
    emailTo: text(),
    emailBody: text(),
    pdfFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    /** A filled form (PDF_FILE): each value with its source, and the fields left empty with why. */
    formFields: jsonb().$type<ArtifactFormFields>(),
    /** An email draft's attachments (the user sends them with the email). */
    attachments: jsonb().$type<Array<{ fileId: string; name: string }>>().notNull().default([]),
    complete: boolean().notNull().default(true),
    /** Who made the version: `CARA` or `AGENCY_USER:<id>`. */
    createdBy: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    /** The order rows were written in, where their times tie (ADR 051: the embedded engine's clock counts milliseconds). */
    writtenOrder: bigint({ mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.artifactId, t.version] })],
);
