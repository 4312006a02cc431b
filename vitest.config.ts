import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./tests/setup/sequencer.ts";

const require = createRequire(import.meta.url);

/**
 * Unit and integration tests on a real database: PGlite per test file (restored from a
 * snapshot made once), or a fresh PostgreSQL database per file when DATABASE_URL is set.
 * Kept apart from vite.config.ts (no React Router plugin here). vitest.pglite.config.ts runs
 * the subset that runs on the embedded engine too (ADR 054).
 */
export default defineConfig({
  resolve: {
    // One copy of graphql: the ESM and CJS entries would otherwise both load ("another realm").
    alias: { graphql: require.resolve("graphql/index.js") },
  },
  test: {
    include: [
      "server/**/*.test.ts",
      "domain/**/*.test.ts",
      "tests/**/*.test.ts",
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "scripts/scratch/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    fileParallelism: true,
    // Test files share a worker's module graph instead of importing the whole server again each
    // (most of a file's time was that import: the suite went from ~18 to under 4 minutes). Every
    // file still gets its own database (above) and its own runtime from startTestRuntime; no test
    // mocks a module, and the modules' own caches are keyed by database or hold pure values.
    isolate: false,
    // the files that start processes first, then the slowest of the last run (tests/setup/sequencer.ts)
    sequence: { sequencer: SlowFirstSequencer },
    // each file's time to the file VITEST_FILE_TIMES names, for npm test's ten slowest
    reporters: ["default", "./tests/setup/file-times-reporter.ts"],
  },
});
