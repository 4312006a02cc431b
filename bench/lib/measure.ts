import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

/** One row of the benchmark: a request repeated `requests` times at a fixed concurrency. */
export interface Target {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send the demo user's session cookie. */
  signedIn?: boolean;
  /**
   * Checked once on a real response before measuring (after the 2xx check): return a message
   * to fail the run, e.g. when a GraphQL query answers 200 with `data: null`.
   */
  verify?: (body: string) => string | undefined;
  /**
   * The list function this target's page or query runs; after the HTTP run the bench times it
   * directly on the same database (bench/lib/sql-baseline.ts) and prints both side by side.
   */
  baseline?: BaselineList;
  /** The search term that list runs with for this target; none: the unfiltered list. */
  baselineSearch?: string;
  /**
   * The name of the GraphQL target that asks for this page's list: the bench prints the page's
   * server time per request next to that query's (the goal: at most 2 ms more; bench/lib/compare.ts).
   */
  graphqlTarget?: string;
  /** An in-app navigation (React Router's `.data` request): left out of the mixed load, which loads documents. */
  navigation?: boolean;
}

/**
 * `accounts`: listAccounts (accounts.query.ts); `policies`: listBusinessPolicies (policies.service.ts);
 * `servicing`: listServiceRequests with the Open filter (servicing.service.ts).
 */
export type BaselineList = "accounts" | "policies" | "servicing" | "workspaces";

export interface MeasureOptions {
  baseUrl: string;
  /** Cookie header value for `signedIn` targets. */
  sessionCookie?: string;
  connections: number;
  /** Measured requests. */
  requests: number;
  /** Unmeasured requests sent right before measuring (connections and caches primed). */
  primeRequests: number;
}

export interface TargetResult {
  name: string;
  method: string;
  path: string;
  connections: number;
  requests: number;
  medianMs: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  requestsPerSecond: number;
  durationSeconds: number;
  /** autocannon's own summary (whole-millisecond latency histogram, 1-second request samples). */
  autocannon: { latencyP50: number; latencyP99: number; requestsAverage: number; duration: number };
}

export class BenchmarkError extends Error {
  override name = "BenchmarkError";
}

function requestOf(target: Target, options: MeasureOptions) {
  const headers: Record<string, string> = { ...target.headers };
  if (target.signedIn) {
    if (!options.sessionCookie) throw new BenchmarkError(`${target.name}: needs a session but none was set up`);
    headers.cookie = options.sessionCookie;
  }
  return { url: new URL(target.path, options.baseUrl).href, method: target.method, headers, body: target.body };
}

/** One plain request, so a broken target fails with a readable reason rather than a number. */
export async function preflight(target: Target, options: MeasureOptions) {
  const { url, method, headers, body } = requestOf(target, options);
  const response = await fetch(url, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  if (response.status < 200 || response.status > 299) {
    const where = response.headers.get("location");
    throw new BenchmarkError(
      `${target.name}: ${method} ${target.path} answered ${response.status}${where ? ` (Location: ${where})` : ""}: ${text.slice(0, 300)}`,
    );
  }
  const problem = target.verify?.(text);
  if (problem) throw new BenchmarkError(`${target.name}: ${problem}`);
}

interface Run {
  result: autocannon.Result;
  latencies: number[];
  elapsedMs: number;
}

function fire(target: Target, options: MeasureOptions, amount: number): Promise<Run> {
  const { url, method, headers, body } = requestOf(target, options);
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastResponse = started;
    const instance = autocannon(
      { url, method, headers, body, connections: options.connections, amount, timeout: 30 },
      (error, result) => {
        if (error) reject(error);
        else resolve({ result, latencies, elapsedMs: lastResponse - started });
      },
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      lastResponse = performance.now();
    });
  });
}

function assertClean(target: Target, run: Run, phase: string) {
  const { result } = run;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(", ");
    throw new BenchmarkError(
      `${target.name} (${phase}): ${result.non2xx} non-2xx responses, ${result.errors} errors, ${result.timeouts} timeouts` +
        (codes ? ` [status codes: ${codes}]` : ""),
    );
  }
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** Unmeasured load, so V8 has optimised the code path before it is measured. */
export async function warmUp(target: Target, options: MeasureOptions, amount: number): Promise<void> {
  if (amount > 0) assertClean(target, await fire(target, options, Math.max(amount, options.connections)), "warm-up");
}

/** Primes and then measures one target. Throws BenchmarkError on any non-2xx or error. */
export async function measure(target: Target, options: MeasureOptions): Promise<TargetResult> {
  await warmUp(target, options, options.primeRequests);

  const run = await fire(target, options, options.requests);
  assertClean(target, run, "measurement");
  const sorted = [...run.latencies].sort((a, b) => a - b);
  if (sorted.length !== options.requests) {
    throw new BenchmarkError(`${target.name}: expected ${options.requests} responses, got ${sorted.length}`);
  }
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  return {
    name: target.name,
    method: target.method,
    path: target.path,
    connections: options.connections,
    requests: sorted.length,
    medianMs: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    meanMs: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
    maxMs: round(sorted[sorted.length - 1]!),
    requestsPerSecond: round((sorted.length * 1000) / run.elapsedMs, 1),
    durationSeconds: round(run.elapsedMs / 1000, 3),
    autocannon: {
      latencyP50: run.result.latency.p50,
      latencyP99: run.result.latency.p99,
      requestsAverage: run.result.requests.average,
      duration: run.result.duration,
    },
  };
}

export interface MixedResult extends TargetResult {
  /** The users (connections) of the whole mix this row ran among. */
  users: number;
  /** Failed requests (non-2xx, connection errors, timeouts): reported, not fatal, under overload. */
  failed: number;
}

/**
 * The mixed-load scenario: `users` connections spread over `targets` (round robin), all running at
 * once for `seconds`, each target measured on its own connections. Every page competes with the
 * others for the server, as when many staff use the app together.
 */
export async function measureMixed(
  targets: Target[],
  options: Omit<MeasureOptions, "connections" | "requests">,
  users: number,
  seconds: number,
): Promise<MixedResult[]> {
  const shares = targets.map((_, i) => Math.floor(users / targets.length) + (i < users % targets.length ? 1 : 0));
  const active = targets.map((target, i) => ({ target, connections: shares[i]! })).filter((t) => t.connections > 0);
  const runs = await Promise.all(
    active.map(
      ({ target, connections }) =>
        new Promise<{ target: Target; connections: number; run: Run }>((resolve, reject) => {
          const { url, method, headers, body } = requestOf(target, { ...options, connections, requests: 1 });
          const latencies: number[] = [];
          const started = performance.now();
          let lastResponse = started;
          const instance = autocannon(
            { url, method, headers, body, connections, duration: seconds, timeout: 30 },
            (error, result) => {
              if (error) reject(error);
              else resolve({ target, connections, run: { result, latencies, elapsedMs: lastResponse - started } });
            },
          );
          instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
            latencies.push(responseTime);
            lastResponse = performance.now();
          });
        }),
    ),
  );
  return runs.map(({ target, connections, run }) => {
    const sorted = [...run.latencies].sort((a, b) => a - b);
    const round = (value: number, digits = 2) => Number(value.toFixed(digits));
    return {
      name: target.name,
      method: target.method,
      path: target.path,
      users,
      failed: run.result.non2xx + run.result.errors + run.result.timeouts,
      connections,
      requests: sorted.length,
      medianMs: round(percentile(sorted, 0.5)),
      p99Ms: round(percentile(sorted, 0.99)),
      meanMs: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1)),
      maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
      requestsPerSecond: round((sorted.length * 1000) / run.elapsedMs, 1),
      durationSeconds: round(run.elapsedMs / 1000, 3),
      autocannon: {
        latencyP50: run.result.latency.p50,
        latencyP99: run.result.latency.p99,
        requestsAverage: run.result.requests.average,
        duration: run.result.duration,
      },
    };
  });
}
