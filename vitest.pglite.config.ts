import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";
import { PGLITE_SUBSET } from "./tests/setup/pglite-subset.ts";

/**
 * The embedded engine's run beside a PostgreSQL one (ADR 054): the test files in
 * tests/setup/pglite-subset.ts, on PGlite whatever DATABASE_URL says (`npm run test:pglite`).
 * Without DATABASE_URL, `npm run test:integration` runs the whole suite on PGlite instead.
 */
delete process.env.DATABASE_URL;

export default defineConfig({ ...base, test: { ...base.test, include: PGLITE_SUBSET } });
