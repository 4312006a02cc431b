// The CI mode's floors (eval/floors.json): one per figure per kept-out set. A rate or score must
// not fall below its floor; a count of wrong answers must not rise above its ceiling. Raising
// only goes up (`--raise-floors`); lowering one is a hand edit with a written reason in the
// commit (eval/README.md "CI mode").
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One aggregate figure of a kept-out set: a rate in percent, a mean score (0–1) or a count. */
export interface Figure {
  set: string;
  name: string;
  value: number;
  unit: "%" | "score" | "count";
  /** how many cases (questions, fields, cells…) the figure is over */
  n: number;
}

export type Bound = { floor: number } | { ceiling: number };
export type Floors = Record<string, Record<string, Bound>>;

export const FLOORS_FILE = path.resolve(import.meta.dirname, "floors.json");

export function readFloors(): Floors {
  return JSON.parse(readFileSync(FLOORS_FILE, "utf8")) as Floors;
}

/** Every figure beyond its bound, every figure with no bound, every bound with no figure (one line each). */
export function checkFloors(figures: Figure[], floors: Floors): string[] {
  const problems: string[] = [];
  for (const f of figures) {
    const bound = floors[f.set]?.[f.name];
    const label = `${f.set} / ${f.name} (n ${f.n})`;
    if (!bound) problems.push(`${label}: measured ${show(f, f.value, true)}, no floor written in eval/floors.json`);
    else if ("floor" in bound && f.value < bound.floor)
      problems.push(`${label}: measured ${show(f, f.value, true)}, below its floor ${show(f, bound.floor)}`);
    else if ("ceiling" in bound && f.value > bound.ceiling)
      problems.push(`${label}: measured ${show(f, f.value, true)}, above its ceiling ${show(f, bound.ceiling)}`);
  }
  for (const [set, names] of Object.entries(floors))
    for (const name of Object.keys(names))
      if (!figures.some((f) => f.set === set && f.name === name))
        problems.push(`${set} / ${name}: a floor is written but the figure was not measured`);
  return problems;
}

/**
 * The floor a measured figure earns: a rate half a point under it (rounded down to 0.1), a score
 * 0.005 under it, a count exactly (a ceiling). Written only where it raises the current bound.
 */
export function raisedFloors(figures: Figure[], floors: Floors): Floors {
  const out: Floors = structuredClone(floors);
  for (const f of figures) {
    const earned: Bound =
      f.unit === "count"
        ? { ceiling: f.value }
        : f.unit === "%"
          ? { floor: Math.max(0, Math.floor((f.value - 0.5) * 10) / 10) }
          : { floor: Math.max(0, Math.floor((f.value - 0.005) * 1000) / 1000) };
    const current = out[f.set]?.[f.name];
    const better =
      !current ||
      ("floor" in earned && "floor" in current && earned.floor > current.floor) ||
      ("ceiling" in earned && "ceiling" in current && earned.ceiling < current.ceiling);
    if (better) (out[f.set] ??= {})[f.name] = earned;
  }
  return out;
}

/** One line per figure (the layout Prettier keeps). */
export function writeFloors(floors: Floors): void {
  const line = (name: string, b: Bound) =>
    `    ${JSON.stringify(name)}: ${"floor" in b ? `{ "floor": ${b.floor} }` : `{ "ceiling": ${b.ceiling} }`}`;
  const sets = Object.entries(floors).map(
    ([set, names]) =>
      `  ${JSON.stringify(set)}: {\n${Object.entries(names)
        .map(([name, b]) => line(name, b))
        .join(",\n")}\n  }`,
  );
  writeFileSync(FLOORS_FILE, `{\n${sets.join(",\n")}\n}\n`);
}

/** A figure's value as printed; `precise` (in the failure lines) keeps a rounding from hiding the miss. */
const show = (f: Figure, v: number, precise = false) =>
  f.unit === "%" ? `${v.toFixed(precise ? 2 : 1)}%` : f.unit === "score" ? v.toFixed(precise ? 4 : 3) : String(v);

/** The one table the CI mode prints: each figure, its bound, n, and whether it holds. */
export function printFigures(figures: Figure[], floors: Floors): void {
  const setWidth = Math.max(...figures.map((f) => f.set.length)) + 2;
  const nameWidth = Math.max(...figures.map((f) => f.name.length)) + 2;
  console.log(
    `${"set".padEnd(setWidth)}${"figure".padEnd(nameWidth)}${"measured".padStart(9)}  ${"bound".padEnd(11)}${"n".padStart(6)}`,
  );
  for (const f of figures) {
    const bound = floors[f.set]?.[f.name];
    const text = !bound ? "none" : "floor" in bound ? `≥ ${show(f, bound.floor)}` : `≤ ${show(f, bound.ceiling)}`;
    const holds = bound && ("floor" in bound ? f.value >= bound.floor : f.value <= bound.ceiling) ? "ok" : "FAIL";
    console.log(
      `${f.set.padEnd(setWidth)}${f.name.padEnd(nameWidth)}${show(f, f.value).padStart(9)}  ${text.padEnd(11)}${String(f.n).padStart(6)}  ${holds}`,
    );
  }
}
