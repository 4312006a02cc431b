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

describe("findings tables", () => {
  const text = [
    "Two requirements are not met.",
    "",
    "| Requirement | Certificate | Verdict |",
    "| --- | --- | --- |",
    "| GL each occurrence $1,000,000 [1] | $2,000,000 [2] | Met |",
    "| Waiver of subrogation \\| GL | **No** | Not met: SUBR WVD blank [2] |",
    "| Umbrella | — |",
    "",
    "| not a table |",
  ].join("\n");

  it("reads a pipe table with its header, rows, verdicts and citations; a lone pipe line stays text", () => {
    const blocks = parseMessage(text, 2);
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "table", "paragraph"]);
    const table = blocks[1] as Extract<(typeof blocks)[number], { kind: "table" }>;
    expect(table.header).toHaveLength(3);
    expect(table.rows).toHaveLength(3);
    expect(table.rows[0]![0]!.inline).toEqual([
      { kind: "text", text: "GL each occurrence $1,000,000 " },
      { kind: "cite", index: 0 },
    ]);
    expect(table.rows[0]![2]).toEqual({ status: "Met", inline: [] });
    expect(table.rows[1]![0]!.inline).toEqual([{ kind: "text", text: "Waiver of subrogation | GL" }]);
    expect(table.rows[1]![1]!.inline).toEqual([{ kind: "bold", text: "No" }]);
    expect(table.rows[1]![2]).toEqual({
      status: "Not met",
      inline: [
        { kind: "text", text: "SUBR WVD blank " },
        { kind: "cite", index: 1 },
      ],
    });
    // a short row is padded to the header's width
    expect(table.rows[2]![2]).toEqual({ status: null, inline: [] });
  });

  it("leaves a header without its rule as text (a table still streaming in)", () => {
    expect(parseMessage("| Coverage | Limit |", 0).map((b) => b.kind)).toEqual(["paragraph"]);
  });
});
