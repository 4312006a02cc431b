// The embedded database in its own thread (ADR 018): this worker owns the PGlite instance and
// answers the messages of pglite-remote.ts through pglite-host.mjs.
//
// Messages in:  { id, ...a host message }
// Messages out: { id, result } or { id, error: { message, name, ...fields } }; { ready } / { failed }.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createPgliteHost, serializeError } from "./pglite-host.mjs";
import { pgliteStatements } from "./pglite-statements.mjs";

/** @type {ReturnType<typeof createPgliteHost>} */
let host;

parentPort.on("message", (message) => {
  host.handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: serializeError(error) }),
  );
});

try {
  // pgvector only when embeddings are configured (ADR 032): loading it costs start-up time
  const vector = workerData.vector ? (await import("@electric-sql/pglite-pgvector")).vector : undefined;
  const db = await PGlite.create(workerData.dataDir, { extensions: vector ? { pg_trgm, vector } : { pg_trgm } });
  host = createPgliteHost(db, pgliteStatements(db));
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: serializeError(error) });
}
