// Development loop: scores the dev (or held-out) questions and prints the dev failures; held-out
// prints figures only, the unseen split is never scored here (eval/README.md). Pages are the
// generator's texts, or with --pdf the generated PDFs read by extractDocument (OCR for scans).
//   npx tsx eval/dev-text.ts [dev|held-out] [--pdf]
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { devCorpus, heldOutCorpus } from "../scripts/insurance-docs/corpus.ts";
import { pageText } from "../scripts/insurance-docs/model.ts";
import { generatedDir, writeDoc } from "../scripts/generate-insurance-docs.ts";
import type { PageText } from "../server/modules/documents/reading/types.ts";
import type { EvalCase } from "./cases.ts";
import { pageSource } from "./pages.ts";
import { printTable } from "./report.ts";
import { scoreCase } from "./score.ts";

const args = process.argv.slice(2);
const split = args.includes("held-out") ? "held-out" : "dev";
const docs = split === "dev" ? devCorpus() : heldOutCorpus();
const pages = new Map<string, PageText[]>();
if (args.includes("--pdf")) {
  for (const d of docs) if (!existsSync(path.join(generatedDir, d.split, d.fileName))) await writeDoc(d);
  const source = await pageSource(false);
  for (const d of docs) pages.set(d.id, await source.load(d.split, d.id));
} else {
  for (const d of docs)
    pages.set(
      d.id,
      d.pages.map((p, i) => ({ fileId: d.id, fileName: d.fileName, page: i + 1, text: pageText(p) })),
    );
}
const cases = JSON.parse(
  await readFile(path.resolve(import.meta.dirname, `questions/${split}.json`), "utf8"),
) as EvalCase[];
const results = cases.map((c) =>
  scoreCase(
    c,
    c.docs.flatMap((id) => pages.get(id) ?? []),
  ),
);
printTable(split, results);
if (split === "dev")
  for (const r of results.filter((x) => !x.valueOk || !x.pageOk))
    console.log(
      `  ✗ [${r.c.class}] ${r.c.docs.join("+")} "${r.c.question}" expected ${JSON.stringify(r.c.expect)} got ${JSON.stringify(r.got)}`,
    );
