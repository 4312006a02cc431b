import { describe, expect, it } from "vitest";
import { layOutWords } from "./ocr.ts";

// Words as tesseract places them (pixels, y down); the row height stands for the font size.
const word = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, y0: 100, x1, y1: 120 } });
const line = (y1: number, words: ReturnType<typeof word>[]) => ({
  words: words.map((w) => ({ ...w, bbox: { ...w.bbox, y0: y1 - 20, y1 } })),
  bbox: { y1 },
  rowAttributes: { rowHeight: 20 },
});

describe("OCR words laid out like a text layer", () => {
  it("joins a box's words by spaces and separates the next box by a tab", () => {
    const lines = layOutWords([
      line(120, [word("INSURED", 10, 90), word("INSURER", 400, 470), word("B:", 476, 490)]),
      line(150, [word("Foxley", 10, 70), word("Grading,", 74, 150), word("LLC", 155, 190)]),
    ]);
    expect(lines).toBe("INSURED\tINSURER B:\nFoxley Grading, LLC");
  });

  it("puts words that OCR read in different blocks on one line when they share a baseline", () => {
    const lines = layOutWords([
      line(120, [word("PRODUCER", 10, 110)]),
      line(121, [word("Dana", 400, 440), word("Whitlock", 445, 520)]),
    ]);
    expect(lines).toBe("PRODUCER\tDana Whitlock");
  });

  it("never glues two words whose boxes touch", () => {
    const lines = layOutWords([line(120, [word("[26263", 10, 70), word("|", 70, 72)])]);
    expect(lines).toBe("[26263 |");
  });
});
