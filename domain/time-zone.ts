import { z } from "zod";

/**
 * The agency's time zone (docs/product/certificates.md "Dates"): a setting on the agency,
 * defaulting from the state of its mailing address. Calendar days (policy dates, a
 * certificate's date) are the agency's days, kept as UTC midnight.
 */

/** US time zones offered in settings, with names. */
export const TIME_ZONE_NAMES = {
  "America/New_York": "Eastern (New York)",
  "America/Detroit": "Eastern (Detroit)",
  "America/Indiana/Indianapolis": "Eastern (Indianapolis)",
  "America/Kentucky/Louisville": "Eastern (Louisville)",
  "America/Chicago": "Central (Chicago)",
  "America/Denver": "Mountain (Denver)",
  "America/Boise": "Mountain (Boise)",
  "America/Phoenix": "Mountain, no DST (Phoenix)",
  "America/Los_Angeles": "Pacific (Los Angeles)",
  "America/Anchorage": "Alaska (Anchorage)",
  "Pacific/Honolulu": "Hawaii (Honolulu)",
  "America/Puerto_Rico": "Atlantic (Puerto Rico)",
  "Pacific/Guam": "Chamorro (Guam)",
  "Pacific/Pago_Pago": "Samoa (Pago Pago)",
} as const;
export type TimeZone = keyof typeof TIME_ZONE_NAMES;
export const TIME_ZONES = Object.keys(TIME_ZONE_NAMES) as TimeZone[];
export const DEFAULT_TIME_ZONE: TimeZone = "America/New_York";

const CENTRAL = ["AL", "AR", "IA", "IL", "KS", "LA", "MN", "MO", "MS", "ND", "NE", "OK", "SD", "TN", "TX", "WI"];
const MOUNTAIN = ["CO", "MT", "NM", "UT", "WY"];
const PACIFIC = ["CA", "NV", "OR", "WA"];

/** The time zone most of a state keeps (states split across zones take their most populous one). */
export function timeZoneOfState(state: string | null | undefined): TimeZone {
  const code = (state ?? "").toUpperCase();
  if (CENTRAL.includes(code)) return "America/Chicago";
  if (MOUNTAIN.includes(code)) return "America/Denver";
  if (PACIFIC.includes(code)) return "America/Los_Angeles";
  if (code === "AZ") return "America/Phoenix";
  if (code === "ID") return "America/Boise";
  if (code === "IN") return "America/Indiana/Indianapolis";
  if (code === "KY") return "America/Kentucky/Louisville";
  if (code === "MI") return "America/Detroit";
  if (code === "AK") return "America/Anchorage";
  if (code === "HI") return "Pacific/Honolulu";
  if (code === "PR" || code === "VI") return "America/Puerto_Rico";
  if (code === "GU" || code === "MP") return "Pacific/Guam";
  if (code === "AS") return "Pacific/Pago_Pago";
  return DEFAULT_TIME_ZONE;
}

/** The agency's zone: its setting, else its state's. */
export function agencyTimeZone(setting: string | null | undefined, state: string | null | undefined): string {
  return setting && isTimeZone(setting) ? setting : timeZoneOfState(state);
}

export function isTimeZone(value: string): value is TimeZone {
  return value in TIME_ZONE_NAMES;
}

/**
 * Formatters per zone, made once: building an Intl.DateTimeFormat costs far more than using one
 * (a tenth of a millisecond each, several times on every page that knows the agency's today).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const hourFormats = new Map<string, Intl.DateTimeFormat>();
function formatIn(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(timeZone);
  if (!format) cache.set(timeZone, (format = new Intl.DateTimeFormat("en-US", { ...options, timeZone })));
  return format;
}

/** The calendar day `now` falls on in `timeZone`, as UTC midnight of that day. */
export function dayIn(now: Date, timeZone: string): Date {
  const parts = formatIn(dayFormats, timeZone, { year: "numeric", month: "numeric", day: "numeric" }).formatToParts(
    now,
  );
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part("year"), part("month") - 1, part("day")));
}

/** The hour of the day (0–23) `now` falls on in `timeZone`. */
export function hourIn(now: Date, timeZone: string): number {
  const hour = formatIn(hourFormats, timeZone, { hour: "numeric", hourCycle: "h23" })
    .formatToParts(now)
    .find((p) => p.type === "hour")?.value;
  return Number(hour) % 24;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day after `day` (both calendar days as UTC midnight). */
export const nextDay = (day: Date) => new Date(day.getTime() + DAY_MS);

/** The setting: a zone from the list, or null ("" from a form) to take it from the agency's state. */
export const timeZoneInput = z.object({
  timeZone: z.preprocess(
    (value) => (value === "" ? null : value),
    z.enum(TIME_ZONES, { error: "Choose a time zone from the list" }).nullish(),
  ),
});
