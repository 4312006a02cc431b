// The insurer rating a contract asks for, as contracts write it: "A- VII or better by A.M. Best",
// "A.M. Best rating of A-VIII", "A-:VIII", "A, Class X", "a financial strength rating no lower
// than "A" and a size category not lower than "XII"", "A++ (per AM Best)", "an AAA-rated insurance
// company", Best's "Superior" / "Excellent" categories. Normalised to "A- VII", "A-", "A++", "AAA".

const CLASS = String.raw`(XV|XIV|XIII|XII|XI|X|IX|VIII|VII|VI|V)\b`;

/** Where a rating is spoken of: A.M. Best, Best's, "rated", "rating". */
const RATING_CONTEXT = /\bA\.?\s?M\.?\s*Best\b|\bBest['’]?s\b|\brat(?:ing|ed)\b/gi;

/** A Best's letter grade: A++, A+, A-, A. */
const GRADE = /(?<![\w.])["“']?(A\s?\+\+|A\s?\+|A\s?[-–−]|A(?![A-Za-z+]|\.\s?M\b))["”']?/g;

/** "AAA-rated", "rated AA" (a rating agency's scale rather than Best's). */
const AGENCY = /\b(AAA|AA[+-]?)[\s-]+rated\b|\brated\s+["“]?(AAA|AA[+-]?)["”]?(?![\w])/;

function normalGrade(raw: string): string {
  return raw.replace(/\s/g, "").replace(/[–−]/g, "-");
}

/** The class written after the grade ("VII", "Class VII", "a size category not lower than "XII""). */
function classAfter(text: string): string | null {
  const head = text.slice(0, 90);
  const near = new RegExp(String.raw`^["”')]?(?:\s|[,:/;-])*(?:Class\s+|FSC\s+)?["“]?${CLASS}`, "i").exec(head);
  if (near) return near[1]!.toUpperCase();
  const named = new RegExp(
    String.raw`^[^.;]{0,60}?\b(?:Financial\s+)?(?:Size\s+Category|Class(?:\s+size)?|FSC)\s*(?:of|not\s+lower\s+than|no\s+lower\s+than|at\s+least)?\s*["“]?${CLASS}`,
    "i",
  ).exec(head);
  return named ? named[1]!.toUpperCase() : null;
}

const rated = (grade: RegExpMatchArray, rest: string) => {
  const cls = classAfter(rest);
  const g = normalGrade(grade[1]!);
  return cls ? `${g} ${cls}` : g;
};

/** The rating a passage asks for, normalised ("A- VII", "A-", "A+", "AAA"), or null. */
export function ratingIn(text: string): string | null {
  for (const context of text.matchAll(RATING_CONTEXT)) {
    const from = context.index + context[0].length;
    const ahead = text.slice(from, from + 140);
    const next = [...ahead.matchAll(GRADE)][0];
    if (next) return rated(next, ahead.slice(next.index + next[0].length));
    const behind = text.slice(Math.max(0, context.index - 60), context.index);
    const last = [...behind.matchAll(GRADE)].at(-1);
    if (last) return rated(last, text.slice(context.index - behind.length + last.index + last[0].length));
    const window = text.slice(Math.max(0, context.index - 60), from + 160);
    if (/\bexcellent\b/i.test(window)) return "A-";
    if (/\bsuperior\b/i.test(window)) return "A+";
  }
  const agency = AGENCY.exec(text);
  return agency ? (agency[1] ?? agency[2]!) : null;
}
