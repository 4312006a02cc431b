import { KNOWLEDGE_STATUSES } from "../../../domain/knowledge.ts";
import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { AccountRef } from "../accounts/accounts.graphql.ts";
import { findFile, fileUrl } from "../files/files.service.ts";
import { CitationRef } from "../workspaces/workspace-types.graphql.ts";
import {
  createKnowledgeBaseTextDocumentOperation,
  deleteKnowledgeBaseDocumentOperation,
  updateKnowledgeBaseDocumentOperation,
  uploadKnowledgeBaseFileDocumentOperation,
} from "./knowledge.operations.ts";
import {
  findDocument,
  getKnowledgeBase,
  knowledgePageCount,
  knowledgePageLimit,
  listDocuments,
  listKnowledgeBases,
  searchKnowledge,
  type KnowledgeBase,
  type KnowledgeDocumentView,
  type KnowledgePassage,
  type KnowledgeSearchResult,
} from "./knowledge.service.ts";

/** The knowledge base (docs/product/knowledge-base.md): its documents, search and the mutations. */

/** An optional ID argument as the operations take it: a string, null, or absent (undefined). */
const idOrNull = (id: string | number | null | undefined) => (id == null ? id : String(id));

const StatusEnum = builder.enumType("KnowledgeBaseDocumentIndexingStatus", {
  description: "UNKNOWN: queued (shown Queued); INDEXING: being read; COMPLETED: searchable; FAILED: see error.",
  values: KNOWLEDGE_STATUSES,
});

const CreatorRef = builder.objectRef<{ name: string }>("KnowledgeBaseDocumentCreator").implement({
  fields: (t) => ({ name: t.exposeString("name") }),
});

const FileRef = builder
  .objectRef<{ id: string; name: string; mimeType: string; size: number }>("KnowledgeBaseDocumentFile")
  .implement({
    description: "The uploaded file a document was read from.",
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      mimeType: t.exposeString("mimeType"),
      size: t.exposeInt("size", { description: "In bytes." }),
      url: t.string({ description: "Download address (signed-in agency users only).", resolve: (f) => fileUrl(f.id) }),
    }),
  });

const TextRef = builder.objectRef<{ content: string }>("KnowledgeBaseDocumentText").implement({
  fields: (t) => ({ content: t.exposeString("content") }),
});

type Metadata = { title: string | null; summary: string | null; purpose: string | null };
const MetadataRef = builder.objectRef<Metadata>("KnowledgeBaseDocumentMetadata").implement({
  description: "What indexing read of the document: extractive offline, written by the configured model otherwise.",
  fields: (t) => ({
    title: t.exposeString("title", { nullable: true }),
    summary: t.exposeString("summary", { nullable: true }),
    purpose: t.exposeString("purpose", { nullable: true }),
  }),
});

const StateRef = builder.objectRef<KnowledgeDocumentView>("KnowledgeBaseDocumentIndexingState").implement({
  fields: (t) => ({
    status: t.field({ type: StatusEnum, resolve: (d) => d.status }),
    progress: t.float({ description: "0 to 1.", resolve: (d) => d.progress }),
    error: t.exposeString("error", { nullable: true, description: "Why reading failed." }),
    startedAt: t.expose("startedAt", { type: "DateTime", nullable: true }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
  }),
});

export const KnowledgeBaseDocumentRef = builder.objectRef<KnowledgeDocumentView>("KnowledgeBaseDocument").implement({
  description: "A document of the knowledge base: an uploaded PDF or image, or a text written in the app.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    createdBy: t.field({
      type: CreatorRef,
      nullable: true,
      description: "The user who added it; null when Cara or the system did.",
      resolve: (d) => (d.creatorName ? { name: d.creatorName } : null),
    }),
    file: t.withAuth({ signedIn: true }).field({
      type: FileRef,
      nullable: true,
      description: "The uploaded file; null for a text document.",
      resolve: async (d, _args, { agency }) => {
        if (d.kind !== "FILE") return null;
        const file = await findFile(agency, d.fileId);
        return file ? { id: file.id, name: file.name, mimeType: file.mimeType, size: file.sizeBytes } : null;
      },
    }),
    text: t.field({
      type: TextRef,
      nullable: true,
      description: "The content of a text document; null for a file.",
      resolve: (d) => (d.kind === "TEXT" ? { content: d.content ?? "" } : null),
    }),
    metadata: t.field({
      type: MetadataRef,
      nullable: true,
      description: "Null until the document has been read.",
      resolve: (d) =>
        d.metadataTitle || d.metadataSummary || d.metadataPurpose
          ? { title: d.metadataTitle, summary: d.metadataSummary, purpose: d.metadataPurpose }
          : null,
    }),
    indexingStatus: t.field({ type: StateRef, resolve: (d) => d }),
    pageCount: t.exposeInt("pageCount", { description: "Pages read (an estimate until it is read)." }),
    account: t.withAuth({ signedIn: true }).field({
      type: AccountRef,
      nullable: true,
      description:
        "The client the document is about: searched only from that account's workspaces, never for another client's. Null: agency-wide, searched from every workspace.",
      resolve: (d, _args, { loaders }) => (d.accountId ? loaders.account.load(d.accountId) : null),
    }),
  }),
});

export const KnowledgeBaseRef = builder.objectRef<KnowledgeBase>("KnowledgeBase").implement({
  description: "The agency's knowledge base: documents Cara answers from (one per agency).",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    documents: t.withAuth({ signedIn: true }).field({
      type: [KnowledgeBaseDocumentRef],
      description:
        "Newest first; `search` keeps those whose title, metadata title, summary or creator's name contains every word.",
      args: { search: t.arg.string() },
      resolve: (base, { search }, { agency }) => listDocuments(agency, base.id, search),
    }),
    pageCount: t.withAuth({ signedIn: true }).int({
      description: "Pages of completed documents (what the plan counts).",
      resolve: (_base, _args, { agency }) => knowledgePageCount(agency, { indexedOnly: true }),
    }),
    pageLimit: t.withAuth({ signedIn: true }).int({
      nullable: true,
      description: "The plan's page limit; null when unlimited.",
      resolve: (_base, _args, { agency }) => knowledgePageLimit(agency),
    }),
  }),
});

const PassageRef = builder.objectRef<KnowledgePassage>("KnowledgeBasePassage").implement({
  description: "A retrieved passage: its document, page, snippet and score.",
  fields: (t) => ({
    documentId: t.exposeID("documentId"),
    documentTitle: t.exposeString("documentTitle"),
    fileId: t.exposeID("fileId"),
    page: t.exposeInt("page"),
    snippet: t.exposeString("snippet"),
    score: t.exposeFloat("score"),
  }),
});

const SearchResultRef = builder.objectRef<KnowledgeSearchResult>("KnowledgeBaseSearchResult").implement({
  description: "An answer from the knowledge base's passages only, cited by document and page; or not found.",
  fields: (t) => ({
    query: t.exposeString("query"),
    answer: t.exposeString("answer"),
    found: t.exposeBoolean("found"),
    citations: t.field({ type: [CitationRef], resolve: (r) => r.citations }),
    passages: t.field({ type: [PassageRef], resolve: (r) => r.passages }),
  }),
});

builder.queryFields((t) => ({
  knowledgeBases: t.withAuth({ signedIn: true }).field({
    type: [KnowledgeBaseRef],
    description: "The agency's knowledge bases (one, created on first use).",
    resolve: (_root, _args, { agency }) => listKnowledgeBases(agency),
  }),
  knowledgeBase: t.withAuth({ signedIn: true }).field({
    type: KnowledgeBaseRef,
    nullable: true,
    description: "A knowledge base of the agency; without id, the agency's own. NOT_FOUND for another agency's id.",
    args: { id: t.arg.id() },
    resolve: (_root, { id }, { agency }) => orNotFound(getKnowledgeBase(agency, id == null ? null : String(id))),
  }),
  knowledgeBaseDocument: t.withAuth({ signedIn: true }).field({
    type: KnowledgeBaseDocumentRef,
    nullable: true,
    description: "A document of the agency's knowledge base; null for another agency's or a deleted one.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => findDocument(agency, String(id)),
  }),
  searchKnowledgeBase: t.withAuth({ signedIn: true }).field({
    type: SearchResultRef,
    description: "Searches the agency's completed knowledge base documents and answers from them with citations.",
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, { query }, { agency }) => searchKnowledge(agency, { query: query.slice(0, 500) }),
  }),
}));

mutationFromOperation(createKnowledgeBaseTextDocumentOperation, {
  type: KnowledgeBaseDocumentRef,
  args: (t) => ({
    knowledgeBaseId: t.id({ required: true }),
    input: t({
      type: builder.inputType("KnowledgeBaseTextDocumentInput", {
        fields: (f) => ({
          title: f.string({ required: true, description: "Two to four words is best (at most 120 characters)." }),
          content: f.string({ required: true }),
          accountId: f.id({ description: "The client the document is about; none for an agency-wide document." }),
        }),
      }),
      required: true,
    }),
  }),
  input: (args) => ({
    ...args,
    knowledgeBaseId: String(args.knowledgeBaseId),
    input: { ...args.input, accountId: idOrNull(args.input.accountId) },
  }),
});

const UploadPayloadRef = builder
  .objectRef<{ documents: KnowledgeDocumentView[] }>("UploadKnowledgeBaseFileDocumentPayload")
  .implement({
    fields: (t) => ({ documents: t.field({ type: [KnowledgeBaseDocumentRef], resolve: (p) => p.documents }) }),
  });

mutationFromOperation(uploadKnowledgeBaseFileDocumentOperation, {
  type: UploadPayloadRef,
  args: (t) => ({
    knowledgeBaseId: t.id({ required: true }),
    files: t({ type: ["File"], required: true }),
    accountId: t.id({ description: "The client the files are about; none for agency-wide documents." }),
  }),
  input: (args) => ({
    ...args,
    knowledgeBaseId: String(args.knowledgeBaseId),
    accountId: idOrNull(args.accountId),
  }),
});

mutationFromOperation(updateKnowledgeBaseDocumentOperation, {
  type: KnowledgeBaseDocumentRef,
  args: (t) => ({
    id: t.id({ required: true }),
    input: t({
      type: builder.inputType("UpdateKnowledgeBaseDocumentInput", {
        fields: (f) => ({
          title: f.string(),
          content: f.string({ description: "Text documents only; the document is indexed again." }),
          accountId: f.id({
            description:
              "Links the document to a client (searched only from that client's workspaces); null makes it agency-wide; absent leaves it.",
          }),
        }),
      }),
      required: true,
    }),
  }),
  input: (args) => ({
    ...args,
    id: String(args.id),
    input: { ...args.input, accountId: idOrNull(args.input.accountId) },
  }),
});

mutationFromOperation(deleteKnowledgeBaseDocumentOperation, {
  type: KnowledgeBaseDocumentRef,
  args: (t) => ({ id: t.id({ required: true }) }),
  input: (args) => ({ id: String(args.id) }),
});
