// Underwriting Analysis (issue 14): generated risks, each an application (two-column table,
// label: value prose, a filled fillable PDF, a scanned page), a carrier supplemental and a loss run,
// read by the APPLICATION view's reader and judged by the skill's checklist and inconsistency rules.
// Scanned pages are read by OCR (extractDocument); drawn pages by the text contract the extractor
// follows (the generator's page text), a fillable PDF's values from its form fields. Held-out:
// other seeds, the other label wording, a scanned application, the second carrier's loss-run
// columns; its failures are never printed.
import { underwritingCases, type UwCase } from "../../scripts/analysis-docs/underwriting/cases.ts";
import type { UwDoc } from "../../scripts/analysis-docs/underwriting/layouts.ts";
import { renderUwDoc } from "../../scripts/analysis-docs/underwriting/render.ts";
import { pageText } from "../../scripts/insurance-docs/model.ts";
import { formFieldsOf } from "../../server/assistant/peek-views/application.ts";
import { checklist, inconsistencies } from "../../server/ai/offline/skills/underwriting/underwriting-findings.ts";
import { sameValue, type ReadDoc } from "../../server/ai/offline/skills/underwriting/underwriting-read.ts";
import { UNDERWRITING_LINES } from "../../domain/preset-options.ts";
import type { PageText } from "../../server/modules/documents/reading/types.ts";
import { readApplication } from "../../server/modules/underwriting/application.ts";
import { FACT_CLASSES } from "../../server/modules/underwriting/fact-classes.ts";
import { factsFromFormFields } from "../../server/modules/underwriting/form-fields.ts";
import type { SkillEvalRow, SkillEvalSet } from "./index.ts";

type Extract = (input: {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}) => Promise<{ pages: Array<{ number: number; text: string }> }>;

async function readDoc(doc: UwDoc, extract: Extract): Promise<ReadDoc> {
  const bytes = await renderUwDoc(doc);
  const texts = doc.scanned
    ? (await extract({ bytes, mimeType: "application/pdf", fileName: doc.fileName })).pages.map((p) => p.text)
    : doc.pages.map(pageText);
  const pages: PageText[] = texts.map((text, i) => ({
    fileId: doc.fileName,
    fileName: doc.fileName,
    page: i + 1,
    text,
  }));
  const fields = doc.fields
    ? factsFromFormFields(await formFieldsOf(bytes), { fileId: doc.fileName, fileName: doc.fileName })
    : [];
  const reading = readApplication(pages, fields);
  let ref = 0;
  const cite = <T extends { citation: object }>(x: T) => ({ ...x, citation: { ...x.citation, ref: ++ref } });
  return {
    fileName: doc.fileName,
    kind: reading.kind,
    facts: reading.facts.map(cite) as ReadDoc["facts"],
    losses: reading.losses.map(cite) as ReadDoc["losses"],
    classCodes: reading.classCodes.map(cite) as ReadDoc["classCodes"],
    vehicles: reading.vehicles.map(cite) as ReadDoc["vehicles"],
    statements: reading.statements.map(cite) as ReadDoc["statements"],
  };
}

interface Tally {
  absent: number;
  absentReported: number;
  reportedMissing: number;
  values: number;
  valuesRight: number;
  conflicts: number;
  conflictsFound: number;
  conflictRows: number;
  conflictRowsRight: number;
}

const ROW_IDS: Record<string, string> = {
  Losses: "losses",
  "Losses not on the application": "losses",
  "Years in business against the start date": "yearsInBusiness",
  ...Object.fromEntries(FACT_CLASSES.map((c) => [c.label, c.id])),
};

async function scoreCase(c: UwCase, extract: Extract, t: Tally, failures: string[] | null) {
  const docs = await Promise.all(c.docs.map((d) => readDoc(d, extract)));
  const items = checklist(docs, [...UNDERWRITING_LINES]);
  const checked = new Set(items.map((i) => i.id));
  const missing = new Set(items.filter((i) => !i.found).map((i) => i.id));
  const absent = c.risk.absent.filter((id) => checked.has(id));
  t.absent += absent.length;
  t.absentReported += absent.filter((id) => missing.has(id)).length;
  t.reportedMissing += missing.size;
  for (const id of missing) if (!absent.includes(id)) failures?.push(`${c.id}: ${id} reported missing but stated`);
  for (const id of absent) if (!missing.has(id)) failures?.push(`${c.id}: ${id} is absent but was reported found`);
  const app = docs[0]!;
  for (const [id, truth] of Object.entries(c.docs[0]!.truth)) {
    t.values++;
    const fact = app.facts.find((f) => f.id === id);
    const right = fact && sameValue(id, fact.value, truth.value) && fact.citation.page === truth.page;
    if (right) t.valuesRight++;
    else
      failures?.push(
        `${c.id}: ${id} read ${fact ? `"${fact.value}" p. ${fact.citation.page}` : "nothing"}, want "${truth.value}" p. ${truth.page}`,
      );
  }
  const expected = new Set([...Object.keys(c.risk.conflicts), ...(c.risk.deniesLosses ? ["losses"] : [])]);
  const found = new Set(inconsistencies(docs).map((row) => ROW_IDS[row[0]!.text] ?? row[0]!.text));
  t.conflicts += expected.size;
  t.conflictsFound += [...expected].filter((id) => found.has(id)).length;
  t.conflictRows += found.size;
  t.conflictRowsRight += [...found].filter((id) => expected.has(id)).length;
  for (const id of expected) if (!found.has(id)) failures?.push(`${c.id}: inconsistency ${id} not found`);
  for (const id of found)
    if (!expected.has(id)) failures?.push(`${c.id}: inconsistency ${id} reported but none was made`);
}

const ratio = (a: number, b: number) => (b ? a / b : 1);

export const underwritingSet: SkillEvalSet = {
  name: "underwriting",
  async run(options) {
    const { failures } = options;
    const { extractDocument } = (await import("../../server/modules/documents/extract.ts")) as {
      extractDocument: Extract;
    };
    const rows: SkillEvalRow[] = [];
    for (const split of options.splits ?? (["dev", "held-out"] as const)) {
      const t: Tally = {
        absent: 0,
        absentReported: 0,
        reportedMissing: 0,
        values: 0,
        valuesRight: 0,
        conflicts: 0,
        conflictsFound: 0,
        conflictRows: 0,
        conflictRowsRight: 0,
      };
      const printed = split === "dev" && failures === "dev" ? ([] as string[]) : null;
      const cases = underwritingCases().filter((c) => c.split === split);
      for (const c of cases) await scoreCase(c, extractDocument, t, printed);
      for (const line of printed ?? []) console.log(`  ${line}`);
      const row = (metric: string, value: number, n: number) =>
        rows.push({ skill: "underwriting", metric, split, value, n });
      row("missing-info recall", ratio(t.absentReported, t.absent), t.absent);
      row("missing-info precision", ratio(t.absentReported, t.reportedMissing), t.reportedMissing);
      row("found value + page", ratio(t.valuesRight, t.values), t.values);
      row("inconsistency recall", ratio(t.conflictsFound, t.conflicts), t.conflicts);
      row("inconsistency precision", ratio(t.conflictRowsRight, t.conflictRows), t.conflictRows);
    }
    return rows;
  },
};
