/**
 * Reciprocal rank fusion (ADR 032): two rankings of the same passages (full text and nearest
 * embeddings) become one, each passage scoring Σ 1 / (k + rank) over the rankings it is in
 * (rank from 1). It needs no calibration between a ts_rank and a cosine distance: only the order
 * of each list counts. Ties keep the full-text order first.
 */
export const RRF_K = 60;

export function fuseRankings<T extends { id: string }>(...rankings: T[][]): Array<T & { score: number }> {
  const fused = new Map<string, { row: T; score: number; first: number }>();
  let seen = 0;
  for (const ranking of rankings) {
    ranking.forEach((row, index) => {
      const entry = fused.get(row.id) ?? { row, score: 0, first: seen++ };
      entry.score += 1 / (RRF_K + index + 1);
      fused.set(row.id, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .map(({ row, score }) => ({ ...row, score }));
}
