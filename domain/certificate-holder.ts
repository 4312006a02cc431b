import type { Address } from "./address.ts";
import { US_STATES } from "./us-states.ts";

/**
 * A certificate holder (or an additional interest) as the user typed it, read into a name and a
 * US mailing address (docs/product/form-skills-certificates.md "The holder"). Accepts the lines
 * of an envelope ("Name\nstreet\ncity, ST zip") or one line with commas
 * ("ABC Property Management, 100 Main St, Portland, ME 04101"). What cannot be read with
 * certainty is reported missing: the address is never guessed.
 */

export interface ParsedParty {
  name: string;
  address: Address;
}

export type PartyParse = { ok: true; party: ParsedParty } | { ok: false; missing: string[]; message: string };

const STATE_BY_NAME = new Map<string, string>(US_STATES.map((state) => [state.name.toLowerCase(), state.code]));
const STATE_CODES = new Set<string>(US_STATES.map((state) => state.code));
const STATE_NAMES = US_STATES.map((state) => state.name)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/ /g, "\\s+"))
  .join("|");

/** "…, Portland, ME 04101-1234" or "… Portland Maine 04101" at the end of the text. */
const TAIL = new RegExp(
  `(?:^|[\\s,])(${STATE_NAMES}|[A-Za-z]{2})\\.?,?\\s+(\\d{5})(?:\\s*-\\s*(\\d{4})|(\\d{4}))?\\s*$`,
  "i",
);
const ZIP_ONLY = /(?:^|[\s,])(\d{5})(?:-(\d{4}))?\s*$/;

/** A street line: a number, a PO box, a rural route or "One Main Street". */
const STREET =
  /^(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?\s+\S|(?:p\.?\s*o\.?\s*box|post office box|box)\s*\d|(?:rr|rural route|hc)\s*\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)\s+[A-Z])/i;
/** A second address line: suite, unit, floor, room, building, apartment, "#300". */
const UNIT =
  /^(suite|ste\.?|unit|floor|fl\.?|flr\.?|room|rm\.?|bldg\.?|building|apt\.?|apartment|dept\.?|department|#)\s*\S*/i;
const STREET_SUFFIXES =
  "street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl|square|sq|parkway|pkwy|highway|hwy|terrace|ter|circle|cir|plaza|trail|trl|wharf|pike|row|alley|loop|route|rte";
/** "100 Main St Suite 4 Portland" → street "100 Main St Suite 4", city "Portland". */
const STREET_THEN_CITY = new RegExp(
  `^(.*\\b(?:${STREET_SUFFIXES})\\.?(?:\\s+(?:suite|ste\\.?|unit|#|floor|fl\\.?|room|rm\\.?)\\s*[\\w-]+)?)\\s+([A-Za-z\\u00C0-\\u024F][\\w\\u00C0-\\u024F .'-]*)$`,
  "i",
);

const clean = (value: string) => value.replace(/\s+/g, " ").replace(/^[\s,;]+|[\s,;]+$/g, "");

function stateCode(value: string): string | null {
  const text = clean(value).replace(/\.$/, "");
  if (text.length === 2 && STATE_CODES.has(text.toUpperCase())) return text.toUpperCase();
  return STATE_BY_NAME.get(text.toLowerCase().replace(/\s+/g, " ")) ?? null;
}

function refusal(text: string, missing: string[], what: string): PartyParse {
  const list = missing.length > 1 ? `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}` : missing[0];
  return {
    ok: false,
    missing,
    message: `I need the ${what}'s name and full US mailing address, and "${clean(text).slice(0, 200)}" has no ${list}. Give it as "Name, street, city, ST ZIP" and I will issue it.`,
  };
}

/** Reads a party (holder, interest) from what the user typed; `what` names it in the refusal. */
export function parseParty(raw: string, what = "certificate holder"): PartyParse {
  const text = raw.replace(/\r\n?/g, "\n").trim();
  if (!text) return refusal(raw, ["name", "address"], what);
  const missing: string[] = [];
  let body = text;
  let zone = "";
  let postalCode = "";
  const tail = TAIL.exec(body);
  const code = tail ? stateCode(tail[1]!) : null;
  if (tail && code) {
    zone = code;
    postalCode = tail[3] || tail[4] ? `${tail[2]}-${tail[3] ?? tail[4]}` : tail[2]!;
    body = body.slice(0, tail.index + (/[\s,]/.test(tail[0][0]!) ? 1 : 0));
  } else {
    const zip = ZIP_ONLY.exec(body);
    if (zip) body = body.slice(0, zip.index);
    else missing.push("ZIP code");
  }
  // The parts: lines, and within a line its comma-separated pieces.
  const parts = body
    .split("\n")
    .flatMap((line) => line.split(","))
    .map(clean)
    .filter(Boolean);
  if (!zone) {
    // "…, Portland, ME" or "…, Portland ME" without a ZIP: the state is read, the ZIP stays missing.
    const end = parts.at(-1) ?? "";
    const own = stateCode(end);
    const within = /^(.*\S)\s+([A-Za-z]{2})\.?$/.exec(end);
    if (own) {
      zone = own;
      parts.pop();
    } else if (within && stateCode(within[2]!)) {
      zone = stateCode(within[2]!)!;
      parts[parts.length - 1] = within[1]!;
    } else missing.push("state");
  }
  let city = "";
  const last = parts.pop() ?? "";
  if (last && !STREET.test(last)) city = last;
  else if (last) {
    const split = STREET_THEN_CITY.exec(last);
    if (split) {
      parts.push(clean(split[1]!));
      city = clean(split[2]!);
    } else parts.push(last);
  }
  if (!city) missing.push("city");
  // An envelope's first line is the name (even "3M Company"); on one line, a second street-like part wins.
  const first = text.includes("\n") || (parts.length > 2 && STREET.test(parts[1]!)) ? 1 : 0;
  const found = parts.slice(first).findIndex((part) => STREET.test(part));
  const streetAt = found < 0 ? -1 : found + first;
  if (streetAt < 0) {
    missing.push("street address");
    return refusal(text, missing, what);
  }
  const name = parts.slice(0, streetAt).join(", ");
  if (!name) missing.push("name");
  const line1 = parts[streetAt]!;
  const rest = parts.slice(streetAt + 1);
  // After the street, only unit lines ("Suite 200") belong to the address.
  if (rest.some((part) => !UNIT.test(part))) missing.push("city (the line after the street is not a suite or unit)");
  if (missing.length > 0) return refusal(text, [...new Set(missing)], what);
  return {
    ok: true,
    party: {
      name,
      address: { line1, line2: rest.length ? rest.join(", ") : null, city, zone, postalCode },
    },
  };
}

/** The certificate holder in `raw`. */
export const parseCertificateHolder = (raw: string) => parseParty(raw, "certificate holder");

/** "Issue a COI for X, 100 Main St, Portland, ME 04101, additional insured": what the ask says about the certificate. */
export interface CertificateAsk {
  /** The holder's text as the ask gives it (read by parseCertificateHolder), or null when the ask names none. */
  holder: string | null;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  primaryNonContributory: boolean;
}

const HOLDER_LEAD =
  /\b(?:certificate holder|holder|issued to|made out to|naming|(?:COI|certificate|evidence)\s+to|for)\s*(?:is|:|-)?\s+/gi;
const ASK_TAIL = new RegExp(`(?:${STATE_NAMES}|\\b[A-Z]{2})\\.?,?\\s+\\d{5}(?:-?\\d{4})?`, "g");
const ASK_WORDS = /\b(COI|certificate|issue|send|need|please)\b/i;
/** A street address in the ask without a state and ZIP: the holder is named but incomplete. */
const ASK_STREET = /\b\d+[A-Za-z]?\s+[A-Za-z\u00C0-\u024F]+/;

/** Reads the holder and the holder's requirements from a chat message. */
export function readCertificateAsk(ask: string): CertificateAsk {
  const text = ask.replace(/\r\n?/g, "\n");
  const flags = {
    additionalInsured:
      /\badditional(?:ly)?[\s-]+insured\b|\bAI\b/i.test(text) && !/\bnot\s+(?:an?\s+)?additional/i.test(text),
    waiverOfSubrogation: /\bwaiver\s+of\s+subrogation\b|\bWOS\b|\bsubrogation\s+waiv/i.test(text),
    primaryNonContributory: /\bprimary\s*(?:and|&|\/)\s*non[\s-]?contributory\b|\bPNC\b/i.test(text),
  };
  let end = -1;
  for (const match of text.matchAll(ASK_TAIL))
    if (stateCode(match[0].replace(/[\s,.]*\d.*$/, ""))) end = match.index + match[0].length;
  const leads = [...text.matchAll(HOLDER_LEAD)];
  if (end > 0) {
    // The first lead whose text is the holder, not more of the ask ("for the job next week, issue a COI for …").
    const lead = leads
      .filter((m) => m.index + m[0].length < end)
      .find((m) => !ASK_WORDS.test(text.slice(m.index + m[0].length, end)));
    const start = lead ? lead.index + lead[0].length : 0;
    return { holder: clean(text.slice(start, end)) || null, ...flags };
  }
  // A holder with a street but no state or ZIP: passed on, so the user is told what is missing.
  for (const lead of leads) {
    const rest = text.slice(lead.index + lead[0].length).split(/\n\n|[.;](?:\s|$)/)[0] ?? "";
    if (ASK_STREET.test(rest) && rest.includes(",")) return { holder: clean(rest), ...flags };
  }
  return { holder: null, ...flags };
}
