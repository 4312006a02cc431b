/**
 * What the Twilio edge (ADR 075) needs from the rest of the product, as ports: the voice agents
 * module implements `TelephonyPorts` over its tables; tests implement it with an in-memory double.
 * The edge speaks Twilio's protocol only and never reads another module's tables.
 */

/** How a voice agent sounds and when the caller may cut in: everything the incoming-call TwiML needs. */
export interface VoiceAgentProfile {
  /** The agent's id (passed to the relay as a `<Parameter>`). */
  id: string;
  agencyId: string;
  /** The agent's spoken name ("Cara" when blank in its settings). */
  name: string;
  /**
   * Said exactly as the call connects (`welcomeGreeting`). May hold the customer-name placeholder
   * in angle brackets (`<customer name>`; `{customer name}` is read the same): filled with the
   * caller's name when the number is known, dropped with its surrounding space otherwise.
   */
  introPhrase: string;
  /** BCP-47 language of speech and transcription (`en-US`), or "multi" for multi-language. */
  language: string;
  /** Twilio voice name (with `ttsProvider` when it needs one). */
  voice: string;
  ttsProvider?: string;
  interruption: {
    /** What may interrupt the agent's speech: nothing, keys, speech or either. */
    interruptible: "none" | "dtmf" | "speech" | "any";
    /** What may interrupt the welcome greeting. */
    greetingInterruptible?: "none" | "dtmf" | "speech" | "any";
    sensitivity?: "low" | "medium" | "high";
    /** Ignore "uh-huh" / "yeah" while the agent speaks. */
    ignoreBackchannel?: boolean;
  };
  /** Keypad presses arrive as `dtmf` frames. */
  dtmfDetection: boolean;
  /** The caller's words arrive while they speak (`prompt` with `last:false`). */
  partialPrompts?: boolean;
  /** The number the agent calls from when it transfers (`<Dial callerId>`); the called number by default. */
  callerId?: string;
}

/** A caller the agency knows by number. */
export interface KnownCaller {
  name: string;
  contactId?: string;
  accountId?: string;
}

/** What a relay session knows about its call when it asks the responder for an answer. */
export interface CallContext {
  agent: VoiceAgentProfile;
  caller: KnownCaller | null;
  callSid: string;
  from: string;
  to: string;
  customParameters: Record<string, string>;
}

/** One turn as the transcript keeps it: the caller's words, or what the caller actually heard of the agent. */
export interface RelayTranscriptEntry {
  role: "caller" | "agent";
  text: string;
  /** The caller pressed keys (`dtmf` frames gathered into one turn). */
  via?: "speech" | "dtmf" | "greeting";
  /** The agent was cut off: `text` is what was heard (utteranceUntilInterrupt / tokensPlayed). */
  interrupted?: boolean;
}

/** Something other than words the responder asks Twilio to do, in turn with its tokens. */
export type RelayAction =
  | { type: "play"; source: string; loop?: number; interruptible?: boolean; preemptible?: boolean }
  | { type: "sendDigits"; digits: string }
  | { type: "language"; ttsLanguage?: string; transcriptionLanguage?: string }
  /** Ends the relay session; `handoff` reaches the `<Connect action>` callback as HandoffData. */
  | { type: "end"; handoff: Handoff };

/** Why a session ended from our side, read back by the `<Connect action>` callback. */
export type Handoff =
  | {
      reason: "transfer";
      transferId: string;
      /** Numbers to try in order, at most 3 (spec §9), each at most once. */
      targets: Array<{ label?: string; number: string }>;
      summary?: string;
      caller?: { name?: string; phone?: string };
    }
  | { reason: "hangup"; goodbye?: string }
  | { reason: "error"; detail: string };

/**
 * The agent's answer to the turn just ended: an async generator of text tokens (and actions),
 * the first sent to Twilio as soon as it is yielded. `signal` fires when the caller interrupts or
 * hangs up: stop at once (nothing yielded after it is sent).
 */
export interface CallResponder {
  respond(input: {
    transcript: readonly RelayTranscriptEntry[];
    signal: AbortSignal;
  }): AsyncIterable<string | RelayAction>;
}

/** A call the edge refused or ended, with why: the voice agents module records it (calls list, end reason). */
export interface CallRecord {
  callSid: string;
  agentToken: string;
  agentId?: string;
  agencyId?: string;
  from?: string;
  to?: string;
  /** e.g. unknown-agent, caller-hung-up, transfer, invalid-frame, frame-too-large, socket-dropped. */
  reason: string;
  detail?: string;
  transcript?: RelayTranscriptEntry[];
}

export interface TelephonyPorts {
  /** The agent an incoming-call URL names, or null (an unknown or disabled agent). */
  findAgentByToken(token: string): Promise<VoiceAgentProfile | null>;
  /** Who calls, by the caller's number, within the agent's agency. */
  callerByNumber(agent: VoiceAgentProfile, number: string): Promise<KnownCaller | null>;
  /** The answering engine for one call (the agent loop, or the offline intake dialogue). */
  responderFor(call: CallContext): CallResponder;
  /** A call started on the relay (after `setup`). */
  callStarted?(call: CallContext): void | Promise<void>;
  /** A call refused or ended, with its reason and transcript. */
  callEnded(record: CallRecord): void | Promise<void>;
  /**
   * What the person called hears before the caller is bridged (`<Number url>` whisper): the
   * transfer's summary, kept by the module that asked for the transfer (never carried in a URL).
   */
  whisperFor?(transferId: string): Promise<string | null>;
  /** One transfer attempt's outcome (Twilio's DialCallStatus: completed, answered, busy, no-answer, failed, canceled). */
  transferAttempt?(attempt: TransferAttempt): void | Promise<void>;
}

export interface TransferAttempt {
  callSid: string;
  transferId: string;
  number: string;
  /** 1 for the first number tried. */
  attempt: number;
  outcome: string;
}
