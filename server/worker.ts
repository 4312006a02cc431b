import { loadConfigOrExit } from "./config.ts";
import { createLogger } from "./lib/logger.ts";
import { startRuntime } from "./runtime.ts";

/** A job worker process (`npm run worker`): runs every queue's handlers against PostgreSQL. */
async function main() {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) {
    process.stderr.write(
      "DATABASE_URL: a separate worker needs PostgreSQL (the embedded database belongs to one process; its jobs run inside the web process).\n",
    );
    process.exit(1);
  }
  const log = createLogger(config.LOG_LEVEL, { process: "worker" });
  const runtime = await startRuntime(config, log, { work: true });
  log.info("Worker running", { engine: runtime.database.kind });
  const shutdown = async () => {
    await runtime.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}

await main();
