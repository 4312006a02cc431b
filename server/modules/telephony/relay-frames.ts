import { z } from "zod";

/**
 * ConversationRelay frames both ways (reference twilio-conversationrelay.md §3, §4). Inbound
 * frames are read leniently: extra fields pass, an unknown `type` is reported as such (logged,
 * not fatal). Outbound frames are validated before they are sent: an invalid one would cost a
 * 64107 `error` from Twilio.
 */
const looseString = z.preprocess((value) => (value === null || value === undefined ? "" : String(value)), z.string());

export const setupFrame = z.looseObject({
  type: z.literal("setup"),
  sessionId: z.string(),
  callSid: z.string().min(1),
  accountSid: looseString.optional(),
  parentCallSid: looseString.optional(),
  from: looseString,
  to: looseString,
  forwardedFrom: looseString.optional(),
  callType: looseString.optional(),
  callerName: looseString.optional(),
  direction: looseString.optional(),
  callStatus: looseString.optional(),
  customParameters: z
    .record(
      z.string(),
      z.preprocess((value) => String(value), z.string()),
    )
    .default({}),
});

export const promptFrame = z.looseObject({
  type: z.literal("prompt"),
  voicePrompt: z.string(),
  lang: z.string().optional(),
  /** false: a partial (with `partialPrompts`), holding the whole utterance so far. */
  last: z.boolean().default(true),
});

export const dtmfFrame = z.looseObject({ type: z.literal("dtmf"), digit: z.string().min(1).max(1) });

export const interruptFrame = z.looseObject({
  type: z.literal("interrupt"),
  utteranceUntilInterrupt: z.string().default(""),
  /** A number in one rendering of Twilio's docs, a string ("460") in another. */
  durationUntilInterruptMs: z.coerce.number().nonnegative().optional(),
});

export const errorFrame = z.looseObject({ type: z.literal("error"), description: looseString.default("") });

/** Speaker events, tokens played, round trip (shape from public code, unverified): read defensively. */
export const infoFrame = z.looseObject({
  type: z.literal("info"),
  name: z.string().optional(),
  value: z.unknown().optional(),
  description: z.string().optional(),
  ts: z.number().optional(),
});

export const inboundFrame = z.discriminatedUnion("type", [
  setupFrame,
  promptFrame,
  dtmfFrame,
  interruptFrame,
  errorFrame,
  infoFrame,
]);
export type InboundFrame = z.infer<typeof inboundFrame>;
export type SetupFrame = z.infer<typeof setupFrame>;

export const INBOUND_TYPES = new Set(["setup", "prompt", "dtmf", "interrupt", "error", "info"]);

export type ParsedInbound =
  | { kind: "frame"; frame: InboundFrame }
  | { kind: "unknown-type"; type: string }
  | { kind: "invalid"; reason: "not-json" | "not-an-object" | "bad-fields"; detail: string };

/** One text frame from Twilio, read: a known frame, an unknown type (ignored), or why it is unreadable. */
export function parseInbound(data: string): ParsedInbound {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { kind: "invalid", reason: "not-json", detail: `${data.length} characters that are not JSON` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { kind: "invalid", reason: "not-an-object", detail: "a JSON frame that is not an object" };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== "string" || !INBOUND_TYPES.has(type)) return { kind: "unknown-type", type: String(type) };
  const parsed = inboundFrame.safeParse(value);
  if (!parsed.success) {
    return {
      kind: "invalid",
      reason: "bad-fields",
      detail: `${type}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
    };
  }
  return { kind: "frame", frame: parsed.data };
}

export const textFrame = z.strictObject({
  type: z.literal("text"),
  token: z.string(),
  last: z.boolean(),
  lang: z.string().optional(),
  interruptible: z.boolean().optional(),
  preemptible: z.boolean().optional(),
});

export const playFrame = z.strictObject({
  type: z.literal("play"),
  source: z.url(),
  loop: z.number().int().min(0).optional(),
  interruptible: z.boolean().optional(),
  preemptible: z.boolean().optional(),
});

export const sendDigitsFrame = z.strictObject({
  type: z.literal("sendDigits"),
  digits: z.string().regex(/^[0-9*#w]+$/, "digits, *, # and w only"),
});

export const languageFrame = z
  .strictObject({
    type: z.literal("language"),
    ttsLanguage: z.string().min(2).optional(),
    transcriptionLanguage: z.string().min(2).optional(),
  })
  .refine((frame) => frame.ttsLanguage || frame.transcriptionLanguage, "a language frame names a language");

export const endFrame = z.strictObject({
  type: z.literal("end"),
  /** A string: the JSON-encoded hand-off, read back as HandoffData. */
  handoffData: z.string().optional(),
});

export const outboundFrame = z.union([textFrame, playFrame, sendDigitsFrame, languageFrame, endFrame]);
export type OutboundFrame = z.infer<typeof outboundFrame>;
