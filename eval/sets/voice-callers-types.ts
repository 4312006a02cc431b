import type { IntakeConfig } from "../../server/modules/voice-intake/config.ts";
import type { IntakeFlow, IntakeRequestType } from "../../server/modules/voice-intake/types.ts";

/**
 * A scripted caller (issue 31, ADR 076): what they say first, then how they answer each question
 * Cara asks (by the question's field key: a caller answers what they are asked, as a person
 * would), what they slip in unasked, and the record the call must leave. The eval drives the
 * offline dialogue with these and scores the record.
 */
export type ScriptedInput =
  | string
  /** Keys pressed (digits, `#` ends). */
  | { dtmf: string }
  /** The caller talks over Cara after hearing `heard` of her question, then says `say`. */
  | { interrupt: string; say: string };

export interface ScriptedCaller {
  id: string;
  /** What the caller does that is hard (for the reader of the set). */
  note: string;
  /** The agent's configuration, from the default one. */
  config?: (base: IntakeConfig) => IntakeConfig;
  /** ISO day of the call. */
  callDate: string;
  inboundNumber?: string;
  /** Whether a person could take the call (default false: out of hours or no transfer). */
  transferOpen?: boolean;
  opening: ScriptedInput;
  /** Answers by field key; a list is said on successive asks of the same question. Unlisted: "I'm not sure". */
  answers: Record<string, ScriptedInput | ScriptedInput[]>;
  /** Said instead of the answer the first time the question `before` is asked. */
  interject?: Array<{ before: string; say: ScriptedInput }>;
  /** Replies to the read-back, in order (default: "Yes, that's right."). */
  readBack?: ScriptedInput[];
  expect: {
    type: IntakeRequestType;
    flow: IntakeFlow;
    /** Field values the record must hold: ISO days, numbers, booleans, addresses as "line1, City, ST 12345". */
    fields: Record<string, string | number | boolean>;
    /** The record notes a transfer asked for (a person asked for out of hours). */
    transferRequested?: boolean;
    /** Knowledge questions the record must keep for the team (how many). */
    questions?: number;
  };
}
