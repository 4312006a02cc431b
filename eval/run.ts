// npm run eval: answers the question sets on the generated corpus and prints value accuracy,
// cited-page accuracy and not-found precision/recall per split and per question class, then the
// summary cases, then the knowledge retrieval set (eval/knowledge.ts). Flags: --text (generator
// page texts instead of extracting the PDFs), --failures dev, --no-knowledge (skip the retrieval set),
// --no-forms (skip the form set, eval/forms.ts), --no-real (skip the real documents, eval/real/), --no-loop (skip
// the whole-loop set: offline engine and scripted model side by side, eval/scripted/), --no-<set> / --only <set> / --split dev|held-out for the analysis skills'
// sets (eval/sets/), whose figures end the report in one table. The CI mode (kept-out splits only,
// checked against eval/floors.json) is eval/ci.ts, `npm run eval:ci`.
import { existsSync } from "node:fs";
import path from "node:path";
import { corpus } from "../scripts/insurance-docs/corpus.ts";
import { generatedDir, writeDoc } from "../scripts/generate-insurance-docs.ts";
import type { PageText } from "../server/modules/documents/reading/types.ts";
import { pageSource } from "./pages.ts";
import { printTable, summaryCases } from "./report.ts";
import { runKnowledgeEval } from "./knowledge.ts";
import { runFormsEval } from "./forms.ts";
import { loadCases, scoreCases } from "./reading.ts";
import { realEvalSection } from "./real/run.ts";
import { runScriptedEval } from "./scripted/run.ts";
import { SKILL_EVAL_SETS, type SkillEvalRow } from "./sets/index.ts";
import { runVoiceIntakeEval } from "./voice-intake.ts";

const args = process.argv.slice(2);
const showFailures = args.includes("--failures") ? args[args.indexOf("--failures") + 1] : null;
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
/** `--split dev` (or `held-out`): the analysis skills' sets run that split only (a dev loop never sees kept-out figures). */
const skillSplit = args.includes("--split") ? (args[args.indexOf("--split") + 1] as SkillEvalRow["split"]) : null;
if (only) {
  await runSkillSets();
  process.exit(0);
}
const docs = corpus();
if (!docs.every((d) => existsSync(path.join(generatedDir, d.split, d.fileName))))
  for (const d of docs) await writeDoc(d);
const source = await pageSource(args.includes("--text"));
console.log(`Pages: ${source.mode}`);
const pages = new Map<string, PageText[]>();
const started = Date.now();
for (const d of docs) pages.set(d.id, await source.load(d.split, d.id));
console.log(
  `Read ${docs.length} documents (${[...pages.values()].reduce((n, p) => n + p.length, 0)} pages) in ${Date.now() - started} ms`,
);

if (showFailures === "unseen") console.log("The unseen split's failures are never printed (eval/README.md).");
for (const split of ["dev", "held-out", "unseen"] as const) {
  const cases = await loadCases(split);
  const { results, timings } = scoreCases(cases, pages);
  printTable(split, results);
  const long = timings.filter((_, i) => cases[i].docs.some((d) => d.startsWith("package-150")));
  const mean = timings.reduce((a, b) => a + b, 0) / timings.length;
  const longest = long.length ? `, over the 150-page package at most ${Math.max(...long).toFixed(1)} ms` : "";
  console.log(`answer time           mean ${mean.toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms${longest}`);
  if (showFailures === split) {
    for (const r of results.filter((x) => !x.valueOk || !x.pageOk)) {
      console.log(
        `  ✗ [${r.c.class}] ${r.c.docs.join("+")} "${r.c.question}" expected ${JSON.stringify(r.c.expect)} got ${JSON.stringify(r.got)}`,
      );
    }
  }
}
summaryCases(docs, pages);
if (!args.includes("--no-knowledge")) await runKnowledgeEval(showFailures);
if (!args.includes("--no-forms")) await runFormsEval(showFailures);
if (!args.includes("--no-real")) await realEvalSection({ failures: showFailures === "dev" });
if (!args.includes("--no-loop")) await runScriptedEval({ real: !args.includes("--no-real"), failures: showFailures });
if (!args.includes("--no-voice")) await runVoiceIntakeEval({ failures: showFailures });
await runSkillSets();

/** The analysis skills' sets, then one table of their figures against the issue's targets. */
async function runSkillSets() {
  const rows: SkillEvalRow[] = [];
  for (const set of SKILL_EVAL_SETS) {
    if (only ? set.name !== only : args.includes(`--no-${set.name}`)) continue;
    rows.push(...(await set.run({ failures: showFailures, ...(skillSplit ? { splits: [skillSplit] } : {}) })));
  }
  if (rows.length === 0) return;
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  console.log("\nAnalysis skills (eval/sets/)");
  console.log(
    `${"skill".padEnd(30)}${"metric".padEnd(30)}${"split".padEnd(10)}${"value".padStart(8)}${"n".padStart(7)}  target`,
  );
  for (const r of rows) {
    const target =
      r.target === undefined
        ? ""
        : `${pct(r.target)} ${r.split === "held-out" ? (r.value >= r.target ? "met" : "MISSED") : ""}`;
    console.log(
      `${r.skill.padEnd(30)}${r.metric.padEnd(30)}${r.split.padEnd(10)}${pct(r.value).padStart(8)}${String(r.n).padStart(7)}  ${target}`,
    );
  }
}
