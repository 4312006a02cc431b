/**
 * `npm run bench`: starts the BUILT app on a fresh, seeded embedded database, signs in as the
 * demo user and measures every target below at a fixed concurrency for a fixed number of
 * requests. Prints a table and writes bench/results/latest.json. Any non-2xx response or
 * connection error fails the run (exit code 1), so a broken page cannot produce a number.
 *
 * Order: one checked request per target (fails fast), a warm-up pass over all targets (the
 * first few hundred requests of a fresh server are much slower while V8 optimises, which
 * would penalise whichever target ran first), then per target a short priming burst of
 * 5 requests per connection and the measured requests.
 *
 * Settings (environment):
 *   BENCH_REQUESTS     measured requests per target (default 2000)
 *   BENCH_WARMUP       warm-up requests per target in the warm-up pass, not measured (default 300)
 *   BENCH_CONNECTIONS  concurrent connections (default 10)
 *   BENCH_TARGETS      only targets whose name contains one of these comma-separated words
 *   BENCH_VERBOSE=1    echo the server's output
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BenchmarkError, measure, preflight, warmUp, type Target, type TargetResult } from "./lib/measure.ts";
import { startServer, type AppServer } from "./lib/server.ts";
import { signIn } from "./lib/session.ts";
import { formatTable } from "./lib/table.ts";

/** Seeded by the server on first start (tests/factories/demo-seed.ts). */
const DEMO_USER_EMAIL = "demo@harbor-agency.test";

const AGENCY_USER_QUERY = `query { agencyUser { id name email agency { id name subscription { plan state numSeats numSeatsActive } } } }`;

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
  const onSignal = (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: stopping the server\n`);
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
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
    server = await startServer({ root, verbose: process.env.BENCH_VERBOSE === "1" });
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

    const outFile = path.join(root, "bench/results/latest.json");
    await mkdir(path.dirname(outFile), { recursive: true });
    const report = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      settings: { requests, warmupRequests, connections },
      machine: { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverageBefore: loadBefore },
      results,
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
    await server?.stop();
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
