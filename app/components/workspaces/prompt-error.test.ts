import { describe, expect, it } from "vitest";
import { promptError } from "./prompt-error.ts";

describe("promptError", () => {
  it("takes the specific message first", () => {
    expect(
      promptError({ message: "Still working", errors: { message: ["Empty"] }, graphQLErrors: [{ message: "boom" }] }),
    ).toBe("Still working");
  });
  it("then the first entry of the errors list", () => {
    expect(
      promptError({ errors: { files: ["Too large"], message: ["Empty"] }, graphQLErrors: [{ message: "x" }] }),
    ).toBe("Too large");
    expect(promptError({ errors: [{ message: "First" }, { message: "Second" }] })).toBe("First");
  });
  it("then the first GraphQL error, else nothing", () => {
    expect(promptError({ errors: {}, graphQLErrors: [{ message: "Syntax" }] })).toBe("Syntax");
    expect(promptError({})).toBeNull();
  });
});
