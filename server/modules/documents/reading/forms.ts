// Reads a forms and endorsements schedule: lines that open with a form number followed by a title.
import { pageLines } from "./page-lines.ts";
import { groupsMatched, termsIn, topicGroups } from "./terms.ts";
import type { Finding, PageText } from "./types.ts";

export const formNumber =
  /^([A-Z]{2,4}[ -]?\d{2}[ -]?\d{2}(?:[ -]?\(?\d{2}[ /]?\d{2}\)?)?|[A-Z]{2,5}-[A-Z0-9]{1,5}-\d{2,4}(?:\s?\(\d{2}\/\d{2}\))?)\b/;

/** A form's edition on its own in the next cell ("04 13", "(04/13)", "04/13"). */
const editionCell = /^\(?(\d{2})[ /](\d{2})\)?$/;

export interface FormEntry {
  number: string;
  /** The edition when the schedule prints it in a cell of its own ("04 13"), else null (it may be in `number`). */
  edition: string | null;
  title: string;
  finding: Finding;
}

export function findForms(pages: PageText[]): FormEntry[] {
  const out: FormEntry[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    if (!/\b(forms?|endorsements?)\b/i.test(page.text)) continue;
    for (const line of pageLines(page.text)) {
      const m = formNumber.exec(line.text.trim());
      if (!m) continue;
      const title = line.text
        .trim()
        .slice(m[0].length)
        .replace(/^[\s\t:\-–]+/, "")
        .split("\t")
        .find((c) => /[a-z]{3}/i.test(c));
      if (!title) continue;
      const key = m[1].replace(/\W/g, "");
      if (seen.has(key)) continue;
      seen.add(key);
      const quote = page.text.slice(line.start, line.end);
      const next =
        line.text
          .trim()
          .slice(m[0].length)
          .split("\t")
          .map((c) => c.trim())
          .find(Boolean) ?? "";
      const ed = /\d{2}[ -]?\d{2}[ -]?\d{2}[ -]\(?\d{2}/.test(m[1]) ? null : editionCell.exec(next);
      out.push({
        number: m[1],
        edition: ed ? `${ed[1]} ${ed[2]}` : null,
        title: title.trim(),
        finding: {
          value: `${m[1]} ${title.trim()}`,
          context: null,
          citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote },
        },
      });
    }
  }
  return out;
}

/** The form's number with its edition ("CG 00 01 04 13"). */
export const formWithEdition = (form: FormEntry) => (form.edition ? `${form.number} ${form.edition}` : form.number);

/** The schedule entries a question is about: a form number it names, or title words it uses. */
export function formsAskedAbout(question: string, forms: FormEntry[], topic = formTopic(question)): FormEntry[] {
  const named = forms.filter((f) => question.replace(/\W/g, "").includes(f.number.replace(/\W/g, "")));
  if (named.length) return named;
  if (!topic.length) return forms;
  const matching = forms.filter((f) => groupsMatched(topic, termsIn(f.title)) === topic.length);
  if (matching.length < 2) return matching;
  // several forms on the topic: those whose titles also carry the question's other words
  // ("Exclusion - Swimming Pool", not "Swimming Pool Coverage Buy Back", for the exclusion)
  const asked = termsIn(
    question.replace(
      /\b(what|which|is|the|of|form|forms|number|numbers|endorsement|endorsements|edition|title)\b/gi,
      " ",
    ),
  );
  const score = (f: FormEntry) => [...termsIn(f.title)].filter((t) => asked.has(t)).length;
  const best = Math.max(...matching.map(score));
  return matching.filter((f) => score(f) === best);
}

export function formTopic(question: string): string[][] {
  return topicGroups(question).filter(
    (g) =>
      !g.some((t) =>
        /^(forms?|endor|sched|attac|inclu|listed|there|which|apply|numbe|title|editi|versi|code)$/.test(t),
      ),
  );
}

/** A form number as page footers print it: "IL T0 01 01 07", "CG 00 01 12 07", "MC0001US 04-16". */
const footerFormNumber = /\b([A-Z]{2} [A-Z]?\d{1,2} \d{2} \d{2} \d{2}|[A-Z]{2}\d{4}[A-Z]{2} \d{2}-\d{2})\b/;

/** A form's printed title: a line in capitals of two to ten words, not a caption ("POLICY NUMBER:"). */
const isTitleLine = (line: string) =>
  /^[A-Z][A-Z ,&'()/-]{6,90}$/.test(line) && !/:\s*$/.test(line) && line.split(/\s+/).length >= 2;

/**
 * The forms a document is made of, read from its page footers where no schedule lists them: each
 * form from the first page whose footer prints its number, titled by that page's heading (the
 * longest title line among its first lines: "COMMERCIAL GENERAL LIABILITY COVERAGE FORM" over the
 * running "COMMERCIAL GENERAL LIABILITY"). A form whose first page has no heading is left out.
 */
export function footerForms(pages: PageText[]): FormEntry[] {
  const out: FormEntry[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const lines = page.text.split("\n").map((l) => l.trim());
    const footer = lines.slice(-3).join("\n");
    const m = footerFormNumber.exec(footer);
    if (!m) continue;
    const key = m[1]!.replace(/\W/g, "");
    if (seen.has(key)) continue;
    seen.add(key);
    // a title printed over several lines is one title: the longest run of title lines at the top
    const head = lines.slice(0, 6).map((l) => l.split("\t")[0]!.trim());
    const runs = [0, 1, 2, 3].map((i) => {
      const run: string[] = [];
      for (let j = i; j < head.length && isTitleLine(head[j]!); j++) run.push(head[j]!);
      return run.join(" ");
    });
    const title = runs.sort((a, b) => b.length - a.length)[0];
    if (!title) continue;
    const start = page.text.indexOf(m[1]!, page.text.length - footer.length - 1);
    out.push({
      number: m[1]!,
      edition: null,
      title,
      finding: {
        value: `${m[1]} ${title}`,
        context: null,
        citation: {
          fileId: page.fileId,
          fileName: page.fileName,
          page: page.page,
          quote: page.text.slice(start, start + m[1]!.length),
        },
      },
    });
  }
  return out;
}

/**
 * The question's topic without the words most of the pages carry: a carrier's name ("the
 * Travelers common policy conditions form") names the document, not one of its forms.
 */
export function formTopicIn(question: string, pages: PageText[]): string[][] {
  const pageTerms = pages.map((p) => termsIn(p.text));
  return formTopic(question).filter(
    (group) => pageTerms.filter((terms) => group.some((t) => terms.has(t))).length * 2 <= pages.length,
  );
}
