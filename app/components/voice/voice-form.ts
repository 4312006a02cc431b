import type { VoiceAgentConfiguration } from "#domain/voice-agent.ts";

/**
 * The voice agent settings form as data (docs/product/voice-agents.md): every control is named by
 * its dotted path in the configuration, and `configurationFromForm` turns the posted fields back
 * into the whole configuration. A path the form did not send (a disabled control: a gated option,
 * a closed day's hours; a part not shown) keeps the value of `base`, the agent as loaded. The
 * browser builds its draft with it on every change; the route action does the same for a form
 * posted without JavaScript.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Lists edited one line per entry in a text area. */
const isLines = (path: string) => /customQuestions$|\.custom\.\d+\.questions$/.test(path);
/** Lists of entries edited as rows of fields; the row `{path}` marker says the list was sent. */
export const ROW_LISTS = ["taskBehavior.quote.custom", "transfer.directory"] as const;
/** Lists of strings edited as repeated inputs or check boxes; `{path}` carries an empty marker. */
const isMulti = (path: string) =>
  /\.questions$/.test(path) || path === "notifications.staticEmails" || path === "callBehavior.requiredContactInfo";

/** "9:00" → [9, 0]. */
export const parseTime = (value: string): [number, number] | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : null;
};
export const formatTime = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, "0")}`;

function rows(form: FormData, path: string, template: Record<string, Json>): Json[] {
  const indices = new Set<number>();
  for (const key of form.keys()) {
    const match = key.startsWith(`${path}.`) ? /^(\d+)\./.exec(key.slice(path.length + 1)) : null;
    if (match) indices.add(Number(match[1]));
  }
  return [...indices]
    .sort((a, b) => a - b)
    .map((i) => walk(form, `${path}.${i}`, template) as Record<string, Json>)
    .filter((row) => Object.values(row).some((value) => (Array.isArray(value) ? value.length > 0 : value !== "")));
}

function walk(form: FormData, path: string, base: Json): Json {
  if (path === "taskBehavior.quote.custom" || path === "transfer.directory") {
    if (!form.has(path)) return base;
    const template: Record<string, Json> =
      path === "transfer.directory"
        ? { label: "", number: "", transferCriteria: "" }
        : { lineOfBusiness: "", questions: [] };
    return rows(form, path, template);
  }
  if (Array.isArray(base) || isLines(path) || isMulti(path)) {
    if (!form.has(path)) return base;
    if (isLines(path))
      return String(form.get(path) ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    return form
      .getAll(path)
      .map((value) => String(value).trim())
      .filter(Boolean);
  }
  if (base !== null && typeof base === "object") {
    const out: Record<string, Json> = {};
    const time = (key: "start" | "end") => parseTime(String(form.get(`${path}.${key}`) ?? ""));
    for (const [key, value] of Object.entries(base)) {
      if ((key === "startHour" || key === "startMinute") && form.has(`${path}.start`)) {
        const parsed = time("start");
        out[key] = parsed ? parsed[key === "startHour" ? 0 : 1] : value;
      } else if ((key === "endHour" || key === "endMinute") && form.has(`${path}.end`)) {
        const parsed = time("end");
        out[key] = parsed ? parsed[key === "endHour" ? 0 : 1] : value;
      } else out[key] = walk(form, path ? `${path}.${key}` : key, value);
    }
    return out;
  }
  if (!form.has(path)) return base;
  const values = form.getAll(path).map(String);
  if (typeof base === "boolean") return values.includes("on");
  const value = values[values.length - 1] ?? "";
  if (typeof base === "number") return value.trim() === "" ? Number.NaN : Number(value);
  return value;
}

/** The whole configuration from the posted form, `base` filling what was not sent. */
export function configurationFromForm(form: FormData, base: VoiceAgentConfiguration): VoiceAgentConfiguration {
  return walk(form, "", base as unknown as Json) as unknown as VoiceAgentConfiguration;
}
