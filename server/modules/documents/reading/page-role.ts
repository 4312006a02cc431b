// What a page is, read from its head: the declarations, schedules, certificates and quotes that
// carry the policy's own values, or the wording, notices and worked examples that do not. A value
// is read from a declarations page when one states it, never from a form's worked example.

/**
 * A page's head names a declarations page, a schedule, a certificate, evidence, a quote, or an
 * endorsement (whose schedule amends the declarations: its values are the policy's own).
 */
const DECLARATIONS =
  /\b(declarations?|dec page|schedule of (insurance|coverages?|locations?|forms|underlying)|policy schedule|risk details|certificate of (liability |property )?insurance|evidence of (commercial )?property|premium summary|coverage summary|quotation|quote (summary|proposal|letter)|proposal of insurance|binder|information page|amendment of [a-z ]+|amendatory|this endorsement changes the policy|endorsement)\b/i;

export type PageRole = "declarations" | "wording";

export function pageRole(text: string): PageRole {
  const head = text.split("\n").slice(0, 6).join(" ");
  return DECLARATIONS.test(head) ? "declarations" : "wording";
}

/** A line of a schedule: a label and its value ("City:  Houston", "DEDUCTIBLE(S):  SECTION A"), or a caption ("Applicable to All Sections:"). */
const LABEL_VALUE = /\t|^[A-Za-z][A-Za-z0-9 .,'()/&-]{1,40}:(\s+\S|$)/;

/**
 * The declarations pages among a document's pages in order: those whose head names them, and the
 * pages that carry on a declarations page's schedule without a heading of their own (a Lloyd's
 * slip's risk details run over several pages under one running header: "Street No. and Street:
 * …", "DEDUCTIBLE(S): SECTION A …"). A carried-on page repeats the previous page's first line and
 * opens with a label and its value; a page that opens with a new heading ("Clauses") ends the run.
 */
export function declarationsPages<P extends { text: string }>(pages: P[]): P[] {
  const out: P[] = [];
  let previous: P | null = null;
  for (const page of pages) {
    const lines = page.text.split("\n");
    const carriesOn: boolean =
      previous !== null &&
      lines[0]!.trim() !== "" &&
      lines[0] === previous.text.split("\n")[0] &&
      lines.slice(1, 3).some((l) => LABEL_VALUE.test(l.trim()));
    const declared: boolean = pageRole(page.text) === "declarations" || carriesOn;
    if (declared) out.push(page);
    previous = declared ? page : null;
  }
  return out;
}
