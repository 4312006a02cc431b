import { describe, expect, it } from "vitest";
import { parseInline, parseMessage } from "./message-markup.ts";

describe("parseInline", () => {
  it("marks bold runs and citations that exist; other brackets stay text", () => {
    expect(parseInline("Each Occurrence is **$1,000,000** [1] per [3] form [a]", 2)).toEqual([
      { kind: "text", text: "Each Occurrence is " },
      { kind: "bold", text: "$1,000,000" },
      { kind: "text", text: " " },
      { kind: "cite", index: 0 },
      { kind: "text", text: " per [3] form [a]" },
    ]);
  });
  it("reads [0] as text, not a citation", () => {
    expect(parseInline("[0]", 1)).toEqual([{ kind: "text", text: "[0]" }]);
  });
});

describe("parseMessage", () => {
  it("splits paragraphs on blank lines and groups list lines", () => {
    const blocks = parseMessage("Summary:\nline two\n\n- GL [1]\n- Auto\n1. first\n2. second\n\n## Forms", 1);
    expect(blocks.map((block) => block.kind)).toEqual(["paragraph", "list", "list", "heading"]);
    expect(blocks[0]).toEqual({
      kind: "paragraph",
      lines: [[{ kind: "text", text: "Summary:" }], [{ kind: "text", text: "line two" }]],
    });
    expect(blocks[1]).toMatchObject({
      ordered: false,
      items: [[{ text: "GL " }, { kind: "cite", index: 0 }], [{ text: "Auto" }]],
    });
    expect(blocks[2]).toMatchObject({ ordered: true, items: [[{ text: "first" }], [{ text: "second" }]] });
  });
  it("never reads HTML: tags stay text", () => {
    expect(parseMessage("<b>x</b>", 0)).toEqual([{ kind: "paragraph", lines: [[{ kind: "text", text: "<b>x</b>" }]] }]);
  });
});
