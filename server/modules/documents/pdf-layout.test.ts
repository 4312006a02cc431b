import { describe, expect, it } from "vitest";
import { linesOfRuns, type TextRun } from "./pdf-layout.ts";
import { normalisePageText } from "./text-normalise.ts";

/** A run of `str` at (x, y) in a 10 pt font, about 5 pt per character. */
const run = (str: string, x: number, y: number, width = str.length * 5): TextRun => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width,
  height: 10,
});

describe("linesOfRuns", () => {
  it("groups runs by baseline, reads them left to right and separates table cells by a tab", () => {
    const lines = linesOfRuns([
      run("$1,000,000", 320, 700.6),
      run("Each Occurrence", 56, 700),
      run("General Aggregate", 56, 682),
      run(" ", 141, 682, 179),
      run("$2,000,000", 320, 682),
      run("Declar", 56, 740, 30),
      run("ations", 86, 740, 30),
      run("Page", 56, 760, 20),
      run("1", 78, 760, 5),
    ]);
    expect(lines).toEqual(["Page 1", "Declarations", "Each Occurrence\t$1,000,000", "General Aggregate\t$2,000,000"]);
  });

  it("puts rotated text (a form number up the margin) on lines of its own after the page", () => {
    const vertical: TextRun = { str: "CG 00 01 04 13", transform: [0, 10, -10, 0, 20, 400], width: 70, height: 10 };
    expect(linesOfRuns([vertical, run("Coverage A", 56, 700)])).toEqual(["Coverage A", "CG 00 01 04 13"]);
  });
});

describe("normalisePageText", () => {
  it("joins hyphenated words, folds ligatures and spaces, turns leader dots into a cell gap", () => {
    expect(
      normalisePageText([
        "",
        "The insurer will pay for cover-",
        "age  of\u00a0the ﬁrst loss.",
        "Each Occurrence ........... $1,000,000",
        "Non-Owned Auto",
        "",
        "",
      ]),
    ).toBe("The insurer will pay for coverage\nof the first loss.\nEach Occurrence\t$1,000,000\nNon-Owned Auto");
  });
});
