import { z } from "zod";
import { filePartInput } from "../../../domain/document.ts";
import {
  knowledgeTextDocumentInput,
  MAX_KNOWLEDGE_UPLOADS,
  updateKnowledgeDocumentInput,
} from "../../../domain/knowledge.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { getServiceRequest } from "../servicing/servicing.service.ts";
import { getWorkspace } from "../workspaces/workspaces.service.ts";
import { defineOperation, recordIdInput } from "../../lib/operation.ts";
import {
  createTextDocument,
  deleteDocument,
  getDocument,
  getKnowledgeBase,
  searchKnowledge,
  updateDocument,
  uploadFileDocuments,
} from "./knowledge.service.ts";
import type { KnowledgeScope } from "./knowledge-read.service.ts";
import { KNOWLEDGE_REFERENCES, searchReference } from "./knowledge-reference.service.ts";

/** The knowledge base's use cases (ADR 011): GraphQL mutations and Cara's search tool are built from these. */

export const createKnowledgeBaseTextDocumentOperation = defineOperation({
  name: "createKnowledgeBaseTextDocument",
  description: "Writes a text document into the knowledge base (a title and its content); it is read and indexed next.",
  access: "agency",
  input: z.object({ knowledgeBaseId: recordIdInput, input: knowledgeTextDocumentInput }),
  run: async (ctx, { knowledgeBaseId, input }) => {
    await getKnowledgeBase(ctx, knowledgeBaseId);
    const created = await createTextDocument(ctx, input);
    return getDocument(ctx, created.id);
  },
});

export const uploadKnowledgeBaseFileDocumentOperation = defineOperation({
  name: "uploadKnowledgeBaseFileDocument",
  description:
    "Uploads PDFs and images into the knowledge base, one document each, agency-wide or about one client (accountId); they are read (with OCR for scans) and indexed next.",
  access: "agency",
  input: z.object({
    knowledgeBaseId: recordIdInput,
    files: z
      .array(filePartInput.nullish())
      .max(MAX_KNOWLEDGE_UPLOADS, `Upload up to ${MAX_KNOWLEDGE_UPLOADS} files at once`),
    /** The client the files are about (ADR 055); none: agency-wide. */
    accountId: z.string().trim().nullish(),
  }),
  run: async (ctx, { knowledgeBaseId, files, accountId }) => {
    await getKnowledgeBase(ctx, knowledgeBaseId);
    const created = await uploadFileDocuments(ctx, files, { accountId });
    const documents = [];
    for (const document of created) documents.push(await getDocument(ctx, document.id));
    return { documents };
  },
});

export const updateKnowledgeBaseDocumentOperation = defineOperation({
  name: "updateKnowledgeBaseDocument",
  description:
    "Renames a knowledge base document or links it to a client (accountId; null for agency-wide); a text document's new content replaces its text and is indexed again.",
  access: "agency",
  input: z.object({ id: recordIdInput, input: updateKnowledgeDocumentInput }),
  run: async (ctx, { id, input }) => {
    const updated = await updateDocument(ctx, id, input);
    return getDocument(ctx, updated.id);
  },
});

export const deleteKnowledgeBaseDocumentOperation = defineOperation({
  name: "deleteKnowledgeBaseDocument",
  description: "Deletes a knowledge base document: it leaves search, and its passages and stored file are removed.",
  access: "agency",
  input: z.object({ id: recordIdInput }),
  run: async (ctx, { id }) => {
    const document = await getDocument(ctx, id);
    await deleteDocument(ctx, id);
    return document;
  },
});

/**
 * The knowledge a workspace may search (ADR 055): the agency-wide documents and those of the
 * workspace's client (its account, else its service request's); none of another client's.
 */
async function workspaceScope(ctx: AgencyCtx, workspaceId: string): Promise<KnowledgeScope> {
  const workspace = await getWorkspace(ctx, workspaceId);
  if (workspace.accountId || !workspace.serviceRequestId) return { accountId: workspace.accountId ?? null };
  const request = await getServiceRequest(ctx, workspace.serviceRequestId).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  return { accountId: request?.accountId ?? null };
}

/**
 * The agency's knowledge base search as Cara's tool (the copilot now; the voice agent and the
 * email AI next): the answer from the agency's documents only, with its citations, or
 * "not found in the knowledge base". Bound to a workspace (the run binds `workspaceId`), it
 * searches the agency-wide documents and the workspace client's only (ADR 055).
 */
export const searchKnowledgeBaseOperation = defineOperation({
  name: "searchKnowledgeBase",
  description:
    "Searches the agency's knowledge base (its procedures, underwriting appetite, carrier contacts and claims numbers, office hours) and answers from its documents with citations, or says it was not found. Ask one question in plain words. With `reference` it searches a reference instead: NAICS_2022 (give the business description as userQuery: the top three NAICS 2022 industries with the official index entries and description passages that matched, and the hard-case rules that applied) or GL_CLASS_CODES (the agency's uploaded GL class-code table, rows cited by document and page).",
  access: "agency",
  input: z.object({
    userQuery: z.string().trim().min(2).max(6000),
    reference: z.enum(KNOWLEDGE_REFERENCES).nullish(),
    workspaceId: recordIdInput.nullish(),
  }),
  run: async (ctx, { userQuery, reference, workspaceId }) => {
    const scope = workspaceId ? await workspaceScope(ctx, workspaceId) : null;
    if (reference) return searchReference(ctx, reference, userQuery, scope);
    if (userQuery.length > 500)
      throw new ValidationError([{ path: "userQuery", message: "Ask the knowledge base in 500 characters or fewer." }]);
    const result = await searchKnowledge(ctx, { query: userQuery, scope });
    return { userQuery, answer: result.answer, found: result.found, citations: result.citations };
  },
});
