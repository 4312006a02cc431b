import { describe, expect, it } from "vitest";
import { refuseEmptyFiles } from "./empty-files.ts";

describe("a 0-byte file chosen in the prompt box (issue 28)", () => {
  it("is not attached and is refused by name with its reason; the others are kept", () => {
    const policy = { name: "policy.pdf", size: 48_213 };
    expect(refuseEmptyFiles([policy, { name: "quote.pdf", size: 0 }])).toEqual({
      kept: [policy],
      refusal:
        '"quote.pdf" is empty (0 bytes), so there is nothing to read. Check that it finished downloading or saving, then attach it again.',
    });
    expect(refuseEmptyFiles([{ name: "a.pdf", size: 0 }, policy, { name: "b.pdf", size: 0 }]).refusal).toBe(
      '"a.pdf" and "b.pdf" are empty (0 bytes), so there is nothing to read. Check that they finished downloading or saving, then attach them again.',
    );
    expect(refuseEmptyFiles([policy])).toEqual({ kept: [policy], refusal: null });
  });
});
