/**
 * The email channel's measures (issue 30, "Measured"; ADR 067, ADR 070), each in this process on
 * its own fresh database (PGlite in a temporary data directory, or the PostgreSQL database the
 * bench created), with the app's HTTP stack and its jobs running inline as the web process runs
 * them:
 *
 * - webhook: BENCH_EMAIL_REQUESTS (default 1000) raw-MIME deliveries to the agency's RAW webhook,
 *   each a different message (its own Message-ID: a repeated one would measure the duplicate
 *   path), BENCH_EMAIL_CONNECTIONS (default 20) at once; each answer must be 200, and comes only
 *   after the raw message (and the job that reads it) is committed. Target p99 < 200 ms.
 * - triage: BENCH_EMAIL_TRIAGE_RUNS (default 10) certificate requests sent one after another over
 *   SMTP to the embedded listener, each from the contact of an account on record; the time from
 *   the SMTP client's first byte to the message's triage finished (its request recorded and its
 *   reply drafted, offline engine). Target p50 < 5 s.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { and, count, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { loadConfig } from "../../server/config.ts";
import { createHttpApp } from "../../server/http/app.ts";
import { agencyCtx, systemCtx, type AgencyCtx } from "../../server/lib/context.ts";
import { createLogger } from "../../server/lib/logger.ts";
import { conversationTriages } from "../../server/modules/conversations/conversations.table.ts";
import { emailInbound, emailMessages } from "../../server/modules/emails/email-threads.table.ts";
import { inboundView } from "../../server/modules/emails/inbound-settings.service.ts";
import { startInboundSmtp } from "../../server/modules/emails/smtp-listener.ts";
import { startRuntime } from "../../server/runtime.ts";
import { accountInputFor } from "../../server/seed/account.factory.ts";
import { buildAgency, buildAgencyUser } from "../../server/seed/agency.factory.ts";
import { createAccount } from "../../server/modules/accounts/accounts.service.ts";

export const EMAIL_MEASURES = {
  webhook: "email webhook (stored before its 200)",
  triage: "email received → triage finished",
} as const;
export type EmailMeasure = keyof typeof EMAIL_MEASURES;

export interface EmailResult {
  name: string;
  result: string;
  target: string;
  ok: boolean;
  detail: string;
}

export interface EmailSettings {
  requests: number;
  connections: number;
  warmup: number;
  triageRuns: number;
  log: (message: string) => void;
}

export const emailSettingsFromEnv = (log: (message: string) => void): EmailSettings => ({
  requests: Number(process.env.BENCH_EMAIL_REQUESTS ?? 1000),
  connections: Number(process.env.BENCH_EMAIL_CONNECTIONS ?? 20),
  warmup: Number(process.env.BENCH_EMAIL_WARMUP ?? 100),
  triageRuns: Number(process.env.BENCH_EMAIL_TRIAGE_RUNS ?? 10),
  log,
});

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** A runtime on a fresh database (the bench's PostgreSQL database, or PGlite in a temporary directory). */
async function freshApp(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cara-bench-email-"));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    INBOUND_SMTP_PORT: "0",
    SEED_DEMO: "false",
    CARA_MODEL: "offline",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), {
    work: process.env.BENCH_EMAIL_WORK !== "0",
  });
  return {
    runtime,
    async close() {
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function webhook(databaseUrl: string | undefined, settings: EmailSettings): Promise<EmailResult> {
  const app = await freshApp(databaseUrl);
  const { runtime } = app;
  const server = createHttpApp(runtime, {}).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
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
    const deliver = async () => {
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
    };
    const run = async (total: number) => {
      const times: number[] = [];
      let started = 0;
      await Promise.all(
        Array.from({ length: settings.connections }, async () => {
          while (started < total) {
            started++;
            times.push(await deliver());
          }
        }),
      );
      return times;
    };
    settings.log(`bench: email: ${settings.warmup} warm-up deliveries, then ${settings.requests}`);
    await run(settings.warmup);
    const load = os.loadavg()[0]!;
    const times = (await run(settings.requests)).sort((a, b) => a - b);
    const [stored] = await runtime.db
      .select({ n: count() })
      .from(emailInbound)
      .where(eq(emailInbound.agencyId, agency.id));
    const p50 = quantile(times, 0.5);
    const p99 = quantile(times, 0.99);
    const all = stored!.n === settings.warmup + settings.requests;
    return {
      name: EMAIL_MEASURES.webhook,
      result: `p99 ${p99.toFixed(1)} ms`,
      target: "p99 < 200 ms",
      ok: p99 < 200 && all,
      detail: `${settings.requests} raw-MIME deliveries, ${settings.connections} at once, ${runtime.database.kind}: p50 ${p50.toFixed(1)} ms; ${stored!.n} of ${settings.warmup + settings.requests} stored; ingest and triage jobs running meanwhile; load ${load.toFixed(2)} on ${os.cpus().length} CPUs`,
    };
  } finally {
    server.closeAllConnections();
    server.close();
    await app.close();
  }
}

async function triage(databaseUrl: string | undefined, settings: EmailSettings): Promise<EmailResult> {
  const app = await freshApp(databaseUrl);
  const { runtime } = app;
  const smtp = await startInboundSmtp(runtime, { port: 0, host: "127.0.0.1" });
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true });
  try {
    const agency = await buildAgency(systemCtx(runtime), {
      name: "Bench Triage Agency",
      subscription: { plan: "PRO" },
    });
    const user = await buildAgencyUser(systemCtx(runtime), agency.id, { email: "csr@bench-agency.example.test" });
    const ctx: AgencyCtx = agencyCtx(runtime, {
      type: "AGENCY_USER",
      agencyId: agency.id,
      agencyUserId: user.id,
      sessionId: null,
    });
    const senders: Array<{ name: string; address: string }> = [];
    for (let i = 0; i < 20; i++) {
      const address = `owner${i}@client${i}.example.test`;
      const input = accountInputFor("BUSINESS");
      await createAccount(ctx, {
        ...input,
        account: { ...input.account!, name: `Bench Client ${i} LLC`, email: `office@client${i}.example.test` },
        contact: { name: `Pat Client${i}`, email: address, phone: "(207) 555-0101" },
      });
      senders.push({ name: `Pat Client${i}`, address });
    }
    const view = await inboundView(agencyCtx(runtime, { type: "SYSTEM", agencyId: agency.id }));
    const finished = async (rfcMessageId: string) => {
      const [row] = await runtime.db
        .select({ state: conversationTriages.state })
        .from(emailMessages)
        .innerJoin(conversationTriages, eq(conversationTriages.messageId, emailMessages.id))
        .where(and(eq(emailMessages.rfcMessageId, rfcMessageId), eq(conversationTriages.agencyId, agency.id)));
      return row && row.state !== "RUNNING" ? row.state : null;
    };
    const once = async (n: number) => {
      const sender = senders[n % senders.length]!;
      const messageId = `<bench-triage-${process.pid}-${n}@client.example.test>`;
      const start = performance.now();
      await transport.sendMail({
        from: `${sender.name} <${sender.address}>`,
        to: view.address,
        subject: `Certificate for our landlord ${n}`,
        messageId,
        text: `Hi,\n\nCould you send a certificate of insurance to Bayview Commons LLC, 200 Harbor Road, Portland, ME 04101? They need to be additional insured.\n\nThanks,\n${sender.name}`,
      });
      for (;;) {
        const state = await finished(messageId);
        if (state) return { ms: performance.now() - start, state };
        if (performance.now() - start > 120_000) throw new Error(`triage of message ${n} did not finish in 120 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    settings.log(`bench: email: one warm-up message, then ${settings.triageRuns} triaged one after another`);
    await once(0);
    const load = os.loadavg()[0]!;
    const runs = [];
    for (let n = 1; n <= settings.triageRuns; n++) runs.push(await once(n));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const p50 = quantile(times, 0.5);
    const done = runs.filter((r) => r.state === "DONE").length;
    return {
      name: EMAIL_MEASURES.triage,
      result: `p50 ${(p50 / 1000).toFixed(2)} s`,
      target: "p50 < 5 s",
      ok: p50 < 5000 && done === runs.length,
      detail: `${runs.length} certificate requests over SMTP, one at a time (offline engine, ${runtime.database.kind}): max ${(times.at(-1)! / 1000).toFixed(2)} s; ${done} of ${runs.length} DONE with a request and a draft; load ${load.toFixed(2)} on ${os.cpus().length} CPUs`,
    };
  } finally {
    transport.close();
    await smtp.close();
    await app.close();
  }
}

export async function measureEmail(
  which: EmailMeasure[],
  databaseUrl: string | undefined,
  settings: EmailSettings,
): Promise<EmailResult[]> {
  const results: EmailResult[] = [];
  // triage first: on PostgreSQL both share the bench's database, and the webhook measure leaves
  // its 1,100 messages' reading and triage queued behind it
  if (which.includes("triage")) results.push(await triage(databaseUrl, settings));
  if (which.includes("webhook")) results.push(await webhook(databaseUrl, settings));
  return results;
}
