import type { Address } from "../../../domain/address.ts";
import { parseParty } from "../../../domain/certificate-holder.ts";
import { normalizeUsPhone } from "../../../domain/account.ts";
import { explicitDates, relativeDate } from "../conversations/dates.ts";
import type { FieldSpec } from "./config.ts";
import type { FieldValue } from "./types.ts";

/**
 * What a caller's words mean for one answer kind (ADR 076). Each reader takes the words a speech
 * recogniser hands over (no punctuation guaranteed, numbers as digits or words) and answers a
 * value or null (not understood). Dates are read against the call's day.
 */

export interface Understood {
  value: FieldValue;
  words: string;
}

// ---- spoken numbers ---------------------------------------------------------------------------

const SMALL: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALE: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000, k: 1000, grand: 1000 };
const FUZZY: Record<string, number> = {
  a: 1,
  an: 1,
  single: 1,
  couple: 2,
  "a couple": 2,
  "a few": 3,
  few: 3,
  dozen: 12,
};

/** Digits said as words ("six one seven five five five") → "617555". Words that are not digits are kept. */
export function spokenDigits(text: string): string {
  const digitWord: Record<string, string> = {
    zero: "0",
    oh: "0",
    one: "1",
    two: "2",
    three: "3",
    four: "4",
    five: "5",
    six: "6",
    seven: "7",
    eight: "8",
    nine: "9",
  };
  return text
    .split(/(\s+|[-,.])/)
    .map((token) => digitWord[token.toLowerCase()] ?? token)
    .join("")
    .replace(/\b(double|triple)\s*(\d)/gi, (_, n: string, d: string) => d.repeat(n.toLowerCase() === "double" ? 2 : 3));
}

/** The first number in the text: digits ("12,000", "1.5"), with a scale ("50k", "1.2 million"), or words ("twelve thousand"). */
export function readNumber(text: string): { value: number; words: string } | null {
  const digits = /(\d[\d,]*(?:\.\d+)?)\s*(k\b|thousand\b|million\b|mil\b|m\b|grand\b|hundred\b)?/i.exec(text);
  if (digits) {
    let value = Number(digits[1]!.replace(/,/g, ""));
    const scale = digits[2]?.toLowerCase();
    if (scale === "k" || scale === "thousand" || scale === "grand") value *= 1000;
    else if (scale === "million" || scale === "mil" || scale === "m") value *= 1_000_000;
    else if (scale === "hundred") value *= 100;
    if (Number.isFinite(value)) return { value, words: digits[0].trim() };
  }
  const tokens = text
    .toLowerCase()
    .replace(/-/g, " ")
    .replace(/[^a-z\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  let total = 0;
  let current = 0;
  let started = -1;
  let end = -1;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token in SMALL && !(token === "oh" || (token === "one" && started < 0 && tokens[i + 1] === "of"))) {
      current += SMALL[token]!;
      if (started < 0) started = i;
      end = i;
    } else if (token in SCALE && started >= 0) {
      const scale = SCALE[token]!;
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
      end = i;
    } else if (token === "and" && started >= 0) continue;
    else if (started >= 0) break;
  }
  if (started >= 0) return { value: total + current, words: tokens.slice(started, end + 1).join(" ") };
  for (const [words, value] of Object.entries(FUZZY).sort((a, b) => b[0].length - a[0].length))
    if (new RegExp(`\\b${words}\\b`, "i").test(text) && /\b(couple|few|dozen|single)\b/i.test(text))
      return { value, words };
  return null;
}

// ---- yes / no ------------------------------------------------------------------------------------

const YES =
  /^(yes|yeah|yep|yup|yea|sure|correct|right|that'?s right|that'?s correct|absolutely|definitely|of course|please do|yes please|they do|it does|we do|i do|there (is|was|were)|affirmative|uh[- ]huh|mm[- ]hmm)\b/i;
const NO =
  /^(no|nope|nah|not really|negative|none|never|they don'?t|it doesn'?t|we don'?t|i don'?t|there (isn'?t|wasn'?t|weren'?t)|not that i know)\b/i;
const YES_INSIDE = /\b(yes|yeah|yep|we have|we do|there is|there was|there were|they did|it is|it was)\b/i;
const NO_INSIDE = /\b(no|not|don'?t|doesn'?t|didn'?t|wasn'?t|weren'?t|isn'?t|none|never|without)\b/i;

export function readYesNo(text: string): Understood | null {
  const t = text.trim().replace(/^(um+|uh+|well|oh|so|okay|ok)[,\s]+/i, "");
  if (YES.test(t)) return { value: true, words: YES.exec(t)![0] };
  if (NO.test(t)) return { value: false, words: NO.exec(t)![0] };
  const no = NO_INSIDE.exec(t);
  const yes = YES_INSIDE.exec(t);
  if (no && !yes) return { value: false, words: no[0] };
  if (yes && !no) return { value: true, words: yes[0] };
  return null;
}

const NOBODY_HURT =
  /\b(nobody|no one|no-one|noone|nobody else)\b[^.?!]{0,20}\b(hurt|injured|harmed)\b|\bno (injuries|injury|one hurt)\b|\b(wasn'?t|weren'?t|was not|were not|isn'?t|is not) (hurt|injured)\b|\bno(t)? (one )?(was |were )?(hurt|injured)\b|\beveryone(?:'s| is| was) (ok|okay|fine|alright|all right)\b|\b(we'?re|i'?m|i was|we were) (ok|okay|fine|alright)\b/i;
const SOMEONE_HURT =
  /\b(hurt|injured|injury|injuries|broke|broken|sprained|bleeding|ambulance|hospital|er\b|emergency room|bruised|concussion|whiplash|cut (his|her|my|their))\b/i;

/** "Nobody was hurt" → no; "she hurt her back" → yes; else a plain yes or no. */
export function readInjuries(text: string): Understood | null {
  const nobody = NOBODY_HURT.exec(text);
  if (nobody) return { value: false, words: nobody[0] };
  const yn = readYesNo(text);
  if (yn) return yn;
  const hurt = SOMEONE_HURT.exec(text);
  if (hurt) return { value: true, words: hurt[0] };
  return null;
}

// ---- dates ---------------------------------------------------------------------------------------

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const iso = (d: Date) => d.toISOString().slice(0, 10);
const WORD_ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  "twenty first": 21,
  "twenty second": 22,
  "twenty third": 23,
  "twenty fourth": 24,
  "twenty fifth": 25,
  "twenty sixth": 26,
  "twenty seventh": 27,
  "twenty eighth": 28,
  "twenty ninth": 29,
  thirtieth: 30,
  "thirty first": 31,
};

/**
 * A date in the caller's words against the call's day. `past` (a loss, a birth, a hire) reads a
 * weekday or a month-day without a year as the latest one not after the call; otherwise the
 * nearest one (an effective date, an expiry).
 */
export function readDate(text: string, callDate: string, past = true): Understood | null {
  const day = new Date(`${callDate}T12:00:00Z`);
  let t = text.replace(/-/g, " ").replace(/\s+/g, " ");
  for (const [w, n] of Object.entries(WORD_ORDINALS).sort((a, b) => b[0].length - a[0].length))
    t = t.replace(new RegExp(`\\b(the )?${w}\\b`, "gi"), (m) => (/^the /i.test(m) ? `the ${n}th` : `${n}th`));
  // "nineteen eighty eight" as a year
  t = t.replace(
    /\b(nineteen|twenty)\s+(oh\s+)?([a-z]+(?:\s[a-z]+)?)\b/gi,
    (m, century: string, oh: string | undefined, rest: string) => {
      const n = readNumber(rest);
      if (!n || n.value > 99 || n.words !== rest.toLowerCase()) return m;
      return String((century.toLowerCase() === "nineteen" ? 1900 : 2000) + n.value);
    },
  );
  t = t.replace(/\btwo thousand (and )?([a-z]+)\b/gi, (m, _a, rest: string) => {
    const n = readNumber(rest);
    return n && n.value < 100 ? String(2000 + n.value) : m;
  });
  // "the 1st of January" → "January 1st"
  t = t.replace(/\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+of\s+([a-z]{3,9})\b/gi, (m, d: string, month: string) =>
    /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(month) ? `${month} ${d}` : m,
  );
  const found = explicitDates(t, day);
  if (found.length) {
    let chosen = found.at(-1)!;
    // no year given and a past date asked: the latest not after the call
    if (past && !/\d{4}/.test(chosen.words) && chosen.iso > callDate) {
      const d = new Date(`${chosen.iso}T12:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - 1);
      chosen = { ...chosen, iso: iso(d) };
    }
    if (!past && !/\d{4}/.test(chosen.words) && chosen.iso < callDate && /next year/i.test(t)) {
      const d = new Date(`${chosen.iso}T12:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() + 1);
      chosen = { ...chosen, iso: iso(d) };
    }
    return { value: chosen.iso, words: chosen.words };
  }
  // "the 3rd" (this month, or last month when past and after the call's day)
  const ordinal = /\b(?:the\s+)(\d{1,2})(?:st|nd|rd|th)\b/i.exec(t);
  const rel = /\b(this morning|this afternoon|this evening|tonight|earlier today)\b/i.exec(t);
  if (rel) return { value: callDate, words: rel[0] };
  const ago =
    /\b(\d+|a|an|one|two|three|four|five|six|seven|a couple of|couple of|a few)\s+(days?|weeks?)\s+ago\b/i.exec(t);
  if (ago) {
    const n = /^\d+$/.test(ago[1]!) ? Number(ago[1]) : (readNumber(ago[1]!)?.value ?? (/few/i.test(ago[1]!) ? 3 : 1));
    const d = new Date(day);
    d.setUTCDate(d.getUTCDate() - n * (/week/i.test(ago[2]!) ? 7 : 1));
    return { value: iso(d), words: ago[0] };
  }
  if (/\b(day before yesterday)\b/i.test(t)) {
    const d = new Date(day);
    d.setUTCDate(d.getUTCDate() - 2);
    return { value: iso(d), words: "the day before yesterday" };
  }
  const relative = relativeDate(t, day);
  if (relative && !/\bend of\b/i.test(relative.words)) return { value: relative.iso, words: relative.words };
  const weekday = new RegExp(`\\b(last|this past|past|this|next|on)?\\s*(${DAYS.join("|")})\\b`, "i").exec(t);
  if (weekday) {
    const target = DAYS.indexOf(weekday[2]!.toLowerCase());
    const today = day.getUTCDay();
    const d = new Date(day);
    const which = (weekday[1] ?? "").toLowerCase();
    if (which === "next" || (!past && which !== "last" && which !== "this past" && which !== "past")) {
      let diff = (target - today + 7) % 7;
      if (diff === 0) diff = 7;
      d.setUTCDate(d.getUTCDate() + diff);
    } else {
      let diff = (today - target + 7) % 7;
      if (diff === 0) diff = which === "last" ? 7 : 0;
      d.setUTCDate(d.getUTCDate() - diff);
    }
    return { value: iso(d), words: weekday[0].trim() };
  }
  if (ordinal) {
    const n = Number(ordinal[1]);
    const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), n, 12));
    if (past && iso(d) > callDate) d.setUTCMonth(d.getUTCMonth() - 1);
    if (d.getUTCDate() === n) return { value: iso(d), words: ordinal[0] };
  }
  const digits = /\b(\d{2})(\d{2})(\d{4})\b/.exec(t);
  if (digits) {
    const d = new Date(Date.UTC(Number(digits[3]), Number(digits[1]) - 1, Number(digits[2]), 12));
    if (d.getUTCMonth() === Number(digits[1]) - 1) return { value: iso(d), words: digits[0] };
  }
  return null;
}

// ---- names ---------------------------------------------------------------------------------------

const NAME_LEAD =
  /^(?:|.*?\b)(?:my name is|my name's|name is|name's|this is|it'?s|i'?m|i am|call me|his name is|her name is|their name is|the name is|the driver (?:is|was)|driver (?:is|was)|it is|that'?s|that is|it'?s for|for|he'?s|she'?s|was)\s+/i;
const FILLER = /^(?:um+|uh+|er+|well|oh|so|yeah|yes|sure|okay|ok|hi|hello|hey|right)[,.\s]+/i;
const NAME_TAIL =
  /\s*(?:,|\.|\band\b|\bfrom\b|\bwith\b|\bat\b|\bcalling\b|\bhere\b|\bi\b|\bi'm\b|\bi need\b|\bthank|\bplease\b|\bspelled\b)[\s\S]*$/i;
const TITLES = /^(dr|mr|mrs|ms|miss|doctor)\.?\s+/i;
const NOT_NAMES =
  /^(i|me|myself|the|a|an|not sure|i don'?t know|no|yes|it|that|this|just|calling|looking|trying|sorry|hold on|wait)$/i;

function titleCase(words: string): string {
  return words
    .split(/\s+/)
    .map((w) => (/^[a-z]/.test(w) ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");
}

/** A person's name: "My name is Dana Whitfield", "this is dana", "I was driving. Priya Raman." */
export function readPersonName(text: string): Understood | null {
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const candidates: string[] = [];
  for (const sentence of sentences) {
    let s = sentence.replace(FILLER, "").replace(FILLER, "");
    if (NAME_LEAD.test(s)) s = s.replace(NAME_LEAD, "");
    s = s
      .replace(NAME_TAIL, "")
      .replace(/[.!?,]+$/, "")
      .replace(TITLES, "")
      .trim();
    if (!s || NOT_NAMES.test(s)) continue;
    const words = s.split(/\s+/);
    if (words.length > 4 || words.some((w) => /\d/.test(w))) continue;
    if (words.some((w) => /^(was|driving|drove|is|are|were|the|my|a|an|car|truck|hurt|about)$/i.test(w))) continue;
    candidates.push(titleCase(s));
  }
  if (!candidates.length && /,/.test(text))
    for (const piece of text
      .split(/[,.]/)
      .map((p) => p.trim())
      .filter(Boolean)) {
      const name = piece.split(/\s+/).length <= 4 ? readPersonName(piece) : null;
      if (name) candidates.push(String(name.value));
    }
  // prefer a two-word name (first and last)
  const best = candidates.find((c) => c.split(" ").length >= 2) ?? candidates[0];
  return best ? { value: best, words: best } : null;
}

const BUSINESS_LEAD =
  /^(?:|.*?\b)(?:it'?s for|it is for|the name is|name is|it'?s called|we'?re called|called|it'?s|it is|that'?s|that is|we are|we'?re|the business is|the holder is|holder is|the company is|company is|for)\s+/i;

/** A business (or holder) name as said: "It's for Whitfield Roofing LLC" → "Whitfield Roofing LLC". */
export function readBusinessName(text: string): Understood | null {
  let s = text.trim().replace(FILLER, "").replace(FILLER, "");
  if (BUSINESS_LEAD.test(s)) s = s.replace(BUSINESS_LEAD, "");
  s = s
    .replace(/\s*(?:,\s*(?:and|but|they|it|we|at|located|on)\b|\bplease\b|\bthank)[\s\S]*$/i, "")
    .replace(/^(the name of the business is|the business name is)\s+/i, "")
    .replace(/[!?,]+$/, "")
    .replace(/\.$/, (m) => (/\b(inc|co|corp|ltd|llc|jr|sr)\.$/i.test(s) ? m : ""))
    .trim();
  if (!s || NOT_NAMES.test(s) || s.split(/\s+/).length > 10) return null;
  if (/^(i don'?t know|not sure|no idea)/i.test(s)) return null;
  return { value: titleCase(s), words: s };
}

// ---- addresses -----------------------------------------------------------------------------------

/** A US address said in one breath: "4410 Harmon Avenue, Las Vegas, Nevada 89103". */
export function readAddress(text: string): Understood | null {
  let t = text.replace(/\s+/g, " ").trim();
  // a spoken ZIP ("nine eight one oh one") and numbers said as words at the start of the street
  t = t.replace(/((?:\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b[\s-]*){5})$/i, (m) =>
    spokenDigits(m).replace(/\s+/g, ""),
  );
  const start = /(?:^|[\s,:])(\d{1,6}[A-Za-z]?\s+(?=[A-Za-z0-9])|p\.?\s*o\.?\s*box\s+\d+)/i.exec(t);
  if (!start) return null;
  const from = start.index + (start[0].length - start[1]!.length);
  let block = t.slice(from).replace(/[.!]+$/, "");
  // the ZIP ends the address
  const zip = /\b\d{5}(?:-\d{4})?\b/.exec(block.slice(4));
  if (zip) block = block.slice(0, 4 + zip.index + zip[0].length);
  // "Portland, Oregon 97204": one line with commas; add commas spoken addresses miss
  block = block.replace(
    /\b(street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl|parkway|pkwy|highway|hwy|terrace|circle|trail)\.?\s+(?!(?:suite|ste|unit|apt|#|floor|north|south|east|west)\b)(?=[A-Z])/,
    "$1, ",
  );
  const parsed = parseParty(`Name\n${block.split(/\s*,\s*/).join("\n")}`);
  if (!parsed.ok) return null;
  const address: Address = { ...parsed.party.address, line2: parsed.party.address.line2 ?? null };
  return { value: address, words: block };
}

/** Where a loss happened: a full address when given, else the place in the caller's words. */
export function readLocation(text: string): Understood | null {
  const address = readAddress(text);
  if (address) return address;
  const t = text
    .trim()
    .replace(FILLER, "")
    .replace(/^(it (happened|was)|this was|that was)\s+/i, "")
    .replace(/[.!]+$/, "");
  if (t.split(/\s+/).length < 2 || /^(i don'?t know|not sure)/i.test(t)) return null;
  return { value: t, words: t };
}

export function formatAddressValue(address: Address): string {
  return `${address.line1}${address.line2 ? `, ${address.line2}` : ""}, ${address.city}, ${address.zone} ${address.postalCode}`;
}

// ---- VINs, phones, emails, FEINs ----------------------------------------------------------------

const VIN_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Whether a 17-character VIN's check digit (position 9) holds. */
export function vinValid(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    sum += (/\d/.test(c) ? Number(c) : VIN_VALUES[c]!) * VIN_WEIGHTS[i]!;
  }
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return vin[8] === check;
}

/** A VIN in the words: one 17-character run, or characters said apart ("1 H G C M…"). Only a valid one. */
export function readVin(text: string): Understood | null {
  const spoken = spokenDigits(text)
    .toUpperCase()
    .replace(/\b(O)\b/g, "0")
    .replace(/(?<=[A-Z0-9])-(?=[A-Z0-9])/g, "");
  for (const m of spoken.matchAll(/\b[A-Z0-9]{17}\b/g)) if (vinValid(m[0])) return { value: m[0], words: m[0] };
  // characters said apart, with spaces or dashes between single characters or small groups
  const runs = spoken.match(/(?:\b[A-Z0-9]{1,6}\b[\s-]*){6,}/g) ?? [];
  for (const run of runs) {
    const joined = run.replace(/[\s-]/g, "").replace(/^(THE|VIN|IS|ITS|IT'S)+/, "");
    for (let i = 0; i + 17 <= joined.length; i++) {
      const candidate = joined.slice(i, i + 17);
      if (vinValid(candidate)) return { value: candidate, words: run.trim() };
    }
  }
  return null;
}

/** A 17-character VIN-looking run whose check digit fails (to ask again rather than take it as details). */
export function looksLikeVin(text: string): boolean {
  const bare = spokenDigits(text).toUpperCase().replace(/-/g, "");
  const token = /\b[A-Z0-9]{16,18}\b/.exec(bare)?.[0];
  const rest = bare
    .replace(/^.*?\b(VIN|IS|IT'?S)\b/g, "")
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const spelled = rest.length >= 4 && rest.every((t) => t.length <= 5) ? rest.join("") : "";
  const candidate = token ?? (/^[A-Z0-9]{16,18}$/.test(spelled) ? spelled : null);
  return Boolean(candidate && /\d/.test(candidate) && /[A-Z]/.test(candidate)) && !readVin(text);
}

/** A vehicle: its VIN, else year make model ("2019 Honda CR-V"). */
export function readVehicle(text: string): Understood | null {
  const vin = readVin(text);
  if (vin) return vin;
  if (looksLikeVin(text)) return null;
  const ymm = /\b((?:19|20)\d{2})\s+([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*){0,3})/i.exec(text);
  if (ymm) return { value: ymm[0].replace(/[.,]$/, "").trim(), words: ymm[0] };
  return null;
}

/** A US phone number: digits in any grouping, or said as words. */
export function readPhone(text: string): Understood | null {
  const t = spokenDigits(text);
  const m = /(?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b/.exec(t);
  if (m) {
    const phone = normalizeUsPhone(m[0]);
    if (phone) return { value: phone, words: m[0] };
  }
  const digits = t.replace(/\D/g, "");
  const phone = digits.length === 10 || digits.length === 11 ? normalizeUsPhone(digits) : null;
  return phone ? { value: phone, words: text.trim() } : null;
}

/** An email said aloud ("dana at whitfield roofing dot com") or written. */
export function readEmail(text: string): Understood | null {
  const written = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text);
  if (written) return { value: written[0].toLowerCase().replace(/\.$/, ""), words: written[0] };
  let t = ` ${text.toLowerCase()} `
    .replace(/\b(my email is|email is|it'?s|it is|the email is|you can use|send it to)\b/g, " ")
    .replace(/\s+dot\s+/g, ".")
    .replace(/\s+(at)\s+/g, "@")
    .replace(/\s+(underscore)\s+/g, "_")
    .replace(/\s+(dash|hyphen)\s+/g, "-");
  t = t.trim().replace(/[.!?]+$/, "");
  const m = /([\w.+-]+(?:\s[\w.+-]+){0,3})@([\w-]+(?:\s[\w-]+){0,3}(?:\.[\w-]+)+)/.exec(t);
  if (!m) return null;
  const email = `${m[1]!.split(/\s+/).at(-1)}@${m[2]!.replace(/\s+/g, "")}`;
  return /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(email) ? { value: email, words: m[0] } : null;
}

/** A federal employer ID: nine digits, "12-3456789". */
export function readFein(text: string): Understood | null {
  const digits = spokenDigits(text).replace(/[^\d]/g, "");
  const m = /\b\d{2}-?\d{7}\b/.exec(spokenDigits(text).replace(/\s+(?=\d)/g, ""));
  const nine = m ? m[0].replace(/-/g, "") : digits.length === 9 ? digits : null;
  return nine ? { value: `${nine.slice(0, 2)}-${nine.slice(2)}`, words: m?.[0] ?? text.trim() } : null;
}

// ---- non-answers, text, choices -------------------------------------------------------------------

export const DONT_KNOW = /\b(i don'?t know|not sure|no idea|i'?m not sure|can'?t remember|don'?t remember|i forget)\b/i;

function readText(text: string): Understood | null {
  const t = text.trim().replace(FILLER, "");
  if (!t || t.split(/\s+/).length < 1) return null;
  return { value: t.replace(/\s+/g, " "), words: t };
}

function readChoice(field: FieldSpec, text: string): Understood | null {
  for (const choice of field.choices ?? []) {
    const m = new RegExp(choice.words, "i").exec(text);
    if (m) return { value: choice.value, words: m[0] };
  }
  return null;
}

/** "No prior policy" → "none"; else the date. */
function readDateOrNone(text: string, callDate: string): Understood | null {
  if (/^\s*(no|nope|none|not currently|we don'?t|i don'?t)\b/i.test(text) && !/\d/.test(text))
    return { value: "none", words: text.trim() };
  return readDate(text, callDate, false);
}

/** The answer to one field in the caller's words, or null when they do not answer it. */
export function understand(field: FieldSpec, text: string, callDate: string): Understood | null {
  switch (field.kind) {
    case "text":
      return readText(text);
    case "date":
      return readDate(text, callDate, !/effective|expir|start/i.test(field.key));
    case "dateOrNone":
      return readDateOrNone(text, callDate);
    case "address":
      return readAddress(text);
    case "location":
      return readLocation(text);
    case "personName":
      return readPersonName(text);
    case "businessName":
      return readBusinessName(text);
    case "yesNo":
      return readYesNo(text);
    case "injuries":
      return readInjuries(text);
    case "number": {
      if (field.key === "yearBuilt") {
        const year = /\b(1[89]\d{2}|20\d{2})\b/.exec(text);
        return year ? { value: Number(year[1]), words: year[0] } : null;
      }
      const n = readNumber(text);
      return n ? { value: n.value, words: n.words } : null;
    }
    case "money": {
      const n = readNumber(text);
      return n ? { value: n.value, words: n.words } : null;
    }
    case "vinOrVehicle":
      return readVehicle(text);
    case "phone":
      return readPhone(text);
    case "email":
      return readEmail(text);
    case "fein":
      return readFein(text);
    case "choice":
      return readChoice(field, text);
  }
}
