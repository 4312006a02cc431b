import type { Address } from "../../../domain/address.ts";
import type { FieldSpec, IntakeConfig } from "./config.ts";

/**
 * The offline intake dialogue's state, turn and record (ADR 076). `nextTurn(state, input)` is a
 * pure function: the same state and input always give the same reply and the same next state.
 */

/** What the caller asked for. Endorsements are split by what is added. */
export type IntakeFlow =
  "QUOTE" | "ADD_DRIVER" | "ADD_VEHICLE" | "ADD_LOCATION" | "OTHER_SERVICE" | "FNOL" | "COI" | "LPR" | "QUESTION";

/** The record's request type: a service request type, or FNOL (a first notice of loss, not a service request). */
export type IntakeRequestType =
  "CREATE_CERTIFICATE" | "QUOTE_REQUEST" | "ENDORSE_POLICY" | "DOCUMENT_REQUEST" | "QUESTION" | "OTHER" | "FNOL";

export type FieldValue = string | number | boolean | Address;

export interface Answer {
  value: FieldValue;
  /** The caller's words it was read from. */
  words: string;
}

/** The caller's input on one turn: what they said (a final prompt), keys pressed, or a barge-in. */
export type CallerInput =
  | { kind: "speech"; text: string }
  | { kind: "dtmf"; digits: string }
  /** The caller spoke over Cara: she stopped; `heard` is what the caller heard (utteranceUntilInterrupt). */
  | { kind: "interrupt"; heard: string };

export type Phase = "intent" | "lineOfBusiness" | "collect" | "readBack" | "correction" | "done";

export interface CallContext {
  /** The call's date (ISO day): relative dates ("yesterday", "last Tuesday") are read against it. */
  callDate: string;
  /** The number the call came from: kept as the callback number when phone is not asked. */
  inboundNumber: string | null;
  /** Whether a person can take the call now (transfer configured and within its hours). */
  transferOpen: boolean;
  /** The caller's name when the number matched a contact. */
  knownCallerName?: string | null;
}

export interface IntakeState {
  config: IntakeConfig;
  context: CallContext;
  phase: Phase;
  flow: IntakeFlow | null;
  /** For FNOL and quotes: the line chosen (auto, commercialLiability, commercialProperty, workersCompensation, or a custom line's name). */
  line: string | null;
  /** The questions of this call, in order, once the flow is known. */
  plan: FieldSpec[];
  /** The index in `plan` of the question being asked. */
  asking: number;
  /** How many times the current question was asked again. */
  retries: number;
  answers: Record<string, Answer>;
  /** Keys that were asked the most times and never understood, or that the caller did not know. */
  missing: string[];
  /** Knowledge questions the caller asked mid-intake (noted for the team). */
  questions: string[];
  transferRequested: boolean;
  /** The key answered last (what "no wait, it's …" corrects). */
  lastKey: string | null;
  /** DTMF digits collected so far (`#` or a full entry ends them). */
  dtmf: string;
  /** Read-backs done (at most 2 corrections). */
  readBacks: number;
  /** The last thing Cara said (asked again after a barge-in that cut the question). */
  lastSaid: string;
  turns: number;
  intentWords: string;
}

export interface ContactInfo {
  name: string | null;
  phone: string | null;
  email: string | null;
  /** The number the call came from (kept when phone is not asked). */
  inboundNumber: string | null;
}

interface RecordBase {
  flow: IntakeFlow;
  contact: ContactInfo;
  /** Every answer by field key. */
  fields: Record<string, FieldValue>;
  /** The questions that were asked and not answered (their keys). */
  missing: string[];
  /** Knowledge questions asked mid-intake, for the team. */
  questions: string[];
  transferRequested: boolean;
  summary: string;
}

export interface CoiRecord extends RecordBase {
  requestType: "CREATE_CERTIFICATE";
  insuredName: string | null;
  holder: { name: string | null; address: Address | null };
  additionalInsured: boolean | null;
}
export interface FnolRecord extends RecordBase {
  requestType: "FNOL";
  line: "auto" | "commercialLiability" | "commercialProperty" | "workersCompensation";
  lossDate: string | null;
  injuries: boolean | null;
}
export interface QuoteRecord extends RecordBase {
  requestType: "QUOTE_REQUEST";
  line: string;
}
export interface EndorsementRecord extends RecordBase {
  requestType: "ENDORSE_POLICY";
  change: "ADD_DRIVER" | "ADD_VEHICLE" | "ADD_LOCATION";
}
export interface LprRecord extends RecordBase {
  requestType: "DOCUMENT_REQUEST";
  document: "LOSS_RUNS";
}
export interface QuestionRecord extends RecordBase {
  requestType: "QUESTION";
  question: string;
}
export interface OtherRecord extends RecordBase {
  requestType: "OTHER";
}

export type IntakeRecord =
  CoiRecord | FnolRecord | QuoteRecord | EndorsementRecord | LprRecord | QuestionRecord | OtherRecord;

export interface Turn {
  /** What Cara says next ("" when she waits: more keys to come, or after a barge-in). */
  say: string;
  state: IntakeState;
  done?: boolean;
  /** On the last turn: the call's record. */
  record?: IntakeRecord;
  /** Set when the caller asked for a person and one can take the call now: the purpose to pass on. */
  transfer?: { purpose: string };
}
