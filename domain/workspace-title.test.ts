import { describe, expect, it } from "vitest";
import { titleFromMessage } from "./workspace.ts";

describe("titleFromMessage", () => {
  it("takes the first words of the first line only", () => {
    expect(titleFromMessage("Issue the certificate this request asks for\n\nTemplate: ACORD 25")).toBe(
      "Issue the certificate this request asks for",
    );
  });
  it("keeps at most eight words and falls back when the message is empty", () => {
    expect(titleFromMessage("one two three four five six seven eight nine")).toBe(
      "one two three four five six seven eight",
    );
    expect(titleFromMessage("   ", "policy.pdf")).toBe("policy.pdf");
  });
});
