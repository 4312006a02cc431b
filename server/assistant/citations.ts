import type { ToolCitation } from "../ai/tool-contract.ts";

/** A passage as the reading skills cite it (file, page, exact quote). */
export interface PlainCitation {
  fileId: string;
  fileName: string;
  page: number;
  quote: string;
}

/**
 * The citations of one run, numbered as tools hand them out: a tool answer's local marks
 * ([1], [2] in the order of its citations) become the run's numbers, so answers from several
 * tool calls can stand in one message. The final message keeps the citations its text marks,
 * renumbered 1..n in the order they first appear.
 */
export class CitationBook {
  private readonly all: ToolCitation[] = [];

  /** Numbers `citations` in the run and rewrites `text`'s local marks to those numbers. */
  adopt(text: string, citations: PlainCitation[]): { text: string; citations: ToolCitation[] } {
    const numbered = citations.map((citation) => this.add(citation));
    const rewritten = text.replace(/\[(\d+)\]/g, (mark, n: string) => {
      const citation = numbered[Number(n) - 1];
      return citation ? `[${citation.ref}]` : mark;
    });
    return { text: rewritten, citations: numbered };
  }

  add(citation: PlainCitation): ToolCitation {
    const same = this.all.find(
      (c) => c.fileId === citation.fileId && c.page === citation.page && c.quote === citation.quote,
    );
    if (same) return same;
    const numbered = { ref: this.all.length + 1, ...pick(citation) };
    this.all.push(numbered);
    return numbered;
  }

  /**
   * The final message: the citations `text` marks, renumbered in order of first appearance
   * (marks with no citation behind them are dropped from the text, never left dangling).
   */
  finish(text: string): { content: string; citations: PlainCitation[] } {
    const order: ToolCitation[] = [];
    const content = text.replace(/\s?\[(\d+)\]/g, (mark, n: string) => {
      const citation = this.all.find((c) => c.ref === Number(n));
      if (!citation) return "";
      if (!order.includes(citation)) order.push(citation);
      return mark.replace(/\d+/, String(order.indexOf(citation) + 1));
    });
    return { content, citations: order.map(pick) };
  }
}

const pick = (c: PlainCitation): PlainCitation => ({
  fileId: c.fileId,
  fileName: c.fileName,
  page: c.page,
  quote: c.quote,
});
