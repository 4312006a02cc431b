// The knowledge retrieval corpus of `npm run eval`: 60 documents of ten fictional agencies
// (appetite guides, claims contact sheets, servicing playbooks, office hours and escalation,
// carrier bulletins, underwriting guidelines) and their questions, each with the document, the page (from the layout:
// the page its tagged block landed on) and the expected answer value. Development agencies use
// wording A for documents and questions; held-out agencies use wording B for both.
import { layout, pageText, standardFonts, type KnowledgeDoc, type LaidOutPage } from "../layout.ts";
import { appetiteDoc, contactDoc, type Style } from "./carrier-docs.ts";
import { bulletinDoc, guidelinesDoc, officeDoc, playbookDoc } from "./office-docs.ts";
import { asks } from "./questions.ts";
import { buildWorld } from "./world.ts";

export interface KnowledgeQuestion {
  id: string;
  split: "dev" | "held-out";
  kind: string;
  question: string;
  docId: string;
  page: number;
  /** must appear in the answer */
  value: string;
}

export interface CorpusDoc {
  split: "dev" | "held-out";
  doc: KnowledgeDoc;
  pages: LaidOutPage[];
}

export async function knowledgeCorpus(): Promise<{ docs: CorpusDoc[]; questions: KnowledgeQuestion[] }> {
  const fonts = await standardFonts();
  const docs: CorpusDoc[] = [];
  const questions: KnowledgeQuestion[] = [];
  const scannedFor = new Set<string>();
  for (const a of buildWorld()) {
    const style: Style = a.split === "dev" ? "A" : "B";
    const firstOfSplit = !scannedFor.has(a.split);
    scannedFor.add(a.split);
    const byKind: Record<string, KnowledgeDoc> = {
      appetite: appetiteDoc(a, style),
      contact: contactDoc(a, style),
      playbook: playbookDoc(a, style),
      office: officeDoc(a, style),
      bulletin: bulletinDoc(a, style, firstOfSplit),
      guidelines: guidelinesDoc(a, style),
    };
    const laid = new Map<string, LaidOutPage[]>();
    for (const doc of Object.values(byKind)) {
      const pages = layout(doc, fonts);
      laid.set(doc.id, pages);
      docs.push({ split: a.split, doc, pages });
    }
    for (const [i, ask] of asks(a, byKind, style).entries()) {
      const pages = laid.get(ask.doc.id)!;
      const page = pages.findIndex((pg) => pg.tags.includes(ask.tag)) + 1;
      if (page === 0) throw new Error(`No page of ${ask.doc.id} carries ${ask.tag}`);
      // the value must be printed whole on its page (not cut by a wrapped table cell)
      const flat = (t: string) => t.replace(/\s+/g, " ").toLowerCase();
      if (!flat(pageText(pages[page - 1]!)).includes(flat(ask.value)))
        throw new Error(`Page ${page} of ${ask.doc.id} does not print "${ask.value}" whole`);
      questions.push({
        id: `${a.slug}-${i + 1}`,
        split: a.split,
        kind: ask.kind,
        question: ask.q[style === "A" ? 0 : 1],
        docId: ask.doc.id,
        page,
        value: ask.value,
      });
    }
  }
  return { docs, questions };
}
