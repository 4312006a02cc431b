import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { requestSignInCode } from "./modules/identity/sign-in.service.ts";
import { mailMessages } from "./modules/mail/mail.table.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.join(root, "node_modules/.bin/tsx");

function runEntry(entry: string, env: Record<string, string>) {
  const child = spawn(tsx, [entry], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}
const runWorker = (env: Record<string, string>) => runEntry("server/worker.ts", env);
// A process start imports the whole server: a few seconds, more than the suite's 30 s when the
// machine is loaded (these files start first, beside others doing the same).
const processStart = { timeout: 90_000 };

describe("npm start", () => {
  it("stops on a wrong setting and names it", processStart, async () => {
    const web = runEntry("server/main.ts", { PORT: "eighty", DATA_DIR: "/nonexistent-never-created" });
    expect(await web.exited).toBe(1);
    expect(web.output()).toContain("Invalid configuration:\n  - PORT:");
  });
});

describe("npm run worker", () => {
  it("refuses to start without PostgreSQL and says why", processStart, async () => {
    const env: Record<string, string> = { DATABASE_URL: "" };
    const worker = runWorker(env);
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("DATABASE_URL: a separate worker needs PostgreSQL");
  });

  it("stops on a wrong setting and names it", processStart, async () => {
    const worker = runWorker({ WORKER: "sometimes" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("WORKER:");
  });
});

describe.runIf(process.env.DATABASE_URL)("a separate worker process (PostgreSQL)", () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    // the web side: enqueues, runs nothing (WORKER=separate)
    runtime = await startTestRuntime({ work: false, env: { WORKER: "separate" } });
  });
  afterAll(() => runtime.close());

  it("runs the jobs the web process enqueued", processStart, async () => {
    const agency = await buildAgency(runtime.system);
    const user = await buildAgencyUser(runtime.system, agency.id);
    await requestSignInCode(
      { ...runtime.system, client: { ipAddress: "10.1.1.1", userAgent: null } },
      { email: user.email },
    );
    const [queued] = await runtime.db.select().from(mailMessages).where(eq(mailMessages.to, user.email));
    expect(queued!.status).toBe("QUEUED");

    const worker = runWorker({ DATABASE_URL: runtime.databaseUrl!, NODE_ENV: "production", LOG_LEVEL: "info" });
    try {
      await expect
        .poll(
          async () => (await runtime.db.select().from(mailMessages).where(eq(mailMessages.id, queued!.id)))[0]?.status,
          {
            timeout: 30_000,
            interval: 500,
          },
        )
        .toBe("SENT");
      // the mail queue is worked before the last queues are, so the start-up line may follow the mail
      await expect.poll(() => worker.output(), { timeout: 10_000 }).toContain("Worker running");
    } finally {
      worker.child.kill("SIGTERM");
      await worker.exited;
    }
  });
});
