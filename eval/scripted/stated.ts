// The values a final message states, read back from its text and its citations so that answers
// that went through the whole loop (offline engine or scripted model) are scored like the
// reader's findings. Both engines answer in the SEARCH_FILE tool's sentences
// (reading/answer.ts's answerFromPassages: "<What> is <value> [1].", "The documents show different
// values for …: <v> (<file>, page <n>) [1]; …", a forms list, a quoted wording, "I could not
// find …"), so those are what is read: a sentence in other words states nothing here, and a
// not-found answer's "Passages that may help" are never a stated value.
import type { PlainCitation } from "../../server/assistant/citations.ts";

export interface Stated {
  value: string;
  /** The page its [n] mark cites, or null when the mark has no citation. */
  page: number | null;
  fileId: string | null;
}

export interface StatedAnswer {
  values: Stated[];
  /** The answer quotes a passage (a wording, an exclusion) rather than stating a value. */
  quoted: boolean;
  /** The answer says it did not find the value (or could not tell which). */
  notFound: boolean;
}

const MARK = /\s?\[(\d+)\]/;

/** One answer block (one query's answer) read into its stated values. */
function readBlock(block: string, cite: (n: number) => PlainCitation | null): StatedAnswer {
  const text = block.replace(/^\*\*[^*]+\*\*:\s*/, "").trim();
  const at = (value: string, n: string | undefined): Stated => {
    const c = n ? cite(Number(n)) : null;
    return { value: value.trim(), page: c?.page ?? null, fileId: c?.fileId ?? null };
  };
  if (/^I could not (find|tell)\b/.test(text)) return { values: [], quoted: false, notFound: true };
  let m: RegExpExecArray | null;
  if (text.startsWith("The forms and endorsements listed are:")) {
    const values = [...text.matchAll(/^- (.*?)\s?\[(\d+)\]\s*$/gm)].map((x) => at(x[1]!, x[2]));
    return { values, quoted: false, notFound: false };
  }
  if ((m = /^Yes: ([\s\S]*), page \d+\s?\[(\d+)\]\.?$/.exec(text)))
    return { values: [at(m[1]!, m[2])], quoted: true, notFound: false };
  if ((m = /^The (?:policy wording|documents) says?: “([\s\S]*)”\s?\[(\d+)\]\.?$/.exec(text)))
    return { values: [at(m[1]!, m[2])], quoted: true, notFound: false };
  if ((m = /^The documents show different values for [^:]+: ([\s\S]*)\. Tell me which/.exec(text))) {
    const values = m[1]!.split(/(?<=\])\s*;\s*/).flatMap((part) => {
      const x = /^([\s\S]*?)(?: in “[^”]*”)? \([^()]*, page \d+\)\s?\[(\d+)\]$/.exec(part.trim());
      return x ? [at(x[1]!, x[2])] : [];
    });
    return { values, quoted: false, notFound: false };
  }
  if ((m = /^The documents show ([\s\S]*?)\s?\[(\d+)\]\.?$/.exec(text)))
    return { values: [at(m[1]!, m[2])], quoted: false, notFound: false };
  if ((m = /^[\s\S]*? is ([\s\S]*?)\s?\[(\d+)\]\.?$/.exec(text)) && MARK.test(text))
    return { values: [at(m[1]!, m[2])], quoted: false, notFound: false };
  return { values: [], quoted: false, notFound: false };
}

/** The values `content` states, each with the page its mark cites (`citations` in mark order, as the final message keeps them). */
export function statedIn(content: string, citations: PlainCitation[]): StatedAnswer {
  const cite = (n: number) => citations[n - 1] ?? null;
  const blocks = content
    .split(/\n\n(?=\*\*[^*]+\*\*:)/)
    .map((block) => block.split(/\n\n(?:Passages that may help|I searched only)/)[0]!)
    .map((block) => readBlock(block, cite));
  return {
    values: blocks.flatMap((b) => b.values),
    quoted: blocks.some((b) => b.quoted),
    notFound: blocks.every((b) => b.values.length === 0),
  };
}
