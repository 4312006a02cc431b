// The real-documents corpus (../shared/reference/real-documents/): 26 carrier, broker and agency
// documents from public repositories, never committed here (SOURCES.md: internal development
// only), and questions whose values were verified on their page. The PDFs are read from
// REAL_DOCUMENTS_DIR (default .real-documents/, git-ignored; fill it with the reference folder's
// get.sh) and their pages extracted once by the product's extractDocument, kept beside them in
// .pages/ (delete that folder, or pass --fresh, after changing extraction).
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DocumentError, extractDocument } from "../../server/modules/documents/extract.ts";
import type { ExtractedPage } from "../../server/modules/documents/document-error.ts";

export type RealSplit = "dev" | "check";

export interface RealQuestion {
  id: string;
  document: string;
  question: string;
  /** The value as printed, or NOT_FOUND. */
  expected: string;
  accept: string[];
  page: number | null;
  kind: string;
  split: RealSplit;
  /** From questions_visual_only.json: values checked on the rendered page (scans, outlined text), not in any text layer. */
  visual?: boolean;
}

const root = path.resolve(import.meta.dirname, "../..");
export const realDocumentsDir = path.resolve(process.env.REAL_DOCUMENTS_DIR ?? path.join(root, ".real-documents"));
export const realQuestionsFile = path.resolve(
  process.env.REAL_DOCUMENTS_QUESTIONS ?? path.join(root, "../shared/reference/real-documents/questions.json"),
);

/** The questions whose documents are present, or why there are none (CI has no network). */
export async function loadRealQuestions(): Promise<{ questions: RealQuestion[]; absent: string | null }> {
  if (!existsSync(realQuestionsFile))
    return { questions: [], absent: `no question file at ${realQuestionsFile} (REAL_DOCUMENTS_QUESTIONS)` };
  const all = JSON.parse(await readFile(realQuestionsFile, "utf8")) as RealQuestion[];
  const visualFile = path.join(path.dirname(realQuestionsFile), "questions_visual_only.json");
  if (existsSync(visualFile))
    for (const q of JSON.parse(await readFile(visualFile, "utf8")) as RealQuestion[]) all.push({ ...q, visual: true });
  const present = all.filter((q) => existsSync(path.join(realDocumentsDir, q.document)));
  if (!present.length)
    return {
      questions: [],
      absent: `none of the documents is in ${realDocumentsDir}: run the reference folder's get.sh into it (REAL_DOCUMENTS_DIR)`,
    };
  return { questions: present, absent: null };
}

/** A document's pages as the product reads them, extracted once and kept in <dir>/.pages/. */
export async function realPages(document: string, fresh = false): Promise<ExtractedPage[]> {
  const cacheDir = path.join(realDocumentsDir, ".pages");
  const cached = path.join(cacheDir, `${document}.json`);
  if (!fresh && existsSync(cached)) return JSON.parse(await readFile(cached, "utf8")) as ExtractedPage[];
  const bytes = new Uint8Array(await readFile(path.join(realDocumentsDir, document)));
  let pages: ExtractedPage[];
  try {
    ({ pages } = await extractDocument(
      { bytes, mimeType: "application/pdf", fileName: document },
      { maxBytes: 200 * 1024 * 1024 },
    ));
  } catch (error) {
    // a document the product cannot read: its questions are asked of no page (and so not found)
    if (!(error instanceof DocumentError)) throw error;
    console.log(`${document}: the product cannot read it (${error.code}: ${error.message})`);
    // a read that ran out of time may finish on a quieter machine: measured as unread, not kept
    if (error.code === "TOO_COMPLEX") return [];
    pages = [];
  }
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, JSON.stringify(pages));
  return pages;
}
