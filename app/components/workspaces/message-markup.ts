/**
 * Cara's messages are plain text with a little markdown: paragraphs (blank lines), bullet and
 * numbered lists, **bold**, pipe tables (a findings table: a header row, a `| --- |` rule, then
 * rows; a cell may start with a verdict, "Not met: …"), and citation marks [1], [2] that refer
 * to the message's citations in order. This turns the text into blocks of inline pieces;
 * nothing in it is ever read as HTML.
 */
import { leadingStatus, type FindingStatus } from "#domain/findings.ts";

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "cite"; index: number /* 0-based into citations */ };

export type Block =
  | { kind: "paragraph"; lines: Inline[][] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "heading"; inline: Inline[] }
  | { kind: "table"; header: Inline[][]; rows: TableCell[][] };

export interface TableCell {
  status: FindingStatus | null;
  inline: Inline[];
}

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

const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/;

/** The cells of a `| a | b |` row; `\|` is a pipe inside a cell. */
function cellsOf(row: string): string[] {
  const inner = row.trim().slice(1, -1);
  return inner.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, "|").trim());
}

function tableCell(text: string, citationCount: number): TableCell {
  const lead = leadingStatus(text);
  return lead
    ? { status: lead.status, inline: parseInline(lead.rest, citationCount) }
    : { status: null, inline: parseInline(text, citationCount) };
}

/** A table at `lines[at]` (a header row and its rule, then rows): the block and the lines it used. */
function readTable(lines: string[], at: number, citationCount: number) {
  if (!TABLE_ROW.test(lines[at]!) || !TABLE_RULE.test(lines[at + 1] ?? "")) return null;
  const header = cellsOf(lines[at]!);
  let end = at + 2;
  const rows: TableCell[][] = [];
  while (end < lines.length && TABLE_ROW.test(lines[end]!)) {
    const cells = cellsOf(lines[end]!);
    rows.push(header.map((_, i) => tableCell(cells[i] ?? "", citationCount)));
    end += 1;
  }
  const block: Block = { kind: "table", header: header.map((h) => parseInline(h, citationCount)), rows };
  return { block, used: end - at };
}

/** Blocks of a message: consecutive list lines form one list; other lines group into paragraphs. */
export function parseMessage(text: string, citationCount: number): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let paragraph: Inline[][] | null = null;
    let list: Extract<Block, { kind: "list" }> | null = null;
    const lines = chunk.split("\n");
    for (let at = 0; at < lines.length; at++) {
      const raw = lines[at]!;
      if (!raw.trim()) continue;
      const table = readTable(lines, at, citationCount);
      if (table) {
        blocks.push(table.block);
        at += table.used - 1;
        paragraph = list = null;
        continue;
      }
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
