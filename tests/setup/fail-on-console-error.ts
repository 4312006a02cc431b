import { afterEach, vi } from "vitest";

/** A console.error during a test is a failure: it usually means a swallowed bug. */
let errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${seen.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
