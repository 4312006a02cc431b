/**
 * Cara's messages are plain text with a little markdown: paragraphs (blank lines), bullet and
 * numbered lists, **bold**, and citation marks [1], [2] that refer to the message's citations in
 * order. This turns the text into blocks of inline pieces; nothing in it is ever read as HTML.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "cite"; index: number /* 0-based into citations */ };

export type Block =
  | { kind: "paragraph"; lines: Inline[][] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "heading"; inline: Inline[] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,4}\s+(.*)$/;

/** Inline pieces of one line: bold runs and citation marks that match a citation (others stay text). */
export function parseInline(line: string, citationCount: number): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*([^*]+)\*\*|\[(\d{1,3})\]/g;
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = out.at(-1);
    if (previous?.kind === "text") previous.text += text;
    else out.push({ kind: "text", text });
  };
  for (const match of line.matchAll(pattern)) {
    const start = match.index;
    pushText(line.slice(last, start));
    last = start + match[0].length;
    if (match[1] !== undefined) out.push({ kind: "bold", text: match[1] });
    else {
      const index = Number(match[2]) - 1;
      if (index >= 0 && index < citationCount) out.push({ kind: "cite", index });
      else pushText(match[0]);
    }
  }
  pushText(line.slice(last));
  return out;
}

/** Blocks of a message: consecutive list lines form one list; other lines group into paragraphs. */
export function parseMessage(text: string, citationCount: number): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let paragraph: Inline[][] | null = null;
    let list: Extract<Block, { kind: "list" }> | null = null;
    for (const raw of chunk.split("\n")) {
      if (!raw.trim()) continue;
      const bullet = BULLET.exec(raw);
      const numbered = bullet ? null : NUMBERED.exec(raw);
      const heading = HEADING.exec(raw);
      if (bullet || numbered) {
        const ordered = Boolean(numbered);
        if (!list || list.ordered !== ordered) {
          list = { kind: "list", ordered, items: [] };
          blocks.push(list);
        }
        list.items.push(parseInline((bullet ?? numbered)![1]!, citationCount));
        paragraph = null;
      } else if (heading) {
        blocks.push({ kind: "heading", inline: parseInline(heading[1]!, citationCount) });
        paragraph = list = null;
      } else {
        if (!paragraph) {
          paragraph = [];
          blocks.push({ kind: "paragraph", lines: paragraph });
        }
        paragraph.push(parseInline(raw.trim(), citationCount));
        list = null;
      }
    }
  }
  return blocks;
}
