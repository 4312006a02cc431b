import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";

/** `npm start` with WEB_PROCESSES (ADR 049): the built app as it runs in production. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The pids of a process's node children (the web processes of a supervisor). Only node: tsx may run
 * an esbuild service as a child of its own while its transform cache is cold (a fresh clone).
 */
const childrenOf = (pid: number) => {
  try {
    return execFileSync("pgrep", ["-P", String(pid), "-x", "node"])
      .toString()
      .trim()
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
};

describe("WEB_PROCESSES", () => {
  // a process start imports the whole server: more than the suite's 30 s on a loaded machine
  it("needs PostgreSQL, and says so", { timeout: 90_000 }, async () => {
    const web = start({ WEB_PROCESSES: "2", DATABASE_URL: "", DATA_DIR: "/nonexistent-never-created" });
    expect(await web.exited).toBe(1);
    expect(web.output()).toContain("WEB_PROCESSES: more than one web process needs PostgreSQL (DATABASE_URL)");
  });
});

// on PostgreSQL, with the app built (CI's PostgreSQL pass runs after `npm test` has built it)
describe.runIf(process.env.DATABASE_URL && existsSync(path.join(root, "build/server/index.js")))(
  "several web processes on one port (PostgreSQL)",
  () => {
    let runtime: TestRuntime;
    beforeAll(async () => {
      runtime = await startTestRuntime();
    });
    afterAll(() => runtime.close());

    it("serves from each, replaces one that dies, and stops them all on SIGTERM", async () => {
      const port = await freePort();
      const web = start({
        NODE_ENV: "production",
        DATABASE_URL: runtime.databaseUrl!,
        WEB_PROCESSES: "2",
        HOST: "127.0.0.1",
        PORT: String(port),
        SMTP_URL: "",
        LOG_LEVEL: "info",
      });
      const url = `http://127.0.0.1:${port}`;
      const healthy = async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0;
      try {
        await expect.poll(healthy, { timeout: 60_000, interval: 250 }).toBe(200);
        await expect.poll(() => childrenOf(web.child.pid!).length, { timeout: 30_000 }).toBe(2);
        const [first, second] = childrenOf(web.child.pid!);
        expect(web.output()).toContain("Started 2 web processes");
        // the sign-in page renders (the whole app, not only /healthz), whichever process answers
        for (let i = 0; i < 6; i++) expect((await fetch(`${url}/app/signin`)).status).toBe(200);

        process.kill(first!, "SIGKILL");
        await expect
          .poll(() => web.output(), { timeout: 10_000 })
          .toMatch(/Web process \d \(pid \d+\) stopped \(SIGKILL\)/);
        await expect
          .poll(() => childrenOf(web.child.pid!).filter((pid) => pid !== first).length, { timeout: 30_000 })
          .toBe(2);
        expect(childrenOf(web.child.pid!)).toContain(second);
        await expect.poll(healthy, { timeout: 30_000, interval: 250 }).toBe(200);

        web.child.kill("SIGTERM");
        expect(await web.exited).toBe(0);
        expect(childrenOf(web.child.pid!)).toEqual([]);
      } finally {
        web.child.kill("SIGKILL");
        for (const pid of childrenOf(web.child.pid!)) process.kill(pid, "SIGKILL");
      }
      // three process starts (the supervisor, two web processes) and a replacement: its polls
      // allow up to a minute for the first start, more than the suite's default 30 s
    }, 120_000);
  },
);
