import type { EmbeddingModelV3 } from "@ai-sdk/provider";
import { embed, embedMany } from "ai";
import { sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import type { Logger } from "../../lib/logger.ts";
import type { EmbeddingIndex, RankedChunk } from "./embedding-index.ts";
import { createEmbeddingModel, describeEmbeddings } from "./embeddings.ts";

/**
 * Passage embeddings in pgvector (ADR 032). The table is made here at run time, not by the shared
 * migrations, because PostgreSQL without pgvector (Debian's PostgreSQL 15 packages) must still
 * migrate: `document_chunk_embeddings(chunk_id → document_chunks on delete cascade, agency_id,
 * embedding vector(N))`, N taken from the first vectors the model returns. A model whose vectors
 * have another length (CARA_EMBEDDINGS changed) empties the table: old vectors cannot be compared.
 */

const TABLE = "document_chunk_embeddings";
/** Passages per embedding request. */
export const EMBED_BATCH = 64;

const vectorLiteral = (values: number[]) => `[${values.join(",")}]`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export class PgvectorEmbeddingIndex implements EmbeddingIndex {
  private dimensions: number | null = null;

  constructor(
    private readonly model: EmbeddingModelV3,
    readonly description: string,
    private readonly maxRetries = 2,
  ) {}

  /** The table's vector length, or null when it does not exist yet. */
  private async tableDimensions(ctx: AgencyCtx): Promise<number | null> {
    if (this.dimensions !== null) return this.dimensions;
    const rows = rowsOf<{ dims: number }>(
      await ctx.db.execute(sql`
        select a.atttypmod as dims from pg_attribute a
        where a.attrelid = to_regclass(${TABLE}) and a.attname = 'embedding'`),
    );
    this.dimensions = rows[0] ? Number(rows[0].dims) : null;
    return this.dimensions;
  }

  private async ensureTable(ctx: AgencyCtx, dims: number): Promise<void> {
    const current = await this.tableDimensions(ctx);
    if (current === dims) return;
    if (current !== null) {
      ctx.log.warn(`Embeddings now have ${dims} dimensions (were ${current}): the stored ones are dropped`);
      await ctx.db.execute(sql.raw(`drop table if exists ${TABLE}`));
    }
    await ctx.db.execute(
      sql.raw(`create table if not exists ${TABLE} (
        chunk_id uuid primary key references document_chunks(id) on delete cascade,
        agency_id uuid not null references agencies(id) on delete cascade,
        embedding vector(${dims}) not null)`),
    );
    await ctx.db.execute(sql.raw(`create index if not exists ${TABLE}_agency_idx on ${TABLE} (agency_id)`));
    this.dimensions = dims;
  }

  async embedFile(ctx: AgencyCtx, fileId: string): Promise<number> {
    try {
      const exists = (await this.tableDimensions(ctx)) !== null;
      const missing = rowsOf<{ id: string; title: string; heading: string; text: string }>(
        await ctx.db.execute(sql`
          select c.id, c.title, c.heading, c.text from document_chunks c
          ${exists ? sql`left join ${sql.raw(TABLE)} e on e.chunk_id = c.id` : sql``}
          where c.agency_id = ${ctx.actor.agencyId} and c.file_id = ${fileId}
          ${exists ? sql`and e.chunk_id is null` : sql``}
          order by c.ordinal`),
      );
      let done = 0;
      for (let i = 0; i < missing.length; i += EMBED_BATCH) {
        const batch = missing.slice(i, i + EMBED_BATCH);
        const { embeddings } = await embedMany({
          model: this.model,
          values: batch.map((c) => [c.title, c.heading, c.text].filter(Boolean).join("\n")),
          maxRetries: this.maxRetries,
        });
        await this.ensureTable(ctx, embeddings[0]!.length);
        const values = sql.join(
          batch.map((chunk, j) => sql`(${chunk.id}, ${ctx.actor.agencyId}, ${vectorLiteral(embeddings[j]!)}::vector)`),
          sql`, `,
        );
        await ctx.db.execute(
          sql`insert into ${sql.raw(TABLE)} (chunk_id, agency_id, embedding) values ${values} on conflict do nothing`,
        );
        done += batch.length;
      }
      return done;
    } catch (error) {
      ctx.log.warn("Passages could not be embedded; search uses full text for them", {
        fileId,
        error: error instanceof Error ? error.message : String(error),
      });
      return 0;
    }
  }

  async nearest(ctx: AgencyCtx, q: { fileIds: string[]; query: string; limit: number }): Promise<RankedChunk[]> {
    if (q.fileIds.length === 0 || (await this.tableDimensions(ctx)) === null) return [];
    let vector: number[];
    try {
      ({ embedding: vector } = await embed({ model: this.model, value: q.query, maxRetries: this.maxRetries }));
    } catch (error) {
      ctx.log.warn("The question could not be embedded; search uses full text alone", {
        error: error instanceof Error ? error.message : String(error),
      });
      return [];
    }
    if (vector.length !== this.dimensions) return [];
    const target = sql`${vectorLiteral(vector)}::vector`;
    const rows = rowsOf<RankedChunk>(
      await ctx.db.execute(sql`
        select c.id, c.file_id as "fileId", c.page, c.text, c.heading, (1 - (e.embedding <=> ${target}))::float8 as rank
        from ${sql.raw(TABLE)} e join document_chunks c on c.id = e.chunk_id
        where e.agency_id = ${ctx.actor.agencyId}
          and c.file_id in (${sql.join(
            q.fileIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        order by e.embedding <=> ${target}, c.ordinal
        limit ${q.limit}`),
    );
    return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
  }
}

/**
 * At start: the embedding index when CARA_EMBEDDINGS is set and pgvector can be enabled
 * (`create extension if not exists vector`), else null — search is full text alone, and the
 * log says why.
 */
export async function startEmbeddings(database: Database, config: Config, log: Logger): Promise<EmbeddingIndex | null> {
  const model = createEmbeddingModel(config);
  if (!model || !config.CARA_EMBEDDINGS) return null;
  try {
    await database.sql.executeSql("create extension if not exists vector");
  } catch (error) {
    log.warn("CARA_EMBEDDINGS is set but the database has no pgvector: search uses full text alone", {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  const description = describeEmbeddings(config.CARA_EMBEDDINGS);
  log.info(`Hybrid search: embeddings ${description}, stored with pgvector`);
  return new PgvectorEmbeddingIndex(model, description, config.CARA_MODEL_MAX_RETRIES);
}
