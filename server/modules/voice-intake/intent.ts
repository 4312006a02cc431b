import { typeRequest, type RequestTyping } from "../conversations/request-typing.ts";
import type { IntakeConfig } from "./config.ts";
import type { IntakeFlow } from "./types.ts";

/**
 * What the caller wants, from their opening words (ADR 076). The email triage's typing
 * (request-typing.ts) decides certificates, loss runs, quotes with their line, endorsements and
 * questions; this file adds only what callers say that emails do not: losses told as what
 * happened ("someone hit my car", "a pipe burst"), asking for a person, the keypad menu.
 */

export const MENU =
  "For a certificate, press 1. To report a claim, 2. For a quote, 3. For a policy change, 4. For loss runs, 5.";

const LOSS =
  /\b(accident|crash(ed)?|collision|rear[- ]ended|fender[- ]bender|hit (my|me|our|a|the)|(backed|ran) into|(got|was|been) hit|totaled|claim|fire|flood(ed|ing)?|water damage|burst|leak(ing|ed)?|stolen|theft|broken? into|break[- ]in|burglar(y|ized)?|vandali[sz]ed|hail|storm damage|tree fell|slipped|tripped|fell|got hurt|was hurt|injured|damaged)\b/i;
const WC =
  /\b(employees?|workers?|staff|crew|on the job|at work|workers'? ?comp)\b[^.]{0,60}\b(hurt|injur\w*|fell|broke|cut|burn\w*|accident)\b|\b(hurt|injured) (on the job|at work)\b/i;
const CL =
  /\b(customer|visitor|client|guest|patron|shopper|tenant|passer-?by|someone|somebody|a (man|woman|lady|kid|child))\b[^.]{0,40}\b(slipped|fell|tripped|hurt|injur\w*)\b|\bslip(ped)? and fall\b|\b(su(ed|ing)|lawsuit)\b|\bour product\b/i;
const AUTO =
  /\b(car|cars|truck|vehicle|van|suv|auto|accident|crash|collision|rear[- ]ended|fender|parked|drove|driving|windshield|motorcycle)\b/i;
const PROPERTY =
  /\b(fire|flood|water|pipe|burst|leak|roof|storm|hail|wind|tree|break[- ]in|broke into|burglar\w*|theft|vandal\w*|house|home|building|kitchen|restaurant|store|shop|office|basement|ceiling|property)\b/i;

export const PERSON =
  /\b(talk|speak)\s+(to|with)\s+(a |an |some |the |your )?(person|someone|somebody|human|agent|representative|real person|live person|actual person|manager)\b|\b(representative|operator)\b|\bsomeone in the office\b/i;

/** A question about the caller's coverage or the agency (not an answer to what was asked). */
export const KNOWLEDGE_QUESTION =
  /(^|[,.]\s*|\b(also|and|oh|quick question|question)\b[,\s]*)(does|do|is|are|will|would|can|could|what|what'?s|how|when|where|why|am i)\b[^?]*\?/i;

export type FnolLine = "auto" | "commercialLiability" | "commercialProperty" | "workersCompensation";

/** The FNOL line the words tell, or null. */
export function fnolLineOf(text: string): FnolLine | null {
  if (WC.test(text)) return "workersCompensation";
  if (CL.test(text)) return "commercialLiability";
  if (AUTO.test(text)) return "auto";
  if (PROPERTY.test(text)) return "commercialProperty";
  if (/\b(employee|worker)\b/i.test(text)) return "workersCompensation";
  if (/\b(customer|someone else|third party|liability)\b/i.test(text)) return "commercialLiability";
  return null;
}

export type QuoteLine = "auto" | "commercialLiability" | "commercialProperty" | "workersCompensation" | string;

/** The quote's line: a custom line named in the words, else the email triage's line mapped to a section. */
export function quoteLineOf(
  text: string,
  config: IntakeConfig,
  typing?: RequestTyping,
): { line: QuoteLine; personal: boolean } | null {
  for (const custom of config.quote.custom) {
    const words = custom.lineOfBusiness
      .toLowerCase()
      .replace(/\b(insurance|coverage|policy)\b/g, "")
      .trim();
    if (words && new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(text))
      return { line: custom.lineOfBusiness, personal: false };
  }
  // the email triage's lines of business, read as a quote's (its subject says "quote" so the line is read)
  const line = (typing?.quoteLine ? typing : typeRequest({ subject: "quote", text, receivedAt: new Date(0) })).quoteLine
    ?.line;
  const extra = /\b(home|house|condo)\b/i.test(text)
    ? "homeowners"
    : /\b(car|cars|vehicle|truck|auto)\b/i.test(text)
      ? "personal auto"
      : null;
  const chosen = line && line !== "other" ? line : extra;
  switch (chosen) {
    case "personal auto":
      return { line: "auto", personal: true };
    case "commercial auto":
      return { line: "auto", personal: false };
    case "workers compensation":
      return { line: "workersCompensation", personal: false };
    case "homeowners":
    case "renters":
      return { line: "commercialProperty", personal: true };
    case "property":
    case "business owners":
      return { line: "commercialProperty", personal: false };
    case "general liability":
    case "professional liability":
    case "umbrella":
    case "cyber":
    case "employment practices liability":
    case "directors and officers":
      return { line: "commercialLiability", personal: false };
    default:
      return null;
  }
}

const DRIVER = /\b(driver|daughter|son|wife|husband|teen(ager)?|spouse|partner|license|permit|girlfriend|boyfriend)\b/i;
const VEHICLE = /\b(vehicle|car|truck|van|suv|trailer|motorcycle|vin|bought a|new (car|truck|van))\b/i;
const LOCATION = /\b(location|building|store|shop|office|warehouse|site|premises|second (shop|store)|new address)\b/i;

export interface Intent {
  flow: IntakeFlow;
  line?: string | null;
  personal?: boolean;
  typing: RequestTyping;
  person: boolean;
}

const CHANGE =
  /\b(add|adding|put|need (it|him|her|them) on|on my policy|to my policy|to our policy|change|update)\b|\b(go|put|be|get it|added)\s+(on|onto|to)\s+(my|our|the)\s+([\w-]+\s+){0,3}(policy|insurance|coverage)\b/i;
/** A request phrased as a question ("can I get a quote?", "could you send…") is not a knowledge question. */
const REQUEST_ASKED =
  /\b(can|could|would|will) (i|you|we|someone) (please )?(get|have|send|issue|add|quote|help|do|talk|speak|change|update|put|email|mail|fax|file|report)\b/i;

/** The flow the opening words ask for, or null when they do not tell. */
export function intentOf(text: string, config: IntakeConfig): Intent | null {
  const typing = typeRequest({ subject: "", text, receivedAt: new Date(0) });
  const person = PERSON.test(text);
  const enabled = (flow: IntakeFlow) =>
    flow === "COI"
      ? config.coi.enabled
      : flow === "LPR"
        ? config.lpr.enabled
        : flow === "FNOL"
          ? config.fnol.enabled
          : flow === "QUOTE"
            ? config.quote.enabled
            : flow === "QUESTION"
              ? true
              : config.service.enabled;
  const pick = (intent: Omit<Intent, "typing" | "person">): Intent | null =>
    enabled(intent.flow) ? { ...intent, typing, person } : null;
  if (typing.type === "CREATE_CERTIFICATE") return pick({ flow: "COI" });
  if (typing.type === "DOCUMENT_REQUEST" && typing.document?.kind === "LOSS_RUNS") return pick({ flow: "LPR" });
  if (/\bloss[- ]?runs?\b|\bloss history\b|\bclaims? history\b/i.test(text)) return pick({ flow: "LPR" });
  if (KNOWLEDGE_QUESTION.test(text) && !REQUEST_ASKED.test(text) && !/\b(i need|i want|report|file)\b/i.test(text))
    return pick({ flow: "QUESTION" });
  if (
    LOSS.test(text) &&
    !/\b(quote|price)\b/i.test(text) &&
    !(typing.type === "ENDORSE_POLICY" && !/\bclaim\b/i.test(text))
  )
    return pick({ flow: "FNOL", line: fnolLineOf(text) });
  if (typing.type === "ENDORSE_POLICY" || (CHANGE.test(text) && /\bpolicy\b/i.test(text) && !/\bquote\b/i.test(text))) {
    if (/\bdriver\b/i.test(text)) return pick({ flow: "ADD_DRIVER" });
    if (/\blocation\b/i.test(text)) return pick({ flow: "ADD_LOCATION" });
    if (VEHICLE.test(text)) return pick({ flow: "ADD_VEHICLE" });
    if (DRIVER.test(text)) return pick({ flow: "ADD_DRIVER" });
    if (LOCATION.test(text)) return pick({ flow: "ADD_LOCATION" });
    return pick({ flow: "OTHER_SERVICE" });
  }
  if (
    typing.type === "QUOTE_REQUEST" ||
    /\b(need|want|looking for|get|shopping for|interested in)\b[^.]{0,40}\b(insurance|coverage)\b/i.test(text)
  ) {
    const line = quoteLineOf(text, config, typing);
    return pick({ flow: "QUOTE", line: line?.line ?? null, personal: line?.personal });
  }
  if (typing.type === "QUESTION") return pick({ flow: "QUESTION" });
  if (person) return { flow: "OTHER_SERVICE", typing, person };
  return null;
}

/** The keypad menu's choice. */
export function intentOfDigit(digit: string, text: string, config: IntakeConfig): Intent | null {
  const typing = typeRequest({ subject: "", text, receivedAt: new Date(0) });
  const flow = ({ "1": "COI", "2": "FNOL", "3": "QUOTE", "4": "OTHER_SERVICE", "5": "LPR" } as const)[
    digit as "1" | "2" | "3" | "4" | "5"
  ];
  if (digit === "0") return { flow: "OTHER_SERVICE", typing, person: true };
  if (!flow) return null;
  void config;
  return { flow, line: null, typing, person: false };
}
