import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import { alwaysAvailable, createDatabaseHealth, type DatabaseHealth } from "./health.ts";
import { PgliteInThread } from "./pglite-in-thread.ts";
import { PgliteWorkerClient, type PgliteLike } from "./pglite-worker-client.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** A database handle or an open transaction: every service takes one of these. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The name to give `.prepare()` for a statement whose SQL is built once but sent unnamed, as an
 * ordinary query is: PostgreSQL still parses and plans every run for its values (a named statement
 * may switch to one generic plan after five runs; lists keep the planning they had).
 */
export const UNNAMED = "";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Runs raw SQL on a handle; what pg-boss and LISTEN/NOTIFY need below the ORM. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  sql: SqlExecutor;
  /** Opens a dedicated connection for LISTEN (PostgreSQL only); its errors are noted in `health`. */
  connectListener?: () => Promise<pg.Client>;
  /** Whether the server can be reached now (PostgreSQL; the embedded database always can). */
  health: DatabaseHealth;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

function pgliteExecutor(client: PgliteLike): SqlExecutor {
  return {
    async executeSql(text, values) {
      // pg-boss sends multi-statement scripts without parameters: PGlite runs those only through exec.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as any[] };
    },
  };
}

function poolExecutor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values as any[]);
      // multi-statement text returns one result per statement
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
  };
}

/** The raw executor bound to a handle or to the connection of an open transaction. */
export function sqlExecutorFor(handle: Db): SqlExecutor {
  const client = (handle as any).session?.client ?? (handle as any).$client;
  if (client instanceof pg.Pool || typeof client?.release === "function") return poolExecutor(client);
  return pgliteExecutor(client);
}

/**
 * Statement listeners (tests count the SQL statements a request runs: no N+1). Drizzle calls the
 * logger for every statement it sends; with no listener this costs one empty-set check.
 */
const statementListeners = new Set<(sql: string) => void>();

/** Calls `listener` with every statement sent through Drizzle until the returned function is called. */
export function onStatement(listener: (sql: string) => void): () => void {
  statementListeners.add(listener);
  return () => statementListeners.delete(listener);
}

const statementLogger = {
  logQuery(query: string) {
    if (statementListeners.size === 0) return;
    for (const listener of statementListeners) listener(query);
  },
};

/** Closing twice is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it PGlite opens `dataDir`. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throwaway instance. */
  dataDir?: string;
  /** Start PGlite from a dumped data directory (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * Run PGlite in a worker thread, so that SQL and page rendering use two cores (ADR 018).
   * The app does; tests and scripts keep it in their own thread.
   */
  pgliteWorker?: boolean;
  /** Load pgvector into PGlite (when embeddings are configured, ADR 032); PostgreSQL has it or not. */
  vector?: boolean;
}

/** A connection PostgreSQL does not accept within this fails (and the request answers 503) instead of waiting forever. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * The pool's connection timeout, which is also how long a query waits for a free connection of a
 * busy pool: longer, so that a burst of work is not failed (the wait was unbounded before).
 */
const POOL_CONNECT_TIMEOUT_MS = 10_000;

/**
 * The pool notes every connection failure in `health` (ADR 059): a query or checkout that
 * fails, an idle client that loses its server, and a checked-out client that does — node-postgres
 * emits 'error' on such a client, which without a listener ends the process (a job's transaction
 * open when PostgreSQL stopped did).
 */
function watchPool(pool: pg.Pool, health: DatabaseHealth) {
  const note = (error: unknown) => void health.noteError(error);
  pool.on("error", note); // an idle client lost its connection; the next query opens another
  pool.on("connect", (client) => client.on("error", note));
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) result.catch(note);
    return result;
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    const result = connect(...args);
    if (result instanceof Promise) result.catch(note);
    return result;
  }) as typeof pool.connect;
}

/** One `select 1` on a connection of its own. */
async function probeServer(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const pool = new pg.Pool({
      connectionString,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    });
    const health = createDatabaseHealth({ probe: () => probeServer(connectionString) });
    watchPool(pool, health);
    const db = drizzlePg(pool, { schema, casing: "snake_case", logger: statementLogger }) as unknown as Db;
    return {
      kind: "postgres",
      db,
      sql: poolExecutor(pool),
      health,
      connectListener: async () => {
        const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        // a lost connection emits 'error': without a listener it would end the process
        client.on("error", (error) => health.noteError(error));
        try {
          await client.connect();
        } catch (error) {
          health.noteError(error);
          throw error;
        }
        return client;
      },
      migrate: () => migratePg(db as any, { migrationsFolder }),
      close: once(async () => {
        health.close();
        await pool.end();
      }),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  // one process per data directory: a second one would silently lose its writes (ADR 018)
  const unlock = inMemory ? async () => {} : await lockDataDir(dataDir);
  let client: PgliteInThread | PgliteWorkerClient;
  try {
    // pg_trgm: trigram indexes behind the as-you-type list filters (migration 0004)
    const vector = options.vector ? (await import("@electric-sql/pglite-pgvector")).vector : undefined;
    client =
      options.pgliteWorker && !inMemory && !options.loadDataDir
        ? await PgliteWorkerClient.start(dataDir, { vector: Boolean(vector) })
        : new PgliteInThread(
            await PGlite.create(dataDir, {
              loadDataDir: options.loadDataDir,
              extensions: vector ? { pg_trgm, vector } : { pg_trgm },
            }),
          );
  } catch (error) {
    await unlock();
    throw error;
  }
  // drizzle's pglite driver uses only query, exec and transaction, which both clients offer
  const db = drizzlePglite(client as unknown as PGlite, {
    schema,
    casing: "snake_case",
    logger: statementLogger,
  }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    sql: pgliteExecutor(client),
    health: alwaysAvailable,
    migrate: () => migratePglite(db as any, { migrationsFolder }),
    close: once(async () => {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    }),
  };
}
