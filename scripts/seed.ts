import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { resetDatabase } from "../server/db/reset.ts";
import { createLogger } from "../server/lib/logger.ts";
import { startRuntime } from "../server/runtime.ts";
import { DEMO_USER_EMAIL, seedDemoAgency, seedDemoIfEmpty, seedLargeVolume } from "../server/seed/demo-seed.ts";

/**
 * `npm run seed`: seeds the demo agency into an empty database.
 * `npm run seed -- --reset`: drops everything first and recreates it (stop the app first:
 * the embedded database belongs to one process at a time).
 * `npm run seed -- --size large`: also adds 10,000 accounts, 30,000 policies, 50,000 service requests and 10,000 workspaces to the demo
 * agency, for benchmarks.
 */
async function main() {
  const { values } = parseArgs({
    options: { reset: { type: "boolean", default: false }, size: { type: "string", default: "demo" } },
  });
  if (values.size !== "demo" && values.size !== "large")
    throw new Error(`--size must be demo or large (got "${values.size}")`);
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.dataDir, "db") });
  if (values.reset) {
    await resetDatabase(database);
    log.info("Dropped all data");
  }
  const runtime = await startRuntime(config, log, { work: false, database });
  try {
    if (values.reset) {
      await seedDemoAgency(runtime);
      log.info(`Recreated the demo agency; sign in with ${DEMO_USER_EMAIL}`);
    } else if (await seedDemoIfEmpty(runtime)) {
      log.info(`Seeded the demo agency; sign in with ${DEMO_USER_EMAIL}`);
    } else if (values.size !== "large") {
      log.info("The database already has data; nothing seeded (use --reset to start over)");
    }
    if (values.size === "large") {
      const added = await seedLargeVolume(runtime);
      log.info(
        `Added ${added.accounts} accounts, ${added.policies} policies, ${added.serviceRequests} service requests and ${added.workspaces} workspaces to the demo agency`,
      );
    }
  } finally {
    await runtime.stop();
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
