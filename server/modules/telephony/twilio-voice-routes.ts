import express, { type Request, type Response, type Router } from "express";
import type { Runtime } from "../../lib/context.ts";
import { baseOf, candidateUrls, toSocketScheme } from "./public-url.ts";
import type { KnownCaller, TelephonyPorts, VoiceAgentProfile } from "./ports.ts";
import { telephonyPorts } from "./telephony-ports.ts";
import { conversationRelayTwiml, dialTwiml, greetingFor, hangUp, sayAndHangUp, twimlDocument, xml } from "./twiml.ts";
import { parseForm, verifyTwilioSignature, type FormParams } from "./twilio-signature.ts";

/** Where Twilio reaches Cara (ADR 075); the agent's token is the last path segment of the voice URL. */
export const VOICE_PATH = "/webhooks/twilio/voice";
export const RELAY_PATH = "/ws/twilio/relay";

export const NOT_IN_SERVICE = "Sorry, this number is not taking calls right now. Goodbye.";
export const CALL_TROUBLE = "Sorry, we're having trouble with this call. Please call back in a few minutes. Goodbye.";
export const NOBODY_AVAILABLE = "I'm sorry, nobody could take your call right now. I can take a message for the team.";
export const MAX_TRANSFER_ATTEMPTS = 3;
export const WHISPER_DEFAULT = "Call from Cara: a caller is being transferred to you.";

/** The caller lookup before the TwiML answer waits at most this long (the greeting must not wait on a slow lookup). */
const CALLER_LOOKUP_MS = 250;

interface SignedForm {
  params: Record<string, string>;
  /** The public base URL Twilio used (scheme://host), for the relay and callback URLs. */
  base: string;
}

/** Reads the form and checks X-Twilio-Signature; answers the refusal itself and returns null. */
function signedForm(runtime: Runtime, req: Request, res: Response): SignedForm | null {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
  const form: FormParams = req.is("application/json") ? [] : parseForm(raw);
  const urls = candidateUrls(
    {
      pathAndQuery: req.originalUrl,
      headers: req.headers,
      encrypted: Boolean((req.socket as { encrypted?: boolean }).encrypted),
    },
    runtime.config,
  );
  const verdict = verifyTwilioSignature(
    { urls, params: form, rawBody: Buffer.isBuffer(req.body) ? req.body : undefined, header: (name) => req.get(name) },
    { authToken: runtime.config.TWILIO_AUTH_TOKEN, sharedKeySecret: runtime.config.TWILIO_SHARED_KEY_SECRET },
  );
  if (!verdict.ok) {
    runtime.log.warn("Twilio request refused", { path: req.path, status: verdict.status, reason: verdict.reason });
    res
      .status(verdict.status)
      .type("text/plain")
      .send(verdict.status === 500 ? "Not configured" : "Forbidden");
    return null;
  }
  return {
    params: Object.fromEntries(form),
    base: baseOf(verdict.url ?? urls[0] ?? runtime.config.appUrl + req.originalUrl, req.originalUrl),
  };
}

const sendTwiml = (res: Response, twiml: string) => res.status(200).type("text/xml").send(twiml);

async function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([promise.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function relayDocument(
  base: string,
  token: string,
  agent: VoiceAgentProfile,
  extra: { greeting?: string; parameters?: Record<string, string>; sayFirst?: string } = {},
) {
  const encoded = encodeURIComponent(token);
  return conversationRelayTwiml({
    agent,
    relayUrl: `${toSocketScheme(base)}${RELAY_PATH}?agent=${encoded}`,
    actionUrl: `${base}${VOICE_PATH}/${encoded}/connect-action`,
    greeting: extra.greeting,
    sayFirst: extra.sayFirst,
    parameters: { agentId: agent.id, ...extra.parameters },
  });
}

/** A transfer's plan, carried in the `<Dial action>` URL (signed by Twilio when it calls back). */
interface TransferPlan {
  transferId: string;
  numbers: string[];
  tried: string[];
  callerId?: string;
}

const encodePlan = (plan: TransferPlan) => Buffer.from(JSON.stringify(plan)).toString("base64url");
function decodePlan(value: unknown): TransferPlan | null {
  if (typeof value !== "string") return null;
  try {
    const plan = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as TransferPlan;
    return Array.isArray(plan.numbers) && Array.isArray(plan.tried) ? plan : null;
  } catch {
    return null;
  }
}

/** The next attempt of a transfer, or the way back to the agent when every number was tried. */
function nextAttempt(base: string, token: string, agent: VoiceAgentProfile, plan: TransferPlan, callSid?: string) {
  const next =
    plan.tried.length < MAX_TRANSFER_ATTEMPTS ? plan.numbers.find((n) => !plan.tried.includes(n)) : undefined;
  if (!next) {
    return relayDocument(base, token, agent, {
      greeting: NOBODY_AVAILABLE,
      parameters: { transferOutcome: "no-answer", transferId: plan.transferId, ...(callSid ? { callSid } : {}) },
    });
  }
  const updated = { ...plan, tried: [...plan.tried, next] };
  const encoded = encodeURIComponent(token);
  return dialTwiml({
    number: next,
    callerId: plan.callerId,
    whisperUrl: `${base}${VOICE_PATH}/${encoded}/whisper?transferId=${encodeURIComponent(plan.transferId)}`,
    actionUrl: `${base}${VOICE_PATH}/${encoded}/dial-result?attempt=${updated.tried.length}&plan=${encodePlan(updated)}`,
  });
}

/** HandoffData is a string (JSON when Cara sent it); a transfer names `targets` (or the sample's single `target`). */
function readHandoff(value: string | undefined): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function transferNumbers(handoff: Record<string, unknown>): string[] {
  const list = Array.isArray(handoff.targets) ? handoff.targets : handoff.target ? [handoff.target] : [];
  const numbers = list
    .map((target: unknown) => (typeof target === "string" ? target : (target as { number?: unknown } | null)?.number))
    .filter((number): number is string => typeof number === "string" && /^\+?[0-9]{3,15}$/.test(number));
  return [...new Set(numbers)].slice(0, MAX_TRANSFER_ATTEMPTS);
}

/**
 * POST /webhooks/twilio/voice/<agent token> (the incoming call), …/connect-action (the
 * ConversationRelay session ended) and …/dial-result (a transfer attempt ended): each signature
 * checked, each answered with TwiML (ADR 075). Mounted before sessions and body parsing.
 */
export function twilioVoiceRouter(
  runtime: Runtime,
  portsOf: (runtime: Runtime) => TelephonyPorts = telephonyPorts,
): Router {
  const router = express.Router();
  const body = express.raw({ type: () => true, limit: "64kb" });

  router.post(`${VOICE_PATH}/:agentToken`, body, async (req, res) => {
    const signed = signedForm(runtime, req, res);
    if (!signed) return;
    const ports = portsOf(runtime);
    const token = String(req.params.agentToken);
    const { CallSid: callSid = "", From: from = "", To: to = "" } = signed.params;
    const agent = await ports.findAgentByToken(token).catch((error: unknown) => {
      runtime.log.error("Voice agent lookup failed", { error });
      return undefined;
    });
    if (!agent) {
      const reason = agent === null ? "unknown-agent" : "agent-lookup-failed";
      await Promise.resolve(ports.callEnded({ callSid, agentToken: token, from, to, reason })).catch(() => {});
      return sendTwiml(res, sayAndHangUp(agent === null ? NOT_IN_SERVICE : CALL_TROUBLE));
    }
    const caller = from
      ? await withTimeout<KnownCaller | null>(ports.callerByNumber(agent, from), CALLER_LOOKUP_MS, null)
      : null;
    sendTwiml(res, relayDocument(signed.base, token, agent, { greeting: greetingFor(agent.introPhrase, caller) }));
  });

  router.post(`${VOICE_PATH}/:agentToken/connect-action`, body, async (req, res) => {
    const signed = signedForm(runtime, req, res);
    if (!signed) return;
    const ports = portsOf(runtime);
    const token = String(req.params.agentToken);
    const p = signed.params;
    const agent = await ports.findAgentByToken(token).catch(() => null);
    // the caller hung up (or the call is over): nothing more to say
    if (p.CallStatus === "completed" || p.SessionStatus === "completed" || !agent)
      return sendTwiml(res, twimlDocument(""));
    // the socket dropped under a live call (64105): connect it again, without the greeting
    if (p.ErrorCode === "64105") {
      runtime.log.warn("Relay socket dropped: reconnecting", { callSid: p.CallSid });
      return sendTwiml(
        res,
        relayDocument(signed.base, token, agent, {
          greeting: "Sorry, I lost you for a moment. Could you say that again?",
          parameters: { reconnect: "1" },
        }),
      );
    }
    if (p.ErrorCode) {
      runtime.log.warn("Relay session failed", { callSid: p.CallSid, errorCode: p.ErrorCode });
      return sendTwiml(res, sayAndHangUp(CALL_TROUBLE, agent));
    }
    const handoff = readHandoff(p.HandoffData);
    if (handoff?.reason === "transfer") {
      const numbers = transferNumbers(handoff);
      const plan: TransferPlan = {
        transferId: typeof handoff.transferId === "string" ? handoff.transferId : (p.CallSid ?? "transfer"),
        numbers,
        tried: [],
        callerId: agent.callerId ?? p.To,
      };
      return sendTwiml(res, nextAttempt(signed.base, token, agent, plan, p.CallSid));
    }
    if (handoff?.reason === "hangup") {
      const goodbye = typeof handoff.goodbye === "string" && handoff.goodbye ? handoff.goodbye : null;
      return sendTwiml(res, goodbye ? sayAndHangUp(goodbye, agent) : hangUp());
    }
    if (handoff?.reason === "error") return sendTwiml(res, sayAndHangUp(CALL_TROUBLE, agent));
    sendTwiml(res, hangUp());
  });

  router.post(`${VOICE_PATH}/:agentToken/dial-result`, body, async (req, res) => {
    const signed = signedForm(runtime, req, res);
    if (!signed) return;
    const ports = portsOf(runtime);
    const token = String(req.params.agentToken);
    const p = signed.params;
    const agent = await ports.findAgentByToken(token).catch(() => null);
    const plan = decodePlan(req.query.plan);
    const status = p.DialCallStatus ?? "failed";
    runtime.log.info("Transfer attempt ended", { transferId: plan?.transferId, attempt: req.query.attempt, status });
    await Promise.resolve(
      ports.transferAttempt?.({
        callSid: p.CallSid ?? "",
        transferId: plan?.transferId ?? "",
        number: plan?.tried.at(-1) ?? "",
        attempt: plan?.tried.length ?? 0,
        outcome: status,
      }),
    ).catch(() => {});
    // the caller talked to a person and the call is over; or hung up meanwhile
    if (status === "completed" || status === "answered" || p.CallStatus === "completed" || !agent) {
      return sendTwiml(res, hangUp());
    }
    if (!plan) return sendTwiml(res, sayAndHangUp(CALL_TROUBLE, agent));
    sendTwiml(res, nextAttempt(signed.base, token, agent, plan, p.CallSid));
  });

  // the person answering hears who is calling and why, then the caller is bridged
  router.post(`${VOICE_PATH}/:agentToken/whisper`, body, async (req, res) => {
    const signed = signedForm(runtime, req, res);
    if (!signed) return;
    const ports = portsOf(runtime);
    const transferId = typeof req.query.transferId === "string" ? req.query.transferId : "";
    const summary = transferId
      ? await withTimeout(ports.whisperFor?.(transferId) ?? Promise.resolve(null), 500, null)
      : null;
    sendTwiml(res, twimlDocument(`<Say>${xml(summary ? `Call from Cara. ${summary}` : WHISPER_DEFAULT)}</Say>`));
  });

  return router;
}
