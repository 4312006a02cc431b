// The exclusions a quote or a policy lists by name: the forms whose title is an exclusion ("CG 21 49
// Total Pollution Exclusion") and the items under an "Exclusions" heading ("• Absolute Asbestos
// Exclusion (IL 09 35)"), one entry per exclusion with its form number when printed.
import { isContents, titleShape } from "./exclusion-list.ts";
import { pageLines } from "./page-lines.ts";
import type { Citation, PageText } from "./types.ts";

export interface ExclusionEntry {
  title: string;
  form: string | null;
  citation: Citation;
}

const formInText = /\(?\b([A-Z]{2,4}\s?\d{2}\s?\d{2}(?:\s?\d{2}\s?\d{2})?)\b\)?/;
const heading = /^([a-z]+\s){0,2}exclusions\b[^a-z]*$|^exclusions\b.{0,40}$/i;

/** An exclusion's comparable name: its words without the form number, "exclusion" and filler. */
export const exclusionKey = (title: string) =>
  title
    .replace(formInText, " ")
    .toLowerCase()
    .replace(/\b(exclusions?|excluded|endorsement|the|of|and|or|for|form|absolute|total)\b/g, " ")
    .replace(/[^a-z]+/g, "");

export function quoteExclusions(
  pages: PageText[],
  forms: Array<{ number: string; title: string; citation: Citation }>,
): ExclusionEntry[] {
  const out: ExclusionEntry[] = forms
    .filter((f) => /exclu/i.test(f.title))
    .map((f) => ({ title: f.title, form: f.number, citation: f.citation }));
  const sameForm = (a: string | null, b: string | null) => !!a && !!b && a.replace(/\W/g, "") === b.replace(/\W/g, "");
  // every page's lines in one run: a list whose heading ends one page goes on at the top of the next;
  // a table of contents ("Exclusions  53") is not a list of exclusions
  const all = pages.flatMap((page) => {
    const lines = pageLines(page.text);
    return isContents(lines) ? [] : lines.map((line) => ({ page, line }));
  });
  all.forEach(({ line }, i) => {
    if (line.cells.length !== 1 || !heading.test(line.text.trim())) return;
    const list: ExclusionEntry[] = [];
    let named = true;
    let blanks = 0;
    for (const { page, line: item } of all.slice(i + 1, i + 25)) {
      const text = item.text.trim();
      if (!text) {
        if (++blanks >= 2) break;
        continue;
      }
      blanks = 0;
      const bullet = /^([•*·\-–]|\d{1,2}[.)]|[a-z][.)])\s*/.exec(text);
      const title = text
        .slice(bullet?.[0].length ?? 0)
        .split("\t")[0]!
        .trim();
      if (title.length < 4 || title.length > 90 || /:\s*$/.test(title)) break;
      if (!/[a-z]/.test(title) && !/EXCLU/.test(title)) break; // the next heading
      const formMatch = formInText.exec(text);
      const form = formMatch ? formMatch[1]!.trim() : null;
      const name = title
        .replace(formInText, "")
        .replace(/[\s–-]+$/, "")
        .trim();
      // an item names an exclusion (its title or form says so) or is a title in a bulleted list; a
      // sentence ("We will not pay for…", "landscaping, plants and gardens are not") ends the list
      const isName = /\bexclu/i.test(name) || !!form;
      if (!isName && !titleShape(name)) break;
      if (!isName && !bullet) named = false;
      const citation = { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: item.text };
      list.push({ title: name, form, citation });
    }
    // unbulleted titles that do not say "exclusion" are a list only when there are several of them
    if (!named && list.length < 2) return;
    for (const e of list)
      if (!out.some((o) => sameForm(o.form, e.form) || exclusionKey(o.title) === exclusionKey(e.title))) out.push(e);
  });
  return out;
}
