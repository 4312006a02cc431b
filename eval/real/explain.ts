// npm run eval:real -- --explain <question id>: how one dev question was answered — each search the
// offline planner makes, the pages it brought, what the reader stated. Refused for a check question:
// the kept-out split's failures are never read.
import { openLab } from "../../scripts/knowledge-docs/lab.ts";
import { queriesOf } from "../../server/ai/offline/intent.ts";
import { pagesForQuestion, savePages } from "../../server/modules/documents/documents.service.ts";
import { readQuestion } from "../../server/modules/documents/reading/answer.ts";
import { loadRealQuestions, realPages } from "./source.ts";

export async function explainRealQuestion(id: string): Promise<void> {
  const { questions, absent } = await loadRealQuestions();
  if (absent) throw new Error(`real documents: not present (${absent})`);
  const q = questions.find((x) => x.id === id);
  if (!q) throw new Error(`no question ${id}`);
  if (q.split !== "dev") throw new Error(`${id} is in the ${q.split} split: its answers are measured, never read`);
  const lab = await openLab({ agencyName: "Real Documents Eval Agency" });
  try {
    const fileId = await lab.store(q.document, new Uint8Array(0));
    await savePages(lab.ctx, { id: fileId, name: q.document }, await realPages(q.document));
    console.log(`${q.id} [${q.kind}] "${q.question}" → expected ${q.expected}${q.page ? ` p${q.page}` : ""}`);
    for (const query of queriesOf(q.question)) {
      const passages = await pagesForQuestion(lab.ctx, { fileIds: [fileId], query });
      const reading = readQuestion(query, passages);
      console.log(
        `\n  search "${query}": pages ${passages.map((p) => `${p.page}${p.rank ? "" : "(front)"}`).join(", ")}`,
      );
      console.log(`  class ${reading.classId ?? "none"}; stated:`);
      for (const f of reading.findings)
        console.log(
          `    ${f.value.replace(/\s+/g, " ").slice(0, 100)} (p${f.citation.page}) ← ${JSON.stringify(f.citation.quote.slice(0, 120))}`,
        );
      if (!reading.findings.length) console.log("    not found");
    }
  } finally {
    await lab.close();
  }
}
