import { createAssistantRunner } from "./assistant/index.ts";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { allEventHandlers } from "./events/all-handlers.ts";
import { allJobs } from "./jobs/all-jobs.ts";
import { createJobQueue } from "./jobs/queue.ts";
import type { Runtime } from "./lib/context.ts";
import type { AssistantRunner } from "./modules/workspaces/assistant-runner.ts";
import { createLocalEventBus, createPostgresEventBus } from "./lib/event-bus.ts";
import { closeHtmlToPdf } from "./lib/html-pdf.ts";
import type { Logger } from "./lib/logger.ts";
import { createProvider } from "./lib/provider.ts";
import { addressLookupProvider } from "./modules/addresses/address-lookup.ts";
import { billingProvider } from "./modules/billing/billing-providers.ts";
import { fileStoreProvider } from "./modules/files/file-store.ts";
import { mailTransportProvider } from "./modules/mail/mail.transport.ts";
import { loadSecretKey } from "./modules/security/secret.service.ts";
import path from "node:path";
import { signInDeliveriesSettled } from "./modules/identity/sign-in.service.ts";
import { startEmbeddings } from "./modules/documents/embeddings-store.ts";
import { startRunSweeper } from "./modules/workspaces/run-heartbeat.service.ts";

/** Every outside provider the runtime builds (for the start-up log). */
export const allProviders = [mailTransportProvider, billingProvider, fileStoreProvider, addressLookupProvider];

export interface RuntimeOptions {
  /** Run job handlers (and cron schedules) in this process. */
  work: boolean;
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
  /** Clock override (tests). */
  now?: () => Date;
  pollingIntervalSeconds?: number;
  /** Cara's agent runtime (default: `server/assistant/`). */
  assistant?: AssistantRunner;
}

export interface RunningRuntime extends Runtime {
  database: Database;
  stop(): Promise<void>;
}

/** Opens the database, applies migrations, and starts the queue, event bus and mail transport. */
export async function startRuntime(config: Config, log: Logger, options: RuntimeOptions): Promise<RunningRuntime> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: path.join(config.dataDir, "db"),
      pgliteWorker: true, // SQL off the request thread (ADR 018)
      vector: Boolean(config.CARA_EMBEDDINGS), // pgvector for hybrid search (ADR 032)
    }));
  await database.migrate();
  let downAt = 0;
  database.health.onChange((available) => {
    if (!available) downAt = Date.now();
    if (available) log.warn("Database reachable again", { downSeconds: Math.round((Date.now() - downAt) / 1000) });
    else log.error("Database unreachable: requests answer 503 and jobs wait until it is back (ADR 059)");
  });
  const secretKey = await loadSecretKey(database.db, config.SECRET_KEY);
  const embeddings = await startEmbeddings(database, config, log);
  const events = database.connectListener
    ? await createPostgresEventBus(
        database.connectListener,
        (channel, payload) => database.sql.executeSql("select pg_notify($1, $2)", [channel, payload]),
        log,
        { health: database.health },
      )
    : createLocalEventBus(log);
  const jobs = await createJobQueue({
    sql: database.sql,
    definitions: allJobs,
    log,
    supervise: options.work,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    health: database.health,
  });
  // Outside providers, each chosen from its settings (ADR 015).
  const mailTransport = createProvider(mailTransportProvider, config, { log });
  const providers = {
    billing: createProvider(billingProvider, config, { log }),
    files: createProvider(fileStoreProvider, config, { log }),
    addresses: createProvider(addressLookupProvider, config, { log }),
  };
  const runtime: RunningRuntime = {
    config,
    log,
    database,
    db: database.db,
    databaseHealth: database.health,
    events,
    jobs,
    mailTransport,
    ...providers,
    secretKey,
    eventHandlers: allEventHandlers,
    assistant: options.assistant ?? createAssistantRunner(),
    embeddings,
    now: options.now ?? (() => new Date()),
    async stop() {
      await signInDeliveriesSettled();
      await jobs.stop();
      await events.close();
      await mailTransport.close();
      await closeHtmlToPdf();
      if (!options.database) await database.close();
    },
  };
  if (options.work) {
    await jobs.work(runtime);
    const sweeper = startRunSweeper(runtime); // crashed runs fail within a minute (ADR 059)
    const stop = runtime.stop;
    runtime.stop = async () => {
      await sweeper.stop();
      await stop();
    };
  }
  return runtime;
}
