import { defaultIntakeConfig } from "../server/modules/voice-intake/config.ts";
import { nextTurn, startIntake } from "../server/modules/voice-intake/engine.ts";
import { formatAddressValue } from "../server/modules/voice-intake/understand.ts";
import type { CallerInput, FieldValue, IntakeRecord, Turn } from "../server/modules/voice-intake/types.ts";
import { VOICE_CALLERS_DEV } from "./sets/voice-callers-dev.ts";
import { VOICE_CALLERS_KEPT_OUT } from "./sets/voice-callers-kept-out.ts";
import type { ScriptedCaller, ScriptedInput } from "./sets/voice-callers-types.ts";

/**
 * Scripted callers through the offline intake dialogue (issue 31, ADR 076). Each caller answers
 * the question Cara asks by its field key (what a person would do), interjects where scripted,
 * and answers the read-back. Printed per split: required-field capture rate (each expected field
 * of each call held with the expected value; target ≥ 95% on kept-out), right request type (and
 * flow), transfer asks noted, knowledge questions kept, turns per call (the caller's inputs).
 * Kept-out failures are never printed; `--failures dev` prints the dev ones; `--split dev` runs dev
 * alone (the tuning loop: `npx tsx eval/voice-intake.ts --split dev --failures dev`).
 */

const MAX_TURNS = 80;

function inputs(said: ScriptedInput): CallerInput[] {
  if (typeof said === "string") return [{ kind: "speech", text: said }];
  if ("dtmf" in said) return [...said.dtmf].map((d) => ({ kind: "dtmf" as const, digits: d }));
  return [
    { kind: "interrupt", heard: said.interrupt },
    { kind: "speech", text: said.say },
  ];
}

export interface CallResult {
  caller: ScriptedCaller;
  record: IntakeRecord | null;
  turns: number;
  transcript: string[];
}

export function runCaller(caller: ScriptedCaller): CallResult {
  const config = (caller.config ?? ((c) => c))(defaultIntakeConfig({ agencyName: "Harbor Insurance Agency" }));
  let turn: Turn = startIntake(config, {
    callDate: caller.callDate,
    inboundNumber: caller.inboundNumber ?? null,
    transferOpen: caller.transferOpen ?? false,
  });
  const transcript = [`CARA: ${turn.say}`];
  let turns = 0;
  const asked = new Map<string, number>();
  const interjected = new Set<string>();
  let readBacks = 0;
  const send = (said: ScriptedInput) => {
    turns++;
    for (const input of inputs(said)) {
      transcript.push(`CALLER: ${JSON.stringify(input)}`);
      turn = nextTurn(turn.state, input);
      if (turn.say) transcript.push(`CARA: ${turn.say}`);
      if (turn.done) break;
    }
  };
  send(caller.opening);
  while (!turn.done && turns < MAX_TURNS) {
    const s = turn.state;
    if (s.phase === "readBack" || s.phase === "correction") {
      send(caller.readBack?.[readBacks++] ?? "Yes, that's right.");
      continue;
    }
    if (s.phase === "lineOfBusiness" || s.phase === "intent") {
      send((caller.answers.line as ScriptedInput | undefined) ?? caller.opening);
      continue;
    }
    const key = s.plan[s.asking]?.key ?? "";
    const interjection = caller.interject?.find((x) => x.before === key && !interjected.has(key));
    if (interjection) {
      interjected.add(key);
      send(interjection.say);
      continue;
    }
    const n = asked.get(key) ?? 0;
    asked.set(key, n + 1);
    const answer = caller.answers[key];
    const said = Array.isArray(answer)
      ? (answer[Math.min(n, answer.length - 1)] ?? "I'm not sure.")
      : (answer ?? "I'm not sure.");
    send(said);
  }
  return { caller, record: turn.record ?? null, turns, transcript };
}

const norm = (v: string) =>
  v
    .toLowerCase()
    .replace(/\b(street)\b/g, "st")
    .replace(/\b(avenue)\b/g, "ave")
    .replace(/\b(road)\b/g, "rd")
    .replace(/\b(boulevard)\b/g, "blvd")
    .replace(/[^a-z0-9@.]+/g, " ")
    .trim();

export function fieldRight(got: FieldValue | undefined, expected: string | number | boolean): boolean {
  if (got === undefined) return false;
  if (typeof expected === "boolean" || typeof expected === "number") return got === expected;
  const value = typeof got === "object" ? formatAddressValue(got) : String(got);
  if (/^\d{4}-\d{2}-\d{2}$/.test(expected)) return value === expected;
  if (typeof got === "object" || /@/.test(expected) || /^\(\d{3}\)/.test(expected))
    return norm(value) === norm(expected);
  // names and free text: the expected words are held (case and punctuation aside)
  return norm(value).includes(norm(expected));
}

export interface SplitFigures {
  split: string;
  calls: number;
  fieldsRight: number;
  fields: number;
  typeRight: number;
  extrasRight: number;
  extras: number;
  turns: number[];
}

export function scoreSplit(split: string, callers: ScriptedCaller[], printFailures: boolean): SplitFigures {
  const figures: SplitFigures = {
    split,
    calls: 0,
    fieldsRight: 0,
    fields: 0,
    typeRight: 0,
    extrasRight: 0,
    extras: 0,
    turns: [],
  };
  for (const caller of callers) {
    const result = runCaller(caller);
    const record = result.record;
    figures.calls++;
    figures.turns.push(result.turns);
    const typeOk = record?.requestType === caller.expect.type && record?.flow === caller.expect.flow;
    if (typeOk) figures.typeRight++;
    const wrong: string[] = [];
    for (const [key, expected] of Object.entries(caller.expect.fields)) {
      figures.fields++;
      const got = record?.fields[key];
      if (fieldRight(got, expected)) figures.fieldsRight++;
      else wrong.push(`${key}: expected ${JSON.stringify(expected)} got ${JSON.stringify(got)}`);
    }
    if (caller.expect.transferRequested !== undefined) {
      figures.extras++;
      if (record?.transferRequested === caller.expect.transferRequested) figures.extrasRight++;
      else wrong.push(`transferRequested: expected ${caller.expect.transferRequested}`);
    }
    if (caller.expect.questions !== undefined) {
      figures.extras++;
      if (record?.questions.length === caller.expect.questions) figures.extrasRight++;
      else wrong.push(`questions: expected ${caller.expect.questions} got ${record?.questions.length}`);
    }
    if (printFailures && (wrong.length || !typeOk)) {
      console.log(`  ✗ ${caller.id} (${caller.note})`);
      if (!typeOk)
        console.log(
          `    type: expected ${caller.expect.type}/${caller.expect.flow} got ${record?.requestType}/${record?.flow}`,
        );
      for (const w of wrong) console.log(`    ${w}`);
      if (process.env.VOICE_TRANSCRIPT) for (const line of result.transcript) console.log(`      ${line}`);
    }
  }
  return figures;
}

/** `npm run eval` section: both splits side by side; kept-out as aggregates only. */
export async function runVoiceIntakeEval(options: {
  failures: string | null;
  devOnly?: boolean;
}): Promise<SplitFigures[]> {
  const started = Date.now();
  const rows = [scoreSplit("dev", VOICE_CALLERS_DEV, options.failures === "dev")];
  if (!options.devOnly) rows.push(scoreSplit("kept-out", VOICE_CALLERS_KEPT_OUT, false));
  const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)}%` : "n/a");
  console.log("\nVoice intake: scripted callers through the offline dialogue (eval/voice-intake.ts)");
  console.log(
    `${"split".padEnd(10)}${"calls".padStart(6)}${"fields captured".padStart(22)}${"right type".padStart(14)}${"transfer/questions".padStart(20)}${"turns/call".padStart(12)}${"max".padStart(6)}`,
  );
  for (const r of rows) {
    const mean = r.turns.reduce((a, b) => a + b, 0) / Math.max(1, r.turns.length);
    const target =
      r.split === "kept-out"
        ? r.fieldsRight / r.fields >= 0.95
          ? "  (target 95%: met)"
          : "  (target 95%: MISSED)"
        : "";
    console.log(
      `${r.split.padEnd(10)}${String(r.calls).padStart(6)}${`${pct(r.fieldsRight, r.fields)} of ${r.fields}`.padStart(22)}${pct(r.typeRight, r.calls).padStart(14)}${`${r.extrasRight}/${r.extras}`.padStart(20)}${mean.toFixed(1).padStart(12)}${String(Math.max(...r.turns)).padStart(6)}${target}`,
    );
  }
  console.log(`(${Date.now() - started} ms)`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  await runVoiceIntakeEval({
    failures: args.includes("--failures") ? args[args.indexOf("--failures") + 1]! : null,
    devOnly: args.includes("--split") && args[args.indexOf("--split") + 1] === "dev",
  });
}
