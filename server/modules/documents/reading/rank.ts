// A simple in-memory ranking of pages for a question (term overlap, headings and tables weigh
// more), for evaluation and for callers without the full-text index.
import { classifyQuestion } from "./question-classes.ts";
import { contentTerms, termsIn } from "./terms.ts";
import type { PageText, Passage } from "./types.ts";

export function rankPages(question: string, pages: PageText[]): Passage[] {
  const cls = classifyQuestion(question);
  const terms = contentTerms(question);
  const scored = pages.map((p, order) => {
    const words = termsIn(p.text);
    let score = terms.filter((t) => words.has(t)).length;
    if (cls && cls.label.test(p.text)) score += 2;
    if (/declarations|schedule/i.test(p.text.slice(0, 300))) score += 1;
    return { p, order, score };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map(({ p, score }) => ({ ...p, rank: score }));
}
