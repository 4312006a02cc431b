import type { KnownCaller, VoiceAgentProfile } from "./ports.ts";

/** XML attribute/text escaping for TwiML. */
export function xml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function attributes(values: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name, value]) => ` ${name}="${xml(String(value))}"`)
    .join("");
}

export const twimlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;

const PLACEHOLDER = /<\s*customer[\s_-]*name\s*>|\{\s*customer[\s_-]*name\s*\}/gi;

/**
 * The intro phrase said exactly, its customer-name placeholder filled with the known caller's
 * name; for an unknown caller the placeholder goes with the space before it ("Hi <customer name>,
 * thanks" → "Hi, thanks").
 */
export function greetingFor(introPhrase: string, caller: KnownCaller | null): string {
  const name = caller?.name.trim();
  if (name) return introPhrase.replace(PLACEHOLDER, name);
  const left = introPhrase
    .replace(new RegExp(`[ \\t]*(?:${PLACEHOLDER.source})`, "gi"), "")
    .replace(/^\s*[,;:]\s*/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  return left.charAt(0).toUpperCase() + left.slice(1);
}

export interface RelayTwimlOptions {
  agent: VoiceAgentProfile;
  /** wss:// URL of the relay socket. */
  relayUrl: string;
  /** The `<Connect action>` callback URL. */
  actionUrl: string;
  /** Spoken on connect; none on a reconnect. */
  greeting?: string;
  /** `<Parameter>` children: they reach the relay in `setup.customParameters`. */
  parameters?: Record<string, string>;
  /** Said before `<Connect>` (e.g. on a reconnect), which blocks the rest of the document. */
  sayFirst?: string;
}

/** `<Connect action><ConversationRelay …/></Connect>` with the agent's voice, language and interruption settings. */
export function conversationRelayTwiml(options: RelayTwimlOptions): string {
  const { agent } = options;
  const multi = agent.language === "multi";
  const relay = attributes({
    url: options.relayUrl,
    welcomeGreeting: options.greeting,
    welcomeGreetingInterruptible: options.greeting ? agent.interruption.greetingInterruptible : undefined,
    language: multi ? "multi" : agent.language,
    voice: agent.voice,
    ttsProvider: agent.ttsProvider,
    interruptible: agent.interruption.interruptible,
    interruptSensitivity: agent.interruption.sensitivity,
    ignorebackchannel:
      agent.interruption.ignoreBackchannel === undefined ? undefined : agent.interruption.ignoreBackchannel,
    dtmfDetection: agent.dtmfDetection,
    partialPrompts: agent.partialPrompts,
    events: "speaker-events tokens-played",
  });
  const params = Object.entries(options.parameters ?? {})
    .map(([name, value]) => `<Parameter${attributes({ name, value })}/>`)
    .join("");
  const say = options.sayFirst ? sayTwiml(options.sayFirst, agent) : "";
  return twimlDocument(
    `${say}<Connect${attributes({ action: options.actionUrl, method: "POST" })}><ConversationRelay${relay}>${params}</ConversationRelay></Connect>`,
  );
}

function sayTwiml(text: string, agent?: Pick<VoiceAgentProfile, "language">): string {
  const language = agent && agent.language !== "multi" ? agent.language : undefined;
  return `<Say${attributes({ language })}>${xml(text)}</Say>`;
}

/** A sentence and the end of the call: never dead air. */
export function sayAndHangUp(text: string, agent?: Pick<VoiceAgentProfile, "language">): string {
  return twimlDocument(`${sayTwiml(text, agent)}<Hangup/>`);
}

export const hangUp = () => twimlDocument("<Hangup/>");

/** One transfer attempt: ring `number` for 10 s, bridge on answer, report to `actionUrl`. */
export function dialTwiml(options: { number: string; callerId?: string; actionUrl: string; whisperUrl?: string }) {
  const number = `<Number${attributes({ url: options.whisperUrl })}>${xml(options.number)}</Number>`;
  return twimlDocument(
    `<Dial${attributes({ timeout: 10, answerOnBridge: true, callerId: options.callerId, action: options.actionUrl })}>${number}</Dial>`,
  );
}
