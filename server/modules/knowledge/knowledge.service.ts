/**
 * The knowledge base (docs/product/knowledge-base.md, ADR 031): what other modules and
 * channels call. Reads, writes, indexing and search live in the files named for them.
 */
export {
  ensureKnowledgeBase,
  findDocument,
  getDocument,
  getKnowledgeBase,
  knowledgePageCount,
  knowledgePageLimit,
  listDocuments,
  listKnowledgeBases,
  type KnowledgeBase,
  type KnowledgeDocument,
  type KnowledgeDocumentView,
} from "./knowledge-read.service.ts";
export { createTextDocument, uploadFileDocuments } from "./knowledge-create.service.ts";
export { deleteDocument, updateDocument } from "./knowledge-update.service.ts";
export {
  composeKnowledgeAnswer,
  searchKnowledge,
  type KnowledgeAnswer,
  type KnowledgePassage,
  type KnowledgeSearchResult,
} from "./knowledge-search.service.ts";
export { indexKnowledgeDocument } from "./knowledge-index.service.ts";
