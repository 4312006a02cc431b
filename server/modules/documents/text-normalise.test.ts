import { describe, expect, it } from "vitest";
import { normaliseLine, textLayerGarbled } from "./text-normalise.ts";

describe("control characters in a text layer", () => {
  it("are dropped from a line (a NUL would make PostgreSQL refuse the page)", () => {
    expect(normaliseLine("Policy\u0000 No.\u0001 CCP 1280844")).toBe("Policy No. CCP 1280844");
  });

  it("mark a page drawn in privately encoded fonts as unreadable, so it is read by OCR", () => {
    const gibberish =
      '\u0000\n\u0001\u0014\u0014\u0015\u0016\u001e#\u0017\u000e\u000f\u0018*\u0019\u001c\u0004\u0004\u0002\u001a"\u0002 \u000e';
    expect(textLayerGarbled(gibberish.repeat(4))).toBe(true);
  });

  it("leave an ordinary page, or one stray control code in a long page, alone", () => {
    const page = "COMMERCIAL GENERAL LIABILITY DECLARATIONS\nPolicy Number: CGL 118842\nEach Occurrence\t$1,000,000";
    expect(textLayerGarbled(page)).toBe(false);
    expect(textLayerGarbled(`${page}\u0007${page}`)).toBe(false);
    expect(textLayerGarbled("\u0001\u0002")).toBe(false);
  });
});
