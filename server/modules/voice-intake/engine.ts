import type { Address } from "../../../domain/address.ts";
import { normalizeUsPhone } from "../../../domain/account.ts";
import { typeRequest } from "../conversations/request-typing.ts";
import { FIXED_FIELDS, QUESTION_CATALOG, type FieldSpec, type IntakeConfig, type QuestionSection } from "./config.ts";
import {
  fnolLineOf,
  intentOf,
  intentOfDigit,
  KNOWLEDGE_QUESTION,
  MENU,
  PERSON,
  quoteLineOf,
  type Intent,
} from "./intent.ts";
import {
  DONT_KNOW,
  formatAddressValue,
  looksLikeVin,
  readDate,
  readEmail,
  readInjuries,
  readPersonName,
  readPhone,
  readVin,
  understand,
} from "./understand.ts";
import type { CallContext, CallerInput, FieldValue, IntakeFlow, IntakeRecord, IntakeState, Turn } from "./types.ts";

/**
 * The offline intake dialogue (ADR 076): `startIntake` opens the call, `nextTurn` takes one
 * caller input (a final prompt, DTMF keys or a barge-in) and answers what Cara says next with the
 * new state. Pure and deterministic: no clock, no randomness, no I/O.
 */

const MAX_RETRIES = 2;
const MAX_READBACKS = 3;

export function startIntake(config: IntakeConfig, context: CallContext): Turn {
  const state: IntakeState = {
    config,
    context,
    phase: "intent",
    flow: null,
    line: null,
    plan: [],
    asking: 0,
    retries: 0,
    answers: {},
    missing: [],
    questions: [],
    transferRequested: false,
    lastKey: null,
    dtmf: "",
    readBacks: 0,
    lastSaid: "",
    turns: 0,
    intentWords: "",
  };
  if (context.knownCallerName) state.answers.callerName = { value: context.knownCallerName, words: "caller ID" };
  const say = `Thanks for calling ${config.agencyName}, this is ${config.agentName || "Cara"}. How can I help you today?`;
  return { say, state: { ...state, lastSaid: say } };
}

const FLOW_PHRASE: Record<IntakeFlow, string> = {
  COI: "a certificate of insurance",
  FNOL: "reporting a claim",
  QUOTE: "a quote",
  ADD_DRIVER: "adding a driver",
  ADD_VEHICLE: "adding a vehicle",
  ADD_LOCATION: "adding a location",
  OTHER_SERVICE: "a change to your policy",
  LPR: "loss runs",
  QUESTION: "your question",
};

function clone(state: IntakeState): IntakeState {
  return {
    ...state,
    answers: { ...state.answers },
    missing: [...state.missing],
    questions: [...state.questions],
    plan: [...state.plan],
    turns: state.turns,
  };
}

// ---- the plan --------------------------------------------------------------------------------

function sectionFields(section: QuestionSection, catalog: Record<string, FieldSpec>, customStart: number): FieldSpec[] {
  const fields: FieldSpec[] = section.questions.map(
    (q) => catalog[q] ?? { key: `q:${q}`, ask: q.endsWith("?") ? q : `Can you tell me the ${q}?`, kind: "text" },
  );
  section.customQuestions
    .map((q) => q.trim())
    .filter(Boolean)
    .forEach((q, i) => fields.push({ key: `custom${customStart + i}`, ask: q, kind: "text" }));
  return fields;
}

const FNOL_SECTIONS = {
  auto: "fnolAuto",
  commercialLiability: "fnolCommercialLiability",
  commercialProperty: "fnolCommercialProperty",
  workersCompensation: "fnolWorkersCompensation",
} as const;

function flowFields(state: IntakeState, personal: boolean): FieldSpec[] {
  const c = state.config;
  const out: FieldSpec[] = [];
  const add = (section: QuestionSection, catalog: Record<string, FieldSpec>) =>
    out.push(...sectionFields(section, catalog, out.filter((f) => f.key.startsWith("custom")).length + 1));
  switch (state.flow) {
    case "COI":
      return [...FIXED_FIELDS.coi];
    case "LPR":
      return [...FIXED_FIELDS.lpr];
    case "QUESTION":
      return [...FIXED_FIELDS.question];
    case "OTHER_SERVICE":
      return [...FIXED_FIELDS.otherService];
    case "ADD_DRIVER":
      add(c.service.addDriver, QUESTION_CATALOG.addDriver);
      return out;
    case "ADD_VEHICLE":
      add(c.service.addVehicle, QUESTION_CATALOG.addVehicle);
      return out;
    case "ADD_LOCATION":
      add(c.service.addLocation, QUESTION_CATALOG.addLocation);
      return out;
    case "FNOL": {
      const line = (state.line ?? "auto") as keyof typeof FNOL_SECTIONS;
      add(c.fnol[line], QUESTION_CATALOG[FNOL_SECTIONS[line]]);
      return out;
    }
    case "QUOTE": {
      add(c.quote.qualification, QUESTION_CATALOG.qualification);
      const custom = c.quote.custom.find((x) => x.lineOfBusiness === state.line);
      const commercial = c.businessLines === "commercial" || (c.businessLines !== "personal" && !personal);
      if (commercial && !custom) add(c.quote.commercialCommon, QUESTION_CATALOG.commercialCommon);
      if (custom) add({ questions: [], customQuestions: custom.questions }, {});
      else if (state.line === "auto") add(c.quote.auto, QUESTION_CATALOG.auto);
      else if (state.line === "commercialLiability")
        add(c.quote.commercialLiability, QUESTION_CATALOG.commercialLiability);
      else if (state.line === "commercialProperty")
        add(c.quote.commercialProperty, QUESTION_CATALOG.commercialProperty);
      else if (state.line === "workersCompensation")
        add(c.quote.workersCompensation, QUESTION_CATALOG.workersCompensation);
      return out;
    }
    default:
      return out;
  }
}

function buildPlan(state: IntakeState, personal: boolean): FieldSpec[] {
  const fields: FieldSpec[] = [FIXED_FIELDS.contact.name, ...flowFields(state, personal)];
  if (state.config.requiredContactInfo.includes("phone")) fields.push(FIXED_FIELDS.contact.phone);
  if (state.config.requiredContactInfo.includes("email")) fields.push(FIXED_FIELDS.contact.email);
  const seen = new Set<string>();
  return fields.filter((f) => (seen.has(f.key) ? false : (seen.add(f.key), true)));
}

// ---- answers found out of order -----------------------------------------------------------------

const NAME_CUE = /\b(?:[Mm]y name is|[Mm]y name's|[Tt]his is|[Ii]'?m|I am)\s+(?=[A-Z])/;
const DATE_CUE =
  /\b(yesterday|today|this morning|last night|tonight|this afternoon|ago|last (monday|tuesday|wednesday|thursday|friday|saturday|sunday|week)|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|happened on)\b/i;

/** Answers to questions not yet asked that identify themselves in the words. */
function harvest(state: IntakeState, text: string, intent?: Intent): void {
  // the opening's words (with the intent) answer no question yet asked
  const current = state.phase === "collect" && !intent ? state.plan[state.asking] : undefined;
  const open = state.plan.filter((f, i) => !(f.key in state.answers) && f !== current && i >= 0);
  const put = (key: string, value: FieldValue | null | undefined, words: string) => {
    if (value === null || value === undefined || value === "") return;
    if (!open.some((f) => f.key === key)) return;
    state.answers[key] = { value, words };
  };
  for (const field of open) {
    if (field.key === "callerName" && NAME_CUE.test(text)) {
      const from = text.slice(NAME_CUE.exec(text)!.index);
      const name = readPersonName(from);
      if (name) put("callerName", name.value, name.words);
    }
    if (field.kind === "vinOrVehicle" && current?.kind !== "vinOrVehicle") {
      const vin = readVin(text);
      if (vin) put(field.key, vin.value, vin.words);
    }
    if (field.kind === "email" && current?.kind !== "email" && (/@/.test(text) || /\bat\b.+\bdot\b/i.test(text))) {
      const email = readEmail(text);
      if (email) put(field.key, email.value, email.words);
    }
    if (field.key === "callbackPhone" && current?.kind !== "phone" && current?.kind !== "fein") {
      if (/(?<![A-Za-z0-9])\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}(?![A-Za-z0-9])/.test(text)) {
        const phone = readPhone(text);
        if (phone) put(field.key, phone.value, phone.words);
      }
    }
    if (field.key === "lossDate" && current?.kind !== "date" && DATE_CUE.test(text)) {
      const date = readDate(text, state.context.callDate, true);
      if (date) put("lossDate", date.value, date.words);
    }
    if (field.kind === "injuries" && current?.kind !== "injuries") {
      const hurt = readInjuries(text);
      if (hurt && hurt.value === false && /\b(hurt|injur)/i.test(text)) put(field.key, false, hurt.words);
    }
  }
  // a certificate's holder as the email triage reads it
  const holder = intent?.typing.holder;
  if (holder && state.flow === "COI") {
    if (holder.name) put("holderName", holder.name, holder.name);
    if (holder.address) put("holderAddress", holder.address as Address, formatAddressValue(holder.address));
    if (holder.additionalInsuredWords)
      put("additionalInsured", holder.additionalInsured, holder.additionalInsuredWords);
  }
}

// ---- asking ---------------------------------------------------------------------------------------

const HINT: Partial<Record<FieldSpec["kind"], string>> = {
  date: "For example, March 3rd, or last Tuesday.",
  address:
    "Please give the street, city, state and ZIP code, for example 100 Main Street, Springfield, Illinois 62701.",
  phone: "Please say the ten digits, or type them on your keypad.",
  email: "For example, jane at example dot com.",
  yesNo: "Please say yes or no, or press 1 for yes and 2 for no.",
  injuries: "Please say yes or no.",
  vinOrVehicle: "The VIN is 17 characters; you can also give the year, make and model.",
  fein: "It's nine digits, like 12-3456789.",
  number: "A number is fine, even a rough one.",
  money: "A rough dollar amount is fine.",
  personName: "Your first and last name, please.",
};

function nextOpen(state: IntakeState, from: number): number {
  let i = from;
  while (i < state.plan.length && (state.plan[i]!.key in state.answers || state.missing.includes(state.plan[i]!.key)))
    i++;
  return i;
}

/** Moves to the next open question, or to the read-back / summary when none is left. */
function advance(state: IntakeState, lead: string): Turn {
  state.asking = nextOpen(state, 0);
  state.retries = 0;
  if (state.asking < state.plan.length) return speak(state, `${lead}${state.plan[state.asking]!.ask}`);
  if (state.config.repeatCriticalInfo && criticalAnswers(state).length > 0 && state.readBacks < MAX_READBACKS) {
    state.phase = "readBack";
    state.readBacks++;
    return speak(state, `${lead}${readBackText(state)}`);
  }
  return finish(state, lead);
}

function speak(state: IntakeState, say: string, extra: Partial<Turn> = {}): Turn {
  state.lastSaid = say;
  return { say, state, ...extra };
}

// ---- read-back and summary -------------------------------------------------------------------------

const LABEL: Record<string, string> = {
  callerName: "your name",
  callbackPhone: "your phone number",
  email: "your email",
  holderName: "the certificate holder",
  holderAddress: "the holder's address",
  additionalInsured: "additional insured",
  lossDate: "the date of loss",
  lossLocation: "where it happened",
  injuries: "anyone hurt",
  vehicle: "the vehicle",
  garagingAddress: "the garaging address",
  legalName: "the business's legal name",
  fein: "the FEIN",
  driverName: "the driver",
  driverDateOfBirth: "the driver's date of birth",
  driverLicenseNumber: "the license number",
  newLocationAddress: "the new location",
  effectiveDate: "the effective date",
  buildingAddress: "the building's address",
  employeeName: "the employee",
  locationAddress: "the location",
};

function spoken(value: FieldValue, key: string): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return String(value);
  if (typeof value === "object") return formatAddressValue(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const d = new Date(`${value}T12:00:00Z`);
    return d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  }
  if (key === "vehicle" && /^[A-Z0-9]{17}$/.test(value)) return value.split("").join(" ");
  return value;
}

function criticalAnswers(state: IntakeState): FieldSpec[] {
  return state.plan.filter((f) => f.critical && f.key in state.answers);
}

function readBackText(state: IntakeState): string {
  const parts = criticalAnswers(state).map(
    (f) => `${LABEL[f.key] ?? f.key}: ${spoken(state.answers[f.key]!.value, f.key)}`,
  );
  const list = parts.join("; ");
  return `Let me read that back. ${list.charAt(0).toUpperCase()}${list.slice(1)}. Is that all correct?`;
}

function summaryText(state: IntakeState): string {
  const name = state.answers.callerName?.value;
  const firstName = typeof name === "string" ? name.split(" ")[0] : null;
  const got = state.plan
    .filter((f) => f.key in state.answers && f.key !== "callerName")
    .slice(0, 6)
    .map(
      (f) =>
        `${LABEL[f.key] ?? f.key.replace(/([A-Z])/g, " $1").toLowerCase()} ${spoken(state.answers[f.key]!.value, f.key)}`,
    );
  const missing = state.missing.length
    ? ` We still need ${state.missing.map((k) => LABEL[k] ?? k.replace(/([A-Z])/g, " $1").toLowerCase()).join(", ")}; someone will follow up for it.`
    : "";
  const questions = state.questions.length ? " I've noted your question for the team." : "";
  const callback = state.transferRequested ? " Someone will call you back as soon as the office opens." : "";
  return `Thank you${firstName ? `, ${firstName}` : ""}. To summarize, I have your request for ${FLOW_PHRASE[state.flow ?? "OTHER_SERVICE"]}${got.length ? `: ${got.join("; ")}` : ""}.${missing}${questions}${callback} Someone from ${state.config.agencyName} will follow up. Goodbye.`;
}

function finish(state: IntakeState, lead = ""): Turn {
  state.phase = "done";
  const say = `${lead}${summaryText(state)}`;
  const record = buildRecord(state, say);
  return speak(state, say, { done: true, record });
}

function buildRecord(state: IntakeState, summary: string): IntakeRecord {
  const fields: Record<string, FieldValue> = {};
  for (const [key, answer] of Object.entries(state.answers)) fields[key] = answer.value;
  const inbound = state.context.inboundNumber
    ? (normalizeUsPhone(state.context.inboundNumber) ?? state.context.inboundNumber)
    : null;
  if (inbound) fields.inboundNumber = inbound;
  const str = (key: string) => (typeof fields[key] === "string" ? (fields[key] as string) : null);
  const bool = (key: string) => (typeof fields[key] === "boolean" ? (fields[key] as boolean) : null);
  const base = {
    flow: state.flow ?? "OTHER_SERVICE",
    contact: {
      name: str("callerName"),
      phone: str("callbackPhone") ?? inbound,
      email: str("email"),
      inboundNumber: inbound,
    },
    fields,
    missing: [...state.missing],
    questions: [...state.questions],
    transferRequested: state.transferRequested,
    summary,
  };
  switch (state.flow) {
    case "COI":
      return {
        ...base,
        requestType: "CREATE_CERTIFICATE",
        insuredName: str("insuredName"),
        holder: {
          name: str("holderName"),
          address: typeof fields.holderAddress === "object" ? (fields.holderAddress as Address) : null,
        },
        additionalInsured: bool("additionalInsured"),
      };
    case "FNOL":
      return {
        ...base,
        requestType: "FNOL",
        line: (state.line ?? "auto") as "auto",
        lossDate: str("lossDate"),
        injuries: bool("injuries"),
      };
    case "QUOTE":
      return { ...base, requestType: "QUOTE_REQUEST", line: state.line ?? "other" };
    case "ADD_DRIVER":
    case "ADD_VEHICLE":
    case "ADD_LOCATION":
      return { ...base, requestType: "ENDORSE_POLICY", change: state.flow };
    case "LPR":
      return { ...base, requestType: "DOCUMENT_REQUEST", document: "LOSS_RUNS" };
    case "QUESTION":
      return { ...base, requestType: "QUESTION", question: str("question") ?? "" };
    default:
      return { ...base, requestType: "OTHER" };
  }
}

// ---- corrections ----------------------------------------------------------------------------------

const CORRECTION =
  /\b(?:no,? wait|wait,? no|no,? sorry|sorry,? i meant|i meant|i mean|actually|correction|let me correct that|scratch that|make that|oops)\b[,:.]?\s*(?:it'?s|it is|that'?s|that should be|it should be)?\s*/gi;

/** The words after the last correction cue, or null when there is none. */
function corrected(text: string): string | null {
  const cues = [...text.matchAll(CORRECTION)];
  if (!cues.length) return null;
  const last = cues.at(-1)!;
  const after = text.slice(last.index + last[0].length).trim();
  return after || null;
}

/** A read-back correction ("No, the zip code is 97205"): applied to the field its words name. Answers whether one was. */
function applyCorrection(state: IntakeState, text: string): boolean {
  const zip = /\bzip(?: code)?\b[^\d]{0,20}(\d{5})\b/i.exec(text);
  const critical = criticalAnswers(state);
  if (zip) {
    const field = critical.find((f) => typeof state.answers[f.key]?.value === "object");
    if (field) {
      const address = state.answers[field.key]!.value as Address;
      state.answers[field.key] = { value: { ...address, postalCode: zip[1]! }, words: text };
      return true;
    }
  }
  const named: Array<[RegExp, (f: FieldSpec) => boolean]> = [
    [/\b(vin)\b/i, (f) => f.kind === "vinOrVehicle"],
    [/\b(email)\b/i, (f) => f.kind === "email"],
    [/\b(phone|number)\b/i, (f) => f.kind === "phone"],
    [/\b(address|street)\b/i, (f) => f.kind === "address" || f.kind === "location"],
    [/\b(date|day|birthday)\b/i, (f) => f.kind === "date"],
    [/\bholder\b/i, (f) => f.key === "holderName"],
    [/\b(my name|name)\b/i, (f) => f.kind === "personName"],
  ];
  const value = text.replace(/^\s*(no|nope|not quite)[,.]?\s*/i, "");
  for (const [words, which] of named) {
    if (!words.test(text)) continue;
    for (const field of state.plan.filter(which)) {
      const after = value.replace(/^.*?\b(is|should be|it'?s|to)\b\s*/i, "");
      const understood =
        understand(field, after, state.context.callDate) ?? understand(field, value, state.context.callDate);
      if (understood) {
        state.answers[field.key] = { value: understood.value, words: text };
        return true;
      }
    }
  }
  // a bare value of a kind only one field has (a VIN, an email, a phone)
  for (const field of critical) {
    if (!["vinOrVehicle", "email", "phone", "address", "date"].includes(field.kind)) continue;
    if (critical.filter((f) => f.kind === field.kind).length > 1) continue;
    const understood = understand(field, value, state.context.callDate);
    if (understood && field.kind !== "date") {
      state.answers[field.key] = { value: understood.value, words: text };
      return true;
    }
  }
  return false;
}

// ---- the turn -------------------------------------------------------------------------------------

const DTMF_DONE: Partial<Record<FieldSpec["kind"], number>> = { phone: 10, fein: 9, yesNo: 1, choice: 1 };

export function nextTurn(previous: IntakeState, input: CallerInput): Turn {
  const state = clone(previous);
  state.turns++;
  if (state.phase === "done") return { say: "", state, done: true };
  if (input.kind === "interrupt") return { say: "", state };
  let text: string;
  let viaKeys = false;
  if (input.kind === "dtmf") {
    state.dtmf += input.digits;
    const current = state.phase === "collect" ? state.plan[state.asking] : undefined;
    const need =
      state.phase === "intent" || state.phase === "lineOfBusiness" || state.phase === "readBack"
        ? 1
        : current
          ? DTMF_DONE[current.kind]
          : undefined;
    const digits = state.dtmf.replace(/[^0-9*]/g, "");
    if (!state.dtmf.includes("#") && !(need && digits.length >= need)) return { say: "", state };
    text = digits;
    state.dtmf = "";
    viaKeys = true;
  } else text = input.text.trim();
  if (!text) return speak(state, `Sorry, I didn't hear anything. ${state.lastSaid}`);

  switch (state.phase) {
    case "intent":
      return onIntent(state, text, viaKeys);
    case "lineOfBusiness":
      return onLine(state, text, viaKeys);
    case "collect":
      return onAnswer(state, text, viaKeys);
    case "readBack":
    case "correction":
      return onReadBack(state, text, viaKeys);
    default:
      return { say: "", state, done: true };
  }
}

function personAsked(state: IntakeState, text: string): Turn | null {
  if (!PERSON.test(text)) return null;
  state.transferRequested = true;
  if (state.context.transferOpen) {
    state.phase = "done";
    const purpose = state.flow ? FLOW_PHRASE[state.flow] : text;
    const say = "Of course, let me connect you with someone now.";
    return speak(state, say, { done: true, transfer: { purpose }, record: buildRecord(state, say) });
  }
  return null;
}

function startFlow(state: IntakeState, intent: Intent, text: string): Turn {
  state.flow = intent.flow;
  state.intentWords = text;
  state.line = intent.line ?? null;
  let closed = "";
  if (intent.person || PERSON.test(text)) {
    state.transferRequested = true;
    if (state.context.transferOpen) {
      const turn = personAsked(state, text);
      if (turn) return turn;
    }
    closed =
      "Our office is closed right now, so I can't put you through, but I can take the details and have someone call you back. ";
  }
  if (intent.flow === "QUESTION") state.answers.question = { value: text, words: text };
  const needsLine = (intent.flow === "FNOL" || intent.flow === "QUOTE") && !state.line;
  if (needsLine) {
    state.phase = "lineOfBusiness";
    state.retries = 0;
    return speak(state, `${closed}I can help with ${FLOW_PHRASE[intent.flow]}. ${lineQuestion(state)}`);
  }
  if (intent.flow === "OTHER_SERVICE" && intent.typing && /^\d$/.test(text)) {
    state.phase = "lineOfBusiness";
    return speak(state, `${closed}${lineQuestion(state)}`);
  }
  return beginCollect(
    state,
    intent,
    `${closed}I can help with ${FLOW_PHRASE[intent.flow]}. `,
    intent.personal ?? false,
  );
}

function beginCollect(state: IntakeState, intent: Intent | undefined, lead: string, personal: boolean): Turn {
  state.phase = "collect";
  state.plan = buildPlan(state, personal);
  harvest(
    state,
    state.intentWords,
    intent ?? {
      flow: state.flow!,
      typing: typeRequest({ subject: "", text: state.intentWords, receivedAt: new Date(0) }),
      person: false,
    },
  );
  return advance(state, lead);
}

function lineQuestion(state: IntakeState): string {
  if (state.flow === "FNOL")
    return "Is this about a vehicle, a home or building, an employee hurt at work, or someone else who was hurt or had property damaged?";
  if (state.flow === "QUOTE") {
    const custom = state.config.quote.custom.map((c) => c.lineOfBusiness);
    return `What kind of insurance are you looking for: auto, home or property, general liability, workers compensation${custom.length ? `, ${custom.join(", ")}` : ""}?`;
  }
  return "Is that adding a driver, a vehicle, or a location, or another change?";
}

function onIntent(state: IntakeState, text: string, viaKeys: boolean): Turn {
  const intent = viaKeys ? intentOfDigit(text.slice(0, 1), text, state.config) : intentOf(text, state.config);
  if (intent) return startFlow(state, intent, viaKeys ? "" : text);
  const person = personAsked(state, text);
  if (person) return person;
  state.retries++;
  if (state.retries > MAX_RETRIES) {
    state.flow = "OTHER_SERVICE";
    state.intentWords = text;
    state.answers.requestDetails = { value: text, words: text };
    return beginCollect(state, undefined, "I'll take your details and have someone call you back. ", false);
  }
  return speak(
    state,
    state.retries === 1
      ? "Sorry, I didn't catch that. Are you calling about a certificate, a claim, a quote, a policy change, or loss runs?"
      : `You can also use your keypad. ${MENU}`,
  );
}

function onLine(state: IntakeState, text: string, viaKeys: boolean): Turn {
  let personal = false;
  if (state.flow === "FNOL") {
    const digit = viaKeys
      ? (["auto", "commercialProperty", "workersCompensation", "commercialLiability"] as const)[Number(text) - 1]
      : null;
    state.line = digit ?? fnolLineOf(text) ?? (/\b(home|house)\b/i.test(text) ? "commercialProperty" : null);
  } else if (state.flow === "QUOTE") {
    const line = quoteLineOf(text, state.config);
    state.line = line?.line ?? null;
    personal = line?.personal ?? false;
  } else {
    const d = viaKeys ? text : "";
    state.flow =
      d === "1" || /\bdriver\b/i.test(text)
        ? "ADD_DRIVER"
        : d === "2" || /\b(vehicle|car|truck|van)\b/i.test(text)
          ? "ADD_VEHICLE"
          : d === "3" || /\b(location|building|address)\b/i.test(text)
            ? "ADD_LOCATION"
            : "OTHER_SERVICE";
    if (state.flow === "OTHER_SERVICE" && !viaKeys) state.answers.requestDetails = { value: text, words: text };
    return beginCollect(state, undefined, "", false);
  }
  if (!state.line) {
    state.retries++;
    if (state.retries <= MAX_RETRIES) return speak(state, `Sorry, I didn't catch that. ${lineQuestion(state)}`);
    state.line = state.flow === "FNOL" ? "auto" : "commercialLiability";
  }
  state.intentWords = `${state.intentWords} ${text}`;
  return beginCollect(state, undefined, "Thanks. ", personal);
}

function onAnswer(state: IntakeState, raw: string, viaKeys: boolean): Turn {
  const field = state.plan[state.asking]!;
  const person = personAsked(state, raw);
  if (person) return person;
  if (PERSON.test(raw))
    return speak(
      state,
      `Our office is closed right now, so I can't put you through, but I'll have someone call you back. ${field.ask}`,
    );
  let text = raw;
  if (viaKeys) {
    if (field.kind === "yesNo") text = text === "1" ? "yes" : text === "2" ? "no" : text;
    if (field.kind === "choice") {
      const choice = field.choices?.[Number(text) - 1];
      if (choice) text = choice.value;
    }
  }
  const fix = corrected(text);
  if (fix) {
    const own = understand(field, fix, state.context.callDate);
    if (own) {
      state.answers[field.key] = { value: own.value, words: raw };
      state.lastKey = field.key;
      harvest(state, raw);
      return advance(state, "");
    }
    const last = state.plan.find((f) => f.key === state.lastKey);
    const earlier = last ? understand(last, fix, state.context.callDate) : null;
    if (last && earlier) {
      state.answers[last.key] = { value: earlier.value, words: raw };
      return speak(state, `Got it, I've changed that. ${field.ask}`);
    }
  }
  if (DONT_KNOW.test(text) && !corrected(text)) {
    state.missing.push(field.key);
    return advance(state, "No problem, we can follow up on that. ");
  }
  const understood = understand(field, text, state.context.callDate);
  const question = !viaKeys && KNOWLEDGE_QUESTION.test(raw) && /\?\s*$/.test(raw);
  if (question) {
    state.questions.push(raw);
    return speak(
      state,
      `That's a good question. I don't have that in front of me, so I've noted it for the team and they'll get back to you. ${field.ask}`,
    );
  }
  if (understood) {
    state.answers[field.key] = { value: understood.value, words: raw };
    state.lastKey = field.key;
    harvest(state, raw);
    return advance(state, "");
  }
  state.retries++;
  if (state.retries > MAX_RETRIES) {
    state.missing.push(field.key);
    return advance(state, "Let's move on; someone will follow up on that. ");
  }
  if (field.kind === "vinOrVehicle" && looksLikeVin(text))
    return speak(
      state,
      "That VIN doesn't check out; a character may have been misheard. Could you read it again, or give me the year, make and model?",
    );
  const hint = state.retries === 2 && HINT[field.kind] ? ` ${HINT[field.kind]}` : "";
  return speak(state, `Sorry, I didn't catch that. ${field.ask}${hint}`);
}

function onReadBack(state: IntakeState, text: string, viaKeys: boolean): Turn {
  const reply = viaKeys ? (text === "1" ? "yes" : text === "2" ? "no" : text) : text;
  if (
    state.phase === "readBack" &&
    /^\s*(yes|yeah|yep|yup|correct|that'?s (right|correct|all correct)|right|sounds good|perfect|all good|uh[- ]huh)\b/i.test(
      reply,
    ) &&
    !/\b(but|except)\b/i.test(reply)
  )
    return finish(state);
  if (applyCorrection(state, reply)) {
    state.phase = "readBack";
    if (state.readBacks >= MAX_READBACKS) return finish(state, "Thanks, I've updated that. ");
    state.readBacks++;
    return speak(state, `Thanks, I've updated that. ${readBackText(state)}`);
  }
  if (state.phase === "correction") {
    state.retries++;
    if (state.retries > MAX_RETRIES) return finish(state);
    return speak(state, "Sorry, which part should I change? You can say, for example, the ZIP code is 12345.");
  }
  state.phase = "correction";
  state.retries = 0;
  return speak(state, "No problem. What should I change?");
}
