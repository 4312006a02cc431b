// Writes eval/questions/dev.json, held-out.json and unseen.json from the generated corpus's
// ground truth. Run once after changing the corpus: tsx eval/build-questions.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { format } from "prettier";
import { devCorpus, heldOutCorpus, unseenCorpus } from "../scripts/insurance-docs/corpus.ts";
import type { GenDoc } from "../scripts/insurance-docs/model.ts";
import { allExclusionTopics, exclusionTitleWord } from "../scripts/insurance-docs/wording.ts";
import { exclusionWordings, formTopicWordings, formWordings, templates, unknownQuestions } from "./templates.ts";
import type { EvalCase } from "./cases.ts";

function casesFor(docs: GenDoc[], split: 0 | 1 | 2): EvalCase[] {
  const out: EvalCase[] = [];
  const add = (doc: GenDoc[], question: string, cls: string, expect: EvalCase["expect"]) =>
    out.push({
      id: `${doc.map((d) => d.id).join("+")}:${out.length}`,
      docs: doc.map((d) => d.id),
      question,
      class: cls,
      expect,
    });
  docs.forEach((doc, d) => {
    const pick = (list: string[], i: number) => list[(d + i) % list.length];
    for (const [cls, values] of Object.entries(doc.truth.values)) {
      const wording = templates[cls]?.[split];
      if (!wording) continue;
      add([doc], pick(wording, 0), cls, { values: values.map((v) => ({ value: v.value, page: v.page })) });
    }
    for (const cls of doc.truth.absent) {
      const wording = templates[cls]?.[split];
      if (wording) add([doc], pick(wording, 1), cls, { notFound: true });
    }
    doc.truth.exclusions.slice(0, 2).forEach((e, i) => {
      add([doc], pick(exclusionWordings[split], i).replace("{topic}", e.topic), "exclusion", {
        values: [{ value: e.phrase, page: e.page }],
      });
    });
    if (doc.truth.exclusions.length) {
      const mentioned = (t: string) =>
        doc.truth.exclusions.some((e) => e.topic === t) ||
        doc.truth.forms.some((f) => exclusionTitleWord(t).some((w) => f.title.toLowerCase().includes(w)));
      const missing = allExclusionTopics.find((t) => !mentioned(t));
      if (missing)
        add([doc], pick(exclusionWordings[split], 0).replace("{topic}", missing), "exclusion", { notFound: true });
    }
    if (doc.truth.forms.length) {
      const f = doc.truth.forms;
      add([doc], pick(formWordings[split], 0), "forms", {
        values: f.map((x) => ({ value: x.number, page: x.page })),
        list: true,
      });
      const named = f[(d % (f.length - 1)) + 1];
      const title = named.title.replace(/ (Exclusion|Endorsement|Coverage Form|Form)$/i, "");
      add([doc], pick(formTopicWordings[split], 0).replace("{title}", title), "forms", {
        values: [{ value: named.number, page: named.page }],
      });
    }
    add([doc], pick(unknownQuestions[split], 0), "generic", { notFound: true });
  });
  // two documents at once: different policy numbers are both reported with their sources
  for (let i = 0; i + 1 < docs.length; i += 3) {
    const pair = [docs[i], docs[i + 1]];
    const values = pair.flatMap((d) => (d.truth.values.policyNumber ?? []).map((v) => ({ ...v, doc: d.id })));
    if (values.length === 2) add(pair, templates.policyNumber[split][0], "policyNumber", { values });
  }
  return out;
}

const dir = path.resolve(import.meta.dirname, "questions");
const dev = casesFor(devCorpus(), 0);
const heldOut = casesFor(heldOutCorpus(), 1);
const unseen = casesFor(unseenCorpus(), 2);
const json = (cases: EvalCase[]) => format(JSON.stringify(cases), { parser: "json", printWidth: 120 });
await writeFile(path.join(dir, "dev.json"), await json(dev));
await writeFile(path.join(dir, "held-out.json"), await json(heldOut));
await writeFile(path.join(dir, "unseen.json"), await json(unseen));
console.log(`dev ${dev.length} cases, held-out ${heldOut.length} cases, unseen ${unseen.length} cases`);
