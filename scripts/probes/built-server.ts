import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const hasBuild = () => existsSync(path.join(root, "build/server/index.js"));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface BuiltServer {
  url: string;
  /** The exit code once the process ended (undefined while it runs). */
  exitCode: number | null | undefined;
  output: string;
  /** Waits until a page answers 200 (the server is up and reaches its database). */
  ready(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `npm start`'s server (built, jobs inline) on `databaseUrl`, as database-outage-process.test.ts
 * starts it: the probes reach the product as a browser or an attacker would.
 */
export function startBuiltServer(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): BuiltServer {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(options.port),
      SMTP_URL: "",
      SEED_DEMO: "false",
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_IP_PER_MINUTE: "1000000",
      RATE_LIMIT_USER_PER_MINUTE: "1000000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const server: BuiltServer = {
    url,
    exitCode: undefined,
    output: "",
    async ready(timeoutMs = 90_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (server.exitCode !== undefined)
          throw new Error(`the server exited (${server.exitCode}): ${server.output.slice(-2000)}`);
        const status = (await fetch(`${url}/app/signin`).catch(() => null))?.status ?? 0;
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the server did not answer within ${timeoutMs} ms: ${server.output.slice(-2000)}`);
    },
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (server.exitCode !== undefined) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
  };
  child.stdout.on("data", (chunk) => (server.output += chunk));
  child.stderr.on("data", (chunk) => (server.output += chunk));
  child.on("exit", (code, signal) => (server.exitCode = code ?? (signal ? 128 : null)));
  return server;
}
