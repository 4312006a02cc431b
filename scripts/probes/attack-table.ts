/**
 * The attack table of issue 29 ("tried / refused / leaked / crashed"), from a re-run:
 *
 *   npx tsx scripts/probes/attack-table.ts            (PostgreSQL at DATABASE_URL, default the local server)
 *   ATTACK_ROWS=xss,ssrf npx tsx scripts/probes/attack-table.ts   (only rows whose key contains one of these)
 *
 * Each row is one bounded vitest run, one after another (never in parallel: the machine is shared),
 * printed as soon as it finishes. Rows come from two kinds of runs:
 *  - the probes of this folder (`*.probe.ts`), which count their own cases and record a row
 *    (scripts/probes/row.ts);
 *  - the suite's own tests for the rest (injected documents, hostile files, the outage, billing,
 *    fuzzers, PDF actions, crashed runs): each test case is one "tried"; passed = refused (the
 *    product held), an assertion that failed = leaked, any other error or a timeout = crashed;
 *    the fuzzers' own counts are read from the lines they print.
 * Needs the built app (`npm run build`) for the XSS, kill -9 and outage rows.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AttackRow } from "./row.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "attack-table-"));
const rowsFile = path.join(work, "rows.jsonl");
const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface TestResult {
  title: string;
  status: "passed" | "failed" | "skipped" | "pending" | "todo";
  failureMessages: string[];
}

interface Run {
  code: number | null;
  timedOut: boolean;
  seconds: number;
  output: string;
  tests: TestResult[];
}

/** One vitest run of `files`, killed (its whole process group) after `minutes`. */
function vitest(files: string[], minutes: number, options: { probes?: boolean; filter?: string } = {}): Promise<Run> {
  const json = path.join(work, `result-${Date.now()}.json`);
  const args = [
    "vitest",
    "run",
    ...(options.probes ? ["--config", "scripts/probes/vitest.probes.config.ts"] : []),
    ...files,
    ...(options.filter ? ["-t", options.filter] : []),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${json}`,
  ];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npx", args, {
      cwd: root,
      env: { ...process.env, DATABASE_URL, PROBE_ROWS: rowsFile, FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    // eslint-disable-next-line no-control-regex -- the colours vitest prints even when told not to
    const plain = (chunk: Buffer) => String(chunk).replace(/\u001b\[[0-9;]*m/g, "");
    child.stdout.on("data", (chunk: Buffer) => (output += plain(chunk)));
    child.stderr.on("data", (chunk: Buffer) => (output += plain(chunk)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* already gone */
      }
    }, minutes * 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      let tests: TestResult[] = [];
      try {
        const report = JSON.parse(fs.readFileSync(json, "utf8")) as {
          testResults: Array<{ assertionResults: TestResult[] }>;
        };
        tests = report.testResults.flatMap((file) => file.assertionResults);
      } catch {
        tests = [];
      }
      resolve({ code, timedOut, seconds: (Date.now() - started) / 1000, output, tests });
    });
  });
}

/** Rows a probe recorded since `from` (a line count of the rows file). */
function rowsSince(from: number): AttackRow[] {
  if (!fs.existsSync(rowsFile)) return [];
  return fs
    .readFileSync(rowsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .slice(from)
    .map((line) => JSON.parse(line) as AttackRow);
}
const rowCount = () => rowsSince(0).length;

/** A row from the suite's own tests: each case tried; passed refused; assertion failures leaked; other failures crashed. */
function rowOfTests(row: string, run: Run, note: string): AttackRow {
  const ran = run.tests.filter((t) => t.status === "passed" || t.status === "failed");
  const failed = ran.filter((t) => t.status === "failed");
  const leaked = failed.filter((t) => t.failureMessages.some((m) => /AssertionError|expected/i.test(m))).length;
  const skipped = run.tests.length - ran.length;
  // a file that failed outside its tests (a hook threw: its tests are reported skipped) is a crash too
  const fileFailed = run.code !== 0 && !run.timedOut && failed.length === 0;
  const why = fileFailed
    ? `; the run failed outside its tests (exit ${run.code}): ${run.output
        .split("\n")
        .filter((line) => /Error|FAIL/.test(line))
        .slice(0, 3)
        .join(" / ")
        .slice(0, 400)}`
    : "";
  return {
    row,
    tried: ran.length,
    refused: ran.length - failed.length,
    leaked,
    crashed: failed.length - leaked + (run.timedOut || fileFailed ? 1 : 0),
    note: `${note}${skipped ? `; ${skipped} test(s) skipped` : ""}${why}${run.timedOut ? "; TIMED OUT (counted as crashed)" : ""}${run.tests.length === 0 && !run.timedOut ? `; the run reported no tests (exit ${run.code})` : ""}`,
  };
}

/** The lines a test printed that match `pattern` (its own figures), joined. */
const printed = (run: Run, pattern: RegExp) =>
  [
    ...new Set(
      run.output
        .split("\n")
        .filter((line) => pattern.test(line))
        .map((line) => line.trim()),
    ),
  ].join(" | ");

interface Step {
  key: string;
  run(): Promise<AttackRow[]>;
}

const probe = (key: string, file: string, minutes: number, rows: string[]): Step => ({
  key,
  async run() {
    const from = rowCount();
    const run = await vitest([`scripts/probes/${file}`], minutes, { probes: true });
    const recorded = rowsSince(from);
    if (recorded.length) return recorded;
    return rows.map((row) => ({
      row,
      tried: 0,
      refused: 0,
      leaked: 0,
      crashed: 1,
      note: `the probe recorded no row (${run.timedOut ? "timed out" : `exit ${run.code}`}): ${run.output
        .split("\n")
        .filter((l) => /Error|FAIL/.test(l))
        .slice(0, 3)
        .join(" / ")
        .slice(0, 300)}`,
    }));
  },
});

const suite = (
  key: string,
  row: string,
  files: string[],
  minutes: number,
  note: (run: Run) => string,
  filter?: string,
): Step => ({
  key,
  async run() {
    const run = await vitest(files, minutes, { filter });
    return [rowOfTests(row, run, note(run))];
  },
});

const fuzzer = (key: string, row: string, file: string, pattern: RegExp, minutes: number): Step => ({
  key,
  async run() {
    const run = await vitest([file], minutes);
    const line = printed(run, pattern);
    const match = line.match(/(\d[\d,]*) cases.*?(\d+) findings/);
    if (!match) return [rowOfTests(row, run, `no count printed (${line || "nothing"})`)];
    const cases = Number(match[1]!.replace(/,/g, ""));
    const findings = Number(match[2]);
    return [
      {
        row,
        tried: cases,
        refused: cases - findings,
        leaked: 0,
        crashed: findings,
        note: `${line.replace(/^.*?(Route|GraphQL) fuzzing:/, "$1 fuzzing:")}; crashed = a 5xx, no answer or a masked "Unexpected error."`,
      },
    ];
  },
});

const STEPS: Step[] = [
  probe("cross-agency", "cross-agency.probe.ts", 15, ["Cross-agency GraphQL calls", "Cross-agency tool calls"]),
  probe("xss", "xss.probe.ts", 20, ["Stored XSS payloads that ran"]),
  probe("ssrf", "ssrf.probe.ts", 15, ["Renderer SSRF payloads reaching a local service or file"]),
  probe("kill", "kill-writes.probe.ts", 20, ["Acknowledged writes lost to kill -9"]),
  suite(
    "injected",
    "Injected-document runs (obedient model): effect carried out instead of proposed",
    ["server/assistant/effect-approvals.test.ts", "server/assistant/record-data-web-search.test.ts"],
    20,
    () =>
      "each test is a run with a local OpenAI-compatible model that obeys any instruction it reads (tests/support/obedient-model-server.ts): a policy PDF, a client's email or a service request telling Cara to issue a certificate to a stranger or search the web with client data; refused = the effect ended proposed and waiting (nothing issued or sent), or ran once after approval / under the user's own rule",
  ),
  suite(
    "hostile",
    "Hostile files (DOCX bomb, 20 MB line, PNG bomb, 10,000-page PDF)",
    ["server/modules/documents/hostile-files.test.ts"],
    25,
    (run) =>
      `each file fails with its reason while a second agency asks every 100 ms; the fifth test: the process still reads an ordinary file. ${printed(run, /neighbour:|with nothing being read/)}`,
  ),
  suite(
    "outage",
    "PostgreSQL stopped mid-traffic (process alive, 503 + Retry-After, live updates resume)",
    [
      "server/db/database-outage.test.ts",
      "server/db/database-outage-process.test.ts",
      "server/db/database-outage-browser.test.ts",
    ],
    25,
    (run) =>
      `through a TCP proxy in front of PostgreSQL: the built server with a run, an indexing and a live stream in flight; a transaction, 503s, a live stream, a subscription and a due job across the restart; a browser page showing Reconnecting… then resyncing. ${printed(run, /database-outage-(process|browser):/)}`,
  ),
  suite(
    "billing",
    "Billing job with one agency's bad dates",
    ["server/modules/billing/subscription.service.test.ts"],
    10,
    () =>
      "billing.expire-trials with one agency's unreadable trial end: the others' trials end and the bad one is reported; tried = the trial-end tests",
    "trial end",
  ),
  fuzzer(
    "graphql-fuzz",
    "GraphQL fuzzer (5xx or masked errors)",
    "server/http/graphql-fuzz.test.ts",
    /GraphQL fuzzing:/,
    25,
  ),
  fuzzer("route-fuzz", "Route fuzzer (HTTP 5xx)", "server/http/route-fuzz.test.ts", /Route fuzzing:/, 25),
  suite(
    "pdf-actions",
    "Style and form PDFs carrying /JavaScript, /Launch, embedded files",
    ["server/lib/pdf-actions.test.ts"],
    10,
    () =>
      "a hostile PDF (tests/support/hostile-pdf.ts: /OpenAction JavaScript, /Launch, /AA, embedded files, XFA, a javascript: link) as a style's start and end pages, a PDF edited, a form filled, the agency's ACORD 25; refused = none of the planted entries in the output",
  ),
  suite(
    "heartbeat",
    "A crashed run noticed within a minute",
    ["server/modules/workspaces/run-heartbeat.service.test.ts"],
    10,
    () =>
      "the sweep fails a RUNNING run whose heartbeat stopped and the workspace takes a message; the kill -9 of the server during a run is measured in the outage row's database-outage-process test",
  ),
];

const only = (process.env.ATTACK_ROWS ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const steps = only.length ? STEPS.filter((step) => only.some((word) => step.key.includes(word))) : STEPS;

const cell = (value: string | number, width: number) => String(value).padEnd(width);
const header = `${cell("row", 84)} ${cell("tried", 6)} ${cell("refused", 8)} ${cell("leaked", 7)} crashed`;

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
  console.log(
    `attack table — ${new Date().toISOString()} — ${os.cpus().length} CPUs, load ${load()}; database ${DATABASE_URL.replace(/\/\/[^@]*@/, "//")}`,
  );
  console.log(header);
  const all: Array<AttackRow & { seconds: number }> = [];
  for (const step of steps) {
    const started = Date.now();
    let rows: AttackRow[];
    try {
      rows = await step.run();
    } catch (error) {
      rows = [
        {
          row: step.key,
          tried: 0,
          refused: 0,
          leaked: 0,
          crashed: 1,
          note: `the runner failed: ${(error as Error).message}`,
        },
      ];
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    for (const row of rows) {
      all.push({ ...row, seconds });
      console.log(
        `${cell(row.row, 84)} ${cell(row.tried, 6)} ${cell(row.refused, 8)} ${cell(row.leaked, 7)} ${row.crashed}`,
      );
      console.log(`    ${row.note} [${seconds} s, load ${load()}]`);
    }
  }
  console.log("\n| Row | Tried | Refused | Leaked | Crashed |\n|---|---|---|---|---|");
  for (const row of all) console.log(`| ${row.row} | ${row.tried} | ${row.refused} | ${row.leaked} | ${row.crashed} |`);
  fs.writeFileSync(path.join(work, "table.json"), JSON.stringify(all, null, 2));
  console.log(`\nrows: ${path.join(work, "table.json")}`);
}

await main();
