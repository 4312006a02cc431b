import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";

/**
 * The email journey's own server (ADR 071). The shared journey server (playwright.config.ts) keeps
 * outbound mail in the dev mailbox, which other journeys read sign-in codes from, and its fixture
 * route (TEST_FIXTURES) exists only without SMTP_URL; so outbound SMTP cannot be switched on there.
 * This journey starts the built app once more, as a newcomer would (the demo agency seeded at
 * first start), on its own data directory, with the embedded inbound SMTP listener on a free port
 * and SMTP_URL pointing at a sink this process runs: what Cara sends — the sign-in code included —
 * is received here, raw, as a mail server would receive it.
 */

export interface Sink {
  /** Every message received, raw, in order. */
  received: string[];
  /** The first message received (now or within `ms`) that `match` accepts. */
  next(match: (raw: string) => boolean, ms?: number): Promise<string>;
}

export interface MailServer {
  url: string;
  inboundPort: number;
  sink: Sink;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startSink(): Promise<{ sink: Sink; port: number; close(): Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const sink: Sink = {
    received,
    async next(match, ms = 30_000) {
      const end = Date.now() + ms;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > end) throw new Error(`No matching message reached the SMTP sink in ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
  return { sink, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitForHealth(url: string, child: ChildProcess, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`The email journey's server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The email journey's server did not answer ${url}/healthz in ${ms} ms`);
}

/** Starts the sink and the server (the built app, NODE_ENV=production) on `url`'s port. */
export async function startMailServer(url: string): Promise<MailServer> {
  const root = path.resolve(import.meta.dirname, "..");
  const dataDir = path.join(root, "test-results/emails-journey-data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const { sink, port: sinkPort, close: closeSink } = await startSink();
  const inboundPort = await freePort();
  const log = fs.openSync(path.join(root, "test-results/emails-journey-server.log"), "w");
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["server/main.ts"], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: new URL(url).port,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TEST_FIXTURES: "false",
      SEED_DEMO: "true",
      RATE_LIMIT_IP_PER_MINUTE: "20000",
      // its own embedded database: the demo seeded at first start needs an empty one
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_SMTP_HOST: "127.0.0.1",
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    fs.closeSync(log);
    await closeSink();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, inboundPort, sink, stop };
}

/** Signs in through the two-step form with the code the server mailed to the sink. */
export async function signInThroughSink(page: Page, sink: Sink, email: string) {
  const before = sink.received.length;
  await page.goto("/app/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const raw = await sink.next(
    (message) =>
      sink.received.indexOf(message) >= before && message.includes(email) && /sign-in code is \d{6}/.test(message),
  );
  await page.getByLabel("Verification code").fill(raw.match(/sign-in code is (\d{6})/)![1]!);
  await page.waitForURL("**/app/home");
}
