import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { START_NODE_FLAGS } from "../bench/lib/server.ts";

const root = path.resolve(import.meta.dirname, "..");
const startScript = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } }
).scripts.start;

/** ADR 018: the server runs with a larger young generation; the bench measures it with the same flags. */
describe("npm start's Node flags", () => {
  it("start gives the server a 64 MB semi-space, and the bench starts it with the same flags", () => {
    expect(startScript).toContain("tsx --max-semi-space-size=64 server/main.ts");
    expect(startScript).toContain(`tsx ${START_NODE_FLAGS.join(" ")} server/main.ts`);
  });

  it("tsx hands the flag on to the Node process that runs the server", () => {
    const execArgv = execFileSync(
      path.join(root, "node_modules/.bin/tsx"),
      [...START_NODE_FLAGS, "-e", "process.stdout.write(JSON.stringify(process.execArgv))"],
      { cwd: root, encoding: "utf8" },
    );
    expect(JSON.parse(execArgv)).toEqual(expect.arrayContaining(START_NODE_FLAGS));
  });
});
