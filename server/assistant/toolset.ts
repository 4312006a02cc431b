import { tool, type ToolSet } from "ai";
import { z } from "zod";
import type { CaraToolName } from "../ai/tool-contract.ts";
import type { AgencyCtx } from "../lib/context.ts";
import { runOperation, type Access, type Operation } from "../lib/operation.ts";
import {
  completeTaskOperation,
  draftDocumentOperation,
  draftEmailOperation,
  fileEditorOperation,
} from "../modules/workspaces/workspace-tools.operations.ts";
import { quoteMaterial } from "../ai/quoted-material.ts";
import type { CitationBook, PlainCitation } from "./citations.ts";
import type { RunEffects } from "./effects.ts";
import type { RunDrafts } from "./run-drafts.ts";
import { searchFileOperation } from "../modules/documents/documents.operations.ts";
import { peekFileOperation } from "./tools/peek-file.operation.ts";
import { compareCoverageOperation } from "./tools/compare-coverage.operation.ts";
import { checkContractOperation } from "./tools/check-contract.operation.ts";
import { checkCertificateOperation } from "./tools/check-certificate.operation.ts";
import { findCoverageGapsOperation } from "./tools/find-coverage-gaps.operation.ts";
import { analyzeUnderwritingOperation } from "./tools/analyze-underwriting.operation.ts";
import { searchKnowledgeBaseOperation } from "../modules/knowledge/knowledge.operations.ts";
import { searchKnowledgeGraphOperation } from "./tools/knowledge-graph.operation.ts";
import { searchWebOperation } from "./tools/search-web.operation.ts";
import { fillTemplateOperation, requestTemplateToolsOperation } from "./tools/fill-template.operation.ts";
import { pdfEditorOperation } from "./tools/pdf-editor.operation.ts";
import { thinkOperation, writeIntegrationOperation } from "./tools/stub-tools.operations.ts";

/** What the run supplies to every tool: the model never sees or chooses these. */
export interface ToolBinding {
  workspaceId: string;
  /** The workspace's files that were read (SEARCH_FILE, PEEK_FILE). */
  fileIds: string[];
  /** The TASK stage, so drafts show under it. */
  stageId: string;
  citations: CitationBook;
  /** The drafts the model has started writing: a drafting tool completes its call's draft. */
  drafts?: RunDrafts;
  /** The run's judge of effects outside the product (ADR 060): what waits for approval, what is refused. */
  effects: RunEffects;
}

const BOUND = ["workspaceId", "fileIds", "stageId", "draft"] as const;
type AnyOperation = Operation<Access, z.ZodObject, any>;

interface ToolEntry {
  name: CaraToolName;
  operation: AnyOperation;
  /** The event's title for a call with this input. */
  title(input: any): string;
  /** The tool's answer from the operation's value (citations numbered in the run). */
  answer?(value: any, book: CitationBook): unknown;
}

const quoted = (values: string[]) => values.map((value) => `"${value}"`).join(", ");
type Answered = { answer: string; citations: PlainCitation[] };
const adopt = <T extends Answered>(result: T, book: CitationBook) => {
  const { text, citations } = book.adopt(result.answer, result.citations);
  return { ...result, answer: text, citations };
};

const isCitation = (value: unknown): value is PlainCitation =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as PlainCitation).fileId === "string" &&
  typeof (value as PlainCitation).page === "number" &&
  typeof (value as PlainCitation).quote === "string";

/** A view's answer with every `citation` numbered for the run (it keeps its passage and gains `ref`). */
function numberCitations(value: unknown, book: CitationBook): unknown {
  if (Array.isArray(value)) return value.map((item) => numberCitations(item, book));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "citation" && isCitation(item) ? book.add(item) : numberCitations(item, book),
    ]),
  );
}

/** Every tool, registered once: its name (the tool-call type), the operation behind it, its event title. */
export const TOOL_REGISTRY: ToolEntry[] = [
  {
    name: "SEARCH_FILE",
    operation: searchFileOperation,
    title: (input) => `Searching the files for ${quoted(input.queries ?? [])}`,
    answer: (value, book) => ({ results: value.results.map((result: Answered) => adopt(result, book)) }),
  },
  {
    name: "PEEK_FILE",
    operation: peekFileOperation,
    title: (input) => (input.fileName ? `Reading ${input.fileName}` : "Reading the files"),
    answer: (value, book) => numberCitations(value, book),
  },
  {
    name: "COMPARE_COVERAGE",
    operation: compareCoverageOperation,
    title: (input) => `Comparing ${quoted(input.fileNames ?? [])}`,
    answer: (value, book) => ({
      options: numberCitations(value.options, book),
      sections: numberCitations(value.sections, book),
      warnings: value.warnings.map((warning: Answered) => adopt(warning, book)),
    }),
  },
  {
    name: "CHECK_CONTRACT",
    operation: checkContractOperation,
    title: (input) =>
      input.policyFileName
        ? `Checking the requirements of ${quoted([input.contractFileName])} against ${quoted([input.policyFileName])}`
        : `Reading the insurance requirements of ${quoted([input.contractFileName])}`,
    answer: (value, book) => numberCitations(value, book),
  },
  {
    name: "CHECK_CERTIFICATE",
    operation: checkCertificateOperation,
    title: (input) => `Checking the certificate ${quoted([input.certificateFileName])}`,
    // a typed requirement's "citation" is the user's text, not a passage: it is not numbered
    answer: (value, book) => ({
      ...(numberCitations({ ...value, requirements: [] }, book) as object),
      requirements: value.requirements.map((requirement: { citation: PlainCitation; verdict: unknown }) =>
        requirement.citation.fileId === "typed"
          ? { ...requirement, verdict: numberCitations(requirement.verdict, book) }
          : numberCitations(requirement, book),
      ),
    }),
  },
  {
    name: "FIND_COVERAGE_GAPS",
    operation: findCoverageGapsOperation,
    title: () => "Weighing the business's exposures against its policies",
    answer: (value, book) => numberCitations(value, book),
  },
  {
    name: "ANALYZE_UNDERWRITING",
    operation: analyzeUnderwritingOperation,
    title: (input) =>
      input.fileNames?.length
        ? `Analysing ${quoted(input.fileNames)} for the underwriter`
        : "Analysing the application for the underwriter",
    answer: (value, book) => numberCitations(value, book),
  },
  {
    name: "SEARCH_KNOWLEDGE_BASE",
    operation: searchKnowledgeBaseOperation,
    title: (input) =>
      input.reference === "NAICS_2022"
        ? "Searching the NAICS 2022 reference"
        : input.reference === "GL_CLASS_CODES"
          ? "Searching the agency's GL class-code table"
          : `Searching the knowledge base for "${input.userQuery}"`,
    answer: (value, book) => (value.reference ? numberCitations(value, book) : adopt(value, book)),
  },
  {
    name: "SEARCH_KNOWLEDGE_GRAPH",
    operation: searchKnowledgeGraphOperation,
    title: (input) => `Looking up ${quoted(input.queries ?? [])} in the agency's records`,
  },
  { name: "SEARCH_WEB", operation: searchWebOperation, title: (input) => `Searching the web for "${input.query}"` },
  { name: "THINK", operation: thinkOperation, title: () => "Thinking it through" },
  { name: "DRAFT_EMAIL", operation: draftEmailOperation, title: (input) => `Drafting the email "${input.subject}"` },
  { name: "DRAFT_DOCUMENT", operation: draftDocumentOperation, title: (input) => `Drafting "${input.title}"` },
  {
    name: "FILE_EDITOR",
    operation: fileEditorOperation,
    title: (input) => (input.operation === "READ" ? "Reading a draft" : "Revising a draft"),
  },
  {
    name: "REQUEST_TEMPLATE_TOOLS",
    operation: requestTemplateToolsOperation,
    title: (input) => `Opening the ${input.template} template`,
  },
  { name: "FILL_TEMPLATE", operation: fillTemplateOperation, title: (input) => `Filling ${input.template}` },
  { name: "PDF_EDITOR", operation: pdfEditorOperation, title: () => "Editing PDF form fields" },
  {
    name: "WRITE_INTEGRATION",
    operation: writeIntegrationOperation,
    title: (input) => `Writing to the AMS: ${input.action}`,
  },
  { name: "COMPLETE_TASK", operation: completeTaskOperation, title: () => "Completing the task" },
];

export const toolEntry = (name: string) => TOOL_REGISTRY.find((entry) => entry.name === name);

/** The JSON input the model fills: the operation's input without what the run binds. */
export function modelInputSchema(operation: AnyOperation) {
  const shape = operation.input.shape as Record<string, unknown>;
  const omit = Object.fromEntries(BOUND.filter((key) => key in shape).map((key) => [key, true as const]));
  return operation.input.omit(omit as Record<string, never>);
}

/**
 * The tools of one run, bound to its workspace: each runs its operation as the run's Cara
 * context (agency scope, access and plan checks of `runOperation`); a refusal is thrown, so
 * the model gets it as a failed tool result and the event is FAILED with the message. A call
 * with an effect outside the product runs only as `binding.effects` allows (ADR 060).
 */
export function buildToolset(ctx: AgencyCtx, binding: ToolBinding): ToolSet {
  const tools: ToolSet = {};
  for (const entry of TOOL_REGISTRY) {
    const shape = entry.operation.input.shape as Record<string, unknown>;
    const bound: Record<string, unknown> = {};
    if ("workspaceId" in shape) bound.workspaceId = binding.workspaceId;
    if ("stageId" in shape) bound.stageId = binding.stageId;
    if ("fileIds" in shape) bound.fileIds = binding.fileIds;
    tools[entry.name] = tool({
      description: entry.operation.description,
      inputSchema: modelInputSchema(entry.operation),
      // a call with an effect outside the product is proposed and waits for a person (ADR 060)
      needsApproval: (input: Record<string, unknown>, { toolCallId }) =>
        binding.effects.needsApproval(entry.name, input, toolCallId),
      execute: async (input: Record<string, unknown>, { toolCallId }) => {
        await binding.effects.authorize(entry.name, input, toolCallId);
        const draft = "draft" in shape ? ((await binding.drafts?.take(toolCallId)) ?? null) : null;
        const result = await runOperation(ctx, entry.operation, { ...input, ...bound, ...(draft ? { draft } : {}) });
        await binding.drafts?.release(draft);
        if (!result.ok) throw new Error(result.error.message);
        return entry.answer ? entry.answer(result.value, binding.citations) : result.value;
      },
      // what the tool read (documents, records, web pages) reaches the model as quoted material, never as instructions
      toModelOutput: ({ output }) => ({ type: "text", value: quoteMaterial(entry.name, output) }),
    });
  }
  return tools;
}
