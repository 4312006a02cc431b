import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { createHttpApp, type HttpAppOptions } from "#server/http/app.ts";
import { attachWebSockets } from "#server/http/websockets.ts";
import { systemCtx, type Ctx } from "#server/lib/context.ts";
import { createLogger } from "#server/lib/logger.ts";
import { startRuntime, type RunningRuntime } from "#server/runtime.ts";
import { startPgProxy, type PgProxy } from "./pg-proxy.ts";

/** Real time, shifted by `advance` (sign-in codes expiring, sessions ageing). */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  advanceMinutes(minutes: number) {
    this.advance(minutes * 60 * 1000);
  }
  /** Runs on from `at` (a clock near an agency's midnight, say); `reset` goes back to real time. */
  set(at: Date | string) {
    this.offsetMs = new Date(at).getTime() - Date.now();
  }
  reset() {
    this.offsetMs = 0;
  }
}

export interface TestRuntime extends RunningRuntime {
  clock: TestClock;
  /** A system context for arranging data through the services. */
  system: Ctx;
  /** The per-file database on the PostgreSQL server (only when DATABASE_URL is set). */
  databaseUrl?: string;
  /** The proxy in front of it, when asked for (`proxied`): stop it for an outage (ADR 059). */
  proxy?: PgProxy;
  close(): Promise<void>;
}

async function openTestDatabase(
  vector: boolean,
  proxied = false,
): Promise<{ database: Database; url?: string; proxy?: PgProxy; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
    const database = await openDatabase({ dataDir: "memory://", loadDataDir: new Blob([snapshot]), vector });
    return { database, drop: async () => {} };
  }
  // A fresh database per test file on the PostgreSQL server.
  const name = `cara_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // the app through a proxy the test can stop and start (an outage without stopping the shared server)
  const proxy = proxied ? await startPgProxy({ host: url.hostname, port: Number(url.port || 5432) }) : undefined;
  const databaseUrl = proxy ? proxy.urlThrough(url.toString()) : url.toString();
  const database = await openDatabase({ databaseUrl, poolSize: 5 });
  return {
    database,
    url: databaseUrl,
    proxy,
    drop: async () => {
      await proxy?.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestRuntimeOptions {
  /** Settings as environment variables (SMTP_URL, NODE_ENV, ...). */
  env?: Record<string, string>;
  /** Run job handlers in this process. */
  work?: boolean;
  /** PostgreSQL only: connect through a proxy the test can stop and start (`runtime.proxy`). */
  proxied?: boolean;
}

/** The whole runtime on a real database, as the server builds it. Call once per test file. */
export async function startTestRuntime(options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cara-data-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "error", ...options.env });
  const { database, url, proxy, drop } = await openTestDatabase(Boolean(config.CARA_EMBEDDINGS), options.proxied);
  const clock = new TestClock();
  const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), {
    work: options.work ?? false,
    database,
    now: clock.now,
    pollingIntervalSeconds: 0.5,
  });
  return Object.assign(runtime, {
    clock,
    system: systemCtx(runtime),
    databaseUrl: url,
    proxy,
    async close() {
      await proxy?.start(); // the runtime stops cleanly on a reachable database
      await runtime.stop();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** The HTTP app (security headers, origin check, sessions, /graphql) on a free port. */
export async function startTestServer(runtime: RunningRuntime, options: HttpAppOptions = {}): Promise<TestServer> {
  const app = createHttpApp(runtime, options);
  const server = app.listen(0, "127.0.0.1");
  attachWebSockets(server, runtime);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
