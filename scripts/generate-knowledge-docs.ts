// Writes the demo agency's knowledge PDFs (the seed generates the same ones in memory) and the
// eval's knowledge corpus with its questions, to look at: tests/fixtures/knowledge-docs/generated/
// (git-ignored). The eval and the bench generate the corpus in memory; they do not need this.
// Usage: npm run generate:knowledge-docs
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { knowledgeCorpus } from "./knowledge-docs/corpus/index.ts";
import { harborKnowledgePdfs } from "./knowledge-docs/harbor-docs.ts";
import { renderKnowledgePdf } from "./knowledge-docs/render.ts";

export const knowledgeGeneratedDir = path.resolve(import.meta.dirname, "../tests/fixtures/knowledge-docs/generated");

if (import.meta.url === `file://${process.argv[1]}`) {
  const harbor = path.join(knowledgeGeneratedDir, "harbor");
  await mkdir(harbor, { recursive: true });
  for (const pdf of await harborKnowledgePdfs()) {
    await writeFile(path.join(harbor, pdf.fileName), pdf.bytes);
    console.log(`harbor/${pdf.fileName}: ${pdf.pageCount} pages`);
  }
  const { docs, questions } = await knowledgeCorpus();
  for (const { split, doc, pages } of docs) {
    const dir = path.join(knowledgeGeneratedDir, "corpus", split);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${doc.id}.pdf`), (await renderKnowledgePdf(doc, pages)).bytes);
  }
  await writeFile(path.join(knowledgeGeneratedDir, "corpus", "questions.json"), JSON.stringify(questions, null, 1));
  console.log(`corpus: ${docs.length} documents, ${questions.length} questions`);
}
