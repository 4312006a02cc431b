import type { Worker } from "node:cluster";
import type { Logger } from "../lib/logger.ts";
import { serializeError, type HostMessage, type PgliteHost } from "./pglite-host.mjs";
import { PGLITE_IPC_KEY } from "./pglite-remote.ts";

/**
 * The supervisor's side of the embedded database for one web process (ADR 052): answers the
 * statements the web process's `PgliteRemote.viaSupervisor()` sends over the cluster's IPC
 * channel, and rolls back the transactions it left open when it stops, so that a web process
 * that dies in a transaction does not hold the only session for the others.
 */
export function servePgliteTo(worker: Worker, host: PgliteHost, log: Logger): void {
  const answer = (message: Record<string, unknown>) => {
    if (worker.isConnected()) worker.send({ [PGLITE_IPC_KEY]: message });
  };
  worker.on("message", (message: Record<string, unknown> | null) => {
    const request = message?.[PGLITE_IPC_KEY] as (HostMessage & { id: number }) | undefined;
    if (!request) return;
    host.handle(request, worker.id).then(
      (result) => answer({ id: request.id, result }),
      (error: unknown) => answer({ id: request.id, error: serializeError(error) }),
    );
  });
  worker.on("exit", () => {
    void host.release(worker.id).then((count) => {
      if (count > 0) log.warn(`Rolled back ${count} open transaction(s) of a web process that stopped`);
    });
  });
}
