/**
 * The database engines the bench can run on. PGlite (the default) runs inside the server's Node
 * thread, so its SQL time competes with HTTP, GraphQL and React for that one thread; PostgreSQL,
 * the production engine, runs the SQL in its own processes.
 */
import pg from "pg";
import { BenchmarkError } from "./measure.ts";

export type Engine = "pglite" | "postgres";

export const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** BENCH_ENGINE: pglite (default), postgres, or both (pglite first). */
export function enginesFromEnv(raw: string | undefined): Engine[] {
  const value = raw?.trim().toLowerCase() || "pglite";
  if (value === "pglite" || value === "postgres") return [value];
  if (value === "both") return ["pglite", "postgres"];
  throw new BenchmarkError(`BENCH_ENGINE must be pglite, postgres or both (got "${raw}")`);
}

/** A PostgreSQL database created for one bench run; drop() is safe to call twice. */
export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}

/** For messages: the URL without its password. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.href;
  } catch {
    return url;
  }
}

async function onAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BenchmarkError(
      `Cannot connect to PostgreSQL at ${redacted(adminUrl)} (BENCH_PG_URL): ${(error as Error).message}`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates `cara_bench_<timestamp>_<pid>` through the server at `adminUrl` (any database the user
 * may connect to; its own database is left alone). The caller drops it, also on failure.
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  let parsed: URL;
  try {
    parsed = new URL(adminUrl);
  } catch {
    throw new BenchmarkError("BENCH_PG_URL is not a URL");
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new BenchmarkError(`BENCH_PG_URL must be a postgres:// URL (got "${redacted(adminUrl)}")`);
  }
  // lower case and [a-z0-9_] only, so the name needs no quoting rules beyond the double quotes
  const name = `cara_bench_${Date.now()}_${process.pid}`;
  await onAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  let dropping: Promise<void> | undefined;
  return {
    name,
    url: withDatabase(adminUrl, name),
    // WITH (FORCE): a server or seed that did not exit cleanly may still hold connections
    drop: () =>
      (dropping ??= onAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      )),
  };
}
