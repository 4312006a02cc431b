/**
 * The workspace as the page shows it: the shapes of the CaraWorkspace GraphQL type
 * (docs/product/workspace.md). The loader's typed result is assignable to these.
 */
export type WorkspaceState = "CREATED" | "IDLE" | "WAITING_FOR_INPUT" | "WORKING";
export type StageState = "REGISTERED" | "IN_PROGRESS" | "COMPLETED" | "ERROR";
export type EventState = "PLANNED" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
export type ArtifactType = "DOCUMENT" | "DOCUMENT_HTML" | "EMAIL" | "HTML_DOCUMENT" | "PDF_FILE";

export interface WsFile {
  id: string;
  name: string;
  url: string;
  mimeType: string;
}

export interface WsCitation {
  fileId: string;
  fileName: string;
  page: number;
  quote: string;
}

export interface WsMessage {
  id: string;
  role: "AGENT" | "USER";
  content: string;
  timestamp: string;
  complete: boolean;
  files: readonly WsFile[];
  citations: readonly WsCitation[];
}

export interface WsToolCall {
  type: string;
  input: unknown;
  output?: unknown;
}

export interface WsEvent {
  id: string;
  type: "THOUGHT" | "TOOL_CALL";
  state: EventState;
  title: string;
  content?: string | null;
  startedAt?: string | null;
  endedAt?: string | null;
  error?: string | null;
  toolCall?: WsToolCall | null;
}

export interface WsStage {
  id: string;
  type: "PROCESS_ATTACHMENTS" | "TASK";
  state: StageState;
  createdAt: string;
  events: readonly WsEvent[];
  processAttachmentsDetails?: {
    progress: ReadonlyArray<{ fileName: string; progress: number; error?: string | null }>;
  } | null;
}

export interface WsArtifact {
  id: string;
  stageId?: string | null;
  type: ArtifactType;
  version: number;
  versions: readonly number[];
  complete: boolean;
  createdAt: string;
  document?: { title: string; content: string } | null;
  email?: {
    subject: string;
    toEmail?: string | null;
    body: string;
    attachments?: Array<{ fileId: string; name: string; url: string }>;
  } | null;
  pdf?: { title: string; externalUrl: string } | null;
  formFields?: WsFormFields | null;
}

/** A filled form's fields with their sources, and those left empty with why. */
export interface WsFormFields {
  template?: string | null;
  filled: ReadonlyArray<{
    key: string;
    label: string;
    value: string;
    source: { kind: string; label: string; fileName?: string | null; page?: number | null; quote?: string | null };
  }>;
  missing: ReadonlyArray<{ key: string; label: string; reason: string }>;
}

/** An action outside the product Cara proposed (ADR 060): it runs only when a person approves it. */
export interface WsProposedAction {
  id: string;
  state: "PENDING" | "APPROVED" | "DECLINED" | "EXPIRED";
  effect: string;
  effectLabel: string;
  tool: string;
  input: unknown;
  eventId?: string | null;
  decidedBy?: { id: string; name: string } | null;
  decidedAt?: string | null;
  /** The decision has gone to Cara (not while another action of the same run still waits). */
  resumed?: boolean;
  executedAt?: string | null;
  /** Why it expired (state EXPIRED, ADR 066). */
  expiredReason?: "TOO_OLD" | "RUN_FAILED" | "CONVERSATION_MOVED_ON" | null;
}

export interface WsWorkspace {
  id: string;
  title: string;
  state: WorkspaceState;
  schemaVersion: "V0" | "V1";
  preset?: string | null;
  /** The preset form's choices (JSON): Explore a Policy's explorationMode shows beside the preset. */
  presetOptions?: unknown;
  customPreset?: { id: string; title?: string | null } | null;
  createdAt: string;
  updatedAt: string;
  agencyUser?: { id: string; name: string } | null;
  integration?: { type: string } | null;
  metadata: { clientName?: string | null; keywords: readonly string[] };
  serviceRequest?: { id: string; type: string; state: string } | null;
  files: readonly WsFile[];
  messages: readonly WsMessage[];
  planStages: readonly WsStage[];
  artifacts: readonly WsArtifact[];
  proposedActions?: readonly WsProposedAction[];
}

/** Artifacts whose content is HTML (edited in the panel, rendered by /agency/html and /agency/pdf). */
export const HTML_ARTIFACTS: readonly ArtifactType[] = ["DOCUMENT", "DOCUMENT_HTML", "HTML_DOCUMENT"];
