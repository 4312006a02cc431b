import { describe, expect, it } from "vitest";
import { CitationBook } from "./citations.ts";

const c = (page: number, quote: string) => ({ fileId: "f1", fileName: "policy.pdf", page, quote });

describe("CitationBook", () => {
  it("numbers citations across tool answers and keeps the ones the final text marks, renumbered", () => {
    const book = new CitationBook();
    const first = book.adopt("The premium is $4,210 [1].", [c(1, "Premium $4,210")]);
    const second = book.adopt("Each occurrence $1,000,000 [1]; aggregate $2,000,000 [2].", [
      c(2, "Each Occurrence\t$1,000,000"),
      c(2, "General Aggregate\t$2,000,000"),
    ]);
    expect(first.text).toBe("The premium is $4,210 [1].");
    expect(second.text).toBe("Each occurrence $1,000,000 [2]; aggregate $2,000,000 [3].");
    const done = book.finish("Each occurrence $1,000,000 [2]. The premium is $4,210 [1]. Made up [9].");
    expect(done.content).toBe("Each occurrence $1,000,000 [1]. The premium is $4,210 [2]. Made up.");
    expect(done.citations.map((x) => x.quote)).toEqual(["Each Occurrence\t$1,000,000", "Premium $4,210"]);
  });

  it("gives the same passage the same number", () => {
    const book = new CitationBook();
    expect(book.add(c(3, "x")).ref).toBe(1);
    expect(book.add(c(3, "x")).ref).toBe(1);
    expect(book.add(c(4, "x")).ref).toBe(2);
  });
});
