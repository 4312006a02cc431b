// Every exclusion a policy file states, each with the form or endorsement it belongs to, its page,
// its title and its wording quoted exactly: the lettered items of a coverage form's "Exclusions"
// section, exclusion endorsements printed in the file, and exclusion endorsements the forms
// schedule lists whose wording the file does not carry.
import { findForms, formNumber, formWithEdition, type FormEntry } from "./forms.ts";
import { pageLines, type Line } from "./page-lines.ts";
import { paragraphEnd } from "./paragraphs.ts";
import type { Citation, PageText } from "./types.ts";

export interface PolicyExclusion {
  title: string;
  /** The form or endorsement with its edition ("CG 00 01 04 13"), or null when the file does not show it. */
  form: string | null;
  formTitle: string | null;
  page: number;
  /** false: only listed in the forms schedule (its wording is not in this file). */
  wordingInFile: boolean;
  citation: Citation;
}

const EXCLUSIONS_HEADING = /^(\(?[a-z0-9]{1,2}[.)]\s*|[A-Z]\.\s*|SECTION [IVX]+\W*)?exclusions?\s*:?$/i;
// a section or coverage that follows the exclusions: its items are not exclusions
const SECTION_END =
  /^(SECTION [IVX]+|COVERAGE [A-Z]\b|\d+\.\s+(Supplementary|Who Is|Limits|Conditions|Definitions)|[A-Z]\.\s+(Supplementary|Conditions|Definitions))/i;
const ITEM = /^\(?([a-z]{1,2}|\d{1,2})[.)]\s+([A-Z][^.]{2,70})$/;
const ENDORSEMENT_TITLE = /\bexclu(sion|ded)\b/i;
const MAX_QUOTE = 600;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(continued\)/g, "")
    .match(/[a-z]+/g)
    ?.join(" ") ?? "";

/** The schedule form a page belongs to: a form number printed on it, else its title naming a scheduled form. */
function formOfPage(page: PageText, forms: FormEntry[], title: string | null): FormEntry | null {
  for (const m of page.text.matchAll(new RegExp(formNumber.source.slice(1), "gm"))) {
    const printed = m[1].replace(/\W/g, "");
    const form = forms.find((f) => printed.startsWith(f.number.replace(/\W/g, "")));
    if (form) return form;
  }
  if (!title) return null;
  const t = words(title);
  return forms.find((f) => words(f.title) === t) ?? null;
}

/** A form number printed on a page that is not a schedule (an endorsement's own header or footer). */
function printedForm(page: PageText): string | null {
  for (const line of pageLines(page.text)) {
    const m = formNumber.exec(line.text.trim());
    if (m) return m[1];
  }
  return null;
}

function quoteOf(page: PageText, lines: Line[], from: Line): Citation {
  const end = paragraphEnd(lines, from);
  const quote = page.text.slice(from.start, Math.min(end.end, from.start + MAX_QUOTE)).trimEnd();
  return { fileId: page.fileId, fileName: page.fileName, page: page.page, quote };
}

const isSchedule = (page: PageText, forms: FormEntry[]) =>
  forms.filter((f) => f.finding.citation.page === page.page).length >= 2;

/** An endorsement printed in the file whose title names an exclusion ("EXCLUSION - DESIGNATED WORK"). */
function endorsementOf(page: PageText, lines: Line[], forms: FormEntry[]): PolicyExclusion | null {
  const head = lines
    .slice(0, 10)
    .find((l) => ENDORSEMENT_TITLE.test(l.text) && l.text.trim().length < 90 && !ITEM.test(l.text.trim()));
  if (!head || !/does not apply|is excluded|excludes/i.test(page.text)) return null;
  const number = printedForm(page);
  const scheduled = number
    ? forms.find((f) => number.replace(/\W/g, "").startsWith(f.number.replace(/\W/g, "")))
    : null;
  const start = lines.find((l) => /does not apply|is excluded|excludes/i.test(l.text)) ?? head;
  return {
    title: head.text.trim().replace(/\s+/g, " "),
    form: scheduled ? formWithEdition(scheduled) : number,
    formTitle: scheduled?.title ?? null,
    page: page.page,
    wordingInFile: true,
    citation: quoteOf(page, lines, start),
  };
}

export function listExclusions(pages: PageText[]): PolicyExclusion[] {
  const forms = findForms(pages);
  const out: PolicyExclusion[] = [];
  let open = false;
  let runningTitle: string | null = null;
  let runningForm: FormEntry | null = null;
  for (const page of pages) {
    if (isSchedule(page, forms)) continue;
    const lines = pageLines(page.text);
    const first = lines.find((l) => /[a-z]{3}/i.test(l.text))?.text.trim() ?? null;
    // a new document starts where a page's title is not the running one continued
    if (first && !/\(continued\)/i.test(first)) {
      runningTitle = first;
      runningForm = formOfPage(page, forms, first);
    } else if (!runningForm) runningForm = formOfPage(page, forms, runningTitle);
    const endorsement = endorsementOf(page, lines, forms);
    if (endorsement && !lines.some((l) => EXCLUSIONS_HEADING.test(l.text.trim()))) {
      out.push(endorsement);
      open = false;
      continue;
    }
    for (const line of lines) {
      const text = line.text.trim();
      if (EXCLUSIONS_HEADING.test(text)) open = true;
      else if (SECTION_END.test(text)) open = false;
      else if (open) {
        const item = ITEM.exec(text);
        if (!item) continue;
        out.push({
          title: item[2].trim(),
          form: runningForm ? formWithEdition(runningForm) : null,
          formTitle: runningForm?.title ?? null,
          page: page.page,
          wordingInFile: true,
          citation: quoteOf(page, lines, line),
        });
      }
    }
  }
  // exclusion endorsements the schedule lists and the file does not print
  for (const form of forms) {
    if (!ENDORSEMENT_TITLE.test(form.title)) continue;
    if (out.some((e) => e.form?.replace(/\W/g, "").startsWith(form.number.replace(/\W/g, "")))) continue;
    out.push({
      title: form.title,
      form: formWithEdition(form),
      formTitle: form.title,
      page: form.finding.citation.page,
      wordingInFile: false,
      citation: form.finding.citation,
    });
  }
  return out;
}
