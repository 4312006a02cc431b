// The embedded database's side of the statement protocol (ADR 018, ADR 052): answers the
// messages of pglite-remote.ts on one PGlite instance. The database worker thread serves
// its one client with it; with several web processes, the supervising process serves each of
// them (pglite-supervisor.ts), and a web process that dies has its open transactions rolled back.
// Plain JavaScript so that it loads in any runner (tsx, vitest, node) without a TypeScript loader.
//
// Messages in:  { op: "query", sql, params, rowMode, rawTypes, lease }
//               { op: "exec", sql, lease }
//               { op: "begin" }            -> answers the lease once BEGIN ran
//               { op: "commit" | "rollback", lease }
//               { op: "close" }            (from the owner of the database only)
//
// A transaction is PGlite's own `transaction()`, held open until commit or rollback: PGlite
// queues every other statement behind it, so a lease is an exclusive session.

/** A thrown error as plain fields, to cross a thread or process boundary. */
export function serializeError(error) {
  const out = { message: String(error?.message ?? error), name: String(error?.name ?? "Error") };
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) {
      if (value == null || ["string", "number", "boolean"].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

/**
 * @param {import("@electric-sql/pglite").PGlite} db
 * @param {ReturnType<typeof import("./pglite-statements.mjs").pgliteStatements>} statements
 */
export function createPgliteHost(db, statements) {
  /** @type {Map<number, { tx: any, owner: unknown, finish: (ok: boolean) => void, done: Promise<unknown> }>} */
  const leases = new Map();
  let nextLease = 1;
  /** Clients that stopped: a transaction they asked for that opens only now is rolled back at once. */
  const gone = new Set();

  function target(lease, owner) {
    if (!lease) return db;
    const held = leases.get(lease);
    if (!held || held.owner !== owner) throw new Error(`Transaction ${lease} is not open`);
    return held.tx;
  }

  function begin(owner) {
    return new Promise((resolveLease, rejectLease) => {
      const lease = nextLease++;
      let finish;
      const done = db.transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            finish = (ok) =>
              ok ? resolve(undefined) : reject(Object.assign(new Error("rollback"), { rollback: true }));
            leases.set(lease, { tx, owner, finish, done });
            resolveLease(lease);
          }),
      );
      done.catch((error) => {
        if (!leases.has(lease)) rejectLease(error); // BEGIN itself failed
      });
    });
  }

  async function end(lease, owner, commit) {
    const held = leases.get(lease);
    if (!held || held.owner !== owner) throw new Error(`Transaction ${lease} is not open`);
    held.finish(commit);
    try {
      await held.done;
    } catch (error) {
      if (commit || !error?.rollback) throw error;
    } finally {
      leases.delete(lease);
    }
    return null;
  }

  return {
    /**
     * Answers one message. `owner` names the client (a web process); the worker thread's one
     * client passes nothing. Only the owner of the database (no `owner`) may close it.
     */
    async handle(message, owner) {
      switch (message.op) {
        case "query": {
          const options = { rowMode: message.rowMode, rawTypes: message.rawTypes };
          if (!message.lease) return statements.query(message.sql, message.params, options);
          target(message.lease, owner); // still open, and this client's
          return statements.queryInTransaction(message.sql, message.params, options);
        }
        case "exec":
          statements.forget(); // a script may change the types a statement's parameters are inferred as
          return (await target(message.lease, owner).exec(message.sql)).map((result) => ({
            rows: result.rows,
            fields: result.fields,
            affectedRows: result.affectedRows,
          }));
        case "begin": {
          const lease = await begin(owner);
          if (!gone.has(owner)) return lease;
          await end(lease, owner, false);
          throw new Error("The client that asked for this transaction has stopped");
        }
        case "commit":
          return end(message.lease, owner, true);
        case "rollback":
          return end(message.lease, owner, false);
        case "close":
          if (owner === undefined) await db.close();
          return null;
        default:
          throw new Error(`Unknown operation ${message.op}`);
      }
    },

    /** Rolls back every transaction `owner` left open (a web process that stopped). */
    async release(owner) {
      gone.add(owner);
      const open = [...leases].filter(([, held]) => held.owner === owner).map(([lease]) => lease);
      await Promise.allSettled(open.map((lease) => end(lease, owner, false)));
      return open.length;
    },
  };
}
