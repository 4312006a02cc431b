import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  allTestFiles,
  ENGINE_SENSITIVE_TEST_REASONS,
  engineSensitiveTestFiles,
  PGLITE_SUBSET,
  SQL_HEAVY_REASONS,
  sqlHeavyReasons,
} from "#tests/setup/pglite-subset.ts";

/** ADR 054: the test files that run on the embedded engine too cannot fall out of its run unnoticed. */

const root = path.resolve(import.meta.dirname, "..");

function sourceModules(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .map((entry) => `${dir}/${entry}`)
    .filter((file) => /\.(ts|mjs)$/.test(file) && !/\.(test|d)\.[a-z]+$/.test(file));
}

describe("the PGlite subset (tests/setup/pglite-subset.ts)", () => {
  it("names test files that exist, once each", () => {
    const files = new Set(allTestFiles());
    expect(PGLITE_SUBSET.filter((file) => !files.has(file))).toEqual([]);
    expect(PGLITE_SUBSET.length).toBe(new Set(PGLITE_SUBSET).size);
  });

  it("holds every test file of the embedded engine's code or of SQL that can differ between the engines", () => {
    const listed = new Set(PGLITE_SUBSET);
    const missing = [...engineSensitiveTestFiles()]
      .filter(([file]) => !listed.has(file))
      .map(([file, why]) => `${file}: ${why.join("; ")}`);
    // each line names a test file to add to PGLITE_SUBSET, and why the rule picked it
    expect(missing).toEqual([]);
  });

  it("finds something for each of its reasons, so that a rename cannot switch one off", () => {
    const modules = [...sourceModules("server"), ...sourceModules("app")];
    for (const reason of Object.keys(SQL_HEAVY_REASONS))
      expect(
        modules.some((file) => sqlHeavyReasons(file).includes(reason)),
        `no module is SQL-heavy for "${reason}"`,
      ).toBe(true);
    const found = [...engineSensitiveTestFiles().values()].flat();
    for (const reason of Object.keys(ENGINE_SENSITIVE_TEST_REASONS))
      expect(found, `no test file is engine-sensitive for "${reason}"`).toContain(reason);
  });
});
