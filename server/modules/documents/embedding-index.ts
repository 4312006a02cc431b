import type { AgencyCtx } from "../../lib/context.ts";

/** A passage as a ranking returns it, before file names and snippets are added. */
export interface RankedChunk {
  id: string;
  fileId: string;
  page: number;
  text: string;
  heading: string;
  rank: number;
}

/**
 * The embeddings behind hybrid search (ADR 032), present on the runtime when CARA_EMBEDDINGS is
 * set and the database has pgvector. Neither method throws: a provider that fails is logged, and
 * search goes on with full text alone.
 */
export interface EmbeddingIndex {
  /** "openai text-embedding-3-small" for logs. */
  readonly description: string;
  /** Embeds the file's passages that have no embedding yet; returns how many were embedded. */
  embedFile(ctx: AgencyCtx, fileId: string): Promise<number>;
  /** The passages of `fileIds` nearest the query (cosine), best first; [] when the query cannot be embedded. */
  nearest(ctx: AgencyCtx, q: { fileIds: string[]; query: string; limit: number }): Promise<RankedChunk[]>;
}
