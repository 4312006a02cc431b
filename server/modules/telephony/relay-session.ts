import type { WebSocket } from "ws";
import type { Logger } from "../../lib/logger.ts";
import { greetingFor } from "./twiml.ts";
import type {
  CallContext,
  CallResponder,
  Handoff,
  RelayAction,
  RelayTranscriptEntry,
  TelephonyPorts,
  VoiceAgentProfile,
} from "./ports.ts";
import { outboundFrame, parseInbound, type InboundFrame, type OutboundFrame, type SetupFrame } from "./relay-frames.ts";

export interface RelaySessionOptions {
  socket: WebSocket;
  ports: TelephonyPorts;
  agent: VoiceAgentProfile;
  agentToken: string;
  log: Logger;
  /** A prompt longer than this ends the call (reason prompt-too-long). */
  maxPromptChars?: number;
  /** Keys pressed without `#` are one turn after this pause (voice-agents-practice.md: 2 s). */
  dtmfPauseMs?: number;
  /** Silence after the agent's turn before "Are you still there?", and again before the call ends. */
  silenceMs?: number;
}

/** The current answer: aborted by an interrupt, its transcript entry holding what was sent (then heard). */
interface Answer {
  controller: AbortController;
  entry: RelayTranscriptEntry;
  done: Promise<void>;
}

const STILL_THERE = "Are you still there?";
const SILENT_GOODBYE = "I haven't heard anything, so I'll end the call now. Please call back any time. Goodbye.";

/**
 * One ConversationRelay call on its WebSocket (ADR 075): reads Twilio's frames, keeps the
 * transcript, runs the responder for each finished turn and streams its tokens as `text` frames
 * the moment they are yielded (the first goes out while the answer is still being written). An
 * `interrupt` aborts the answer at once, nothing more is sent, and the transcript keeps what the
 * caller heard (utteranceUntilInterrupt). Unknown frame types are logged and skipped; a frame
 * that is not JSON, an unreadable frame, an oversized prompt or a frame over the socket's limit end
 * the session with that reason, recorded through `ports.callEnded`.
 */
export class RelaySession {
  readonly transcript: RelayTranscriptEntry[] = [];
  context: CallContext | null = null;
  ended: { reason: string; detail?: string } | null = null;
  private responder: CallResponder | null = null;
  private answer: Answer | null = null;
  /** The caller's words so far in the turn being spoken (partial prompts). */
  partialPrompt = "";
  private digits = "";
  private digitTimer: NodeJS.Timeout | null = null;
  private silenceTimer: NodeJS.Timeout | null = null;
  private silentOnce = false;
  private lastTokensPlayed = "";
  private setupPending: Promise<void> | null = null;
  private setupFrame: SetupFrame | null = null;
  private readonly log: Logger;

  constructor(private readonly options: RelaySessionOptions) {
    this.log = options.log.child({ relay: options.agentToken.slice(0, 8) });
    const { socket } = options;
    socket.on("message", (data, isBinary) => {
      if (isBinary) return void this.finish("invalid-frame", "a binary frame");
      void this.receive(
        Buffer.isBuffer(data) ? data.toString("utf8") : Buffer.concat(data as Buffer[]).toString("utf8"),
      );
    });
    socket.on("error", (error: Error & { code?: string }) => {
      const tooLarge = error.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH" || /max payload/i.test(error.message);
      this.finish(tooLarge ? "frame-too-large" : "socket-error", error.message);
    });
    // 1006: the connection went without a close frame (network, Twilio's side failing) — not a hang-up
    socket.on("close", (code) =>
      this.finish(code === 1006 ? "socket-dropped" : "caller-hung-up", `socket closed (${code})`),
    );
  }

  /** Handles one text frame (exposed for tests and the bench). */
  async receive(data: string): Promise<void> {
    if (this.ended) return;
    const parsed = parseInbound(data);
    if (parsed.kind === "unknown-type") {
      this.log.warn("ConversationRelay frame of an unknown type skipped", { type: parsed.type.slice(0, 40) });
      return;
    }
    if (parsed.kind === "invalid") {
      this.log.warn("ConversationRelay frame unreadable: the call ends", parsed);
      return this.finish(parsed.reason === "not-json" ? "invalid-frame" : "unreadable-frame", parsed.detail, {
        reason: "error",
        detail: parsed.reason,
      });
    }
    await this.handle(parsed.frame);
  }

  private async handle(frame: InboundFrame): Promise<void> {
    if (frame.type === "setup") {
      if (this.setupPending) return this.log.warn("A second setup frame skipped");
      this.setupFrame = frame;
      this.setupPending = this.setup(frame);
      return this.setupPending;
    }
    if (frame.type === "error") {
      this.log.warn("Twilio reported an error on the relay", { description: frame.description.slice(0, 500) });
      return;
    }
    if (frame.type === "info") {
      if (frame.name === "tokensPlayed" && typeof frame.value === "string") this.lastTokensPlayed = frame.value;
      if (frame.name === "clientSpeaking" && frame.value === "on") this.clearSilence();
      return;
    }
    if (!this.setupPending) return this.log.warn("A frame before setup skipped", { type: frame.type });
    await this.setupPending;
    if (this.ended) return;
    const maxPrompt = this.options.maxPromptChars ?? 20_000;
    switch (frame.type) {
      case "prompt":
        this.clearSilence();
        if (frame.voicePrompt.length > maxPrompt) {
          return this.finish("prompt-too-long", `${frame.voicePrompt.length} characters`, {
            reason: "error",
            detail: "prompt-too-long",
          });
        }
        if (!frame.last) {
          this.partialPrompt = frame.voicePrompt; // each partial holds the whole utterance so far
          return;
        }
        this.partialPrompt = "";
        return this.turn({ role: "caller", text: frame.voicePrompt, via: "speech" });
      case "dtmf":
        this.clearSilence();
        return this.digit(frame.digit);
      case "interrupt":
        this.clearSilence();
        return this.interrupted(frame.utteranceUntilInterrupt);
    }
  }

  private async setup(frame: SetupFrame): Promise<void> {
    const { agent, ports } = this.options;
    const caller = frame.from ? await ports.callerByNumber(agent, frame.from).catch(() => null) : null;
    this.context = {
      agent,
      caller,
      callSid: frame.callSid,
      from: frame.from,
      to: frame.to,
      customParameters: frame.customParameters,
    };
    // Twilio speaks the welcome greeting itself (TwiML); on a reconnect there is none
    if (!frame.customParameters.reconnect && !frame.customParameters.transferOutcome) {
      const greeting = greetingFor(agent.introPhrase, caller);
      if (greeting) this.transcript.push({ role: "agent", text: greeting, via: "greeting" });
    }
    this.responder = ports.responderFor(this.context);
    await ports.callStarted?.(this.context);
    this.armSilence();
  }

  private digit(digit: string) {
    if (this.digitTimer) clearTimeout(this.digitTimer);
    if (digit !== "#") this.digits += digit;
    const flush = () => {
      this.digitTimer = null;
      const digits = this.digits;
      this.digits = "";
      if (digits) void this.turn({ role: "caller", text: digits, via: "dtmf" });
    };
    if (digit === "#") return flush();
    this.digitTimer = setTimeout(flush, this.options.dtmfPauseMs ?? 2000);
  }

  private interrupted(utterance: string) {
    const heard = utterance || this.lastTokensPlayed;
    const current = this.answer;
    if (current) {
      current.controller.abort(new Error("interrupted"));
      this.answer = null;
      current.entry.text = heard;
      current.entry.interrupted = true;
      return;
    }
    // the answer was all sent but still being spoken: keep what was heard of it
    const last = this.transcript.at(-1);
    if (last?.role === "agent" && heard && heard !== last.text) {
      last.text = heard;
      last.interrupted = true;
    }
  }

  /** A finished caller turn: the answer in progress (if any) stops, the responder answers this one. */
  private async turn(entry: RelayTranscriptEntry) {
    if (this.answer) this.interrupted(this.answer.entry.text);
    this.transcript.push(entry);
    await this.respond();
  }

  private respond(): Promise<void> {
    const responder = this.responder!;
    const controller = new AbortController();
    const { signal } = controller;
    const entry: RelayTranscriptEntry = { role: "agent", text: "" };
    const snapshot = this.transcript.slice();
    this.transcript.push(entry);
    const run = async () => {
      try {
        for await (const item of responder.respond({ transcript: snapshot, signal })) {
          if (signal.aborted || this.ended) return;
          if (typeof item === "string") {
            if (!item) continue;
            entry.text += item;
            this.send({ type: "text", token: item, last: false });
          } else if (item.type === "end") {
            this.turnDone(controller, entry);
            return this.finish(
              item.handoff.reason === "transfer" ? "transfer" : "agent-ended",
              undefined,
              item.handoff,
            );
          } else {
            this.send(actionFrame(item));
          }
        }
        if (signal.aborted || this.ended) return;
        this.send({ type: "text", token: "", last: true });
      } catch (error) {
        if (signal.aborted || this.ended) return;
        this.log.error("The call's responder failed", { error });
        const sorry = "Sorry, I had a problem there. Could you say that again?";
        entry.text += entry.text ? ` ${sorry}` : sorry;
        this.send({ type: "text", token: sorry, last: true });
      }
      this.turnDone(controller, entry);
      this.armSilence();
    };
    const done = run();
    this.answer = { controller, entry, done };
    return done;
  }

  private turnDone(controller: AbortController, entry: RelayTranscriptEntry) {
    if (this.answer?.controller === controller) this.answer = null;
    if (!entry.text && this.transcript.at(-1) === entry) this.transcript.pop();
  }

  private send(frame: OutboundFrame) {
    const checked = outboundFrame.safeParse(frame);
    if (!checked.success) {
      this.log.error("An outbound relay frame was invalid and not sent", { type: frame.type });
      return;
    }
    if (this.options.socket.readyState === this.options.socket.OPEN) {
      this.options.socket.send(JSON.stringify(checked.data));
    }
  }

  private armSilence() {
    const silenceMs = this.options.silenceMs ?? 60_000;
    this.clearSilence();
    if (this.ended || silenceMs <= 0) return;
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = null;
      if (this.answer || this.ended) return;
      if (!this.silentOnce) {
        this.silentOnce = true;
        this.transcript.push({ role: "agent", text: STILL_THERE });
        this.send({ type: "text", token: STILL_THERE, last: true });
        return this.armSilence();
      }
      this.transcript.push({ role: "agent", text: SILENT_GOODBYE });
      this.finish("caller-silent", `no words for ${Math.round((2 * silenceMs) / 1000)} s`, {
        reason: "hangup",
        goodbye: SILENT_GOODBYE,
      });
    }, silenceMs);
  }

  private clearSilence() {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
  }

  /** Ends the session once: stops the answer, sends `end` with the hand-off when the socket is open, records why. */
  finish(reason: string, detail?: string, handoff?: Handoff) {
    if (this.ended) return;
    this.ended = { reason, detail };
    this.answer?.controller.abort(new Error(reason));
    this.answer = null;
    if (this.digitTimer) clearTimeout(this.digitTimer);
    this.clearSilence();
    const { socket, ports, agent, agentToken } = this.options;
    if (handoff && socket.readyState === socket.OPEN) {
      this.send({ type: "end", handoffData: JSON.stringify(handoff) });
    }
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(1000, reason);
    this.log.info("Relay call ended", { reason, detail });
    const call = this.setupFrame; // the call's ids even when it ends while its caller is still being looked up
    void Promise.resolve(
      ports.callEnded({
        callSid: call?.callSid ?? "",
        agentToken,
        agentId: agent.id,
        agencyId: agent.agencyId,
        from: call?.from,
        to: call?.to,
        reason,
        detail,
        transcript: this.transcript.filter((entry) => entry.text),
      }),
    ).catch((error: unknown) => this.log.error("A call's end could not be recorded", { error, reason }));
  }
}

function actionFrame(action: Exclude<RelayAction, { type: "end" }>): OutboundFrame {
  switch (action.type) {
    case "play":
      return {
        type: "play",
        source: action.source,
        loop: action.loop,
        interruptible: action.interruptible,
        preemptible: action.preemptible,
      };
    case "sendDigits":
      return { type: "sendDigits", digits: action.digits };
    case "language":
      return { type: "language", ttsLanguage: action.ttsLanguage, transcriptionLanguage: action.transcriptionLanguage };
  }
}
