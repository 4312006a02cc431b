import fs from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The suite's long poles start first, so that no worker is left running one alone at the end:
 * test files that start other processes (the seed, the worker, web processes, curl), then those
 * that give a test more than the suite's 30 s (they wait on jobs, render documents, read PDFs).
 * Within each group vitest's own order: the slowest of the last run first (its cache under
 * node_modules/.vite), or on a fresh clone the largest files first.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = new Map(sorted.map((spec) => [spec, slowness(fs.readFileSync(spec.moduleId, "utf8"))]));
    // Array.prototype.sort is stable: vitest's order holds within a group
    return sorted.sort((a, b) => rank.get(a)! - rank.get(b)!);
  }
}

/** 0: starts processes; 1: raises a test's or a hook's timeout; 2: the rest. */
export function slowness(source: string): number {
  if (/from\s+["']node:child_process["']/.test(source)) return 0;
  if (/timeout:\s*[1-9]\d{1,2}_000\b|\},\s*[1-9]\d{1,2}_000\s*\)/.test(source)) return 1;
  return 2;
}
