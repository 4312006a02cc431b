import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export interface AppServer {
  baseUrl: string;
  /** The server's DATA_DIR (stored files; with PGlite also the database, in its `db` subdirectory). */
  dataDir: string;
  /** Everything the server printed so far (shown when something fails). */
  output(): string;
  /**
   * Stops the server (SIGTERM, then SIGKILL) and removes its data directory, unless started with
   * `keepDataDir` (then the caller removes `dataDir`). Safe to call twice.
   */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Repository root (where build/ and server/main.ts live). */
  root: string;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** How long to wait for /healthz, in ms. */
  startTimeoutMs?: number;
  /** Echo the server's output while it runs. */
  verbose?: boolean;
  /** Seed size before start: "large" runs `npm run seed -- --size large` on the fresh data directory first. */
  seedSize?: "demo" | "large";
  /** Leave the data directory in place on stop(), e.g. to open the database afterwards; the caller removes it. */
  keepDataDir?: boolean;
  /**
   * PostgreSQL database for the seed and the server (DATABASE_URL); without it both use the
   * embedded PGlite database in the data directory. The caller creates and drops the database.
   */
  databaseUrl?: string;
  /** Aborting kills a running seed (e.g. on Ctrl-C), so the caller can drop its database. */
  signal?: AbortSignal;
}

/**
 * The Node flags of `npm start` (package.json), so the bench measures the server as it runs there:
 * a 64 MB young-generation semi-space (ADR 018: fewer scavenges while pages render).
 */
export const START_NODE_FLAGS = ["--max-semi-space-size=64"];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("Could not find a free port"))));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Sends a signal to the server's process group (tsx runs the app in a child process of its own). */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  if (child.pid === undefined || exited(child)) return;
  try {
    process.kill(-child.pid, name);
  } catch {
    try {
      child.kill(name);
    } catch {
      // already gone
    }
  }
}

/**
 * Starts the BUILT app as `npm start` does (`NODE_ENV=production tsx --max-semi-space-size=64 server/main.ts`) on a fresh embedded database
 * in a temporary directory, or on `databaseUrl` (expected empty); the server migrates and seeds
 * the demo agency on first start.
 * Resolves once GET /healthz answers 200.
 */
export async function startServer(options: StartOptions): Promise<AppServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cara-bench-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = "";
  if (options.seedSize === "large") {
    await seedLarge(options.root, dataDir, options.databaseUrl ?? "", options.signal).catch(async (error: unknown) => {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    });
  }

  const child = spawn(path.join(options.root, "node_modules/.bin/tsx"), [...START_NODE_FLAGS, "server/main.ts"], {
    cwd: options.root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      SMTP_URL: "",
      WORKER: "inline",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      // one user from one address is the whole load here: the request limits would answer 429
      RATE_LIMIT_IP_PER_MINUTE: "10000000",
      RATE_LIMIT_USER_PER_MINUTE: "10000000",
      ...options.env,
    },
    // Own process group, so stop() reaches tsx's child as well.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    log += text;
    if (options.verbose) process.stderr.write(text.replace(/^(?=.)/gm, "  [server] "));
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let spawnError: Error | undefined;
  child.once("error", (error) => {
    spawnError = error;
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    signal(child, "SIGTERM");
    const done = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) {
      signal(child, "SIGKILL");
      await Promise.race([exit, sleep(2_000)]);
    }
    if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const server: AppServer = { baseUrl, dataDir, output: () => log, stop };
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  try {
    for (;;) {
      if (spawnError) throw spawnError;
      if (exited(child))
        throw new Error(`The server exited during start-up (code ${child.exitCode ?? child.signalCode})`);
      if (Date.now() > deadline) throw new Error(`The server did not answer ${baseUrl}/healthz in time`);
      try {
        const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) return server;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
  } catch (error) {
    await stop();
    // the caller never gets `dataDir` here, so it is removed even with keepDataDir
    await rm(dataDir, { recursive: true, force: true });
    const tail = log.trim().split("\n").slice(-30).join("\n");
    throw new Error(`${(error as Error).message}${tail ? `\nServer output:\n${tail}` : ""}`);
  }
}

/** The demo agency plus 10,000 accounts, 30,000 policies, 50,000 service requests and 10,000 workspaces, written before the server opens the database. */
async function seedLarge(root: string, dataDir: string, databaseUrl: string, abort?: AbortSignal): Promise<void> {
  abort?.throwIfAborted();
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/seed.ts", "--size", "large"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SMTP_URL: "", LOG_LEVEL: "warn" },
    // own process group, like the server: killed by us on abort, not by the terminal's Ctrl-C mid-write
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const kill = () => signal(child, "SIGKILL");
  abort?.addEventListener("abort", kill, { once: true });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("exit", resolve);
      child.once("error", reject);
    });
    abort?.throwIfAborted();
    if (code !== 0) throw new Error(`Seeding the large data set failed (exit ${code}):\n${errors.slice(-2000)}`);
  } finally {
    abort?.removeEventListener("abort", kill);
  }
}
