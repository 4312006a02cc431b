/**
 * The database side of the list targets: after the HTTP run (server stopped), opens the same
 * database in this process (the PGlite data directory, or a pg pool on the PostgreSQL database)
 * and times the module's own list function for the demo user, so the number is exactly that
 * page's database work, without HTTP, GraphQL or React.
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { ACCOUNTS_PAGE_SIZE } from "#domain/account.ts";
import { LIST_COUNT_LIMIT } from "#domain/list-count.ts";
import { openDatabase, type Db } from "#server/db/client.ts";
import { noClient, type AgencyCtx } from "#server/lib/context.ts";
import { listAccounts } from "#server/modules/accounts/accounts.query.ts";
import { agencyUsers } from "#server/modules/identity/identity.table.ts";
import { DEFAULT_PAGE_SIZE, listBusinessPolicies } from "#server/modules/policies/policies.service.ts";
import { SERVICE_REQUESTS_PAGE_SIZE } from "#domain/service-request.ts";
import { listServiceRequests } from "#server/modules/servicing/servicing.service.ts";
import { listWorkspaces } from "#server/modules/workspaces/workspaces-list.service.ts";
import { BenchmarkError, percentile, type BaselineList } from "./measure.ts";

export interface BaselineQuery {
  list: BaselineList;
  /** null: the unfiltered list. */
  search: string | null;
}

export interface BaselineResult extends BaselineQuery {
  runs: number;
  medianMs: number;
  p99Ms: number;
  minMs: number;
  /** The list's totalCount, to show the query did find rows. */
  totalCount: number;
}

/** Where the server's database is: its PGlite data directory, or its PostgreSQL URL. */
export type BaselineDatabase = { pgliteDir: string } | { databaseUrl: string };

export const baselineKey = (query: BaselineQuery) => `${query.list}${query.search ? ` search=${query.search}` : ""}`;

/** Page 1 with the page size and count limit the list pages and the GraphQL targets use. */
function runList(ctx: AgencyCtx, { list, search }: BaselineQuery): Promise<{ totalCount: number }> {
  const countLimit = LIST_COUNT_LIMIT;
  if (list === "accounts") return listAccounts(ctx, { search, page: 1, pageSize: ACCOUNTS_PAGE_SIZE, countLimit });
  if (list === "workspaces") return listWorkspaces(ctx, { filter: { search }, page: 1, pageSize: 25, countLimit });
  if (list === "servicing")
    return listServiceRequests(ctx, {
      search,
      state: "OPEN",
      page: 1,
      pageSize: SERVICE_REQUESTS_PAGE_SIZE,
      countLimit,
    });
  return listBusinessPolicies(ctx, { search, accountId: null, page: 1, pageSize: DEFAULT_PAGE_SIZE, countLimit });
}

/**
 * A service context for `user` like tests/setup/agency-ctx.ts builds, on a minimal runtime: the
 * list functions only touch `db` and `actor`. Anything else they reach for fails loudly instead
 * of being silently undefined.
 */
function agencyCtxFor(db: Db, user: { id: string; agencyId: string }): AgencyCtx {
  const provided: Record<string, unknown> = {
    db,
    now: () => new Date(),
    actor: { type: "AGENCY_USER", agencyId: user.agencyId, agencyUserId: user.id, sessionId: null },
    client: noClient,
    afterCommit: undefined,
  };
  return new Proxy(provided, {
    get(target, key) {
      if (typeof key === "symbol" || key === "then" || key in target) return target[key as string];
      throw new BenchmarkError(
        `sql-baseline: the list function used ctx.${key}, which the bench's minimal context does not provide`,
      );
    },
  }) as unknown as AgencyCtx;
}

/** Times each query `runs` times after `warmup` unmeasured runs, sequentially, one query after another. */
export async function timeListQueries(
  source: BaselineDatabase,
  userEmail: string,
  queries: BaselineQuery[],
  options: { runs: number; warmup: number; log?: (message: string) => void },
): Promise<BaselineResult[]> {
  // the server's default pool size: the list functions run their row and count queries in parallel
  const database = await openDatabase(
    "databaseUrl" in source ? { databaseUrl: source.databaseUrl } : { dataDir: path.join(source.pgliteDir, "db") },
  );
  try {
    const [user] = await database.db
      .select({ id: agencyUsers.id, agencyId: agencyUsers.agencyId })
      .from(agencyUsers)
      .where(eq(agencyUsers.email, userEmail));
    if (!user) throw new BenchmarkError(`sql-baseline: no agency user ${userEmail} in the benchmark database`);
    const ctx = agencyCtxFor(database.db, user);
    const results: BaselineResult[] = [];
    for (const query of queries) {
      options.log?.(`bench: raw query ${baselineKey(query)} — ${options.runs} runs after ${options.warmup} warm-ups`);
      let totalCount = 0;
      for (let i = 0; i < options.warmup; i++) totalCount = (await runList(ctx, query)).totalCount;
      const times: number[] = [];
      for (let i = 0; i < options.runs; i++) {
        const started = performance.now();
        totalCount = (await runList(ctx, query)).totalCount;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const round = (value: number) => Number(value.toFixed(3));
      results.push({
        ...query,
        runs: times.length,
        medianMs: round(percentile(times, 0.5)),
        p99Ms: round(percentile(times, 0.99)),
        minMs: round(times[0]!),
        totalCount,
      });
    }
    return results;
  } finally {
    await database.close();
  }
}
