/**
 * `npm run bench`: starts the BUILT app on a fresh embedded database seeded with the demo agency
 * and the large data set (`npm run seed -- --size large`), signs in as the
 * demo user and measures every target below at a fixed concurrency for a fixed number of
 * requests. Prints a table and writes bench/results/latest.json. Any non-2xx response or
 * connection error fails the run (exit code 1), so a broken page cannot produce a number.
 *
 * Order: one checked request per target (fails fast), a warm-up pass over all targets (the
 * first few hundred requests of a fresh server are much slower while V8 optimises, which
 * would penalise whichever target ran first), then per target a short priming burst of
 * 5 requests per connection and the measured requests.
 *
 * Raw-query side: targets with a `baseline` name the list function their page or query runs.
 * After the HTTP run the server is stopped (its data directory kept), the same database is
 * opened in this process and each distinct list query is timed directly (bench/lib/sql-baseline.ts),
 * then a second table puts the page median next to the query median with the verdicts
 * (page median within 5× of the query, p99 under 150 ms). Verdicts are printed, not enforced:
 * the exit code still only reflects failed requests.
 *
 * Settings (environment):
 *   BENCH_REQUESTS     measured requests per target (default 2000)
 *   BENCH_WARMUP       warm-up requests per target in the warm-up pass, not measured (default 300)
 *   BENCH_CONNECTIONS  concurrent connections (default 10)
 *   BENCH_TARGETS      only targets whose name contains one of these comma-separated words
 *   BENCH_SQL_RUNS     timed runs per raw list query (default 200)
 *   BENCH_SQL_WARMUP   unmeasured runs per raw list query before timing (default 20)
 *   BENCH_VERBOSE=1    echo the server's output
 */
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { baselineQueriesOf, compare, formatComparison } from "./lib/compare.ts";
import { BenchmarkError, measure, preflight, warmUp, type Target, type TargetResult } from "./lib/measure.ts";
import { startServer, type AppServer } from "./lib/server.ts";
import { signIn } from "./lib/session.ts";
import { timeListQueries } from "./lib/sql-baseline.ts";
import { formatTable } from "./lib/table.ts";

/** Seeded by the server on first start (tests/factories/demo-seed.ts). */
const DEMO_USER_EMAIL = "demo@harbor-agency.test";

const AGENCY_USER_QUERY = `query { agencyUser { id name email agency { id name subscription { plan state numSeats numSeatsActive } } } }`;

const ACCOUNTS_QUERY = `query ($search: String, $page: Int, $pageSize: Int) { accounts(search: $search, page: $page, pageSize: $pageSize) { totalCount nodes { id type account { name email mailingAddress { line1 } } } } }`;

const POLICIES_QUERY = `query ($search: String, $page: Int, $pageSize: Int) { businessPolicies(search: $search, page: $page, pageSize: $pageSize) { totalCount nodes { id state typeName policyNumber quoteNumber expiresAt account { id account { name email } } carrier { name } } } }`;

function graphqlData(field: string) {
  return (body: string) => {
    let json: { data?: Record<string, unknown> | null; errors?: { message: string }[] };
    try {
      json = JSON.parse(body);
    } catch {
      return `GraphQL answered non-JSON: ${body.slice(0, 200)}`;
    }
    if (json.errors?.length) return `GraphQL errors: ${json.errors.map((e) => e.message).join("; ")}`;
    if (json.data?.[field] == null) return `data.${field} is null (is the session working?): ${body.slice(0, 200)}`;
    return undefined;
  };
}

/** The rows of the table. Add targets here; `signedIn` sends the demo user's session cookie. */
const targets: Target[] = [
  { name: "landing page", method: "GET", path: "/" },
  { name: "sign-in page", method: "GET", path: "/app/signin" },
  { name: "home (signed in)", method: "GET", path: "/app/home", signedIn: true },
  {
    name: "GraphQL agencyUser (signed in)",
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: AGENCY_USER_QUERY }),
    signedIn: true,
    verify: graphqlData("agencyUser"),
  },
  // Accounts (issue 4): the list page and its GraphQL query, with and without a search term.
  { name: "accounts list page (signed in)", method: "GET", path: "/app/accounts", signedIn: true, baseline: "accounts" },
  {
    name: "accounts list page ?q=portland (signed in)",
    method: "GET",
    path: "/app/accounts?q=portland",
    signedIn: true,
    baseline: "accounts",
    baselineSearch: "portland",
  },
  {
    name: "GraphQL accounts (signed in)",
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: ACCOUNTS_QUERY, variables: { search: null, page: 1, pageSize: 25 } }),
    signedIn: true,
    verify: graphqlData("accounts"),
    baseline: "accounts",
  },
  {
    name: "GraphQL accounts search=portland (signed in)",
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: ACCOUNTS_QUERY, variables: { search: "portland", page: 1, pageSize: 25 } }),
    signedIn: true,
    verify: graphqlData("accounts"),
    baseline: "accounts",
    baselineSearch: "portland",
  },
  // Policies (issue 4): the list page and the businessPolicies query, with and without a search term.
  { name: "policies list page (signed in)", method: "GET", path: "/app/policies", signedIn: true, baseline: "policies" },
  {
    name: "policies list page ?q=hartford (signed in)",
    method: "GET",
    path: "/app/policies?q=hartford",
    signedIn: true,
    baseline: "policies",
    baselineSearch: "hartford",
  },
  {
    name: "GraphQL businessPolicies (signed in)",
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: POLICIES_QUERY, variables: { search: null, page: 1, pageSize: 25 } }),
    signedIn: true,
    verify: graphqlData("businessPolicies"),
    baseline: "policies",
  },
  {
    name: "GraphQL businessPolicies search=hartford (signed in)",
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: POLICIES_QUERY, variables: { search: "hartford", page: 1, pageSize: 25 } }),
    signedIn: true,
    verify: graphqlData("businessPolicies"),
    baseline: "policies",
    baselineSearch: "hartford",
  },
];

function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new BenchmarkError(`${name} must be an integer >= ${min} (got "${raw}")`);
  return value;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main(): Promise<number> {
  const requests = intFromEnv("BENCH_REQUESTS", 2000, 1);
  const warmupRequests = intFromEnv("BENCH_WARMUP", 300, 0);
  const connections = intFromEnv("BENCH_CONNECTIONS", 10, 1);
  const sqlRuns = intFromEnv("BENCH_SQL_RUNS", 200, 1);
  const sqlWarmup = intFromEnv("BENCH_SQL_WARMUP", 20, 0);
  const filter = (process.env.BENCH_TARGETS ?? "")
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const selected = filter.length ? targets.filter((t) => filter.some((word) => t.name.toLowerCase().includes(word))) : targets;
  if (selected.length === 0) throw new BenchmarkError(`BENCH_TARGETS="${process.env.BENCH_TARGETS}" matches no target`);
  if (requests < connections) throw new BenchmarkError(`BENCH_REQUESTS (${requests}) must be at least BENCH_CONNECTIONS (${connections})`);

  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new BenchmarkError("No production build (build/server/index.js): run `npm run build` first, or use `npm run bench`");
  }

  let server: AppServer | undefined;
  // the server keeps its data directory on stop(), for the raw-query timing; removed here
  const cleanUp = async () => {
    await server?.stop();
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: stopping the server\n`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  const log = (message: string) => process.stderr.write(`${message}\n`);
  try {
    const startedAt = new Date();
    const loadBefore = os.loadavg()[0]!;
    if (loadBefore > os.cpus().length * 0.5) {
      log(`bench: note: load average ${loadBefore.toFixed(2)} on ${os.cpus().length} CPUs before starting; other processes compete, numbers will be noisy`);
    }
    log("bench: starting the built app on a fresh database…");
    log("bench: seeding the large data set (10,000 accounts, 30,000 policies)…");
    server = await startServer({ root, verbose: process.env.BENCH_VERBOSE === "1", seedSize: "large", keepDataDir: true });
    log(`bench: server ready at ${server.baseUrl}`);

    const sessionCookie = selected.some((t) => t.signedIn) ? await signIn(server.baseUrl, DEMO_USER_EMAIL) : undefined;

    const options = { baseUrl: server.baseUrl, sessionCookie, connections, requests, primeRequests: connections * 5 };
    for (const target of selected) await preflight(target, options);
    if (warmupRequests > 0) {
      log(`bench: warm-up, ${warmupRequests} requests per target`);
      for (const target of selected) await warmUp(target, options, warmupRequests);
    }
    const results: TargetResult[] = [];
    for (const target of selected) {
      log(`bench: ${target.name} — ${requests} requests, ${connections} connections`);
      results.push(await measure(target, options));
    }

    // the raw list queries, on the same database with the server stopped (PGlite has one owner)
    const baselineQueries = baselineQueriesOf(selected);
    let baselines: Awaited<ReturnType<typeof timeListQueries>> = [];
    if (baselineQueries.length > 0) {
      log("bench: stopping the server to time the raw list queries on its database");
      await server.stop();
      baselines = await timeListQueries(server.dataDir, DEMO_USER_EMAIL, baselineQueries, { runs: sqlRuns, warmup: sqlWarmup, log });
    }
    const comparisons = compare(selected, results, baselines);

    const ms = (value: number) => value.toFixed(2);
    const table = formatTable<TargetResult>(
      [
        { header: "target", value: (r) => r.name },
        { header: "request", value: (r) => `${r.method} ${r.path}` },
        { header: "requests", value: (r) => String(r.requests), align: "right" },
        { header: "median ms", value: (r) => ms(r.medianMs), align: "right" },
        { header: "p99 ms", value: (r) => ms(r.p99Ms), align: "right" },
        { header: "req/s", value: (r) => r.requestsPerSecond.toFixed(1), align: "right" },
      ],
      results,
    );
    process.stdout.write(`\nCara benchmark — ${connections} connections, ${requests} requests per target\n\n${table}\n\n`);
    if (comparisons.length > 0) {
      process.stdout.write(
        `Pages vs. their raw list query (${sqlRuns} sequential runs after ${sqlWarmup} warm-ups, same database, no HTTP/GraphQL/React)\n\n` +
          `${formatComparison(comparisons)}\n\n` +
          `ratio = page median / query median; verdict: ratio ≤ 5× and p99 < 150 ms. page ms/req = 1000 / req/s (time per request without queueing; not part of the verdict).\n\n`,
      );
    }

    const outFile = path.join(root, "bench/results/latest.json");
    await mkdir(path.dirname(outFile), { recursive: true });
    const report = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      settings: { requests, warmupRequests, connections, sqlRuns, sqlWarmup },
      machine: { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverageBefore: loadBefore },
      results,
      sqlBaseline: { queries: baselines, comparisons },
    };
    await writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
    log(`bench: results written to ${path.relative(process.cwd(), outFile) || outFile}`);
    return 0;
  } catch (error) {
    if (server) {
      const tail = server.output().trim().split("\n").slice(-30).join("\n");
      if (tail) log(`Server output:\n${tail}`);
    }
    throw error;
  } finally {
    await cleanUp();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`\nbench FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
