import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { statementOptions } from "./pglite-statements.mjs";

/**
 * PGlite in a `node:worker_threads` worker (ADR 018), behind the part of PGlite's interface that
 * drizzle's pglite driver, its migrator and pg-boss's executeSql use: `query`, `exec` and
 * `transaction`. SQL runs on the worker's thread while this one renders pages.
 *
 * Query options: `rowMode` is passed on; `parsers` may only be identity parsers (drizzle's keep
 * dates and numerics as text), which are sent as the list of type ids to leave unparsed.
 * A transaction holds a lease on the worker's only session; the worker queues every other
 * statement until it commits or rolls back (as PGlite does in-thread).
 */

interface Results {
  rows: any[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface QueryOptions {
  rowMode?: "object" | "array";
  parsers?: Record<number, unknown>;
}

export interface PgliteLike {
  query<T = any>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteTransactionLike extends PgliteLike {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Pending = { resolve: (value: any) => void; reject: (error: Error) => void };

const workerFile = fileURLToPath(new URL("./pglite-worker.mjs", import.meta.url));

function toError(raw: Record<string, unknown>): Error {
  const error = new Error(String(raw.message));
  Object.assign(error, raw);
  return error;
}

export class PgliteWorkerClient implements PgliteLike {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closing?: Promise<void>;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (message: { id?: number; result?: unknown; error?: Record<string, unknown> }) => {
      if (message.id === undefined) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(toError(message.error));
      else waiting.resolve(message.result);
    });
    worker.on("error", (error) => this.failAll(error));
    worker.on("exit", (code) => this.failAll(new Error(`The database worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and opens `dataDir` in it. */
  /** `vector`: load pgvector too (CARA_EMBEDDINGS, ADR 032). */
  static async start(dataDir: string, options: { vector?: boolean } = {}): Promise<PgliteWorkerClient> {
    const worker = new Worker(workerFile, { workerData: { dataDir, vector: options.vector === true } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean; failed?: Record<string, unknown> }) => {
        if (message.ready) done(resolve);
        else if (message.failed) done(() => reject(toError(message.failed!)));
      };
      const onError = (error: Error) => done(() => reject(error));
      const done = (then: () => void) => {
        worker.off("message", onMessage);
        worker.off("error", onError);
        then();
      };
      worker.on("message", onMessage);
      worker.on("error", onError);
    }).catch(async (error) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteWorkerClient(worker);
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closing) return Promise.reject(new Error("The database is closed"));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T = any>(sql: string, params?: unknown[], options?: QueryOptions, lease?: number) {
    return this.call<Results & { rows: T[] }>({
      op: "query",
      sql,
      params: params ?? [],
      ...statementOptions(options),
      lease,
    });
  }

  exec(sql: string, lease?: number) {
    return this.call<Results[]>({ op: "exec", sql, lease });
  }

  /** Runs `callback` in a transaction on the worker's session: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteTransactionLike) => Promise<T>): Promise<T> {
    const lease = await this.call<number>({ op: "begin" });
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx: PgliteTransactionLike = {
      query: (sql, params, options) => (open(), this.query(sql, params, options, lease)),
      exec: (sql) => (open(), this.exec(sql, lease)),
      rollback: async () => {
        open();
        closed = true;
        await this.call({ op: "rollback", lease });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.call({ op: "rollback", lease });
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: "commit", lease });
    }
    return result;
  }

  /** Closes the database and stops the worker; closing twice is harmless. */
  close(): Promise<void> {
    return (this.closing ??= (async () => {
      const id = this.nextId++;
      await new Promise<void>((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        this.worker.postMessage({ op: "close", id });
      }).finally(() => this.worker.terminate());
    })());
  }
}
