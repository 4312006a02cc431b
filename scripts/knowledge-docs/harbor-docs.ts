// The demo agency's knowledge documents (Harbor Insurance Agency): four PDFs generated at seed
// time, never committed. `npm run generate:knowledge-docs` writes them to
// tests/fixtures/knowledge-docs/generated/harbor/ to look at.
import { appetiteGuide, carrierContactSheet } from "./harbor-appetite.ts";
import { officeHoursAndEscalation, servicingPlaybook } from "./harbor-servicing.ts";
import type { KnowledgeDoc } from "./layout.ts";
import { renderKnowledgePdf } from "./render.ts";

export function harborKnowledgeDocs(): KnowledgeDoc[] {
  return [appetiteGuide(), servicingPlaybook(), carrierContactSheet(), officeHoursAndEscalation()];
}

export interface GeneratedPdf {
  fileName: string;
  title: string;
  bytes: Uint8Array;
  pageCount: number;
}

export async function harborKnowledgePdfs(): Promise<GeneratedPdf[]> {
  const out: GeneratedPdf[] = [];
  for (const doc of harborKnowledgeDocs()) {
    const { bytes, pages } = await renderKnowledgePdf(doc);
    out.push({ fileName: `${doc.title}.pdf`, title: doc.title, bytes, pageCount: pages.length });
  }
  return out;
}
