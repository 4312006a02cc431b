import type { IncomingMessage } from "node:http";
import type { WebSocket } from "ws";
import type { Runtime } from "../../lib/context.ts";
import { candidateUrls } from "./public-url.ts";
import { RelaySession, type RelaySessionOptions } from "./relay-session.ts";
import { telephonyPorts } from "./telephony-ports.ts";
import { verifyTwilioSignature } from "./twilio-signature.ts";
import { RELAY_PATH } from "./twilio-voice-routes.ts";

export type UpgradeOutcome = { status: number; reason: string } | ((socket: WebSocket) => void);

/** Session settings a test (or the bench) can shorten: silence, DTMF pause, prompt bound. */
export type RelayTuning = Pick<RelaySessionOptions, "maxPromptChars" | "dtmfPauseMs" | "silenceMs">;
const tunings = new WeakMap<Runtime, RelayTuning>();
export const tuneRelay = (runtime: Runtime, tuning: RelayTuning) => void tunings.set(runtime, tuning);

/**
 * The ConversationRelay WebSocket upgrade, `GET /ws/twilio/relay?agent=<token>` (ADR 075): the
 * upgrade's X-Twilio-Signature is checked over the URL alone (wss://, then https://), the agent
 * must exist, then one `RelaySession` speaks the call.
 */
export const twilioRelayRoute = {
  path: RELAY_PATH,
  async upgrade(req: IncomingMessage, url: URL, runtime: Runtime): Promise<UpgradeOutcome> {
    const urls = candidateUrls(
      {
        pathAndQuery: req.url ?? url.pathname + url.search,
        headers: req.headers,
        encrypted: Boolean((req.socket as { encrypted?: boolean }).encrypted),
      },
      runtime.config,
      true,
    );
    const verdict = verifyTwilioSignature(
      { urls, params: [], header: (name) => req.headers[name.toLowerCase()] as string | undefined },
      { authToken: runtime.config.TWILIO_AUTH_TOKEN, sharedKeySecret: runtime.config.TWILIO_SHARED_KEY_SECRET },
    );
    if (!verdict.ok) {
      runtime.log.warn("Relay socket refused", { status: verdict.status, reason: verdict.reason });
      return { status: verdict.status, reason: verdict.status === 500 ? "Internal Server Error" : "Forbidden" };
    }
    const token = url.searchParams.get("agent") ?? "";
    const ports = telephonyPorts(runtime);
    const agent = token ? await ports.findAgentByToken(token) : null;
    if (!agent) {
      runtime.log.warn("Relay socket for no agent refused");
      return { status: 404, reason: "Not Found" };
    }
    return (socket) =>
      void new RelaySession({ socket, ports, agent, agentToken: token, log: runtime.log, ...tunings.get(runtime) });
  },
};
