// Generates the insurance document corpus used by `npm run eval` and the reading tests:
// tests/fixtures/insurance-docs/generated/<split>/<id>.pdf with <id>.truth.json (values and pages)
// and <id>.pages.json (the page texts the documents capability's contract produces).
// Deterministic (seeded); the output is not committed. Usage: tsx scripts/generate-insurance-docs.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { corpus } from "./insurance-docs/corpus.ts";
import { pageText, type GenDoc } from "./insurance-docs/model.ts";
import { renderPdf } from "./insurance-docs/render.ts";

export const generatedDir = path.resolve(import.meta.dirname, "../tests/fixtures/insurance-docs/generated");

export async function writeDoc(doc: GenDoc, pdf = true): Promise<void> {
  const dir = path.join(generatedDir, doc.split);
  await mkdir(dir, { recursive: true });
  if (pdf) await writeFile(path.join(dir, doc.fileName), await renderPdf(doc));
  await writeFile(
    path.join(dir, `${doc.id}.truth.json`),
    JSON.stringify({ ...doc, pages: undefined, pageCount: doc.pages.length }, null, 1),
  );
  const pages = doc.pages.map((p, i) => ({ number: i + 1, text: pageText(p) }));
  await writeFile(path.join(dir, `${doc.id}.pages.json`), JSON.stringify(pages));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const docs = corpus();
  for (const doc of docs) await writeDoc(doc);
  const pages = docs.reduce((n, d) => n + d.pages.length, 0);
  console.log(`${docs.length} documents, ${pages} pages in ${generatedDir} (${Date.now() - started} ms)`);
}
