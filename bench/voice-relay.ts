/**
 * `npx tsx bench/voice-relay.ts`: the Twilio voice edge (issue 31 "Measured", ADR 075), on the
 * real route and socket code with the in-memory telephony ports and a trivial responder (no
 * database, no model: the edge's own cost). The server runs in a child process so the clients do
 * not share its event loop.
 *
 * - relay: BENCH_VOICE_CALLS (default 10) calls at once over the ConversationRelay socket, each
 *   signed as Twilio signs the upgrade, each sending BENCH_VOICE_TURNS (default 50) final prompt
 *   frames one after another; the time from sending a final prompt to receiving the first `text`
 *   token. Target p50 < 300 ms, p95 < 600 ms.
 * - webhook: BENCH_VOICE_WEBHOOKS (default 2000) signed incoming-call webhooks, 10 at once; the
 *   time to the TwiML answer. Target p99 < 100 ms.
 *
 * Not registered in bench/run.ts (it measures the edge, not the built app). Exit code 1 when a
 * request failed or a target was missed.
 */
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import express from "express";
import WebSocket from "ws";
import { loadConfig } from "../server/config.ts";
import { attachWebSockets } from "../server/http/websockets.ts";
import type { Runtime } from "../server/lib/context.ts";
import { createLogger } from "../server/lib/logger.ts";
import { installTelephonyPorts } from "../server/modules/telephony/telephony-ports.ts";
import { InMemoryTelephony, streamingResponder, testAgent } from "../server/modules/telephony/telephony-test-double.ts";
import { expectedSignature } from "../server/modules/telephony/twilio-signature.ts";
import { twilioVoiceRouter } from "../server/modules/telephony/twilio-voice-routes.ts";

const AUTH_TOKEN = "bench_auth_token_0123456789abcdef";
const TOKEN = "bench_agent";

async function serve() {
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "error", TWILIO_AUTH_TOKEN: AUTH_TOKEN });
  const runtime = { config, log: createLogger("error"), now: () => new Date() } as unknown as Runtime;
  const telephony = new InMemoryTelephony();
  telephony.agents.set(TOKEN, testAgent());
  telephony.callers.set("+15555550147", { name: "Dana Whitfield" });
  telephony.responder = () => streamingResponder(["Thanks, ", "one moment ", "while I look."]);
  installTelephonyPorts(runtime, telephony);
  const app = express();
  app.use(twilioVoiceRouter(runtime));
  const server = app.listen(0, "127.0.0.1", () => {
    process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`);
  });
  attachWebSockets(server, runtime);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

async function call(base: string, turns: number, latencies: number[]) {
  const url = `${base.replace(/^http/, "ws")}/ws/twilio/relay?agent=${TOKEN}`;
  const socket = new WebSocket(url, { headers: { "x-twilio-signature": expectedSignature(AUTH_TOKEN, url, []) } });
  await new Promise((resolve, reject) => (socket.once("open", resolve), socket.once("error", reject)));
  let onFrame: ((frame: { type: string; last?: boolean }) => void) | null = null;
  socket.on("message", (data) => onFrame?.(JSON.parse(data.toString())));
  const callSid = `CA${Math.random().toString(16).slice(2).padEnd(32, "0")}`;
  socket.send(
    JSON.stringify({
      type: "setup",
      sessionId: "VX1",
      callSid,
      from: "+15555550147",
      to: "+15555550100",
      customParameters: {},
    }),
  );
  for (let turn = 0; turn < turns; turn++) {
    await new Promise<void>((resolve) => {
      let sentAt = 0;
      let first = true;
      onFrame = (frame) => {
        if (frame.type !== "text") return;
        if (first) latencies.push(performance.now() - sentAt);
        first = false;
        if (frame.last) resolve();
      };
      sentAt = performance.now();
      socket.send(
        JSON.stringify({
          type: "prompt",
          voicePrompt: `I need a certificate, turn ${turn}.`,
          lang: "en-US",
          last: true,
        }),
      );
    });
  }
  socket.close();
}

async function webhooks(base: string, total: number, concurrency: number) {
  const path = `/webhooks/twilio/voice/${TOKEN}`;
  const form: Array<[string, string]> = [
    ["CallSid", "CA5f0c1e2d3b4a59687766554433221100"],
    ["From", "+15555550147"],
    ["To", "+15555550100"],
    ["CallStatus", "ringing"],
  ];
  const body = new URLSearchParams(form).toString();
  const headers = {
    "content-type": "application/x-www-form-urlencoded",
    "x-twilio-signature": expectedSignature(AUTH_TOKEN, base + path, form),
  };
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next++ < total) {
      const started = performance.now();
      const res = await fetch(base + path, { method: "POST", headers, body });
      const text = await res.text();
      times.push(performance.now() - started);
      if (res.status !== 200 || !text.includes("<ConversationRelay")) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { times, failed };
}

async function main() {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve) =>
    child.stdout.on("data", (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const calls = Number(process.env.BENCH_VOICE_CALLS ?? 10);
  const turns = Number(process.env.BENCH_VOICE_TURNS ?? 50);
  const hooks = Number(process.env.BENCH_VOICE_WEBHOOKS ?? 2000);
  try {
    await webhooks(base, 200, 10); // warm-up
    const warm: number[] = [];
    await Promise.all(Array.from({ length: calls }, () => call(base, 5, warm)));

    const latencies: number[] = [];
    await Promise.all(Array.from({ length: calls }, () => call(base, turns, latencies)));
    const relay = summary(latencies);
    const hook = await webhooks(base, hooks, 10);
    const twiml = summary(hook.times);
    const relayOk = relay.p50 < 300 && relay.p95 < 600 && relay.n === calls * turns;
    const hookOk = twiml.p99 < 100 && hook.failed === 0;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `voice relay: final prompt → first text token, ${calls} calls at once, ${relay.n} turns: p50 ${ms(relay.p50)}, p95 ${ms(relay.p95)}, p99 ${ms(relay.p99)} (target p50 < 300 ms, p95 < 600 ms) ${relayOk ? "ok" : "SLOW"}`,
    );
    console.log(
      `voice webhook: incoming call → TwiML, ${twiml.n} signed requests 10 at once: p50 ${ms(twiml.p50)}, p95 ${ms(twiml.p95)}, p99 ${ms(twiml.p99)}, ${hook.failed} failed (target p99 < 100 ms) ${hookOk ? "ok" : "SLOW"}`,
    );
    process.exitCode = relayOk && hookOk ? 0 : 1;
  } finally {
    child.kill();
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
