/**
 * `npx tsx bench/email-webhook.ts`: the inbound email webhook (issue 30, ADR 067), answered only
 * after the raw message is stored durably. The app (its HTTP stack, on a fresh embedded database
 * or DATABASE_URL, jobs running inline as the web process runs them) takes BENCH_EMAIL_REQUESTS
 * (default 1000) raw-MIME deliveries, each a different message (its own Message-ID: a repeated one
 * would measure the duplicate path), BENCH_EMAIL_CONNECTIONS (default 20) at once. Every answer
 * must be 200 and every message must be stored; prints p50/p99 and the verdict against the target
 * p99 < 200 ms. Exit code 1 when a delivery failed or the target is missed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { loadConfig } from "../server/config.ts";
import { createHttpApp } from "../server/http/app.ts";
import { agencyCtx, systemCtx } from "../server/lib/context.ts";
import { createLogger } from "../server/lib/logger.ts";
import { emailInbound } from "../server/modules/emails/email-threads.table.ts";
import { inboundView } from "../server/modules/emails/inbound-settings.service.ts";
import { startRuntime } from "../server/runtime.ts";
import { buildAgency } from "../server/seed/agency.factory.ts";

const TARGET_P99_MS = 200;
const requests = Number(process.env.BENCH_EMAIL_REQUESTS ?? 1000);
const connections = Number(process.env.BENCH_EMAIL_CONNECTIONS ?? 20);
const warmup = Number(process.env.BENCH_EMAIL_WARMUP ?? 100);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "cara-bench-email-"));
const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "error",
  INBOUND_SMTP_PORT: "0",
  SEED_DEMO: "false",
});
const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), { work: true });
const app = createHttpApp(runtime, {});
const server = app.listen(0, "127.0.0.1");
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const agency = await buildAgency(systemCtx(runtime), { name: "Bench Email Agency", subscription: { plan: "PRO" } });
const view = await inboundView(agencyCtx(runtime, { type: "SYSTEM", agencyId: agency.id }));
const raw = view.providers.find((p) => p.provider === "RAW")!;
const url = `${base}${new URL(raw.webhookUrl).pathname}`;

let sequence = 0;
const message = () => {
  const n = sequence++;
  return [
    `From: Client ${n} <client${n}@clientmail.example.test>`,
    `To: ${view.address}`,
    `Subject: Certificate request ${n}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <bench-${process.pid}-${n}@clientmail.example.test>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "",
    `Hello, please send a certificate of insurance for our new landlord (request ${n}).`,
    "",
    "Thanks",
    "",
  ].join("\r\n");
};

async function deliver(): Promise<number> {
  const body = message();
  const start = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "message/rfc822", authorization: `Bearer ${raw.secret}` },
    body,
  });
  const answer = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`delivery answered ${response.status}: ${answer}`);
  return ms;
}

async function run(total: number): Promise<number[]> {
  const times: number[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (started < total) {
        started++;
        times.push(await deliver());
      }
    }),
  );
  return times;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

let exitCode = 0;
try {
  await run(warmup);
  const times = (await run(requests)).sort((a, b) => a - b);
  const [stored] = await runtime.db
    .select({ n: count() })
    .from(emailInbound)
    .where(eq(emailInbound.agencyId, agency.id));
  const p50 = quantile(times, 0.5);
  const p99 = quantile(times, 0.99);
  const verdict = p99 < TARGET_P99_MS && stored!.n === warmup + requests ? "ok" : "SLOW";
  console.log(
    `email webhook (raw MIME, ${runtime.database.kind}): ${requests} deliveries at ${connections} at once, each stored before its 200: ` +
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target p99 < ${TARGET_P99_MS} ms), ` +
      `${stored!.n} of ${warmup + requests} stored; load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} CPUs ${verdict}`,
  );
  exitCode = verdict === "ok" ? 0 : 1;
} finally {
  server.closeAllConnections();
  server.close();
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
