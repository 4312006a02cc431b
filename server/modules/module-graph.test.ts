import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The modules' import graph has no cycle (ADR 017): if `a` imports `b`, nothing in `b` imports
 * `a`, directly or through other modules. Type-only imports leave no run-time edge and are left
 * out, as are foreign keys (a `*.table.ts` referencing another module's table: schema, not a read).
 */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.dirname(modulesDir);

type Graph = Map<string, Map<string, string[]>>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s+([^;]*?)\s+from\s+"([^"]+)"|^\s*import\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/gm;

/** Whether an import clause brings in only types (`import type`, or every name marked `type`). */
function typeOnly(clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  const names = clause.match(/^\{([^}]*)\}$/s)?.[1];
  if (!names) return false;
  const parts = names
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((part) => part.startsWith("type "));
}

const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0]!;

/** module → imported module → the file-level edges behind it. */
function moduleGraph(files: string[], read: (file: string) => string): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const from = moduleOf(file);
    for (const match of read(file).matchAll(IMPORT)) {
      const [, clause, fromSpec, bareSpec, dynamicSpec] = match;
      if (clause !== undefined && typeOnly(clause.trim())) continue;
      const spec = fromSpec ?? bareSpec ?? dynamicSpec!;
      const target = spec.startsWith(".")
        ? path.resolve(path.dirname(file), spec)
        : spec.startsWith("#server/")
          ? path.join(serverDir, spec.slice("#server/".length))
          : null;
      if (!target || !target.startsWith(modulesDir + path.sep)) continue;
      const to = moduleOf(target);
      if (to === from) continue;
      if (file.endsWith(".table.ts") && target.endsWith(".table.ts")) continue; // a foreign key
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), `${path.relative(modulesDir, file)} → ${spec}`]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every cycle's first occurrence as a path of modules (a → b → … → a), by depth-first search. */
function cyclesOf(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, stack: string[]) => {
    const at = stack.indexOf(node);
    if (at >= 0) {
      cycles.push([...stack.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node)?.keys() ?? []) visit(next, [...stack, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return cycles;
}

describe("module boundaries", () => {
  it("no two modules import each other, directly or through others", () => {
    const graph = moduleGraph(sourceFiles(modulesDir), (file) => fs.readFileSync(file, "utf8"));
    const explained = cyclesOf(graph).map((cycle) =>
      cycle
        .slice(1)
        .map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i]!)!.get(to)!.join("; ")})`)
        .join("\n"),
    );
    expect(explained).toEqual([]);
    // the graph really was read: servicing uses accounts, calls reach servicing only by a foreign key
    expect(graph.get("servicing")?.has("accounts")).toBe(true);
    expect(graph.get("calls")?.has("servicing")).toBe(true); // calls.graphql.ts adds ServiceRequest.calls
    expect(graph.get("servicing")?.has("calls") ?? false).toBe(false);
  });

  it("finds a cycle through several modules, and ignores type-only imports and foreign keys", () => {
    const files: Record<string, string> = {
      "a/a.service.ts": `import { b } from "../b/b.service.ts";`,
      "b/b.service.ts": `import { c } from "#server/modules/c/c.read.ts";\nimport type { A } from "../a/a.service.ts";`,
      "c/c.read.ts": `export { a } from "../a/a.service.ts";`,
      "d/d.service.ts": `import { type A } from "../a/a.service.ts";\nimport { e } from "../e/e.service.ts";`,
      "d/d.table.ts": `import { things } from "../e/e.table.ts";`,
      "e/e.service.ts": `import { d } from "../d/d.table.ts";`,
    };
    const graph = moduleGraph(
      Object.keys(files).map((file) => path.join(modulesDir, file)),
      (file) => files[path.relative(modulesDir, file)]!,
    );
    expect(cyclesOf(graph)).toEqual([
      ["a", "b", "c", "a"],
      ["d", "e", "d"],
    ]);
    delete files["e/e.service.ts"];
    const withoutE = moduleGraph(
      Object.keys(files).map((file) => path.join(modulesDir, file)),
      (file) => files[path.relative(modulesDir, file)]!,
    );
    expect(cyclesOf(withoutE)).toEqual([["a", "b", "c", "a"]]);
  });
});
