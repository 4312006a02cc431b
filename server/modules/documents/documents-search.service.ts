import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { findFile, isUuid } from "../files/files.service.ts";
import { documentChunks } from "./documents.table.ts";
import { expandQuery, type ExpandedQuery } from "./search-synonyms.ts";

/**
 * Full-text search over the passages of an agency's read files (ADR 027): the question's
 * insurance phrases are widened to their synonyms, all terms must match; when nothing does, any
 * significant term may. Ranked by ts_rank.
 */

export interface Passage {
  fileId: string;
  fileName: string;
  page: number;
  text: string;
  rank: number;
}

export const DEFAULT_PASSAGE_LIMIT = 8;

const phrase = (text: string) => sql`phraseto_tsquery('english', ${text})`;
const any = (parts: SQL[]) => sql`(${sql.join(parts, sql` || `)})`;
const all = (parts: SQL[]) => sql`(${sql.join(parts, sql` && `)})`;

function allTermsQuery(q: ExpandedQuery): SQL | null {
  const parts = q.groups.map((group) => any(group.map(phrase)));
  if (q.words.length > 0) parts.push(sql`websearch_to_tsquery('english', ${q.rest})`);
  return parts.length > 0 ? all(parts) : null;
}

function anyTermQuery(q: ExpandedQuery): SQL | null {
  const parts = [
    ...q.groups.flatMap((group) => group.map(phrase)),
    ...q.words.map((word) => sql`plainto_tsquery('english', ${word})`),
  ];
  return parts.length > 1 ? any(parts) : null;
}

async function run(
  ctx: AgencyCtx,
  query: SQL,
  fileIds: string[],
  names: Map<string, string>,
  limit: number,
): Promise<Passage[]> {
  const rank = sql<number>`ts_rank(${documentChunks.search}, ${query})::float8`;
  const rows = await ctx.db
    .select({ fileId: documentChunks.fileId, page: documentChunks.page, text: documentChunks.text, rank })
    .from(documentChunks)
    .where(
      and(
        eq(documentChunks.agencyId, ctx.actor.agencyId),
        inArray(documentChunks.fileId, fileIds),
        sql`${documentChunks.search} @@ ${query}`,
      ),
    )
    .orderBy(desc(rank), asc(documentChunks.fileId), asc(documentChunks.ordinal))
    .limit(limit);
  return rows.map((row) => ({ ...row, fileName: names.get(row.fileId) ?? "", rank: Number(row.rank) }));
}

/** The best passages for `query` among the acting agency's files `fileIds` (others' files give nothing). */
export async function searchPassages(
  ctx: AgencyCtx,
  q: { fileIds: string[]; query: string; limit?: number },
): Promise<Passage[]> {
  const names = new Map<string, string>();
  for (const id of new Set(q.fileIds.filter(isUuid))) {
    const file = await findFile(ctx, id);
    if (file) names.set(file.id, file.name);
  }
  if (names.size === 0) return [];
  const expanded = expandQuery(q.query);
  const limit = Math.max(1, Math.min(q.limit ?? DEFAULT_PASSAGE_LIMIT, 50));
  const ids = [...names.keys()];
  const strict = allTermsQuery(expanded);
  const found = strict ? await run(ctx, strict, ids, names, limit) : [];
  if (found.length > 0) return found;
  const loose = anyTermQuery(expanded);
  return loose ? run(ctx, loose, ids, names, limit) : [];
}
