// The reading eval's splits: a split's question set (eval/questions/<split>.json) answered on the
// documents' pages and scored case by case (score.ts). Used by `npm run eval` (run.ts) and its CI
// mode (ci.ts).
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PageText } from "../server/modules/documents/reading/types.ts";
import type { EvalCase } from "./cases.ts";
import { scoreCase, type CaseResult } from "./score.ts";

export type ReadingSplit = "dev" | "held-out" | "unseen";

export async function loadCases(split: ReadingSplit): Promise<EvalCase[]> {
  return JSON.parse(await readFile(path.resolve(import.meta.dirname, `questions/${split}.json`), "utf8")) as EvalCase[];
}

/** Every case scored on its documents' pages, with the time each answer took (ms). */
export function scoreCases(
  cases: EvalCase[],
  pages: Map<string, PageText[]>,
): { results: CaseResult[]; timings: number[] } {
  const timings: number[] = [];
  const results = cases.map((c) => {
    const t = performance.now();
    const r = scoreCase(
      c,
      c.docs.flatMap((id) => pages.get(id) ?? []),
    );
    timings.push(performance.now() - t);
    return r;
  });
  return { results, timings };
}
