import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { filesByIds } from "../files/files.service.ts";
import type { RankedChunk } from "./embedding-index.ts";
import { documentChunks } from "./documents.table.ts";
import { fuseRankings } from "./rank-fusion.ts";
import { expandQuery, phrasesOf, type ExpandedQuery } from "./search-synonyms.ts";

/**
 * Search over the passages of an agency's read files (ADR 027, ADR 032). The question's insurance
 * phrases and abbreviations are widened to their synonyms; all terms must match, and when nothing
 * does, any significant term may. Ranking is field-aware: `ts_rank` over a vector that weighs the
 * document's title (A) and the passage's headings (B) above its text (D), raised when the terms
 * stand close together (`ts_rank_cd`) and boosted when the question's words stand next to each
 * other in the same order. With an embedding model and pgvector (runtime.embeddings), the
 * full-text and the vector rankings are fused by reciprocal rank (k = 60).
 */

export interface Passage {
  fileId: string;
  fileName: string;
  page: number;
  text: string;
  /** The ranking value the passages are sorted by (the same number as `score`). */
  rank: number;
  /**
   * A short extract with the query's words between SNIPPET_START and SNIPPET_END, plain text
   * (nothing escaped: whoever renders it as HTML escapes it and then turns the markers into marks).
   */
  snippet?: string;
  /** Relevance: the weighted full-text rank with its phrase boost, or the fused score in hybrid search. */
  score?: number;
  /** The headings the passage falls under, one per line ("" when none). */
  heading?: string;
}

export const SNIPPET_START = "<mark>";
export const SNIPPET_END = "</mark>";
export const DEFAULT_PASSAGE_LIMIT = 8;
/** ts_rank weights, in PostgreSQL's order {D, C, B, A}: text 0.1, headings 0.4, title 1.0. */
const WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";
const WEIGHTS_SQL = sql.raw(`'${WEIGHTS}'::float4[]`);
/** The same weights without the title: what the passage itself (its headings and text) matches. */
const BODY_WEIGHTS_SQL = sql.raw(`'{0.1, 0.2, 0.4, 0}'::float4[]`);
/** The rank a passage gets when only its document's title matches (never 0, so it still ranks). */
const TITLE_ONLY_RANK = 0.001;
/** Subsets of the question's terms tried in a relaxed search at most (C(8,4) = 70). */
const MAX_RELAXED_SUBSETS = 70;
/** How much each of the question's terms a passage carries itself multiplies its rank by. */
const TERM_FACTOR = 10;
/** Passages ranked by ts_rank before the finer factors are computed (see fullText). */
const CANDIDATES = 200;
/** Each adjacent pair of the question's words found in order adds half the rank again. */
const PHRASE_BOOST = 0.5;

const phrase = (text: string) => sql`phraseto_tsquery('english', ${text})`;
const any = (parts: SQL[]) => sql`(${sql.join(parts, sql` || `)})`;
const all = (parts: SQL[]) => sql`(${sql.join(parts, sql` && `)})`;

function allTermsQuery(q: ExpandedQuery): SQL | null {
  const parts = q.groups.map((group) => any(group.map(phrase)));
  if (q.words.length > 0) parts.push(sql`websearch_to_tsquery('english', ${q.rest})`);
  return parts.length > 0 ? all(parts) : null;
}

/** The any-term fallback: each term (a synonym group, or a word) of which a passage needs one. */
function anyTermParts(q: ExpandedQuery): SQL[] {
  return [
    ...q.groups.map((group) => any(group.map(phrase))),
    ...q.words.map((word) => sql`plainto_tsquery('english', ${word})`),
  ];
}

/** Subsets of `k` of `items`, in order. */
function subsets<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [first!, ...s]), ...subsets(rest, k)];
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/**
 * The relaxed searches tried in turn when no passage has every term: all the terms but one, then
 * half of them, then any one. Each is a query the GIN index answers with few rows, where the any-term
 * query matched (and ranked) a large share of a big knowledge base.
 */
function relaxedQueries(terms: SQL[]): SQL[] {
  const n = terms.length;
  if (n < 2) return [];
  const levels = [...new Set([n - 1, Math.ceil(n / 2)])].filter((k) => k > 1 && k < n);
  const queries = levels.filter((k) => choose(n, k) <= MAX_RELAXED_SUBSETS).map((k) => any(subsets(terms, k).map(all)));
  return [...queries, any(terms)];
}

/**
 * The rank of a row: weighted `ts_rank` with the title's share capped (see `base`), times a
 * proximity factor 1 + `ts_rank_cd` (cover density: the terms close together), times 1 +
 * PHRASE_BOOST per adjacent pair of the question's words found in order, times
 * TERM_FACTOR^(covered − terms): each of the question's terms the passage's own headings and text
 * carry counts 1, a term only its document's title carries counts ½. So the page that names every
 * term comes before a page of a document whose title names part of the question, and in a relaxed
 * search a passage with three of the terms beats one repeating one.
 */
function scoreOf(search: SQL, body: SQL, query: SQL, phrases: string[], terms: SQL[], relaxed: boolean): SQL<number> {
  const count = (vector: SQL, queries: SQL[]) =>
    sql.join(
      queries.map((q) => sql`(case when ${vector} @@ ${q} then 1 else 0 end)`),
      sql` + `,
    );
  const factors = [capped(search, query), sql`(1 + ts_rank_cd(${WEIGHTS_SQL}, ${search}, ${query}, 32))`];
  if (phrases.length > 0)
    factors.push(sql`(1 + ${sql.raw(String(PHRASE_BOOST))} * (${count(search, phrases.map(phrase))}))`);
  if (terms.length > 0) {
    // every term matches somewhere when all of them were required
    const anywhere = relaxed ? count(search, terms) : sql.raw(String(terms.length));
    const covered = sql`(0.5 * (${count(body, terms)}) + 0.5 * (${anywhere}))`;
    factors.push(sql`power(${sql.raw(String(TERM_FACTOR))}, ${covered} - ${sql.raw(String(terms.length))})`);
  }
  return sql<number>`(${sql.join(factors, sql` * `)})::float8`;
}

/**
 * The weighted `ts_rank` of a row with the title's share capped: the title (a property of the whole
 * document) adds at most as much as the passage's own headings and text match, so a document whose
 * title names the question's subject does not outrank the page that answers it on every page.
 */
function capped(search: SQL, query: SQL): SQL {
  const body = sql`ts_rank(${BODY_WEIGHTS_SQL}, ${search}, ${query})`;
  return sql`(${body} + least(candidate.weighted - ${body}, greatest(${body}, ${sql.raw(String(TITLE_ONLY_RANK))})))`;
}

/**
 * The best passages in two steps: the CANDIDATES best by weighted `ts_rank` (computed for every
 * match, as before), then the title's cap, the proximity, phrase and term-count factors for those only — they cost
 * more, and a passage outside the first few hundred by `ts_rank` does not reach the top anyway.
 */
async function fullText(
  ctx: AgencyCtx,
  query: SQL,
  phrases: string[],
  fileIds: string[],
  limit: number,
  terms: SQL[],
  relaxed: boolean,
): Promise<RankedChunk[]> {
  const c = documentChunks;
  const result = await ctx.db.execute(sql`
    select candidate.id, candidate.file_id as "fileId", candidate.page, candidate.text, candidate.heading,
      ${scoreOf(sql`candidate.search`, sql`candidate.body`, query, phrases, terms, relaxed)} as rank
    from (select *, ts_filter(search, '{b,c,d}') as body from (
      select ${c.id}, ${c.fileId}, ${c.page}, ${c.text}, ${c.heading}, ${c.ordinal}, ${c.search},
        ts_rank(${WEIGHTS_SQL}, ${c.search}, ${query}) as weighted
      from ${c}
      where ${c.agencyId} = ${ctx.actor.agencyId}
        and ${c.fileId} in (${sql.join(
          fileIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        and ${c.search} @@ ${query}
      order by weighted desc
      limit ${CANDIDATES}
    ) ranked) candidate
    order by rank desc, candidate.file_id, candidate.ordinal
    limit ${limit}`);
  return (result as unknown as { rows: RankedChunk[] }).rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** ts_headline of each passage: up to two fragments around the query's words, whitespace folded. */
async function snippets(ctx: AgencyCtx, ids: string[], query: SQL | null): Promise<Map<string, string>> {
  if (ids.length === 0 || !query) return new Map();
  const options = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_END}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
  const rows = await ctx.db
    .select({
      id: documentChunks.id,
      snippet: sql<string>`ts_headline('english', ${documentChunks.text}, ${query}, ${options})`,
    })
    .from(documentChunks)
    .where(and(eq(documentChunks.agencyId, ctx.actor.agencyId), inArray(documentChunks.id, ids)));
  return new Map(rows.map((row) => [row.id, row.snippet.replace(/\s+/g, " ").trim()]));
}

/** The best passages for `query` among the acting agency's files `fileIds` (others' files give nothing). */
export async function searchPassages(
  ctx: AgencyCtx,
  q: { fileIds: string[]; query: string; limit?: number; snippets?: boolean },
): Promise<Passage[]> {
  const files = await filesByIds(ctx, q.fileIds);
  if (files.size === 0) return [];
  const expanded = expandQuery(q.query);
  const limit = Math.max(1, Math.min(q.limit ?? DEFAULT_PASSAGE_LIMIT, 50));
  const ids = [...files.keys()];
  const hybrid = ctx.embeddings ?? null;
  const pool = hybrid ? limit * 3 : limit;
  const phrases = phrasesOf(q.query);
  const strict = allTermsQuery(expanded);
  const terms = anyTermParts(expanded);
  const loose = terms.length > 1 ? any(terms) : null;
  let ranked = strict ? await fullText(ctx, strict, phrases, ids, pool, terms, false) : [];
  for (const relaxed of ranked.length === 0 ? relaxedQueries(terms) : []) {
    ranked = await fullText(ctx, relaxed, phrases, ids, pool, terms, true);
    if (ranked.length > 0) break;
  }
  let scored = ranked.map((row) => ({ ...row, score: row.rank }));
  if (hybrid) {
    const nearest = await hybrid.nearest(ctx, { fileIds: ids, query: q.query, limit: pool });
    if (nearest.length > 0) scored = fuseRankings(ranked, nearest).map((row) => ({ ...row, rank: row.score }));
  }
  scored = scored.slice(0, limit);
  const marked =
    q.snippets === false
      ? new Map<string, string>()
      : await snippets(
          ctx,
          scored.map((row) => row.id),
          loose ?? strict,
        );
  return scored.map(({ id, ...row }) => ({
    ...row,
    fileName: files.get(row.fileId)?.name ?? "",
    ...(marked.has(id) ? { snippet: marked.get(id)! } : {}),
  }));
}
