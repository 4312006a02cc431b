// Page texts for the eval: read from the generated PDFs by the documents capability's
// extractDocument when it is present (end to end, OCR for scanned pages), else the generator's
// page texts (which follow the same text contract). `--text` forces the latter. extractedPages
// reads one document drawn in memory (the CI mode, eval/ci.ts, writes nothing to disk).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { renderPdf } from "../scripts/insurance-docs/render.ts";
import type { GenDoc } from "../scripts/insurance-docs/model.ts";
import type { PageText } from "../server/modules/documents/reading/types.ts";

const generated = path.resolve(import.meta.dirname, "../tests/fixtures/insurance-docs/generated");
const extractModule = path.resolve(import.meta.dirname, "../server/modules/documents/extract.ts");

type Extract = (input: {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}) => Promise<{ pages: Array<{ number: number; text: string }> }>;

export async function pageSource(
  forceText: boolean,
): Promise<{ mode: "extracted" | "generator text"; load: (split: string, docId: string) => Promise<PageText[]> }> {
  let extract: Extract | null = null;
  if (!forceText && existsSync(extractModule))
    extract = ((await import(extractModule)) as { extractDocument: Extract }).extractDocument;
  return {
    mode: extract ? "extracted" : "generator text",
    async load(split, docId) {
      const dir = path.join(generated, split);
      const truth = JSON.parse(await readFile(path.join(dir, `${docId}.truth.json`), "utf8")) as { fileName: string };
      let pages: Array<{ number: number; text: string }>;
      if (extract) {
        const bytes = new Uint8Array(await readFile(path.join(dir, truth.fileName)));
        pages = (await extract({ bytes, mimeType: "application/pdf", fileName: truth.fileName })).pages;
      } else {
        pages = JSON.parse(await readFile(path.join(dir, `${docId}.pages.json`), "utf8"));
      }
      return pages.map((p) => ({ fileId: docId, fileName: truth.fileName, page: p.number, text: p.text }));
    },
  };
}

/** A generated document read end to end without touching the disk: drawn to PDF in memory, read by extractDocument. */
export async function extractedPages(doc: GenDoc): Promise<PageText[]> {
  const { extractDocument } = (await import(extractModule)) as { extractDocument: Extract };
  const bytes = await renderPdf(doc);
  const { pages } = await extractDocument({ bytes, mimeType: "application/pdf", fileName: doc.fileName });
  return pages.map((p) => ({ fileId: doc.id, fileName: doc.fileName, page: p.number, text: p.text }));
}
