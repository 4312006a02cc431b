/**
 * The tools Cara can call and the shapes of what the offline engine reads back (ADR 030).
 * Tool names are the tool-call types recorded on events (the workspaces vocabulary); the
 * toolset (server/assistant/toolset.ts) builds each tool from an operation and answers in
 * these shapes, for a configured model and the offline engine alike.
 */
import type { FindingStatus } from "../../domain/findings.ts";
import type { CertificateCheck, Judgement, Verdict } from "../modules/contracts/certificate-compliance.ts";
import type { CertificateReading } from "../modules/contracts/certificate-reading.ts";
import type { ContractParty } from "../modules/contracts/parties.ts";
import type { ContractRequirement } from "../modules/contracts/requirements.ts";
import type { SummaryLine } from "../modules/documents/reading/types.ts";
import type { PresetOptions, UnderwritingLine } from "../../domain/preset-options.ts";
import type { ServiceRequestTypeData } from "../../domain/service-request.ts";

export { TOOL_NAMES, type ToolName as CaraToolName } from "../../domain/workspace.ts";

/**
 * A cited passage. `ref` is the citation's number in the run: tool answers mark it as `[ref]`,
 * and the final message keeps the ones its text marks.
 */
export interface ToolCitation {
  ref: number;
  fileId: string;
  fileName: string;
  page: number;
  quote: string;
}

export interface SearchFileOutput {
  /** `unsettled`: not stated because the files give different values and the question does not say which. */
  results: Array<{ query: string; found: boolean; answer: string; citations: ToolCitation[]; unsettled?: boolean }>;
}

export interface PeekFileOutput {
  files: Array<{
    fileId: string;
    fileName: string;
    pageCount: number;
    /** The policy summary read from the file: each line cited; what could not be found. */
    summary: { lines: Array<{ label: string; value: string; citation: ToolCitation }>; missing: string[] };
  }>;
}

/** A value one option states, cited (COMPARE_COVERAGE). */
export interface ComparedValueOutput {
  value: string;
  citation: ToolCitation;
}

/** COMPARE_COVERAGE's answer (server/assistant/tools/compare-coverage.ts), citations numbered for the run. */
export interface CompareCoverageOutput {
  options: Array<{
    fileName: string;
    carrier: ComparedValueOutput | null;
    namedInsured: ComparedValueOutput | null;
    number: ComparedValueOutput | null;
    holdsCoverage: boolean;
  }>;
  sections: Array<{
    heading: string;
    rows: Array<{
      key: string;
      label: string;
      cells: [ComparedValueOutput | null, ComparedValueOutput | null];
      status: FindingStatus;
    }>;
  }>;
  /** `answer` marks its `citations` with their run numbers ([3]). */
  warnings: Array<{ kind: "insured" | "lines"; answer: string; citations: ToolCitation[] }>;
}

/** CHECK_CONTRACT's answer (server/assistant/tools/check-contract.operation.ts), citations numbered for the run. */
export interface CheckContractOutput {
  contract: { fileName: string; parties: ContractParty[]; note?: string };
  policy: { fileName: string; summary: { lines: SummaryLine[]; missing: string[] } } | null;
  requirements: Array<
    ContractRequirement & { verdict: { status: Verdict; evidence: string; citation: ToolCitation | null } | null }
  >;
}

/** CHECK_CERTIFICATE's answer (server/assistant/tools/check-certificate.operation.ts), citations numbered for the run (a typed requirement's is its text, `fileId` "typed"). */
export interface CheckCertificateOutput {
  certificate: { fileName: string; today: string; reading: CertificateReading } | null;
  note?: string | null;
  contract: { fileName: string; parties: ContractParty[]; requirementCount: number } | null;
  requirements: Array<ContractRequirement & { verdict: Judgement }>;
  checks: CertificateCheck[];
}

/** FIND_COVERAGE_GAPS's answer (server/assistant/tools/find-coverage-gaps.operation.ts), citations numbered for the run. */
export interface FindCoverageGapsOutput {
  files: string[];
  records: Array<{ name: string; state: string | null }>;
  rows: Array<{
    exposure: string;
    why: string;
    status: "Red" | "Amber" | "Green";
    basis: "policy-confirmed" | "exposure-inferred";
    evidence: string;
    /** The policy passage that shows it, or null. */
    citation: ToolCitation | null;
    /** "Agency records" when a policy on record (its document not read) is the evidence. */
    record: string | null;
    confirm: string;
  }>;
}

/** A value the underwriting analysis shows: read on a page (its citation) or from a record of the agency (`record`). */
export interface UnderwritingValue<C = ToolCitation> {
  value: string;
  citation: C | null;
  /** "Account record — <name>", "<line> policy <number> in our records": a record, not a page. */
  record: string | null;
}

export type UnderwritingFlagLevel = "Red" | "Amber";
export type UnderwritingVerifyStatus = "Verified" | "Differs" | "Filled" | "Not found" | "Application only";

/** ANALYZE_UNDERWRITING's answer (server/assistant/tools/analyze-underwriting.ts), citations numbered for the run. */
export interface AnalyzeUnderwritingOutput<C = ToolCitation> {
  /** The account's name, else the applicant the application names. */
  client: string | null;
  lines: UnderwritingLine[];
  /** The applications and loss runs read. */
  documents: Array<{ fileName: string; kind: "application" | "loss run" }>;
  /** Files read that are not an application or a loss run (left out of the analysis). */
  skipped: string[];
  /** Files that could not be read. */
  unread: string[];
  /** Per line, each item an underwriter needs: found (cited), Differs (two documents disagree) or Not found. */
  checklist: Array<{
    line: UnderwritingLine;
    item: string;
    label: string;
    status: "Found" | "Differs" | "Not found";
    found: UnderwritingValue<C> | null;
  }>;
  /** The checklist's Not found items, "<label> (<line>)". */
  missing: string[];
  /** Facts two documents state differently ("no losses" against a loss run's claims, revenue, years in business…). */
  inconsistencies: Array<{ item: string; first: UnderwritingValue<C>; other: UnderwritingValue<C> }>;
  flags: Array<{ flag: string; level: UnderwritingFlagLevel; detail: UnderwritingValue<C> }>;
  /** The application field by field against the account record, its policies on record and the other documents. */
  verify: Array<{
    field: string;
    onApplication: UnderwritingValue<C> | null;
    other: UnderwritingValue<C> | null;
    /** Where `other` comes from ("Account record", "<file>, p. 2"). */
    source: string | null;
    status: UnderwritingVerifyStatus;
  }>;
}

/** What a draft tool answers: the artifact and its new version. */
export interface DraftOutput {
  artifactId: string;
  version: number;
}

/**
 * What the run tells the model about the workspace, as JSON between these markers in the
 * system prompt (prompts/index.ts writes it; the offline engine reads it back).
 */
export const CONTEXT_OPEN = "<cara-context>";
export const CONTEXT_CLOSE = "</cara-context>";

export interface RunContext {
  preset: string | null;
  /** The preset form's choices (domain/preset-options.ts): template, holder, lines, classification system. */
  presetOptions?: PresetOptions | null;
  /** The client the workspace is linked to (its account), when there is one, with the record's contact details. */
  account?: {
    id: string;
    name: string;
    dba?: string | null;
    email?: string | null;
    phone?: string | null;
    website?: string | null;
    mailingAddress?: { line1: string; line2?: string | null; city: string; zone: string; postalCode: string } | null;
  } | null;
  /** The workspace's readable files; `role` is the preset form's role tag ("[Option 1]", "[Contract]"…) or null. */
  files: Array<{ id: string; name: string; role?: string | null }>;
  /** The agency the run works for (a proposal's letterhead, "prepared by"). */
  agency?: {
    name: string;
    mailingAddress?: { line1: string; line2?: string | null; city: string; zone: string; postalCode: string } | null;
    /** The agency user who started the run. */
    userName?: string | null;
  } | null;
  /** Workspace files that could not be read for search (a locked PDF, a flat scan, an empty file), each with why when known: a tool that opens files itself (PDF_EDITOR) can still be given them by name, and say why it cannot use them; an answer about the files says they were not read (ADR 055). */
  unreadFiles?: Array<{ id: string; name: string; reason?: string | null }>;
  serviceRequest: {
    /** The request's id (optional: older contexts carry none). */
    id?: string;
    type: string;
    question: string | null;
    details: string | null;
    contactName: string | null;
    contactEmail: string | null;
    /** A certificate request's data (CREATE_CERTIFICATE, ADD_ADDITIONAL_INSURED): holder, additional insured, relationship. */
    typeData?: Pick<ServiceRequestTypeData, "createCertificate" | "addAdditionalInsured"> | null;
  } | null;
  clientName: string | null;
}

export function readRunContext(system: string): RunContext | null {
  const start = system.indexOf(CONTEXT_OPEN);
  const end = system.indexOf(CONTEXT_CLOSE, start);
  if (start < 0 || end < 0) return null;
  let context: RunContext;
  try {
    context = JSON.parse(system.slice(start + CONTEXT_OPEN.length, end)) as RunContext;
  } catch {
    return null;
  }
  // the request's question and details follow the context as quoted material (ADR 066)
  const quoted = /<quoted-material source="SERVICE_REQUEST">\n([^\n]*)\n<\/quoted-material>/.exec(system.slice(end));
  if (quoted && context.serviceRequest) {
    try {
      const words = JSON.parse(quoted[1]!) as { question: string | null; details: string | null };
      context.serviceRequest = { ...context.serviceRequest, question: words.question, details: words.details };
    } catch {
      // left as it was
    }
  }
  return context;
}
