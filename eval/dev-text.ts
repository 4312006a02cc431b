// Development loop: scores one split's questions on the generator page texts and prints its
// failures (dev only; held-out prints figures only). npx tsx eval/dev-text.ts [dev|held-out]
import { readFile } from "node:fs/promises";
import path from "node:path";
import { devCorpus, heldOutCorpus } from "../scripts/insurance-docs/corpus.ts";
import { pageText } from "../scripts/insurance-docs/model.ts";
import type { PageText } from "../server/modules/documents/reading/types.ts";
import type { EvalCase } from "./cases.ts";
import { printTable } from "./report.ts";
import { scoreCase } from "./score.ts";

const split = process.argv[2] === "held-out" ? "held-out" : "dev";
const docs = split === "dev" ? devCorpus() : heldOutCorpus();
const pages = new Map<string, PageText[]>(
  docs.map((d) => [
    d.id,
    d.pages.map((p, i) => ({ fileId: d.id, fileName: d.fileName, page: i + 1, text: pageText(p) })),
  ]),
);
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
