import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/** One test file's time in a run: what scripts/test-all.ts prints the ten slowest of. */
export interface FileTime {
  file: string;
  /** Setting up, importing and running the file, in milliseconds. */
  ms: number;
  tests: number;
  state: string;
}

/**
 * Writes each test file's time to the file named by VITEST_FILE_TIMES (nothing without it), so
 * that `npm test` can show where the suite's time goes. Prints nothing: vitest's own summary
 * stays the run's last lines.
 */
export default class FileTimesReporter implements Reporter {
  private readonly times: FileTime[] = [];
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(module: TestModule) {
    const diagnostic = module.diagnostic();
    this.times.push({
      file: path.relative(this.root, module.moduleId),
      ms: Math.round(
        diagnostic.prepareDuration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration,
      ),
      tests: [...module.children.allTests()].length,
      state: module.state(),
    });
  }

  onTestRunEnd() {
    const out = process.env.VITEST_FILE_TIMES;
    if (!out) return;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        this.times.sort((a, b) => b.ms - a.ms),
        null,
        1,
      ),
    );
  }
}
