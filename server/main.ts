import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { seedDemoIfEmpty, DEMO_USER_EMAIL } from "./seed/demo-seed.ts";
import { systemCtx } from "./lib/context.ts";
import { ensureCarrierCatalog } from "./modules/carriers/carriers.service.ts";
import { loadConfigOrExit, startupWarnings, type Config } from "./config.ts";
import { createHttpApp } from "./http/app.ts";
import { attachWebSockets } from "./http/websockets.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { allProviders, startRuntime } from "./runtime.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { describeProvider } from "./lib/provider.ts";
import { describeModel } from "./ai/models.ts";
import { superviseWebProcesses, webProcessSlot } from "./web-processes.ts";
import { startInboundSmtp, type InboundSmtpListener } from "./modules/emails/smtp-listener.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function reactRouterBuild(config: Config, log: Logger) {
  if (config.isProduction) {
    const serverEntry = path.join(root, "build/server/index.js");
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    return { build, clientDir: path.join(root, "build/client") };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  log.info("Vite dev server attached");
  return {
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: devServer.middlewares,
    close: () => devServer.close(),
  };
}

/** What must happen once before any web process serves: migrations, then the demo seed and the carrier catalog. */
async function prepare(runtime: Awaited<ReturnType<typeof startRuntime>>, config: Config, log: Logger) {
  log.info(
    `Providers: ${[...allProviders.map((provider) => describeProvider(provider, config)), describeModel(config)].join(", ")}`,
  );
  if (config.SEED_DEMO && (await seedDemoIfEmpty(runtime))) log.info("Seeded the demo agency");
  await ensureCarrierCatalog(systemCtx(runtime));
}

async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL);
  const slot = webProcessSlot();
  if (slot === null) for (const warning of startupWarnings(config)) log.warn(`!!! ${warning}`);
  if (config.WEB_PROCESSES > 1 && slot === null) {
    // this process supervises; each web process is a copy of this entry (ADR 049)
    return superviseWebProcesses({
      count: config.WEB_PROCESSES,
      log,
      prepare: async () => {
        const runtime = await startRuntime(config, log, { work: false });
        await prepare(runtime, config, log).finally(() => runtime.stop());
      },
    });
  }
  const runtime = await startRuntime(config, log, { work: config.WORKER === "inline" }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    log.error(error.message); // a second process on one embedded database (ADR 018)
    process.exit(1);
  });
  log.info("Database ready", { engine: runtime.database.kind, jobs: config.WORKER, mail: runtime.mailTransport.kind });
  if (slot === null) await prepare(runtime, config, log);

  const routerBuild = await reactRouterBuild(config, log);
  const app = createHttpApp(runtime, routerBuild);
  const server = app.listen(config.PORT, config.HOST, () => {
    if ((slot ?? 1) > 1) return; // the first web process says where to sign in
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const appUrl = config.APP_URL ?? `http://localhost:${port}`;
    log.info(`Cara is running at ${appUrl}`);
    log.info(
      config.devMailbox
        ? `Sign in at ${appUrl}/app/signin with ${DEMO_USER_EMAIL} (or trial@, overdue@, expired@ or paused@cara-demo.test to see a subscription in that state); the code appears at ${appUrl}/dev/mailbox (from this machine) and in this log.`
        : `Sign in at ${appUrl}/app/signin; codes are sent over SMTP.`,
    );
  });

  // Idle keep-alive connections outlive a client's or load balancer's own idle timeout (commonly
  // 60 s), so the server never closes a socket just as a client sends its next request on it
  // (Node's 5 s default made a reused connection fail with ECONNRESET now and then).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  attachWebSockets(server, runtime);

  // the embedded inbound SMTP listener (ADR 067): one per deployment, in the first web process
  let inboundSmtp: InboundSmtpListener | null = null;
  if (config.INBOUND_SMTP_PORT > 0 && (slot ?? 1) === 1) {
    inboundSmtp = await startInboundSmtp(runtime).catch((error: unknown) => {
      log.warn("The inbound SMTP listener did not start; mail arrives through the webhooks only", { error });
      return null;
    });
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("Shutting down", { signal });
    server.close();
    server.closeAllConnections();
    await inboundSmtp?.close();
    await ("close" in routerBuild ? routerBuild.close?.() : undefined);
    await runtime.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

await main();
