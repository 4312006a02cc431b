import { readFileSync } from "node:fs";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { tuneRelay } from "./relay-socket.ts";
import { installTelephonyPorts } from "./telephony-ports.ts";
import { InMemoryTelephony, streamingResponder, testAgent } from "./telephony-test-double.ts";
import { expectedSignature, parseForm, type FormParams } from "./twilio-signature.ts";

const AUTH_TOKEN = "test_auth_token_0123456789abcdef";
// copies of the protocol notes' samples (shared/reference/protocols/samples): the repository must test without that folder
const SAMPLES = new URL("./samples/", import.meta.url);
const sampleFrames = readFileSync(new URL("twilio-conversationrelay-frames.jsonl", SAMPLES), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Record<string, unknown>);
/** The frames Twilio sends, as the samples hold them (the `_dir`/`_src` notes removed). */
const inbound = sampleFrames
  .filter((frame) => frame._dir === "twilio->app")
  .map(({ _dir, _src, ...frame }) => frame as { type: string } & Record<string, unknown>);
const actionForm = readFileSync(new URL("twilio-connect-action.form.txt", SAMPLES), "utf8");

const http = useHttpTestServer({ env: { TWILIO_AUTH_TOKEN: AUTH_TOKEN } });
const telephony = new InMemoryTelephony();
const TOKEN = "vat_test_agent_token";

beforeAll(() => {
  installTelephonyPorts(http.runtime, telephony);
  telephony.agents.set(TOKEN, testAgent());
  telephony.callers.set("+15555550147", { name: "Dana Whitfield", contactId: "c1" });
});
beforeEach(() => {
  telephony.ended.length = 0;
  telephony.responder = () => streamingResponder(["Hello."]);
  tuneRelay(http.runtime, {});
});

/** POSTs a form to a Twilio path, signed for `signedUrl` (the URL Twilio used) unless `signature` says otherwise. */
async function postForm(
  path: string,
  form: FormParams | string,
  options: { signedUrl?: string; signature?: string | null; headers?: Record<string, string> } = {},
) {
  const params = typeof form === "string" ? parseForm(form) : form;
  const body = new URLSearchParams(params).toString();
  const signedUrl = options.signedUrl ?? http.url + path;
  const signature =
    options.signature === undefined ? expectedSignature(AUTH_TOKEN, signedUrl, params) : options.signature;
  const res = await fetch(http.url + path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature ? { "x-twilio-signature": signature } : {}),
      ...options.headers,
    },
    body,
  });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

const incoming = (from = "+15555550147"): FormParams => [
  ["AccountSid", "AC0123456789abcdef0123456789abcdef"],
  ["CallSid", "CA5f0c1e2d3b4a59687766554433221100"],
  ["From", from],
  ["To", "+15555550100"],
  ["CallStatus", "ringing"],
  ["Direction", "inbound"],
];

/** A relay socket as Twilio opens it, its frames collected; rejects with the HTTP status of a refused upgrade. */
function openRelay(
  options: { token?: string; signature?: string | null; signedUrl?: string; headers?: Record<string, string> } = {},
) {
  const path = `/ws/twilio/relay?agent=${options.token ?? TOKEN}`;
  const url = http.url.replace(/^http/, "ws") + path;
  const signature =
    options.signature === undefined ? expectedSignature(AUTH_TOKEN, options.signedUrl ?? url, []) : options.signature;
  return new Promise<Relay>((resolve, reject) => {
    const socket = new WebSocket(url, {
      headers: { ...(signature ? { "x-twilio-signature": signature } : {}), ...options.headers },
      maxPayload: 4 * 1024 * 1024,
    });
    const relay = new Relay(socket);
    openRelays.push(relay);
    socket.once("open", () => resolve(relay));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

const openRelays: Relay[] = [];
afterEach(() => {
  for (const relay of openRelays.splice(0)) relay.socket.terminate();
});

class Relay {
  readonly frames: Array<Record<string, any> & { at: number }> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];
  constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.frames.push({ ...JSON.parse(data.toString()), at: performance.now() });
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }
  send(frame: unknown) {
    this.socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }
  /** Waits until `count` frames satisfy `match` (2 s at most). */
  async until(match: (frame: Record<string, any>) => boolean, count = 1) {
    const deadline = Date.now() + 2000;
    while (this.frames.filter(match).length < count) {
      if (Date.now() > deadline) throw new Error(`timed out; frames: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.frames.filter(match);
  }
  texts = () => this.frames.filter((frame) => frame.type === "text");
}

const sampleSetup = inbound.find((frame) => frame.type === "setup" && (frame.customParameters as any)?.agentId)!;
/** The sample's Cara setup frame, with a call SID of its own per test. */
let setup = sampleSetup;
let calls = 0;
beforeEach(() => {
  setup = { ...sampleSetup, callSid: `CA${String(++calls).padStart(32, "0")}` };
});
/** The record of this test's call, once the session has ended. */
const lastCall = async () => {
  const mine = () => telephony.ended.find((record) => record.callSid === setup.callSid);
  for (let i = 0; i < 80 && !mine(); i++) await new Promise((r) => setTimeout(r, 25));
  return mine()!;
};

describe("the incoming-call webhook", () => {
  it("answers TwiML that connects the call to the relay with the agent's greeting, voice and settings", async () => {
    const res = await postForm(`/webhooks/twilio/voice/${TOKEN}`, incoming());
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/text\/xml/);
    const wsBase = http.url.replace(/^http/, "ws");
    expect(res.text).toContain(
      `<Connect action="${http.url}/webhooks/twilio/voice/${TOKEN}/connect-action" method="POST"><ConversationRelay url="${wsBase}/ws/twilio/relay?agent=${TOKEN}" welcomeGreeting="Hi Dana Whitfield, thanks for calling Harbor Point Insurance. This is Cara, how can I help?"`,
    );
    for (const attribute of [
      'language="en-US"',
      'voice="Charlotte"',
      'interruptible="any"',
      'interruptSensitivity="medium"',
      'dtmfDetection="true"',
      'partialPrompts="true"',
      'welcomeGreetingInterruptible="any"',
    ]) {
      expect(res.text).toContain(attribute);
    }
    expect(res.text).toContain('<Parameter name="agentId" value="agt_01"/>');
  });

  it("drops the placeholder for a caller it does not know", async () => {
    const res = await postForm(`/webhooks/twilio/voice/${TOKEN}`, incoming("+15555550999"));
    expect(res.text).toContain(
      'welcomeGreeting="Hi, thanks for calling Harbor Point Insurance. This is Cara, how can I help?"',
    );
  });

  it("refuses an unsigned or wrongly signed request (403) and records nothing", async () => {
    expect((await postForm(`/webhooks/twilio/voice/${TOKEN}`, incoming(), { signature: null })).status).toBe(403);
    expect((await postForm(`/webhooks/twilio/voice/${TOKEN}`, incoming(), { signature: "bm9wZQ==" })).status).toBe(403);
    // signed for another agent's URL
    const other = `${http.url}/webhooks/twilio/voice/another`;
    expect((await postForm(`/webhooks/twilio/voice/${TOKEN}`, incoming(), { signedUrl: other })).status).toBe(403);
    expect(telephony.ended).toEqual([]);
  });

  it("checks the URL Twilio used behind a proxy and points the relay at the public wss:// address", async () => {
    const res = await postForm(`/webhooks/twilio/voice/${TOKEN}`, incoming(), {
      signedUrl: `https://voice.example.test/webhooks/twilio/voice/${TOKEN}`,
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "voice.example.test" },
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain(`url="wss://voice.example.test/ws/twilio/relay?agent=${TOKEN}"`);
    expect(res.text).toContain(`action="https://voice.example.test/webhooks/twilio/voice/${TOKEN}/connect-action"`);
  });

  it("says the number is not in service and hangs up for a token no agent has, recording why", async () => {
    const res = await postForm(`/webhooks/twilio/voice/nobody`, incoming());
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      /<Say>Sorry, this number is not taking calls right now\. Goodbye\.<\/Say><Hangup\/><\/Response>$/,
    );
    expect(telephony.ended).toEqual([
      expect.objectContaining({
        reason: "unknown-agent",
        agentToken: "nobody",
        callSid: "CA5f0c1e2d3b4a59687766554433221100",
      }),
    ]);
  });
});

describe("the <Connect action> callback", () => {
  const path = `/webhooks/twilio/voice/${TOKEN}/connect-action`;

  it("dials the transfer target of the sample's HandoffData for 10 s, reporting to the dial-result URL", async () => {
    const res = await postForm(path, actionForm);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      new RegExp(
        `<Dial timeout="10" answerOnBridge="true" callerId="\\+15555550100" action="${http.url}/webhooks/twilio/voice/${TOKEN}/dial-result\\?attempt=1&amp;plan=[A-Za-z0-9_-]+"><Number url="${http.url}/webhooks/twilio/voice/${TOKEN}/whisper\\?transferId=tr_01JD3Q8Z">\\+15555550142</Number></Dial>`,
      ),
    );
  });

  it("tries each number once, at most three, then returns the caller to the agent to take a message", async () => {
    const handoff = JSON.stringify({
      reason: "transfer",
      transferId: "tr_2",
      targets: [
        { number: "+15555550142" },
        { number: "+15555550142" },
        { number: "+15555550143" },
        { number: "+15555550144" },
        { number: "+15555550145" },
      ],
    });
    const form = parseForm(actionForm).map(([k, v]): [string, string] => [k, k === "HandoffData" ? handoff : v]);
    let twiml = (await postForm(path, form)).text;
    const dialled: string[] = [];
    for (let i = 0; i < 5 && twiml.includes("<Dial"); i++) {
      dialled.push(/<Number[^>]*>([^<]+)<\/Number>/.exec(twiml)![1]!);
      const action = /<Dial[^>]* action="([^"]+)"/.exec(twiml)![1]!.replace(/&amp;/g, "&");
      const next = action.slice(http.url.length);
      twiml = (
        await postForm(next, [
          ["CallSid", "CA5f0c1e2d3b4a59687766554433221100"],
          ["CallStatus", "in-progress"],
          ["DialCallStatus", i === 0 ? "busy" : "no-answer"],
        ])
      ).text;
    }
    expect(dialled).toEqual(["+15555550142", "+15555550143", "+15555550144"]);
    expect(twiml).toContain("<ConversationRelay");
    expect(twiml).toContain(
      'welcomeGreeting="I&apos;m sorry, nobody could take your call right now. I can take a message for the team."',
    );
    expect(twiml).toContain('<Parameter name="transferOutcome" value="no-answer"/>');
    expect(telephony.attempts.slice(-3).map((a) => [a.number, a.outcome])).toEqual([
      ["+15555550142", "busy"],
      ["+15555550143", "no-answer"],
      ["+15555550144", "no-answer"],
    ]);
  });

  it("whispers the transfer's summary to the person who answers, before the caller is bridged", async () => {
    telephony.summaries.set("tr_01JD3Q8Z", "Dana Whitfield needs a certificate for her landlord.");
    const whisper = `/webhooks/twilio/voice/${TOKEN}/whisper?transferId=tr_01JD3Q8Z`;
    const res = await postForm(whisper, [["CallSid", "CA2"]]);
    expect(res.text).toMatch(
      /<Say>Call from Cara\. Dana Whitfield needs a certificate for her landlord\.<\/Say><\/Response>$/,
    );
    expect((await postForm(whisper, [["CallSid", "CA2"]], { signature: null })).status).toBe(403);
  });

  it("hangs up after an answered transfer ends", async () => {
    const res = await postForm(`/webhooks/twilio/voice/${TOKEN}/dial-result?attempt=1&plan=x`, [
      ["CallSid", "CA1"],
      ["DialCallStatus", "completed"],
    ]);
    expect(res.text).toMatch(/<Response><Hangup\/><\/Response>$/);
  });

  it("reconnects the relay when the socket dropped (64105), and says goodbye after an error hand-off", async () => {
    const dropped = await postForm(path, [
      ["CallSid", "CA1"],
      ["CallStatus", "in-progress"],
      ["SessionStatus", "failed"],
      ["ErrorCode", "64105"],
    ]);
    expect(dropped.text).toContain("<Connect");
    expect(dropped.text).toContain('<Parameter name="reconnect" value="1"/>');
    const failed = await postForm(path, [
      ["CallSid", "CA1"],
      ["CallStatus", "in-progress"],
      ["SessionStatus", "ended"],
      ["HandoffData", JSON.stringify({ reason: "error", detail: "invalid-frame" })],
    ]);
    expect(failed.text).toMatch(/<Say language="en-US">Sorry, we&apos;re having trouble.*<\/Say><Hangup\/>/);
    const hungUp = await postForm(path, [
      ["CallSid", "CA1"],
      ["CallStatus", "completed"],
      ["SessionStatus", "completed"],
    ]);
    expect(hungUp.text).toMatch(/<Response><\/Response>$/);
    expect((await postForm(path, actionForm, { signature: null })).status).toBe(403);
  });
});

describe("the ConversationRelay socket", () => {
  it("refuses an unsigned upgrade (403) and a token no agent has (404)", async () => {
    await expect(openRelay({ signature: null })).rejects.toThrow("HTTP 403");
    await expect(openRelay({ signature: "bm9wZQ==" })).rejects.toThrow("HTTP 403");
    await expect(openRelay({ token: "nobody" })).rejects.toThrow("HTTP 404");
  });

  it("accepts the upgrade signed over the public wss:// URL behind a proxy", async () => {
    const relay = await openRelay({
      signedUrl: `wss://voice.example.test/ws/twilio/relay?agent=${TOKEN}`,
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "voice.example.test" },
    });
    relay.socket.close();
  });

  it("speaks every sample frame: answers final prompts, skips partials, gathers keys, keeps going after unknown types", async () => {
    let turn = 0;
    telephony.responder = () => ({
      async *respond({ transcript }) {
        turn++;
        yield `Answer ${turn} to "${transcript.at(-1)!.text}"`;
      },
    });
    tuneRelay(http.runtime, { dtmfPauseMs: 100 });
    const relay = await openRelay();
    relay.send(setup);
    let answered = 0;
    for (const frame of inbound.filter((f) => f.type !== "setup")) {
      relay.send(frame);
      // Twilio sends the next prompt after the caller heard the answer: wait for it
      if (frame.type === "prompt" && frame.last === true)
        await relay.until((f) => f.type === "text" && f.last, ++answered);
      if (frame.type === "dtmf") await relay.until((f) => f.type === "text" && f.last, ++answered);
    }
    relay.send({ type: "somethingNew", value: 1 });
    relay.send({ type: "prompt", voicePrompt: "Still there?", lang: "en-US", last: true });
    // the two final prompts of the samples, the digit "1" after its pause, and the one sent after the unknown type
    const finals = await relay.until((f) => f.type === "text" && f.last === true, 4);
    expect(finals).toHaveLength(4);
    const tokens = relay
      .texts()
      .filter((f) => f.token)
      .map((f) => f.token as string);
    expect(tokens).toEqual([
      'Answer 1 to "Hi! Can you tell me about life?"',
      `Answer 2 to "${inbound.filter((f) => f.type === "prompt")[1]!.voicePrompt as string}"`,
      'Answer 3 to "1"',
      'Answer 4 to "Still there?"',
    ]);
    expect(tokens.at(-1)).toMatch(/"Still there\?"$/);
    expect(tokens.some((t) => t.includes("I need a certificate"))).toBe(false); // a partial is not a turn
    expect(relay.socket.readyState).toBe(WebSocket.OPEN);
    relay.socket.close();
    const call = await lastCall();
    expect(call.reason).toBe("caller-hung-up");
    expect(call.callSid).toBe(setup.callSid);
    expect(call.transcript![0]).toEqual({
      role: "agent",
      text: "Hi Dana Whitfield, thanks for calling Harbor Point Insurance. This is Cara, how can I help?",
      via: "greeting",
    });
    expect(call.transcript).toContainEqual({ role: "caller", text: "1", via: "dtmf" });
    // the sample's interrupt came after answer 3 was all sent: the transcript keeps what was heard of it
    expect(call.transcript).toContainEqual({ role: "agent", text: "Life is a complex set of", interrupted: true });
    expect(telephony.started.at(-1)).toMatchObject({
      caller: { name: "Dana Whitfield" },
      customParameters: { agentId: "agt_01" },
    });
  });

  it("sends the first token while the answer is still being written", async () => {
    const observe: { finishedAt?: number } = {};
    telephony.responder = () => streamingResponder(["Let me check ", "your policy ", "for you."], 150, observe);
    const relay = await openRelay();
    relay.send(setup);
    relay.send({ type: "prompt", voicePrompt: "Am I covered?", lang: "en-US", last: true });
    await relay.until((f) => f.type === "text" && f.last === true);
    const [first] = relay.texts();
    expect(first).toMatchObject({ token: "Let me check ", last: false });
    expect(observe.finishedAt! - first!.at).toBeGreaterThan(200);
    expect(
      relay
        .texts()
        .map((f) => f.token)
        .join(""),
    ).toBe("Let me check your policy for you.");
    relay.socket.close();
  });

  it("stops the answer at once on an interrupt and keeps what the caller heard", async () => {
    const observe: { aborted?: boolean; yielded?: number } = {};
    const words = Array.from({ length: 30 }, (_, i) => `word${i} `);
    telephony.responder = () => streamingResponder(words, 40, observe);
    const relay = await openRelay();
    relay.send(setup);
    relay.send({ type: "prompt", voicePrompt: "Tell me everything.", lang: "en-US", last: true });
    await relay.until((f) => f.type === "text", 4);
    relay.send({ type: "interrupt", utteranceUntilInterrupt: "word0 word1", durationUntilInterruptMs: "460" });
    await new Promise((r) => setTimeout(r, 100));
    const sentAtInterrupt = relay.texts().length;
    await new Promise((r) => setTimeout(r, 300));
    expect(relay.texts().length).toBe(sentAtInterrupt); // nothing after the interrupt
    // cut short, not finished (how many went out before the interrupt landed depends on the machine's load)
    expect(sentAtInterrupt).toBeLessThan(words.length);
    expect(relay.texts().some((f) => f.last)).toBe(false);
    expect(observe.aborted).toBe(true);
    relay.socket.close();
    const call = await lastCall();
    expect(call.transcript!.at(-1)).toEqual({ role: "agent", text: "word0 word1", interrupted: true });
  });

  it("records a call whose socket drops mid-answer, with what was sent so far", async () => {
    telephony.responder = () => streamingResponder(["Your policy ", "renews on ", "March 3."], 200);
    const relay = await openRelay();
    relay.send(setup);
    relay.send({ type: "prompt", voicePrompt: "When does my policy renew?", last: true });
    await relay.until((f) => f.type === "text");
    relay.socket.terminate();
    const call = await lastCall();
    expect(call.reason).toBe("socket-dropped");
    expect(call.transcript!.slice(-2)).toEqual([
      { role: "caller", text: "When does my policy renew?", via: "speech" },
      { role: "agent", text: "Your policy " },
    ]);
  });

  it("sends play, sendDigits and language frames and ends with the hand-off as a string", async () => {
    const handoff = {
      reason: "transfer" as const,
      transferId: "tr_9",
      targets: [{ label: "Service", number: "+15555550142" }],
    };
    telephony.responder = () =>
      streamingResponder([
        { type: "play", source: "https://cara.example.test/hold.mp3", loop: 1 },
        { type: "sendDigits", digits: "9www4567" },
        { type: "language", ttsLanguage: "es-US", transcriptionLanguage: "es-US" },
        "Transferring you now.",
        { type: "end", handoff },
      ]);
    const relay = await openRelay();
    relay.send(setup);
    relay.send({ type: "prompt", voicePrompt: "Can I talk to someone?", last: true });
    await relay.until((f) => f.type === "end");
    expect(relay.frames.map(({ at: _at, ...f }) => f)).toEqual([
      { type: "play", source: "https://cara.example.test/hold.mp3", loop: 1 },
      { type: "sendDigits", digits: "9www4567" },
      { type: "language", ttsLanguage: "es-US", transcriptionLanguage: "es-US" },
      { type: "text", token: "Transferring you now.", last: false },
      { type: "end", handoffData: JSON.stringify(handoff) },
    ]);
    expect((await relay.closed).code).toBe(1000);
    expect((await lastCall()).reason).toBe("transfer");
  });

  it("ends a call whose frame is not JSON, with its reason", async () => {
    const relay = await openRelay();
    relay.send(setup);
    relay.send("this is not json");
    const [end] = await relay.until((f) => f.type === "end");
    expect(JSON.parse(end!.handoffData)).toEqual({ reason: "error", detail: "not-json" });
    await relay.closed;
    expect((await lastCall()).reason).toBe("invalid-frame");
  });

  it("ends a call with a 1 MB prompt, with its reason", async () => {
    const relay = await openRelay();
    relay.send(setup);
    relay.send({ type: "prompt", voicePrompt: "a".repeat(1_000_000), lang: "en-US", last: true });
    await relay.until((f) => f.type === "end");
    await relay.closed;
    expect(await lastCall()).toMatchObject({ reason: "prompt-too-long", detail: "1000000 characters" });
  });

  it("ends a call whose frame is over the socket's 1 MiB limit, with its reason", async () => {
    const relay = await openRelay();
    relay.send(setup);
    relay.send({ type: "prompt", voicePrompt: "a".repeat(1_100_000), lang: "en-US", last: true });
    expect((await relay.closed).code).toBe(1009);
    expect((await lastCall()).reason).toBe("frame-too-large");
  });

  it("asks once whether a silent caller is still there, then ends the call", async () => {
    tuneRelay(http.runtime, { silenceMs: 150 });
    const relay = await openRelay();
    relay.send(setup);
    const [end] = await relay.until((f) => f.type === "end");
    expect(relay.texts().map((f) => f.token)).toEqual(["Are you still there?"]);
    expect(JSON.parse(end!.handoffData)).toMatchObject({ reason: "hangup" });
    expect((await lastCall()).reason).toBe("caller-silent");
  });
});
