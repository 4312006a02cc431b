import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { statementOptions } from "./pglite-statements.mjs";

/**
 * PGlite in another thread or process, behind the part of PGlite's interface that drizzle's
 * pglite driver, its migrator and pg-boss's executeSql use: `query`, `exec` and `transaction`.
 * The other side answers with pglite-host.mjs:
 * - `PgliteRemote.startWorker`: a `node:worker_threads` worker this process owns (ADR 018), so
 *   SQL runs on the worker's thread while this one renders pages;
 * - `PgliteRemote.viaSupervisor`: the supervising process of several web processes, which owns
 *   the database and serves each of them over the cluster's IPC channel (ADR 052).
 *
 * Query options: `rowMode` is passed on; `parsers` may only be identity parsers (drizzle's keep
 * dates and numerics as text), which are sent as the list of type ids to leave unparsed.
 * A transaction holds a lease on the database's only session; the host queues every other
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

/** An answer of the host: `{ id, result }` or `{ id, error }`. */
interface Answer {
  id?: number;
  result?: unknown;
  error?: Record<string, unknown>;
}

/** How messages reach the host and its answers come back. */
interface Channel {
  send(message: Record<string, unknown>): void;
  /** Calls `onAnswer` with each answer, `onGone` once the host can no longer answer. */
  listen(onAnswer: (answer: Answer) => void, onGone: (error: Error) => void): void;
  /** Ends the channel once the database has been closed (or, for a web process, let go). */
  close(): Promise<void>;
  /** Whether `close` also closes the database (this process owns it). */
  readonly owner: boolean;
}

type Pending = { resolve: (value: any) => void; reject: (error: Error) => void };

const workerFile = fileURLToPath(new URL("./pglite-worker.mjs", import.meta.url));

/** The key of the host's messages on the cluster IPC channel (shared with pglite-supervisor.ts). */
export const PGLITE_IPC_KEY = "caraPglite";

function toError(raw: Record<string, unknown>): Error {
  const error = new Error(String(raw.message));
  Object.assign(error, raw);
  return error;
}

export class PgliteRemote implements PgliteLike {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closing?: Promise<void>;

  private constructor(private readonly channel: Channel) {
    channel.listen(
      (answer) => {
        if (answer.id === undefined) return;
        const waiting = this.pending.get(answer.id);
        if (!waiting) return;
        this.pending.delete(answer.id);
        if (answer.error) waiting.reject(toError(answer.error));
        else waiting.resolve(answer.result);
      },
      (error) => this.failAll(error),
    );
  }

  /** Starts a worker thread and opens `dataDir` in it; `vector`: load pgvector too (CARA_EMBEDDINGS, ADR 032). */
  static async startWorker(dataDir: string, options: { vector?: boolean } = {}): Promise<PgliteRemote> {
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
    return new PgliteRemote({
      owner: true,
      send: (message) => worker.postMessage(message),
      listen(onAnswer, onGone) {
        worker.on("message", onAnswer);
        worker.on("error", onGone);
        worker.on("exit", (code) => onGone(new Error(`The database worker stopped (exit code ${code})`)));
      },
      close: async () => void (await worker.terminate()),
    });
  }

  /** The database of this web process's supervisor (ADR 052); only inside a cluster worker. */
  static viaSupervisor(): PgliteRemote {
    if (!process.send) throw new Error("The supervisor's database is only reachable from a web process");
    return new PgliteRemote({
      owner: false,
      send: (message) => process.send!({ [PGLITE_IPC_KEY]: message }),
      listen(onAnswer, onGone) {
        process.on("message", (message: Record<string, unknown> | null) => {
          const answer = message?.[PGLITE_IPC_KEY] as Answer | undefined;
          if (answer) onAnswer(answer);
        });
        process.on("disconnect", () => onGone(new Error("The supervising process stopped")));
      },
      close: async () => {},
    });
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.channel.send({ ...message, id });
    });
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closing) return Promise.reject(new Error("The database is closed"));
    return this.send(message);
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

  /** Runs `callback` in a transaction on the database's session: committed when it resolves, rolled back when it throws. */
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

  /**
   * Closes the database and stops the worker, or, in a web process, stops using the
   * supervisor's database (which goes on serving the others). Closing twice is harmless.
   */
  close(): Promise<void> {
    return (this.closing ??= (async () => {
      if (this.channel.owner) await this.send({ op: "close" }).finally(() => this.channel.close());
      else await this.channel.close();
    })());
  }
}
