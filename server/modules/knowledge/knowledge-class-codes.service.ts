import { contentWords } from "../classification/words.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { readPages } from "../documents/documents.service.ts";
import { completedKnowledgeFiles, type KnowledgeScope } from "./knowledge-read.service.ts";

/**
 * The agency's GL class-code table (ADR 041): GL class codes are licensed by ISO, so Cara matches
 * only a table the agency uploaded to its knowledge base — a document whose lines read as a code
 * (four to six digits) and its description. Rows are matched by the words they share with the
 * business description; each match cites the document, page and the row as printed.
 */

export const NO_GL_TABLE =
  "GL class codes are licensed by ISO; upload your class-code table to the knowledge base and I will match it.";

const ROW = /^\s*"?(\d{4,6})"?\s*[,;|\t:–-]?\s*"?([A-Za-z][^\n]{3,}?)"?\s*$/;
const MIN_ROWS = 5;

export interface ClassCodeMatch {
  code: string;
  description: string;
  matchedWords: string[];
  score: number;
  citation: { fileId: string; fileName: string; page: number; quote: string };
}

interface TableRow {
  code: string;
  description: string;
  line: string;
  fileId: string;
  fileName: string;
  page: number;
}

async function classCodeRows(ctx: AgencyCtx, scope?: KnowledgeScope | null): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for (const document of await completedKnowledgeFiles(ctx, scope)) {
    const pages = await readPages(ctx, { fileId: document.fileId, fromPage: 1, toPage: 200 });
    const found: TableRow[] = [];
    for (const page of pages)
      for (const line of page.text.split(/\n/)) {
        const match = ROW.exec(line);
        if (match)
          found.push({
            code: match[1]!,
            description: match[2]!.replace(/[",]+$/, "").trim(),
            line: line.trim(),
            fileId: document.fileId,
            fileName: document.title,
            page: page.number,
          });
      }
    if (found.length >= MIN_ROWS) rows.push(...found);
  }
  return rows;
}

/** The class codes of the agency's uploaded table that best match `description`; null when it has no table. */
export async function matchClassCodes(
  ctx: AgencyCtx,
  description: string,
  limit = 3,
  scope?: KnowledgeScope | null,
): Promise<ClassCodeMatch[] | null> {
  const rows = await classCodeRows(ctx, scope);
  if (rows.length === 0) return null;
  const wanted = new Set(contentWords(description));
  const frequency = new Map<string, number>();
  const rowWords = rows.map((row) => [...new Set(contentWords(row.description))]);
  for (const words of rowWords) for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const idf = (word: string) => Math.log((rows.length + 1) / ((frequency.get(word) ?? 0) + 1)) + 0.1;
  return rows
    .map((row, i) => {
      const words = rowWords[i]!;
      const matched = words.filter((word) => wanted.has(word));
      const total = words.reduce((sum, word) => sum + idf(word), 0) || 1;
      const got = matched.reduce((sum, word) => sum + idf(word), 0);
      return { row, matched, score: got * (got / total) };
    })
    .filter((item) => item.matched.length > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ row, matched, score }) => ({
      code: row.code,
      description: row.description,
      matchedWords: matched,
      score: Math.round(score * 10) / 10,
      citation: { fileId: row.fileId, fileName: row.fileName, page: row.page, quote: row.line },
    }));
}
