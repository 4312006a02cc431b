/** The side-by-side table: each list target's HTTP numbers next to its raw query time, with verdicts. */
import type { Target, TargetResult } from "./measure.ts";
import { baselineKey, type BaselineQuery, type BaselineResult } from "./sql-baseline.ts";
import { formatTable } from "./table.ts";

/**
 * The goals: p99 under 150 ms at the bench's concurrency, and the page within 5× of its
 * raw query (read as the page's service time per request; see RATIO_FOOTNOTE).
 */
export const MAX_P99_MS = 150;
export const MAX_RATIO = 5;

export interface Comparison {
  target: string;
  query: string;
  pageMedianMs: number;
  pageP99Ms: number;
  /**
   * 1000 / req/s at the bench's concurrency: the server's service time for one request (HTTP,
   * GraphQL, database, React rendering) without the queueing of the concurrent connections.
   */
  pageMsPerRequest: number;
  queryMedianMs: number;
  /** pageMsPerRequest / queryMedianMs. */
  ratio: number;
  withinRatio: boolean;
  p99Ok: boolean;
}

/** The distinct list queries behind the selected targets, in target order. */
export function baselineQueriesOf(targets: Target[]): BaselineQuery[] {
  const byKey = new Map<string, BaselineQuery>();
  for (const target of targets) {
    if (!target.baseline) continue;
    const query = { list: target.baseline, search: target.baselineSearch ?? null };
    if (!byKey.has(baselineKey(query))) byKey.set(baselineKey(query), query);
  }
  return [...byKey.values()];
}

export function compare(targets: Target[], results: TargetResult[], baselines: BaselineResult[]): Comparison[] {
  const byKey = new Map(baselines.map((b) => [baselineKey(b), b]));
  const comparisons: Comparison[] = [];
  targets.forEach((target, i) => {
    if (!target.baseline) return;
    const result = results[i]!;
    const key = baselineKey({ list: target.baseline, search: target.baselineSearch ?? null });
    const baseline = byKey.get(key)!;
    const msPerRequest = 1000 / result.requestsPerSecond;
    const ratio = msPerRequest / baseline.medianMs;
    comparisons.push({
      target: target.name,
      query: key,
      pageMedianMs: result.medianMs,
      pageP99Ms: result.p99Ms,
      pageMsPerRequest: Number(msPerRequest.toFixed(2)),
      queryMedianMs: baseline.medianMs,
      ratio: Number(ratio.toFixed(2)),
      withinRatio: ratio <= MAX_RATIO,
      p99Ok: result.p99Ms < MAX_P99_MS,
    });
  });
  return comparisons;
}

/** How to read the comparison table; printed under it. */
export const RATIO_FOOTNOTE =
  `ratio = page ms/req / query median, where page ms/req = 1000 / req/s at the bench's concurrency: the server's service time for one request. ` +
  `The median at that concurrency is mostly queueing behind the other connections, so the service time is what is held to ${MAX_RATIO}× the raw query; ` +
  `it includes GraphQL and React rendering rather than subtracting them, which is stricter than "within ${MAX_RATIO}× of the query plus rendering". ` +
  `Verdict: ratio ≤ ${MAX_RATIO}× and page p99 < ${MAX_P99_MS} ms.`;

/** Printed under PostgreSQL tables only: there the service time is a throughput figure, not one request's path. */
export const POSTGRES_RATIO_NOTE =
  "On PostgreSQL the queries of concurrent requests run in parallel in its own processes, so page ms/req can fall below the sequential raw query time (ratio under 1×).";

export function formatComparison(comparisons: Comparison[]): string {
  const ms = (value: number) => value.toFixed(2);
  const verdict = (c: Comparison) =>
    c.withinRatio && c.p99Ok
      ? "ok"
      : [c.withinRatio ? "" : `ratio > ${MAX_RATIO}×`, c.p99Ok ? "" : `p99 ≥ ${MAX_P99_MS} ms`]
          .filter(Boolean)
          .join(", ");
  return formatTable<Comparison>(
    [
      { header: "target", value: (c) => c.target },
      { header: "raw query", value: (c) => c.query },
      { header: "page median ms", value: (c) => ms(c.pageMedianMs), align: "right" },
      { header: "page p99 ms", value: (c) => ms(c.pageP99Ms), align: "right" },
      { header: "page ms/req", value: (c) => ms(c.pageMsPerRequest), align: "right" },
      { header: "query median ms", value: (c) => ms(c.queryMedianMs), align: "right" },
      { header: "ratio", value: (c) => `${c.ratio.toFixed(1)}×`, align: "right" },
      { header: "verdict", value: verdict },
    ],
    comparisons,
  );
}

/** The goal for a page against the GraphQL query that brings its list: at most this much more server time. */
export const MAX_OVER_GRAPHQL_MS = 2;

export interface OverGraphql {
  target: string;
  graphql: string;
  /** 1000 / req/s of each, at the bench's concurrency. */
  pageMsPerRequest: number;
  graphqlMsPerRequest: number;
  overMs: number;
  ok: boolean;
}

/** Each page (document or in-app navigation) next to its GraphQL query, both as server time per request. */
export function overGraphql(targets: Target[], results: TargetResult[]): OverGraphql[] {
  const byName = new Map(results.map((result) => [result.name, result]));
  const rows: OverGraphql[] = [];
  targets.forEach((target, i) => {
    const query = target.graphqlTarget ? byName.get(target.graphqlTarget) : undefined;
    if (!query) return; // its GraphQL target was not selected
    const page = 1000 / results[i]!.requestsPerSecond;
    const graphql = 1000 / query.requestsPerSecond;
    rows.push({
      target: target.name,
      graphql: query.name,
      pageMsPerRequest: Number(page.toFixed(2)),
      graphqlMsPerRequest: Number(graphql.toFixed(2)),
      overMs: Number((page - graphql).toFixed(2)),
      ok: page - graphql <= MAX_OVER_GRAPHQL_MS,
    });
  });
  return rows;
}

export function formatOverGraphql(rows: OverGraphql[]): string {
  const ms = (value: number) => value.toFixed(2);
  return formatTable<OverGraphql>(
    [
      { header: "page", value: (r) => r.target },
      { header: "page ms/req", value: (r) => ms(r.pageMsPerRequest), align: "right" },
      { header: "GraphQL ms/req", value: (r) => ms(r.graphqlMsPerRequest), align: "right" },
      { header: "page − GraphQL ms", value: (r) => ms(r.overMs), align: "right" },
      { header: "verdict", value: (r) => (r.ok ? "ok" : `> ${MAX_OVER_GRAPHQL_MS} ms`) },
    ],
    rows,
  );
}
