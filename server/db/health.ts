/**
 * Whether PostgreSQL can be reached, as this process last saw it (ADR 059). A connection error
 * from any query, any pooled client or the event listener marks it down; while down, a probe
 * tries one `select 1` every `probeIntervalMs` and marks it up on the first success. Requests
 * answer 503 meanwhile (server/http/database-unavailable.ts); jobs and the listener retry.
 */
export interface DatabaseHealth {
  readonly available: boolean;
  /** When it last became available (ms since the epoch; the start of the process at first). */
  readonly availableSince: number;
  /** Seconds a client should wait before retrying (the Retry-After of a 503). */
  readonly retryAfterSeconds: number;
  /** Notes an error seen on a query or connection: true (and marks the database down) when it is a connection failure. */
  noteError(error: unknown): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  onChange(listener: (available: boolean) => void): () => void;
  close(): void;
}

/** SQLSTATE classes and codes of a lost or refused connection: class 08, and a server shutting down or starting. */
const CONNECTION_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Node's socket errors. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/**
 * node-postgres' own messages for a connection that ended or could not be made. Not the pool's
 * "timeout exceeded when trying to connect": that is a wait for a busy pool, not an outage.
 */
const CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Whether `error` (or what caused it: Drizzle wraps driver errors) says the database cannot be reached. */
export function isConnectionError(error: unknown): boolean {
  for (let depth = 0, current = error; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof candidate.code === "string" ? candidate.code : "";
    if (code.startsWith("08") || CONNECTION_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
    if (typeof candidate.message === "string" && CONNECTION_MESSAGES.test(candidate.message)) return true;
    // an AggregateError (a host with IPv4 and IPv6 addresses both refusing)
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isConnectionError(inner))) return true;
    current = candidate.cause;
  }
  return false;
}

/** What a 503 asks clients to wait: a few probes' time, short enough that a page comes back soon after the database. */
const RETRY_AFTER_SECONDS = 5;

/** A database that cannot go away (the embedded one): always available. */
export const alwaysAvailable: DatabaseHealth = {
  available: true,
  availableSince: Date.now(),
  retryAfterSeconds: RETRY_AFTER_SECONDS,
  noteError: () => false,
  onChange: () => () => {},
  close: () => {},
};

export interface DatabaseHealthOptions {
  /** One `select 1` on a connection of its own (not the pool's, whose clients may be stuck). */
  probe(): Promise<void>;
  probeIntervalMs?: number;
}

export function createDatabaseHealth(options: DatabaseHealthOptions): DatabaseHealth {
  const probeIntervalMs = options.probeIntervalMs ?? 1000;
  const listeners = new Set<(available: boolean) => void>();
  let available = true;
  let availableSince = Date.now();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const change = (next: boolean) => {
    available = next;
    for (const listener of listeners) listener(next);
  };
  const probeLater = () => {
    if (closed) return;
    timer = setTimeout(() => {
      timer = null;
      options.probe().then(
        () => {
          if (closed || available) return;
          availableSince = Date.now();
          change(true);
        },
        () => probeLater(),
      );
    }, probeIntervalMs);
    timer.unref();
  };

  return {
    get available() {
      return available;
    },
    get availableSince() {
      return availableSince;
    },
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    noteError(error) {
      if (!isConnectionError(error)) return false;
      if (available && !closed) {
        change(false);
        probeLater();
      }
      return true;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
    },
  };
}

/** Resolves once the database is available (at once if it is), or after `maxMs` regardless. */
export function whenAvailable(health: DatabaseHealth, maxMs: number): Promise<void> {
  if (health.available) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    const stop = health.onChange((available) => available && done());
  });
}
