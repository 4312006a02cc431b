// Writes the demo agency's knowledge PDFs (the seed generates the same ones in memory) and the
// eval's knowledge corpus, to look at: tests/fixtures/knowledge-docs/generated/ (git-ignored).
// Usage: tsx scripts/generate-knowledge-docs.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { harborKnowledgePdfs } from "./knowledge-docs/harbor-docs.ts";

export const knowledgeGeneratedDir = path.resolve(import.meta.dirname, "../tests/fixtures/knowledge-docs/generated");

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.join(knowledgeGeneratedDir, "harbor");
  await mkdir(dir, { recursive: true });
  for (const pdf of await harborKnowledgePdfs()) {
    await writeFile(path.join(dir, pdf.fileName), pdf.bytes);
    console.log(`${pdf.fileName}: ${pdf.pageCount} pages`);
  }
}
