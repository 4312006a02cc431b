import { defineConfig, mergeConfig } from "vitest/config";
import base from "../../vitest.config.ts";

/**
 * The attack-table probes (scripts/probes/*.probe.ts, ADR 069): the test suite's setup (a database
 * per file, the runtime), but only when asked for by name — `scripts/probes/attack-table.ts` runs
 * them one at a time; they are not part of `npm test`.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ["scripts/probes/**/*.probe.ts"],
      reporters: ["default"],
      fileParallelism: false,
      maxWorkers: 1,
    },
  }),
  true,
);
