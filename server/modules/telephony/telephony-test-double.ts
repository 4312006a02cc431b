import type {
  CallContext,
  CallRecord,
  CallResponder,
  KnownCaller,
  RelayAction,
  TelephonyPorts,
  TransferAttempt,
  VoiceAgentProfile,
} from "./ports.ts";

/**
 * An in-memory implementation of the telephony ports (ADR 075) for tests and the bench: agents by
 * token, callers by number, what was recorded, and a responder chosen per test.
 */
export class InMemoryTelephony implements TelephonyPorts {
  readonly agents = new Map<string, VoiceAgentProfile>();
  readonly callers = new Map<string, KnownCaller>();
  readonly ended: CallRecord[] = [];
  readonly started: CallContext[] = [];
  readonly attempts: TransferAttempt[] = [];
  responder: (call: CallContext) => CallResponder = () => streamingResponder(["Hello."]);

  async findAgentByToken(token: string) {
    return this.agents.get(token) ?? null;
  }
  async callerByNumber(_agent: VoiceAgentProfile, number: string) {
    return this.callers.get(number) ?? null;
  }
  responderFor(call: CallContext) {
    return this.responder(call);
  }
  callStarted(call: CallContext) {
    this.started.push(call);
  }
  callEnded(record: CallRecord) {
    this.ended.push(record);
  }
  readonly summaries = new Map<string, string>();
  async whisperFor(transferId: string) {
    return this.summaries.get(transferId) ?? null;
  }
  transferAttempt(attempt: TransferAttempt) {
    this.attempts.push(attempt);
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Yields `items` one after another, `delayMs` apart, stopping as soon as the signal fires. */
export function streamingResponder(
  items: Array<string | RelayAction>,
  delayMs = 0,
  observe?: { finishedAt?: number; aborted?: boolean; yielded?: number },
): CallResponder {
  return {
    async *respond({ signal }) {
      for (const [index, item] of items.entries()) {
        if (index > 0) await sleep(delayMs, signal);
        if (signal.aborted) {
          if (observe) observe.aborted = true;
          return;
        }
        if (observe) observe.yielded = (observe.yielded ?? 0) + 1;
        yield item;
      }
      if (observe) observe.finishedAt = performance.now();
    },
  };
}

export function testAgent(overrides: Partial<VoiceAgentProfile> = {}): VoiceAgentProfile {
  return {
    id: "agt_01",
    agencyId: "00000000-0000-4000-8000-000000000001",
    name: "Cara",
    introPhrase: "Hi <customer name>, thanks for calling Harbor Point Insurance. This is Cara, how can I help?",
    language: "en-US",
    voice: "Charlotte",
    interruption: {
      interruptible: "any",
      greetingInterruptible: "any",
      sensitivity: "medium",
      ignoreBackchannel: true,
    },
    dtmfDetection: true,
    partialPrompts: true,
    ...overrides,
  };
}
