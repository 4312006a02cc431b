import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseInput, ValidationError } from "./errors.ts";

describe("parseInput messages", () => {
  it("never passes a raw parser message to a user", () => {
    const schema = z.object({ name: z.string(), age: z.number(), note: z.string().min(1, "Write a note") });
    let error: unknown;
    try {
      parseInput(schema, { age: "x", note: "" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual([
      { path: "name", message: "This field is required" },
      { path: "age", message: "Enter a valid value" },
      { path: "note", message: "Write a note" },
    ]);
  });
});
