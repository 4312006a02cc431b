import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { loadConfig } from "../../config.ts";
import { attachWebSockets } from "../../http/websockets.ts";
import type { Runtime } from "../../lib/context.ts";
import { createLogger } from "../../lib/logger.ts";
import { installTelephonyPorts } from "./telephony-ports.ts";
import { InMemoryTelephony, testAgent } from "./telephony-test-double.ts";
import { greetingFor } from "./twiml.ts";
import { twilioVoiceRouter } from "./twilio-voice-routes.ts";

/** The embedded default: no TWILIO_AUTH_TOKEN, so Twilio's requests are accepted unsigned (ADR 075). */
const runtime = { config: loadConfig({ LOG_LEVEL: "error" }), log: createLogger("error") } as unknown as Runtime;
const telephony = new InMemoryTelephony();
let base = "";
let close: () => Promise<void>;

beforeAll(async () => {
  telephony.agents.set("tok", testAgent());
  installTelephonyPorts(runtime, telephony);
  const app = express();
  app.use(twilioVoiceRouter(runtime));
  const server = app.listen(0, "127.0.0.1");
  attachWebSockets(server, runtime);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
});
afterAll(() => close());

describe("without TWILIO_AUTH_TOKEN", () => {
  it("answers an unsigned incoming call and opens an unsigned relay socket", async () => {
    const res = await fetch(`${base}/webhooks/twilio/voice/tok`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "CallSid=CA1&From=%2B15555550100&To=%2B15555550101",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      `<ConversationRelay url="${base.replace("http", "ws")}/ws/twilio/relay?agent=tok"`,
    );
    const socket = new WebSocket(`${base.replace("http", "ws")}/ws/twilio/relay?agent=tok`);
    await new Promise((resolve, reject) => (socket.once("open", resolve), socket.once("error", reject)));
    socket.close();
  });
});

describe("the intro phrase", () => {
  it("fills the customer-name placeholder for a known caller and drops it for an unknown one", () => {
    expect(greetingFor("Hi <customer name>, this is Cara.", { name: "Dana" })).toBe("Hi Dana, this is Cara.");
    expect(greetingFor("Hi {customer_name}! This is Cara.", { name: "Dana" })).toBe("Hi Dana! This is Cara.");
    expect(greetingFor("Hi <customer name>, this is Cara.", null)).toBe("Hi, this is Cara.");
    expect(greetingFor("<Customer Name>, welcome to Harbor Point.", null)).toBe("Welcome to Harbor Point.");
    expect(greetingFor("Thanks for calling.", { name: "Dana" })).toBe("Thanks for calling.");
  });
});
