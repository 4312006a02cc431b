// npm run eval:ci — the CI mode of `npm run eval`: only the kept-out splits (reading held-out and
// unseen with their summaries, knowledge held-out, forms held-out, the analysis skills' held-out
// sets), aggregate figures only, each checked against its floor in eval/floors.json. Prints one
// table; exits 1 naming every figure below its floor (or above its ceiling). Never prints a case.
// `--raise-floors` rewrites floors.json where the measured figures earn higher floors (eval/README.md).
import { performance } from "node:perf_hooks";
import { checkFloors, printFigures, raisedFloors, readFloors, writeFloors, type Figure } from "./floors.ts";
import { formsKeptOut, knowledgeKeptOut, readingKeptOut, skillSetsKeptOut } from "./kept-out-figures.ts";

const PARTS: Array<[string, () => Promise<Figure[]>]> = [
  ["reading", readingKeptOut],
  ["knowledge", knowledgeKeptOut],
  ["forms", formsKeptOut],
  ["analysis skills", skillSetsKeptOut],
];

const started = performance.now();
const figures: Figure[] = [];
const times: string[] = [];
for (const [name, measure] of PARTS) {
  const t = performance.now();
  figures.push(...(await measure()));
  times.push(`${name} ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

const floors = readFloors();
console.log("\nKept-out figures (npm run eval:ci; bounds in eval/floors.json)");
printFigures(figures, floors);
console.log(`\n${times.join(", ")}; total ${((performance.now() - started) / 1000).toFixed(1)} s`);

if (process.argv.includes("--raise-floors")) {
  writeFloors(raisedFloors(figures, floors));
  console.log("eval/floors.json: floors raised where the measured figures earn it (never lowered).");
}
const problems = checkFloors(figures, floors);
if (problems.length > 0) {
  console.error(`\neval:ci FAILED: ${problems.length} figure(s) not within their bounds`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log("eval:ci passed: every kept-out figure is within its bound.");
process.exit(0);
