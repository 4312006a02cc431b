import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./lib/logger.ts";

/** How long a web process that stopped unasked waits before another takes its place. */
const RESTART_DELAY_MS = 1_000;

/**
 * Several web processes on one port (ADR 049, PostgreSQL only). Node renders pages on one thread
 * per process, so a process per core lets pages render side by side; the operating system hands
 * each new connection to one of them. This process only supervises: `prepare` runs once first
 * (migrations, the demo seed: nothing two processes should race for), then `count` copies of this
 * entry start as cluster workers (`cluster.isWorker`), each a whole web process. One that stops
 * unasked is replaced; SIGINT or SIGTERM is passed to every process and this one ends after them.
 */
export async function superviseWebProcesses(options: {
  count: number;
  log: Logger;
  prepare: () => Promise<void>;
}): Promise<void> {
  const { count, log } = options;
  await options.prepare();
  let stopping = false;
  const running = new Set<Worker>();

  const start = (slot: number) => {
    const worker = cluster.fork({ CARA_WEB_PROCESS: String(slot) });
    running.add(worker);
    worker.on("exit", (code, signal) => {
      running.delete(worker);
      if (stopping) {
        if (running.size === 0) process.exit(0);
        return;
      }
      log.error(
        `Web process ${slot} (pid ${worker.process.pid}) stopped (${signal ?? `exit code ${code}`}); starting another`,
      );
      setTimeout(() => start(slot), RESTART_DELAY_MS);
    });
  };
  for (let slot = 1; slot <= count; slot++) start(slot);
  log.info(`Started ${count} web processes`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info("Shutting down the web processes", { signal });
    if (running.size === 0) process.exit(0);
    for (const worker of running) worker.process.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

/** Which web process this is (1…WEB_PROCESSES), or null when it is the only one. */
export function webProcessSlot(): number | null {
  return cluster.isWorker ? Number(process.env.CARA_WEB_PROCESS) || 1 : null;
}
