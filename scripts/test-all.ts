/**
 * `npm test`: every check, each once, with each step's wall time (ADR 054).
 *
 *   1. side by side: lint (ESLint and Prettier), typecheck, build; each one's output is kept in a
 *      log and printed when it ends
 *   2. vitest, the whole suite on PostgreSQL (only when DATABASE_URL is set)
 *   3. vitest on PGlite: the subset in tests/setup/pglite-subset.ts after a PostgreSQL run, else
 *      the whole suite
 *   4. the Playwright journeys against step 1's build (`npm run test:e2e:built`; E2E_ARGS adds
 *      arguments, e.g. `E2E_ARGS="e2e/shell.spec.ts"`)
 *   5. `npm run eval:ci`, when package.json has that script
 *
 * A failing step ends the run after it (the side-by-side steps all finish first). The end prints
 * a table of the steps' times and the ten slowest test files. TEST_BUDGET_MINUTES fails a run that
 * took longer; TEST_TIMES_FILE also writes the table to that file (.ci/run prints it last).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FileTime } from "../tests/setup/file-times-reporter.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "cara-test-all-"));
const started = Date.now();
const running = new Set<ChildProcess>();

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** vitest steps: where its reporter writes each file's time. */
  fileTimes?: string;
  /** The runner's own closing lines (its counts), repeated in the summary. */
  closing?: RegExp;
}

interface StepResult {
  name: string;
  status: "passed" | "FAILED" | "skipped" | "not run";
  ms: number;
  /** Ran side by side with the others so marked. */
  group?: string;
  note?: string;
  /** The runner's own closing lines (vitest's Test Files and Tests, Playwright's counts). */
  closing?: string[];
}

const results: StepResult[] = [];
/** How much of a passed side-by-side step's output is shown. */
const PASSED_LOG_LINES = 15;

const stripAnsi = (text: string) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "");

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s`;
}

function banner(text: string) {
  process.stdout.write(`\n=== ${text} ===\n`);
}

/** Runs one command; its output goes to `log` (a file) or through to this process's. */
function exec(step: Step, log?: string): Promise<{ code: number; ms: number; tail: string }> {
  const begin = Date.now();
  const [command, ...args] = step.command;
  const out = log ? fs.openSync(log, "w") : undefined;
  const child = spawn(command!, args, {
    cwd: root,
    env: {
      ...process.env,
      ...(process.stdout.isTTY && !log ? { FORCE_COLOR: "1" } : {}),
      ...step.env,
    },
    stdio: ["ignore", out ?? "pipe", out ?? "pipe"],
    // its own process group, so that an interrupted run stops everything it started
    detached: true,
  });
  running.add(child);
  let tail = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    tail = (tail + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => {
      if (out !== undefined) fs.writeSync(out, `${error.message}\n`);
      else process.stderr.write(`${error.message}\n`);
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      if (out !== undefined) fs.closeSync(out);
      resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - begin, tail });
    });
  });
}

const VITEST_CLOSING = /^\s*(Test Files|Tests)\s/;
const PLAYWRIGHT_CLOSING = /^\s*\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b/;

/** The runner's summary lines from the end of its output. */
function closingLines(tail: string, pattern: RegExp): string[] {
  return stripAnsi(tail)
    .split("\n")
    .filter((line) => pattern.test(line))
    .map((line) => line.trim())
    .slice(-5);
}

async function runInSeries(step: Step): Promise<boolean> {
  banner(`${step.name}: ${step.command.join(" ")}`);
  const { code, ms, tail } = await exec(step);
  const closing = step.closing ? closingLines(tail, step.closing) : undefined;
  results.push({
    name: step.name,
    status: code === 0 ? "passed" : "FAILED",
    ms,
    closing,
    note: step.fileTimes ? fileCounts(step.fileTimes) : undefined,
  });
  process.stdout.write(
    `\n--- ${step.name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${formatDuration(ms)}\n`,
  );
  if (step.fileTimes) printSlowest(readTimes([["", step.fileTimes]]));
  return code === 0;
}

async function runSideBySide(group: string, steps: Step[]): Promise<boolean> {
  banner(`${group}, side by side: ${steps.map((step) => step.name).join(", ")}`);
  const outcomes = await Promise.all(
    steps.map(async (step) => {
      const log = path.join(logDir, `${step.name.replace(/\W+/g, "-")}.log`);
      const { code, ms } = await exec(step, log);
      // printed as each ends, so that the steps' outputs do not interleave
      process.stdout.write(`\n--- ${step.name} (${step.command.join(" ")}): `);
      process.stdout.write(`${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${formatDuration(ms)}\n`);
      // the whole log of a failed step; of a passed one its end (the build lists every asset)
      const lines = fs.readFileSync(log, "utf8").trimEnd().split("\n");
      const shown = code === 0 ? lines.slice(-PASSED_LOG_LINES) : lines;
      if (shown.length < lines.length)
        process.stdout.write(`(${lines.length - shown.length} earlier lines not shown)\n`);
      process.stdout.write(`${shown.join("\n")}\n`);
      results.push({ name: step.name, status: code === 0 ? "passed" : "FAILED", ms, group });
      return code === 0;
    }),
  );
  return outcomes.every(Boolean);
}

function readTimes(sources: [string, string][]): (FileTime & { run: string })[] {
  return sources.flatMap(([run, file]) =>
    fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as FileTime[]).map((t) => ({ ...t, run })) : [],
  );
}

function fileCounts(file: string): string | undefined {
  const times = readTimes([["", file]]);
  if (times.length === 0) return undefined;
  return `${times.length} files, ${times.reduce((sum, t) => sum + t.tests, 0)} tests`;
}

function printSlowest(times: (FileTime & { run: string })[]) {
  if (times.length === 0) return;
  process.stdout.write("Ten slowest test files:\n");
  for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, 10))
    process.stdout.write(`  ${formatDuration(t.ms).padStart(7)}  ${t.file}${t.run ? `  (${t.run})` : ""}\n`);
}

function summary(vitestTimes: [string, string][]): string {
  const lines = ["", "=== npm test: time per step ==="];
  const width = Math.max(...results.map((r) => r.name.length), 4);
  for (const r of results)
    lines.push(
      `  ${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${(r.ms === 0 ? "" : formatDuration(r.ms)).padStart(7)}` +
        `${r.group ? `  (side by side: ${r.group})` : ""}${r.note ? `  ${r.note}` : ""}`,
    );
  lines.push(`  ${"total".padEnd(width)}  ${"".padEnd(7)}  ${formatDuration(Date.now() - started).padStart(7)}`);
  const times = readTimes(vitestTimes).sort((a, b) => b.ms - a.ms);
  if (times.length > 0) {
    lines.push("Ten slowest test files:");
    for (const t of times.slice(0, 10)) lines.push(`  ${formatDuration(t.ms).padStart(7)}  ${t.file}  (${t.run})`);
  }
  for (const r of results) if (r.closing?.length) lines.push(`${r.name}:`, ...r.closing.map((line) => `  ${line}`));
  return `${lines.join("\n")}\n`;
}

function stopAll(signal: NodeJS.Signals) {
  for (const child of running) {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  }
}

async function main(): Promise<number> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts;
  const e2eArgs = (process.env.E2E_ARGS ?? "").split(/\s+/).filter(Boolean);
  const vitestTimes: [string, string][] = [];
  const vitest = (name: string, config: string[], env: NodeJS.ProcessEnv): Step => {
    const fileTimes = path.join(logDir, `${name.replace(/\W+/g, "-")}.json`);
    vitestTimes.push([name, fileTimes]);
    const bin = path.join(root, "node_modules/.bin/vitest");
    return {
      name,
      command: [bin, "run", ...config],
      env: { ...env, VITEST_FILE_TIMES: fileTimes },
      fileTimes,
      closing: VITEST_CLOSING,
    };
  };

  const sideBySide: Step[] = [
    { name: "lint", command: ["npm", "run", "--silent", "lint"] },
    { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
    { name: "build", command: ["npm", "run", "--silent", "build"] },
  ];
  const inSeries: Step[] = postgres
    ? [
        vitest("vitest on PostgreSQL", [], {}),
        vitest("vitest on PGlite (subset)", ["--config", "vitest.pglite.config.ts"], { DATABASE_URL: "" }),
      ]
    : [vitest("vitest on PGlite", [], { DATABASE_URL: "" })];
  inSeries.push({
    name: "e2e",
    command: ["npm", "run", "test:e2e:built", ...(e2eArgs.length ? ["--", ...e2eArgs] : [])],
    // the whole suite must check every screen (e2e/screen-coverage.ts, ADR 053); a chosen few need not
    env: e2eArgs.length ? {} : { E2E_REQUIRE_ALL_SCREENS: "1" },
    closing: PLAYWRIGHT_CLOSING,
  });
  if (scripts["eval:ci"]) inSeries.push({ name: "eval:ci", command: ["npm", "run", "eval:ci"] });

  let ok = await runSideBySide("static checks and build", sideBySide);
  for (const step of inSeries) {
    if (!ok) results.push({ name: step.name, status: "not run", ms: 0 });
    else ok = await runInSeries(step);
  }
  if (!scripts["eval:ci"]) results.push({ name: "eval:ci", status: "skipped", ms: 0, note: "no eval:ci script" });

  const table = summary(vitestTimes);
  process.stdout.write(table);
  if (process.env.TEST_TIMES_FILE) fs.writeFileSync(process.env.TEST_TIMES_FILE, table);
  fs.rmSync(logDir, { recursive: true, force: true });

  const budget = Number(process.env.TEST_BUDGET_MINUTES);
  if (ok && budget > 0 && Date.now() - started > budget * 60_000) {
    process.stdout.write(
      `\nnpm test FAILED its time budget: it took ${formatDuration(Date.now() - started)}, more than ${budget} minutes (TEST_BUDGET_MINUTES).\n`,
    );
    return 1;
  }
  process.stdout.write(ok ? "\nnpm test: all steps passed\n" : "\nnpm test FAILED: see the failed step above\n");
  return ok ? 0 : 1;
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });

process.exitCode = await main();
