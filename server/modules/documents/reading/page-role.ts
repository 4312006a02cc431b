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
