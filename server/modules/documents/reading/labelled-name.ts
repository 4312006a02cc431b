// A party asked for by the very label that names it ("Who is the reinsured company?" on a
// submission's "Reinsured Company:  Sompo E&S"): the label's words are the question's words, no
// more and no fewer, beside words any party's label may carry ("company", "name"). The value is
// the next cell, and only a name (value-guard's test): a caption or a sentence there answers nothing.
import { pageLines } from "./page-lines.ts";
import type { Finding, PageText } from "./types.ts";
import { isNameValue } from "./value-guard.ts";

/** Words a label or question may carry beside what names the party: grammar, and "company", "name". */
const PARTY_WORDS = new Set(
  "who which what is are the a an of for this that company companies name names firm entity party organization".split(
    " ",
  ),
);

/**
 * The words that name the party, whole (stems would make "Reinsurance" the "Reinsured"), a plural's
 * "s" set aside.
 */
const partyTerms = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !PARTY_WORDS.has(w)).map((w) => w.replace(/s$/, "")),
  );

export function labelledName(question: string, pages: PageText[]): Finding[] {
  if (!/^\s*(who|which)\b/i.test(question)) return [];
  const topic = partyTerms(question);
  if (!topic.size) return [];
  for (const page of pages) {
    for (const line of pageLines(page.text)) {
      const [label, value] = line.cells;
      if (!label || !value || !/:\s*$/.test(label.text)) continue;
      const words = partyTerms(label.text);
      const exact = words.size === topic.size && [...topic].every((w) => words.has(w));
      if (!exact || !isNameValue(value.text)) continue;
      return [
        {
          value: value.text,
          context: null,
          citation: {
            fileId: page.fileId,
            fileName: page.fileName,
            page: page.page,
            quote: page.text.slice(line.start, line.end),
          },
        },
      ];
    }
  }
  return [];
}
