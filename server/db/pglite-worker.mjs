// The embedded database in its own thread (ADR 018): this worker owns the PGlite instance and
// answers the messages of pglite-worker-client.ts. Plain JavaScript so that it loads in any
// runner (tsx, vitest, node) without a TypeScript loader in the worker.
//
// Messages in:  { id, op: "query", sql, params, rowMode, rawTypes, lease }
//               { id, op: "exec", sql, lease }
//               { id, op: "begin" }            -> answers { lease } once BEGIN ran
//               { id, op: "commit" | "rollback", lease }
//               { id, op: "close" }
// Messages out: { id, result } or { id, error: { message, name, ...fields } }; { ready } / { failed }.
//
// A transaction is PGlite's own `transaction()`, held open until commit or rollback: PGlite
// queues every other statement behind it, so a lease is an exclusive session.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgliteStatements } from "./pglite-statements.mjs";

/** @type {Map<number, { tx: any, finish: (ok: boolean) => void, done: Promise<unknown> }>} */
const leases = new Map();
let nextLease = 1;
/** @type {PGlite} */
let db;
/** @type {ReturnType<typeof pgliteStatements>} */
let statements;

function serializeError(error) {
  const out = { message: String(error?.message ?? error), name: String(error?.name ?? "Error") };
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) {
      if (value == null || ["string", "number", "boolean"].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

function target(lease) {
  if (!lease) return db;
  const held = leases.get(lease);
  if (!held) throw new Error(`Transaction ${lease} is not open`);
  return held.tx;
}

function begin() {
  return new Promise((resolveLease, rejectLease) => {
    const lease = nextLease++;
    let finish;
    const done = db.transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          finish = (ok) => (ok ? resolve(undefined) : reject(Object.assign(new Error("rollback"), { rollback: true })));
          leases.set(lease, { tx, finish, done });
          resolveLease(lease);
        }),
    );
    done.catch((error) => {
      if (!leases.has(lease)) rejectLease(error); // BEGIN itself failed
    });
  });
}

async function end(lease, commit) {
  const held = leases.get(lease);
  if (!held) throw new Error(`Transaction ${lease} is not open`);
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

async function handle(message) {
  switch (message.op) {
    case "query": {
      const options = { rowMode: message.rowMode, rawTypes: message.rawTypes };
      if (!message.lease) return statements.query(message.sql, message.params, options);
      target(message.lease); // still open
      return statements.queryInTransaction(message.sql, message.params, options);
    }
    case "exec":
      statements.forget(); // a script may change the types a statement's parameters are inferred as
      return (await target(message.lease).exec(message.sql)).map((result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }));
    case "begin":
      return begin();
    case "commit":
      return end(message.lease, true);
    case "rollback":
      return end(message.lease, false);
    case "close":
      await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: serializeError(error) }),
  );
});

try {
  // pgvector only when embeddings are configured (ADR 032): loading it costs start-up time
  const vector = workerData.vector ? (await import("@electric-sql/pglite-pgvector")).vector : undefined;
  db = await PGlite.create(workerData.dataDir, { extensions: vector ? { pg_trgm, vector } : { pg_trgm } });
  statements = pgliteStatements(db);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: serializeError(error) });
}
