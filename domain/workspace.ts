/** Copilot workspace vocabulary (docs/product/workspaces.md): states, presets, stages, events, artifacts, tools. */
import type { ServiceRequestType } from "./service-request.ts";

export const WORKSPACE_STATES = ["CREATED", "IDLE", "WAITING_FOR_INPUT", "WORKING"] as const;
export type WorkspaceState = (typeof WORKSPACE_STATES)[number];

/** V0 workspaces are archived history (read-only); V1 is the current conversation. */
export const WORKSPACE_SCHEMA_VERSIONS = ["V0", "V1"] as const;
export type WorkspaceSchemaVersion = (typeof WORKSPACE_SCHEMA_VERSIONS)[number];

export const PRESETS = [
  "CertificateReview",
  "ContractReview",
  "CoverageComparison",
  "DocumentExploration",
  "UnderwritingAnalysis",
  "CommercialClassification",
  "GenerateTemplate",
  "GenerateQuoteProposal",
  "GenerateCertificateOfLiabilityInsurance",
  "GenerateEvidenceOfPropertyInsurance",
] as const;
export type Preset = (typeof PRESETS)[number];

export const PRESET_LABELS: Record<Preset, string> = {
  CertificateReview: "Certificate Review",
  ContractReview: "Contract Review",
  CoverageComparison: "Coverage Comparison",
  DocumentExploration: "Explore a Policy",
  UnderwritingAnalysis: "Enrich and Verify Application",
  CommercialClassification: "Commercial Classification",
  GenerateTemplate: "Fill Template",
  GenerateQuoteProposal: "Create Quote Proposal",
  GenerateCertificateOfLiabilityInsurance: "Certificate of Liability Insurance",
  GenerateEvidenceOfPropertyInsurance: "Evidence of Property Insurance",
};

/** The preset capability labels (spec §1): what Cara may do while it runs a preset. */
export const PRESET_CAPABILITY_LABELS = [
  "Web Research",
  "Draft Email",
  "Generate Document",
  "Search File",
  "Search Knowledge Base",
  "Search Knowledge Graph",
  "Write to Integration",
] as const;
export type PresetCapability = (typeof PRESET_CAPABILITY_LABELS)[number];

/**
 * Each built-in preset's capabilities, shown as chips on its Home card (the table in
 * docs/product/home-and-presets.md). Search Knowledge Graph is the account and its policies;
 * Search File the uploaded documents.
 */
export const PRESET_CAPABILITIES: Record<Preset, readonly PresetCapability[]> = {
  CertificateReview: ["Search File", "Search Knowledge Graph", "Draft Email"],
  ContractReview: ["Search File", "Search Knowledge Base", "Generate Document"],
  CoverageComparison: ["Search File", "Generate Document"],
  DocumentExploration: ["Search File", "Search Knowledge Graph"],
  UnderwritingAnalysis: ["Web Research", "Search File", "Search Knowledge Graph", "Generate Document"],
  CommercialClassification: ["Web Research", "Search File", "Search Knowledge Graph"],
  GenerateTemplate: ["Search File", "Search Knowledge Graph", "Generate Document"],
  GenerateQuoteProposal: ["Search File", "Search Knowledge Graph", "Generate Document", "Draft Email"],
  GenerateCertificateOfLiabilityInsurance: [
    "Search File",
    "Search Knowledge Graph",
    "Generate Document",
    "Draft Email",
  ],
  GenerateEvidenceOfPropertyInsurance: ["Search File", "Search Knowledge Graph", "Generate Document", "Draft Email"],
};

/** One sentence per built-in preset: its Home card and the top of its dialog form. */
export const PRESET_DESCRIPTIONS: Record<Preset, string> = {
  CertificateReview: "Check a certificate of insurance against the contract's insurance requirements.",
  ContractReview: "Read a contract's insurance clauses and compare them with the client's coverage.",
  CoverageComparison: "Compare two quotes or policies side by side, coverage by coverage.",
  DocumentExploration: "Ask questions about a policy and get answers cited to its pages.",
  UnderwritingAnalysis: "Enrich an application with the account's data and verify it line by line.",
  CommercialClassification: "Find the business's NAICS, SIC or GL class code from what it does.",
  GenerateTemplate: "Fill an ACORD form from the account, its policies and your documents.",
  GenerateQuoteProposal: "Turn a quote or policy into a client-ready proposal.",
  GenerateCertificateOfLiabilityInsurance:
    "Issue an ACORD 25 or 24 certificate for a holder from the account's policies.",
  GenerateEvidenceOfPropertyInsurance: "Issue ACORD 27 or 28 evidence of property insurance for a lender or interest.",
};

export const STAGE_TYPES = ["PROCESS_ATTACHMENTS", "TASK"] as const;
export type StageType = (typeof STAGE_TYPES)[number];
export const STAGE_STATES = ["REGISTERED", "IN_PROGRESS", "COMPLETED", "ERROR"] as const;
export type StageState = (typeof STAGE_STATES)[number];

export const EVENT_TYPES = ["THOUGHT", "TOOL_CALL"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_STATES = ["PLANNED", "IN_PROGRESS", "SUCCESS", "FAILED"] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const ARTIFACT_TYPES = ["DOCUMENT", "DOCUMENT_HTML", "EMAIL", "HTML_DOCUMENT", "PDF_FILE"] as const;
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];
/** Artifacts whose content is HTML (rendered by /agency/html and /agency/pdf). */
export const HTML_ARTIFACT_TYPES: readonly ArtifactType[] = ["DOCUMENT", "DOCUMENT_HTML", "HTML_DOCUMENT"];

export const MESSAGE_ROLES = ["AGENT", "USER"] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const RUN_STATUSES = ["QUEUED", "RUNNING", "DONE", "FAILED"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const TOOL_NAMES = [
  "SEARCH_FILE",
  "PEEK_FILE",
  "COMPARE_COVERAGE",
  "CHECK_CONTRACT",
  "CHECK_CERTIFICATE",
  "FIND_COVERAGE_GAPS",
  "ANALYZE_UNDERWRITING",
  "SEARCH_KNOWLEDGE_BASE",
  "SEARCH_KNOWLEDGE_GRAPH",
  "SEARCH_WEB",
  "THINK",
  "DRAFT_EMAIL",
  "DRAFT_DOCUMENT",
  "FILE_EDITOR",
  "REQUEST_TEMPLATE_TOOLS",
  "FILL_TEMPLATE",
  "PDF_EDITOR",
  "WRITE_INTEGRATION",
  "COMPLETE_TASK",
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** The preset suggested (and listed first) when a service request is opened in Copilot; null: none, choose one. */
export function suggestedPresetFor(type: ServiceRequestType): Preset | null {
  switch (type) {
    case "QUESTION":
      return "DocumentExploration";
    case "QUOTE_REQUEST":
    case "CREATE_CERTIFICATE":
      return "GenerateTemplate";
    default:
      return null;
  }
}

/** The role tags a preset's uploads are named with (`[Policy] declarations.pdf`), in the order its form asks. */
export const FILE_ROLE_TAGS: Partial<Record<Preset, readonly string[]>> = {
  CertificateReview: ["[Certificate]", "[Contract]"],
  ContractReview: ["[Contract]", "[Quote or Policy]"],
  CoverageComparison: ["[Option 1]", "[Option 2]"],
  UnderwritingAnalysis: ["[Input]"],
  GenerateTemplate: ["[Input Document]"],
  GenerateQuoteProposal: ["[Quote or Policy]"],
  GenerateCertificateOfLiabilityInsurance: ["[Binder or Policy]"],
  GenerateEvidenceOfPropertyInsurance: ["[Binder or Policy]"],
  DocumentExploration: ["[Policy]"],
};
export const ALL_FILE_ROLE_TAGS = [...new Set(Object.values(FILE_ROLE_TAGS).flat())];

/** The role tag a file name starts with (`[Policy] dec.pdf` → `[Policy]`), or null. */
export function roleTagOf(fileName: string): string | null {
  const match = /^\s*(\[[^\]]{1,40}\])/.exec(fileName);
  return match && ALL_FILE_ROLE_TAGS.includes(match[1]!) ? match[1]! : null;
}

/**
 * A workspace title from the first words of the message's first line (at most 8 words, 80
 * characters): "Issue the certificate this request asks for", not "… asks for Template:" from the
 * request details under it.
 */
export function titleFromMessage(message: string, fallback = "New workspace"): string {
  const firstLine = message.trim().split("\n")[0] ?? "";
  const words = firstLine.split(/\s+/).filter(Boolean).slice(0, 8).join(" ");
  if (!words) return fallback;
  return words.length > 80 ? `${words.slice(0, 79).trimEnd()}…` : words;
}

/** Refusals (docs/product/workspaces.md). */
export const STILL_WORKING_MESSAGE =
  "Cara is still working on the previous message. Wait for it to finish, then send again.";
export const ARCHIVED_V0_MESSAGE = "This workspace has been archived. Please create a new workspace to continue.";
export const EDIT_WHILE_WORKING_MESSAGE = "Cara is working on this workspace. Wait for it to finish, then edit.";
export const EMPTY_MESSAGE = "Write a message for Cara";
export const MAX_WORKSPACE_FILES = 20;
export const MAX_MESSAGE_LENGTH = 20_000;

/** A passage a message relies on: the file, its page and the exact quoted text. */
export interface Citation {
  fileId: string;
  fileName: string;
  page: number;
  quote: string;
}
/** One attachment's progress while a PROCESS_ATTACHMENTS stage reads it (0–1). */
export interface AttachmentProgress {
  fileName: string;
  progress: number;
  error?: string | null;
}

export const WORKSPACE_DATE_RANGES = ["TODAY", "YESTERDAY", "PAST_WEEK", "PAST_MONTH", "PAST_YEAR"] as const;
export type WorkspaceDateRange = (typeof WORKSPACE_DATE_RANGES)[number];
export const WORKSPACE_SORTS = ["CLIENT", "DATE", "PRESET", "STATUS", "USER"] as const;
export type WorkspaceSort = (typeof WORKSPACE_SORTS)[number];
/** The list's status order (groups and the STATUS sort). */
export const WORKSPACE_STATE_ORDER: readonly WorkspaceState[] = ["CREATED", "WAITING_FOR_INPUT", "WORKING", "IDLE"];
export const WORKSPACES_PAGE_SIZE = 50;
export const MAX_WORKSPACES_PAGE_SIZE = 200;
